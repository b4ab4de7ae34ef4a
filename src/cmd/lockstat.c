/* SPDX-License-Identifier: Apache-2.0 */
/*
 * lockstat -- kernel lock statistics, as Solaris' lockstat(1M) reports
 * them, built on libdtrace's public API.
 *
 *	lockstat [-ACEHI] [-e event_list] [-i rate] [-h] [-s depth]
 *	    [-n nrecords] [-D count] [-P] [-x opt[=val]] [-o file] [-V]
 *	    command [arg...]
 *
 * The command runs while the whole system is measured; when it exits,
 * each event's table is printed: its events by lock and caller, with
 * their count, share, average time and, with -h or -s, the histogram of
 * the times (and the stack).  The events and their numbers are Solaris'
 * where Linux has them; the kernel's lock tracepoints
 * (lock:contention_begin/end, the lockstat provider) give contention
 * events, with the time waited; hold events need tracepoints at lock
 * acquisition and release, which kernels built without lockdep lack,
 * and are refused with the reason then.  -I samples the CPUs with the
 * profile provider (a CPU interrupted in user mode has "(user)" for its
 * caller).  The caller of a lock is the first frame of the kernel stack
 * outside the lock functions.
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dtrace.h"

#define NEVENTS_MAX	64	/* event numbers, as Solaris has them */
#define MAXDEPTH	50	/* -s */
#define LOCKFRAMES	8	/* frames of the lock functions, at most */
#define NBUCKETS	128	/* of a quantize() */
#define DEFAULT_NRECS	10000
/* a lock this far past the symbol before it is not in it (symbols'
 * sizes are not known here): its address is shown */
#define FAROFF		4096
#define DEFAULT_HZ	97
#define MAX_HZ		1000

#define DASHES	"---------------------------------------" \
		"----------------------------------------"

static dtrace_hdl_t *g_dtp;
static volatile sig_atomic_t g_intr;
static FILE *g_out;

/*
 * The events: Solaris' numbers, types (Contention, Hold, Interrupt,
 * Error) and words; the probe and predicate that count one; or why
 * Linux has none.
 */
typedef struct event {
	int ev_num;
	char ev_type;
	const char *ev_desc;
	const char *ev_lhdr;		/* the column of the lock */
	const char *ev_probe;		/* "%d": the -i rate */
	const char *ev_pred;
	const char *ev_acquire;		/* hold: where the hold begins */
	const char *ev_missing;		/* why there is no such event */
} event_t;

static const event_t g_events[] = {
	{ 0, 'C', "Adaptive mutex spin", "Lock", "lockstat:::adaptive-spin",
	    NULL, NULL, NULL },
	{ 1, 'C', "Adaptive mutex block", "Lock", "lockstat:::adaptive-block",
	    NULL, NULL, NULL },
	{ 2, 'C', "Spin lock spin", "Lock", "lockstat:::spin-spin", NULL,
	    NULL, NULL },
	{ 3, 'C', "Thread lock spin", "Lock", NULL, NULL, NULL,
	    "Linux has no thread locks" },
	{ 4, 'C', "R/W writer blocked", "Lock", "lockstat:::rw-block",
	    "args[2] != 0", NULL, NULL },
	{ 5, 'C', "R/W writer blocked by readers", "Lock", NULL, NULL, NULL,
	    "the kernel does not say what a writer waits for: event 4 "
	    "counts every blocked writer" },
	{ 6, 'C', "R/W reader blocked", "Lock", "lockstat:::rw-block",
	    "args[2] == 0", NULL, NULL },
	{ 7, 'C', "R/W reader blocked by write wanted", "Lock", NULL, NULL,
	    NULL, "the kernel does not say what a reader waits for: event 6 "
	    "counts every blocked reader" },
	{ 8, 'C', "R/W writer spin", "Lock", "lockstat:::rw-spin",
	    "args[2] != 0", NULL, NULL },
	{ 9, 'C', "R/W reader spin", "Lock", "lockstat:::rw-spin",
	    "args[2] == 0", NULL, NULL },
	{ 32, 'H', "Adaptive mutex hold", "Lock", "lockstat:::adaptive-release",
	    NULL, "lockstat:::adaptive-acquire", NULL },
	{ 33, 'H', "Spin lock hold", "Lock", "lockstat:::spin-release", NULL,
	    "lockstat:::spin-acquire", NULL },
	{ 34, 'H', "R/W writer hold", "Lock", "lockstat:::rw-release",
	    "arg1 == 0", "lockstat:::rw-acquire", NULL },
	{ 35, 'H', "R/W reader hold", "Lock", "lockstat:::rw-release",
	    "arg1 != 0", "lockstat:::rw-acquire", NULL },
	{ 56, 'I', "Profiling interrupt", "CPU+PIL", "profile:::profile-%d",
	    NULL, NULL, NULL },
	{ 60, 'E', "Recursive lock entry detected", "Lock", NULL, NULL, NULL,
	    "the kernel reports no lockstat errors" },
};

#define NEVENTS	(sizeof(g_events) / sizeof(g_events[0]))

static const event_t *
event_by_num(int num)
{
	size_t i;

	for (i = 0; i < NEVENTS; i++)
		if (g_events[i].ev_num == num)
			return &g_events[i];
	return NULL;
}

/* functions of the kernel's locks, left out of a caller's stack */
static const char *const g_lockfuncs[] = {
	"__pv_queued_spin_lock_slowpath", "native_queued_spin_lock_slowpath",
	"queued_spin_lock_slowpath", "queued_read_lock_slowpath",
	"queued_write_lock_slowpath", "_raw_spin_lock", "_raw_read_lock",
	"_raw_write_lock", "do_raw_spin_lock", "__mutex_lock", "mutex_lock",
	"__rt_mutex", "rt_mutex", "rwsem_down", "down_read", "down_write",
	"__down", "osq_lock", "mutex_spin_on_owner", "rwsem_optimistic_spin",
	"rt_spin_lock", "rtlock_slowlock", "__percpu_down", "percpu_down",
};

static void __attribute__((format(printf, 1, 2), noreturn))
fail(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "lockstat: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n");
	exit(2);
}

/* a failure of the library: its message after ours */
static void __attribute__((noreturn))
dfail(const char *what)
{
	fail("%s: %s", what, dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
}

static void
show_events(char type, const char *desc)
{
	int first = -1, last = -1;
	size_t i;

	for (i = 0; i < NEVENTS; i++) {
		if (g_events[i].ev_type != type)
			continue;
		if (first < 0)
			first = g_events[i].ev_num;
		last = g_events[i].ev_num;
	}
	fprintf(stderr, "\n%s events (lockstat -%c or lockstat -e %d-%d):\n\n",
	    desc, type, first, last);
	for (i = 0; i < NEVENTS; i++)
		if (g_events[i].ev_type == type)
			fprintf(stderr, "%4d = %s%s\n", g_events[i].ev_num,
			    g_events[i].ev_desc, g_events[i].ev_missing ?
			    " (not on Linux)" : "");
}

static void __attribute__((noreturn))
usage(void)
{
	fprintf(stderr,
	    "Usage: lockstat [options] command [args]\n"
	    "\nEvent selection options:\n\n"
	    "  -C              watch contention events [on by default]\n"
	    "  -E              watch error events [off by default]\n"
	    "  -H              watch hold events [off by default]\n"
	    "  -I              watch interrupt events [off by default]\n"
	    "  -A              watch all lock events [equivalent to -CH]\n"
	    "  -e event_list   only watch the specified events (shown below);\n"
	    "                  <event_list> is a comma-separated list of\n"
	    "                  events or ranges of events, e.g. 1,4-7,35\n"
	    "  -i rate         interrupt rate for -I [default: %d Hz]\n"
	    "\nData gathering options:\n\n"
	    "  -h              histograms for event times\n"
	    "  -s depth        stack traces <depth> deep\n"
	    "  -x opt[=val]    enable or modify DTrace options\n"
	    "\nData filtering options:\n\n"
	    "  -n nrecords     maximum number of data records [default: %d]\n"
	    "\nData reporting options:\n\n"
	    "  -P              sort lock data by (count * avg_time) product\n"
	    "  -D n            only display top <n> events of each type\n"
	    "  -o filename     send output to <filename>\n"
	    "  -V              show the D program on stderr\n",
	    DEFAULT_HZ, DEFAULT_NRECS);
	show_events('C', "Contention");
	show_events('H', "Hold-time");
	show_events('I', "Interrupt");
	show_events('E', "Error");
	fprintf(stderr, "\n");
	exit(1);
}

/* -e: "1,4-7,35" */
static void
select_events(const char *list, unsigned char *on)
{
	const char *p = list;
	char *end;
	long lo, hi, i;

	while (*p != '\0') {
		lo = hi = strtol(p, &end, 10);
		if (end == p)
			fail("bad event list: %s", list);
		if (*end == '-') {
			p = end + 1;
			hi = strtol(p, &end, 10);
			if (end == p)
				fail("bad event list: %s", list);
		}
		if (lo < 0 || hi >= NEVENTS_MAX || lo > hi)
			fail("bad event list: %s", list);
		for (i = lo; i <= hi; i++) {
			const event_t *ev = event_by_num((int)i);

			if (ev == NULL && lo == hi)
				fail("unknown event %ld", i);
			if (ev != NULL && ev->ev_missing != NULL && lo == hi)
				fail("event %ld (%s) is not available: %s", i,
				    ev->ev_desc, ev->ev_missing);
			if (ev != NULL && ev->ev_missing == NULL)
				on[i] = 1;
		}
		p = end;
		if (*p == ',')
			p++;
		else if (*p != '\0')
			fail("bad event list: %s", list);
	}
}

/* append to a growing program text */
static void __attribute__((format(printf, 2, 3)))
emit(char **bufp, const char *fmt, ...)
{
	va_list ap;
	char *more, *n;

	va_start(ap, fmt);
	if (vasprintf(&more, fmt, ap) < 0)
		fail("out of memory");
	va_end(ap);
	if (asprintf(&n, "%s%s", *bufp != NULL ? *bufp : "", more) < 0)
		fail("out of memory");
	free(*bufp);
	free(more);
	*bufp = n;
}

/*
 * The D program: for each event, by lock (or CPU) and kernel stack (the
 * caller and, for -s, its callers, after the lock functions' frames),
 * the count, the total time and, for -h and -s, the times' histogram.
 */
static char *
program(const unsigned char *on, int hist, int depth, int hz)
{
	char *p = NULL, probe[64], key[96];
	int nframes = LOCKFRAMES + (depth > 0 ? depth : 1);
	size_t i;

	emit(&p, "#pragma D option quiet\n");
	for (i = 0; i < NEVENTS; i++) {
		const event_t *ev = &g_events[i];
		const char *t = "args[1]";
		int n = ev->ev_num;

		if (!on[n])
			continue;
		snprintf(probe, sizeof(probe), ev->ev_probe, hz);
		if (ev->ev_type == 'I') {
			snprintf(key, sizeof(key), "cpu, 0, stack(%d)",
			    depth > 0 ? depth : 1);
			emit(&p, "%s\n{\n\tthis->t = %d;\n", probe,
			    1000000000 / hz);
			t = "this->t";
		} else {
			snprintf(key, sizeof(key), "(uint64_t)arg0, sym(arg0), "
			    "stack(%d)", nframes);
			if (ev->ev_acquire != NULL) {
				emit(&p, "%s\n{\n\tself->ls_%d[arg0] = "
				    "timestamp;\n}\n\n", ev->ev_acquire, n);
				emit(&p, "%s\n/self->ls_%d[arg0]%s%s/\n{\n"
				    "\tthis->t = timestamp - "
				    "self->ls_%d[arg0];\n\tself->ls_%d[arg0] = "
				    "0;\n", probe, n, ev->ev_pred ? " && " : "",
				    ev->ev_pred ? ev->ev_pred : "", n, n);
				t = "this->t";
			} else if (ev->ev_pred != NULL)
				emit(&p, "%s\n/%s/\n{\n", probe, ev->ev_pred);
			else
				emit(&p, "%s\n{\n", probe);
		}
		emit(&p, "\t@c_%d[%s] = count();\n\t@t_%d[%s] = sum(%s);\n",
		    n, key, n, key, t);
		if (hist)
			emit(&p, "\t@h_%d[%s] = quantize(%s);\n", n, key, t);
		emit(&p, "}\n\n");
	}
	return p;
}

/*
 * The records: one per event, lock and caller (and, with -s, stack)
 */
typedef struct lsrec {
	int r_event;
	uint64_t r_lock;		/* its address, or the CPU */
	char r_lockname[128];
	int r_npcs;			/* the caller, then its callers */
	uint64_t r_pcs[MAXDEPTH];
	char *r_frames[MAXDEPTH];
	uint64_t r_count, r_time;
	uint64_t r_hist[64];		/* by the highest bit of the time */
} lsrec_t;

static lsrec_t **g_recs;
static size_t g_nrecs;
static int g_depth;

/* is a frame one of the lock functions? */
static int
lock_frame(const dtrace_stackframe_t *f)
{
	size_t i;

	for (i = 0; i < sizeof(g_lockfuncs) / sizeof(g_lockfuncs[0]); i++)
		if (strncmp(f->dtsf_function, g_lockfuncs[i],
		    strlen(g_lockfuncs[i])) == 0)
			return 1;
	return 0;
}

/* a kernel address as lockstat shows it: func+0x1c, or the address */
static char *
frame_text(const dtrace_stackframe_t *f)
{
	char *s;
	int n;

	if (f->dtsf_function[0] == '\0')
		n = asprintf(&s, "0x%" PRIx64, f->dtsf_addr);
	else if (f->dtsf_offset == 0)
		n = asprintf(&s, "%s", f->dtsf_function);
	else
		n = asprintf(&s, "%s+0x%" PRIx64, f->dtsf_function,
		    f->dtsf_offset);
	if (n < 0)
		fail("out of memory");
	return s;
}

static lsrec_t *
find_rec(int event, const dtrace_value_t *keys)
{
	const dtrace_value_t *st = &keys[2];
	uint64_t pcs[MAXDEPTH];
	int npcs = 0, want = g_depth > 0 ? g_depth : 1, i;
	size_t j;
	lsrec_t *r, **v;

	/* the caller: the first frame outside the lock functions (all of
	 * the stack for -I: the interrupted one) */
	for (i = 0; event != 56 && i < st->dtv_nframes &&
	    lock_frame(&st->dtv_frames[i]); i++)
		continue;
	for (; i < st->dtv_nframes && npcs < want; i++)
		pcs[npcs++] = st->dtv_frames[i].dtsf_addr;
	for (j = 0; j < g_nrecs; j++) {
		r = g_recs[j];
		if (r->r_event == event && r->r_lock ==
		    (uint64_t)keys[0].dtv_int && r->r_npcs == npcs &&
		    memcmp(r->r_pcs, pcs, (size_t)npcs * sizeof(pcs[0])) == 0)
			return r;
	}
	if ((r = calloc(1, sizeof(*r))) == NULL ||
	    (v = realloc(g_recs, (g_nrecs + 1) * sizeof(*v))) == NULL)
		fail("out of memory");
	g_recs = v;
	g_recs[g_nrecs++] = r;
	r->r_event = event;
	r->r_lock = (uint64_t)keys[0].dtv_int;
	r->r_npcs = npcs;
	memcpy(r->r_pcs, pcs, (size_t)npcs * sizeof(pcs[0]));
	for (i -= npcs, j = 0; j < (size_t)npcs; i++, j++)
		r->r_frames[j] = frame_text(&st->dtv_frames[i]);
	if (event == 56)
		snprintf(r->r_lockname, sizeof(r->r_lockname), "cpu[%" PRIu64
		    "]", r->r_lock);
	else if (keys[1].dtv_nframes == 0 ||
	    keys[1].dtv_frames[0].dtsf_function[0] == '\0' ||
	    r->r_lock - (uint64_t)keys[1].dtv_int >= FAROFF)
		snprintf(r->r_lockname, sizeof(r->r_lockname), "0x%" PRIx64,
		    r->r_lock);
	else if (r->r_lock == (uint64_t)keys[1].dtv_int)
		snprintf(r->r_lockname, sizeof(r->r_lockname), "%s",
		    keys[1].dtv_frames[0].dtsf_function);
	else
		snprintf(r->r_lockname, sizeof(r->r_lockname), "%s+0x%" PRIx64,
		    keys[1].dtv_frames[0].dtsf_function,
		    r->r_lock - (uint64_t)keys[1].dtv_int);
	return r;
}

/* an entry of @c_N (counts), @t_N (total times), @h_N (histograms) */
static int
take_entry(const dtrace_aggdata_t *ad, void *arg)
{
	lsrec_t *r;
	int event, i, b;
	char *end;

	if (ad->dtad_nkeys != 3 || ad->dtad_name[0] == '\0' ||
	    ad->dtad_name[1] != '_')
		return 0;
	event = (int)strtol(ad->dtad_name + 2, &end, 10);
	if (*end != '\0' || event_by_num(event) == NULL)
		return 0;
	r = find_rec(event, ad->dtad_keys);
	switch (ad->dtad_name[0]) {
	case 'c':
		r->r_count += (uint64_t)ad->dtad_value;
		break;
	case 't':
		r->r_time += (uint64_t)ad->dtad_value;
		break;
	case 'h':
		/* a quantize() bucket from 2^k on: the times whose highest
		 * bit is k + 1, Solaris' bin k + 1 (0 in bin 0) */
		for (i = 0; i < ad->dtad_nbuckets; i++) {
			const dtrace_aggbucket_t *bk = &ad->dtad_buckets[i];

			if (bk->dtab_count == 0 || bk->dtab_lower < 0)
				continue;
			for (b = 0; b < 63 && (1LL << b) <= bk->dtab_lower;
			    b++)
				continue;
			r->r_hist[b] += (uint64_t)bk->dtab_count;
		}
		break;
	}
	return 0;
}

static int g_Pflag;

/* by event; then the largest count (-P: total time) first */
static int
rec_cmp(const void *pa, const void *pb)
{
	const lsrec_t *a = *(const lsrec_t *const *)pa;
	const lsrec_t *b = *(const lsrec_t *const *)pb;

	if (a->r_event != b->r_event)
		return a->r_event < b->r_event ? -1 : 1;
	if (g_Pflag && a->r_time != b->r_time)
		return a->r_time > b->r_time ? -1 : 1;
	if (a->r_count != b->r_count)
		return a->r_count > b->r_count ? -1 : 1;
	return 0;
}

static void
print_header(const event_t *ev)
{
	fprintf(g_out, "%5s %4s %4s %4s %8s %-22s %-24s\n", "Count", "indv",
	    "cuml", "rcnt", "nsec", ev->ev_lhdr, "Caller");
}

/* a record's histogram beside its stack (from its caller on) */
static void
print_hist(const lsrec_t *r)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	uint64_t total = 0;
	int first = 0, last = 63, j, fr = 0, bar;

	while (first < 64 && r->r_hist[first] == 0)
		first++;
	while (last >= 0 && r->r_hist[last] == 0)
		last--;
	for (j = first; j <= last; j++)
		total += r->r_hist[j];
	fprintf(g_out, "\n%10s %31s %-9s %-24s\n", "nsec",
	    "------ Time Distribution ------", "count",
	    g_depth > 0 ? "Stack" : "");
	for (j = first; j <= last; j++) {
		bar = (int)(r->r_hist[j] * 30 / total);
		fprintf(g_out, "%10llu |%.*s%*s %-9" PRIu64 " ", 1ULL << j,
		    bar, ats, 30 - bar, "", r->r_hist[j]);
		if (g_depth > 0 && fr < r->r_npcs)
			fprintf(g_out, "%-24s\n", r->r_frames[fr++]);
		else
			fprintf(g_out, "\n");
	}
	while (g_depth > 0 && fr < r->r_npcs)
		fprintf(g_out, "%15s %-36s %-24s\n", "", "",
		    r->r_frames[fr++]);
}

/* one event's table: its records from first to end */
static void
report_event(lsrec_t **recs, size_t n, double secs, int topn, int hist)
{
	const event_t *ev = event_by_num(recs[0]->r_event);
	uint64_t count = 0, time = 0;
	double pct, cuml = 0;
	char nsec[32];
	size_t i;

	for (i = 0; i < n; i++) {
		count += recs[i]->r_count;
		time += recs[i]->r_time;
	}
	if (topn == 0) {
		fprintf(g_out, "%20" PRIu64 " %s\n", count, ev->ev_desc);
		return;
	}
	fprintf(g_out, "\n%s: %.0f events in %.3f seconds (%.0f events/sec)"
	    "\n\n", ev->ev_desc, (double)count, secs,
	    secs > 0 ? (double)count / secs : 0.0);
	if (!hist) {
		print_header(ev);
		fprintf(g_out, "%s\n", DASHES);
	}
	for (i = 0; i < n && (topn < 0 || i < (size_t)topn); i++) {
		const lsrec_t *r = recs[i];

		if (hist) {
			fprintf(g_out, "%s\n", DASHES);
			print_header(ev);
		}
		pct = g_Pflag && time != 0 ? (double)r->r_time * 100.0 /
		    (double)time : (double)r->r_count * 100.0 / (double)count;
		cuml += pct;
		snprintf(nsec, sizeof(nsec), "%" PRIu64, r->r_time /
		    r->r_count);
		fprintf(g_out, "%5" PRIu64 " %3.0f%% %3.0f%% %4.2f %8s %-22s "
		    "%-24s\n", r->r_count, pct, cuml, 1.0, nsec, r->r_lockname,
		    r->r_npcs > 0 ? r->r_frames[0] : r->r_event == 56 ?
		    "(user)" : "");
		if (hist)
			print_hist(r);
	}
	fprintf(g_out, "%s\n", DASHES);
}

static void
report(double secs, int topn, int hist, long maxrecs)
{
	size_t i, first;

	/* -n: the records kept, the most frequent */
	if (g_nrecs > (size_t)maxrecs) {
		int p = g_Pflag;

		g_Pflag = 0;
		qsort(g_recs, g_nrecs, sizeof(*g_recs), rec_cmp);
		g_Pflag = p;
		fprintf(stderr, "lockstat: warning: ran out of data records "
		    "(use -n for more)\n");
		for (i = (size_t)maxrecs; i < g_nrecs; i++)
			g_recs[i]->r_count = 0;
	}
	for (i = 0, first = 0; i < g_nrecs; i++)
		if (g_recs[i]->r_count > 0)
			g_recs[first++] = g_recs[i];
		else {
			while (g_recs[i]->r_npcs > 0)
				free(g_recs[i]->r_frames[--g_recs[i]->r_npcs]);
			free(g_recs[i]);
		}
	g_nrecs = first;
	qsort(g_recs, g_nrecs, sizeof(*g_recs), rec_cmp);
	for (first = 0; first < g_nrecs; first = i) {
		for (i = first; i < g_nrecs &&
		    g_recs[i]->r_event == g_recs[first]->r_event; i++)
			continue;
		report_event(g_recs + first, i - first, secs, topn, hist);
	}
	fflush(g_out);
	for (i = 0; i < g_nrecs; i++) {
		while (g_recs[i]->r_npcs > 0)
			free(g_recs[i]->r_frames[--g_recs[i]->r_npcs]);
		free(g_recs[i]);
	}
	free(g_recs);
}

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

/* a compile error's message without its tag and line */
static const char *
bare_msg(const char *msg)
{
	const char *p = strstr(msg, ": ");

	if (msg[0] == '[' && p != NULL && strncmp(strchr(msg, ']'),
	    "] line ", 7) == 0)
		return p + 2;
	return msg;
}

int
main(int argc, char **argv)
{
	unsigned char on[NEVENTS_MAX] = { 0 };
	int c, err, hist = 0, verbose = 0, topn = -1, hz = DEFAULT_HZ;
	int cont = 0, hold = 0, intr = 0, errs = 0, evlist = 0, holds = 0;
	long maxrecs = DEFAULT_NRECS;
	const char *outfile = NULL;
	dtrace_prog_t *prog;
	double start;
	char *text, *end;
	size_t i;
	pid_t pid;

	while ((c = getopt(argc, argv, "+ACEHIe:i:hs:n:D:Px:o:V")) != -1) {
		switch (c) {
		case 'A':
			cont = hold = 1;
			break;
		case 'C':
			cont = 1;
			break;
		case 'E':
			errs = 1;
			break;
		case 'H':
			hold = 1;
			break;
		case 'I':
			intr = 1;
			break;
		case 'e':
			select_events(optarg, on);
			evlist = 1;
			break;
		case 'i':
			hz = (int)strtol(optarg, &end, 10);
			if (*end != '\0' || hz <= 0 || hz > MAX_HZ)
				fail("invalid interrupt rate: %s (1 to %d)",
				    optarg, MAX_HZ);
			break;
		case 'h':
			hist = 1;
			break;
		case 's':
			g_depth = (int)strtol(optarg, &end, 10);
			if (*end != '\0' || g_depth <= 0 || g_depth > MAXDEPTH)
				fail("invalid stack depth: %s (1 to %d)",
				    optarg, MAXDEPTH);
			hist = 1;
			break;
		case 'n':
			maxrecs = strtol(optarg, &end, 10);
			if (*end != '\0' || maxrecs <= 0)
				fail("invalid number of records: %s", optarg);
			break;
		case 'D':
			topn = (int)strtol(optarg, &end, 10);
			if (*end != '\0' || topn < 0)
				fail("invalid count: %s", optarg);
			break;
		case 'P':
			g_Pflag = 1;
			break;
		case 'x':
			break;		/* set once the handle is open */
		case 'o':
			outfile = optarg;
			break;
		case 'V':
			verbose = 1;
			break;
		default:
			usage();
		}
	}
	if (optind >= argc)
		usage();
	if (errs)
		fail("error events (-E) are not available: %s",
		    event_by_num(60)->ev_missing);
	if (!cont && !hold && !intr && !evlist)
		cont = 1;
	for (i = 0; i < NEVENTS; i++) {
		const event_t *ev = &g_events[i];

		if (ev->ev_missing == NULL && ((cont && ev->ev_type == 'C') ||
		    (hold && ev->ev_type == 'H') ||
		    (intr && ev->ev_type == 'I')))
			on[ev->ev_num] = 1;
		holds |= on[ev->ev_num] && ev->ev_type == 'H';
	}
	g_out = stdout;
	if (outfile != NULL && (g_out = fopen(outfile, "w")) == NULL)
		fail("cannot open %s: %s", outfile, strerror(errno));
	if ((g_dtp = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL) {
		char why[256];

		if (err == EDT_ACCESS && dtrace_privileges(why,
		    sizeof(why)) != 0)
			fail("failed to initialize dtrace: %s: %s",
			    dtrace_errmsg(NULL, err), why);
		fail("failed to initialize dtrace: %s",
		    dtrace_errmsg(NULL, err));
	}
	optind = 1;
	while ((c = getopt(argc, argv, "+ACEHIe:i:hs:n:D:Px:o:V")) != -1) {
		char *eq;

		if (c != 'x')
			continue;
		if ((eq = strchr(optarg, '=')) != NULL)
			*eq++ = '\0';
		if (dtrace_setopt(g_dtp, optarg, eq) != 0)
			fail("failed to set option -x %s: %s", optarg,
			    dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	}
	text = program(on, hist, g_depth, hz);
	if (verbose)
		fprintf(stderr, "%s", text);
	if ((prog = dtrace_program_strcompile(g_dtp, text,
	    DTRACE_PROBESPEC_NAME, 0, 0, NULL)) == NULL) {
		if (holds)
			fail("hold events (-H) are not available: %s",
			    bare_msg(dtrace_errmsg(g_dtp,
			    dtrace_errno(g_dtp))));
		dfail("failed to compile the program");
	}
	free(text);
	if ((pid = dtrace_proc_create(g_dtp, argv[optind],
	    argv + optind)) < 0)
		fail("%s", dtrace_errmsg(g_dtp, dtrace_errno(g_dtp)));
	if (dtrace_program_exec(g_dtp, prog, NULL) != 0 ||
	    dtrace_go(g_dtp) != 0)
		dfail("failed to enable probes");
	start = now();
	if (dtrace_proc_continue(g_dtp, pid) != 0)
		dfail("failed to start the command");
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	for (;;) {
		dtrace_workstatus_t st;

		if (g_intr)
			break;
		dtrace_sleep(g_dtp);
		st = dtrace_work(g_dtp, g_out, NULL, NULL, NULL);
		if (st == DTRACE_WORKSTATUS_DONE)
			break;
		if (st == DTRACE_WORKSTATUS_ERROR && dtrace_errno(g_dtp) != EINTR)
			dfail("processing aborted");
	}
	if (dtrace_stop(g_dtp) != 0)
		dfail("couldn't stop tracing");
	start = now() - start;
	(void)dtrace_work(g_dtp, g_out, NULL, NULL, NULL);
	if (dtrace_aggregate_walk(g_dtp, take_entry, NULL) != 0)
		dfail("failed to walk the aggregations");
	report(start, topn, hist, maxrecs);
	dtrace_close(g_dtp);
	if (g_out != stdout && fclose(g_out) != 0)
		fail("cannot write %s: %s", outfile, strerror(errno));
	return 0;
}
