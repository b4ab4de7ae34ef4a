/* SPDX-License-Identifier: Apache-2.0 */
/*
 * pinspin.c -- trigger program: N threads burning CPU in user space for
 * MS milliseconds, all pinned to one CPU, so that they take turns on it
 * (each is preempted, and the kernel asks the running one to reschedule).
 * Usage: pinspin [N [MS [CPU]]]   (defaults 2, 300 and CPU 0)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long ms;

static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static void *
spin(void *arg)
{
	long long end = now_ms() + ms;
	volatile unsigned long x = 0;

	(void)arg;
	while (now_ms() < end) {
		for (int i = 0; i < 10000; i++)
			x += (unsigned long)i;
	}
	return (NULL);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	int cpu = argc > 3 ? atoi(argv[3]) : 0;
	pthread_t t[64];
	cpu_set_t set;

	ms = argc > 2 ? strtol(argv[2], NULL, 0) : 300;
	if (n < 1 || n > 64)
		return (2);
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	/* the main thread's affinity is inherited by its threads */
	if (sched_setaffinity(0, sizeof (set), &set) != 0) {
		perror("pinspin: sched_setaffinity");
		return (1);
	}
	for (int i = 1; i < n; i++) {
		if (pthread_create(&t[i], NULL, spin, NULL) != 0) {
			fprintf(stderr, "pinspin: pthread_create failed\n");
			return (1);
		}
	}
	spin(NULL);
	for (int i = 1; i < n; i++)
		pthread_join(t[i], NULL);
	return (0);
}
