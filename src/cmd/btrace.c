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
#include <fnmatch.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace.h"

#define BT_VERSION	"v0.17.0"

static dtrace_hdl_t *g_dtp;
static FILE *g_ofp;
static const char *g_pname = "btrace";
static volatile sig_atomic_t g_intr;

typedef struct btopts {
	const char *bo_prog;		/* -e */
	const char *bo_file;		/* the script file */
	const char *bo_out;		/* -o */
	const char *bo_cmd;		/* -c */
	const char *bo_format;		/* -f */
	const char *bo_buf;		/* -B */
	pid_t bo_pid;			/* -p */
	int bo_list, bo_verbose, bo_unsafe, bo_debug, bo_quiet;
	int bo_argc;			/* positional parameters */
	char **bo_argv;
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
	dtrace_request_stop(g_dtp);
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
}

/* the words of a -c command (split at blanks) */
static char **
split_cmd(const char *cmd)
{
	char *s = strdup(cmd), *w, *save = NULL;
	char **v = calloc(strlen(cmd) / 2 + 2, sizeof(char *));
	int n = 0;

	if (s == NULL || v == NULL)
		fatal("out of memory\n");
	for (w = strtok_r(s, " \t", &save); w != NULL;
	    w = strtok_r(NULL, " \t", &save))
		v[n++] = w;
	if (n == 0)
		fatal("-c needs a command\n");
	return v;
}

/* -p PID: a number within the kernel's range of pids */
static pid_t
parse_pid(const char *s)
{
	long max = 4194304, v;
	char *end;
	FILE *fp;

	if ((fp = fopen("/proc/sys/kernel/pid_max", "r")) != NULL) {
		if (fscanf(fp, "%ld", &max) != 1)
			max = 4194304;
		fclose(fp);
	}
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || v < 1 || v > max)
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
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof(*o));
	while ((c = getopt_long(argc, argv, "+B:f:o:e:hlp:c:vqdkI:V",
	    longs, NULL)) != -1) {
		switch (c) {
		case 'B': o->bo_buf = optarg; break;
		case 'f': o->bo_format = optarg; break;
		case 'o': o->bo_out = optarg; break;
		case 'e': o->bo_prog = optarg; break;
		case 'l': o->bo_list = 1; break;
		case 'p':
			o->bo_pid = parse_pid(optarg);
			break;
		case 'c': o->bo_cmd = optarg; break;
		case 'v': o->bo_verbose = 1; break;
		case 'd': o->bo_debug = 1; break;
		case 'U': o->bo_unsafe = 1; break;
		case 'q': o->bo_quiet = 1; break;
		case 'k': case 'W': case 'F': case 'N': case 'I':
			break;
		case 'V':
			printf("bpftrace %s\n", BT_VERSION);
			exit(0);
		case 'h':
			exit(usage(stdout));
		default:
			return usage(stderr);
		}
	}
	if (o->bo_prog == NULL && !o->bo_list) {
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
	return 0;
}

/* -l [pattern]: the probes, as bt names them, sorted */
typedef struct btlist {
	const char *bl_pat;
	int bl_verbose;
	char **bl_v;
	size_t bl_n, bl_cap;
} btlist_t;

static int
list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	btlist_t *l = arg;
	char name[1024], type[256], aname[128], *line = NULL;
	const char *s;
	size_t len = 0;
	FILE *fp;
	int i, n;

	if (strcmp(pd->prv, "sdt") == 0)
		snprintf(name, sizeof(name), "tracepoint:%s:%s", pd->mod,
		    pd->prb);
	else if (strcmp(pd->prv, "pid0") == 0 && strcmp(pd->prb, "entry") == 0)
		snprintf(name, sizeof(name), "uprobe:%s:%s", pd->mod, pd->fun);
	else if (strlen(pd->prv) > 1 && strcmp(pd->prv + strlen(pd->prv) - 1,
	    "0") == 0 && strcmp(pd->prv, "pid0") != 0) {
		/* a note's "a__b" is the engine's a-b */
		int k = snprintf(name, sizeof(name), "usdt:%s:%.*s:", pd->mod,
		    (int)strlen(pd->prv) - 1, pd->prv);

		for (s = pd->prb; *s != '\0' && k < (int)sizeof(name) - 3; s++)
			k += *s == '-' ? snprintf(name + k, 3, "__") :
			    snprintf(name + k, 2, "%c", *s);
	} else {
		return 0;
	}
	if (fnmatch(l->bl_pat, name, 0) != 0)
		return 0;
	if ((fp = open_memstream(&line, &len)) == NULL)
		return -1;
	fprintf(fp, "%s\n", name);
	n = l->bl_verbose ? dtrace_probe_args(dtp, pd->id, 0, NULL, 0) : 0;
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

static int
list_mode(const btopts_t *o)
{
	const char *pat = o->bo_argc > 0 ? o->bo_argv[0] :
	    o->bo_file != NULL ? o->bo_file : "*";
	dtrace_probedesc_t pd;
	btlist_t l;
	char buf[1024], *f[3] = { NULL, NULL, NULL }, *s;
	size_t i;
	int rc = 0;

	memset(&l, 0, sizeof(l));
	l.bl_pat = pat;
	l.bl_verbose = o->bo_verbose;
	memset(&pd, 0, sizeof(pd));
	snprintf(buf, sizeof(buf), "%s", pat);
	f[0] = buf;
	if ((s = strchr(buf, ':')) != NULL) {
		*s++ = '\0';
		f[1] = s;
		if ((s = strchr(s, ':')) != NULL) {
			*s++ = '\0';
			f[2] = s;
		}
	}
	/* a user object's probes are made only as a path names them */
	if ((strcmp(f[0], "uprobe") == 0 || strcmp(f[0], "usdt") == 0) &&
	    f[1] != NULL) {
		snprintf(pd.prv, sizeof(pd.prv), "%s",
		    strcmp(f[0], "uprobe") == 0 ? "pid0" : "*0");
		snprintf(pd.mod, sizeof(pd.mod), "%s", f[1]);
		if (strcmp(f[0], "uprobe") == 0)
			snprintf(pd.prb, sizeof(pd.prb), "entry");
	} else {
		snprintf(pd.prv, sizeof(pd.prv), "sdt");
	}
	if (dtrace_probe_iter(g_dtp, &pd, list_probe, &l) < 0)
		rc = 1;
	qsort(l.bl_v, l.bl_n, sizeof(char *), cmpstr);
	for (i = 0; i < l.bl_n; i++) {
		fputs(l.bl_v[i], g_ofp);
		free(l.bl_v[i]);
	}
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

static void
set_options(const btopts_t *o)
{
	const char *envlen;
	char size[32], *end;
	unsigned long n = 0;

	(void)dtrace_setopt(g_dtp, "bufsize", "4m");
	(void)dtrace_setopt(g_dtp, "aggsize", "4m");
	/* bpftrace's formats print its "Attaching" line (not with -q), and
	 * the two newlines before the maps at the end */
	if (o->bo_quiet)
		(void)dtrace_setopt(g_dtp, "quiet", NULL);
	if (dtrace_setopt(g_dtp, "oformat", o->bo_format != NULL &&
	    strcmp(o->bo_format, "json") == 0 ? "btjson" : "bt") != 0)
		fatal("%s\n", liberr());
	if (o->bo_unsafe)
		(void)dtrace_setopt(g_dtp, "destructive", NULL);
	/* bpftrace's strings hold BPFTRACE_STRLEN bytes (64) with their NUL;
	 * the engine's strsize characters and a NUL */
	envlen = getenv("BPFTRACE_STRLEN");
	if (envlen != NULL && ((n = strtoul(envlen, &end, 10)) == 0 ||
	    *end != '\0'))
		fatal("Env var 'BPFTRACE_STRLEN' did not contain a valid "
		    "uint64_t, or was zero-valued.\n");
	snprintf(size, sizeof(size), "%lu", envlen != NULL ? n - 1 : 63);
	if (dtrace_setopt(g_dtp, "strsize", size) != 0)
		fatal("%s\n", liberr());
	env_option("BPFTRACE_MAP_KEYS_MAX", "mapkeys", "4096");
}

static void
ignore_msg(dtrace_hdl_t *dtp, const char *msg, void *arg)
{
	(void)dtp;
	(void)msg;
	(void)arg;
}

static void
trace_loop(void)
{
	int stopped = 0;
	dtrace_workstatus_t st;

	for (;;) {
		if (!g_intr)
			dtrace_sleep(g_dtp);
		if (g_intr && !stopped) {
			if (dtrace_stop(g_dtp) == -1)
				fatal("%s\n", liberr());
			stopped = 1;
		}
		st = dtrace_work(g_dtp, g_ofp, NULL, NULL, NULL);
		if (st == DTRACE_WORKSTATUS_ERROR && dtrace_errno(g_dtp) !=
		    EINTR)
			fatal("%s\n", liberr());
		fflush(g_ofp);
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
	char **pargv, **cargv;
	pid_t child = 0;
	int err = 0, i, rc;

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
	if ((g_dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		fatal("%s\n", dtrace_errmsg(NULL, err));
	if (o.bo_list) {
		rc = list_mode(&o);
		dtrace_close(g_dtp);
		return rc;
	}
	set_options(&o);
	if (o.bo_cmd != NULL) {
		cargv = split_cmd(o.bo_cmd);
		check_cmd(cargv[0]);
		child = dtrace_proc_create(g_dtp, cargv[0], cargv);
		free(cargv[0]);		/* the words are in one string */
		free(cargv);
		if (child < 0)
			fatal("%s\n", liberr());
	} else if (o.bo_pid != 0 && dtrace_proc_grab(g_dtp, o.bo_pid) != 0) {
		fatal("%s\n", liberr());
	}
	/* $1.. are the positional parameters; $0 the script */
	if ((pargv = calloc((size_t)o.bo_argc + 2, sizeof(char *))) == NULL)
		fatal("out of memory\n");
	pargv[0] = (char *)(o.bo_file != NULL ? o.bo_file : g_pname);
	for (i = 0; i < o.bo_argc; i++)
		pargv[i + 1] = o.bo_argv[i];
	if (o.bo_file != NULL) {	/* errors name the file */
		FILE *fp = strcmp(o.bo_file, "-") == 0 ? stdin :
		    fopen(o.bo_file, "r");

		if (fp == NULL)
			fatal("failed to open file '%s': %s\n", o.bo_file,
			    strerror(errno));
		prog = dtrace_program_fcompile(g_dtp, fp, fp == stdin ?
		    "stdin" : o.bo_file, DTRACE_C_BT, o.bo_argc + 1, pargv);
		if (fp != stdin)
			fclose(fp);
	} else {
		prog = dtrace_program_strcompile(g_dtp, o.bo_prog,
		    DTRACE_PROBESPEC_NAME, DTRACE_C_BT, o.bo_argc + 1, pargv);
	}
	if (dtrace_program_warnings(g_dtp) != NULL)
		fputs(dtrace_program_warnings(g_dtp), stderr);
	if (prog == NULL) {
		fprintf(stderr, "%s\n", liberr());
		dtrace_close(g_dtp);
		free(pargv);
		return 1;
	}
	if (dtrace_program_exec(g_dtp, prog, &info) != 0)
		fatal("%s\n", liberr());
	if (o.bo_debug) {
		dtrace_close(g_dtp);
		free(pargv);
		return 0;
	}
	/* bpftrace says nothing of full maps */
	(void)dtrace_handle_drop(g_dtp, ignore_msg, NULL);
	catch_signals();
	if (dtrace_go(g_dtp) != 0)
		fatal("%s\n", liberr());
	/* what bpftrace's own tests wait for */
	if (getenv("__BPFTRACE_NOTIFY_PROBES_ATTACHED") != NULL)
		fprintf(stderr, "__BPFTRACE_NOTIFY_PROBES_ATTACHED\n");
	/* the Attaching line and BEGIN's output come before the command's */
	if (dtrace_work(g_dtp, g_ofp, NULL, NULL, NULL) ==
	    DTRACE_WORKSTATUS_DONE)
		g_intr = 1;
	fflush(g_ofp);
	if (child > 0 && dtrace_proc_continue(g_dtp, child) != 0)
		fatal("%s\n", liberr());
	trace_loop();
	if (dtrace_aggregate_print(g_dtp, g_ofp, NULL) == -1)
		fatal("%s\n", liberr());
	fflush(g_ofp);
	rc = dtrace_exit_status(g_dtp);
	dtrace_close(g_dtp);
	free(pargv);
	return rc;
}
