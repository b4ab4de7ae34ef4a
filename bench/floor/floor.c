/* SPDX-License-Identifier: Apache-2.0 */
/*
 * floor.c -- loader of the hand-written floor (floor.bpf.c): the least a
 * libbpf tool does for each benchmark, to compare our tracer and bpftrace
 * against.
 *
 *   floor load        load and attach the counting program, then exit
 *                     (start-up floor)
 *   floor count       count getppid(2) calls per comm in a per-CPU hash;
 *                     on SIGINT/SIGTERM print "comm count" lines and exit
 *                     (per-event overhead floor)
 *   floor counttp     the same from getppid's own tracepoint
 *                     (syscalls:sys_enter_getppid) instead of sys_enter
 *   floor first PID   print the timestamp (CLOCK_MONOTONIC ns) of the first
 *                     getppid(2) of process PID, then exit (attach and
 *                     exit latency floor)
 *   floor print PID   print arg0 of every close(2) of process PID, one line
 *                     each, until SIGINT/SIGTERM (printf throughput floor)
 *
 * The BPF object is read from floor.bpf.o beside this executable.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#define MODE_COUNT	0
#define MODE_FIRST	1
#define MODE_PRINT	2

struct floor_cfg {		/* must match floor.bpf.c */
	uint32_t mode;
	uint32_t tgid;
	uint64_t nr;
};

static volatile sig_atomic_t stop;
static int done;

static void
on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static int
on_first(void *ctx, void *data, size_t len)
{
	uint64_t ts;

	(void)ctx;
	if (len < sizeof(ts))
		return (0);
	memcpy(&ts, data, sizeof(ts));
	printf("%llu\n", (unsigned long long)ts);
	fflush(stdout);
	done = 1;
	return (1);		/* stop consuming */
}

static int
on_print(void *ctx, void *data, size_t len)
{
	int64_t v;

	(void)ctx;
	if (len < sizeof(v))
		return (0);
	memcpy(&v, data, sizeof(v));
	printf("%d\n", (int)v);
	return (0);
}

static int
object_path(char *buf, size_t size)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	char *slash;

	if (n < 0)
		return (-1);
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	if (slash != NULL)
		*slash = '\0';
	if ((size_t)snprintf(buf, size, "%s/floor.bpf.o", exe) >= size)
		return (-1);
	return (0);
}

static int
print_counts(int fd)
{
	int ncpu = libbpf_num_possible_cpus();
	char key[16], next[16];
	uint64_t *vals;
	void *prev = NULL;

	if (ncpu <= 0)
		return (-1);
	vals = calloc((size_t)ncpu, sizeof(*vals));
	if (vals == NULL)
		return (-1);
	while (bpf_map_get_next_key(fd, prev, next) == 0) {
		uint64_t sum = 0;

		if (bpf_map_lookup_elem(fd, next, vals) == 0) {
			for (int i = 0; i < ncpu; i++)
				sum += vals[i];
			printf("%.16s %llu\n", next, (unsigned long long)sum);
		}
		memcpy(key, next, sizeof(key));
		prev = key;
	}
	free(vals);
	return (0);
}

int
main(int argc, char **argv)
{
	struct floor_cfg cfg = { MODE_COUNT, 0, SYS_getppid };
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct bpf_link *link;
	struct bpf_map *rodata, *bss;
	struct ring_buffer *rb = NULL;
	char path[PATH_MAX];
	void *p;
	size_t sz;
	const char *progname = "floor_sys_enter";
	int load_only = 0, rc = 0;

	if (argc == 2 && strcmp(argv[1], "load") == 0) {
		load_only = 1;
	} else if (argc == 2 && strcmp(argv[1], "count") == 0) {
		cfg.mode = MODE_COUNT;
	} else if (argc == 2 && strcmp(argv[1], "counttp") == 0) {
		cfg.mode = MODE_COUNT;
		progname = "floor_tp_getppid";
	} else if (argc == 3 && strcmp(argv[1], "first") == 0) {
		cfg.mode = MODE_FIRST;
		cfg.tgid = (uint32_t)strtoul(argv[2], NULL, 10);
	} else if (argc == 3 && strcmp(argv[1], "print") == 0) {
		cfg.mode = MODE_PRINT;
		cfg.tgid = (uint32_t)strtoul(argv[2], NULL, 10);
		cfg.nr = SYS_close;
	} else {
		fprintf(stderr, "usage: floor load|count|counttp|first PID|"
		    "print PID\n");
		return (2);
	}

	if (object_path(path, sizeof(path)) != 0) {
		fprintf(stderr, "floor: cannot find floor.bpf.o\n");
		return (1);
	}
	obj = bpf_object__open_file(path, NULL);
	if (obj == NULL) {
		fprintf(stderr, "floor: open %s: %s\n", path, strerror(errno));
		return (1);
	}
	rodata = bpf_object__find_map_by_name(obj, ".rodata");
	p = rodata != NULL ?
	    (void *)(uintptr_t)bpf_map__initial_value(rodata, &sz) : NULL;
	if (p == NULL || sz < sizeof(cfg)) {
		fprintf(stderr, "floor: no .rodata for the configuration\n");
		return (1);
	}
	memcpy(p, &cfg, sizeof(cfg));
	if (bpf_object__load(obj) != 0) {
		fprintf(stderr, "floor: load: %s\n", strerror(errno));
		return (1);
	}
	prog = bpf_object__find_program_by_name(obj, progname);
	link = prog != NULL ? bpf_program__attach(prog) : NULL;
	if (link == NULL) {
		fprintf(stderr, "floor: attach: %s\n", strerror(errno));
		return (1);
	}
	if (load_only)
		goto out;

	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);

	fprintf(stderr, "floor: ready\n");
	if (cfg.mode == MODE_COUNT) {
		while (!stop)
			pause();
		rc = print_counts(bpf_map__fd(bpf_object__find_map_by_name(obj,
		    "counts")));
		goto out;
	}

	rb = ring_buffer__new(bpf_map__fd(bpf_object__find_map_by_name(obj,
	    "out")), cfg.mode == MODE_FIRST ? on_first : on_print, NULL, NULL);
	if (rb == NULL) {
		fprintf(stderr, "floor: ring buffer: %s\n", strerror(errno));
		return (1);
	}
	if (cfg.mode == MODE_PRINT) {
		static char obuf[1 << 20];

		setvbuf(stdout, obuf, _IOFBF, sizeof(obuf));
	}
	while (!stop && !done) {
		int n = ring_buffer__poll(rb, 100);

		if (n < 0 && n != -EINTR)
			break;
	}
	if (cfg.mode == MODE_PRINT) {
		ring_buffer__consume(rb);
		fflush(stdout);
		bss = bpf_object__find_map_by_name(obj, ".bss");
		p = bss != NULL ?
		    (void *)(uintptr_t)bpf_map__initial_value(bss, &sz) : NULL;
		if (p != NULL && sz >= 2 * sizeof(uint64_t))
			fprintf(stderr, "floor: %llu lost\n",
			    (unsigned long long)((uint64_t *)p)[1]);
	}
out:
	ring_buffer__free(rb);
	bpf_link__destroy(link);
	bpf_object__close(obj);
	return (rc);
}
