/* SPDX-License-Identifier: Apache-2.0 */
/*
 * threads.c -- trigger program: create N threads that each sleep MS
 * milliseconds and exit, then exit itself.
 * Usage: threads [N [MS [mainfirst]]]   (defaults 4 and 0)
 *
 * The main thread joins every thread and exits last (the process's exit
 * is in the main thread, each other thread's is a thread exit).  With
 * "mainfirst" the main thread calls pthread_exit() at once and every
 * other thread waits until it is gone before it exits, so the process's
 * last thread is one of the created ones.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long ms;
static int mainfirst;

static void
sleep_ms(long n)
{
	struct timespec ts = { n / 1000, (n % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
}

/* has the main thread exited (a zombie, or gone from /proc)? */
static int
main_gone(void)
{
	char path[64], buf[256], *p;
	FILE *f;
	int gone;

	snprintf(path, sizeof (path), "/proc/self/task/%d/stat", (int)getpid());
	if ((f = fopen(path, "r")) == NULL)
		return (1);
	gone = fgets(buf, sizeof (buf), f) == NULL ||
	    (p = strrchr(buf, ')')) == NULL || p[1] == '\0' ||
	    p[2] == 'Z' || p[2] == 'X';
	fclose(f);
	return (gone);
}

static void *
worker(void *arg)
{
	(void)arg;
	if (ms > 0)
		sleep_ms(ms);
	if (mainfirst) {
		while (!main_gone())
			sleep_ms(5);
	}
	return (NULL);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4;
	pthread_t *t;

	ms = argc > 2 ? strtol(argv[2], NULL, 0) : 0;
	mainfirst = argc > 3 && strcmp(argv[3], "mainfirst") == 0;
	if (n < 0 || (t = calloc(n > 0 ? n : 1, sizeof (*t))) == NULL)
		return (2);
	for (int i = 0; i < n; i++) {
		if (pthread_create(&t[i], NULL, worker, NULL) != 0) {
			fprintf(stderr, "threads: pthread_create failed\n");
			return (1);
		}
	}
	if (mainfirst)
		pthread_exit(NULL);
	for (int i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	return (0);
}
