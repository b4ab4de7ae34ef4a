/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aliases: one function under four names (issue 21): work() with a
 * global alias, a weak one and one with more underscores.  It calls
 * work() as many times as its argument says (3), then exits.
 */
#include <stdio.h>
#include <stdlib.h>

__attribute__((noinline)) int
work(int x)
{
	__asm__ volatile("" ::: "memory");
	return x + 1;
}

int _work(int) __attribute__((alias("work")));
int wrk(int) __attribute__((weak, alias("work")));
int __work(int) __attribute__((alias("work")));

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3, i, s = 0;

	for (i = 0; i < n; i++)
		s += work(i);
	printf("%d\n", s);
	return 0;
}
