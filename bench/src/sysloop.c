/* SPDX-License-Identifier: Apache-2.0 */
/*
 * sysloop.c -- event generator for the benchmarks.
 *
 *   sysloop getppid N   call getppid(2) N times; print "N elapsed_ns"
 *   sysloop close MS    call close(2) on invalid descriptors (1000000 +
 *                       i % 1024: EBADF, the cheapest close) for MS
 *                       milliseconds; print "calls elapsed_ns"
 *   sysloop lseek N     lseek(2) /dev/null to offsets 0 .. N-1 (N keys
 *                       for an aggregation); print "N elapsed_ns"
 *
 * With SYSLOOP_END=path, the realtime clock at the end of the loop (ns) is
 * written to path: when a traced run's output starts being printed.
 *
 * Both go through syscall(2) so that libc cannot skip a call.  Only the
 * loop is timed, not exec or exit.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "bench.h"

int
main(int argc, char **argv)
{
	uint64_t t0, t1, n = 0;

	if (argc != 3) {
		fprintf(stderr, "usage: sysloop getppid N | close MS\n");
		return (2);
	}
	if (strcmp(argv[1], "getppid") == 0) {
		uint64_t count = strtoull(argv[2], NULL, 0);

		t0 = now_ns();
		for (n = 0; n < count; n++)
			syscall(SYS_getppid);
		t1 = now_ns();
	} else if (strcmp(argv[1], "close") == 0) {
		uint64_t end;

		t0 = now_ns();
		end = t0 + strtoull(argv[2], NULL, 0) * 1000000ull;
		do {
			for (int i = 0; i < 256; i++, n++)
				syscall(SYS_close, 1000000 + (int)(n & 1023));
			t1 = now_ns();
		} while (t1 < end);
	} else if (strcmp(argv[1], "lseek") == 0) {
		uint64_t count = strtoull(argv[2], NULL, 0);
		int fd = open("/dev/null", O_RDONLY);

		t0 = now_ns();
		for (n = 0; n < count; n++)
			syscall(SYS_lseek, fd, (long)n, SEEK_SET);
		t1 = now_ns();
		close(fd);
	} else {
		fprintf(stderr, "sysloop: unknown mode %s\n", argv[1]);
		return (2);
	}
	if (getenv("SYSLOOP_END") != NULL) {
		FILE *fp = fopen(getenv("SYSLOOP_END"), "w");
		struct timespec ts;

		clock_gettime(CLOCK_REALTIME, &ts);
		if (fp != NULL) {
			fprintf(fp, "%lld\n", (long long)ts.tv_sec * 1000000000LL +
			    ts.tv_nsec);
			fclose(fp);
		}
	}
	printf("%llu %llu\n", (unsigned long long)n,
	    (unsigned long long)(t1 - t0));
	return (0);
}
