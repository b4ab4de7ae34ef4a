/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ufuncs.c -- trigger program for uprobe tests: calls functions of known
 * arguments and return values, ROUNDS times (default 3).  Round i
 * (0, 1, 2, ...) makes these calls, in this order:
 *
 *   add3(i, 10 * i, 100 * i)          returns 111 * i
 *   greet(NAMES[i % 4], i)            returns strlen(name) + i; NAMES are
 *                                     "alice" "bob" "carol" "dave"
 *   point_sum(&p)                     p = { .x = i, .y = -2 * i,
 *                                     .tag = "pt" }, returns x + y = -i
 *   readline("$ ")                    returns LINES[i % 4]: "ls -l"
 *                                     "echo hello" "cd /tmp" "exit"
 *   many(1, 2, 3, 4, 5, 6, 7 + i, 8 + i)
 *                                     eight longs, the last two on the
 *                                     stack; returns their sum
 *
 * and then sets ufuncs_counter to i + 1 (it starts at 42) and copies the
 * line into ufuncs_last.  It prints nothing (so that its output cannot mix
 * with a tracer's) and exits 0.
 *
 * Usage: ufuncs [-w FILE] [ROUNDS [MS]]
 *   -w FILE  before the first round, wait (up to 10 s) until FILE exists,
 *            so a test can start a tracer on the process with -p and let
 *            it run once the tracer is ready
 *   MS       sleep MS milliseconds after each round (default 0)
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

struct point {
	int x;
	long y;
	char tag[8];
};

volatile long ufuncs_counter = 42;
char ufuncs_last[16] = "none";

static const char *names[] = { "alice", "bob", "carol", "dave" };
static const char *lines[] = { "ls -l", "echo hello", "cd /tmp", "exit" };
static volatile long sink;

__attribute__((noinline)) long
add3(long a, long b, long c)
{
	__asm__ volatile ("");
	return (a + b + c);
}

__attribute__((noinline)) int
greet(const char *who, int n)
{
	__asm__ volatile ("");
	return ((int)strlen(who) + n);
}

__attribute__((noinline)) long
point_sum(struct point *p)
{
	__asm__ volatile ("");
	return (p->x + p->y + (p->tag[0] == 'p' ? 0 : 1000));
}

__attribute__((noinline)) char *
readline(const char *prompt)
{
	static int calls;
	static char buf[32];

	__asm__ volatile ("" : : "r"(prompt));
	strcpy(buf, lines[calls++ % 4]);
	return (buf);
}

__attribute__((noinline)) long
many(long a1, long a2, long a3, long a4, long a5, long a6, long a7, long a8)
{
	__asm__ volatile ("");
	return (a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8);
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
	int rounds, i;
	long ms, total = 0;

	if (argc > 2 && strcmp(argv[1], "-w") == 0) {
		wait_file = argv[2];
		argc -= 2;
		argv += 2;
	}
	rounds = argc > 1 ? atoi(argv[1]) : 3;
	/* the strings' pages must be in memory for a probe to read them */
	for (i = 0; i < 4; i++) {
		const char *volatile n = names[i], *volatile l = lines[i];

		sink += (long)(strlen(n) + strlen(l));
	}
	ms = argc > 2 ? atol(argv[2]) : 0;
	if (wait_file != NULL) {
		for (i = 0; i < 1000 && access(wait_file, F_OK) != 0; i++)
			sleep_ms(10);
	}
	for (i = 0; i < rounds; i++) {
		struct point p = { i, -2L * i, "pt" };
		char *line;

		total += add3(i, 10L * i, 100L * i);
		total += greet(names[i % 4], i);
		total += point_sum(&p);
		line = readline("$ ");
		total += (long)strlen(line);
		total += many(1, 2, 3, 4, 5, 6, 7 + i, 8 + i);
		ufuncs_counter = i + 1;
		strncpy(ufuncs_last, line, sizeof (ufuncs_last) - 1);
		if (ms > 0)
			sleep_ms(ms);
	}
	sink = total;
	return (0);
}
