/* SPDX-License-Identifier: Apache-2.0 */
/*
 * attachlat.c -- time until a tracer's probe first fires, and time from
 * the probe that calls exit() to the tracer having exited.
 *
 *   attachlat N TRACER_CPU LOOP_CPU cmd [args...]
 *
 * For each of N runs: a child (the "ticker") calls getppid(2) in a busy
 * loop on LOOP_CPU.  Then the clock is read (t0) and the tracer command is
 * started on TRACER_CPU, with every argument "@PID@" replaced by the
 * ticker's pid.  The tracer must print, on the ticker's first getppid, the
 * probe's timestamp (bpf_ktime_get_ns, i.e. CLOCK_MONOTONIC ns) on a line
 * of its own, and exit from that same probe.  Then:
 *   attach_ms = timestamp - t0       (start of the process to first event)
 *   exit_ms   = reaped - timestamp   (exit() in the probe to the parent's
 *                                     waitpid returning)
 * The tracer's stderr goes to /dev/null, or appended to $ATTACHLAT_LOG.
 * A tracer silent for 20 s ($ATTACHLAT_TIMEOUT_MS) is killed.
 * Prints one line of medians, then the raw values.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

#define TIMEOUT_MS	20000

static int
timeout_ms(void)
{
	const char *s = getenv("ATTACHLAT_TIMEOUT_MS");

	return s != NULL && atoi(s) > 0 ? atoi(s) : TIMEOUT_MS;
}

static pid_t
start_ticker(int cpu)
{
	pid_t pid = fork();

	if (pid == 0) {
		pin_cpu(cpu);
		for (;;)
			syscall(SYS_getppid);
	}
	return (pid);
}

/* the first line of digits (and spaces) that is not 0: the time the
 * tracer's BEGIN printed */
static void
stamp_line(const char *line, size_t len, void *arg)
{
	uint64_t *ts = arg;

	if (*ts == 0 && len > 0 && strspn(line, "0123456789 ") == len)
		*ts = strtoull(line, NULL, 10);
}

/* One run: returns 0 and fills *attach, *exitl (ms), or -1. */
static int
one_run(int tcpu, int lcpu, char **cmd, double *attach, double *exitl)
{
	char pidbuf[32], **args;
	const char *log = getenv("ATTACHLAT_LOG");
	uint64_t t0, t_end, ts = 0;
	int fds[2], status, argc;
	pid_t ticker, tracer;
	struct timespec settle = { 0, 20 * 1000000 };

	for (argc = 0; cmd[argc] != NULL; argc++)
		;
	args = calloc((size_t)argc + 1, sizeof(*args));
	if (args == NULL)
		return (-1);
	ticker = start_ticker(lcpu);
	if (ticker < 0)
		return (-1);
	nanosleep(&settle, NULL);
	snprintf(pidbuf, sizeof(pidbuf), "%d", (int)ticker);
	for (int i = 0; i < argc; i++)
		args[i] = strcmp(cmd[i], "@PID@") == 0 ? pidbuf : cmd[i];
	if (pipe(fds) != 0)
		return (-1);

	t0 = now_ns();
	tracer = fork();
	if (tracer == 0) {
		int nul = open("/dev/null", O_RDWR);
		int err = log != NULL ?
		    open(log, O_WRONLY | O_CREAT | O_APPEND, 0644) : nul;

		pin_cpu(tcpu);
		dup2(nul, 0);
		dup2(fds[1], 1);
		dup2(err >= 0 ? err : nul, 2);
		close(fds[0]);
		execvp(args[0], args);
		_exit(127);
	}
	close(fds[1]);

	/* Read everything the tracer prints; the first numeric line wins. */
	if (read_lines(fds[0], timeout_ms(), stamp_line, &ts) != 0) {
		fprintf(stderr, "attachlat: tracer timed out\n");
		kill(tracer, SIGKILL);
	}
	close(fds[0]);
	waitpid(tracer, &status, 0);
	t_end = now_ns();
	kill(ticker, SIGKILL);
	waitpid(ticker, NULL, 0);
	free(args);
	if (ts == 0 || ts < t0 || ts > t_end) {
		fprintf(stderr, "attachlat: no usable timestamp from %s "
		    "(status 0x%x)\n", cmd[0], status);
		return (-1);
	}
	*attach = (double)(ts - t0) / 1e6;
	*exitl = (double)(t_end - ts) / 1e6;
	return (0);
}

int
main(int argc, char **argv)
{
	double *att, *ex;
	int n, ok = 0, fails = 0;

	if (argc < 5 || (n = atoi(argv[1])) <= 0) {
		fprintf(stderr,
		    "usage: attachlat N TRACER_CPU LOOP_CPU cmd [args...]\n");
		return (2);
	}
	att = calloc((size_t)n, sizeof(*att));
	ex = calloc((size_t)n, sizeof(*ex));
	if (att == NULL || ex == NULL)
		return (1);
	for (int i = 0; i < n; i++) {
		if (one_run(atoi(argv[2]), atoi(argv[3]), argv + 4, &att[ok],
		    &ex[ok]) == 0)
			ok++;
		else
			fails++;
	}
	printf("attach_ms=%.2f exit_ms=%.2f fails=%d raw_attach_ms=",
	    median(att, ok), median(ex, ok), fails);
	for (int i = 0; i < ok; i++)
		printf("%s%.2f", i ? "," : "", att[i]);
	printf(" raw_exit_ms=");
	for (int i = 0; i < ok; i++)
		printf("%s%.2f", i ? "," : "", ex[i]);
	printf("\n");
	return (fails == n);
}
