/* SPDX-License-Identifier: Apache-2.0 */
/*
 * yield.c -- trigger program: call sched_yield(2) N times.
 * Usage: yield [N [CPU]]   (default 1000; with CPU, pinned to that CPU
 * first)
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
	cpu_set_t set;

	if (argc > 2) {
		CPU_ZERO(&set);
		CPU_SET(atoi(argv[2]), &set);
		if (sched_setaffinity(0, sizeof (set), &set) != 0) {
			perror("yield: sched_setaffinity");
			return (1);
		}
	}
	for (long i = 0; i < n; i++)
		sched_yield();
	return (0);
}
