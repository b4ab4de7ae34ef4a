/* SPDX-License-Identifier: Apache-2.0 */
/*
 * sleeper.c -- trigger program: sleep N milliseconds, then exit with the
 * given status.  Usage: sleeper [MS [STATUS]]   (defaults 1000 and 0)
 */
#include <stdlib.h>
#include <time.h>

int
main(int argc, char **argv)
{
	long ms = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
	int status = argc > 2 ? atoi(argv[2]) : 0;
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0)
		;
	return (status);
}
