/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dtrace.c -- the dtrace(1) command: a thin program over libdtrace.
 *
 * It behaves as illumos dtrace(1M): the same options, messages, output and
 * exit status.  The command line is read in passes, as there:
 *   1. getopt: mode letters (-l -V -e ...), compile flags, unsupported
 *      options; operands become $1..$n;
 *   then the library is opened, which checks the privileges tracing
 *   needs (docs/privileges.md);
 *   2. with the handle open, in command-line order: -x and the options
 *      that are shorthands for one (-b -q -w -F), and the probe
 *      specifications and scripts;
 *   3. -c and -p, so that $target is known when compiling;
 *   4. compiling every specification.
 * Then it lists probes (-l), or enables them and consumes the trace data
 * until exit(), Ctrl-C, SIGTERM or the end of the target processes.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <dtrace.h>

#define E_SUCCESS	0
#define E_ERROR		1
#define E_USAGE		2

#define OUTBUFSIZE	(1 << 20)	/* stdio buffer of the output stream */
#define OPT_LIBXO	1		/* --libxo, among the option letters */

typedef enum dmode {
	DMODE_EXEC,	/* enable probes and trace (default; -e stops early) */
	DMODE_VERS,	/* -V */
	DMODE_LIST,	/* -l */
	DMODE_HEADER,	/* -h: a C header of the scripts' USDT providers */
	DMODE_OBJECT,	/* -G: an object defining their semaphores */
	DMODE_OTHER	/* -A: modes not supported yet */
} dmode_t;

/* a program to compile: -n -P -m -f -i text, or a -s script */
typedef struct dcmd {
	char *dc_arg;			/* text or file name */
	dtrace_probespec_t dc_spec;	/* DTRACE_PROBESPEC_NONE for -s */
	const char *dc_desc;		/* "description" or "script" */
	dtrace_prog_t *dc_prog;
} dcmd_t;

/* an option seen on the command line, kept for the later passes */
typedef struct dopt {
	int do_letter;
	char *do_arg;
} dopt_t;

/* everything the command line asks for */
typedef struct cmdline {
	dmode_t cl_mode;
	int cl_nmodes;			/* how many of -A -G -h -l -V */
	unsigned cl_cflags;		/* DTRACE_C_* */
	int cl_exec;			/* 0 with -e */
	int cl_verbose;			/* -v */
	const char *cl_unsup;		/* first option not supported yet */
	char **cl_argv;			/* $0 $1 ... */
	int cl_argc;
	dopt_t *cl_opts;		/* options for passes 2 and 3 */
	int cl_nopts;
	dcmd_t *cl_cmds;
	int cl_ncmds;
	pid_t *cl_pids;			/* -c and -p processes */
	int cl_npids;
	int cl_total;			/* probes matched */
} cmdline_t;

typedef struct doptdesc doptdesc_t;
typedef void dopt_f(cmdline_t *, const doptdesc_t *, char *);

/* one row per option letter: its argument, pass and action */
struct doptdesc {
	char od_letter;
	int od_hasarg;
	int od_pass;		/* 1, 2 or 3 (see the top of the file) */
	dopt_f *od_func;
	const char *od_optname;	/* library option of a -x shorthand, or
				   the name of an unsupported option */
	int od_value;		/* probe spec, compile flag or mode */
};

static dtrace_hdl_t *g_dtp;
static FILE *g_ofp;
static const char *g_ofile;
static const char *g_pname = "dtrace";
static volatile sig_atomic_t g_intr, g_newline, g_impatient;

static int
usage(FILE *fp)
{
	static const char predact[] = "[[ predicate ] action ]";

	fprintf(fp, "Usage: %s [-32|-64] [-aACeFGhHlOqSvVwZ] "
	    "[-b bufsz] [-c cmd] [-D name[=def]]\n\t[-I path] [-L path] "
	    "[-o output] [-p pid] [-s script] [-U name]\n\t"
	    "[-x opt[=val]] [-X a|c|s|t] [--libxo fmt]\n\n"
	    "\t[-P provider %s]\n"
	    "\t[-m [ provider: ] module %s]\n"
	    "\t[-f [[ provider: ] module: ] func %s]\n"
	    "\t[-n [[[ provider: ] module: ] func: ] name %s]\n"
	    "\t[-i probe-id %s] [ args ... ]\n\n", g_pname,
	    predact, predact, predact, predact, predact);
	fprintf(fp, "\tpredicate -> '/' D-expression '/'\n");
	fprintf(fp, "\t   action -> '{' D-statements '}'\n");
	fprintf(fp, "\n"
	    "\t-32 generate 32-bit D programs and ELF files\n"
	    "\t-64 generate 64-bit D programs and ELF files\n\n"
	    "\t-a  claim anonymous tracing state\n"
	    "\t-A  generate driver.conf(4) directives for anonymous tracing\n"
	    "\t-b  set trace buffer size\n"
	    "\t-c  run specified command and exit upon its completion\n"
	    "\t-C  run cpp(1) preprocessor on script files\n"
	    "\t-D  define symbol when invoking preprocessor\n"
	    "\t-e  exit after compiling request but prior to enabling probes\n"
	    "\t-f  enable or list probes matching the specified function name\n"
	    "\t-F  coalesce trace output by function\n"
	    "\t-G  generate an ELF file containing embedded dtrace program\n"
	    "\t-h  generate a header file with definitions for static probes\n"
	    "\t-H  print included files when invoking preprocessor\n"
	    "\t-i  enable or list probes matching the specified probe id\n"
	    "\t-I  add include directory to preprocessor search path\n"
	    "\t-l  list probes matching specified criteria\n"
	    "\t-L  add library directory to library search path\n"
	    "\t-m  enable or list probes matching the specified module name\n"
	    "\t-n  enable or list probes matching the specified probe name\n"
	    "\t-o  set output file\n"
	    "\t-O  print aggregations at exit with structured output "
	    "(oformat)\n"
	    "\t-p  grab specified process-ID and cache its symbol tables\n"
	    "\t-P  enable or list probes matching the specified provider name\n"
	    "\t-q  set quiet mode (only output explicitly traced data)\n"
	    "\t-s  enable or list probes according to the specified D script\n"
	    "\t-S  print D compiler intermediate code\n"
	    "\t-U  undefine symbol when invoking preprocessor\n"
	    "\t-v  set verbose mode (report stability attributes, arguments)\n"
	    "\t-V  report DTrace API version\n"
	    "\t-w  permit destructive actions\n"
	    "\t-x  enable or modify compiler and tracing options\n"
	    "\t-X  specify ISO C conformance settings for preprocessor\n"
	    "\t-Z  permit probe descriptions that match zero probes\n"
	    "\t--libxo  set the output format (as -x oformat): json, "
	    "folded, openmetrics, text\n");
	return E_USAGE;
}

/* "dtrace: " and the message; without a final newline, ": strerror" */
static void
verror(const char *fmt, va_list ap)
{
	int err = errno;

	if (g_ofp != NULL)
		fflush(g_ofp);		/* keep the order seen on a terminal */
	fprintf(stderr, "%s: ", g_pname);
	vfprintf(stderr, fmt, ap);
	if (fmt[strlen(fmt) - 1] != '\n')
		fprintf(stderr, ": %s\n", strerror(err));
}

static void __attribute__((format(printf, 1, 2), noreturn))
fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
	exit(E_ERROR);
}

/* like fatal(), but the cause is the library's error; NULL: only that */
static void __attribute__((format(printf, 1, 2), noreturn))
dfatal(const char *fmt, ...)
{
	const char *msg = dtrace_errmsg(g_dtp, dtrace_errno(g_dtp));
	va_list ap;

	fprintf(stderr, "%s: ", g_pname);
	if (fmt != NULL) {
		va_start(ap, fmt);
		vfprintf(stderr, fmt, ap);
		va_end(ap);
	}
	if (fmt == NULL)
		fprintf(stderr, "%s\n", msg);
	else if (fmt[strlen(fmt) - 1] != '\n')
		fprintf(stderr, ": %s\n", msg);
	dtrace_close(g_dtp);	/* kills the processes created by -c */
	exit(E_ERROR);
}

static void __attribute__((format(printf, 1, 2)))
error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
}

static int
quiet(void)
{
	int64_t v = 0;

	return g_dtp != NULL && dtrace_getopt(g_dtp, "quiet", &v) == 0 &&
	    v != 0;
}

/* a message -q (or the quiet option) suppresses */
static void __attribute__((format(printf, 1, 2)))
notice(const char *fmt, ...)
{
	va_list ap;

	if (quiet())
		return;
	va_start(ap, fmt);
	verror(fmt, ap);
	va_end(ap);
}

static void __attribute__((format(printf, 1, 2)))
oprintf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(g_ofp, fmt, ap);
	va_end(ap);
	if (n < 0) {
		if (errno != EINTR)
			fatal("failed to write to %s",
			    g_ofile != NULL ? g_ofile : "<stdout>");
		clearerr(g_ofp);
	}
}

/*
 * The output written so far, pushed out: a write that failed (a full
 * device, a file that takes no writes) ends dtrace with the file's name and
 * the reason; a closed pipe ends it quietly, as SIGPIPE would.
 */
static void
flush_output(void)
{
	int err;

	if (fflush(g_ofp) != EOF && !ferror(g_ofp))
		return;
	err = errno != 0 ? errno : EIO;
	if (err == EINTR) {
		clearerr(g_ofp);
		return;
	}
	dtrace_close(g_dtp);	/* kills the processes created by -c */
	if (err == EPIPE)
		exit(E_ERROR);
	g_ofp = NULL;
	errno = err;
	fatal("failed to write to %s", g_ofile != NULL ? g_ofile : "<stdout>");
}

/* ---- pass 1: reading the command line ---------------------------------- */

static void
opt_mode(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	cl->cl_mode = (dmode_t)od->od_value;
	cl->cl_nmodes++;
	if (cl->cl_mode == DMODE_LIST)
		cl->cl_cflags |= DTRACE_C_ZDEFS;	/* -l implies -Z */
}

static void
opt_cflag(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	cl->cl_cflags |= (unsigned)od->od_value;
}

static void
opt_noexec(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	cl->cl_exec = 0;
	cl->cl_cflags |= DTRACE_C_NOEXEC;
}

static void
opt_verbose(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	cl->cl_verbose++;
}

static void
opt_output(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	g_ofile = arg;
}

/* an option DTrace has that this implementation does not support yet */
static void
opt_unsup(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	if (cl->cl_unsup == NULL)
		cl->cl_unsup = od->od_optname;
	if (od->od_value == DMODE_OTHER)
		opt_mode(cl, od, arg);
}

/* -32 and -64: the data model; only the native 64-bit one exists here */
static void
opt_model(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	if (strcmp(arg, od->od_letter == '3' ? "2" : "4") != 0) {
		fprintf(stderr, "%s: illegal option -- %c%s\n", g_pname,
		    od->od_letter, arg);
		exit(usage(stderr));
	}
	if (od->od_letter == '3' && cl->cl_unsup == NULL)
		cl->cl_unsup = "-32";
}

/* ---- pass 2: options and programs, in command-line order -------------- */

static void
opt_setopt(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	if (dtrace_setopt(g_dtp, od->od_optname, arg) != 0) {
		if (arg != NULL)
			dfatal("failed to set -%c %s", od->od_letter, arg);
		dfatal("failed to set -%c", od->od_letter);
	}
}

/*
 * --libxo SPEC (FreeBSD's, also --libxo=SPEC): the output's form, as
 * -x oformat; of libxo's flags after it only "pretty" is taken (and does
 * nothing: the JSON stays one object a line)
 */
static void
opt_libxo(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	char *save = NULL, *w, *fmt = NULL;

	for (w = strtok_r(arg, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save)) {
		if (fmt == NULL)
			fmt = w;
		else if (strcmp(w, "pretty") != 0)
			fatal("unsupported --libxo flag: %s\n", w);
	}
	if (fmt == NULL || dtrace_setopt(g_dtp, "oformat", fmt) != 0)
		dfatal("failed to set --libxo %s", fmt != NULL ? fmt : "");
}

static void
opt_x(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	char *val = strchr(arg, '=');

	if (val != NULL)
		*val++ = '\0';
	if (dtrace_setopt(g_dtp, arg, val) != 0)
		dfatal("failed to set -x %s", arg);
}

static void
opt_prog(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	dcmd_t *dcp = &cl->cl_cmds[cl->cl_ncmds++];

	dcp->dc_arg = arg;
	dcp->dc_spec = (dtrace_probespec_t)od->od_value;
	dcp->dc_prog = NULL;
}

/* ---- pass 3: target processes ------------------------------------------ */

/* split -c's command on blanks, as illumos does (no shell quoting) */
static char **
make_argv(char *s)
{
	static const char ws[] = "\f\n\r\t\v ";
	char **argv = malloc(sizeof (char *) * (strlen(s) / 2 + 2));
	char *p, *save = NULL;
	int argc = 0;

	if (argv == NULL)
		return NULL;
	for (p = strtok_r(s, ws, &save); p != NULL;
	    p = strtok_r(NULL, ws, &save))
		argv[argc++] = p;
	if (argc == 0)
		argv[argc++] = s;
	argv[argc] = NULL;
	return argv;
}

static void
opt_create(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	char **v;
	pid_t pid;

	if ((v = make_argv(arg)) == NULL)
		fatal("failed to allocate memory");
	pid = dtrace_proc_create(g_dtp, v[0], v);
	free(v);
	if (pid < 0)
		dfatal(NULL);
	cl->cl_pids[cl->cl_npids++] = pid;
}

static void
opt_grab(cmdline_t *cl, const doptdesc_t *od, char *arg)
{
	char *end;
	long pid;

	errno = 0;
	pid = strtol(arg, &end, 10);
	if (errno != 0 || end == arg || *end != '\0')
		fatal("invalid pid: %s\n", arg);
	if (dtrace_proc_grab(g_dtp, (pid_t)pid) != 0)
		dfatal(NULL);
	cl->cl_pids[cl->cl_npids++] = (pid_t)pid;
}

#define SPEC(c, s)	{ c, 1, 2, opt_prog, NULL, DTRACE_PROBESPEC_##s }
#define UNSUP(c, a)	{ c, a, 1, opt_unsup, (const char []){ '-', c, 0 }, \
			  DMODE_EXEC }
#define UNSUPMODE(c)	{ c, 0, 1, opt_unsup, (const char []){ '-', c, 0 }, \
			  DMODE_OTHER }

/* letter, takes an argument, pass, action, option name, spec/flag/mode */
static const doptdesc_t doptdescs[] = {
	{ '3', 1, 1, opt_model, NULL, 0 },
	{ '6', 1, 1, opt_model, NULL, 0 },
	{ 'a', 0, 2, opt_setopt, "grabanon", 0 }, UNSUPMODE('A'),
	{ 'b', 1, 2, opt_setopt, "bufsize", 0 },
	{ 'c', 1, 3, opt_create, NULL, 0 },
	{ 'C', 0, 1, opt_cflag, NULL, DTRACE_C_CPP },
	{ 'D', 1, 2, opt_setopt, "define", 0 },
	{ 'e', 0, 1, opt_noexec, NULL, 0 },
	SPEC('f', FUNC),
	{ 'F', 0, 2, opt_setopt, "flowindent", 0 },
	{ 'G', 0, 1, opt_mode, NULL, DMODE_OBJECT },
	{ 'h', 0, 1, opt_mode, NULL, DMODE_HEADER },
	{ 'H', 0, 2, opt_setopt, "cpphdrs", 0 },
	SPEC('i', NAME),
	{ 'I', 1, 2, opt_setopt, "incdir", 0 },
	{ 'l', 0, 1, opt_mode, NULL, DMODE_LIST },
	{ 'L', 1, 2, opt_setopt, "libdir", 0 },
	SPEC('m', MOD), SPEC('n', NAME),
	{ 'o', 1, 1, opt_output, NULL, 0 },
	{ 'O', 0, 2, opt_setopt, "exitaggs", 0 },
	{ OPT_LIBXO, 1, 2, opt_libxo, NULL, 0 },
	{ 'p', 1, 3, opt_grab, NULL, 0 },
	SPEC('P', PROVIDER),
	{ 'q', 0, 2, opt_setopt, "quiet", 0 },
	SPEC('s', NONE),
	{ 'S', 0, 1, opt_cflag, NULL, DTRACE_C_DIFV },
	{ 'U', 1, 2, opt_setopt, "undef", 0 },
	{ 'v', 0, 1, opt_verbose, NULL, 0 },
	{ 'V', 0, 1, opt_mode, NULL, DMODE_VERS },
	{ 'w', 0, 2, opt_setopt, "destructive", 0 },
	{ 'x', 1, 2, opt_x, NULL, 0 },
	{ 'X', 1, 2, opt_setopt, "stdc", 0 },
	{ 'Z', 0, 1, opt_cflag, NULL, DTRACE_C_ZDEFS },
};

#define NDOPTS	(sizeof (doptdescs) / sizeof (doptdescs[0]))

static const doptdesc_t *
dopt_lookup(int c)
{
	size_t i;

	for (i = 0; i < NDOPTS; i++) {
		if (doptdescs[i].od_letter == c)
			return &doptdescs[i];
	}
	return NULL;
}

/* "+:" (stop at operands, report missing arguments) and the letters */
static void
make_optstr(char *buf)
{
	size_t i;

	*buf++ = '+';
	*buf++ = ':';
	for (i = 0; i < NDOPTS; i++) {
		if (doptdescs[i].od_letter == OPT_LIBXO)
			continue;
		*buf++ = doptdescs[i].od_letter;
		if (doptdescs[i].od_hasarg)
			*buf++ = ':';
	}
	*buf = '\0';
}

static int
bad_option(int c)
{
	if (c == ':')
		fprintf(stderr, "%s: option requires an argument -- %c\n",
		    g_pname, optopt);
	else
		fprintf(stderr, "%s: illegal option -- %c\n", g_pname, optopt);
	return usage(stderr);
}

/*
 * Pass 1.  Options may follow operands (as in "dtrace -s x.d 1 -q"): after
 * each operand, option parsing resumes.  Returns 0 or an exit status.
 */
static int
parse_args(cmdline_t *cl, int argc, char *argv[])
{
	char optstr[2 + 2 * NDOPTS + 1];
	const doptdesc_t *od;
	int c;

	make_optstr(optstr);
	opterr = 0;
	optind = 1;
	while (optind < argc) {
		for (;;) {
			/* --libxo, the one long option (getopt would take
			 * it for letters); never in the middle of letters */
			if (optind < argc &&
			    strncmp(argv[optind], "--libxo", 7) == 0 &&
			    (argv[optind][7] == '=' || argv[optind][7] == '\0')) {
				char *a = argv[optind][7] == '=' ?
				    argv[optind] + 8 : argv[++optind];

				if (a == NULL) {
					fprintf(stderr, "%s: option requires an "
					    "argument -- libxo\n", g_pname);
					return usage(stderr);
				}
				optind++;
				cl->cl_opts[cl->cl_nopts++] =
				    (dopt_t){ OPT_LIBXO, a };
				continue;
			}
			if ((c = getopt(argc, argv, optstr)) == -1)
				break;
			if (c == '?' || c == ':' || (od = dopt_lookup(c)) == NULL)
				return bad_option(c);
			if (od->od_pass == 1)
				od->od_func(cl, od, optarg);
			else
				cl->cl_opts[cl->cl_nopts++] =
				    (dopt_t){ c, optarg };
		}
		if (optind < argc)
			cl->cl_argv[cl->cl_argc++] = argv[optind++];
	}
	return 0;
}

/* passes 2 and 3 over the options kept by pass 1 */
static void
run_pass(cmdline_t *cl, int pass)
{
	const doptdesc_t *od;
	int i;

	for (i = 0; i < cl->cl_nopts; i++) {
		od = dopt_lookup(cl->cl_opts[i].do_letter);
		if (od->od_pass == pass)
			od->od_func(cl, od, cl->cl_opts[i].do_arg);
	}
}

/* ---- pass 4: compiling ------------------------------------------------- */

static void
compile_file(cmdline_t *cl, dcmd_t *dcp)
{
	char *arg0 = cl->cl_argv[0];
	FILE *fp;

	const char *why;

	if ((fp = fopen(dcp->dc_arg, "r")) == NULL)
		fatal("failed to open %s", dcp->dc_arg);
	if ((why = dtrace_script_refused(fp)) != NULL)
		fatal("failed to open %s: %s\n", dcp->dc_arg, why);
	cl->cl_argv[0] = dcp->dc_arg;		/* $0 is the script */
	dcp->dc_prog = dtrace_program_fcompile(g_dtp, fp, dcp->dc_arg,
	    cl->cl_cflags, cl->cl_argc, cl->cl_argv);
	if (dcp->dc_prog == NULL)
		dfatal("failed to compile script %s", dcp->dc_arg);
	cl->cl_argv[0] = arg0;
	fclose(fp);
	dcp->dc_desc = "script";
}

static void
compile_str(cmdline_t *cl, dcmd_t *dcp)
{
	char *p;

	dcp->dc_prog = dtrace_program_strcompile(g_dtp, dcp->dc_arg,
	    dcp->dc_spec, cl->cl_cflags | DTRACE_C_PSPEC, cl->cl_argc,
	    cl->cl_argv);
	if (dcp->dc_prog == NULL)
		dfatal("invalid probe specifier %s", dcp->dc_arg);
	if ((p = strpbrk(dcp->dc_arg, "{/;")) != NULL)
		*p = '\0';			/* crop the name for reporting */
	dcp->dc_desc = "description";
}

static void
compile_all(cmdline_t *cl)
{
	int i;

	for (i = 0; i < cl->cl_ncmds; i++) {
		if (cl->cl_cmds[i].dc_spec == DTRACE_PROBESPEC_NONE)
			compile_file(cl, &cl->cl_cmds[i]);
		else
			compile_str(cl, &cl->cl_cmds[i]);
	}
}

/* ---- output ------------------------------------------------------------ */

static void
open_output(void)
{
	static char buf[OUTBUFSIZE];

	g_ofp = stdout;
	if (g_ofile != NULL && (g_ofp = fopen(g_ofile, "a")) == NULL)
		fatal("failed to open output file '%s'", g_ofile);
	setvbuf(g_ofp, buf, _IOFBF, OUTBUFSIZE);
}

/* ---- -l: listing probes ------------------------------------------------ */

/* -lv: the stability and the argument types, as illumos prints them */
static void
list_args(uint32_t id)
{
	static const char *const parts[] = { "Probe Description Attributes",
	    "Argument Attributes" };
	const char *attrs[6];
	char buf[256];
	int i, n;

	if (dtrace_probe_attrs(g_dtp, id, attrs) == 0) {
		for (i = 0; i < 2; i++)
			oprintf("\n\t%s\n\t\tIdentifier Names: %s\n"
			    "\t\tData Semantics:   %s\n"
			    "\t\tDependency Class: %s\n", parts[i],
			    attrs[3 * i], attrs[3 * i + 1], attrs[3 * i + 2]);
	}
	oprintf("\n\tArgument Types\n");
	n = dtrace_probe_args(g_dtp, id, 0, buf, sizeof (buf));
	for (i = 0; i < n; i++) {
		if (dtrace_probe_args(g_dtp, id, i, buf, sizeof (buf)) < 0 ||
		    buf[0] == '\0')
			snprintf(buf, sizeof (buf), "(unknown)");
		oprintf("\t\targs[%d]: %s\n", i, buf);
	}
	if (n <= 0)
		oprintf("\t\tNone\n");
	oprintf("\n");
}

static int
list_probe(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd, void *arg)
{
	const cmdline_t *cl = arg;

	oprintf("%5d %10s %17s %33s %s\n", (int)pd->id, pd->prv, pd->mod,
	    pd->fun, pd->prb);
	if (cl->cl_verbose)
		list_args(pd->id);
	return 0;
}

static int
is_number(const char *s)
{
	if (*s == '\0')
		return 0;
	while (*s >= '0' && *s <= '9')
		s++;
	return *s == '\0';
}

/* s with each $target replaced by the first -c or -p process's id, as a
 * script's descriptions have it */
static char *
expand_target(cmdline_t *cl, const char *s)
{
	char *out, *o, pid[24];
	const char *p;
	size_t n = strlen(s) + 1;

	snprintf(pid, sizeof (pid), "%d", cl->cl_npids > 0 ?
	    (int)cl->cl_pids[0] : 0);
	for (p = s; (p = strstr(p, "$target")) != NULL; p += 7)
		n += strlen(pid);
	if ((out = o = malloc(n)) == NULL)
		fatal("failed to allocate memory");
	while ((p = strstr(s, "$target")) != NULL) {
		memcpy(o, s, (size_t)(p - s));
		o += p - s;
		o = stpcpy(o, pid);
		s = p + 7;
	}
	strcpy(o, s);
	return out;
}

/* list the probes one description (no blanks around it) names */
static void
list_desc(cmdline_t *cl, const dcmd_t *dcp, const char *text)
{
	dtrace_probedesc_t pd;
	char *s = expand_target(cl, text);

	if (dcp->dc_spec == DTRACE_PROBESPEC_NAME && dcp->dc_arg[0] != '\0' &&
	    is_number(s) && strchr(dcp->dc_arg, ':') == NULL) {
		memset(&pd, 0, sizeof (pd));	/* -i id, or -n id */
		pd.id = (uint32_t)strtoul(s, NULL, 10);
	} else if (dtrace_str2desc(g_dtp, dcp->dc_spec, s, &pd) != 0) {
		error("invalid probe specifier %s: %s\n", text,
		    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
		free(s);
		return;
	}
	free(s);
	if (dtrace_probe_iter(g_dtp, &pd, list_probe, cl) != 0)
		error("failed to match %s:%s:%s:%s: %s\n", pd.prv, pd.mod,
		    pd.fun, pd.prb, dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
}

/* a -n & co text, cropped: its comma-separated descriptions */
static void
list_cmd(cmdline_t *cl, const dcmd_t *dcp)
{
	static const char ws[] = " \t\n\r\f\v";
	char *copy, *p, *save = NULL, *e;

	if (dcp->dc_spec == DTRACE_PROBESPEC_NONE) {	/* -s: its clauses' */
		(void)dtrace_program_probe_iter(g_dtp, dcp->dc_prog,
		    list_probe, cl);
		return;
	}
	if ((copy = strdup(dcp->dc_arg)) == NULL)
		fatal("failed to allocate memory");
	for (p = strtok_r(copy, ",", &save); p != NULL;
	    p = strtok_r(NULL, ",", &save)) {
		p += strspn(p, ws);
		for (e = p + strlen(p); e > p && strchr(ws, e[-1]); e--)
			continue;
		*e = '\0';
		list_desc(cl, dcp, p);
	}
	free(copy);
}

static int
list_mode(cmdline_t *cl)
{
	int i;

	open_output();
	oprintf("%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE",
	    "FUNCTION", "NAME");
	for (i = 0; i < cl->cl_ncmds; i++)
		list_cmd(cl, &cl->cl_cmds[i]);
	if (cl->cl_ncmds == 0)
		(void) dtrace_probe_iter(g_dtp, NULL, list_probe, cl);
	fflush(g_ofp);
	dtrace_close(g_dtp);
	return E_SUCCESS;
}

/* ---- enabling and tracing ---------------------------------------------- */

static void
exec_prog(cmdline_t *cl, const dcmd_t *dcp)
{
	dtrace_proginfo_t dpi;

	memset(&dpi, 0, sizeof (dpi));
	if (dtrace_program_exec(g_dtp, dcp->dc_prog, &dpi) == -1)
		dfatal("failed to enable '%s'", dcp->dc_arg);
	if (cl->cl_exec)
		notice("%s '%s' matched %d probe%s\n", dcp->dc_desc,
		    dcp->dc_arg, dpi.dpi_matches,
		    dpi.dpi_matches == 1 ? "" : "s");
	cl->cl_total += dpi.dpi_matches;
}

static int
err_handler(const dtrace_errdata_t *e, void *arg)
{
	error("%s\n", e->dteda_msg);
	return DTRACE_HANDLE_OK;
}

static int
drop_handler(const dtrace_dropdata_t *d, void *arg)
{
	error("%s\n", d->dtdda_msg);
	return DTRACE_HANDLE_OK;
}

static int
proc_handler(const dtrace_procdata_t *p, void *arg)
{
	notice("%s\n", p->dtpd_msg);
	return DTRACE_HANDLE_OK;
}

static void
progress_handler(dtrace_hdl_t *dtp, const char *msg, void *arg)
{
	notice("%s\n", msg);
}

static void
set_handlers(void)
{
	if (dtrace_handle_err(g_dtp, err_handler, NULL) == -1)
		dfatal("failed to establish error handler");
	if (dtrace_handle_drop(g_dtp, drop_handler, NULL) == -1)
		dfatal("failed to establish drop handler");
	if (dtrace_handle_proc(g_dtp, proc_handler, NULL) == -1)
		dfatal("failed to establish proc handler");
	if (dtrace_handle_progress(g_dtp, progress_handler, NULL) == -1)
		dfatal("failed to establish progress handler");
}

/* the sizes and rates the library may lower when tracing starts */
static const struct {
	const char *name, *optname;
	int israte;
} tunables[] = {
	{ "buffer size", "bufsize", 0 },
	{ "aggregation size", "aggsize", 0 },
	{ "speculation size", "specsize", 0 },
	{ "dynamic variable size", "dynvarsize", 0 },
	{ "cleaning rate", "cleanrate", 1 },
	{ "status rate", "statusrate", 1 },
};

#define NTUNABLES	(sizeof (tunables) / sizeof (tunables[0]))
#define NANOSEC		1000000000LL

static void
report_size(const char *name, int64_t before, int64_t now)
{
	int64_t mul = 10;
	int j = 0;

	if (now <= 0 || now >= before - (int64_t)sizeof (uint64_t))
		return;
	for (; mul < 63 && (INT64_C(1) << mul) <= now; j++, mul += 10)
		continue;
	if (!(now & ((INT64_C(1) << (mul - 10)) - 1)))
		error("%s lowered to %lld%c\n", name,
		    (long long)(now >> (mul - 10)), " kmgtpe"[j]);
	else
		error("%s lowered to %lld bytes\n", name, (long long)now);
}

static void
report_rate(const char *name, int64_t before, int64_t now)
{
	const char *dir = now > before ? "reduced" : "increased";

	if (now <= 0 || now == before)
		return;
	if (now <= NANOSEC && NANOSEC % now == 0)
		error("%s %s to %lld hz\n", name, dir,
		    (long long)(NANOSEC / now));
	else if (now % NANOSEC == 0)
		error("%s %s to once every %lld seconds\n", name, dir,
		    (long long)(now / NANOSEC));
	else
		error("%s %s to once every %lld nanoseconds\n", name, dir,
		    (long long)now);
}

/* start tracing; say which sizes and rates the library had to change */
static void
go(void)
{
	int64_t before[NTUNABLES], now, quiet;
	size_t i;

	for (i = 0; i < NTUNABLES; i++) {
		if (dtrace_getopt(g_dtp, tunables[i].optname, &before[i]) != 0)
			fatal("couldn't get option %s\n", tunables[i].optname);
	}
	if (dtrace_go(g_dtp) == -1)
		dfatal("could not enable tracing");
	/* -x quietresize: sizes are lowered silently */
	if (dtrace_getopt(g_dtp, "quietresize", &quiet) != 0)
		quiet = 0;
	for (i = 0; i < NTUNABLES; i++) {
		if (dtrace_getopt(g_dtp, tunables[i].optname, &now) != 0)
			continue;
		if (tunables[i].israte)
			report_rate(tunables[i].name, before[i], now);
		else if (quiet <= 0)
			report_size(tunables[i].name, before[i], now);
	}
}

/* first SIGINT/SIGTERM: stop tracing; second: give up on the output */
static void
intr(int sig)
{
	(void)sig;
	if (!g_intr)
		g_newline = 1;
	if (g_intr)
		g_impatient = 1;
	g_intr = 1;
	dtrace_request_stop(g_dtp);
}

static void
catch_signals(void)
{
	static const int sigs[] = { SIGINT, SIGTERM };
	struct sigaction act, oact;
	size_t i;

	memset(&act, 0, sizeof (act));
	sigemptyset(&act.sa_mask);
	act.sa_flags = 0;		/* no SA_RESTART: wake up the sleep */
	act.sa_handler = intr;
	for (i = 0; i < sizeof (sigs) / sizeof (sigs[0]); i++) {
		if (sigaction(sigs[i], NULL, &oact) == 0 &&
		    oact.sa_handler != SIG_IGN)
			sigaction(sigs[i], &act, NULL);
	}
}

/*
 * Consume until exit(), a signal or the end of the targets; then stop
 * (which fires END) and consume once more for END's output.
 */
/* -x oformat=json, bt or btjson: nothing may be written around the
 * formatter's output (bpftrace's layouts put their own newlines at the end) */
static int
structured(void)
{
	int64_t v = 0;

	return dtrace_getopt(g_dtp, "oformat", &v) == 0 && v != 0;
}

static void
trace_loop(void)
{
	int done = 0, stopped = 0;
	dtrace_workstatus_t st;

	for (;;) {
		if (!g_intr && !done)
			dtrace_sleep(g_dtp);
		if (g_newline) {	/* under the ^C, even when quiet */
			if (!structured())
				oprintf("\n");
			g_newline = 0;
		}
		if ((done || g_intr) && !stopped) {
			if (dtrace_stop(g_dtp) == -1)
				dfatal("couldn't stop tracing");
			stopped = 1;
		}
		if (g_impatient)
			break;
		errno = 0;
		st = dtrace_work(g_dtp, g_ofp, NULL, NULL, NULL);
		if (ferror(g_ofp))
			flush_output();
		if (st == DTRACE_WORKSTATUS_ERROR && !g_impatient &&
		    dtrace_errno(g_dtp) != EINTR)
			dfatal("processing aborted");
		flush_output();
		if (stopped || g_impatient)
			break;
		if (st == DTRACE_WORKSTATUS_DONE)
			done = 1;
	}
}

static int
exec_mode(cmdline_t *cl)
{
	int64_t v = 0;
	int i, status;

	open_output();
	for (i = 0; i < cl->cl_ncmds; i++)
		exec_prog(cl, &cl->cl_cmds[i]);
	if (!cl->cl_exec) {			/* -e */
		/* -S, or -x verbose (DTrace's same compiler flag) */
		if (((cl->cl_cflags & DTRACE_C_DIFV) || (dtrace_getopt(g_dtp,
		    "verbose", &v) == 0 && v > 0)) &&
		    dtrace_program_gen(g_dtp, stderr) != 0)
			dfatal("failed to generate code");
		dtrace_close(g_dtp);
		return E_SUCCESS;
	}
	/* -a alone claims the anonymous state's enablings */
	if (cl->cl_total == 0 && !(cl->cl_cflags & DTRACE_C_ZDEFS) &&
	    !(dtrace_getopt(g_dtp, "grabanon", &v) == 0 && v > 0))
		dfatal("no probes %s\n", cl->cl_ncmds ? "matched" : "specified");
	go();
	if (dtrace_getopt(g_dtp, "destructive", &v) == 0 && v != 0)
		notice("allowing destructive actions\n");
	catch_signals();
	for (i = 0; i < cl->cl_npids; i++) {
		if (dtrace_proc_continue(g_dtp, cl->cl_pids[i]) != 0)
			dfatal(NULL);
	}
	trace_loop();
	if (!structured())
		oprintf("\n");
	errno = 0;
	if (!g_impatient && dtrace_aggregate_print(g_dtp, g_ofp, NULL) == -1 &&
	    dtrace_errno(g_dtp) != EINTR && !ferror(g_ofp))
		dfatal("failed to print aggregations");
	flush_output();
	status = dtrace_exit_status(g_dtp);
	dtrace_close(g_dtp);
	return status;
}

/* ---- main -------------------------------------------------------------- */

static void
cmdline_init(cmdline_t *cl, int argc, char *argv[])
{
	size_t n = (size_t)argc + 1;

	memset(cl, 0, sizeof (*cl));
	cl->cl_mode = DMODE_EXEC;
	cl->cl_exec = 1;
	cl->cl_argv = calloc(n, sizeof (char *));
	cl->cl_opts = calloc(n, sizeof (dopt_t));
	cl->cl_cmds = calloc(n, sizeof (dcmd_t));
	cl->cl_pids = calloc(n, sizeof (pid_t));
	if (cl->cl_argv == NULL || cl->cl_opts == NULL ||
	    cl->cl_cmds == NULL || cl->cl_pids == NULL)
		fatal("failed to allocate memory for arguments");
	cl->cl_argv[cl->cl_argc++] = argv[0];	/* $0 */
}

/* what pass 1 found that ends the command before opening the library */
/*
 * -h and -G: from the providers each -s script defines, a header (by
 * default the script's name with .h for .d) or an object defining the
 * probes' semaphores (by default with .o)
 */
static int
usdt_mode(cmdline_t *cl)
{
	const char *ext = cl->cl_mode == DMODE_HEADER ? ".h" : ".o";
	char path[4096];
	const char *file, *base, *dot;
	int i, n = 0, rc;
	FILE *in, *out;

	for (i = 0; i < cl->cl_nopts; i++) {
		if (cl->cl_opts[i].do_letter != 's')
			continue;
		file = cl->cl_opts[i].do_arg;
		if (g_ofile != NULL) {
			snprintf(path, sizeof (path), "%s", g_ofile);
		} else {
			base = strrchr(file, '/') != NULL ?
			    strrchr(file, '/') + 1 : file;
			dot = strrchr(base, '.');
			snprintf(path, sizeof (path), "%.*s%s", dot != NULL ?
			    (int)(dot - base) : (int)strlen(base), base, ext);
		}
		if ((in = fopen(file, "r")) == NULL)
			fatal("failed to open %s: %s\n", file, strerror(errno));
		if (cl->cl_mode == DMODE_HEADER) {
			if ((out = fopen(path, "w")) == NULL)
				fatal("failed to open %s: %s\n", path,
				    strerror(errno));
			rc = dtrace_provider_header(g_dtp, in, file, out);
			if (fclose(out) != 0 && rc == 0)
				fatal("failed to write %s: %s\n", path,
				    strerror(errno));
		} else {
			rc = dtrace_provider_object(g_dtp, in, file, path);
		}
		fclose(in);
		if (rc != 0) {
			unlink(path);
			fatal("%s\n", dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
		}
		n++;
	}
	if (n == 0)
		fatal("-%c requires a script (-s)\n",
		    cl->cl_mode == DMODE_HEADER ? 'h' : 'G');
	dtrace_close(g_dtp);
	return E_SUCCESS;
}

static int
check_args(const cmdline_t *cl)
{
	if (cl->cl_nmodes > 1) {
		fprintf(stderr, "%s: only one of the [-AGhlV] options can be "
		    "specified at a time\n", g_pname);
		return E_USAGE;
	}
	if (cl->cl_mode == DMODE_VERS) {	/* the D version, then ours */
		return printf("%s: %s\n%s: version %s\n", g_pname,
		    DTRACE_VERSION_STRING, g_pname,
		    dtrace_project_version()) <= 0 ? E_ERROR : E_SUCCESS;
	}
	if (cl->cl_unsup == NULL && cl->cl_verbose && cl->cl_mode != DMODE_LIST)
		return fprintf(stderr, "%s: -v is not supported yet (except "
		    "with -l)\n", g_pname), E_ERROR;
	if (cl->cl_unsup != NULL) {
		fprintf(stderr, "%s: %s is not supported yet\n", g_pname,
		    cl->cl_unsup);
		return E_ERROR;
	}
	return -1;
}

/*
 * The library checks the privileges when it opens, as illumos's opens the
 * device; what only compiles (-e, -h, -G) needs none, as on illumos, where
 * it then opens without the device (-l does need them, and so does -e -S
 * here: BPF code names maps, which only the kernel makes).  Without them,
 * what is missing is said after illumos's words.
 */
static void
open_dtrace(const cmdline_t *cl)
{
	int err = 0, flags = 0;
	char why[256];

	if (cl->cl_mode == DMODE_HEADER || cl->cl_mode == DMODE_OBJECT ||
	    (cl->cl_mode == DMODE_EXEC && !cl->cl_exec &&
	    !(cl->cl_cflags & DTRACE_C_DIFV)))
		flags |= DTRACE_O_NODEV;
	if ((g_dtp = dtrace_open(DTRACE_VERSION, flags, &err)) != NULL)
		;
	else if (err == EDT_ACCESS && dtrace_privileges(why, sizeof (why)) != 0)
		fatal("failed to initialize dtrace: %s: %s\n",
		    dtrace_errmsg(NULL, err), why);
	else
		fatal("failed to initialize dtrace: %s\n",
		    dtrace_errmsg(NULL, err));
	(void) dtrace_setopt(g_dtp, "bufsize", "4m");
	(void) dtrace_setopt(g_dtp, "aggsize", "4m");
}

static void
cmdline_free(cmdline_t *cl)
{
	free(cl->cl_argv);
	free(cl->cl_opts);
	free(cl->cl_cmds);
	free(cl->cl_pids);
}

static int
run(cmdline_t *cl, int argc, char *argv[])
{
	int rv;

	if ((rv = parse_args(cl, argc, argv)) != 0)
		return rv;
	if ((rv = check_args(cl)) >= 0)
		return rv;
	open_dtrace(cl);
	if (cl->cl_mode == DMODE_HEADER || cl->cl_mode == DMODE_OBJECT)
		return usdt_mode(cl);
	run_pass(cl, 2);
	run_pass(cl, 3);
	compile_all(cl);
	if (cl->cl_mode == DMODE_LIST)
		return list_mode(cl);
	set_handlers();
	return exec_mode(cl);
}

int
main(int argc, char *argv[])
{
	cmdline_t cl;
	char *p;
	int rv;

	if (argv[0] != NULL && (p = strrchr(argv[0], '/')) != NULL)
		g_pname = p + 1;
	else if (argv[0] != NULL)
		g_pname = argv[0];
	if (argc <= 1)
		return usage(stderr);
	cmdline_init(&cl, argc, argv);
	rv = run(&cl, argc, argv);
	cmdline_free(&cl);
	return rv;
}
