/* SPDX-License-Identifier: Apache-2.0 */
/*
 * getppidloop.c -- trigger program: call getppid(2) N times (through
 * syscall(2), so that no libc caching can skip the system call).
 * Usage: getppidloop [N]   (default 1000)
 */
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 0) : 1000;

	for (long i = 0; i < n; i++)
		syscall(SYS_getppid);
	return (0);
}
