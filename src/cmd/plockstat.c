/* SPDX-License-Identifier: Apache-2.0 */
/*
 * plockstat -- user-level lock statistics, as Solaris' plockstat(1M)
 * reports them, built on libdtrace's public API: the events are counted in
 * aggregations, read at the end with dtrace_aggregate_walk().
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

	emit(&p, "#pragma D option quiet\n");
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
	return p;
}

/*
 * The report, from the aggregations (dtrace_aggregate_walk()): a line per
 * event, lock and caller (or stack), with its count, average time and,
 * with -s, histogram of the times.
 */
typedef struct line {
	uint64_t l_count, l_nsec;
	const char *l_lock;		/* the lock's symbol */
	uint64_t l_lockkey[2];		/* pid, address */
	int l_npcs;			/* the caller, or the stack */
	uint64_t l_pcs[MAXDEPTH + 2];
	char *l_frames[MAXDEPTH + 2];
	int l_hist;			/* has its histogram (-s) */
	int64_t l_val[NBUCKETS];	/* the buckets' low bounds */
	uint64_t l_n[NBUCKETS];
	int l_nbuckets;
	long double l_qsort;		/* how printa() sorts a histogram */
	int64_t l_qzero;
} line_t;

typedef struct table {
	line_t **t_lines;
	size_t t_n;
} table_t;

static table_t g_tables[NEVENTS];

static char *
xstrdup(const char *s)
{
	char *d = strdup(s);

	if (d == NULL)
		fatal("out of memory\n");
	return d;
}

/* the line of an event for an entry's keys: the lock, then the caller
 * or the stack */
static line_t *
find_line(table_t *t, const dtrace_value_t *keys)
{
	const dtrace_value_t *lk = &keys[0], *ck = &keys[1];
	uint64_t lock[2] = { (uint64_t)lk->dtv_pid, (uint64_t)lk->dtv_int };
	uint64_t pcs[MAXDEPTH + 2];
	int npcs, i;
	size_t j;
	line_t *l, **v;

	if (ck->dtv_kind == DTRACE_VAL_STACK) {
		npcs = ck->dtv_nframes < MAXDEPTH + 2 ? ck->dtv_nframes :
		    MAXDEPTH + 2;
		for (i = 0; i < npcs; i++)
			pcs[i] = ck->dtv_frames[i].dtsf_addr;
	} else {
		npcs = 1;
		pcs[0] = (uint64_t)ck->dtv_int;
	}
	for (j = 0; j < t->t_n; j++) {
		l = t->t_lines[j];
		if (memcmp(l->l_lockkey, lock, sizeof(lock)) == 0 &&
		    l->l_npcs == npcs && memcmp(l->l_pcs, pcs,
		    (size_t)npcs * sizeof(pcs[0])) == 0)
			return l;
	}
	if ((l = calloc(1, sizeof(*l))) == NULL || (v = realloc(t->t_lines,
	    (t->t_n + 1) * sizeof(*v))) == NULL)
		fatal("out of memory\n");
	t->t_lines = v;
	t->t_lines[t->t_n++] = l;
	memcpy(l->l_lockkey, lock, sizeof(lock));
	l->l_lock = xstrdup(lk->dtv_str != NULL ? lk->dtv_str : "");
	l->l_npcs = npcs;
	memcpy(l->l_pcs, pcs, (size_t)npcs * sizeof(pcs[0]));
	for (i = 0; i < npcs; i++)
		l->l_frames[i] = xstrdup(ck->dtv_kind == DTRACE_VAL_STACK ?
		    ck->dtv_frames[i].dtsf_text : ck->dtv_str != NULL ?
		    ck->dtv_str : "");
	return l;
}

/* an entry of @EV_n (counts), @EV_t (average times) or @EV_q (their
 * histograms) */
static int
take_entry(const dtrace_aggdata_t *ad, void *arg)
{
	const char *us = strrchr(ad->dtad_name, '_');
	line_t *l;
	size_t e;
	int i;

	if (us == NULL || ad->dtad_nkeys != 2)
		return 0;
	for (e = 0; e < NEVENTS; e++)
		if (strlen(g_events[e].ev_agg) == (size_t)(us - ad->dtad_name) &&
		    strncmp(ad->dtad_name, g_events[e].ev_agg,
		    (size_t)(us - ad->dtad_name)) == 0)
			break;
	if (e == NEVENTS)
		return 0;
	l = find_line(&g_tables[e], ad->dtad_keys);
	switch (us[1]) {
	case 'n':
		l->l_count = (uint64_t)ad->dtad_value;
		break;
	case 't':
		l->l_nsec = (uint64_t)ad->dtad_value;
		break;
	case 'q':
		l->l_hist = 1;
		for (i = 0; i < ad->dtad_nbuckets && i < NBUCKETS; i++) {
			const dtrace_aggbucket_t *b = &ad->dtad_buckets[i];
			/* a bucket's value, as dtrace labels it: its low
			 * bound (a negative one's: its high bound) */
			int64_t v = b->dtab_lower >= 0 ? b->dtab_lower :
			    b->dtab_upper;

			l->l_val[i] = b->dtab_lower;
			l->l_n[i] = (uint64_t)b->dtab_count;
			l->l_qsort += (long double)v * (long double)b->dtab_count;
			if (v == 0)
				l->l_qzero = b->dtab_count;
		}
		l->l_nbuckets = i;
		break;
	}
	return 0;
}

/* as printa() with aggsortrev orders a line: by count, time, histogram,
 * then keys, the largest first */
static int
line_cmp(const void *pa, const void *pb)
{
	const line_t *a = *(const line_t *const *)pa;
	const line_t *b = *(const line_t *const *)pb;
	int i;

#define CMP(x, y)	if ((x) != (y)) return (x) < (y) ? 1 : -1
	CMP(a->l_count, b->l_count);
	CMP(a->l_nsec, b->l_nsec);
	CMP(a->l_qsort, b->l_qsort);
	CMP(a->l_qzero, b->l_qzero);
	CMP(a->l_lockkey[0], b->l_lockkey[0]);
	CMP(a->l_lockkey[1], b->l_lockkey[1]);
	for (i = 0; i < a->l_npcs && i < b->l_npcs; i++)
		CMP(a->l_pcs[i], b->l_pcs[i]);
	CMP(a->l_npcs, b->l_npcs);
#undef CMP
	return 0;
}

/*
 * A line of -s as Solaris prints it: the dashes and column names, the
 * count, average and lock with the caller (the stack's first frame),
 * then the histogram of the times beside the stack.  A bucket is
 * labelled with its upper bound, 2^n for the times from 2^(n-1) on (1
 * for 0), as Solaris labels it; the buckets run from the first used one
 * to the last.
 */
static void
print_stackline(const line_t *l, const char *const *fr, int nfr)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@";
	int first = -1, last = -1, b, i;
	unsigned long long total = 0;

	for (b = 0; b < l->l_nbuckets; b++) {
		if (l->l_n[b] == 0 || l->l_val[b] < 0)
			continue;
		if (first < 0)
			first = b;
		last = b;
		total += l->l_n[b];
	}
	printf("%s\n%5s %8s %-28s %s\n", BAR, "Count", "nsec", "Lock",
	    "Caller");
	printf("%5llu %8llu %-28s %s\n", (unsigned long long)l->l_count,
	    (unsigned long long)l->l_nsec, l->l_lock, nfr > 0 ? fr[0] : "");
	printf("\n%10s ---- Time Distribution --- %5s %s\n", "nsec", "count",
	    "Stack");
	for (i = 0, b = first; first >= 0 || i < nfr; i++, b++) {
		const char *f = i < nfr ? fr[i] : "";

		if (first >= 0 && b <= last)
			printf("%10llu |%-24.*s| %5llu %s\n",
			    l->l_val[b] == 0 ? 1ULL :
			    2ULL * (unsigned long long)l->l_val[b],
			    (int)(24.0 * (double)l->l_n[b] / (double)total),
			    ats, (unsigned long long)l->l_n[b], f);
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
 * Each event's table, if it has lines: its first count lines (-n) by
 * decreasing count; with -s, each line's stack from the caller of the
 * lock function on (the frames in it left out), depth frames.
 */
static void
print_report(int hold, int cont, long count, int depth)
{
	size_t e, j;
	int i, n;

	for (e = 0; e < NEVENTS; e++) {
		table_t *t = &g_tables[e];

		if ((g_events[e].ev_hold ? !hold : !cont) || t->t_n == 0)
			continue;
		qsort(t->t_lines, t->t_n, sizeof(*t->t_lines), line_cmp);
		printf("\n%s\n\n", g_events[e].ev_title);
		if (depth == 0)
			printf("%5s %8s %-28s %s\n%s\n", "Count", "nsec",
			    "Lock", "Caller", BAR);
		for (j = 0; j < t->t_n && (count == 0 || j < (size_t)count);
		    j++) {
			const line_t *l = t->t_lines[j];
			const char *fr[MAXDEPTH + 2];

			if (depth == 0) {
				printf("%5llu %8llu %-28s %s\n",
				    (unsigned long long)l->l_count,
				    (unsigned long long)l->l_nsec, l->l_lock,
				    l->l_frames[0]);
				continue;
			}
			for (i = 0, n = 0; i < l->l_npcs && n < depth; i++)
				if (n > 0 || !lock_frame(l->l_frames[i]))
					fr[n++] = l->l_frames[i];
			print_stackline(l, fr, n);
		}
	}
	fflush(stdout);
}

static void
free_report(void)
{
	size_t e, j;
	int i;

	for (e = 0; e < NEVENTS; e++) {
		for (j = 0; j < g_tables[e].t_n; j++) {
			line_t *l = g_tables[e].t_lines[j];

			for (i = 0; i < l->l_npcs; i++)
				free(l->l_frames[i]);
			free((char *)l->l_lock);
			free(l);
		}
		free(g_tables[e].t_lines);
	}
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
	char *text, *end;
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
	for (;;) {
		dtrace_workstatus_t st;

		if (g_intr || (stop_at != 0 && now() >= stop_at))
			break;
		dtrace_sleep(g_dtp);
		st = dtrace_work(g_dtp, stdout, NULL, NULL, NULL);
		if (st == DTRACE_WORKSTATUS_DONE)
			break;
		if (st == DTRACE_WORKSTATUS_ERROR && dtrace_errno(g_dtp) != EINTR)
			fatal("processing aborted");
	}
	if (dtrace_stop(g_dtp) != 0)
		fatal("couldn't stop tracing");
	(void)dtrace_work(g_dtp, stdout, NULL, NULL, NULL);
	if (dtrace_aggregate_walk(g_dtp, take_entry, NULL) != 0)
		fatal("failed to walk the aggregations");
	print_report(hold, cont, count, depth);
	free_report();
	dtrace_close(g_dtp);
	return 0;
}
