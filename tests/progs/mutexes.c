/*
 * mutexes.c -- trigger program for plockstat: THREADS threads take one
 * pthread mutex (lock) ROUNDS times each, working while they hold it, so
 * that they contend; prints the total.
 * Usage: mutexes [THREADS [ROUNDS]]   (defaults 4 and 20000)
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static volatile long counter;
static int rounds;

static void *
worker(void *arg)
{
	int i, j;

	for (i = 0; i < rounds; i++) {
		pthread_mutex_lock(&lock);
		for (j = 0; j < 200; j++)
			counter++;
		pthread_mutex_unlock(&lock);
	}
	return arg;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4, i;
	pthread_t t[64];

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
