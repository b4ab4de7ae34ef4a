/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_compile.c -- fuzz target for the whole compile of both languages:
 * the front ends (D's parser, bt's), the semantic pass and the code
 * generator, through the library's API as dtrace(1) and btrace(8) call
 * it (dtrace -e -S, btrace -d), with nothing loaded or attached.
 *
 * The first byte of an input chooses how the rest is compiled:
 *
 *	bit 0	0: D, as dtrace(1) compiles it; 1: bt, as btrace(8) does
 *	bit 1	0: a script file (-s FILE; btrace FILE), read by
 *		   dtrace_program_fcompile(); 1: a command-line argument
 *		   (-n TEXT; btrace -e TEXT), by dtrace_program_strcompile()
 *	bit 2	D: -Z (descriptions may match no probe)
 *	bits 3-4  D's -n: the kind of description (-n, -P, -m, -f)
 *	bit 5	destructive actions allowed (dtrace -w, btrace --unsafe)
 *
 * Every input is compiled as with -c /bin/sleep (a process created once,
 * which waits before its exec and never runs), so that $target and cpid
 * have a value; the positional parameters are "1" and "two".
 *
 * A program that compiles is then counted (dtrace_program_exec()) and
 * its code generated (dtrace_program_gen(), its instructions shown to
 * /dev/null); bt's syntax tree is printed as btrace -d prints it.  The
 * BPF maps the code refers to are not the kernel's: bpf_map_create() and
 * bpf_map_update_elem() below stand in for libbpf's, with a memfd for a
 * map, so that no input reaches bpf(2).
 *
 * The handle is opened once (the kernel's BTF and the probe tables are
 * read once) and made as new after each input by dt_handle_reset(), so
 * that an input compiles as it would alone: everything it allocated is
 * freed by then (LeakSanitizer checks), and every file descriptor it
 * opened closed (checked here).
 *
 * Built with -DFUZZ_LIBFUZZER by `make fuzz` for libFuzzer; without it
 * (`make SAN=1 build-san/fuzz_compile`), main() compiles each file named
 * on its command line, as CI replays fuzz/corpus-compile/ with the
 * sanitizer build.  Needs root, as dtrace -e does (tracefs).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dtrace.h"
#include "dt_program.h"		/* dt_handle_reset() */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define F_BT		0x01
#define F_ARG		0x02
#define F_ZDEFS		0x04
#define F_SPEC(b)	(((b) >> 3) & 3)
#define F_DESTRUCT	0x20

/* the command of -c (never run: the process waits before its exec) */
#define FUZZ_TARGET	"/bin/sleep"

/* the largest map the stand-in makes; the kernel refuses larger ones */
#define FAKE_MAPMAX	(64u << 20)

static dtrace_hdl_t *g_dtp;
static FILE *g_null;		/* where -S and -d output goes */
static FILE *g_msgs;		/* where messages go: g_null, or stderr with
				   FUZZ_COMPILE_VERBOSE set */
static int g_memfd = -1;	/* the script file of -s */

/*
 * libbpf's bpf_map_create(), for the code generator: a memfd as large as
 * the map (the globals are mapped), never bpf(2)
 */
int
bpf_map_create(enum bpf_map_type type, const char *name, __u32 ksize,
    __u32 vsize, __u32 n, const struct bpf_map_create_opts *opts)
{
	uint64_t size = (uint64_t)vsize * n;
	int fd;

	(void)ksize;
	(void)opts;
	if (type == BPF_MAP_TYPE_RINGBUF)
		size = n;
	if (size == 0 || size > FAKE_MAPMAX) {
		errno = size == 0 ? EINVAL : E2BIG;
		return -1;
	}
	if ((fd = memfd_create(name, MFD_CLOEXEC)) < 0)
		return -1;
	if (ftruncate(fd, (off_t)size) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* what the loader writes into maps before loading: taken, dropped */
int
bpf_map_update_elem(int fd, const void *key, const void *value, __u64 flags)
{
	(void)key;
	(void)value;
	(void)flags;
	if (fd < 0) {
		errno = EBADF;
		return -1;
	}
	return 0;
}

/* the lowest descriptor free now */
static int
lowest_free_fd(void)
{
	int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);

	if (fd >= 0)
		close(fd);
	return fd;
}

static void
setup(void)
{
	static char t0[] = FUZZ_TARGET, t1[] = "1";
	char *const targv[] = { t0, t1, NULL };
	int err = 0;

	/* for compiling only, as dtrace -e and btrace open it */
	if ((g_dtp = dtrace_open(DTRACE_VERSION, DTRACE_O_NODEV, &err)) ==
	    NULL) {
		fprintf(stderr, "fuzz_compile: dtrace_open: %s\n",
		    dtrace_errmsg(NULL, err));
		abort();
	}
	if ((g_null = fopen("/dev/null", "w")) == NULL ||
	    (g_memfd = memfd_create("fuzz.d", MFD_CLOEXEC)) < 0) {
		perror("fuzz_compile");
		abort();
	}
	g_msgs = getenv("FUZZ_COMPILE_VERBOSE") != NULL ? stderr : g_null;
	/* $target and cpid: a process made as -c makes it, stopped before
	 * its exec for as long as the handle lives (dt_handle_reset()
	 * keeps it) */
	if (dtrace_proc_create(g_dtp, FUZZ_TARGET, targv) < 0) {
		fprintf(stderr, "fuzz_compile: %s: %s\n", FUZZ_TARGET,
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
		abort();
	}
}

/* the options dtrace(1) and btrace(8) set before compiling */
static void
set_options(int bt, int destructive)
{
	if (destructive)
		(void)dtrace_setopt(g_dtp, "destructive", NULL);
	(void)dtrace_setopt(g_dtp, "bufsize", "4m");
	(void)dtrace_setopt(g_dtp, "aggsize", "4m");
	if (bt) {
		(void)dtrace_setopt(g_dtp, "oformat", "bt");
		(void)dtrace_setopt(g_dtp, "strsize", "63");
		(void)dtrace_setopt(g_dtp, "mapkeys", "4096");
	}
}

/* the program as a script file, compiled as dtrace -s and btrace FILE
 * read it; NULL with the error on the handle */
static dtrace_prog_t *
compile_file(const uint8_t *text, size_t len, unsigned cflags, int argc,
    char *const argv[])
{
	dtrace_prog_t *pgp;
	FILE *fp;
	int fd;

	/* (the descriptors share the offset, which the last read moved) */
	if (ftruncate(g_memfd, 0) != 0 ||
	    pwrite(g_memfd, text, len, 0) != (ssize_t)len ||
	    lseek(g_memfd, 0, SEEK_SET) != 0 || (fd = dup(g_memfd)) < 0) {
		perror("fuzz_compile: the script file");
		abort();
	}
	if ((fp = fdopen(fd, "r")) == NULL) {
		perror("fuzz_compile: fdopen");
		abort();
	}
	pgp = dtrace_program_fcompile(g_dtp, fp, argv[0], cflags, argc, argv);
	fclose(fp);
	return pgp;
}

/* the program as one command-line argument (up to a NUL, as a C string
 * is): dtrace -n and btrace -e */
static dtrace_prog_t *
compile_arg(const uint8_t *text, size_t len, dtrace_probespec_t spec,
    unsigned cflags, int argc, char *const argv[])
{
	dtrace_prog_t *pgp;
	char *s;

	if ((s = malloc(len + 1)) == NULL)
		abort();
	memcpy(s, text, len);
	s[len] = '\0';
	pgp = dtrace_program_strcompile(g_dtp, s, spec, cflags, argc, argv);
	free(s);
	return pgp;
}

static void
compile_one(const uint8_t *data, size_t size)
{
	static const dtrace_probespec_t specs[] = {
		DTRACE_PROBESPEC_NAME, DTRACE_PROBESPEC_PROVIDER,
		DTRACE_PROBESPEC_MOD, DTRACE_PROBESPEC_FUNC,
	};
	static char a0d[] = "fuzz.d", a0bt[] = "fuzz.bt", a1[] = "1",
	    a2[] = "two";
	char *argv[] = { a0d, a1, a2, NULL };
	uint8_t mode = data[0];
	int bt = mode & F_BT;
	unsigned cflags = bt ? DTRACE_C_BT : 0;
	const char *msg;
	dtrace_proginfo_t info;
	dtrace_prog_t *pgp;

	if (bt)
		argv[0] = a0bt;
	else if (mode & F_ZDEFS)
		cflags |= DTRACE_C_ZDEFS;
	set_options(bt, mode & F_DESTRUCT);
	if (!(mode & F_ARG))
		pgp = compile_file(data + 1, size - 1, cflags, 3, argv);
	else if (bt)
		pgp = compile_arg(data + 1, size - 1, DTRACE_PROBESPEC_NAME,
		    cflags, 3, argv);
	else
		pgp = compile_arg(data + 1, size - 1, specs[F_SPEC(mode)],
		    cflags | DTRACE_C_PSPEC, 3, argv);
	/* the messages, as the commands print them */
	if ((msg = dtrace_program_warnings(g_dtp)) != NULL)
		(void)fputs(msg, g_msgs);
	if (pgp == NULL) {
		(void)fprintf(g_msgs, "compile: %s\n",
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
		return;
	}
	if (dtrace_program_exec(g_dtp, pgp, &info) != 0)
		return;
	if (bt)
		(void)dtrace_program_print(g_dtp, pgp, g_null);
	/* as dtrace -e -S and btrace -d do, unless the code would be that of
	 * one clause for a great many probes */
	if (info.dpi_matches > 64)
		(void)fprintf(g_msgs, "gen: %d probes, not generated\n",
		    info.dpi_matches);
	else if (dtrace_program_gen(g_dtp, g_null) != 0)
		(void)fprintf(g_msgs, "gen: %s\n",
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	else
		(void)fprintf(g_msgs, "gen: ok\n");
	(void)fflush(g_null);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	int before, after;

	if (g_dtp == NULL)
		setup();
	if (size == 0)
		return 0;
	/* a descriptor the input left open is a leak: they are made lowest
	 * first, so the lowest free one moves (measured around the input
	 * alone: libFuzzer opens its own between inputs, to its symbolizer) */
	before = lowest_free_fd();
	compile_one(data, size);
	dt_handle_reset(g_dtp);
	if ((after = lowest_free_fd()) != before) {
		char link[64], what[256];
		ssize_t n;

		snprintf(link, sizeof(link), "/proc/self/fd/%d", before);
		if ((n = readlink(link, what, sizeof(what) - 1)) < 0)
			n = 0;
		what[n] = '\0';
		fprintf(stderr, "fuzz_compile: the lowest free file descriptor "
		    "was %d before the input, %d after: a descriptor leaked "
		    "(%d: %s)\n", before, after, before, what);
		abort();
	}
	return 0;
}

#ifndef FUZZ_LIBFUZZER
#include "fuzz_file.h"

int
main(int argc, char **argv)
{
	int i, rc = 0;

	for (i = 1; i < argc; i++)
		rc |= run_file(argv[i]);
	if (g_dtp != NULL) {
		dtrace_close(g_dtp);
		fclose(g_null);
		close(g_memfd);
	}
	printf("fuzz_compile: %d inputs compiled\n", argc - 1);
	return rc;
}
#endif
