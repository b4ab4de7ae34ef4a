/* SPDX-License-Identifier: Apache-2.0 */
/*
 * spin.c -- trigger program: burn CPU in user space for N milliseconds.
 * Usage: spin [MS]   (default 1000)
 */
#include <stdlib.h>
#include <time.h>

static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

int
main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
	long long end = now_ms() + ms;
	volatile unsigned long x = 0;

	while (now_ms() < end) {
		for (int i = 0; i < 10000; i++)
			x += (unsigned long)i;
	}
	return (0);
}
