/*
 * mutexes.c -- trigger program for plockstat: THREADS threads take one
 * pthread mutex (lock) ROUNDS times each, working while they hold it, so
 * that they contend; prints the total.
 *
 * With -a the mutex is adaptive (PTHREAD_MUTEX_ADAPTIVE_NP) and held only
 * briefly, with as much work done between two holds: a thread that finds
 * it held spins in user space and mostly gets it before the spin ends.
 *
 * Usage: mutexes [-a] [THREADS [ROUNDS]]   (defaults 4 and 20000)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static volatile long counter, outside;
static int rounds, inside = 200, between;

static void *
worker(void *arg)
{
	int i, j;

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
		argc--;
		argv++;
	}
	n = argc > 1 ? atoi(argv[1]) : 4;
	rounds = argc > 2 ? atoi(argv[2]) : 20000;
	if (n < 1 || n > 64)
		return 2;
	for (i = 0; i < n; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	printf("%ld\n", counter);
	return 0;
}
