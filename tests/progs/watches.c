/* SPDX-License-Identifier: Apache-2.0 */
/*
 * watches.c -- trigger program for watchpoint tests (bt's
 * watchpoint:FUNC+argN:LEN:MODE): its global array slots[8] of ints is
 * written through a function given each slot's address.  First, for each
 * slot i of the first NSLOTS (default 1), arm(&slots[i]) (it writes
 * nothing), then a sleep of MS milliseconds (for asyncwatchpoint tests:
 * a watchpoint set up at arm() is in place before the first write).
 * Then each round, for each slot i:
 *
 *   increment(&slots[i], i)      writes slots[i] once (slots[i]++)
 *   slots[i] += 10               writes it once more, in main
 *
 * then, after the last round, done(&slots[i]) for each slot (it writes
 * nothing), a sleep of MS milliseconds, and every slot is written once
 * more (slots[i] = 0).  It prints nothing and exits 0.
 *
 * Usage: watches [-w FILE] [NSLOTS [ROUNDS [MS]]]
 *   -w FILE  before the first round, wait (up to 10 s) until FILE exists
 *            (for -p tests)
 *   NSLOTS   how many slots are written (1 to 8, default 1)
 *   ROUNDS   default 3
 *   MS       sleep MS milliseconds after the arm() calls, after each
 *            round and after the done() calls (default 0)
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

volatile int slots[8];

__attribute__((noinline)) void
increment(volatile int *p, int i)
{
	__asm__ volatile ("" : : "r"(i));
	(*p)++;
}

__attribute__((noinline)) void
arm(volatile int *p)
{
	__asm__ volatile ("" : : "r"(p));
}

__attribute__((noinline)) void
done(volatile int *p)
{
	__asm__ volatile ("" : : "r"(p));
}

static void
sleep_ms(long ms)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
}

int
main(int argc, char **argv)
{
	const char *wait_file = NULL;
	int nslots, rounds, r, i;
	long ms;

	if (argc > 2 && strcmp(argv[1], "-w") == 0) {
		wait_file = argv[2];
		argc -= 2;
		argv += 2;
	}
	nslots = argc > 1 ? atoi(argv[1]) : 1;
	if (nslots < 1 || nslots > 8)
		nslots = 1;
	rounds = argc > 2 ? atoi(argv[2]) : 3;
	ms = argc > 3 ? atol(argv[3]) : 0;
	if (wait_file != NULL) {
		for (i = 0; i < 1000 && access(wait_file, F_OK) != 0; i++)
			sleep_ms(10);
	}
	for (i = 0; i < nslots; i++)
		arm(&slots[i]);
	if (ms > 0)
		sleep_ms(ms);
	for (r = 0; r < rounds; r++) {
		for (i = 0; i < nslots; i++) {
			increment(&slots[i], i);
			slots[i] += 10;
		}
		if (ms > 0)
			sleep_ms(ms);
	}
	for (i = 0; i < nslots; i++)
		done(&slots[i]);
	if (ms > 0)
		sleep_ms(ms);
	for (i = 0; i < nslots; i++)
		slots[i] = 0;
	return (0);
}
