/* SPDX-License-Identifier: Apache-2.0 */
/*
 * nestinl.c -- trigger program for inlined copies at -O2: outer() and
 * inner() are inlined (always_inline), inner() inside outer(), in a loop
 * of main; their unlikely branches are moved away from the rest of the
 * copy (a copy in several address ranges), and f1(), f2() are real calls
 * made from inside the copies; fail() is never called (its branch goes
 * to main's cold part); pick() is left by either of two returns.
 * Usage: nestinl [N]   (default 10): N rounds, each calling outer(),
 * which calls f1() then inner(), which calls f1() (and f2() when its value
 * is 3 modulo 7), then pick(), which calls f1() for an odd round, else
 * f2() then inner().
 */
#include <stdio.h>
#include <stdlib.h>

volatile long sink;

__attribute__((noinline)) long
f1(long x)
{
	sink = x;
	return x + 1;
}

__attribute__((noinline)) long
f2(long x)
{
	sink = x;
	return x * 2;
}

__attribute__((noinline, cold)) void
fail(long x)
{
	fprintf(stderr, "unexpected %ld\n", x);
	exit(1);
}

static inline __attribute__((always_inline)) long
inner(long x)
{
	if (x < 0)
		fail(x);
	if (__builtin_expect(x % 7 == 3, 0))
		x = f2(x);
	return f1(x) + 1;
}

/* left by either of two returns */
static inline __attribute__((always_inline)) long
pick(long x)
{
	if (x & 1)
		return f1(x);
	sink = x;
	return f2(x) + inner(x);
}

static inline __attribute__((always_inline)) long
outer(long x)
{
	long r = f1(x);

	if (__builtin_expect(r > 1000000, 0))
		r = f2(r) - sink;
	return inner(r) * 2;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 10, s = 0, i;

	for (i = 0; i < n; i++) {
		s += outer(i);
		s += pick(i);
	}
	printf("%ld\n", s);
	return 0;
}
