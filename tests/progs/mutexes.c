/* SPDX-License-Identifier: Apache-2.0 */
/*
 * mutexes.c -- trigger program for plockstat: THREADS threads take one
 * pthread mutex (lock) ROUNDS times each, working while they hold it, so
 * that they contend; prints the total.
 *
 * With -a the mutex is adaptive (PTHREAD_MUTEX_ADAPTIVE_NP) and held only
 * briefly, with as much work done between two holds: a thread that finds
 * it held spins in user space and mostly gets it before the spin ends.
 * So that the holder runs while the other spins, each thread is bound to
 * a CPU of its own (as far as there are CPUs) and they start together.
 *
 * Usage: mutexes [-a] [THREADS [ROUNDS]]   (defaults 4 and 20000)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static volatile long counter, outside;
static int rounds, inside = 200, between, adaptive;
static pthread_barrier_t start;
static cpu_set_t cpus;

/* -a: thread n on the nth CPU this process may run on */
static void
bind_cpu(long n)
{
	int c, k = 0, count = CPU_COUNT(&cpus);
	cpu_set_t one;

	if (count < 2)
		return;
	for (c = 0; c < CPU_SETSIZE; c++) {
		if (!CPU_ISSET(c, &cpus) || k++ != n % count)
			continue;
		CPU_ZERO(&one);
		CPU_SET(c, &one);
		pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
		return;
	}
}

static void *
worker(void *arg)
{
	int i, j;

	if (adaptive) {
		bind_cpu((long)arg);
		pthread_barrier_wait(&start);
	}
	for (i = 0; i < rounds; i++) {
		pthread_mutex_lock(&lock);
		for (j = 0; j < inside; j++)
			counter++;
		pthread_mutex_unlock(&lock);
		for (j = 0; j < between; j++)
			outside++;
	}
	return arg;
}

int
main(int argc, char **argv)
{
	int n, i;
	pthread_t t[64];

	if (argc > 1 && strcmp(argv[1], "-a") == 0) {
		pthread_mutexattr_t ma;

		pthread_mutexattr_init(&ma);
		pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_ADAPTIVE_NP);
		pthread_mutex_init(&lock, &ma);
		pthread_mutexattr_destroy(&ma);
		inside = 20;
		between = 20;
		adaptive = 1;
		argc--;
		argv++;
	}
	n = argc > 1 ? atoi(argv[1]) : 4;
	rounds = argc > 2 ? atoi(argv[2]) : 20000;
	if (n < 1 || n > 64)
		return 2;
	if (adaptive && (sched_getaffinity(0, sizeof(cpus), &cpus) != 0 ||
	    pthread_barrier_init(&start, NULL, (unsigned)n) != 0))
		return 1;
	for (i = 0; i < n; i++)
		pthread_create(&t[i], NULL, worker, (void *)(long)i);
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	printf("%ld\n", counter);
	return 0;
}
