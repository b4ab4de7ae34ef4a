/* SPDX-License-Identifier: Apache-2.0 */
/*
 * reexec.c -- trigger program: calls getppid(2) from first_image(), then,
 * given a PATH, execs it in the same process (argv: PATH alone).
 * reexec2.c is the same program with second_image() instead: both are
 * built without PIE, so that the second image's functions are at the
 * addresses of the first's, and a stale memory map names them wrongly.
 * Each image stays half a second after its call, for the tracer to read
 * its memory map while it lives.
 * Usage: reexec [PATH]
 */
#include <stdio.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#ifndef IMAGE
#define IMAGE	first_image
#endif

__attribute__((noinline)) static void
IMAGE(void)
{
	syscall(SYS_getppid);
	__asm__ volatile ("");
}

int
main(int argc, char **argv)
{
	struct timespec half = { 0, 500000000L };

	IMAGE();
	nanosleep(&half, NULL);
	if (argc > 1) {
		char *av[] = { argv[1], NULL };

		execv(argv[1], av);
		perror(argv[1]);
		return 1;
	}
	return 0;
}
