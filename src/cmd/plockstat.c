/*
 * plockstat -- user-level lock statistics, as Solaris' plockstat(1M)
 * reports them, built on libdtrace's public API.
 *
 *	plockstat [-ACHV] [-e secs] [-n count] [-s depth] [-x opt[=val]]
 *	    command [arg...] | -p pid
 *
 * The C library here has no lock probes of its own, so the D program this
 * writes watches pthread_mutex_lock/unlock and the rwlock functions with
 * the pid provider: a lock call that makes a futex(2) wait is a block
 * (contention, -C), the time from its return to the unlock a hold (-H).
 * A mutex lock call that finds the mutex held by another thread at its
 * entry and gets it without a futex wait has spun (-C too): adaptive
 * mutexes spin in user space, normal ones retry once before they wait.
 * Each event is reported by lock and caller (or, with -s, stack): count
 * and average nanoseconds.
 */
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dtrace.h"

static const char *g_pname = "plockstat";
static dtrace_hdl_t *g_dtp;
static volatile sig_atomic_t g_intr;

static void __attribute__((format(printf, 1, 2), noreturn))
fatal(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", g_pname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	if (g_dtp != NULL && fmt[strlen(fmt) - 1] != '\n')
		fprintf(stderr, ": %s\n", dtrace_errmsg(g_dtp,
		    dtrace_errno(g_dtp)));
	exit(1);
}

static int
usage(void)
{
	fprintf(stderr, "Usage: %s [-vACHV] [-n count] [-s depth] "
	    "[-e secs] [-x opt[=val]]\n\t\t command [arg...]\n"
	    "       %s [-vACHV] [-n count] [-s depth] [-e secs] "
	    "[-x opt[=val]]\n\t\t -p pid\n", g_pname, g_pname);
	return 2;
}

/* the events: what a lock function's call counts as */
static const struct {
	const char *ev_title;
	const char *ev_agg;		/* aggregation name stem */
	int ev_hold;			/* -H (else -C) */
} g_events[] = {
	{ "Mutex hold", "mh", 1 },
	{ "Mutex block", "mb", 0 },
	{ "Mutex spin", "ms", 0 },
	{ "R/W reader hold", "rh", 1 },
	{ "R/W writer hold", "wh", 1 },
	{ "R/W reader block", "rb", 0 },
	{ "R/W writer block", "wb", 0 },
};

#define NEVENTS	(sizeof(g_events) / sizeof(g_events[0]))

/* append to a growing program text */
static void __attribute__((format(printf, 2, 3)))
emit(char **bufp, const char *fmt, ...)
{
	va_list ap;
	char *more, *n;

	va_start(ap, fmt);
	if (vasprintf(&more, fmt, ap) < 0)
		fatal("out of memory\n");
	va_end(ap);
	if (asprintf(&n, "%s%s", *bufp != NULL ? *bufp : "", more) < 0)
		fatal("out of memory\n");
	free(*bufp);
	free(more);
	*bufp = n;
}

/*
 * The D program.  A lock function's caller is the return address on the
 * stack at its entry; with -s, the stack.  KEY is what each event is
 * aggregated by.
 */
static char *
program(int hold, int cont, int depth)
{
	static const struct {
		const char *fn, *unlock, *ev;
		int spins;		/* has spin events */
	} locks[] = {
		{ "pthread_mutex_lock", "pthread_mutex_unlock", "m", 1 },
		{ "pthread_rwlock_rdlock", "pthread_rwlock_unlock", "r", 0 },
		{ "pthread_rwlock_wrlock", "pthread_rwlock_unlock", "w", 0 },
	};
	const char *key = depth > 0 ? "ustack(%d)" : "uaddr(self->%s_c)";
	char *p = NULL, k[64];
	size_t i;

	emit(&p, "#pragma D option quiet\n#pragma D option aggsortrev\n");
	if (depth > 0)
		emit(&p, "#pragma D option ustackframes=%d\n", depth);
	for (i = 0; i < sizeof(locks) / sizeof(locks[0]); i++) {
		const char *e = locks[i].ev;

		if (depth > 0)
			snprintf(k, sizeof(k), key, depth);
		else
			snprintf(k, sizeof(k), key, e);
		emit(&p, "pid$target:libc.so.6:%s:entry\n{\n"
		    "\tself->%s_l = arg0;\n"
		    "\tself->%s_c = *(uint64_t *)copyin(uregs[R_SP], 8);\n"
		    "\tself->%s_t = timestamp;\n\tself->%s_b = 0;\n",
		    locks[i].fn, e, e, e, e);
		/* a mutex found held (its lock word, the int at offset 0,
		 * non-zero), by another thread (the owner's tid at offset 8
		 * is not ours: not a recursive lock) */
		if (cont && locks[i].spins)
			emit(&p, "\tthis->w = (int *)copyin(arg0, 12);\n"
			    "\tself->%s_w = this->w[0] != 0 && "
			    "this->w[2] != tid;\n", e);
		emit(&p, "}\n\nsyscall::futex:entry\n/self->%s_l/\n{\n"
		    "\tself->%s_b = 1;\n}\n\n", e, e);
		if (cont)
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && self->%s_b && arg1 == 0/\n{\n"
			    "\t@%sb_n[uaddr(self->%s_l), %s] = count();\n"
			    "\t@%sb_t[uaddr(self->%s_l), %s] = "
			    "avg(timestamp - self->%s_t);\n}\n\n",
			    locks[i].fn, e, e, e, e, k, e, e, k, e);
		/* a spin: found held, then got without a futex wait */
		if (cont && locks[i].spins)
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && self->%s_w && !self->%s_b && "
			    "arg1 == 0/\n{\n"
			    "\t@%ss_n[uaddr(self->%s_l), %s] = count();\n"
			    "\t@%ss_t[uaddr(self->%s_l), %s] = "
			    "avg(timestamp - self->%s_t);\n}\n\n",
			    locks[i].fn, e, e, e, e, e, k, e, e, k, e);
		if (hold)
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && arg1 == 0/\n{\n"
			    "\t%s_held[self->%s_l, tid] = timestamp;\n"
			    "\t%s_by[self->%s_l, tid] = self->%s_c;\n}\n\n",
			    locks[i].fn, e, e, e, e, e, e);
		emit(&p, "pid$target:libc.so.6:%s:return\n/self->%s_l/\n{\n"
		    "\tself->%s_l = 0;\n\tself->%s_b = 0;\n",
		    locks[i].fn, e, e, e);
		if (cont && locks[i].spins)
			emit(&p, "\tself->%s_w = 0;\n", e);
		emit(&p, "}\n\n");
	}
	/* a hold ends at the unlock; an rwlock's, held for reading or for
	 * writing, at pthread_rwlock_unlock */
	for (i = 0; hold && i < sizeof(locks) / sizeof(locks[0]); i++) {
		const char *e = locks[i].ev;
		char by[64];

		snprintf(by, sizeof(by), "uaddr(%s_by[arg0, tid])", e);
		emit(&p, "pid$target:libc.so.6:%s:entry\n"
		    "/%s_held[arg0, tid]/\n{\n"
		    "\t@%sh_n[uaddr(arg0), %s] = count();\n"
		    "\t@%sh_t[uaddr(arg0), %s] = avg(timestamp - "
		    "%s_held[arg0, tid]);\n\t%s_held[arg0, tid] = 0;\n}\n\n",
		    locks[i].unlock, e, e, depth > 0 ? k : by, e,
		    depth > 0 ? k : by, e, e);
	}
	/* the report: each event's table, its lines by count */
	emit(&p, "END\n{\n");
	for (i = 0; i < NEVENTS; i++) {
		const char *a = g_events[i].ev_agg;

		if (g_events[i].ev_hold ? !hold : !cont)
			continue;
		emit(&p, "\tprintf(\"\\n%s\\n\\n%%5s %%8s %%-28s %%s\\n\", "
		    "\"Count\", \"nsec\", \"Lock\", \"%s\");\n"
		    "\tprintf(\"--------------------------------------------"
		    "-----------------------------------\\n\");\n",
		    g_events[i].ev_title, depth > 0 ? "" : "Caller");
		emit(&p, "\tprinta(\"%%5@u %%8@u %%-28A %s\\n\", @%s_n, "
		    "@%s_t);\n", depth > 0 ? "%k" : "%A", a, a);
	}
	emit(&p, "}\n");
	return p;
}

/*
 * The END clause wrote every event's table, lines by decreasing count;
 * print those with lines, each with at most count of them (-n).
 */
static void
print_report(char *buf, long count)
{
	char *line, *save = NULL, *table[4096];
	size_t n = 0, i, j;
	int intable = 0;

	for (line = strtok_r(buf, "\n", &save); ; line = strtok_r(NULL, "\n",
	    &save)) {
		for (j = 0; line != NULL && j < NEVENTS; j++)
			if (strcmp(line, g_events[j].ev_title) == 0)
				break;
		if (line == NULL || j < NEVENTS) {
			/* title, header, dashes, then the lines */
			if (intable && n > 3) {
				printf("\n%s\n\n", table[0]);
				for (i = 1; i < n && (count == 0 ||
				    i < 3 + (size_t)count); i++)
					printf("%s\n", table[i]);
			}
			if (line == NULL)
				break;
			intable = 1;
			n = 0;
		}
		if (intable && n < sizeof(table) / sizeof(table[0]))
			table[n++] = line;
	}
	fflush(stdout);
}

static void
on_signal(int sig)
{
	(void)sig;
	g_intr = 1;
}

int
main(int argc, char **argv)
{
	int hold = 0, cont = 0, verbose = 0, depth = 0, created = 0, c, err;
	long count = 0, secs = 0;
	pid_t pid = 0;
	dtrace_prog_t *prog;
	char *text, *end, *buf = NULL;
	size_t len = 0;
	FILE *report;
	time_t stop_at = 0;

	while ((c = getopt(argc, argv, "+ACHVvn:s:e:x:p:")) != -1) {
		switch (c) {
		case 'A':
			hold = cont = 1;
			break;
		case 'C':
			cont = 1;
			break;
		case 'H':
			hold = 1;
			break;
		case 'V':
			verbose = 2;
			break;
		case 'v':
			verbose = verbose > 1 ? verbose : 1;
			break;
		case 'n':
			count = strtol(optarg, &end, 10);
			if (*end != '\0' || count <= 0)
				return usage();
			break;
		case 's':
			depth = (int)strtol(optarg, &end, 10);
			if (*end != '\0' || depth <= 0 || depth > 64)
				return usage();
			break;
		case 'e':
			secs = strtol(optarg, &end, 10);
			if (*end != '\0' || secs <= 0)
				return usage();
			break;
		case 'p':
			pid = (pid_t)strtol(optarg, &end, 10);
			if (*end != '\0' || pid <= 0)
				return usage();
			break;
		case 'x':
			break;		/* set below, once the handle is open */
		default:
			return usage();
		}
	}
	if ((pid != 0) == (optind < argc))
		return usage();
	if (!hold && !cont)
		cont = 1;
	if ((g_dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		fprintf(stderr, "%s: failed to initialize dtrace: %s\n",
		    g_pname, dtrace_errmsg(NULL, err));
		return 1;
	}
	optind = 1;
	while ((c = getopt(argc, argv, "+ACHVvn:s:e:x:p:")) != -1) {
		char *eq;

		if (c != 'x')
			continue;
		if ((eq = strchr(optarg, '=')) != NULL)
			*eq++ = '\0';
		if (dtrace_setopt(g_dtp, optarg, eq) != 0)
			fatal("failed to set option -x %s", optarg);
	}
	if (pid != 0) {
		if (dtrace_proc_grab(g_dtp, pid) != 0)
			fatal("failed to grab pid %d", (int)pid);
	} else if ((pid = dtrace_proc_create(g_dtp, argv[optind],
	    argv + optind)) < 0) {
		fatal("failed to execute %s", argv[optind]);
	} else {
		created = 1;
	}
	text = program(hold, cont, depth);
	if (verbose > 1)
		fprintf(stderr, "%s", text);
	if ((prog = dtrace_program_strcompile(g_dtp, text,
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL)) == NULL)
		fatal("failed to compile program");
	free(text);
	if (dtrace_program_exec(g_dtp, prog, NULL) != 0 ||
	    dtrace_go(g_dtp) != 0)
		fatal("failed to enable probes");
	if (verbose)
		fprintf(stderr, "%s: tracing enabled for pid %d\n", g_pname,
		    (int)pid);
	if (created && dtrace_proc_continue(g_dtp, pid) != 0)
		fatal("failed to start %s", argv[optind]);
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	if (secs > 0)
		stop_at = time(NULL) + secs;
	/* the program prints only its report, at the end: kept to be
	 * filtered */
	if ((report = open_memstream(&buf, &len)) == NULL)
		fatal("out of memory\n");
	for (;;) {
		dtrace_workstatus_t st;

		if (g_intr || (stop_at != 0 && time(NULL) >= stop_at))
			break;
		dtrace_sleep(g_dtp);
		st = dtrace_work(g_dtp, report, NULL, NULL, NULL);
		if (st == DTRACE_WORKSTATUS_DONE)
			break;
		if (st == DTRACE_WORKSTATUS_ERROR && dtrace_errno(g_dtp) != EINTR)
			fatal("processing aborted");
	}
	if (dtrace_stop(g_dtp) != 0)
		fatal("couldn't stop tracing");
	(void)dtrace_work(g_dtp, report, NULL, NULL, NULL);
	fclose(report);
	print_report(buf, count);
	free(buf);
	dtrace_close(g_dtp);
	return 0;
}
