/* SPDX-License-Identifier: Apache-2.0 */
/*
 * runstat.c -- run a command N times; report the median wall time and the
 * median peak RSS (ru_maxrss from wait4) of the runs.
 *
 *   runstat N cmd [args...]
 *
 * The command's stdin, stdout and stderr are /dev/null.  Prints one line:
 *   wall_ms=M rss_kb=M fails=F raw_wall_ms=a,b,... raw_rss_kb=a,b,...
 * A run fails when the command does not exit with status 0.
 */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench.h"

int
main(int argc, char **argv)
{
	int n, fails = 0;
	double *wall, *rss;

	if (argc < 3 || (n = atoi(argv[1])) <= 0) {
		fprintf(stderr, "usage: runstat N cmd [args...]\n");
		return (2);
	}
	wall = calloc((size_t)n, sizeof(*wall));
	rss = calloc((size_t)n, sizeof(*rss));
	if (wall == NULL || rss == NULL)
		return (1);
	for (int i = 0; i < n; i++) {
		struct rusage ru;
		uint64_t t0, t1;
		int status;
		pid_t pid;

		t0 = now_ns();
		pid = fork();
		if (pid < 0) {
			perror("runstat: fork");
			return (1);
		}
		if (pid == 0) {
			int fd = open("/dev/null", O_RDWR);

			dup2(fd, 0);
			dup2(fd, 1);
			dup2(fd, 2);
			execvp(argv[2], argv + 2);
			_exit(127);
		}
		if (wait4(pid, &status, 0, &ru) < 0) {
			perror("runstat: wait4");
			return (1);
		}
		t1 = now_ns();
		if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
			fails++;
		wall[i] = (double)(t1 - t0) / 1e6;
		rss[i] = (double)ru.ru_maxrss;
	}
	printf("wall_ms=%.2f rss_kb=%.0f fails=%d raw_wall_ms=", median(wall, n),
	    median(rss, n), fails);
	for (int i = 0; i < n; i++)
		printf("%s%.2f", i ? "," : "", wall[i]);
	printf(" raw_rss_kb=");
	for (int i = 0; i < n; i++)
		printf("%s%.0f", i ? "," : "", rss[i]);
	printf("\n");
	return (0);
}
