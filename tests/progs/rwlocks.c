/*
 * rwlocks.c -- trigger program for plockstat: READERS threads take one
 * pthread rwlock (rwlock) for reading and WRITERS threads take it for
 * writing, ROUNDS times each, working while they hold it, so that readers
 * wait for writers and writers for readers; prints the writers' total.
 * Usage: rwlocks [READERS [WRITERS [ROUNDS]]]   (defaults 2, 2 and 2000)
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

pthread_rwlock_t rwlock = PTHREAD_RWLOCK_INITIALIZER;
static volatile long value, seen;
static int rounds;

static void *
reader(void *arg)
{
	int i, j;

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
	int i;
	pthread_t t[64];

	rounds = argc > 3 ? atoi(argv[3]) : 2000;
	if (nr < 0 || nw < 0 || nr + nw < 1 || nr + nw > 64)
		return 2;
	for (i = 0; i < nr + nw; i++)
		pthread_create(&t[i], NULL, i < nr ? reader : writer, NULL);
	for (i = 0; i < nr + nw; i++)
		pthread_join(t[i], NULL);
	printf("%ld\n", value);
	return 0;
}
