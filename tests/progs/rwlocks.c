/* SPDX-License-Identifier: Apache-2.0 */
/*
 * rwlocks.c -- trigger program for plockstat: READERS threads take one
 * pthread rwlock (rwlock) for reading and WRITERS threads take it for
 * writing, ROUNDS times each, working while they hold it, so that readers
 * wait for writers and writers for readers; prints the writers' total.
 * The threads start together, each bound to a CPU in turn (readers and
 * writers alternate), so that they overlap.
 * Usage: rwlocks [READERS [WRITERS [ROUNDS]]]   (defaults 2, 2 and 2000)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>

pthread_rwlock_t rwlock = PTHREAD_RWLOCK_INITIALIZER;
static volatile long value, seen;
static int rounds;
static pthread_barrier_t start;
static cpu_set_t cpus;

/* thread n on the nth CPU this process may run on, then wait for all */
static void
begin(long n)
{
	int c, k = 0, count = CPU_COUNT(&cpus);
	cpu_set_t one;

	for (c = 0; count > 1 && c < CPU_SETSIZE; c++) {
		if (!CPU_ISSET(c, &cpus) || k++ != n % count)
			continue;
		CPU_ZERO(&one);
		CPU_SET(c, &one);
		pthread_setaffinity_np(pthread_self(), sizeof(one), &one);
		break;
	}
	pthread_barrier_wait(&start);
}

static void *
reader(void *arg)
{
	int i, j;

	begin((long)arg);
	for (i = 0; i < rounds; i++) {
		pthread_rwlock_rdlock(&rwlock);
		for (j = 0; j < 2000; j++)
			seen += value;
		pthread_rwlock_unlock(&rwlock);
	}
	return arg;
}

static void *
writer(void *arg)
{
	int i, j;

	begin((long)arg);
	for (i = 0; i < rounds; i++) {
		pthread_rwlock_wrlock(&rwlock);
		for (j = 0; j < 2000; j++)
			value++;
		pthread_rwlock_unlock(&rwlock);
	}
	return arg;
}

int
main(int argc, char **argv)
{
	int nr = argc > 1 ? atoi(argv[1]) : 2, nw = argc > 2 ? atoi(argv[2]) : 2;
	int i, r, w;
	pthread_t t[64];

	rounds = argc > 3 ? atoi(argv[3]) : 2000;
	if (nr < 0 || nw < 0 || nr + nw < 1 || nr + nw > 64)
		return 2;
	if (sched_getaffinity(0, sizeof(cpus), &cpus) != 0 ||
	    pthread_barrier_init(&start, NULL, (unsigned)(nr + nw)) != 0)
		return 1;
	/* readers and writers alternate while there are both, so that
	 * each CPU has both */
	for (i = r = w = 0; i < nr + nw; i++) {
		if (w < nw && (r == nr || i % 2 == 1)) {
			pthread_create(&t[i], NULL, writer, (void *)(long)i);
			w++;
		} else {
			pthread_create(&t[i], NULL, reader, (void *)(long)i);
			r++;
		}
	}
	for (i = 0; i < nr + nw; i++)
		pthread_join(t[i], NULL);
	printf("%ld\n", value);
	return 0;
}
