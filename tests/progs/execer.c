/* SPDX-License-Identifier: Apache-2.0 */
/*
 * execer.c -- trigger program: for each PATH in turn, fork a child that
 * execs PATH (argv: PATH and the ARGs after "--", environment as the
 * execer's); a child whose exec fails exits with the errno; wait for each.
 * Usage: execer [-at] PATH... [-- ARG...]
 * With -at the children use execveat(2) (AT_FDCWD, PATH) instead of
 * execve(2).  Exits 0.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int
main(int argc, char **argv)
{
	int at = 0, i = 1, npaths, nargs = 0;
	char *av[64];
	pid_t pid;

	if (i < argc && strcmp(argv[i], "-at") == 0) {
		at = 1;
		i++;
	}
	for (npaths = 0; i + npaths < argc; npaths++) {
		if (strcmp(argv[i + npaths], "--") == 0)
			break;
	}
	for (int j = i + npaths + 1; j < argc && nargs < 62; j++)
		av[1 + nargs++] = argv[j];
	av[1 + nargs] = NULL;
	for (int k = 0; k < npaths; k++) {
		av[0] = argv[i + k];
		if ((pid = fork()) < 0) {
			perror("execer: fork");
			return (1);
		}
		if (pid == 0) {
			if (at)
				syscall(SYS_execveat, AT_FDCWD, av[0], av,
				    environ, 0);
			else
				execve(av[0], av, environ);
			_exit(errno);
		}
		waitpid(pid, NULL, 0);
	}
	return (0);
}
