/* SPDX-License-Identifier: Apache-2.0 */
/*
 * bench.h -- small helpers shared by the benchmark harnesses.
 */
#ifndef BENCH_H
#define BENCH_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

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

#endif
