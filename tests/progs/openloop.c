/* SPDX-License-Identifier: Apache-2.0 */
/*
 * openloop.c -- trigger program: open(2) and close a file N times.
 * Usage: openloop PATH [N]   (default 1000; a failed open is not an error,
 * so a nonexistent PATH exercises the failure path)
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n;
	int fd;

	if (argc < 2) {
		fprintf(stderr, "usage: openloop path [count]\n");
		return (2);
	}
	n = argc > 2 ? strtol(argv[2], NULL, 0) : 1000;
	for (long i = 0; i < n; i++) {
		fd = open(argv[1], O_RDONLY);
		if (fd >= 0)
			close(fd);
	}
	return (0);
}
