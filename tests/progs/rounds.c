/* SPDX-License-Identifier: Apache-2.0 */
/*
 * rounds.c -- trigger program for the reliability tests (tests/reliability):
 * a process that lives as long as a test needs, makes a known number of
 * events, and whose output and exit status depend on every computation it
 * makes, so that a probe that disturbed it shows.
 *
 * Usage: rounds [-w FILE] [ROUNDS [MS [THREADS]]]
 *
 * THREADS threads (default 1; 0 means the main thread alone) each run
 * ROUNDS rounds (default 100).  Round i of thread t calls step(t, i) once
 * (a function of a.out, never inlined, with a loop, branches and a call of
 * mix()) and getppid(2) once (through syscall(2), so that libc cannot skip
 * it), then sleeps MS milliseconds (default 0).  With -w FILE the rounds
 * start only once FILE exists (waiting at most 60 s), so that a test can
 * attach tracers with -p first.
 *
 * At the end it prints "rounds R threads T check C", C a checksum of every
 * result of step(), and exits with status C % 97 + 2 (never 0 or 1, so that
 * an exit for another reason is not mistaken for it).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#define MAXTHREADS	64

static long rounds = 100, ms;
static unsigned long results[MAXTHREADS];

__attribute__((noinline)) unsigned long
mix(unsigned long h, unsigned long v)
{
	__asm__ volatile ("");
	h ^= v + 0x9e3779b97f4a7c15UL + (h << 6) + (h >> 2);
	return (h);
}

__attribute__((noinline)) unsigned long
step(long t, long i)
{
	unsigned long h = (unsigned long)t * 1000003UL;
	long k;

	for (k = 0; k <= i % 5; k++) {
		if ((i + k) & 1)
			h = mix(h, (unsigned long)(i * k));
		else
			h = h * 31 + (unsigned long)k;
	}
	return (h);
}

static void
sleep_ms(long n)
{
	struct timespec ts = { n / 1000, (n % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
}

static void *
run(void *arg)
{
	long t = (long)arg, i;
	unsigned long sum = 0;

	for (i = 0; i < rounds; i++) {
		sum = mix(sum, step(t, i));
		syscall(SYS_getppid);
		if (ms > 0)
			sleep_ms(ms);
	}
	results[t] = sum;
	return (NULL);
}

int
main(int argc, char **argv)
{
	pthread_t tids[MAXTHREADS];
	const char *wait_file = NULL;
	unsigned long check = 0;
	long nthreads = 1, t, n;
	int i;

	if (argc > 2 && strcmp(argv[1], "-w") == 0) {
		wait_file = argv[2];
		argc -= 2;
		argv += 2;
	}
	if (argc > 1)
		rounds = atol(argv[1]);
	if (argc > 2)
		ms = atol(argv[2]);
	if (argc > 3)
		nthreads = atol(argv[3]);
	if (rounds < 0 || ms < 0 || nthreads < 0 || nthreads > MAXTHREADS) {
		fprintf(stderr, "usage: rounds [-w FILE] [ROUNDS [MS "
		    "[THREADS]]]\n");
		return (1);
	}
	if (wait_file != NULL) {
		for (i = 0; i < 6000 && access(wait_file, F_OK) != 0; i++)
			sleep_ms(10);
	}
	n = nthreads > 0 ? nthreads : 1;
	if (nthreads == 0) {
		run((void *)0);
	} else {
		for (t = 0; t < nthreads; t++) {
			if (pthread_create(&tids[t], NULL, run, (void *)t) != 0) {
				fprintf(stderr, "rounds: pthread_create failed\n");
				return (1);
			}
		}
		for (t = 0; t < nthreads; t++)
			pthread_join(tids[t], NULL);
	}
	for (t = 0; t < n; t++)
		check = mix(check, results[t]);
	printf("rounds %ld threads %ld check %lu\n", rounds, nthreads, check);
	return ((int)(check % 97) + 2);
}
