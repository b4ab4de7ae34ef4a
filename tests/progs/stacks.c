/* SPDX-License-Identifier: Apache-2.0 */
/*
 * stacks.c -- trigger program with a known call chain, for the stack
 * tests: main -> outer -> middle -> inner.  Built with frame pointers (see
 * the Makefile), and inner makes its system calls itself, so that a user
 * stack taken in them shows every function of the chain.
 *
 * Usage: stacks getppid N   inner calls getppid(2) N times
 *        stacks spin MS     inner burns CPU for MS milliseconds
 *
 * It then stays alive for 200 ms, long enough for dtrace to read its
 * mappings; the stacks are printed after it has exited.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>

static long
raw_getppid(void)
{
	long ret;

	__asm__ volatile ("syscall" : "=a"(ret) : "a"((long)SYS_getppid) :
	    "rcx", "r11", "memory");
	return (ret);
}

static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static volatile unsigned long sink;

__attribute__((noinline)) static void
inner(int spin, long n)
{
	long long end = now_ms() + n;

	if (!spin) {
		for (long i = 0; i < n; i++)
			sink += (unsigned long)raw_getppid();
		return;
	}
	while (now_ms() < end)
		for (int i = 0; i < 10000; i++)
			sink += (unsigned long)i;
}

/* the empty asm after each call keeps it from becoming a tail call */
__attribute__((noinline)) static void
middle(int spin, long n)
{
	inner(spin, n);
	__asm__ volatile ("");
}

__attribute__((noinline)) static void
outer(int spin, long n)
{
	middle(spin, n);
	__asm__ volatile ("");
}

int
main(int argc, char **argv)
{
	int spin = argc > 1 && strcmp(argv[1], "spin") == 0;
	long n = argc > 2 ? strtol(argv[2], NULL, 0) : 1;
	struct timespec linger = { 0, 200 * 1000000L };

	outer(spin, n);
	__asm__ volatile ("");
	nanosleep(&linger, NULL);
	return (0);
}
