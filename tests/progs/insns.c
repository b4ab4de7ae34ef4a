/* SPDX-License-Identifier: Apache-2.0 */
/*
 * insns.c -- trigger program for instruction probes: work() has
 * RIP-relative operands, a call and conditional jumps; main calls it N
 * times and prints what it computed, which must not change when every
 * instruction of work() is probed.
 * Usage: insns [N]   (default 5)
 */
#include <stdio.h>
#include <stdlib.h>

static long table[8] = { 3, 1, 4, 1, 5, 9, 2, 6 };
static volatile long sink;

__attribute__((noinline)) static long
twice(long x)
{
	sink = x;
	return x * 2;
}

__attribute__((noinline)) long
work(long a, long b)
{
	long r = table[a & 7] + b;

	if (r & 1)
		r = twice(r);
	else
		r -= table[(b + 1) & 7];
	return r;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 5, i;
	long sum = 0;

	for (i = 0; i < n; i++)
		sum += work(i, 0x100 + i);
	printf("%ld\n", sum);
	return 0;
}
