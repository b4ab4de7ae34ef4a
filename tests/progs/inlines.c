/* SPDX-License-Identifier: Apache-2.0 */
/*
 * inlines.c -- trigger program for inlined functions: scale() is inlined
 * (always_inline) in a loop of main and once more after it, and also
 * called out of line through a pointer; each call's value goes to sink.
 * Usage: inlines [N]   (default 3): N + 2 calls of scale() in all.
 */
#include <stdio.h>
#include <stdlib.h>

volatile long sink;

static inline __attribute__((always_inline)) long
scale(long x)
{
	sink = x;
	return x * 3 + 1;
}

static long (*volatile scalep)(long) = scale;

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 3, s = 0, i;

	for (i = 0; i < n; i++)
		s += scale(i);
	s += scale(s & 7);
	s += scalep(2);
	printf("%ld\n", s);
	return 0;
}
