/* SPDX-License-Identifier: Apache-2.0 */
/*
 * lockers.c -- trigger program: threads that contend on kernel locks.
 * Usage: lockers FILE [THREADS [ROUNDS]]   (defaults 4 and 2000)
 *
 * Each thread writes ROUNDS blocks of 4096 bytes to FILE (one inode's
 * rw_semaphore, taken for writing) and ROUNDS times 512 bytes through
 * one pipe that a reader thread drains (the pipe's mutex).
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int fd, pfd[2], rounds;

static void *
writer(void *arg)
{
	char buf[4096];
	int i;

	(void)arg;
	memset(buf, 'x', sizeof(buf));
	for (i = 0; i < rounds; i++) {
		if (pwrite(fd, buf, sizeof(buf), (off_t)(i % 64) * 4096) < 0 ||
		    write(pfd[1], buf, 512) < 0)
			break;
	}
	return NULL;
}

static void *
reader(void *arg)
{
	char buf[65536];

	(void)arg;
	while (read(pfd[0], buf, sizeof(buf)) > 0)
		continue;
	return NULL;
}

int
main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[2]) : 4, i;
	pthread_t t[64], r;

	rounds = argc > 3 ? atoi(argv[3]) : 2000;
	if (argc < 2 || n < 1 || n > 64)
		return 2;
	if ((fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0 ||
	    pipe(pfd) != 0)
		return 1;
	pthread_create(&r, NULL, reader, NULL);
	for (i = 0; i < n; i++)
		pthread_create(&t[i], NULL, writer, NULL);
	for (i = 0; i < n; i++)
		pthread_join(t[i], NULL);
	close(pfd[1]);
	pthread_join(r, NULL);
	unlink(argv[1]);
	return 0;
}
