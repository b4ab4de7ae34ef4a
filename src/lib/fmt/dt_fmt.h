/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt.h -- the consumer's output: one interface, two back ends.
 *
 * The consumer (dt_consume.c) and the aggregation printer (dt_aggregate.c)
 * say what a record or an aggregation holds; a back end lays it out: the
 * text one (dt_fmt_text.c) as DTrace prints it, the JSON one
 * (dt_fmt_json.c) as FreeBSD's DTrace does with -x oformat=json (one
 * object a line), folded stacks and OpenMetrics for other programs
 * (dt_fmt_folded.c, dt_fmt_om.c), and the
 * two of bpftrace (dt_fmt_bt.c: -x oformat=bt and btjson, its text and its
 * -f json, which btrace uses).  Which one is active is decided once, in
 * dt_fmt_init(), from the oformat option; nothing else knows.
 *
 * Output is appended to f_out, which the consumer writes out in chunks.
 */
#ifndef DT_FMT_H
#define DT_FMT_H

#include "dt_program.h"

typedef struct dt_fmt dt_fmt_t;

/* one aggregation's value for one key of a printed row */
typedef struct dt_aggcell {
	const dt_agg_t *ac_agg;
	int64_t ac_value;	/* scalar functions, normalized */
	const int64_t *ac_hist;	/* histograms: the buckets, raw counts */
	int64_t ac_count;	/* the data points, raw (stats) */
	int64_t ac_total;	/* their sum, raw (stats) */
} dt_aggcell_t;

/*
 * What agghist and aggpack draw every key of one aggregation against:
 * the total of its values (count, sum) and their signs, and the range of
 * buckets any key of a quantize() uses (all of an lquantize()'s).
 */
typedef struct dt_aggsum {
	long double as_total;
	int as_pos, as_neg;
	uint32_t as_minbin, as_maxbin;
} dt_aggsum_t;

/* a run-time error as dt_consume.c reads it from its record */
typedef struct dt_fmterr {
	const dt_probe_t *fe_prp;	/* the probe (NULL: unknown) */
	int fe_cpu;
	int fe_epid;			/* the enabled probe */
	uint32_t fe_prid;
	const char *fe_fault;		/* "invalid address" ... */
	int fe_hasaddr;			/* address and alignment faults */
	uint64_t fe_addr;
	const char *fe_where;		/* "predicate", "action #1" */
	const char *fe_msg;		/* the whole message, as on stderr */
} dt_fmterr_t;

typedef struct dt_fmtops {
	/* the whole output: before the first record, after the last */
	void (*fo_open)(dt_fmt_t *f);
	void (*fo_close)(dt_fmt_t *f);
	/* a record of a probe's clause (epid: the probe and the clause) */
	void (*fo_rec_begin)(dt_fmt_t *f, const dt_probe_t *prp, int cpu,
	    uint64_t epid);
	void (*fo_rec_end)(dt_fmt_t *f);
	/* what the record's actions produced */
	void (*fo_trace)(dt_fmt_t *f, const dt_value_t *v);
	void (*fo_printf)(dt_fmt_t *f, const dt_pfmt_t *fmt,
	    const dt_value_t *vals, int n);
	void (*fo_sym)(dt_fmt_t *f, const dt_type_t *t, const void *data);
	void (*fo_print)(dt_fmt_t *f, const dt_type_t *t, const void *data);
	void (*fo_tracemem)(dt_fmt_t *f, const unsigned char *p, size_t n);
	/* printa() (printa != 0) or the end of the run: naggs aggregations
	 * joined on their keys, a row at a time */
	void (*fo_agg_begin)(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
	    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa);
	void (*fo_agg_row)(dt_fmt_t *f, const char *key,
	    const dt_aggcell_t *cells);
	void (*fo_agg_end)(dt_fmt_t *f);
	/* drops: tag as DTrace names the kind, msg as it words them; 0 if
	 * reported here, -1 if the caller reports it (on stderr) */
	int (*fo_drop)(dt_fmt_t *f, const char *tag, const char *msg,
	    uint64_t n);
	/* a run-time error (a fault in a clause): 0 if reported here, -1
	 * (or no function) if the caller reports it (on stderr) */
	int (*fo_error)(dt_fmt_t *f, const struct dt_fmterr *e);
	/* the aggregations printed at the end of the run are out (NULL:
	 * nothing to do) */
	void (*fo_aggsdone)(dt_fmt_t *f);
	/* what was formatted is about to be written out: hold nothing */
	void (*fo_flush)(dt_fmt_t *f);
	/* the run is over: what comes before the aggregations printed at
	 * its end (dtrace_aggregate_print) */
	void (*fo_end)(dt_fmt_t *f);
	/* the output of a system() command, when the back end lays it out
	 * (NULL: the command writes to the output itself) */
	void (*fo_command)(dt_fmt_t *f, const char *text, size_t len);
	/* bt's time(), cat() and join(): their text as it is (join's and a
	 * newline), or in JSON as {"type": type, "data": text}; text NULL:
	 * cat() could not read its file (NULL: the text is added as it is) */
	void (*fo_btmsg)(dt_fmt_t *f, const char *type, const char *text,
	    size_t len);
	/* aggregations as bpftrace has its maps (dt_aggregate.c): rows in
	 * its order, and at the end of the run every one, printed already or
	 * empty, in the order of their names */
	int fo_bpftrace;
	/* the back end writes JSON */
	int fo_json;
	/* FreeBSD's structured output: the aggregations printa() has not
	 * printed are printed at the end only with -x exitaggs (-O) */
	int fo_exitaggs;
	/* bt: the back end orders an aggregation's rows itself and keeps
	 * print()'s top rows (f_top) itself: it is given every row */
	int fo_ownorder;
	/* bt, at the end of the run: the maps in the order the program first
	 * names them (not by name), and not those without keys that are
	 * variables (OpenBSD's btrace: global variables are not printed) */
	int fo_btexitorder;
} dt_fmtops_t;

struct dt_fmt {
	const dt_fmtops_t *f_ops;
	dtrace_hdl_t *f_dtp;
	dt_strbuf_t *f_out;
	/* the aggregations being printed (between agg_begin and agg_end) */
	dt_agg_t *const *f_aggs;
	int f_naggs;
	const dt_pfmt_t *f_aggfmt;
	const dt_aggsum_t *f_aggsums;
	int f_packhdr;		/* agghist/aggpack: the header is out */
	/* text: the header line is out; flowindent state */
	int f_header;
	int f_recnl;		/* the record in progress ends with a newline */
	int f_indent;
	uint64_t f_lastepid;
	/* flowindent: a return record is held until the next record shows
	 * whether it was the last clause of its probe (only that one
	 * unindents); f_out points into f_held meanwhile */
	int f_holding;
	dt_strbuf_t f_held, *f_realout;
	const dt_probe_t *f_heldprp;
	int f_heldcpu;
	uint64_t f_heldepid;
	/* json: elements written in the open lists */
	long f_nout;		/* in the record's "output" list */
	long f_nrows;		/* in "aggregation-data"; bt: rows printed */
	int64_t f_top;		/* bt's print(@m, top): top (0: all) */
	void *f_state;		/* the back end's own, between agg_begin and
				   agg_end (btopenbsd's rows) */
	int f_inrec;
	/* bt: a printa() with a format, or of several aggregations, laid
	 * out by the text back end (into f_btfwd, for btjson) */
	int f_btdelegate;
	dt_strbuf_t f_btfwd, *f_btout;
	/* folded, openmetrics: the records' text, for stderr */
	struct dt_fmt *f_side;
	dt_strbuf_t f_sidebuf;
	/* openmetrics: each aggregation's samples of the print under way;
	 * an exposition is open (its "# EOF" is due) */
	dt_strbuf_t *f_fams;
	int f_omopen;
	/* folded: the lines of the aggregation being printed, merged when
	 * two keys fold to the same text (dt_fmt_folded.c) */
	struct dt_foldline *f_fold;
	size_t f_nfold, f_foldcap;
};

extern const dt_fmtops_t dt_fmt_text;
extern const dt_fmtops_t dt_fmt_json;
extern const dt_fmtops_t dt_fmt_folded;
extern const dt_fmtops_t dt_fmt_openmetrics;

/* the version of the JSON layout, in each of its lines */
#define DT_JSON_VERSION	1

/* the back end the oformat option asks for */
void dt_fmt_init(dt_fmt_t *f, dtrace_hdl_t *dtp, dt_strbuf_t *out);

/*
 * Helpers the back ends share: the keys of an aggregation entry as values
 * (symbol keys rendered as text into texts[i], which the caller inits and
 * frees); a histogram's buckets worth printing and their labels.
 */
void dt_fmt_keyvals(dtrace_hdl_t *dtp, const dt_agg_t *ap, const char *key,
    dt_value_t *vals, dt_strbuf_t *texts);
void dt_fmt_texts_init(dt_strbuf_t *texts);
void dt_fmt_texts_fini(dt_strbuf_t *texts);

/* key i of an aggregation entry as text: a stack as its frames from the
 * root down, joined by ';'; folded, a word of folded stacks: frames
 * without offsets, ';' in a frame or word becomes ':', blanks '_' */
void dt_fmt_keytext(dtrace_hdl_t *dtp, const dt_agg_t *ap, const char *key,
    int i, dt_strbuf_t *out, int folded);

/* the records of the folded and openmetrics back ends: DTrace's text, on
 * stderr (at each flush); drops and errors as the caller reports them */
void dt_fmt_side_open(dt_fmt_t *f);
void dt_fmt_side_flush(dt_fmt_t *f);
void dt_fmt_side_close(dt_fmt_t *f);
void dt_fmt_side_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu,
    uint64_t epid);
void dt_fmt_side_rec_end(dt_fmt_t *f);
void dt_fmt_side_trace(dt_fmt_t *f, const dt_value_t *v);
void dt_fmt_side_printf(dt_fmt_t *f, const dt_pfmt_t *fmt,
    const dt_value_t *vals, int n);
void dt_fmt_side_sym(dt_fmt_t *f, const dt_type_t *t, const void *data);
void dt_fmt_side_print(dt_fmt_t *f, const dt_type_t *t, const void *data);
void dt_fmt_side_tracemem(dt_fmt_t *f, const unsigned char *p, size_t n);
int dt_fmt_side_drop(dt_fmt_t *f, const char *tag, const char *msg,
    uint64_t n);

/* dt_aggregate.c: every aggregation as an OpenMetrics exposition (what
 * -x httpport serves), printed or not, into out */
int dt_agg_metrics(dtrace_hdl_t *dtp, dt_strbuf_t *out);

/* dt_fmt_json.c: len bytes of s (up to a NUL) as a JSON string; UTF-8 as
 * it is, other bytes and control characters escaped; by name those DTrace
 * names (\b \t \n \f \r), or with bt only those bpftrace names (\t \n
 * \r) */
void dt_fmt_json_str(dt_strbuf_t *out, const char *s, size_t len, int bt);

/* dt_aggregate.c: the value of a histogram's bucket i; the range of rows
 * DTrace draws; the label of row i ("< 10", "64", ">= 1000") */
int64_t dt_agg_bucket_value(const dt_agg_t *ap, uint32_t i);
void dt_agg_hist_range(const dt_agg_t *ap, const int64_t *h, uint32_t *fp,
    uint32_t *lp);
void dt_agg_bucket_label(const dt_agg_t *ap, uint32_t i, char *buf,
    size_t len);
int64_t dt_agg_normal(const dt_agg_t *ap);

#endif
