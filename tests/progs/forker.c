/* SPDX-License-Identifier: Apache-2.0 */
/*
 * forker.c -- trigger program: create N child processes, one at a time,
 * each of which exits at once with status 0; wait for each.
 * Usage: forker [N [HOW]]   (default 3 children, HOW "fork")
 *
 * HOW is the system call that makes each child:
 *   fork    glibc's fork() (the clone(2) system call)
 *   sysfork the fork(2) system call itself
 *   vfork   the vfork(2) system call
 *   clone3  the clone3(2) system call (without CLONE_VM)
 * The children do nothing but _exit(0): they never exec.  SIGCHLD keeps
 * its default action (ignored), so each child's exit signal is discarded.
 */
#include <linux/sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3;
	const char *how = argc > 2 ? argv[2] : "fork";
	struct clone_args ca;
	pid_t pid;

	for (int i = 0; i < n; i++) {
		if (strcmp(how, "fork") == 0) {
			pid = fork();
		} else if (strcmp(how, "sysfork") == 0) {
			pid = syscall(SYS_fork);
		} else if (strcmp(how, "vfork") == 0) {
			pid = vfork();
		} else if (strcmp(how, "clone3") == 0) {
			memset(&ca, 0, sizeof (ca));
			ca.exit_signal = SIGCHLD;
			pid = syscall(SYS_clone3, &ca, sizeof (ca));
		} else {
			fprintf(stderr, "forker: unknown HOW %s\n", how);
			return (2);
		}
		if (pid < 0) {
			perror("forker");
			return (1);
		}
		if (pid == 0)
			_exit(0);
		if (waitpid(pid, NULL, 0) != pid) {
			perror("forker: waitpid");
			return (1);
		}
	}
	return (0);
}
