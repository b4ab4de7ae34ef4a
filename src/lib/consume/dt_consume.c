/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_consume.c -- the consumer: drains the ring buffer, decodes each
 * clause's record with the layout the semantic pass made, formats it as
 * DTrace prints it, and runs what happens in user space: BEGIN/END/ERROR
 * (BPF_PROG_TEST_RUN in the consumer's own context), tick-N timers, the
 * death of -c/-p processes, exit(), and drop reports.
 *
 * Output is formatted into one buffer and written in large chunks.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/stat.h>
#include <sys/timerfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "dt_api.h"
#include "dt_consume.h"
#include "dt_fmt.h"
#include "dt_http.h"
#include "dt_impl.h"
#include "dt_proc.h"
#include "dt_program.h"
#include "dt_ring.h"
#include "dt_symfmt.h"

typedef struct dt_timer {
	int t_fd;
	int t_prog;
	int t_ready;			/* epoll says it expired */
} dt_timer_t;

/* a bt test: or bench: probe's program (dt_consumer_add_run) */
typedef struct dt_selfrun {
	char r_key[64];			/* "test:NAME", "bench:NAME" */
	uint32_t r_id;			/* its probe's: the order written */
	int r_fd;
} dt_selfrun_t;

typedef struct dt_source {
	int so_fd;
	dt_source_f *so_fn;
	void *so_arg;
	int so_ready;			/* epoll says it is readable */
} dt_source_t;

static void dt_consume_dlmap(dtrace_hdl_t *dtp, const char *d);

typedef struct dt_consumer {
	dt_ring_t *c_rb;
	int c_epfd;
	dt_timer_t *c_timers;
	int c_ntimers;
	dt_source_t *c_sources;		/* fds of providers fed from user
					   space (dt_consumer_add_source) */
	int c_nsources;
	int c_special[4];		/* BEGIN, END, ERROR, SIGUSR1 program
					   fds */
	dt_selfrun_t *c_runs;		/* bt's test: and bench: programs, in
					   the order written */
	int c_nruns;
	/* bt -O openbsd: the elements a print(@m) sent (DT_REC_BTSNAP), of
	 * c_snapvar, c_nsnap of them, until its record prints them */
	const dt_var_t *c_snapvar;
	dt_strbuf_t c_snap;
	size_t c_nsnap;
	dt_strbuf_t c_out;
	dt_fmt_t c_fmt;			/* lays out what goes into c_out */
	int c_opened;			/* c_fmt's document is open */
	int c_worked;			/* dtrace_work() has run */
	FILE *c_fp;
	int c_done;			/* exit() seen, or all processes gone */
	int c_exitstatus;
	int c_stopreq;
	int c_nlive;			/* -c/-p processes still running */
	uint64_t *c_stats;		/* last seen counters, per CPU */
	uint64_t c_lastcheck;
	char *c_reaped;			/* per process: exit already seen */
	struct dt_spec *c_specs;	/* speculations with records kept */
	int c_stdfd;			/* the output's fd before freopen(), or -1 */
	uint64_t c_specdrops;		/* records over specsize, unreported */
	int c_btexit;			/* bt: exit() seen, what follows is
					   ignored (but END's) */
	/* bufpolicy=ring: the latest records read, each a u32 length and
	 * the record, from c_keptoff; at most bufsize bytes of records */
	dt_strbuf_t c_kept;
	size_t c_keptoff, c_keptsize;
	/* the callbacks of the last dtrace_work(), and the error one of
	 * them or a handler asked for (EDT_DIRABORT), not yet returned */
	dtrace_consume_probe_f *c_pfunc;
	dtrace_consume_rec_f *c_rfunc;
	void *c_cbarg;
	int c_cberr;
	int c_httpfd;			/* -x httpport's socket, or -1 */
	dt_maps_f *c_onmaps;		/* a process's mappings changed */
} dt_consumer_t;

/* the records of one speculation (id << 32 | generation), in order:
 * each a u32 length and the record */
typedef struct dt_spec {
	uint64_t sp_tag;
	dt_strbuf_t sp_recs;
	size_t sp_size;			/* bytes of records, for specsize */
	struct dt_spec *sp_next;
} dt_spec_t;

static int dt_consume_one(dtrace_hdl_t *dtp, const void *data, size_t size,
    int replay);

static const char *const dt_special_names[] = { "BEGIN", "END", "ERROR",
    "SIGUSR1" };
#define DT_NSPECIAL	4

static dt_consumer_t *
dt_cons(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;

	if (cp == NULL && (cp = calloc(1, sizeof(*cp))) != NULL) {
		cp->c_epfd = -1;
		cp->c_httpfd = -1;
		for (int i = 0; i < DT_NSPECIAL; i++)
			cp->c_special[i] = -1;
		cp->c_fp = stdout;
		cp->c_stdfd = -1;
		dt_sb_init(&cp->c_out);
		dt_sb_init(&cp->c_snap);
		dt_fmt_init(&cp->c_fmt, dtp, &cp->c_out);
		dtp->dt_cons = cp;
	}
	return cp;
}

int
dt_consumer_add_special(dtrace_hdl_t *dtp, const char *name, int prog_fd)
{
	dt_consumer_t *cp = dt_cons(dtp);
	int i;

	if (cp == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	for (i = 0; i < DT_NSPECIAL; i++)
		if (strcmp(dt_special_names[i], name) == 0)
			cp->c_special[i] = prog_fd;
	return 0;
}

int
dt_consumer_add_timer(dtrace_hdl_t *dtp, uint64_t period_ns, int prog_fd)
{
	dt_consumer_t *cp = dt_cons(dtp);
	struct itimerspec its;
	struct epoll_event ev;
	dt_timer_t *v;
	int fd;

	if (cp == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	v = realloc(cp->c_timers, sizeof(*v) * (size_t)(cp->c_ntimers + 1));
	if (v == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	cp->c_timers = v;
	if ((fd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK)) < 0)
		return dt_set_errmsg(dtp, errno, "timerfd: %s", strerror(errno));
	its.it_interval.tv_sec = (time_t)(period_ns / 1000000000ULL);
	its.it_interval.tv_nsec = (long)(period_ns % 1000000000ULL);
	its.it_value = its.it_interval;
	timerfd_settime(fd, 0, &its, NULL);
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.u32 = 0x10000u | (uint32_t)cp->c_ntimers;
	epoll_ctl(cp->c_epfd, EPOLL_CTL_ADD, fd, &ev);
	v[cp->c_ntimers].t_fd = fd;
	v[cp->c_ntimers].t_prog = prog_fd;
	v[cp->c_ntimers].t_ready = 1;
	cp->c_ntimers++;
	return 0;
}

int
dt_consumer_add_source(dtrace_hdl_t *dtp, int fd, dt_source_f *fn, void *arg)
{
	dt_consumer_t *cp = dt_cons(dtp);
	struct epoll_event ev;
	dt_source_t *v;

	if (cp == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	v = realloc(cp->c_sources, sizeof(*v) * (size_t)(cp->c_nsources + 1));
	if (v == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	cp->c_sources = v;
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.u32 = 0x80000u | (uint32_t)cp->c_nsources;
	if (epoll_ctl(cp->c_epfd, EPOLL_CTL_ADD, fd, &ev) != 0)
		return dt_set_errmsg(dtp, errno, "epoll: %s", strerror(errno));
	v[cp->c_nsources].so_fd = fd;
	v[cp->c_nsources].so_fn = fn;
	v[cp->c_nsources].so_arg = arg;
	v[cp->c_nsources].so_ready = 0;
	cp->c_nsources++;
	return 0;
}

void
dt_consumer_del_source(dtrace_hdl_t *dtp, int fd)
{
	dt_consumer_t *cp = dtp->dt_cons;
	int i;

	for (i = 0; cp != NULL && i < cp->c_nsources; i++) {
		if (cp->c_sources[i].so_fd != fd)
			continue;
		epoll_ctl(cp->c_epfd, EPOLL_CTL_DEL, fd, NULL);
		/* (the slot stays, so that the others keep their tags) */
		cp->c_sources[i].so_fd = -1;
		cp->c_sources[i].so_ready = 0;
	}
}

int
dt_consumer_add_run(dtrace_hdl_t *dtp, const char *key, uint32_t id,
    int prog_fd)
{
	dt_consumer_t *cp = dt_cons(dtp);
	dt_selfrun_t *v;
	int i;

	if (cp == NULL || (v = realloc(cp->c_runs, sizeof(*v) *
	    (size_t)(cp->c_nruns + 1))) == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	cp->c_runs = v;
	for (i = cp->c_nruns; i > 0 && v[i - 1].r_id > id; i--)
		v[i] = v[i - 1];
	snprintf(v[i].r_key, sizeof(v[i].r_key), "%s", key);
	v[i].r_id = id;
	v[i].r_fd = prog_fd;
	cp->c_nruns++;
	return 0;
}

/* the run of kind ("test", "bench") and name, or NULL */
static const dt_selfrun_t *
dt_selfrun(dt_consumer_t *cp, const char *kind, const char *name, int i)
{
	size_t kl = strlen(kind);
	int j;

	for (j = 0; cp != NULL && j < cp->c_nruns; j++) {
		const char *k = cp->c_runs[j].r_key;

		if (strncmp(k, kind, kl) != 0 || k[kl] != ':')
			continue;
		if (name != NULL ? strcmp(k + kl + 1, name) == 0 : i-- == 0)
			return &cp->c_runs[j];
	}
	return NULL;
}

const char *
dtrace_self_probe(dtrace_hdl_t *dtp, const char *kind, int i)
{
	const dt_selfrun_t *r = dt_selfrun(dtp->dt_cons, kind, NULL, i);

	return r != NULL ? strchr(r->r_key, ':') + 1 : NULL;
}

int
dtrace_self_run(dtrace_hdl_t *dtp, const char *kind, const char *name,
    uint64_t n, uint64_t *nsp)
{
	dt_consumer_t *cp = dtp->dt_cons;
	const dt_selfrun_t *r = dt_selfrun(cp, kind, name, 0);
	uint64_t ctx[6] = { 0 }, i;
	struct timespec t0, t1;

	if (r == NULL)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "no %s probe named %s",
		    kind, name);
	/* what an exit() of an earlier run did is undone: the program's
	 * probes run again, and the consumer reads what they write */
	if (dtp->dt_prog != NULL && dtp->dt_prog->p_gmem != NULL)
		*(volatile uint64_t *)dtp->dt_prog->p_gmem = DT_STATE_ACTIVE;
	cp->c_done = cp->c_btexit = cp->c_exitstatus = 0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++) {
		if (dt_consumer_run(r->r_fd, ctx, sizeof(ctx)) != 0)
			return dt_set_errmsg(dtp, EDT_BPF, "failed to run the "
			    "%s probe: %s", r->r_key, strerror(errno));
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (nsp != NULL)
		*nsp = (uint64_t)(t1.tv_sec - t0.tv_sec) * 1000000000ULL +
		    (uint64_t)t1.tv_nsec - (uint64_t)t0.tv_nsec;
	return 0;
}

int
dt_consumer_run(int prog_fd, uint64_t *ctx, size_t ctxsize)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx,
	    .ctx_size_in = (uint32_t)ctxsize);

	return bpf_prog_test_run_opts(prog_fd, &opts);
}

int
dt_run_special(dtrace_hdl_t *dtp, const char *name)
{
	dt_consumer_t *cp = dt_cons(dtp);
	uint64_t ctx[6] = { 0 };
	int i;

	for (i = 0; i < DT_NSPECIAL && cp != NULL; i++) {
		if (strcmp(dt_special_names[i], name) != 0 || cp->c_special[i] < 0)
			continue;
		if (dt_consumer_run(cp->c_special[i], ctx, sizeof(ctx)) != 0)
			return dt_set_errmsg(dtp, EDT_BPF, "failed to run the %s "
			    "probe: %s", name, strerror(errno));
	}
	return 0;
}

int
dtrace_self_event(dtrace_hdl_t *dtp, const char *event)
{
	dt_consumer_t *cp = dtp->dt_cons;
	int i;

	for (i = 0; i < DT_NSPECIAL && cp != NULL; i++) {
		if (strcmp(dt_special_names[i], event) == 0 &&
		    cp->c_special[i] >= 0)
			return dt_run_special(dtp, event) != 0 ? -1 : 1;
	}
	return 0;
}

/*
 * Records
 */
static void
dt_flush(dt_consumer_t *cp)
{
	if (cp->c_opened)
		cp->c_fmt.f_ops->fo_flush(&cp->c_fmt);
	if (cp->c_out.sb_len > 0) {
		fwrite(cp->c_out.sb_buf, 1, cp->c_out.sb_len, cp->c_fp);
		dt_sb_reset(&cp->c_out);
	}
}

static void
dt_decode(const dt_field_t *f, const char *data, dt_value_t *v,
    uint32_t strmax)
{
	const char *p = data + f->f_off;

	memset(v, 0, sizeof(*v));
	if (f->f_type.t_kind == DT_TK_STRING) {
		v->dv_kind = DT_V_STR;
		v->dv_str = p;
		v->dv_len = f->f_type.t_size < strmax ? f->f_type.t_size : strmax;
		return;
	}
	if (f->f_type.t_kind == DT_TK_FLOAT) {
		dt_value_setfloat(v, p, (int)f->f_type.t_size);
		return;
	}
	v->dv_kind = f->f_type.t_kind == DT_TK_PTR ? DT_V_PTR : DT_V_INT;
	v->dv_size = (int)f->f_type.t_size;
	v->dv_signed = f->f_type.t_signed;
	switch (f->f_type.t_size) {
	case 1: v->dv_int = v->dv_signed ? (uint64_t)(int64_t)*(const int8_t *)p :
	    *(const uint8_t *)p; break;
	case 2: v->dv_int = v->dv_signed ? (uint64_t)(int64_t)*(const int16_t *)p :
	    *(const uint16_t *)p; break;
	case 4: v->dv_int = v->dv_signed ? (uint64_t)(int64_t)*(const int32_t *)p :
	    *(const uint32_t *)p; break;
	default: memcpy(&v->dv_int, p, 8); break;
	}
}

static const char *
dt_fault_name(uint64_t code)
{
	switch (code) {
	case 1: return "invalid address";
	case 2: return "invalid alignment";
	case 3: return "illegal operation";
	case 4: return "divide-by-zero";
	case 5: return "out of scratch space";
	default: return "unknown fault";
	}
}

/* a handler's answer: DTRACE_HANDLE_ABORT makes dtrace_work() fail */
static void
dt_handled(dtrace_hdl_t *dtp, int rv)
{
	if (rv == DTRACE_HANDLE_ABORT && dtp->dt_cons != NULL)
		dtp->dt_cons->c_cberr = EDT_DIRABORT;
}

static void
dt_error_record(dtrace_hdl_t *dtp, dt_consumer_t *cp, uint32_t prid,
    int cpu, int clause, const uint64_t *d)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_clause_t *c = pp->p_clausev[clause];
	dtrace_probedesc_t pd;
	dtrace_errdata_t ed;
	char msg[1024], addr[40] = "", where[40] = "predicate";
	uint32_t epid = dt_api_epid(c, prid);
	dt_fmterr_t e;

	dt_api_pdesc(dtp, prid, &pd);
	if (d[0] == 1 || d[0] == 2)
		snprintf(addr, sizeof(addr), " (0x%" PRIx64 ")", d[1]);
	if (d[2] != 0)
		snprintf(where, sizeof(where), "action #%" PRIu64, d[2]);
	snprintf(msg, sizeof(msg), "error on enabled probe ID %u (ID %u: "
	    "%s:%s:%s:%s): %s%s in %s at DIF offset 0", epid, prid,
	    pd.prv, pd.mod, pd.fun, pd.prb, dt_fault_name(d[0]), addr, where);
	/* in the output when the back end lays errors out (JSON) */
	e = (dt_fmterr_t){ dt_probe_lookup_id(dtp, prid), cpu, (int)epid, prid,
	    dt_fault_name(d[0]), d[0] == 1 || d[0] == 2, d[1], where, msg };
	if (cp->c_fmt.f_ops->fo_error != NULL &&
	    cp->c_fmt.f_ops->fo_error(&cp->c_fmt, &e) == 0)
		return;
	dt_flush(cp);
	if (dtp->dt_errhdlr == NULL) {
		fprintf(stderr, "dtrace: %s\n", msg);
		return;
	}
	memset(&ed, 0, sizeof(ed));
	ed.dteda_structsize = sizeof(ed);
	ed.dteda_handle = dtp;
	ed.dteda_pdesc = &pd;
	ed.dteda_epid = epid;
	ed.dteda_action = (int)d[2];
	ed.dteda_fault = d[0] >= DTRACEFLT_BADADDR &&
	    d[0] <= DTRACEFLT_NOSCRATCH ? (int)d[0] : DTRACEFLT_NONE;
	ed.dteda_addr = d[0] == 1 || d[0] == 2 ? d[1] : 0;
	ed.dteda_msg = msg;
	dt_handled(dtp, dtp->dt_errhdlr(&ed, dtp->dt_errarg));
}

/*
 * bt's -k/-kk: a helper failed at a call site; bpftrace's warning in the
 * output, with the source line and a mark under the call, or its JSON
 */
static void
dt_btwarn_record(dtrace_hdl_t *dtp, dt_consumer_t *cp, const uint64_t *d)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_strbuf_t *out = cp->c_fmt.f_out;
	const dt_btcheck_t *bc;
	const char *s, *e, *file;
	int64_t ret = (int64_t)d[1];
	int i, pad;

	if (d[2] >= (uint64_t)pp->p_nbtchecks)
		return;
	bc = &pp->p_btchecks[d[2]];
	if (dtp->dt_options[DT_OPT_OFORMAT] == DT_OFORMAT_BTJSON) {
		dt_sb_printf(out, "{\"type\": \"helper_error\", \"helper\": "
		    "\"%s\", \"retcode\": %" PRId64 ", \"line\": %d, "
		    "\"col\": %d}\n", bc->bc_helper, ret, bc->bc_line,
		    bc->bc_col);
		return;
	}
	file = pp->p_file != NULL ? pp->p_file : "stdin";
	dt_sb_printf(out, "%s:%d:%d-%d: WARNING: Failed to %s: ", file,
	    bc->bc_line, bc->bc_col, bc->bc_end, bc->bc_helper);
	/* an error's text and number; a lookup's NULL is a plain 0 */
	if (ret < 0)
		dt_sb_printf(out, "%s (%" PRId64 ")\n", strerror((int)-ret),
		    ret);
	else
		dt_sb_printf(out, "%" PRId64 "\n", ret);
	if ((s = pp->p_bttext) == NULL || (s = dt_diag_srcline(s, strlen(s),
	    bc->bc_line, &e)) == NULL)
		return;
	/* the line with its tabs as four blanks, the mark moved to match */
	for (i = 0, pad = 0; s + i < e; i++) {
		if (s[i] == '\t')
			dt_sb_puts(out, "    ");
		else
			dt_sb_putc(out, s[i]);
		if (i < bc->bc_col - 1)
			pad += s[i] == '\t' ? 4 : 1;
	}
	dt_sb_printf(out, "\n%*s", pad, "");
	for (i = bc->bc_col; i < bc->bc_end; i++)
		dt_sb_putc(out, '~');
	dt_sb_putc(out, '\n');
}

/*
 * Speculations: records kept until commit() outputs or discard() drops
 */
static dt_spec_t **
dt_spec_find(dt_consumer_t *cp, uint64_t tag)
{
	dt_spec_t **spp;

	for (spp = &cp->c_specs; *spp != NULL; spp = &(*spp)->sp_next)
		if ((*spp)->sp_tag == tag)
			return spp;
	return spp;
}

static void
dt_spec_keep(dtrace_hdl_t *dtp, dt_consumer_t *cp, uint64_t tag,
    const void *data, size_t size)
{
	dt_spec_t **spp = dt_spec_find(cp, tag), *sp = *spp;
	uint32_t n = (uint32_t)size;

	if (sp == NULL) {
		if ((sp = calloc(1, sizeof(*sp))) == NULL)
			return;
		sp->sp_tag = tag;
		dt_sb_init(&sp->sp_recs);
		*spp = sp;
	}
	if (sp->sp_size + size > (uint64_t)dtp->dt_options[DT_OPT_SPECSIZE]) {
		cp->c_specdrops++;
		return;
	}
	sp->sp_size += size;
	dt_sb_add(&sp->sp_recs, (const char *)&n, sizeof(n));
	dt_sb_add(&sp->sp_recs, data, size);
}

static void
dt_spec_end(dtrace_hdl_t *dtp, dt_consumer_t *cp, uint64_t tag, int commit)
{
	dt_spec_t **spp = dt_spec_find(cp, tag), *sp = *spp;
	size_t off = 0;

	if (sp == NULL)
		return;
	*spp = sp->sp_next;
	while (commit && off + 4 <= sp->sp_recs.sb_len) {
		uint32_t n;

		memcpy(&n, sp->sp_recs.sb_buf + off, 4);
		dt_consume_one(dtp, sp->sp_recs.sb_buf + off + 4, n, 1);
		off += 4 + n;
	}
	dt_sb_fini(&sp->sp_recs);
	free(sp);
}

/* a message about the run, as errors are reported */
void
dt_consumer_warn(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	char msg[512];
	dtrace_errdata_t ed;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dtp->dt_errhdlr == NULL) {
		fprintf(stderr, "dtrace: %s\n", msg);
		return;
	}
	memset(&ed, 0, sizeof(ed));
	ed.dteda_structsize = sizeof(ed);
	ed.dteda_handle = dtp;
	ed.dteda_msg = msg;
	dt_handled(dtp, dtp->dt_errhdlr(&ed, dtp->dt_errarg));
}

/* freopen(path): output goes to path from now on ("" restores it) */
static void
dt_freopen(dtrace_hdl_t *dtp, dt_consumer_t *cp, const char *path)
{
	int fd;

	dt_flush(cp);
	fflush(cp->c_fp);
	if (path[0] == '\0') {
		if (cp->c_stdfd >= 0) {
			dup2(cp->c_stdfd, fileno(cp->c_fp));
			close(cp->c_stdfd);
			cp->c_stdfd = -1;
		}
		return;
	}
	if ((fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC,
	    0666)) < 0) {
		dt_consumer_warn(dtp, "couldn't freopen() \"%s\": %s", path,
		    strerror(errno));
		return;
	}
	if (cp->c_stdfd < 0)
		cp->c_stdfd = fcntl(fileno(cp->c_fp), F_DUPFD_CLOEXEC, 3);
	dup2(fd, fileno(cp->c_fp));
	close(fd);
}

/*
 * A packet of pcap(): in the file freopen() named, a record of a pcap
 * capture file (the file's header first, when the file is empty); on the
 * output itself, its bytes as tracemem() shows them.  vals: the captured
 * bytes, their number, the packet's length, the link type (DLT_*) and
 * the wall-clock time in ns.
 */
static void
dt_pcap(dt_consumer_t *cp, const dt_value_t *vals, const unsigned char *data)
{
	uint32_t caplen = (uint32_t)vals[1].dv_int, hdr[6], rec[4];
	uint64_t ns = vals[4].dv_int;
	struct stat st;

	if (caplen == 0)
		return;			/* no packet (a NULL skb) */
	if (cp->c_stdfd < 0) {
		cp->c_fmt.f_ops->fo_tracemem(&cp->c_fmt, data, caplen);
		return;
	}
	dt_flush(cp);
	fflush(cp->c_fp);
	if (fstat(fileno(cp->c_fp), &st) == 0 && st.st_size == 0) {
		/* magic, version 2.4, GMT offset, accuracy, snapshot length,
		 * link type (DLT_RAW, 12 here, is LINKTYPE_RAW in files) */
		hdr[0] = 0xa1b2c3d4;
		hdr[1] = 2 | 4 << 16;
		hdr[2] = 0;
		hdr[3] = 0;
		hdr[4] = 65535;
		hdr[5] = vals[3].dv_int == 12 ? 101 : (uint32_t)vals[3].dv_int;
		fwrite(hdr, sizeof(hdr), 1, cp->c_fp);
	}
	rec[0] = (uint32_t)(ns / 1000000000);
	rec[1] = (uint32_t)(ns % 1000000000 / 1000);
	rec[2] = caplen;
	rec[3] = (uint32_t)vals[2].dv_int;
	fwrite(rec, sizeof(rec), 1, cp->c_fp);
	fwrite(data, caplen, 1, cp->c_fp);
	fflush(cp->c_fp);
}

/* system(cmd) for a back end that lays its output out: what the command
 * writes on its standard output, read to the end */
static void
dt_command_out(dt_fmt_t *f, const char *cmd)
{
	dt_strbuf_t text;
	char buf[4096];
	size_t n;
	FILE *p;

	fflush(NULL);
	if ((p = popen(cmd, "r")) == NULL) {
		fprintf(stderr, "dtrace: system( ) failed: %s\n",
		    strerror(errno));
		return;
	}
	dt_sb_init(&text);
	while ((n = fread(buf, 1, sizeof(buf), p)) > 0)
		dt_sb_add(&text, buf, n);
	pclose(p);
	f->f_ops->fo_command(f, text.sb_buf != NULL ? text.sb_buf : "",
	    text.sb_len);
	dt_sb_fini(&text);
}

/* bt's time(), cat() and join() text, as the back end lays it out */
static void
dt_btmsg(dt_fmt_t *f, const char *type, const char *text, size_t len)
{
	if (f->f_ops->fo_btmsg != NULL) {
		f->f_ops->fo_btmsg(f, type, text, len);
		return;
	}
	if (text != NULL)
		dt_sb_add(f->f_out, text, len);
	if (strcmp(type, "join") == 0)
		dt_sb_putc(f->f_out, '\n');
}

/* time(fmt): the consumer's clock now, in local time */
static void
dt_bttime(dt_fmt_t *f, const char *fmt)
{
	char buf[1024];
	struct tm tm;
	time_t now = time(NULL);
	size_t n = 0;

	if (localtime_r(&now, &tm) != NULL)
		n = strftime(buf, sizeof(buf), fmt, &tm);
	dt_btmsg(f, "time", buf, n);
}

/* cat(path): the file's text: its first catbytes (10 KiB by default,
 * BPFTRACE_CAT_BYTES_MAX), as bpftrace reads it */
static void
dt_btcat(dtrace_hdl_t *dtp, dt_consumer_t *cp, const char *path)
{
	dt_fmt_t *f = &cp->c_fmt;
	int64_t max = dtp->dt_options[DT_OPT_CATBYTES];
	dt_strbuf_t text;
	char chunk[4096];
	size_t n = 0, r, want;
	FILE *fp;

	if ((fp = fopen(path, "r")) == NULL) {
		int err = errno;

		dt_flush(cp);
		fflush(cp->c_fp);
		if (dtp->dt_lops->lo_flags & DT_LF_ERRLINES)
			fprintf(stderr, "ERROR: failed to open file '%s': %s\n",
			    path, strerror(err));
		else
			dt_consumer_warn(dtp, "failed to open file '%s': %s", path,
			    strerror(err));
		dt_btmsg(f, "cat", NULL, 0);
		return;
	}
	if (max < 0)
		max = 0;
	dt_sb_init(&text);
	for (;;) {
		want = (uint64_t)max - n < sizeof(chunk) ?
		    (size_t)((uint64_t)max - n) : sizeof(chunk);
		if (want == 0 || (r = fread(chunk, 1, want, fp)) == 0)
			break;
		dt_sb_add(&text, chunk, r);
		n += r;
	}
	fclose(fp);
	dt_btmsg(f, "cat", text.sb_buf != NULL ? text.sb_buf : "", n);
	dt_sb_fini(&text);
}

/* join(): the strings of the field at d, joined by sep */
static void
dt_btjoin(dt_fmt_t *f, const char *d, const char *sep)
{
	dt_strbuf_t text;
	uint64_t n, i;

	memcpy(&n, d, 8);
	dt_sb_init(&text);
	for (i = 0; i < n && i < DT_BTJOIN_MAX; i++) {
		const char *s = d + 8 + i * DT_BTJOIN_SIZE;

		if (i > 0)
			dt_sb_puts(&text, sep);
		dt_sb_add(&text, s, strnlen(s, DT_BTJOIN_SIZE));
	}
	dt_btmsg(f, "join", text.sb_buf != NULL ? text.sb_buf : "",
	    text.sb_len);
	dt_sb_fini(&text);
}

/*
 * bt: printf()'s arguments that only the consumer can put in words
 * (probe, username, ksym() ...: t_sym) become their text, kept in texts;
 * a buf() its bytes, for %r
 */
static void
dt_btargs(dtrace_hdl_t *dtp, const dt_action_t *ap, const char *data,
    dt_value_t *vals, dt_strbuf_t *texts, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		const dt_type_t *t = &ap->ac_fields[i].f_type;
		const char *p = data + ap->ac_fields[i].f_off;
		uint64_t len;

		dt_sb_init(&texts[i]);
		if (t->t_sym == DT_SYM_NONE)
			continue;
		memset(&vals[i], 0, sizeof(vals[i]));
		vals[i].dv_kind = DT_V_STR;
		if (t->t_sym == DT_SYM_BTBUF) {
			memcpy(&len, p, 8);
			vals[i].dv_str = p + 8;
			vals[i].dv_len = len < t->t_size - 8 ? len :
			    t->t_size - 8;
			vals[i].dv_size = -1;	/* bytes, not a string */
			continue;
		}
		dtp->dt_lops->lo_valtext(dtp, &texts[i], t, p, 8);
		dt_sb_putc(&texts[i], '\0');
		vals[i].dv_str = texts[i].sb_buf;
		vals[i].dv_len = texts[i].sb_len;
	}
}

/* bt's watchpoints, through the provider that has them */
static int
dt_watch_add(dtrace_hdl_t *dtp, const char *wp, uint64_t addr,
    const dt_probe_t **prpp)
{
	int i;

	for (i = 0; i < dtp->dt_nprovs; i++)
		if (dtp->dt_provs[i].pv_impl->pi_watch_add != NULL)
			return dtp->dt_provs[i].pv_impl->pi_watch_add(dtp, wp,
			    addr, prpp);
	return ENOTSUP;
}

static void
dt_unwatch(dtrace_hdl_t *dtp, uint64_t addr)
{
	int i;

	for (i = 0; i < dtp->dt_nprovs; i++)
		if (dtp->dt_provs[i].pv_impl->pi_unwatch != NULL)
			dtp->dt_provs[i].pv_impl->pi_unwatch(dtp, addr);
}

/*
 * A watchpoint:FUNC+argN's set-up (bt's): its breakpoint on addr, and the
 * target process, stopped by the set-up's program, let go on (not for an
 * asyncwatchpoint), as bpftrace 0.17 does it, with its messages.  A
 * breakpoint that cannot be put ends the run (bpftrace aborts) but for an
 * asyncwatchpoint's, or for lack of the CPU's debug registers.
 */
static void
dt_btwatch(dtrace_hdl_t *dtp, dt_consumer_t *cp, const dt_action_t *ap,
    uint64_t addr)
{
	static const char full[] = "Failed to attach watchpoint probe. You "
	    "are out of watchpoint registers.";
	const dt_probe_t *prp = NULL;
	int async = strncmp(ap->ac_str, "async", 5) == 0, err;
	char name[1200];
	dt_fmt_t *f = &cp->c_fmt;

	err = dt_watch_add(dtp, ap->ac_str, addr, &prp);
	if (err == ENOSPC) {
		if (f->f_ops->fo_bpftrace && f->f_ops->fo_json)
			dt_sb_printf(f->f_out, "{\"type\": \"lost_events\", "
			    "\"data\": \"%s\"}\n", full);
		else
			dt_sb_printf(f->f_out, "%s\n", full);
		err = 0;
	} else if (err != 0) {
		dt_flush(cp);
		fflush(cp->c_fp);
		if (prp != NULL)
			dtp->dt_lops->lo_probename(prp, name, sizeof(name));
		else
			snprintf(name, sizeof(name), "%s", ap->ac_str);
		fprintf(stderr, "ERROR: Error attaching probe: %s: %s\n"
		    "Unable to attach real watchpoint probe\n", name,
		    strerror(err));
	}
	if (!async && dt_proc_cont_target(dtp) != 0) {
		fprintf(stderr, "Failed to SIGCONT tracee: %s\n",
		    strerror(errno));
		err = -1;
	}
	if (err != 0 && !async) {
		cp->c_exitstatus = 1;
		cp->c_done = 1;
		cp->c_btexit = 1;
	}
}

/*
 * The actions as the API names them (dtrace_recdesc_t), and whether what
 * they do is output (which a record callback may take over) or an effect
 * that happens whatever the callback says
 */
static const struct {
	dtrace_actkind_t aa_kind;
	const char *aa_name;
	int aa_output;
} dt_apiacts[] = {
	[DT_ACT_TRACE] = { DTRACE_ACT_TRACE, "trace", 1 },
	[DT_ACT_PRINTF] = { DTRACE_ACT_PRINTF, "printf", 1 },
	[DT_ACT_PRINTA] = { DTRACE_ACT_PRINTA, "printa", 1 },
	[DT_ACT_EXIT] = { DTRACE_ACT_EXIT, "exit", 0 },
	[DT_ACT_ERROR] = { DTRACE_ACT_OTHER, "error", 0 },
	[DT_ACT_SYSTEM] = { DTRACE_ACT_SYSTEM, "system", 1 },
	[DT_ACT_SPECULATE] = { DTRACE_ACT_SPECULATE, "speculate", 0 },
	[DT_ACT_COMMIT] = { DTRACE_ACT_COMMIT, "commit", 0 },
	[DT_ACT_DISCARD] = { DTRACE_ACT_DISCARD, "discard", 0 },
	[DT_ACT_TRACEMEM] = { DTRACE_ACT_TRACEMEM, "tracemem", 1 },
	[DT_ACT_PCAP] = { DTRACE_ACT_PCAP, "pcap", 1 },
	[DT_ACT_SETOPT] = { DTRACE_ACT_SETOPT, "setopt", 0 },
	[DT_ACT_FREOPEN] = { DTRACE_ACT_FREOPEN, "freopen", 0 },
	[DT_ACT_FTRUNCATE] = { DTRACE_ACT_FTRUNCATE, "ftruncate", 0 },
	[DT_ACT_PRINT] = { DTRACE_ACT_PRINT, "print", 1 },
	[DT_ACT_NORMALIZE] = { DTRACE_ACT_AGGOP, "normalize", 0 },
	[DT_ACT_DENORMALIZE] = { DTRACE_ACT_AGGOP, "denormalize", 0 },
	[DT_ACT_TRUNC] = { DTRACE_ACT_AGGOP, "trunc", 0 },
	[DT_ACT_CLEAR] = { DTRACE_ACT_AGGOP, "clear", 0 },
	[DT_ACT_BTPRINT] = { DTRACE_ACT_OTHER, "print", 1 },
	[DT_ACT_BTCLEAR] = { DTRACE_ACT_OTHER, "clear", 0 },
	[DT_ACT_BTZERO] = { DTRACE_ACT_OTHER, "zero", 0 },
	[DT_ACT_BTTIME] = { DTRACE_ACT_OTHER, "time", 1 },
	[DT_ACT_BTCAT] = { DTRACE_ACT_OTHER, "cat", 1 },
	[DT_ACT_BTJOIN] = { DTRACE_ACT_OTHER, "join", 1 },
	[DT_ACT_BTWATCH] = { DTRACE_ACT_OTHER, "watchpoint", 0 },
	[DT_ACT_BTUNWATCH] = { DTRACE_ACT_OTHER, "unwatch", 0 },
	[DT_ACT_BTERRORF] = { DTRACE_ACT_OTHER, "errorf", 1 },
};

/* a callback's answer: 1 if the record (or firing) is consumed by it, 0
 * if the library outputs it, -1 if consuming stops */
static int
dt_cb_answer(dt_consumer_t *cp, int rv)
{
	switch (rv) {
	case DTRACE_CONSUME_THIS:
		return 0;
	case DTRACE_CONSUME_NEXT:
		return 1;
	case DTRACE_CONSUME_ABORT:
		cp->c_cberr = EDT_DIRABORT;
		return -1;
	default:
		cp->c_cberr = rv == DTRACE_CONSUME_ERROR ? EDT_DIRABORT :
		    EINVAL;
		return -1;
	}
}

/* the record callback for action ap of a firing */
static int
dt_rec_callback(dtrace_hdl_t *dtp, dt_consumer_t *cp,
    const dtrace_probedata_t *pd, const dt_action_t *ap, const char *data)
{
	uint32_t strmax = DT_STRSIZE(dtp) +
	    !(dtp->dt_lops->lo_flags & DT_LF_STRSIZENUL);
	dt_apival_t *avs = dt_apivals_new(ap->ac_nfields);
	dtrace_value_t *vals = calloc((size_t)ap->ac_nfields + 1,
	    sizeof(*vals));
	dtrace_recdesc_t rd;
	int i, rv = -1;

	if (avs == NULL || vals == NULL) {
		cp->c_cberr = EDT_NOMEM;
		goto out;
	}
	for (i = 0; i < ap->ac_nfields; i++) {
		dt_apival_make(dtp, &avs[i], &ap->ac_fields[i].f_type,
		    data + ap->ac_fields[i].f_off, strmax);
		vals[i] = avs[i].av_v;
	}
	/* tracemem(): the bytes recorded */
	if (ap->ac_kind == DT_ACT_TRACEMEM && ap->ac_nfields > 0) {
		vals[0].dtv_kind = DTRACE_VAL_BYTES;
		vals[0].dtv_str = NULL;
		vals[0].dtv_size = ap->ac_nbytes;
	}
	memset(&rd, 0, sizeof(rd));
	rd.dtrd_structsize = sizeof(rd);
	rd.dtrd_action = dt_apiacts[ap->ac_kind].aa_kind;
	rd.dtrd_name = dt_apiacts[ap->ac_kind].aa_name;
	rd.dtrd_nvals = ap->ac_nfields;
	rd.dtrd_vals = vals;
	rv = dt_cb_answer(cp, cp->c_rfunc(pd, &rd, cp->c_cbarg));
out:
	dt_apivals_free(avs, ap->ac_nfields);
	free(vals);
	return rv;
}

/* out: the action's output is the library's to make (else a callback
 * took it) */
static void
dt_action_out(dtrace_hdl_t *dtp, dt_consumer_t *cp, const dt_action_t *ap,
    const char *data, int out)
{
	dt_fmt_t *f = &cp->c_fmt;
	dt_value_t local[16], *vals = local;
	dt_strbuf_t *texts = NULL;
	int i, n = ap->ac_nfields;

	if (!out && dt_apiacts[ap->ac_kind].aa_output)
		return;

	/* most actions have few fields; printf() may have any number */
	if (n > (int)(sizeof(local) / sizeof(local[0])) &&
	    (vals = calloc((size_t)n, sizeof(*vals))) == NULL) {
		dt_consumer_warn(dtp, "out of memory: output of an action lost");
		return;
	}
	/* a string is strsize characters and its NUL, as DTrace keeps it */
	for (i = 0; i < n; i++)
		dt_decode(&ap->ac_fields[i], data, &vals[i], DT_STRSIZE(dtp) +
		    !(dtp->dt_lops->lo_flags & DT_LF_STRSIZENUL));
	if (dtp->dt_lops->lo_valtext != NULL && (ap->ac_kind == DT_ACT_PRINTF ||
	    ap->ac_kind == DT_ACT_SYSTEM || ap->ac_kind == DT_ACT_BTCAT ||
	    ap->ac_kind == DT_ACT_BTERRORF) &&
	    n > 0) {
		if ((texts = calloc((size_t)n, sizeof(*texts))) == NULL) {
			if (vals != local)
				free(vals);
			dt_consumer_warn(dtp, "out of memory: output of an action "
			    "lost");
			return;
		}
		dt_btargs(dtp, ap, data, vals, texts, n);
	}
	switch (ap->ac_kind) {
	case DT_ACT_TRACE:
		if (ap->ac_fields[0].f_type.t_sym != DT_SYM_NONE)
			f->f_ops->fo_sym(f, &ap->ac_fields[0].f_type,
			    data + ap->ac_fields[0].f_off);
		else
			f->f_ops->fo_trace(f, &vals[0]);
		break;
	case DT_ACT_PRINTF:
		f->f_ops->fo_printf(f, ap->ac_fmt, vals, n);
		break;
	case DT_ACT_PRINTA:
		dt_agg_print(dtp, f, ap->ac_aggs, ap->ac_naggs, ap->ac_fmt);
		break;
	case DT_ACT_NORMALIZE:
		ap->ac_aggs[0]->a_normal = (int64_t)vals[0].dv_int;
		break;
	case DT_ACT_DENORMALIZE:
		ap->ac_aggs[0]->a_normal = 1;
		break;
	case DT_ACT_CLEAR:
		dt_agg_clear(dtp, ap->ac_aggs[0]);
		break;
	case DT_ACT_TRUNC:
		dt_agg_trunc(dtp, ap->ac_aggs[0], n > 0 ?
		    (int64_t)vals[0].dv_int : 0);
		break;
	case DT_ACT_SYSTEM: {
		dt_strbuf_t cmd;

		dt_sb_init(&cmd);
		dt_printf_format(&cmd, ap->ac_fmt, vals, n, NULL, NULL);
		if (cmd.sb_len > 0 && f->f_ops->fo_command != NULL)
			dt_command_out(f, cmd.sb_buf);
		else if (cmd.sb_len > 0) {
			/* what was printed before comes first, then the
			 * command's */
			dt_flush(cp);
			fflush(cp->c_fp);
			if (system(cmd.sb_buf) == -1)
				fprintf(stderr, "dtrace: system( ) failed: "
				    "%s\n", strerror(errno));
		}
		dt_sb_fini(&cmd);
		break;
	}
	case DT_ACT_EXIT:	/* as in DTrace, the last exit() sets the status */
		cp->c_exitstatus = (int)(int64_t)vals[0].dv_int;
		cp->c_done = 1;
		/* bpftrace reads nothing more, but what END prints */
		cp->c_btexit = (dtp->dt_lops->lo_flags & DT_LF_EXITSTOPS) != 0;
		break;
	case DT_ACT_BTPRINT:
		if (ap->ac_btsnap) {	/* the elements sent before it */
			size_t nel = cp->c_snapvar == ap->ac_var ?
			    cp->c_nsnap : 0;

			dt_flush(cp);
			if (cp->c_snap.sb_err || dtp->dt_lops->lo_mapsnap(dtp,
			    f->f_out, ap->ac_var, cp->c_snap.sb_buf, nel,
			    (int64_t)vals[0].dv_int,
			    (int64_t)vals[1].dv_int) != 0)
				dt_consumer_warn(dtp,
				    "out of memory: print( ) lost");
			dt_sb_reset(&cp->c_snap);
			cp->c_nsnap = 0;
			cp->c_snapvar = NULL;
		} else if (ap->ac_var != NULL) {
			dt_flush(cp);
			if (dtp->dt_lops->lo_mapprint(dtp, f->f_out, ap->ac_var,
			    f->f_ops->fo_bpftrace && f->f_ops->fo_json,
			    (int64_t)vals[0].dv_int,
			    (int64_t)vals[1].dv_int) != 0)
				dt_consumer_warn(dtp,
				    "out of memory: print( ) lost");
		} else
			dt_agg_btprint(dtp, f, ap->ac_aggs[0],
			    (int64_t)vals[0].dv_int, (int64_t)vals[1].dv_int);
		break;
	case DT_ACT_BTCLEAR:
	case DT_ACT_BTZERO:
		dtp->dt_lops->lo_mapclear(dtp, ap->ac_var,
		    ap->ac_kind == DT_ACT_BTZERO);
		break;
	case DT_ACT_BTTIME:
		dt_bttime(f, ap->ac_str);
		break;
	case DT_ACT_BTWATCH:
		dt_btwatch(dtp, cp, ap, vals[0].dv_int);
		break;
	case DT_ACT_BTUNWATCH:
		dt_unwatch(dtp, vals[0].dv_int);
		break;
	case DT_ACT_BTCAT: {
		dt_strbuf_t path;

		dt_sb_init(&path);
		dt_printf_format(&path, ap->ac_fmt, vals, n, NULL, NULL);
		dt_btcat(dtp, cp, path.sb_len > 0 ? path.sb_buf : "");
		dt_sb_fini(&path);
		break;
	}
	case DT_ACT_BTERRORF: {
		dt_strbuf_t msg;
		const char *mark = strchr(ap->ac_str, '\001');

		dt_sb_init(&msg);
		dt_printf_format(&msg, ap->ac_fmt, vals, n, NULL, NULL);
		dt_flush(cp);
		fflush(cp->c_fp);
		fprintf(stderr, "%.*s%s%s\n", mark != NULL ?
		    (int)(mark - ap->ac_str) : 0, ap->ac_str, msg.sb_len > 0 ?
		    msg.sb_buf : "", mark != NULL ? mark + 1 : "");
		dt_sb_fini(&msg);
		break;
	}
	case DT_ACT_TRACEMEM: {
		int64_t show = (int64_t)vals[1].dv_int;

		if (show < 0 || show > (int64_t)ap->ac_nbytes)
			show = ap->ac_nbytes;
		f->f_ops->fo_tracemem(f, (const unsigned char *)data +
		    ap->ac_fields[0].f_off, (size_t)show);
		break;
	}
	case DT_ACT_PCAP:
		dt_pcap(cp, vals, (const unsigned char *)data +
		    ap->ac_fields[0].f_off);
		break;
	case DT_ACT_PRINT:
		f->f_ops->fo_print(f, &ap->ac_fields[0].f_type,
		    data + ap->ac_fields[0].f_off);
		break;
	case DT_ACT_SETOPT: {
		char name[256], val[256];

		snprintf(name, sizeof(name), "%.*s", (int)strnlen(vals[0].dv_str,
		    vals[0].dv_len), vals[0].dv_str);
		snprintf(val, sizeof(val), "%.*s", n > 1 ? (int)strnlen(
		    vals[1].dv_str, vals[1].dv_len) : 0, n > 1 ? vals[1].dv_str :
		    "");
		if (dtrace_setopt(dtp, name, n > 1 ? val : NULL) != 0)
			dt_consumer_warn(dtp, "couldn't set option \"%s\" to \"%s\": %s",
			    name, val, dtrace_errmsg(dtp, dtrace_errno(dtp)));
		break;
	}
	case DT_ACT_FREOPEN: {
		dt_strbuf_t path;

		dt_sb_init(&path);
		dt_printf_format(&path, ap->ac_fmt, vals, n, NULL, NULL);
		dt_freopen(dtp, cp, path.sb_len > 0 ? path.sb_buf : "");
		dt_sb_fini(&path);
		break;
	}
	case DT_ACT_FTRUNCATE:
		dt_flush(cp);
		fflush(cp->c_fp);
		if (ftruncate(fileno(cp->c_fp), 0) != 0)
			dt_consumer_warn(dtp, "couldn't truncate the output: %s",
			    strerror(errno));
		break;
	case DT_ACT_COMMIT:
	case DT_ACT_DISCARD:
		dt_spec_end(dtp, cp, vals[0].dv_int, ap->ac_kind == DT_ACT_COMMIT);
		break;
	default:
		break;
	}
	for (i = 0; texts != NULL && i < n; i++)
		dt_sb_fini(&texts[i]);
	free(texts);
	if (vals != local)
		free(vals);
}

/* is probe id the dtrace:::END probe? */
static int
dt_probe_is_end(dtrace_hdl_t *dtp, uint32_t id)
{
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, id);

	return prp != NULL && strcmp(prp->pr_name, "END") == 0 &&
	    strcmp(dt_probe_provname(prp), "dtrace") == 0;
}

/* one record; replay: a speculation's, being committed */
/*
 * Does a clause's record show nothing of the probe?  As in DTrace, whose
 * enabling records nothing when all its actions store no data: commit()
 * and discard() (their record is only what the consumer must do), or
 * speculate() with others (a speculate() alone records the probe into
 * the speculation, which shows it when committed).
 */
static int
dt_clause_silent(const dt_clause_t *c)
{
	const dt_action_t *ap;

	if (c->c_acts == NULL || (c->c_acts->ac_kind == DT_ACT_SPECULATE &&
	    c->c_acts->ac_next == NULL))
		return 0;
	for (ap = c->c_acts; ap != NULL; ap = ap->ac_next)
		if (ap->ac_kind != DT_ACT_COMMIT &&
		    ap->ac_kind != DT_ACT_DISCARD &&
		    ap->ac_kind != DT_ACT_SPECULATE)
			return 0;
	return 1;
}

/* an element of a map as print(@m) saw it (-O openbsd), kept until the
 * print's own record: u32 the map's fd, u32 0, its key and value */
static void
dt_btsnap_keep(dtrace_hdl_t *dtp, dt_consumer_t *cp, const dt_rechdr_t *rh,
    const char *d, size_t size)
{
	const dt_var_t *vp;
	uint32_t fd;

	if (size < 8 || (cp->c_btexit && !dt_probe_is_end(dtp, rh->rh_prid)))
		return;
	memcpy(&fd, d, 4);
	for (vp = dtp->dt_prog->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_bt && vp->v_map_fd == (int)fd)
			break;
	if (vp == NULL || size < 8 + vp->v_keys.k_size + vp->v_vsize)
		return;
	if (vp != cp->c_snapvar) {
		dt_sb_reset(&cp->c_snap);
		cp->c_nsnap = 0;
		cp->c_snapvar = vp;
	}
	dt_sb_add(&cp->c_snap, d + 8, vp->v_keys.k_size + vp->v_vsize);
	cp->c_nsnap++;
}

static int
dt_consume_one(dtrace_hdl_t *dtp, const void *data, size_t size, int replay)
{
	dt_consumer_t *cp = dtp->dt_cons;
	dt_compiled_t *pp = dtp->dt_prog;
	const dt_rechdr_t *rh = data;
	const char *d = (const char *)data + sizeof(*rh);
	const dt_action_t *ap;
	const dt_clause_t *c;
	dtrace_probedesc_t pdesc;
	dtrace_probedata_t pd;
	uint64_t mask;
	int i, silent, skip = 0, rfunc = 0;

	if (size >= sizeof(*rh) + 8 && rh->rh_clause == DT_REC_DLMAP) {
		dt_consume_dlmap(dtp, d);
		return 0;
	}
	/* a callback said to stop: what is left is not looked at */
	if (size < sizeof(*rh) + 8 || cp->c_cberr != 0)
		return 0;
	if (rh->rh_clause == DT_REC_UPID) {
		uint64_t pid;

		memcpy(&pid, d, 8);	/* the pid, its exec count above */
		dt_symfmt_grab(dtp, (int)(pid & 0xffffffff));
		return 0;
	}
	if (rh->rh_clause == DT_REC_BTSNAP) {
		dt_btsnap_keep(dtp, cp, rh, d, size - sizeof(*rh));
		return 0;
	}
	if (rh->rh_clause == DT_REC_BTJOIN) {
		uint32_t act, clause;

		if (size < DT_BTJOIN_REC || (cp->c_btexit &&
		    !dt_probe_is_end(dtp, rh->rh_prid)))
			return 0;
		memcpy(&act, d, 4);
		memcpy(&clause, d + 4, 4);
		if (clause >= (uint32_t)pp->p_nclauses)
			return 0;
		for (ap = pp->p_clausev[clause]->c_acts, i = 0; ap != NULL &&
		    i < (int)act; ap = ap->ac_next, i++)
			;
		if (ap == NULL || ap->ac_kind != DT_ACT_BTJOIN)
			return 0;
		cp->c_fmt.f_ops->fo_rec_begin(&cp->c_fmt,
		    dt_probe_lookup_id(dtp, rh->rh_prid), rh->rh_cpu,
		    ((uint64_t)rh->rh_prid << 16) | clause);
		dt_btjoin(&cp->c_fmt, d + 8, ap->ac_str);
		cp->c_fmt.f_ops->fo_rec_end(&cp->c_fmt);
		return 0;
	}
	if ((rh->rh_clause & 0x8000) && size >= sizeof(*rh) + 24 &&
	    ((const uint64_t *)d)[0] == DT_FAULT_BTHELPER) {
		dt_btwarn_record(dtp, cp, (const uint64_t *)d);
		return 0;
	}
	if (rh->rh_clause & 0x8000) {
		if ((rh->rh_clause & 0x7fff) < pp->p_nclauses)
			dt_error_record(dtp, cp, rh->rh_prid, rh->rh_cpu,
			    rh->rh_clause & 0x7fff, (const uint64_t *)d);
		return 0;
	}
	if (rh->rh_clause >= pp->p_nclauses)
		return 0;
	if (cp->c_btexit && !dt_probe_is_end(dtp, rh->rh_prid))
		return 0;
	c = pp->p_clausev[rh->rh_clause];
	memcpy(&mask, d, 8);
	if (!replay && c->c_acts != NULL &&
	    c->c_acts->ac_kind == DT_ACT_SPECULATE && (mask & 1)) {
		uint64_t tag;

		memcpy(&tag, d + c->c_acts->ac_fields[0].f_off, 8);
		dt_spec_keep(dtp, cp, tag, data, size);
		return 0;
	}
	silent = dt_clause_silent(c);
	/* the callbacks: the firing (all its output is the callback's if
	 * it says so), then each action */
	if (!silent && (cp->c_pfunc != NULL || cp->c_rfunc != NULL)) {
		struct timespec ts;

		dt_api_pdesc(dtp, rh->rh_prid, &pdesc);
		clock_gettime(CLOCK_MONOTONIC, &ts);
		memset(&pd, 0, sizeof(pd));
		pd.dtpda_structsize = sizeof(pd);
		pd.dtpda_handle = dtp;
		pd.dtpda_pdesc = &pdesc;
		pd.dtpda_cpu = rh->rh_cpu;
		pd.dtpda_epid = dt_api_epid(c, rh->rh_prid);
		pd.dtpda_timestamp = (uint64_t)ts.tv_sec * 1000000000ULL +
		    (uint64_t)ts.tv_nsec;
		rfunc = cp->c_rfunc != NULL;
	}
	if (!silent && cp->c_pfunc != NULL &&
	    (skip = dt_cb_answer(cp, cp->c_pfunc(&pd, cp->c_cbarg))) < 0)
		return 0;
	if (skip)
		rfunc = 0;
	else if (!silent)
		cp->c_fmt.f_ops->fo_rec_begin(&cp->c_fmt,
		    dt_probe_lookup_id(dtp, rh->rh_prid), rh->rh_cpu,
		    ((uint64_t)rh->rh_prid << 16) | rh->rh_clause);
	for (ap = c->c_acts, i = 0; ap != NULL; ap = ap->ac_next, i++) {
		int taken = 0;

		if (!(mask & (1ULL << (i < 63 ? i : 63))))
			continue;
		if (rfunc && (taken = dt_rec_callback(dtp, cp, &pd, ap,
		    d)) < 0)
			break;
		dt_action_out(dtp, cp, ap, d, !skip && !taken);
	}
	if (rfunc && cp->c_cberr == 0)
		(void)dt_cb_answer(cp, cp->c_rfunc(&pd, NULL, cp->c_cbarg));
	if (!silent && !skip)
		cp->c_fmt.f_ops->fo_rec_end(&cp->c_fmt);
	if (cp->c_out.sb_len > 65536)
		dt_flush(cp);
	return 0;
}

/*
 * A process called its dynamic loader's _dl_debug_state() (a
 * DT_REC_DLMAP record): the probes of what it maps now are enabled (by
 * the driver's c_onmaps); a process the program stopped for that is let
 * go on once they are.
 */
static void
dt_consume_dlmap(dtrace_hdl_t *dtp, const char *d)
{
	dt_consumer_t *cp = dtp->dt_cons;
	uint64_t v;
	pid_t pid;
	int stopped;

	memcpy(&v, d, 8);
	pid = (pid_t)(v & 0xffffffff);
	stopped = (v >> 32) != 0;
	if (stopped)
		(void)dt_proc_wait_stopped(pid);
	/* (a process gone meanwhile maps nothing more) */
	if (cp->c_onmaps != NULL && cp->c_onmaps(dtp, pid) != 0 &&
	    dtrace_errno(dtp) != EDT_BADPROC)
		dt_consumer_warn(dtp, "cannot enable the probes of what pid %d mapped: "
		    "%s", (int)pid, dtrace_errmsg(dtp, dtrace_errno(dtp)));
	if (stopped)
		(void)kill(pid, SIGCONT);
}

void
dt_consumer_onmaps(dtrace_hdl_t *dtp, dt_maps_f *f)
{
	if (dtp->dt_cons != NULL)
		dtp->dt_cons->c_onmaps = f;
}

static int
dt_consume_rec(void *arg, const void *data, size_t size)
{
	return dt_consume_one(arg, data, size, 0);
}

/* bufpolicy=ring: keep a record, forgetting the oldest past bufsize */
static int
dt_ring_keep(void *arg, const void *data, size_t size)
{
	dtrace_hdl_t *dtp = arg;
	dt_consumer_t *cp = dtp->dt_cons;
	uint64_t cap = (uint64_t)dtp->dt_options[DT_OPT_BUFSIZE];
	uint32_t n = (uint32_t)size;

	if (size >= sizeof(dt_rechdr_t) + 8 &&
	    ((const dt_rechdr_t *)data)->rh_clause == DT_REC_DLMAP) {
		dt_consume_dlmap(dtp, (const char *)data + sizeof(dt_rechdr_t));
		return 0;
	}
	dt_sb_add(&cp->c_kept, (const char *)&n, sizeof(n));
	dt_sb_add(&cp->c_kept, data, size);
	if (cp->c_kept.sb_err)
		return -1;
	cp->c_keptsize += size;
	while (cp->c_keptsize > cap) {
		memcpy(&n, cp->c_kept.sb_buf + cp->c_keptoff, sizeof(n));
		cp->c_keptoff += sizeof(n) + n;
		cp->c_keptsize -= n;
	}
	/* the forgotten ones' room, once it is half the buffer */
	if (cp->c_keptoff > cp->c_kept.sb_len / 2) {
		memmove(cp->c_kept.sb_buf, cp->c_kept.sb_buf + cp->c_keptoff,
		    cp->c_kept.sb_len - cp->c_keptoff);
		cp->c_kept.sb_len -= cp->c_keptoff;
		cp->c_keptoff = 0;
	}
	return 0;
}

/* bufpolicy=ring, tracing over: the records kept, in their order */
static void
dt_ring_replay(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	size_t off;
	uint32_t n;

	for (off = cp->c_keptoff; off < cp->c_kept.sb_len; off += n) {
		memcpy(&n, cp->c_kept.sb_buf + off, sizeof(n));
		off += sizeof(n);
		(void)dt_consume_one(dtp, cp->c_kept.sb_buf + off, n, 0);
	}
	dt_sb_reset(&cp->c_kept);
	cp->c_keptoff = cp->c_keptsize = 0;
}

/*
 * Drops: compare the per-CPU counters with what was last reported
 */
/* the kinds of drop, as -x droptags names them */
static const char *const dt_droptags[] = {
	[DTRACEDROP_PRINCIPAL] = "PRINCIPAL",
	[DTRACEDROP_AGGREGATION] = "AGGREGATION",
	[DTRACEDROP_DYNAMIC] = "DYNAMIC",
	[DTRACEDROP_SPECUNAVAIL] = "SPECUNAVAIL",
	[DTRACEDROP_SPEC] = "SPEC",
	[DTRACEDROP_UNPAGED] = "UNPAGED",
};

static void
dt_drop_report(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, const char *fmt,
    uint64_t n, int cpu)
{
	const char *tag = dt_droptags[kind];
	dtrace_dropdata_t dd;
	char msg[160];
	int o = 0;

	/* -x droptags: the kind of drop, as DTrace names it, first */
	if (dtp->dt_options[DT_OPT_DROPTAGS] > 0)
		o = snprintf(msg, sizeof(msg), "[DTRACEDROP_%s] ", tag);
	snprintf(msg + o, sizeof(msg) - (size_t)o, fmt, n, n == 1 ? "" : "s",
	    cpu);
	if (dtp->dt_cons != NULL && dtp->dt_cons->c_fmt.f_ops->fo_drop(
	    &dtp->dt_cons->c_fmt, tag, msg + o, n) == 0)
		return;
	if (dtp->dt_drophdlr == NULL) {
		fprintf(stderr, "dtrace: %s\n", msg);
		return;
	}
	memset(&dd, 0, sizeof(dd));
	dd.dtdda_structsize = sizeof(dd);
	dd.dtdda_handle = dtp;
	dd.dtdda_cpu = kind == DTRACEDROP_PRINCIPAL ||
	    kind == DTRACEDROP_AGGREGATION ? cpu : -1;
	dd.dtdda_kind = kind;
	dd.dtdda_drops = n;
	dd.dtdda_msg = msg;
	dt_handled(dtp, dtp->dt_drophdlr(&dd, dtp->dt_droparg));
}

static void
dt_check_drops(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	int ncpu = libbpf_num_possible_cpus(), cpu;
	uint64_t *vals, dyn = 0, specfail = 0, unpaged = 0;
	uint32_t key = 0;

	if (ncpu <= 0 || pp->p_stats_fd < 0)
		return;
	if (cp->c_stats == NULL &&
	    (cp->c_stats = calloc((size_t)ncpu, DT_STAT_MAX * 8)) == NULL)
		return;
	if ((vals = calloc((size_t)ncpu, DT_STAT_MAX * 8)) == NULL)
		return;
	if (bpf_map_lookup_elem(pp->p_stats_fd, &key, vals) == 0) {
		for (cpu = 0; cpu < ncpu; cpu++) {
			uint64_t *now = vals + cpu * DT_STAT_MAX;
			uint64_t *was = cp->c_stats + cpu * DT_STAT_MAX;

			if (now[DT_STAT_DROPS] > was[DT_STAT_DROPS])
				dt_drop_report(dtp, DTRACEDROP_PRINCIPAL,
				    "%" PRIu64 " drop%s on CPU %d",
				    now[DT_STAT_DROPS] - was[DT_STAT_DROPS], cpu);
			if (now[DT_STAT_AGGDROPS] > was[DT_STAT_AGGDROPS])
				dt_drop_report(dtp, DTRACEDROP_AGGREGATION, "%" PRIu64
				    " aggregation "
				    "drop%s on CPU %d", now[DT_STAT_AGGDROPS] -
				    was[DT_STAT_AGGDROPS], cpu);
			dyn += now[DT_STAT_DYNDROPS] - was[DT_STAT_DYNDROPS];
			specfail += now[DT_STAT_SPECFAIL] -
			    was[DT_STAT_SPECFAIL];
			unpaged += now[DT_STAT_UNPAGED] - was[DT_STAT_UNPAGED];
		}
		if (dyn > 0)
			dt_drop_report(dtp, DTRACEDROP_DYNAMIC,
			    "%" PRIu64 " dynamic variable drop%s",
			    dyn, 0);
		if (unpaged > 0)
			dt_drop_report(dtp, DTRACEDROP_UNPAGED,
			    "%" PRIu64 " user memory drop%s (page not "
			    "resident: read as zeroes)", unpaged, 0);
		if (specfail > 0)
			dt_drop_report(dtp, DTRACEDROP_SPECUNAVAIL,
			    "%" PRIu64 " failed speculation%s "
			    "(no speculative buffer available)", specfail, 0);
		memcpy(cp->c_stats, vals, (size_t)ncpu * DT_STAT_MAX * 8);
	}
	free(vals);
	if (cp->c_specdrops > 0) {
		dt_drop_report(dtp, DTRACEDROP_SPEC, "%" PRIu64 " speculative drop%s",
		    cp->c_specdrops, 0);
		cp->c_specdrops = 0;
	}
}

/*
 * The session
 */
int
dt_consumer_open(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_consumer_t *cp = dt_cons(dtp);
	struct epoll_event ev;
	int i;

	if (cp == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	if ((cp->c_epfd = epoll_create1(EPOLL_CLOEXEC)) < 0)
		return dt_set_errmsg(dtp, errno, "epoll: %s", strerror(errno));
	cp->c_rb = dt_ring_open(pp->p_rb_fd, (size_t)pp->p_rbsize);
	if (cp->c_rb == NULL)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot map the trace buffer:"
		    " %s", strerror(errno));
	memset(&ev, 0, sizeof(ev));
	ev.events = EPOLLIN;
	ev.data.u32 = 0;
	epoll_ctl(cp->c_epfd, EPOLL_CTL_ADD, dt_ring_fd(cp->c_rb), &ev);
	for (i = 0; i < dtp->dt_nprocs; i++) {
		ev.data.u32 = 0x20000u | (uint32_t)i;
		if (dtp->dt_pidfds[i] >= 0)
			epoll_ctl(cp->c_epfd, EPOLL_CTL_ADD, dtp->dt_pidfds[i], &ev);
		cp->c_nlive++;
	}
	if ((cp->c_reaped = calloc((size_t)dtp->dt_nprocs + 1, 1)) == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	/* -x httpport: the aggregations over HTTP, served between reads */
	if (dtp->dt_options[DT_OPT_HTTPPORT] > 0) {
		if ((cp->c_httpfd = dt_http_listen(dtp,
		    dtp->dt_options[DT_OPT_HTTPPORT])) < 0)
			return -1;
		ev.data.u32 = 0x40000u;
		epoll_ctl(cp->c_epfd, EPOLL_CTL_ADD, cp->c_httpfd, &ev);
	}
	/* the output as the options now say */
	dt_fmt_init(&cp->c_fmt, dtp, &cp->c_out);
	cp->c_fmt.f_ops->fo_open(&cp->c_fmt);
	cp->c_opened = 1;
	return 0;
}

void
dt_consumer_close(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;
	int i;

	if (cp == NULL)
		return;
	if (cp->c_opened)
		cp->c_fmt.f_ops->fo_close(&cp->c_fmt);
	dt_flush(cp);
	dt_ring_close(cp->c_rb);
	for (i = 0; i < cp->c_ntimers; i++)
		close(cp->c_timers[i].t_fd);
	free(cp->c_timers);
	free(cp->c_sources);
	if (cp->c_epfd >= 0)
		close(cp->c_epfd);
	if (cp->c_httpfd >= 0)
		close(cp->c_httpfd);
	dt_sb_fini(&cp->c_out);
	dt_sb_fini(&cp->c_kept);
	dt_sb_fini(&cp->c_snap);
	while (cp->c_specs != NULL) {
		dt_spec_t *sp = cp->c_specs;

		cp->c_specs = sp->sp_next;
		dt_sb_fini(&sp->sp_recs);
		free(sp);
	}
	if (cp->c_stdfd >= 0) {
		fflush(cp->c_fp);
		dup2(cp->c_stdfd, fileno(cp->c_fp));
		close(cp->c_stdfd);
	}
	free(cp->c_stats);
	free(cp->c_reaped);
	free(cp->c_runs);
	free(cp);
	dtp->dt_cons = NULL;
}

void
dtrace_sleep(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;
	struct epoll_event evs[8];
	int64_t rate = dtp->dt_options[DT_OPT_SWITCHRATE];
	int ms = rate > 0 ? (int)(rate / 1000000) : 1000;
	int i, n;

	if (cp == NULL || cp->c_done || cp->c_stopreq)
		return;
	if (ms <= 0)
		ms = 1;
	if (ms > 1000)
		ms = 1000;
	n = epoll_wait(cp->c_epfd, evs, 8, ms);
	for (i = 0; i < n; i++) {
		uint32_t t = evs[i].data.u32;

		if ((t & 0x10000u) && (int)(t & 0xffffu) < cp->c_ntimers)
			cp->c_timers[t & 0xffffu].t_ready = 1;
		if (t == 0x40000u && cp->c_httpfd >= 0)
			dt_http_serve(dtp, cp->c_httpfd);
		if ((t & 0x80000u) && (int)(t & 0xffffu) < cp->c_nsources)
			cp->c_sources[t & 0xffffu].so_ready = 1;
	}
}

static void
dt_run_timers(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	uint64_t n, ctx[6] = { 0 };
	int i;

	/* only the timers epoll saw expire are read: a read(2) each time
	 * would be an event of a program tracing read(2), which wakes dtrace,
	 * which reads... */
	for (i = 0; i < cp->c_ntimers; i++) {
		if (!cp->c_timers[i].t_ready)
			continue;
		cp->c_timers[i].t_ready = 0;
		if (read(cp->c_timers[i].t_fd, &n, sizeof(n)) != sizeof(n))
			continue;
		if (n > 16)
			n = 16;
		while (n-- > 0)
			dt_consumer_run(cp->c_timers[i].t_prog, ctx, sizeof(ctx));
	}
	(void)dtp;
}

/* the sources epoll saw readable: their providers read them */
static void
dt_run_sources(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	int i;

	for (i = 0; i < cp->c_nsources; i++) {
		if (!cp->c_sources[i].so_ready || cp->c_sources[i].so_fd < 0)
			continue;
		cp->c_sources[i].so_ready = 0;
		cp->c_sources[i].so_fn(dtp, cp->c_sources[i].so_arg);
	}
}

static void
dt_check_procs(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	dtrace_procdata_t pd;
	char msg[256];
	int i, st;

	for (i = 0; i < dtp->dt_nprocs; i++) {
		struct pollfd pfd = { .fd = dtp->dt_pidfds[i], .events = POLLIN };

		/* a process without a pidfd is polled */
		if (cp->c_reaped[i] || (pfd.fd >= 0 && poll(&pfd, 1, 0) != 1))
			continue;
		if (dt_proc_reap(dtp, i, msg, sizeof(msg), &st) == 1) {
			cp->c_reaped[i] = 1;
			if (pfd.fd >= 0)
				epoll_ctl(cp->c_epfd, EPOLL_CTL_DEL, pfd.fd, NULL);
			if (dtp->dt_prochdlr != NULL) {
				memset(&pd, 0, sizeof(pd));
				pd.dtpd_structsize = sizeof(pd);
				pd.dtpd_handle = dtp;
				pd.dtpd_pid = dtp->dt_procs[i];
				pd.dtpd_kind = st == -1 ? DTRACE_PROC_GONE :
				    WIFSIGNALED(st) ? DTRACE_PROC_KILLED :
				    DTRACE_PROC_EXITED;
				pd.dtpd_status = st == -1 ? 0 : WIFSIGNALED(st) ?
				    WTERMSIG(st) : WEXITSTATUS(st);
				pd.dtpd_msg = msg;
				dt_handled(dtp, dtp->dt_prochdlr(&pd,
				    dtp->dt_procarg));
			}
			if (--cp->c_nlive == 0)
				cp->c_done = 1;
		}
	}
}

/* bt's tracepoints of a probe list the kernel does not have, after the
 * line saying how many probes are attached: bpftrace fails to open each
 * (its words), the others run */
static void
dt_attach_notices(dtrace_hdl_t *dtp, dt_consumer_t *cp)
{
	const dt_compiled_t *pp = dtp->dt_prog;
	int i;

	if (pp == NULL || pp->p_nbtmissing == 0)
		return;
	dt_flush(cp);
	fflush(cp->c_fp);
	for (i = 0; i < pp->p_nbtmissing; i++)
		fprintf(stderr, "open(/sys/kernel/tracing/events/%s/id): %s\n",
		    pp->p_btmissing[i], strerror(ENOENT));
}

/* has the program stopped every probe (exit(), or with bufpolicy=fill a
 * record that did not fit)? */
static int
dt_tracing_over(dtrace_hdl_t *dtp)
{
	const dt_compiled_t *pp = dtp->dt_prog;

	return pp != NULL && pp->p_gmem != NULL &&
	    *(volatile const uint64_t *)pp->p_gmem == DT_STATE_DRAINING;
}

dtrace_workstatus_t
dtrace_work(dtrace_hdl_t *dtp, FILE *fp, dtrace_consume_probe_f *pfunc,
    dtrace_consume_rec_f *rfunc, void *arg)
{
	dt_consumer_t *cp = dtp->dt_cons;
	struct timespec ts;
	uint64_t now;

	if (cp == NULL || cp->c_rb == NULL)
		return DTRACE_WORKSTATUS_ERROR;
	cp->c_pfunc = pfunc;
	cp->c_rfunc = rfunc;
	cp->c_cbarg = arg;
	cp->c_fp = fp != NULL ? fp : stdout;
	if (!cp->c_worked) {
		cp->c_worked = 1;
		dt_attach_notices(dtp, cp);
	}
	dt_run_timers(dtp, cp);
	dt_run_sources(dtp, cp);
	switch (dtp->dt_options[DT_OPT_BUFPOLICY]) {
	case DT_BUFPOLICY_FILL:
		/* read once tracing is over: full, exit() */
		if (!dt_tracing_over(dtp) && !cp->c_stopreq)
			break;
		dt_ring_consume(cp->c_rb, dt_consume_rec, dtp);
		dt_flush(cp);
		cp->c_done = 1;
		break;
	case DT_BUFPOLICY_RING:
		/* the latest bufsize bytes of records, shown at the end */
		dt_ring_consume(cp->c_rb, dt_ring_keep, dtp);
		if (!dt_tracing_over(dtp) && !cp->c_stopreq)
			break;
		dt_ring_replay(dtp, cp);
		dt_flush(cp);
		cp->c_done = 1;
		break;
	default:
		dt_ring_consume(cp->c_rb, dt_consume_rec, dtp);
		dt_flush(cp);
	}
	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	/* drops are looked for at the statusrate (1 s by default) */
	if (now - cp->c_lastcheck >=
	    (uint64_t)dtp->dt_options[DT_OPT_STATUSRATE]) {
		dt_check_drops(dtp, cp);
		cp->c_lastcheck = now;
	}
	if (!cp->c_done && cp->c_nlive > 0)
		dt_check_procs(dtp, cp);
	if (cp->c_cberr != 0) {
		int err = cp->c_cberr;

		cp->c_cberr = 0;
		(void)dt_set_errno(dtp, err);
		return DTRACE_WORKSTATUS_ERROR;
	}
	if (cp->c_done || cp->c_stopreq)
		return DTRACE_WORKSTATUS_DONE;
	return DTRACE_WORKSTATUS_OKAY;
}

void
dt_consumer_drain(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;

	if (cp == NULL || cp->c_rb == NULL)
		return;
	if (dtp->dt_options[DT_OPT_BUFPOLICY] == DT_BUFPOLICY_RING) {
		while (dt_ring_consume(cp->c_rb, dt_ring_keep, dtp) > 0)
			continue;
		dt_ring_replay(dtp, cp);
	}
	/* (the probes are stopped: what is left is in-flight records) */
	while (dt_ring_consume(cp->c_rb, dt_consume_rec, dtp) > 0)
		continue;
	dt_flush(cp);
	dt_check_drops(dtp, cp);
}

void
dtrace_request_stop(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;

	if (cp != NULL)
		cp->c_stopreq = 1;
}

int
dtrace_exit_status(dtrace_hdl_t *dtp)
{
	return dtp->dt_cons != NULL ? dtp->dt_cons->c_exitstatus : 0;
}

/* the consumer's formatter and its buffer, with what is in the buffer
 * written out first (for printing aggregations at the end) */
dt_fmt_t *
dt_consumer_fmt(dtrace_hdl_t *dtp)
{
	dt_consumer_t *cp = dtp->dt_cons;

	if (cp == NULL || !cp->c_opened)
		return NULL;
	dt_flush(cp);
	return &cp->c_fmt;
}
