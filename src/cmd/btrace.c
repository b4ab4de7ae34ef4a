/* SPDX-License-Identifier: Apache-2.0 */
/*
 * btrace -- the bt language (bpftrace 0.17, OpenBSD btrace(8)) on the
 * libdtrace engine: the program is compiled with DTRACE_C_BT and its
 * output is laid out as bpftrace lays it out.
 *
 *	btrace [options] script.bt [arg ...]
 *	btrace [options] -e 'program' [arg ...]
 *	btrace -l [pattern]
 */
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>

#include "dtrace.h"

#define BT_VERSION	"v0.17.0"

static dtrace_hdl_t *g_dtp;
static FILE *g_ofp;
static const char *g_pname = "btrace";
/* the script's name and arguments ($0, $1..): the handle reads them as
 * long as it is open, also when an error ends the run with exit() */
static char **g_pargv;
static volatile sig_atomic_t g_intr;
static volatile sig_atomic_t g_signalled;	/* SIGINT or SIGTERM came */
static int g_openbsd;			/* -O openbsd */
static volatile sig_atomic_t g_usr1;	/* SIGUSR1: print every map */

typedef struct btopts {
	const char *bo_prog;		/* -e */
	const char *bo_file;		/* the script file */
	const char *bo_out;		/* -o */
	const char *bo_cmd;		/* -c */
	const char *bo_format;		/* -f */
	const char *bo_style;		/* -O */
	const char *bo_buf;		/* -B */
	pid_t bo_pid;			/* -p */
	int bo_list, bo_verbose, bo_unsafe, bo_debug, bo_quiet;
	int bo_check;			/* -k: 1, -kk: 2 */
	int bo_noexec;			/* -n (OpenBSD): parse only */
	int bo_info;			/* --info */
	int bo_nowarn;			/* --no-warnings */
	const char *bo_run;		/* --test "test", --bench "bench" */
	int bo_argc;			/* positional parameters */
	char **bo_argv;
	const char *bo_incdir[64];	/* -I DIR */
	const char *bo_include[64];	/* --include FILE */
	int bo_nincdir, bo_ninclude;
} btopts_t;

static int
usage(FILE *fp)
{
	fprintf(fp,
	    "USAGE:\n"
	    "    %s [options] filename\n"
	    "    %s [options] - <stdin input>\n"
	    "    %s [options] -e 'program'\n"
	    "\n"
	    "OPTIONS:\n"
	    "    -B MODE        output buffering mode ('full', 'none')\n"
	    "    -f FORMAT      output format ('text', 'json')\n"
	    "    -O STYLE       maps printed as 'bpftrace' (the default) or "
	    "'openbsd' prints them\n"
	    "    -o file        redirect bpftrace output to file\n"
	    "    -d             debug info dry run\n"
	    "    -dd            verbose debug info dry run\n"
	    "    -e 'program'   execute this program\n"
	    "    -h, --help     show this help message\n"
	    "    -I DIR         add the directory to the include search path\n"
	    "    --include FILE add an #include file before preprocessing\n"
	    "    -l [search]    list probes\n"
	    "    -p PID         enable USDT probes on PID\n"
	    "    -c 'CMD'       run CMD and enable USDT probes on resulting "
	    "process\n"
	    "    --usdt-file-activation\n"
	    "                   activate usdt semaphores based on file path\n"
	    "    --unsafe       allow unsafe builtin functions\n"
	    "    -q             keep messages quiet\n"
	    "    --info         Print information about kernel BPF support\n"
	    "    -v             verbose messages\n"
	    "    -k             emit a warning when a bpf helper returns an "
	    "error (except read functions)\n"
	    "    -kk            check all bpf helper functions\n"
	    "    -V, --version  bpftrace version\n"
	    "    --no-warnings  disable all warning messages\n"
	    "\n",
	    g_pname, g_pname, g_pname);
	return fp == stderr ? 1 : 0;
}

static void __attribute__((format(printf, 1, 2), noreturn))
fatal(const char *fmt, ...)
{
	va_list ap;

	fflush(g_ofp != NULL ? g_ofp : stdout);
	fprintf(stderr, "ERROR: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (g_dtp != NULL)
		dtrace_close(g_dtp);
	exit(1);
}

/*
 * The output written so far, pushed out: a write that failed (a full
 * device, a file that takes no writes) ends btrace with the file's name and
 * the reason; a closed pipe ends it quietly, as SIGPIPE would.
 */
static void
flush_output(const char *path)
{
	int err;

	if (fflush(g_ofp) != EOF && !ferror(g_ofp))
		return;
	err = errno != 0 ? errno : EIO;
	if (err == EINTR) {
		clearerr(g_ofp);
		return;
	}
	if (err == EPIPE) {
		dtrace_close(g_dtp);
		exit(1);
	}
	g_ofp = stderr;
	fatal("failed to write to %s: %s\n", path != NULL ? path :
	    "<stdout>", strerror(err));
}

/* the library's message for the last failure */
static const char *
liberr(void)
{
	return dtrace_errmsg(g_dtp, dtrace_errno(g_dtp));
}

static void
intr(int sig)
{
	(void)sig;
	g_intr = 1;
	g_signalled = 1;
	dtrace_request_stop(g_dtp);
}

/* SIGUSR1: the program's self:signal:SIGUSR1 probe runs, or every map
 * is printed, as bpftrace 0.17 prints them then */
static void
usr1(int sig)
{
	(void)sig;
	g_usr1 = 1;
}

static void
catch_signals(void)
{
	struct sigaction act;

	memset(&act, 0, sizeof(act));
	sigemptyset(&act.sa_mask);
	act.sa_handler = intr;
	sigaction(SIGINT, &act, NULL);
	sigaction(SIGTERM, &act, NULL);
	act.sa_handler = usr1;
	sigaction(SIGUSR1, &act, NULL);
}

/* the words of a -c command: as bpftrace, split at each space (quotes
 * are not special; two spaces make an empty word); a space at the end
 * ends the last word */
static char **
split_cmd(const char *cmd)
{
	char *s = strdup(cmd), *w;
	char **v = calloc(strlen(cmd) + 2, sizeof(char *));
	int n = 0;

	if (s == NULL || v == NULL)
		fatal("out of memory\n");
	for (w = s; ; w++) {
		char *sp = strchr(w, ' ');

		v[n++] = w;
		if (sp == NULL)
			break;
		*sp = '\0';
		w = sp;
	}
	if (n > 1 && v[n - 1][0] == '\0')
		v[--n] = NULL;
	if (n == 0)
		fatal("-c needs a command\n");
	return v;
}

/* -p PID: a decimal number within the range of pids Linux can have
 * (bpftrace's bound is the kernel's limit, not this system's pid_max) */
static pid_t
parse_pid(const char *s)
{
	long max = 4194304, v;
	const char *d;
	char *end;

	for (d = *s == '-' ? s + 1 : s; *d != '\0'; d++) {
		if (*d < '0' || *d > '9')
			fatal("pid '%s' is not a valid decimal number\n", s);
	}
	errno = 0;
	v = strtol(s, &end, 10);
	if (*s == '\0' || errno != 0 || v < 1 || v > max)
		fatal("pid '%s' out of valid pid range [1,%ld]\n", s, max);
	return (pid_t)v;
}

/* -c CMD: its program must exist (bpftrace exits 255 if not) */
static void
check_cmd(const char *path)
{
	char buf[4096], *dirs, *d, *save = NULL;

	if (strchr(path, '/') != NULL) {
		if (access(path, X_OK) == 0)
			return;
	} else if ((dirs = getenv("PATH")) != NULL) {
		snprintf(buf, sizeof(buf), "%s", dirs);
		for (d = strtok_r(buf, ":", &save); d != NULL;
		    d = strtok_r(NULL, ":", &save)) {
			char full[8192];

			snprintf(full, sizeof(full), "%s/%s", d, path);
			if (access(full, X_OK) == 0)
				return;
		}
	}
	fflush(stdout);
	fprintf(stderr, "ERROR: Failed to fork child: path '%s' does not "
	    "exist or is not executable\n", path);
	exit(255);
}

/*
 * --info: what this machine and build can do, in bpftrace's layout (on
 * stderr, as bpftrace prints it), each answer the library's
 * (dtrace_feature()).
 */
static const struct {
	const char *bi_section;		/* a new section's title, or NULL */
	const char *bi_label;
	const char *bi_feature;
} bt_info[] = {
	{ "Kernel helpers", "probe_read", "helper:probe_read" },
	{ NULL, "probe_read_str", "helper:probe_read_str" },
	{ NULL, "probe_read_user", "helper:probe_read_user" },
	{ NULL, "probe_read_user_str", "helper:probe_read_user_str" },
	{ NULL, "probe_read_kernel", "helper:probe_read_kernel" },
	{ NULL, "probe_read_kernel_str", "helper:probe_read_kernel_str" },
	{ NULL, "get_current_cgroup_id", "helper:get_current_cgroup_id" },
	{ NULL, "send_signal", "helper:send_signal" },
	{ NULL, "override_return", "helper:override_return" },
	{ NULL, "get_boot_ns", "helper:get_boot_ns" },
	{ NULL, "dpath", "helper:dpath" },
	{ NULL, "skboutput", "helper:skboutput" },
	{ "Kernel features", "Instruction limit", "insn_limit" },
	{ NULL, "Loop support", "loops" },
	{ NULL, "btf", "btf" },
	{ NULL, "map batch", "map_batch" },
	{ NULL, "uprobe refcount (depends on Build:bcc bpf_attach_uprobe "
	    "refcount)", "uprobe_refcount" },
	{ "Map types", "hash", "map:hash" },
	{ NULL, "percpu hash", "map:percpu_hash" },
	{ NULL, "array", "map:array" },
	{ NULL, "percpu array", "map:percpu_array" },
	{ NULL, "stack_trace", "map:stack_trace" },
	{ NULL, "perf_event_array", "map:perf_event_array" },
	{ "Probe types", "kprobe", "prog:kprobe" },
	{ NULL, "tracepoint", "prog:tracepoint" },
	{ NULL, "perf_event", "prog:perf_event" },
	{ NULL, "kfunc", "prog:kfunc" },
	{ NULL, "iter:task", "prog:iter:task" },
	{ NULL, "iter:task_file", "prog:iter:task_file" },
	{ NULL, "kprobe_multi", "prog:kprobe_multi" },
	{ NULL, "raw_tp_special", "prog:raw_tp_special" },
};

static void
print_info(void)
{
	struct utsname u;
	size_t i;

	if (uname(&u) != 0)
		memset(&u, 0, sizeof(u));
	fprintf(stderr, "System\n  OS: %s %s %s\n  Arch: %s\n\n",
	    u.sysname, u.release, u.version, u.machine);
	fprintf(stderr, "Build\n  version: ");
	if (strcmp(g_pname, "bpftrace") == 0)
		fprintf(stderr, "%s\n", BT_VERSION);
	else
		fprintf(stderr, "btrace %s (bpftrace 0.17 language)\n",
		    dtrace_project_version());
	fprintf(stderr, "  LLVM: none (the program is compiled to eBPF "
	    "without it)\n  unsafe uprobe: no\n  bfd: no\n"
	    "  libdw (DWARF support): %s\n",
	    dtrace_feature(g_dtp, "libdw") > 0 ? "yes" : "no");
	for (i = 0; i < sizeof(bt_info) / sizeof(bt_info[0]); i++) {
		int64_t v = dtrace_feature(g_dtp, bt_info[i].bi_feature);

		if (bt_info[i].bi_section != NULL)
			fprintf(stderr, "\n%s\n", bt_info[i].bi_section);
		if (strcmp(bt_info[i].bi_feature, "insn_limit") == 0)
			fprintf(stderr, "  %s: %lld\n", bt_info[i].bi_label,
			    (long long)v);
		else
			fprintf(stderr, "  %s: %s\n", bt_info[i].bi_label,
			    v > 0 ? "yes" : "no");
	}
	fprintf(stderr, "\n");
}

static int
parse_args(btopts_t *o, int argc, char *argv[])
{
	static const struct option longs[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "unsafe", no_argument, NULL, 'U' },
		{ "no-warnings", no_argument, NULL, 'W' },
		{ "usdt-file-activation", no_argument, NULL, 'F' },
		{ "include", required_argument, NULL, 'N' },
		{ "info", no_argument, NULL, 'i' },
		{ "test", no_argument, NULL, 'T' },
		{ "bench", no_argument, NULL, 'M' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof(*o));
	while ((c = getopt_long(argc, argv, "B:f:o:e:hlp:c:vqdkI:VnO:",
	    longs, NULL)) != -1) {
		switch (c) {
		case 'B': o->bo_buf = optarg; break;
		case 'f': o->bo_format = optarg; break;
		case 'O': o->bo_style = optarg; break;
		case 'o': o->bo_out = optarg; break;
		case 'e': o->bo_prog = optarg; break;
		case 'l': o->bo_list = 1; break;
		case 'p':
			if (*optarg != '\0')	/* -p '' is no pid */
				o->bo_pid = parse_pid(optarg);
			break;
		case 'c':	/* -c '' is no command */
			o->bo_cmd = *optarg != '\0' ? optarg : NULL;
			break;
		case 'v': o->bo_verbose = 1; break;
		case 'd': o->bo_debug = 1; break;
		case 'U': o->bo_unsafe = 1; break;
		case 'q': o->bo_quiet = 1; break;
		case 'I':
			if (o->bo_nincdir == 64)
				fatal("too many -I options\n");
			o->bo_incdir[o->bo_nincdir++] = optarg;
			break;
		case 'N':
			if (o->bo_ninclude == 64)
				fatal("too many --include options\n");
			o->bo_include[o->bo_ninclude++] = optarg;
			break;
		case 'k':
			o->bo_check++;
			break;
		case 'n':
			o->bo_noexec = 1;
			break;
		case 'i':
			o->bo_info = 1;
			break;
		case 'W':
			o->bo_nowarn = 1;
			break;
		case 'T':
		case 'M':
			if (o->bo_run != NULL && strcmp(o->bo_run, c == 'T' ?
			    "test" : "bench") != 0)
				fatal("--test and --bench cannot be used "
				    "together\n");
			o->bo_run = c == 'T' ? "test" : "bench";
			break;
		case 'F':
			break;
		case 'V':	/* as bpftrace, bpftrace 0.17's line */
			if (strcmp(g_pname, "bpftrace") == 0)
				printf("bpftrace %s\n", BT_VERSION);
			else
				printf("btrace %s (bpftrace 0.17 language)\n",
				    dtrace_project_version());
			exit(0);
		case 'h':	/* bpftrace prints it on stderr, status 0 */
			(void)usage(stderr);
			exit(0);
		default:
			return usage(stderr);
		}
	}
	if (o->bo_prog == NULL && !o->bo_list && !o->bo_info) {
		if (optind >= argc)
			return usage(stderr);
		o->bo_file = argv[optind++];
	}
	o->bo_argc = argc - optind;
	o->bo_argv = argv + optind;
	if (o->bo_format != NULL && strcmp(o->bo_format, "text") != 0 &&
	    strcmp(o->bo_format, "json") != 0)
		fatal("Invalid output format \"%s\"\nValid formats: 'text', "
		    "'json'\n", o->bo_format);
	if (o->bo_style != NULL && strcmp(o->bo_style, "openbsd") != 0 &&
	    strcmp(o->bo_style, "bpftrace") != 0)
		fatal("Invalid output style \"%s\"\nValid styles: 'bpftrace', "
		    "'openbsd'\n", o->bo_style);
	g_openbsd = o->bo_style != NULL && strcmp(o->bo_style, "openbsd") == 0;
	if (g_openbsd && o->bo_format != NULL &&
	    strcmp(o->bo_format, "json") == 0)
		fatal("-O openbsd prints text: it cannot be used with -f json\n");
	if (o->bo_run != NULL && o->bo_format != NULL &&
	    strcmp(o->bo_format, "json") == 0)
		fatal("--%s reports as text: it cannot be used with -f json\n",
		    o->bo_run);
	if (o->bo_run != NULL && (o->bo_cmd != NULL || o->bo_pid != 0))
		fatal("--%s runs the program's %s probes only: it cannot be "
		    "used with -c or -p\n", o->bo_run, o->bo_run);
	return 0;
}

/* -l [pattern]: the probes, as bt names them, sorted */
typedef struct btlist {
	const char *bl_pat;
	char bl_patbuf[1100];		/* the pattern bl_pat is */
	char bl_path[1024];		/* a uprobe's object named by name */
	const char *bl_all;		/* the whole -l argument */
	size_t bl_off;			/* where in it the pattern is */
	int bl_verbose;
	pid_t bl_pid;			/* -p: its user probes */
	const char *bl_spec;		/* the pattern listed */
	char **bl_v;
	size_t bl_n, bl_cap;
} btlist_t;

#define BT_TRACEFS	"/sys/kernel/tracing"

/* -lv of a tracepoint: its fields as its format file declares them
 * ("__data_loc char[] filename"), as bpftrace lists them; -1 if the
 * file cannot be read */
static int
list_tpfields(FILE *out, const char *sys, const char *event)
{
	char path[1024], *line = NULL, *f, *semi;
	size_t cap = 0;
	FILE *fp;

	snprintf(path, sizeof(path), BT_TRACEFS "/events/%s/%s/format", sys,
	    event);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (getline(&line, &cap, fp) > 0) {
		if ((f = strstr(line, "field:")) == NULL ||
		    (semi = strchr(f, ';')) == NULL)
			continue;
		f += 6;
		*semi = '\0';
		/* the common fields are not the event's */
		if (strstr(f, " common_") != NULL)
			continue;
		fprintf(out, "    %s\n", f);
	}
	free(line);
	fclose(fp);
	return 0;
}

/* keep a listed line (taken), to be sorted */
static void
list_keep(btlist_t *l, char *line)
{
	if (l->bl_n == l->bl_cap) {
		char **v = realloc(l->bl_v, (l->bl_cap * 2 + 64) *
		    sizeof(char *));

		if (v == NULL) {
			free(line);
			return;
		}
		l->bl_v = v;
		l->bl_cap = l->bl_cap * 2 + 64;
	}
	l->bl_v[l->bl_n++] = line;
}

static int
list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	btlist_t *l = arg;
	char name[1024], type[256], aname[128], *line = NULL;
	const char *s;
	size_t len = 0;
	FILE *fp;
	int i, n, tp;

	/* tracepoints (not ftrace's events: they cannot be attached to),
	 * uprobes at entries and USDT probes */
	if (dtrace_probe_btname(dtp, pd->id, name, sizeof(name)) != 0 ||
	    strncmp(name, "tracepoint:ftrace:", 18) == 0 ||
	    (strncmp(name, "tracepoint:", 11) != 0 &&
	    strncmp(name, "uprobe:", 7) != 0 &&
	    strncmp(name, "usdt:", 5) != 0))
		return 0;
	tp = strncmp(name, "tracepoint:", 11) == 0;
	if (strncmp(name, "usdt:", 5) == 0) {
		/* the provider as its note names it: without the 0 of
		 * every process; a note's "a__b" is the engine's a-b */
		int k = snprintf(name, sizeof(name), "usdt:%s:%.*s:", pd->mod,
		    (int)strlen(pd->prv) - 1, pd->prv);

		for (s = pd->prb; *s != '\0' && k < (int)sizeof(name) - 3; s++)
			k += *s == '-' ? snprintf(name + k, 3, "__") :
			    snprintf(name + k, 2, "%c", *s);
	}
	if (fnmatch(l->bl_pat, name, 0) != 0)
		return 0;
	if ((fp = open_memstream(&line, &len)) == NULL)
		return -1;
	fprintf(fp, "%s\n", name);
	n = l->bl_verbose ? dtrace_probe_args(dtp, pd->id, 0, NULL, 0) : 0;
	if (l->bl_verbose && tp && list_tpfields(fp, pd->mod, pd->prb) == 0)
		n = 0;
	for (i = 0; i < n; i++) {
		dtrace_probe_args(dtp, pd->id, i, type, sizeof(type));
		dtrace_probe_argname(dtp, pd->id, i, aname, sizeof(aname));
		if (aname[0] != '\0')
			fprintf(fp, "    %s %s\n", type, aname);
	}
	fclose(fp);
	if (l->bl_n == l->bl_cap) {
		char **v = realloc(l->bl_v, (l->bl_cap * 2 + 64) *
		    sizeof(char *));

		if (v == NULL) {
			free(line);
			return -1;
		}
		l->bl_v = v;
		l->bl_cap = l->bl_cap * 2 + 64;
	}
	l->bl_v[l->bl_n++] = line;
	return 0;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* a probe type's full name for its alias (t: is tracepoint:) */
static const char *
list_provider(const char *p)
{
	static const char *const names[][2] = {
		{ "t", "tracepoint" }, { "u", "uprobe" }, { "ur", "uretprobe" },
		{ "U", "usdt" }, { "k", "kprobe" }, { "kr", "kretprobe" },
		{ "f", "kfunc" }, { "fr", "kretfunc" }, { "s", "software" },
		{ "h", "hardware" }, { "p", "profile" }, { "i", "interval" },
		{ "rt", "rawtracepoint" }, { "w", "watchpoint" },
		{ "aw", "asyncwatchpoint" }, { "it", "iter" },
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(p, names[i][0]) == 0)
			return names[i][1];
	return p;
}

/* one line of the list (name and a newline); -1 out of memory */
static int
list_push(btlist_t *l, const char *name)
{
	if (l->bl_n == l->bl_cap) {
		char **v = realloc(l->bl_v, (l->bl_cap * 2 + 64) *
		    sizeof(char *));

		if (v == NULL)
			return -1;
		l->bl_v = v;
		l->bl_cap = l->bl_cap * 2 + 64;
	}
	if (asprintf(&l->bl_v[l->bl_n], "%s\n", name) < 0)
		return -1;
	l->bl_n++;
	return 0;
}

/* -l kprobe:PATTERN: the kernel's traceable functions, from tracefs */
static int
list_kprobes(btlist_t *l, const char *type, const char *pat)
{
	const char *path = BT_TRACEFS "/available_filter_functions";
	char *line = NULL, name[1024];
	size_t cap = 0;
	FILE *fp;

	if ((fp = fopen(path, "r")) == NULL) {
		fprintf(stderr, "WARNING: Could not read symbols from %s: %s\n",
		    path, strerror(errno));
		return 0;
	}
	while (getline(&line, &cap, fp) > 0) {
		line[strcspn(line, " \t\n")] = '\0';
		/* not the compiler's copies (foo.isra.0), as bpftrace */
		if (strchr(line, '.') != NULL)
			continue;
		if (snprintf(name, sizeof(name), "%s:%s", type, line) >=
		    (int)sizeof(name) || fnmatch(pat, name, 0) != 0)
			continue;
		if (list_push(l, name) != 0)
			break;
	}
	free(line);
	fclose(fp);
	return 0;
}

/* -l kfunc:[MOD:]PATTERN where fentry attaches: the fbt provider's
 * functions (traceable, described by BTF), as bpftrace names them
 * (kfunc:MODULE:FUNCTION) */
typedef struct btkfunc {
	btlist_t *kf_list;
	const char *kf_type;
	int kf_withmod;			/* the pattern names the module */
} btkfunc_t;

/* the id of the first probe matched */
static int
first_id(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	(void)dtp;
	*(uint32_t *)arg = pd->id;
	return 1;
}

/* -lv: the function's parameters and its return value, as bpftrace
 * lists them from BTF ("    const char * filename", "    long int
 * retval") under the probe's name */
static int
list_kfunc_args(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd,
    const char *name, btlist_t *l)
{
	char type[512], aname[256], *line = NULL;
	dtrace_probedesc_t rd = *pd;
	uint32_t rid = 0;
	size_t len = 0;
	FILE *fp;
	int i, n;

	if ((fp = open_memstream(&line, &len)) == NULL)
		return -1;
	fprintf(fp, "%s", name);
	n = dtrace_probe_argdecl(dtp, pd->id, 0, NULL, 0);
	for (i = 0; i < n; i++) {
		dtrace_probe_argdecl(dtp, pd->id, i, type, sizeof(type));
		dtrace_probe_argname(dtp, pd->id, i, aname, sizeof(aname));
		fprintf(fp, "\n    %s %s", type, aname);
	}
	rd.id = 0;
	snprintf(rd.prb, sizeof(rd.prb), "return");
	(void)dtrace_probe_iter(dtp, &rd, first_id, &rid);
	if (rid != 0 && dtrace_probe_argdecl(dtp, rid, 1, type, sizeof(type)) > 1)
		fprintf(fp, "\n    %s retval", type);
	fclose(fp);
	if (line == NULL)
		return -1;
	i = list_push(l, line);
	free(line);
	return i;
}

static int
list_kfunc(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	btkfunc_t *k = arg;
	char name[1024];

	(void)dtp;
	if (k->kf_withmod)
		snprintf(name, sizeof(name), "%s:%s:%s", k->kf_type, pd->mod,
		    pd->fun);
	else
		snprintf(name, sizeof(name), "%s:%s", k->kf_type, pd->fun);
	if (fnmatch(k->kf_list->bl_pat, name, 0) != 0)
		return 0;
	snprintf(name, sizeof(name), "%s:%s:%s", k->kf_type, pd->mod, pd->fun);
	if (!k->kf_list->bl_verbose)
		return list_push(k->kf_list, name);
	return list_kfunc_args(dtp, pd, name, k->kf_list);
}

static int
list_kfuncs(btlist_t *l, const char *type, int withmod)
{
	btkfunc_t k = { l, type, withmod };
	dtrace_probedesc_t pd;

	memset(&pd, 0, sizeof(pd));
	snprintf(pd.prv, sizeof(pd.prv), "fbt");
	snprintf(pd.prb, sizeof(pd.prb), "entry");
	(void)dtrace_probe_iter(g_dtp, &pd, list_kfunc, &k);
	return 0;
}

/* -l uprobe:PATH:PATTERN, as bpftrace lists a file's functions (with -v,
 * their parameters) */
typedef struct btuctx {
	btlist_t *c_l;
	const char *c_type, *c_path;
} btuctx_t;

static int
list_ufunc(const char *func, const char *params, void *arg)
{
	btuctx_t *c = arg;
	char name[1024], *line = NULL;

	if (snprintf(name, sizeof(name), "%s:%s:%s", c->c_type, c->c_path,
	    func) < (int)sizeof(name) &&
	    fnmatch(c->c_l->bl_pat, name, 0) == 0 &&
	    asprintf(&line, "%s\n%s", name, params != NULL ? params : "") >= 0)
		list_keep(c->c_l, line);
	return 0;
}

/* -1 if path is not an object to list (a pattern, or not ELF) */
static int
list_uprobes(btlist_t *l, const char *type, const char *path)
{
	btuctx_t c = { l, type, path };

	/* the parameters in bt's words (-lv) */
	if (dtrace_setopt(g_dtp, "lang", "bt") != 0)
		return -1;
	return dtrace_uprobe_list(g_dtp, path, l->bl_verbose, list_ufunc, &c);
}

/*
 * -l of software:, hardware: and iter: as bpftrace 0.17 lists them: a
 * perf event's type and the pattern as given ("software:*:"); the task
 * iterators it knows
 */
static void
list_events(btlist_t *l, const char *type, const char *rest)
{
	static const char *const iters[] = { "iter:task", "iter:task_file" };
	char *line = NULL;
	size_t i;

	if (strcmp(type, "iter") == 0) {
		char pat[1100];

		snprintf(pat, sizeof(pat), strchr(l->bl_pat, ':') != NULL ?
		    "iter:%s" : "%s", rest);
		for (i = 0; i < sizeof(iters) / sizeof(iters[0]); i++)
			if (fnmatch(pat, iters[i], 0) == 0 &&
			    asprintf(&line, "%s\n", iters[i]) >= 0)
				list_keep(l, line);
		return;
	}
	if (asprintf(&line, "%s:%s%s\n", type, rest,
	    strchr(rest, ':') != NULL ? "" : ":") >= 0)
		list_keep(l, line);
}

/*
 * -l of self: the probes of btrace's own events that a program may name
 * (bpftrace after 0.26.1 lists them so: one line each, no arguments)
 */
static void
list_self(btlist_t *l)
{
	static const char *const selfs[] = { "self:signal:SIGUSR1" };
	char *line = NULL;
	size_t i;

	for (i = 0; i < sizeof(selfs) / sizeof(selfs[0]); i++)
		if (fnmatch(l->bl_pat, selfs[i], 0) == 0 &&
		    asprintf(&line, "%s\n", selfs[i]) >= 0)
			list_keep(l, line);
}

/* bpftrace's error or warning about a pattern of -l, placed and marked
 * as one about the program "spec" */
static void
list_mark(const btlist_t *l, const char *kind, const char *spec,
    const char *msg)
{
	size_t n = strlen(spec);

	/* (the line shown is the whole list) */
	fprintf(stderr, "stdin:1:%zu-%zu: %s: %s\n%s\n%*s", l->bl_off + 1,
	    l->bl_off + n + 1, kind, msg, l->bl_all != NULL ? l->bl_all :
	    spec, (int)l->bl_off, "");
	while (n-- > 0)
		fputc('~', stderr);
	fputc('\n', stderr);
}

/* bpftrace's error for a pattern of -l: 1 */
static int
list_error(const btlist_t *l, const char *spec, const char *msg)
{
	list_mark(l, "ERROR", spec, msg);
	return 1;
}

/* -l of watchpoint: and asyncwatchpoint: as bpftrace 0.17 lists them:
 * the type and two empty fields, once the pattern has its 3 arguments
 * (a length and a mode such as a probe takes: else bpftrace's errors) */
static int
list_watch(btlist_t *l, const char *type, const char *spec)
{
	const char *s = strchr(spec, ':'), *len, *mode, *c;
	char *line = NULL, *end;
	unsigned long n;
	int colons = 0, r = 0, w = 0, x = 0, bad = 0, rc = 0;

	for (; s != NULL; s = strchr(s + 1, ':'))
		colons++;
	if (colons != 3) {
		char msg[1200];

		snprintf(msg, sizeof(msg), "%s probe type requires 3 "
		    "arguments", type);
		return list_error(l, spec, msg);
	}
	if (strchr(spec, '+') != NULL)	/* -l has no target */
		return list_error(l, spec, "-p PID or -c CMD required for "
		    "watchpoint");
	s = strchr(spec, ':') + 1;
	(void)strtoull(s, &end, 0);
	if (end == s || *s == '-')
		return list_error(l, spec, "stoull");
	if (strcmp(type, "asyncwatchpoint") == 0)
		rc = list_error(l, spec, "asyncwatchpoint requires a function "
		    "name");
	len = strchr(s, ':') + 1;
	mode = strchr(len, ':') + 1;
	n = strtoul(len, &end, 10);
	if (end == len || *end != ':' || (n != 1 && n != 2 && n != 4 &&
	    n != 8))
		return list_error(l, spec, "watchpoint length must be one of "
		    "(1,2,4,8)");
	for (c = mode; *c != '\0'; c++) {
		r |= *c == 'r';
		w |= *c == 'w';
		x |= *c == 'x';
		bad |= strchr("rwx", *c) == NULL;
	}
	if (bad)
		return list_error(l, spec, "watchpoint mode must be combination "
		    "of (r,w,x)");
	if (x ? r || w : !w) {
		char msg[1200];

		snprintf(msg, sizeof(msg), "invalid watchpoint mode: %s",
		    mode);
		return list_error(l, spec, msg);
	}
	if (rc == 0 && asprintf(&line, "%s::\n", type) >= 0)
		list_keep(l, line);
	return rc;
}

/*
 * -l of the user probes of one file (named in the listing by path): kind
 * uprobe or uretprobe (pat: a function pattern) or usdt (pat:
 * "PROVIDER:NAME")
 */
static int
list_file(btlist_t *l, const char *kind, const char *path, const char *pat)
{
	dtrace_probedesc_t pd;

	if (snprintf(l->bl_patbuf, sizeof(l->bl_patbuf), "%s:%s:%s", kind,
	    path, pat) >= (int)sizeof(l->bl_patbuf))
		return 0;
	l->bl_pat = l->bl_patbuf;
	if (strcmp(kind, "usdt") != 0 && list_uprobes(l, kind, path) != 0)
		return list_error(l, l->bl_spec, dtrace_errmsg(g_dtp,
		    dtrace_errno(g_dtp)));
	if (strcmp(kind, "usdt") != 0)
		return 0;
	memset(&pd, 0, sizeof(pd));
	snprintf(pd.prv, sizeof(pd.prv), "*0");
	snprintf(pd.mod, sizeof(pd.mod), "%.*s", (int)sizeof(pd.mod) - 1, path);
	/* (an object with no USDT probes has none to list) */
	(void)dtrace_probe_iter(g_dtp, &pd, list_probe, l);
	return 0;
}

/* -l of a pattern's user probes in the objects of process -p */
typedef struct btpctx {
	btlist_t *p_l;
	const char *p_kind, *p_file, *p_pat;
	char p_real[PATH_MAX];		/* p_file's, a path not a pattern */
	int p_first;
} btpctx_t;

/* a file a pattern of files names */
static int
list_pfile(const char *path, void *arg)
{
	btpctx_t *c = arg;

	c->p_first = 0;
	return list_file(c->p_l, c->p_kind, path, c->p_pat);
}

/* a file's real path, or its path if it has none here */
static void
list_real(const char *path, char *buf, size_t len)
{
	char real[PATH_MAX];

	snprintf(buf, len, "%.*s", (int)len - 1, realpath(path, real) !=
	    NULL ? real : path);
}

/* a library of process -p by name (c->p_file: libc is libc.so.6), its
 * path (as the process maps it) to c->p_real */
static int
list_plib(const char *path, void *arg)
{
	btpctx_t *c = arg;
	const char *base = strrchr(path, '/') != NULL ? strrchr(path, '/') + 1 :
	    path;
	size_t n = strlen(c->p_file);

	if (strncmp(base, c->p_file, n) != 0 ||
	    strncmp(base + n, ".so", 3) != 0 ||
	    (base[n + 3] != '\0' && base[n + 3] != '.'))
		return 0;
	snprintf(c->p_real, sizeof(c->p_real), "%s", path);
	return 1;
}

static int
list_pobject(const char *path, void *arg)
{
	btpctx_t *c = arg;
	char real[PATH_MAX], root[PATH_MAX + 64];
	int first = c->p_first;

	c->p_first = 0;
	/* uprobe:FUNC: the executable's; usdt: every object's */
	if (strcmp(c->p_kind, "usdt") != 0 && !first)
		return 0;
	/* its files as the process sees them (its mount namespace); a
	 * pattern of files matched against that path */
	snprintf(root, sizeof(root), "/proc/%d/root%s", (int)c->p_l->bl_pid,
	    path);
	list_real(root, real, sizeof(real));
	if (c->p_file != NULL && (strchr(c->p_file, '*') != NULL ?
	    fnmatch(c->p_file, root, 0) != 0 : strcmp(real, c->p_real) != 0))
		return 0;
	return list_file(c->p_l, c->p_kind, root, c->p_pat);
}

/*
 * -l of uprobes, uretprobes and USDT probes, as bpftrace 0.17 lists them:
 * TYPE:FILE:FUNC, usdt:FILE:NAME, usdt:FILE:PROVIDER:NAME, a FILE with
 * '*' naming each file it matches; with -p, TYPE:FUNC and usdt:NAME in
 * the process's objects (uprobes: its executable), and usdt's FILE one of
 * them; a type with wildcards: of each type it matches (not uretprobe).
 * f: the pattern's nf fields.  0 or 1 (an error), -2 if the pattern is
 * not of these types.
 */
static int
list_user(btlist_t *l, const char *spec, const char *type, char **f, int nf)
{
	static const char *const kinds[] = { "uprobe", "uretprobe", "usdt" };
	int wild = strpbrk(type, "*?[") != NULL, handled = 0, i;

	l->bl_spec = spec;

	for (i = 0; i < 3; i++) {
		const char *kind = kinds[i];
		int usdt = i == 2, pmode, nfound, rc = 0;
		char pat[1100], path[PATH_MAX], msg[PATH_MAX + 128];
		btpctx_t c;

		if (wild ? i == 1 || fnmatch(type, kind, 0) != 0 :
		    strcmp(type, kind) != 0)
			continue;
		/* -p with TYPE:FUNC, usdt:NAME (or * alone) */
		pmode = l->bl_pid != 0 && (nf == 2 || (nf == 1 && wild));
		if (!pmode && (nf < 3 || nf > 3 + usdt)) {
			if (wild)
				continue;
			snprintf(msg, sizeof(msg), "%s probe type requires %s",
			    kind, usdt ? "2 or 3 arguments" : "2 arguments");
			return list_error(l, spec, msg);
		}
		handled = 1;
		if (*f[nf - 1] == '\0') {
			rc = list_error(l, spec, usdt ? "usdt probe must "
			    "have a target function or wildcard" : "uprobe "
			    "should be attached to a function and/or address");
			if (pmode)
				return rc;
		}
		if (usdt)
			snprintf(pat, sizeof(pat), "%s%s%s", nf == 4 ? f[2] :
			    "*", ":", nf == 4 ? f[3] : nf == 3 ? f[2] :
			    nf == 2 ? f[1] : "*");
		else
			snprintf(pat, sizeof(pat), "%s", nf == 3 ? f[2] :
			    nf == 2 ? f[1] : "*");
		memset(&c, 0, sizeof(c));
		c.p_l = l;
		c.p_kind = kind;
		c.p_pat = pat;
		c.p_first = 1;
		if (!pmode && (!usdt || l->bl_pid == 0) &&
		    strchr(f[1], '*') != NULL) {
			if (dtrace_uprobe_files(g_dtp, f[1], list_pfile,
			    &c) != 0)
				return 1;
			if (c.p_first && !wild) {
				snprintf(msg, sizeof(msg), "%s target file "
				    "'%s' does not exist or is not executable",
				    kind, f[1]);
				return list_error(l, spec, msg);
			}
			continue;
		}
		c.p_file = f[1];
		if (!pmode && !usdt && l->bl_pid != 0 &&
		    strchr(f[1], '/') == NULL && strchr(f[1], '*') == NULL &&
		    dtrace_proc_objects(g_dtp, l->bl_pid, list_plib, &c) == 1) {
			/* with -p, a library by name: the process's */
			rc = list_file(l, kind, c.p_real, pat);
			if (rc != 0 && !wild)
				return rc;
			continue;
		}
		if (!pmode && strchr(f[1], '*') == NULL) {
			/* a program or library by name: its file, as
			 * bpftrace finds it (a path: there; with -p, a
			 * USDT probe's in the process's mount namespace) */
			snprintf(c.p_real, sizeof(c.p_real), "%s", f[1]);
			if (usdt && l->bl_pid != 0 && f[1][0] == '/')
				snprintf(c.p_real, sizeof(c.p_real),
				    "/proc/%d/root%s", (int)l->bl_pid, f[1]);
			if (dtrace_uprobe_target(g_dtp, c.p_real, !usdt, path,
			    sizeof(path), &nfound) != 0) {
				snprintf(msg, sizeof(msg), "%s target file "
				    "'%s' does not exist or is not executable",
				    kind, f[1]);
				if (wild)
					continue;
				return list_error(l, spec, msg);
			}
			if (rc != 0)
				return rc;
			if (nfound > 1) {
				snprintf(msg, sizeof(msg), "attaching to %s "
				    "target file '%s' but matched %d binaries",
				    usdt ? "usdt" : "uprobe", path, nfound);
				list_mark(l, "WARNING", spec, msg);
			}
			if (!usdt || l->bl_pid == 0) {
				rc = list_file(l, kind, path, pat);
				if (rc != 0 && !wild)
					return rc;
				continue;
			}
			list_real(path, c.p_real, sizeof(c.p_real));
		}
		c.p_file = pmode ? NULL : f[1];
		if (dtrace_proc_objects(g_dtp, l->bl_pid, list_pobject,
		    &c) < 0)
			return list_error(l, spec, dtrace_errmsg(g_dtp,
			    dtrace_errno(g_dtp)));
	}
	return handled ? 0 : -2;
}

/* one pattern of -l (bpftrace takes a list of them, split at ','):
 * its probes added to l */
static int
list_one(btlist_t *l, const char *spec)
{
	dtrace_probedesc_t pd;
	char buf[1024], ubuf[1024], *pat = l->bl_patbuf, *f[3], *u[5], *s;
	const char *type;
	int nf, rc;

	snprintf(buf, sizeof(buf), "%s", spec);
	memset(f, 0, sizeof(f));
	f[0] = buf;
	if ((s = strchr(buf, ':')) != NULL) {
		*s++ = '\0';
		f[1] = s;
		if ((s = strchr(s, ':')) != NULL) {
			*s++ = '\0';
			f[2] = s;
		}
	}
	/* every field, for the user probes' types (a quoted one without
	 * its quotes) */
	snprintf(ubuf, sizeof(ubuf), "%s", spec);
	for (nf = 0, s = ubuf; s != NULL && nf < 5; nf++) {
		size_t n;

		u[nf] = s;
		if ((s = strchr(s, ':')) != NULL)
			*s++ = '\0';
		if ((n = strlen(u[nf])) >= 2 && u[nf][0] == '"' &&
		    u[nf][n - 1] == '"') {
			u[nf][n - 1] = '\0';
			u[nf]++;
		}
	}
	type = list_provider(f[0]);
	if (f[1] != NULL)
		snprintf(pat, sizeof(l->bl_patbuf), "%s:%s", type,
		    spec + strlen(f[0]) + 1);
	else
		snprintf(pat, sizeof(l->bl_patbuf), "%s", spec);
	l->bl_pat = pat;
	if (f[1] != NULL && (strcmp(type, "kfunc") == 0 ||
	    strcmp(type, "kretfunc") == 0) &&
	    dtrace_feature(g_dtp, "prog:kfunc") != 1)
		/* this kernel has no fentry: bpftrace's words for that */
		return list_error(l, spec, "kfunc/kretfunc not available for "
		    "your kernel version.");
	if (f[1] != NULL && (strcmp(type, "kfunc") == 0 ||
	    strcmp(type, "kretfunc") == 0))
		return list_kfuncs(l, type, f[2] != NULL);
	if (strcmp(type, "watchpoint") == 0 ||
	    strcmp(type, "asyncwatchpoint") == 0)
		return list_watch(l, type, spec);
	if (f[1] != NULL && strcmp(type, "self") == 0) {
		list_self(l);
		return 0;
	}
	if (f[1] != NULL && (strcmp(type, "kprobe") == 0 ||
	    strcmp(type, "kretprobe") == 0))
		return list_kprobes(l, type, pat);
	if ((f[1] != NULL || (l->bl_pid != 0 && strpbrk(type, "*?[") !=
	    NULL) || strcmp(type, "uprobe") == 0 ||
	    strcmp(type, "uretprobe") == 0 || strcmp(type, "usdt") == 0) &&
	    (rc = list_user(l, spec, type, u, nf)) != -2) {
		/* with -p, a pattern of one or two fields is of the
		 * process's probes only */
		if (rc != 0 || (l->bl_pid != 0 && nf <= 2) ||
		    strpbrk(type, "*?[") == NULL)
			return rc;
		l->bl_pat = pat;
	}
	if (f[1] != NULL && (strcmp(type, "software") == 0 ||
	    strcmp(type, "hardware") == 0 || strcmp(type, "iter") == 0)) {
		list_events(l, type, spec + strlen(f[0]) + 1);
		return 0;
	}
	if (f[1] == NULL) {
		/* a pattern of no probe type: of every type (bpftrace
		 * looks for kernel functions too) */
		list_events(l, "hardware", spec);
		list_events(l, "iter", spec);
		list_events(l, "software", spec);
		(void)list_kprobes(l, "kprobe", pat);
	}
	memset(&pd, 0, sizeof(pd));
	snprintf(pd.prv, sizeof(pd.prv), "sdt");
	if (dtrace_probe_iter(g_dtp, &pd, list_probe, l) < 0)
		return 1;
	return 0;
}

/*
 * -d: what the program became, not run: its syntax tree (the bt program
 * lowered into the engine's nodes, where bpftrace prints its own AST) and
 * the BPF code of each program (where bpftrace prints LLVM's IR)
 */
static int
debug_dump(const dtrace_prog_t *prog)
{
	printf("AST\n-------------------\n");
	if (dtrace_program_print(g_dtp, prog, stdout) != 0) {
		fprintf(stderr, "%s\n", liberr());
		return 1;
	}
	printf("\nBPF\n-------------------");
	if (dtrace_program_gen(g_dtp, stdout) != 0) {
		fflush(stdout);
		fprintf(stderr, "%s\n", liberr());
		return 1;
	}
	return fflush(stdout) != 0;
}

static int
list_mode(const btopts_t *o)
{
	const char *pat = o->bo_argc > 0 ? o->bo_argv[0] :
	    o->bo_file != NULL ? o->bo_file : "*";
	char *pats = strdup(pat), *p, *save = NULL;
	btlist_t l;
	size_t i;
	int rc = 0;

	if (pats == NULL)
		fatal("out of memory\n");
	memset(&l, 0, sizeof(l));
	l.bl_verbose = o->bo_verbose;
	l.bl_pid = o->bo_pid;
	l.bl_all = pat;
	for (p = strtok_r(pats, ",", &save); p != NULL && rc == 0;
	    p = strtok_r(NULL, ",", &save)) {
		l.bl_off = (size_t)(p - pats);
		rc = list_one(&l, p);
	}
	free(pats);
	if (l.bl_n > 0)
		qsort(l.bl_v, l.bl_n, sizeof(char *), cmpstr);
	for (i = 0; i < l.bl_n; i++) {
		if (rc == 0 && (i == 0 || strcmp(l.bl_v[i], l.bl_v[i - 1]) != 0))
			fputs(l.bl_v[i], g_ofp);
	}
	for (i = 0; i < l.bl_n; i++)
		free(l.bl_v[i]);
	free(l.bl_v);
	return rc;
}

/* an option bpftrace takes from the environment, or its default */
static void
env_option(const char *env, const char *opt, const char *def)
{
	const char *v = getenv(env);
	char *end;

	if (v != NULL && (strtoull(v, &end, 0) == 0 || *end != '\0'))
		fatal("Env var '%s' did not contain a valid uint64_t, or was "
		    "zero-valued.\n", env);
	if (dtrace_setopt(g_dtp, opt, v != NULL ? v : def) != 0)
		fatal("%s: %s\n", env, liberr());
}

/* -I DIR and --include FILE: for the preprocessing of #include lines */
static void
set_includes(const btopts_t *o)
{
	int i;

	for (i = 0; i < o->bo_nincdir; i++)
		if (dtrace_setopt(g_dtp, "incdir", o->bo_incdir[i]) != 0)
			fatal("%s\n", liberr());
	for (i = 0; i < o->bo_ninclude; i++)
		if (dtrace_setopt(g_dtp, "include", o->bo_include[i]) != 0)
			fatal("%s\n", liberr());
}

/* a number bpftrace reads from the environment as stoull() does: blanks
 * and a sign first, then digits; what follows them is ignored (opt NULL:
 * only checked; returns the number, 0 when not set) */
static unsigned long long
env_number(const char *env, const char *opt)
{
	const char *v = getenv(env);
	char *end, buf[32];
	unsigned long long n;

	if (v == NULL)
		return 0;
	errno = 0;
	n = strtoull(v, &end, 10);
	if (end == v || errno != 0)
		fatal("Env var '%s' did not contain a valid uint64_t, or was "
		    "zero-valued.\n", env);
	if (opt == NULL)
		return n;
	snprintf(buf, sizeof(buf), "%llu", n > (unsigned long long)INT64_MAX ?
	    (unsigned long long)INT64_MAX : n);
	if (dtrace_setopt(g_dtp, opt, buf) != 0)
		fatal("%s: %s\n", env, liberr());
	return n;
}

/* a switch bpftrace reads from the environment: 0 or 1 (opt NULL: only
 * checked) */
static void
env_bool(const char *env, const char *opt)
{
	const char *v = getenv(env);

	if (v == NULL)
		return;
	if (strcmp(v, "0") != 0 && strcmp(v, "1") != 0)
		fatal("Env var '%s' did not contain a valid value (0 or 1).\n",
		    env);
	if (strcmp(v, "1") == 0 && opt != NULL &&
	    dtrace_setopt(g_dtp, opt, NULL) != 0)
		fatal("%s: %s\n", env, liberr());
}

/*
 * BPFTRACE_PERF_RB_PAGES: the pages of bpftrace's output buffer of each
 * CPU; here the size of the one ring buffer, pages * CPUs pages.  What
 * is not a power of 2 (0 too) fails as bpftrace's mmap() of it does,
 * after the Attaching line (g_rbbad).
 */
static int g_rbbad;

static void
set_rbpages(void)
{
	unsigned long long n = env_number("BPFTRACE_PERF_RB_PAGES", NULL);
	long ncpu = sysconf(_SC_NPROCESSORS_CONF), pg = sysconf(_SC_PAGESIZE);
	int64_t max;
	char buf[32];

	if (getenv("BPFTRACE_PERF_RB_PAGES") == NULL)
		return;
	if (n == 0 || (n & (n - 1)) != 0 || n > (1ULL << 20)) {
		g_rbbad = 1;
		return;
	}
	if (dtrace_getoptmax(g_dtp, "bufsize", &max) == 0 && max > 0 &&
	    n > (unsigned long long)max / (unsigned long long)(pg > 0 ? pg :
	    4096) / (unsigned long long)(ncpu > 0 ? ncpu : 1))
		fatal("'BPFTRACE_PERF_RB_PAGES' %llu exceeds the current "
		    "maximum of %llu pages.\n", n, (unsigned long long)max /
		    (unsigned long long)(pg > 0 ? pg : 4096) /
		    (unsigned long long)(ncpu > 0 ? ncpu : 1));
	snprintf(buf, sizeof(buf), "%llu", n * (unsigned long long)(pg > 0 ?
	    pg : 4096) * (unsigned long long)(ncpu > 0 ? ncpu : 1));
	if (dtrace_setopt(g_dtp, "bufsize", buf) != 0)
		fatal("BPFTRACE_PERF_RB_PAGES: %s\n", liberr());
}

/* BPFTRACE_MAX_PROBES (512), or the config block's max_probes: bpftrace
 * attaches no more probes */
static void
set_max_probes(void)
{
	const char *v = getenv("BPFTRACE_MAX_PROBES");
	unsigned long long max;
	char *end, buf[32];

	if (v == NULL)
		return;
	errno = 0;
	max = strtoull(v, &end, 10);
	if (end == v || errno != 0)
		fatal("Env var 'BPFTRACE_MAX_PROBES' did not contain a "
		    "valid uint64_t, or was zero-valued.\n");
	snprintf(buf, sizeof(buf), "%llu", max);
	if (dtrace_setopt(g_dtp, "maxprobes", buf) != 0)
		fatal("BPFTRACE_MAX_PROBES: %s\n", liberr());
}

static void
check_max_probes(int n)
{
	int64_t max = 512;

	(void)dtrace_getopt(g_dtp, "maxprobes", &max);
	if (n >= 0 && (int64_t)n > max)
		fatal("Can't attach to %d probes because it exceeds the "
		    "current limit of %lld probes.\nYou can increase the limit "
		    "through the BPFTRACE_MAX_PROBES environment variable, but "
		    "BE CAREFUL since a high number of probes attached can "
		    "cause your system to crash.\n", n, (long long)max);
}

static void
set_options(const btopts_t *o)
{
	const char *envlen, *v;
	char size[32], *end;
	unsigned long n = 0;
	int64_t max;

	(void)dtrace_setopt(g_dtp, "bufsize", "4m");
	(void)dtrace_setopt(g_dtp, "aggsize", "4m");
	/* bpftrace's formats print its "Attaching" line (not with -q), and
	 * the two newlines before the maps at the end */
	if (o->bo_quiet)
		(void)dtrace_setopt(g_dtp, "quiet", NULL);
	/* --test, --bench: the program's test: (bench:) probes only, run
	 * by run_tests() (run_benches()), with no Attaching line */
	if (o->bo_run != NULL && (dtrace_setopt(g_dtp, "btrun", o->bo_run) !=
	    0 || dtrace_setopt(g_dtp, "quiet", NULL) != 0))
		fatal("%s\n", liberr());
	if (dtrace_setopt(g_dtp, "oformat", o->bo_format != NULL &&
	    strcmp(o->bo_format, "json") == 0 ? "btjson" : g_openbsd ?
	    "btopenbsd" : "bt") != 0)
		fatal("%s\n", liberr());
	if (o->bo_unsafe)
		(void)dtrace_setopt(g_dtp, "destructive", NULL);
	/* -v: the verifier's log of a program the kernel does not load */
	if (o->bo_verbose)
		(void)dtrace_setopt(g_dtp, "bpflog", NULL);
	/* bpftrace's strings hold BPFTRACE_STRLEN bytes (64) with their NUL;
	 * the engine's strsize characters and a NUL */
	envlen = getenv("BPFTRACE_STRLEN");
	if (envlen != NULL && ((n = strtoul(envlen, &end, 10)) == 0 ||
	    *end != '\0'))
		fatal("Env var 'BPFTRACE_STRLEN' did not contain a valid "
		    "uint64_t, or was zero-valued.\n");
	/* bpftrace's words; its bound (200) was its stack's, this one is
	 * strsize's and a NUL */
	if (envlen != NULL && dtrace_getoptmax(g_dtp, "strsize", &max) == 0 &&
	    max > 0 && n > (unsigned long)max + 1)
		fatal("'BPFTRACE_STRLEN' %lu exceeds the current maximum of "
		    "%lld bytes.\n", n, (long long)max + 1);
	snprintf(size, sizeof(size), "%lu", envlen != NULL ? n - 1 : 63);
	if (dtrace_setopt(g_dtp, "strsize", size) != 0)
		fatal("%s\n", liberr());
	env_option("BPFTRACE_MAP_KEYS_MAX", "mapkeys", "4096");
	/* as btrace, OpenBSD's btrace programs too; as bpftrace, 0.17's
	 * language only */
	if (strcmp(g_pname, "bpftrace") != 0 &&
	    dtrace_setopt(g_dtp, "btopenbsd", NULL) != 0)
		fatal("%s\n", liberr());
	env_number("BPFTRACE_CAT_BYTES_MAX", "catbytes");
	env_bool("BPFTRACE_NO_USER_SYMBOLS", "nousyms");
	/* the verifier's log for -v, bytes */
	(void)env_number("BPFTRACE_LOG_SIZE", "bpflogsize");
	(void)env_number("BPFTRACE_MAX_BPF_PROGS", "maxbpfprogs");
	(void)env_number("BPFTRACE_NODE_MAX", "nodemax");
	/* the kernel's types from another BTF file (a bad one, which
	 * bpftrace 0.17 crashes on, is refused) */
	if ((v = getenv("BPFTRACE_BTF")) != NULL && *v == '\0')
		fatal("BPFTRACE_BTF: the kernel's types from no file\n");
	if (v != NULL && dtrace_setopt(g_dtp, "btfpath", v) != 0)
		fatal("BPFTRACE_BTF: %s\n", liberr());
	set_rbpages();
	set_max_probes();
	env_bool("BPFTRACE_NO_CPP_DEMANGLE", "nodemangle");
	/* checked as bpftrace checks them; nothing here they limit or
	 * switch (bpftrace's clang type resolution, its symbol cache) */
	(void)env_number("BPFTRACE_MAX_TYPE_RES_ITERATIONS", NULL);
	env_bool("BPFTRACE_CACHE_USER_SYMBOLS", NULL);
	if (o->bo_nowarn)
		(void)dtrace_setopt(g_dtp, "nowarnings", NULL);
	/* --no-warnings silences -k's run-time warnings too */
	if (o->bo_check > 0 && !o->bo_nowarn) {
		snprintf(size, sizeof(size), "%d", o->bo_check > 1 ? 2 : 1);
		(void)dtrace_setopt(g_dtp, "helpercheck", size);
	}
	set_includes(o);
}

/*
 * dtrace_go() failed.  A program the kernel does not load fails as in
 * bpftrace: after its "Attaching" line, with exit status 255.
 */
static void
go_failed(const btopts_t *o, const dtrace_proginfo_t *info)
{
	const char *msg = g_rbbad ? "Failed to open perf buffer" : liberr();
	int n = info->dpi_matches;
	int attach = strncmp(msg, "Failed to attach probe: ", 24) == 0, status;

	if (strncmp(msg, "Error loading program: ", 23) != 0 && !attach &&
	    !g_rbbad)
		fatal("%s\n", msg);
	if (o->bo_quiet)
		;
	else if (o->bo_format != NULL && strcmp(o->bo_format, "json") == 0)
		fprintf(g_ofp, "{\"type\": \"attached_probes\", \"data\": "
		    "{\"probes\": %d}}\n", n);
	else
		fprintf(g_ofp, "Attaching %d probe%s...\n", n,
		    n == 1 ? "" : "s");
	fflush(g_ofp);
	if (g_rbbad)
		fprintf(stderr, "mmap: Invalid argument\n");
	fprintf(stderr, "ERROR: %s\n", attach ? msg + 24 : msg);
	/* (bpftrace's refusals worded "error: ..." exit with 1) */
	status = attach && strncmp(msg + 24, "error: ", 7) == 0 ? 1 : 255;
	dtrace_close(g_dtp);
	exit(status);
}

/*
 * Without the privileges tracing needs, btrace stops before it does
 * anything, where bpftrace 0.17 checks that it runs as root (after its
 * options, the environment, -p, -c and the script file were checked):
 * invoked as bpftrace by a user other than root, in bpftrace's words;
 * else saying what is missing.  Status 1, as bpftrace's.  (bpftrace
 * refuses any user but root; btrace runs for one with the capabilities.)
 */
static void
check_privileges(void)
{
	char why[256];

	if (dtrace_privileges(why, sizeof(why)) == 0)
		return;
	/* (bpftrace's words would be wrong for a root that lacks them) */
	if (strcmp(g_pname, "bpftrace") == 0 && geteuid() != 0)
		fatal("bpftrace currently only supports running as the root "
		    "user.\n");
	fatal("%s requires additional privileges: %s\n", g_pname, why);
}

static int
ignore_drop(const dtrace_dropdata_t *d, void *arg)
{
	(void)d;
	(void)arg;
	return DTRACE_HANDLE_OK;
}

/*
 * --test and --bench (bpftrace 0.24's): the program's test:NAME (bench:NAME)
 * probes, each run by itself in btrace's own context, as BEGIN is.
 */
/* BPFTRACE_COLOR (auto, always, never): the test report's colours, on a
 * terminal by default */
static int
use_color(void)
{
	const char *c = getenv("BPFTRACE_COLOR");

	if (c != NULL && strcmp(c, "always") == 0)
		return 1;
	if (c != NULL && strcmp(c, "never") == 0)
		return 0;
	return isatty(fileno(g_ofp));
}

/* a report line's tag ("[ RUN      ]"), green or red when in colour */
static void
test_tag(int color, int red, const char *tag)
{
	if (color)
		fprintf(g_ofp, "\033[%dm%s\033[0m ", red ? 31 : 32, tag);
	else
		fprintf(g_ofp, "%s ", tag);
}

/* a duration as bpftrace shows one: in the largest unit it has a whole
 * one of (s, ms, μs, ns) */
static void
test_duration(uint64_t ns)
{
	static const struct { uint64_t scale; const char *unit; } u[] = {
		{ 1000000000ULL, "s" }, { 1000000ULL, "ms" }, { 1000ULL, "μs" },
		{ 1ULL, "ns" },
	};
	size_t i;

	for (i = 0; i < sizeof(u) / sizeof(u[0]) - 1 && ns < u[i].scale; i++)
		continue;
	fprintf(g_ofp, " (%llu %s)\n", (unsigned long long)(ns / u[i].scale),
	    u[i].unit);
}

static const char *
tests_word(long n)
{
	return n == 1 ? "test" : "tests";
}

/* --test: each test: probe once, in the order written; a test fails if
 * it calls exit() with a status other than 0, and what it printed is then
 * shown; the status: 1 if one failed */
static int
run_tests(const char *out)
{
	int color = use_color(), n, i, nfailed = 0;
	char *failed, *buf;
	const char *name;
	uint64_t ns;
	size_t len;
	FILE *mf;

	for (n = 0; dtrace_self_probe(g_dtp, "test", n) != NULL; n++)
		continue;
	if ((failed = calloc((size_t)n + 1, 1)) == NULL)
		fatal("out of memory\n");
	for (i = 0; i < n; i++) {
		name = dtrace_self_probe(g_dtp, "test", i);
		if (i == 0) {
			test_tag(color, 0, "[==========]");
			fprintf(g_ofp, "Running %d tests.\n", n);
		}
		test_tag(color, 0, "[ RUN      ]");
		fprintf(g_ofp, "%s\n", name);
		flush_output(out);
		/* what the test prints is kept, shown if it fails */
		buf = NULL;
		len = 0;
		if ((mf = open_memstream(&buf, &len)) == NULL)
			fatal("out of memory\n");
		if (dtrace_self_run(g_dtp, "test", name, 1, &ns) != 0)
			fatal("%s\n", liberr());
		if (dtrace_work(g_dtp, mf, NULL, NULL, NULL) ==
		    DTRACE_WORKSTATUS_ERROR)
			fatal("%s\n", liberr());
		fclose(mf);
		failed[i] = dtrace_exit_status(g_dtp) != 0;
		if (failed[i]) {
			char *line, *save = NULL;

			nfailed++;
			for (line = strtok_r(buf, "\n", &save); line != NULL;
			    line = strtok_r(NULL, "\n", &save))
				fprintf(g_ofp, "%s\n", line);
		}
		free(buf);
		test_tag(color, failed[i], failed[i] ? "[  FAILED  ]" :
		    "[       OK ]");
		fputs(name, g_ofp);
		test_duration(ns);
	}
	if (n > 0) {
		test_tag(color, 0, "[==========]");
		fprintf(g_ofp, "%d %s ran.\n", n, tests_word(n));
		test_tag(color, 0, "[  PASSED  ]");
		fprintf(g_ofp, "%d %s.\n", n - nfailed,
		    tests_word(n - nfailed));
	}
	if (nfailed > 0) {
		test_tag(color, 1, "[  FAILED  ]");
		fprintf(g_ofp, "%d %s, listed below:\n", nfailed,
		    tests_word(nfailed));
		for (i = 0; i < n; i++) {
			if (!failed[i])
				continue;
			test_tag(color, 1, "[  FAILED  ]");
			fprintf(g_ofp, "%s\n", dtrace_self_probe(g_dtp, "test",
			    i));
		}
	}
	free(failed);
	flush_output(out);
	return nfailed > 0;
}

/* a timing's runs take 0.1 s at least */
#define BENCH_MINNS	100000000ULL
#define BENCH_MAXRUNS	10000000ULL

/* --bench: each bench: probe run many times, in the order written: runs
 * ten times as many until they take BENCH_MINNS; what the probes print is
 * not shown.  The table of bpftrace's: each probe's name, the average
 * time of its last runs (ns) and how many they were. */
static int
run_benches(const char *out)
{
	size_t width = 40, l;
	const char *name;
	uint64_t runs, ns;
	FILE *null;
	int n, i;

	for (n = 0; (name = dtrace_self_probe(g_dtp, "bench", n)) != NULL; n++)
		if ((l = strlen(name)) > width)
			width = l;
	if ((null = fopen("/dev/null", "w")) == NULL)
		fatal("/dev/null: %s\n", strerror(errno));
	for (i = 0; i < n; i++) {
		name = dtrace_self_probe(g_dtp, "bench", i);
		if (i == 0) {
			fprintf(g_ofp, "%-*s%-15s%s\n", (int)width + 1,
			    "Benchmark", "Time(ns)", "Iterations");
			for (l = 0; l < width + 1 + 15 + 10; l++)
				fputc('-', g_ofp);
			fputc('\n', g_ofp);
		}
		for (runs = 1;; runs *= 10) {
			if (dtrace_self_run(g_dtp, "bench", name, runs,
			    &ns) != 0)
				fatal("%s\n", liberr());
			/* its records are read, not shown */
			(void)dtrace_work(g_dtp, null, NULL, NULL, NULL);
			if (ns >= BENCH_MINNS || runs >= BENCH_MAXRUNS)
				break;
		}
		fprintf(g_ofp, "%-*s%-15llu%llu\n", (int)width + 1, name,
		    (unsigned long long)(ns / runs), (unsigned long long)runs);
		flush_output(out);
	}
	fclose(null);
	return 0;
}

static void
trace_loop(const char *out)
{
	int stopped = 0;
	dtrace_workstatus_t st;

	for (;;) {
		if (!g_intr)
			dtrace_sleep(g_dtp);
		if (g_intr && !stopped) {
			/* OpenBSD's btrace ends the line when interrupted,
			 * before END */
			if (g_openbsd && g_signalled) {
				fputc('\n', g_ofp);
				flush_output(out);
			}
			if (dtrace_stop(g_dtp) == -1)
				fatal("%s\n", liberr());
			stopped = 1;
		}
		errno = 0;
		st = dtrace_work(g_dtp, g_ofp, NULL, NULL, NULL);
		if (ferror(g_ofp))
			flush_output(out);
		if (st == DTRACE_WORKSTATUS_ERROR && dtrace_errno(g_dtp) !=
		    EINTR)
			fatal("%s\n", liberr());
		if (g_usr1 && !stopped) {
			/* the program's self:signal:SIGUSR1 probe (later
			 * bpftrace), else every map (bpftrace 0.17) */
			g_usr1 = 0;
			switch (dtrace_self_event(g_dtp, "SIGUSR1")) {
			case -1:
				fatal("%s\n", liberr());
				break;
			case 0:
				if (dtrace_aggregate_snapshot(g_dtp, g_ofp) ==
				    -1 && !ferror(g_ofp))
					fatal("%s\n", liberr());
				break;
			}
		}
		flush_output(out);
		if (stopped)
			break;
		if (st == DTRACE_WORKSTATUS_DONE)
			g_intr = 1;
	}
}

int
main(int argc, char *argv[])
{
	dtrace_proginfo_t info;
	dtrace_prog_t *prog;
	btopts_t o;
	char **cargv;
	FILE *fp = NULL;
	pid_t child = 0;
	unsigned cflags = DTRACE_C_BT;
	int err = 0, i, rc;
	int64_t noexit = 0;

	if (argv[0] != NULL && strrchr(argv[0], '/') != NULL)
		g_pname = strrchr(argv[0], '/') + 1;
	else if (argv[0] != NULL)
		g_pname = argv[0];
	if ((rc = parse_args(&o, argc, argv)) != 0)
		return rc;
	g_ofp = stdout;
	if (o.bo_out != NULL && (g_ofp = fopen(o.bo_out, "w")) == NULL)
		fatal("Failed to open output file: \"%s\": %s\n", o.bo_out,
		    strerror(errno));
	if (o.bo_buf != NULL) {
		if (strcmp(o.bo_buf, "none") == 0)
			setvbuf(g_ofp, NULL, _IONBF, 0);
		else if (strcmp(o.bo_buf, "line") == 0)
			setvbuf(g_ofp, NULL, _IOLBF, 0);
		else if (strcmp(o.bo_buf, "full") == 0)
			setvbuf(g_ofp, NULL, _IOFBF, 0);
		else
			fatal("USAGE: -B must be either 'line', 'full', or "
			    "'none'.\n");
	} else if (isatty(fileno(g_ofp))) {
		setvbuf(g_ofp, NULL, _IOLBF, 0);
	}
	/* bpftrace's words for a pid that is no process */
	if (o.bo_pid != 0 && kill(o.bo_pid, 0) != 0 && errno == ESRCH)
		fatal(": %s\n", strerror(ESRCH));
	/* the privileges are checked below, where bpftrace checks for root */
	if ((g_dtp = dtrace_open(DTRACE_VERSION, DTRACE_O_NODEV, &err)) == NULL)
		fatal("%s\n", dtrace_errmsg(NULL, err));
	if (!o.bo_list)
		set_options(&o);
	cargv = NULL;
	if (o.bo_cmd != NULL) {
		cargv = split_cmd(o.bo_cmd);
		check_cmd(cargv[0]);
	}
	if (!o.bo_list && o.bo_file != NULL) {	/* errors name the file */
		fp = strcmp(o.bo_file, "-") == 0 ? stdin :
		    fopen(o.bo_file, "re");
		if (fp == NULL) {	/* bpftrace's status for it: 255 */
			fflush(g_ofp);
			fprintf(stderr, "ERROR: failed to open file '%s': "
			    "%s\n", o.bo_file, strerror(errno));
			dtrace_close(g_dtp);
			exit(255);
		}
	}
	if (!o.bo_noexec)		/* OpenBSD's -n only parses */
		check_privileges();
	if (o.bo_info) {
		print_info();
		dtrace_close(g_dtp);
		return 0;
	}
	if (o.bo_list) {
		if (cargv != NULL) {
			free(cargv[0]);
			free(cargv);
		}
		rc = list_mode(&o);
		dtrace_close(g_dtp);
		return rc;
	}
	if (cargv != NULL) {
		/* in bt's terms: the child is let go before its exec, so
		 * that its exec and its loading are traced, as bpftrace's */
		if (dtrace_setopt(g_dtp, "lang", "bt") != 0)
			fatal("%s\n", liberr());
		child = dtrace_proc_create(g_dtp, cargv[0], cargv);
		free(cargv[0]);		/* the words are in one string */
		free(cargv);
		if (child < 0)
			fatal("%s\n", liberr());
	} else if (o.bo_pid != 0 && dtrace_proc_grab(g_dtp, o.bo_pid) != 0) {
		fatal("%s\n", liberr());
	}
	/* $1.. are the positional parameters; $0 the script */
	if ((g_pargv = calloc((size_t)o.bo_argc + 2, sizeof(char *))) == NULL)
		fatal("out of memory\n");
	g_pargv[0] = (char *)(o.bo_file != NULL ? o.bo_file : g_pname);
	for (i = 0; i < o.bo_argc; i++)
		g_pargv[i + 1] = o.bo_argv[i];
	if (fp != NULL) {
		const char *why;

		if ((why = dtrace_script_refused(fp)) != NULL)
			fatal("failed to open file '%s': %s\n", o.bo_file, why);
		prog = dtrace_program_fcompile(g_dtp, fp, fp == stdin ?
		    "stdin" : o.bo_file, cflags, o.bo_argc + 1, g_pargv);
		if (fp != stdin)
			fclose(fp);
		/* too long a script from a pipe: as a file too large */
		if (prog == NULL && dtrace_errno(g_dtp) == EFBIG)
			fatal("failed to open file '%s': %s\n", o.bo_file,
			    liberr());
	} else {
		prog = dtrace_program_strcompile(g_dtp, o.bo_prog,
		    DTRACE_PROBESPEC_NAME, cflags, o.bo_argc + 1, g_pargv);
	}
	if (!o.bo_nowarn && dtrace_program_warnings(g_dtp) != NULL)
		fputs(dtrace_program_warnings(g_dtp), stderr);
	if (prog == NULL) {
		fprintf(stderr, "%s\n", liberr());
		dtrace_close(g_dtp);
		free(g_pargv);
		return 1;
	}
	if (o.bo_noexec) {		/* OpenBSD's -n: parsed, not run */
		dtrace_close(g_dtp);
		free(g_pargv);
		return 0;
	}
	if (dtrace_program_exec(g_dtp, prog, &info) != 0)
		fatal("%s\n", liberr());
	if (o.bo_debug) {		/* what was made, not run */
		rc = debug_dump(prog);
		dtrace_close(g_dtp);
		free(g_pargv);
		return rc;
	}
	if (info.dpi_matches == 0) {	/* uprobes, USDT probes not found */
		fprintf(g_ofp, "No probes to attach\n");
		dtrace_close(g_dtp);
		free(g_pargv);
		return 1;
	}
	check_max_probes(info.dpi_matches);
	/* bpftrace says nothing of full maps */
	(void)dtrace_handle_drop(g_dtp, ignore_drop, NULL);
	catch_signals();
	if (g_rbbad || dtrace_go(g_dtp) != 0)
		go_failed(&o, &info);
	if (o.bo_run != NULL) {		/* --test, --bench */
		rc = strcmp(o.bo_run, "test") == 0 ? run_tests(o.bo_out) :
		    run_benches(o.bo_out);
		if (dtrace_stop(g_dtp) == -1)
			fatal("%s\n", liberr());
		dtrace_close(g_dtp);
		free(g_pargv);
		return rc;
	}
	/* what bpftrace's own tests wait for */
	if (getenv("__BPFTRACE_NOTIFY_PROBES_ATTACHED") != NULL)
		fprintf(stderr, "__BPFTRACE_NOTIFY_PROBES_ATTACHED\n");
	/* the Attaching line and BEGIN's output come before the command's */
	errno = 0;
	if (dtrace_work(g_dtp, g_ofp, NULL, NULL, NULL) ==
	    DTRACE_WORKSTATUS_DONE)
		g_intr = 1;
	flush_output(o.bo_out);
	if (child > 0 && dtrace_proc_continue(g_dtp, child) != 0)
		fatal("%s\n", liberr());
	trace_loop(o.bo_out);
	errno = 0;
	/* the config block's print_maps_on_exit = false: none */
	if (dtrace_getopt(g_dtp, "noexitmaps", &noexit) != 0 || noexit <= 0) {
		if (dtrace_aggregate_print(g_dtp, g_ofp, NULL) == -1 &&
		    !ferror(g_ofp))
			fatal("%s\n", liberr());
	}
	flush_output(o.bo_out);
	rc = dtrace_exit_status(g_dtp);
	dtrace_close(g_dtp);
	free(g_pargv);
	return rc;
}
