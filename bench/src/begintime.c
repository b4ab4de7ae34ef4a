/* SPDX-License-Identifier: Apache-2.0 */
/*
 * begintime.c -- time from the exec of a tracer to its BEGIN probe, and to
 * its exit.
 *
 *   begintime N MARK cmd [args...]
 *
 * For each of N runs: the clock is read (t0) and cmd is started with its
 * stdout and stderr on a pipe; the tracer's BEGIN probe must print MARK at
 * the end of a line (dtrace without -q prints the CPU and probe before
 * it) and exit.  begin_ms is t0 to the line MARK read from
 * the pipe, exit_ms t0 to the tracer having been reaped.  The number of
 * probes the tracer says it enabled ("... 143 probes" on the first line
 * saying so: dtrace's "matched N probes", bpftrace's "Attaching N
 * probes...") is kept from the first run.  A tracer silent for 600 s is
 * killed.  Prints one line:
 *   probes=P fails=F raw_begin_ms=A,B,... raw_exit_ms=A,B,...
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

#define TIMEOUT_MS	600000

/* the number just before " probe" in line, or -1 */
static long
probes_in(const char *line)
{
	const char *s = strstr(line, " probe");

	if (s == NULL)
		return (-1);
	while (s > line && s[-1] >= '0' && s[-1] <= '9')
		s--;
	return (*s >= '0' && *s <= '9' ? strtol(s, NULL, 10) : -1);
}

/* what a run's lines tell: when the mark came, how many probes */
struct marked {
	const char *mark;
	size_t mlen;
	uint64_t t1;		/* 0 until the mark */
	long *probes;		/* -1 until a line says */
};

static void
mark_line(const char *line, size_t len, void *arg)
{
	struct marked *m = arg;

	if (m->t1 == 0 && len >= m->mlen &&
	    strcmp(line + len - m->mlen, m->mark) == 0)
		m->t1 = now_ns();
	else if (*m->probes < 0)
		*m->probes = probes_in(line);
}

/* One run: 0 and *begin, *end (ms), or -1. */
static int
one_run(const char *mark, char **cmd, double *begin, double *end,
    long *probes)
{
	struct marked m = { mark, strlen(mark), 0, probes };
	uint64_t t0, t2;
	int fds[2], status = 0;
	pid_t pid;

	if (pipe(fds) != 0)
		return (-1);
	t0 = now_ns();
	if ((pid = fork()) == 0) {
		int nul = open("/dev/null", O_RDONLY);

		dup2(nul, 0);
		dup2(fds[1], 1);
		dup2(fds[1], 2);
		close(fds[0]);
		execvp(cmd[0], cmd);
		_exit(127);
	}
	close(fds[1]);
	if (pid < 0) {
		close(fds[0]);
		return (-1);
	}
	if (read_lines(fds[0], TIMEOUT_MS, mark_line, &m) != 0) {
		fprintf(stderr, "begintime: %s timed out\n", cmd[0]);
		kill(pid, SIGKILL);
	}
	close(fds[0]);
	waitpid(pid, &status, 0);
	t2 = now_ns();
	if (m.t1 == 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "begintime: no %s from %s (status 0x%x)\n",
		    mark, cmd[0], status);
		return (-1);
	}
	*begin = (double)(m.t1 - t0) / 1e6;
	*end = (double)(t2 - t0) / 1e6;
	return (0);
}

int
main(int argc, char **argv)
{
	double *b, *e;
	long probes = -1;
	int n, ok = 0, fails = 0;

	if (argc < 4 || (n = atoi(argv[1])) <= 0) {
		fprintf(stderr, "usage: begintime N MARK cmd [args...]\n");
		return (2);
	}
	b = calloc((size_t)n, sizeof(*b));
	e = calloc((size_t)n, sizeof(*e));
	if (b == NULL || e == NULL)
		return (1);
	for (int i = 0; i < n; i++) {
		if (one_run(argv[2], argv + 3, &b[ok], &e[ok], &probes) == 0)
			ok++;
		else
			fails++;
	}
	printf("probes=%ld fails=%d raw_begin_ms=", probes, fails);
	for (int i = 0; i < ok; i++)
		printf("%s%.1f", i ? "," : "", b[i]);
	printf(" raw_exit_ms=");
	for (int i = 0; i < ok; i++)
		printf("%s%.1f", i ? "," : "", e[i]);
	printf("\n");
	free(b);
	free(e);
	return (fails == n);
}
