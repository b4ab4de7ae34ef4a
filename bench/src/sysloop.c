/*
 * sysloop.c -- event generator for the benchmarks.
 *
 *   sysloop getppid N   call getppid(2) N times; print "N elapsed_ns"
 *   sysloop close MS    call close(2) on invalid descriptors (1000000 +
 *                       i % 1024: EBADF, the cheapest close) for MS
 *                       milliseconds; print "calls elapsed_ns"
 *
 * Both go through syscall(2) so that libc cannot skip a call.  Only the
 * loop is timed, not exec or exit.
 */
#include <stdio.h>
#include <string.h>
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
	} else {
		fprintf(stderr, "sysloop: unknown mode %s\n", argv[1]);
		return (2);
	}
	printf("%llu %llu\n", (unsigned long long)n,
	    (unsigned long long)(t1 - t0));
	return (0);
}
