/* SPDX-License-Identifier: Apache-2.0 */
/*
 * readloop.c -- trigger program: read(2) one byte from /dev/zero N times.
 * Usage: readloop [N]   (default 1000)
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;
	char c;
	int fd = open("/dev/zero", O_RDONLY);

	if (fd < 0) {
		perror("readloop: /dev/zero");
		return (1);
	}
	for (long i = 0; i < n; i++) {
		if (read(fd, &c, 1) != 1) {
			perror("readloop: read");
			return (1);
		}
	}
	close(fd);
	return (0);
}
