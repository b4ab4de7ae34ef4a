/* SPDX-License-Identifier: Apache-2.0 */
/*
 * bench.h -- small helpers shared by the benchmark harnesses.
 */
#ifndef BENCH_H
#define BENCH_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* CLOCK_MONOTONIC in ns: the clock bpf_ktime_get_ns() reads. */
static inline uint64_t
now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec);
}

static inline void
pin_cpu(int cpu)
{
	cpu_set_t set;

	if (cpu < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	(void)sched_setaffinity(0, sizeof(set), &set);
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x < y ? -1 : x > y);
}

/* Median of v[0..n-1]; sorts a copy. */
static inline double
median(const double *v, int n)
{
	double *c;
	double m;

	if (n <= 0)
		return (0);
	c = malloc((size_t)n * sizeof(*c));
	if (c == NULL)
		return (v[0]);
	for (int i = 0; i < n; i++)
		c[i] = v[i];
	qsort(c, (size_t)n, sizeof(*c), cmp_double);
	m = n % 2 ? c[n / 2] : (c[n / 2 - 1] + c[n / 2]) / 2;
	free(c);
	return (m);
}

/*
 * Read what fd (a child's output) gives until it ends, a line at a time:
 * fn gets each line without its newline (cut at 511 bytes).  0, or -1
 * when nothing came for timeout_ms (the caller kills the child).
 */
static inline int
read_lines(int fd, int timeout_ms,
    void (*fn)(const char *line, size_t len, void *arg), void *arg)
{
	char buf[4096], line[512];
	size_t llen = 0;

	for (;;) {
		struct pollfd pfd = { fd, POLLIN, 0 };
		ssize_t n;

		if (poll(&pfd, 1, timeout_ms) <= 0)
			return (-1);
		n = read(fd, buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return (0);
		for (ssize_t i = 0; i < n; i++) {
			if (buf[i] != '\n') {
				if (llen < sizeof(line) - 1)
					line[llen++] = buf[i];
				continue;
			}
			line[llen] = '\0';
			fn(line, llen, arg);
			llen = 0;
		}
	}
}

#endif
