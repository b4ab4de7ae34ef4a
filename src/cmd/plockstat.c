/* SPDX-License-Identifier: Apache-2.0 */
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
 * and average nanoseconds, with -s a histogram of the times beside the
 * stack.
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

/* the lock functions of the C library that are watched */
static const struct {
	const char *fn, *unlock, *ev;
	int spins;			/* has spin events */
} g_locks[] = {
	{ "pthread_mutex_lock", "pthread_mutex_unlock", "m", 1 },
	{ "pthread_rwlock_rdlock", "pthread_rwlock_unlock", "r", 0 },
	{ "pthread_rwlock_wrlock", "pthread_rwlock_unlock", "w", 0 },
};

#define NLOCKS	(sizeof(g_locks) / sizeof(g_locks[0]))

#define MAXDEPTH	64	/* -s */
#define NBUCKETS	128	/* of a quantize() */

#define BAR	"---------------------------------------" \
		"----------------------------------------"

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
 * One event's aggregations, by lock and KEY (the caller, or the stack):
 * its count, its average time since SINCE and, for -s, their histogram.
 */
static void
emit_event(char **p, const char *agg, const char *lock, const char *key,
    const char *since, int depth)
{
	emit(p, "\t@%s_n[uaddr(%s), %s] = count();\n"
	    "\t@%s_t[uaddr(%s), %s] = avg(timestamp - %s);\n",
	    agg, lock, key, agg, lock, key, since);
	if (depth > 0)
		emit(p, "\t@%s_q[uaddr(%s), %s] = quantize(timestamp - %s);\n",
		    agg, lock, key, since);
}

/*
 * The D program.  A lock function's caller is the return address on the
 * stack at its entry; with -s, the stack: depth frames from that caller
 * on, taken one deeper, for the lock function's own frame that comes
 * first (dropped when it is printed).  A block or spin is reported with
 * the lock call's caller (its stack taken at the return), a hold, as
 * Solaris does, with the unlock's (its stack taken at the unlock's
 * entry).
 */
static char *
program(int hold, int cont, int depth)
{
	const char *caller = "uaddr(*(uint64_t *)copyin(uregs[R_SP], 8))";
	char *p = NULL, key[64], var[64], since[64], agg[8];
	size_t i;

	emit(&p, "#pragma D option quiet\n#pragma D option aggsortrev\n");
	if (depth > 0)
		snprintf(key, sizeof(key), "ustack(%d)", depth + 1);
	for (i = 0; i < NLOCKS; i++) {
		const char *e = g_locks[i].ev;

		if (depth <= 0)
			snprintf(key, sizeof(key), "uaddr(self->%s_c)", e);
		snprintf(var, sizeof(var), "self->%s_l", e);
		snprintf(since, sizeof(since), "self->%s_t", e);
		emit(&p, "pid$target:libc.so.6:%s:entry\n{\n"
		    "\tself->%s_l = arg0;\n"
		    "\tself->%s_c = *(uint64_t *)copyin(uregs[R_SP], 8);\n"
		    "\tself->%s_t = timestamp;\n\tself->%s_b = 0;\n",
		    g_locks[i].fn, e, e, e, e);
		/* a mutex found held (its lock word, the int at offset 0,
		 * non-zero), by another thread (the owner's tid at offset 8
		 * is not ours: not a recursive lock) */
		if (cont && g_locks[i].spins)
			emit(&p, "\tthis->w = (int *)copyin(arg0, 12);\n"
			    "\tself->%s_w = this->w[0] != 0 && "
			    "this->w[2] != tid;\n", e);
		emit(&p, "}\n\nsyscall::futex:entry\n/self->%s_l/\n{\n"
		    "\tself->%s_b = 1;\n}\n\n", e, e);
		if (cont) {
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && self->%s_b && arg1 == 0/\n{\n",
			    g_locks[i].fn, e, e);
			snprintf(agg, sizeof(agg), "%sb", e);
			emit_event(&p, agg, var, key, since, depth);
			emit(&p, "}\n\n");
		}
		/* a spin: found held, then got without a futex wait */
		if (cont && g_locks[i].spins) {
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && self->%s_w && !self->%s_b && "
			    "arg1 == 0/\n{\n", g_locks[i].fn, e, e, e);
			snprintf(agg, sizeof(agg), "%ss", e);
			emit_event(&p, agg, var, key, since, depth);
			emit(&p, "}\n\n");
		}
		if (hold)
			emit(&p, "pid$target:libc.so.6:%s:return\n"
			    "/self->%s_l && arg1 == 0/\n{\n"
			    "\t%s_held[self->%s_l, tid] = timestamp;\n}\n\n",
			    g_locks[i].fn, e, e, e);
		emit(&p, "pid$target:libc.so.6:%s:return\n/self->%s_l/\n{\n"
		    "\tself->%s_l = 0;\n\tself->%s_b = 0;\n",
		    g_locks[i].fn, e, e, e);
		if (cont && g_locks[i].spins)
			emit(&p, "\tself->%s_w = 0;\n", e);
		emit(&p, "}\n\n");
	}
	/* a hold ends at the unlock; an rwlock's, held for reading or for
	 * writing, at pthread_rwlock_unlock */
	for (i = 0; hold && i < NLOCKS; i++) {
		const char *e = g_locks[i].ev;

		snprintf(var, sizeof(var), "%s_held[arg0, tid]", e);
		snprintf(agg, sizeof(agg), "%sh", e);
		emit(&p, "pid$target:libc.so.6:%s:entry\n/%s/\n{\n",
		    g_locks[i].unlock, var);
		emit_event(&p, agg, "arg0", depth > 0 ? key : caller, var,
		    depth);
		emit(&p, "\t%s = 0;\n}\n\n", var);
	}
	/* the report: each event's table, its lines by count; with -s, each
	 * line's stack and histogram between markers, set out in C */
	emit(&p, "END\n{\n");
	for (i = 0; i < NEVENTS; i++) {
		const char *a = g_events[i].ev_agg;

		if (g_events[i].ev_hold ? !hold : !cont)
			continue;
		if (depth > 0) {
			emit(&p, "\tprintf(\"\\n%s\\n\");\n"
			    "\tprinta(\"@@ %%@u %%@u %%A\\n%%k\\n%%@u\\n@@.\\n\", "
			    "@%s_n, @%s_t, @%s_q);\n",
			    g_events[i].ev_title, a, a, a);
			continue;
		}
		emit(&p, "\tprintf(\"\\n%s\\n\\n%%5s %%8s %%-28s %%s\\n\", "
		    "\"Count\", \"nsec\", \"Lock\", \"Caller\");\n"
		    "\tprintf(\"%s\\n\");\n", g_events[i].ev_title, BAR);
		emit(&p, "\tprinta(\"%%5@u %%8@u %%-28A %%A\\n\", @%s_n, "
		    "@%s_t);\n", a, a);
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

/* a line of -s: its stack from the lock function's caller on and its
 * histogram's buckets, as printa drew them */
typedef struct stackline {
	unsigned long long sl_count, sl_nsec;
	const char *sl_lock;
	const char *sl_frames[MAXDEPTH];
	int sl_nframes;
	long long sl_val[NBUCKETS];
	unsigned long long sl_n[NBUCKETS];
	int sl_nbuckets;
} stackline_t;

/*
 * A line of -s as Solaris prints it: the dashes and column names, the
 * count, average and lock with the caller (the stack's first frame),
 * then the histogram of the times beside the stack.  A bucket is labelled with its upper bound, 2^n for the
 * times from 2^(n-1) on (1 for 0), as Solaris labels it; the buckets run
 * from the first used one to the last.
 */
static void
print_stackline(const stackline_t *sl)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@";
	const char *const *fr = sl->sl_frames;
	int nfr = sl->sl_nframes, first = -1, last = -1, b, i;
	unsigned long long total = 0;

	for (b = 0; b < sl->sl_nbuckets; b++) {
		if (sl->sl_n[b] == 0 || sl->sl_val[b] < 0)
			continue;
		if (first < 0)
			first = b;
		last = b;
		total += sl->sl_n[b];
	}
	printf("%s\n%5s %8s %-28s %s\n", BAR, "Count", "nsec", "Lock",
	    "Caller");
	printf("%5llu %8llu %-28s %s\n", sl->sl_count, sl->sl_nsec,
	    sl->sl_lock, nfr > 0 ? fr[0] : "");
	printf("\n%10s ---- Time Distribution --- %5s %s\n", "nsec", "count",
	    "Stack");
	for (i = 0, b = first; first >= 0 || i < nfr; i++, b++) {
		const char *f = i < nfr ? fr[i] : "";

		if (first >= 0 && b <= last)
			printf("%10llu |%-24.*s| %5llu %s\n",
			    sl->sl_val[b] == 0 ? 1ULL :
			    2ULL * (unsigned long long)sl->sl_val[b],
			    (int)(24.0 * (double)sl->sl_n[b] / (double)total),
			    ats, sl->sl_n[b], f);
		else
			printf("%43s %s\n", "", f);
		if ((first < 0 || b >= last) && i + 1 >= nfr)
			break;
	}
}

/* is a stack's frame in a lock or unlock function of the C library
 * ("libc.so.6`pthread_mutex_lock+0x73")? */
static int
lock_frame(const char *frame)
{
	static const char libc[] = "libc.so.6`";
	size_t i, n;

	if (strncmp(frame, libc, sizeof(libc) - 1) != 0)
		return 0;
	frame += sizeof(libc) - 1;
	for (i = 0; i < 2 * NLOCKS; i++) {
		const char *fn = i % 2 ? g_locks[i / 2].unlock :
		    g_locks[i / 2].fn;

		n = strlen(fn);
		if (strncmp(frame, fn, n) == 0 &&
		    (frame[n] == '\0' || frame[n] == '+'))
			return 1;
	}
	return 0;
}

/*
 * With -s the END clause wrote, after each event's title, its lines by
 * decreasing count, each as
 *	@@ COUNT NSEC LOCK
 *	its stack, a frame a line
 *	its histogram, as printa draws a quantize()
 *	@@.
 * Print each event's first count lines (-n), under its title, if it has
 * any; a stack from the caller of the lock function on (the frames in it
 * left out), depth frames.
 */
static void
print_stacks(char *buf, long count, int depth)
{
	stackline_t *sl = calloc(1, sizeof(*sl));
	char *line, *save = NULL, *t, *end;
	const char *title = NULL;
	long nent = 0;
	int inentry = 0, inhist = 0, n, shown = 0;
	size_t j;

	if (sl == NULL)
		fatal("out of memory\n");
	for (line = strtok_r(buf, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		for (j = 0; j < NEVENTS; j++)
			if (strcmp(line, g_events[j].ev_title) == 0)
				break;
		if (j < NEVENTS) {
			title = g_events[j].ev_title;
			nent = 0;
			shown = 0;
			continue;
		}
		if (strncmp(line, "@@ ", 3) == 0) {
			memset(sl, 0, sizeof(*sl));
			inentry = sscanf(line + 3, "%llu %llu %n",
			    &sl->sl_count, &sl->sl_nsec, &n) == 2;
			sl->sl_lock = inentry ? line + 3 + n : "";
			inhist = 0;
			continue;
		}
		if (strcmp(line, "@@.") == 0) {
			if (inentry && title != NULL &&
			    (count == 0 || nent < count)) {
				if (!shown)
					printf("\n%s\n\n", title);
				shown = 1;
				print_stackline(sl);
				nent++;
			}
			inentry = 0;
			continue;
		}
		if (!inentry)
			continue;
		t = line + strspn(line, " \t");
		if (!inhist) {
			if (strncmp(t, "value ", 6) == 0 &&
			    strstr(t, "Distribution") != NULL)
				inhist = 1;
			else if ((sl->sl_nframes > 0 || !lock_frame(t)) &&
			    sl->sl_nframes < depth)
				sl->sl_frames[sl->sl_nframes++] = t;
			continue;
		}
		/* a bucket: "VALUE |@@@   COUNT", padded */
		for (end = t + strlen(t); end > t && end[-1] == ' '; end--)
			continue;
		*end = '\0';
		if ((end = strrchr(t, ' ')) == NULL ||
		    sl->sl_nbuckets >= NBUCKETS)
			continue;
		sl->sl_val[sl->sl_nbuckets] = strtoll(t, NULL, 10);
		sl->sl_n[sl->sl_nbuckets++] = strtoull(end + 1, NULL, 10);
	}
	free(sl);
	fflush(stdout);
}

/* seconds on the monotonic clock (-e counts from when tracing starts) */
static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
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
	double stop_at = 0;

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
			if (*end != '\0' || depth <= 0 || depth > MAXDEPTH)
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
		char why[256];

		if (err == EDT_ACCESS && dtrace_privileges(why,
		    sizeof (why)) != 0)
			fprintf(stderr, "%s: failed to initialize dtrace: "
			    "%s: %s\n", g_pname, dtrace_errmsg(NULL, err), why);
		else
			fprintf(stderr, "%s: failed to initialize dtrace: "
			    "%s\n", g_pname, dtrace_errmsg(NULL, err));
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
		/* the library's message names the pid and the cause */
		if (dtrace_proc_grab(g_dtp, pid) != 0)
			fatal("%s\n", dtrace_errmsg(g_dtp,
			    dtrace_errno(g_dtp)));
	} else if ((pid = dtrace_proc_create(g_dtp, argv[optind],
	    argv + optind)) < 0) {
		fatal("%s\n", dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
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
		stop_at = now() + (double)secs;
	/* the program prints only its report, at the end: kept to be
	 * filtered */
	if ((report = open_memstream(&buf, &len)) == NULL)
		fatal("out of memory\n");
	for (;;) {
		dtrace_workstatus_t st;

		if (g_intr || (stop_at != 0 && now() >= stop_at))
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
	if (depth > 0)
		print_stacks(buf, count, depth);
	else
		print_report(buf, count);
	free(buf);
	dtrace_close(g_dtp);
	return 0;
}
