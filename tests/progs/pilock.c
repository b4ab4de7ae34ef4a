/* SPDX-License-Identifier: Apache-2.0 */
/*
 * pilock.c -- trigger program: priority inheritance.  The main thread
 * locks a PTHREAD_PRIO_INHERIT mutex, starts a second thread that blocks
 * on it, waits until that thread sleeps in the kernel, then unlocks it.
 * The kernel lends the waiter's priority to the main thread while the
 * waiter waits (sched:::change-pri for the main thread, with the lent
 * priority) and takes it back at the unlock (change-pri again, with the
 * main thread's own priority, 120 for a normal thread).
 * Usage: pilock [RTPRIO]   (with RTPRIO 1-99 the waiter runs SCHED_FIFO at
 * that priority, kernel priority 99 - RTPRIO; without, SCHED_OTHER like
 * the main thread, so the lent priority is 120 too)
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t m;
static volatile pid_t waiter_tid;

static void *
waiter(void *arg)
{
	(void)arg;
	waiter_tid = gettid();
	pthread_mutex_lock(&m);
	pthread_mutex_unlock(&m);
	return (NULL);
}

/* the state letter of thread tid of this process */
static char
state(pid_t tid)
{
	char path[64], buf[256], *p;
	FILE *f;
	char c = '?';

	snprintf(path, sizeof (path), "/proc/self/task/%d/stat", (int)tid);
	if ((f = fopen(path, "r")) == NULL)
		return (c);
	if (fgets(buf, sizeof (buf), f) != NULL &&
	    (p = strrchr(buf, ')')) != NULL && p[1] != '\0')
		c = p[2];
	fclose(f);
	return (c);
}

int
main(int argc, char **argv)
{
	int rtprio = argc > 1 ? atoi(argv[1]) : 0;
	struct timespec ms5 = { 0, 5000000 };
	pthread_mutexattr_t ma;
	pthread_attr_t ta;
	struct sched_param sp;
	pthread_t t;
	int e;

	pthread_mutexattr_init(&ma);
	pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_INHERIT);
	pthread_mutex_init(&m, &ma);
	pthread_attr_init(&ta);
	if (rtprio > 0) {
		memset(&sp, 0, sizeof (sp));
		sp.sched_priority = rtprio;
		pthread_attr_setinheritsched(&ta, PTHREAD_EXPLICIT_SCHED);
		pthread_attr_setschedpolicy(&ta, SCHED_FIFO);
		pthread_attr_setschedparam(&ta, &sp);
	}
	pthread_mutex_lock(&m);
	if ((e = pthread_create(&t, &ta, waiter, NULL)) != 0) {
		fprintf(stderr, "pilock: pthread_create: %s\n", strerror(e));
		return (1);
	}
	/* sleeping, so that the waiter never spins on a running owner */
	while (waiter_tid == 0 || state(waiter_tid) != 'S')
		nanosleep(&ms5, NULL);
	pthread_mutex_unlock(&m);
	pthread_join(t, NULL);
	return (0);
}
