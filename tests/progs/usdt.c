/* SPDX-License-Identifier: Apache-2.0 */
/*
 * usdt.c -- trigger program for USDT probes: work() fires myprov:work
 * with three arguments (an int, a long, a string) when its semaphore
 * says the probe is traced, and myprov:tick__done (probe name
 * "tick-done") with no argument always; main prints whether the
 * semaphore was ever set.
 * Usage: usdt [-q] [N [MS]]   (N rounds, default 3, MS apart, default 50;
 * -q: print nothing, so that the output cannot mix with a tracer's)
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sdt.h>
#include <time.h>

unsigned short myprov_work_semaphore __attribute__((section(".probes")));
unsigned short myprov_tick__done_semaphore __attribute__((section(".probes")));

static int traced;

__attribute__((noinline)) static void
work(int i, long v, const char *s)
{
	if (myprov_work_semaphore) {
		traced = 1;
		STAP_PROBE3(myprov, work, i, v, s);
	}
	STAP_PROBE(myprov, tick__done);
}

int
main(int argc, char **argv)
{
	int quiet = argc > 1 && strcmp(argv[1], "-q") == 0;
	int n, i;
	long ms;
	struct timespec ts;
	static const char *words[] = { "zero", "one", "two", "three" };
	size_t len = 0;

	if (quiet) {
		argc--;
		argv++;
	}
	n = argc > 1 ? atoi(argv[1]) : 3;
	ms = argc > 2 ? atol(argv[2]) : 50;
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	/* the strings' page must be in memory for a probe to read them */
	for (i = 0; i < 4; i++) {
		const char *volatile w = words[i];

		len += strlen(w);
	}
	for (i = 0; i < n && len > 0; i++) {
		work(i, -1000L * i, words[i & 3]);
		nanosleep(&ts, NULL);
	}
	if (!quiet)
		printf("semaphore seen %s\n", traced ? "set" : "clear");
	return 0;
}
