/* SPDX-License-Identifier: Apache-2.0 */
/*
 * returns.c -- trigger program for pid return probes: leaf() returns from
 * two places, tail() leaves through a jump to leaf() (a tail call).
 * Prints what they computed.  Usage: returns [N]   (default 4)
 */
#include <stdio.h>
#include <stdlib.h>

static volatile long sink;

__attribute__((noinline)) long
leaf(long x)
{
	if (x & 1) {
		sink = x;
		return x * 3;
	}
	return x / 2;
}

__attribute__((noinline, optimize("O2", "optimize-sibling-calls"))) long
tail(long x)
{
	return leaf(x + 1);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4, i;
	long sum = 0;

	for (i = 0; i < n; i++)
		sum += leaf(i) + tail(i);
	printf("%ld\n", sum);
	return 0;
}
