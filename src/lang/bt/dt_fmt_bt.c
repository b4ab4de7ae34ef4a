/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_bt.c -- the back ends of bpftrace's output, as its version 0.17
 * prints it: its text (-x oformat=bt) and its -f json (-x oformat=btjson),
 * which is one JSON object a line:
 *
 *	{"type": "attached_probes", "data": {"probes": 1}}
 *	{"type": "printf", "data": "n=42\n"}
 *	{"type": "map", "data": {"@c": {"x,2": 1, "y,1": 2}}}	count() ...
 *	{"type": "map", "data": {"@s": 42}}			unkeyed
 *	{"type": "hist", "data": {"@h": [{"min": 4, "max": 7, "count": 1}]}}
 *	{"type": "stats", "data": {"@a": 3}}			avg()
 *	{"type": "stats", "data": {"@s": {"count": 2, "average": 3,
 *	    "total": 6}}}					stats()
 *	{"type": "value", "data": 5}				print(), trace()
 *	{"type": "syscall", "data": "..."}			system()
 *	{"type": "lost_events", "data": {"events": 3}}
 *
 * Records have no probe header: printf() prints what its format says.
 * Aggregations print as bpftrace prints its maps: count(), sum(), min()
 * and max() as "@name[k1, k2]: value" lines, avg() and stats() the same
 * with a blank line after the map, quantize() and lquantize() as hist()
 * and lhist(), "@name[k]: " then a row a bucket and a blank line, for
 * each key.  dt_aggregate.c sorts them as bpftrace does (fo_bpftrace).
 * At the end of the run two newlines come first, in either format.
 *
 * bpftrace 0.17's quirks are printed too, for the same data: hist()'s
 * log2 stops at 31, so every value from 2^31 up counts in its [2G, 4G)
 * row, whose bounds its JSON gives as overflowed 32-bit integers; an
 * unkeyed count() without data prints 0 (its map always has the
 * element), any other empty map a blank line (two for avg() and stats())
 * and nothing in JSON.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_btval.h"
#include "dt_fmt.h"
#include "dt_bt_impl.h"
#include "dt_impl.h"
#include "dt_print.h"
#include "dt_symfmt.h"

#define BT_BARWIDTH	52
#define BT_HISTROWS	34	/* (..., 0), [0], [1], [2, 4) ... [2G, 4G) */

static int
bt_json(const dt_fmt_t *f)
{
	return f->f_ops == &dt_fmt_btjson;
}

/* len bytes of s (up to a NUL) as a JSON string, escaped as bpftrace
 * escapes it (but UTF-8 left whole: 0.17 escapes each of its bytes as an
 * invalid \uffffffXX) */
static void
bt_jstr(dt_strbuf_t *out, const char *s, size_t len)
{
	dt_fmt_json_str(out, s, len, 1);
}

/* {"type": "<type>", "data": <the string s>} and a newline */
static void
bt_jmsg(dt_fmt_t *f, const char *type, const char *s, size_t len)
{
	dt_sb_printf(f->f_out, "{\"type\": \"%s\", \"data\": ", type);
	bt_jstr(f->f_out, s, len);
	dt_sb_puts(f->f_out, "}\n");
}

/*
 * The run
 */
/* bpftrace's first line: how many probes it attaches (not with -q) */
static void
bt_open(dt_fmt_t *f)
{
	const dt_compiled_t *pp = f->f_dtp->dt_prog;
	int n = pp != NULL ? pp->p_nmatched : 0;

	if (f->f_dtp->dt_options[DT_OPT_QUIET] > 0)
		return;
	if (bt_json(f))
		dt_sb_printf(f->f_out, "{\"type\": \"attached_probes\", "
		    "\"data\": {\"probes\": %d}}\n", n);
	else
		dt_sb_printf(f->f_out, "Attaching %d probe%s...\n", n,
		    n == 1 ? "" : "s");
}

static void
bt_close(dt_fmt_t *f)
{
	dt_sb_fini(&f->f_btfwd);
}

static void
bt_flush(dt_fmt_t *f)
{
	(void)f;
}

/* after END, before the maps, bpftrace writes two newlines, raw even in
 * JSON */
static void
bt_end(dt_fmt_t *f)
{
	dt_sb_puts(f->f_out, "\n\n");
}

/* lost records are events bpftrace lost; other drops go to stderr */
static int
bt_drop(dt_fmt_t *f, const char *tag, const char *msg, uint64_t n)
{
	(void)msg;
	if (strcmp(tag, "PRINCIPAL") != 0)
		return -1;
	if (bt_json(f))
		dt_sb_printf(f->f_out, "{\"type\": \"lost_events\", \"data\": "
		    "{\"events\": %" PRIu64 "}}\n", n);
	else
		dt_sb_printf(f->f_out, "Lost %" PRIu64 " events\n", n);
	return 0;
}

static void
bt_command(dt_fmt_t *f, const char *text, size_t len)
{
	bt_jmsg(f, "syscall", text, len);
}

/* time(), cat(), join(): the text, join's with a newline; in JSON a
 * message of that type, "" for a file cat() could not read */
static void
bt_btmsg(dt_fmt_t *f, const char *type, const char *text, size_t len)
{
	if (bt_json(f)) {
		bt_jmsg(f, type, text != NULL ? text : "", len);
		return;
	}
	if (text != NULL)
		dt_sb_add(f->f_out, text, len);
	if (strcmp(type, "join") == 0)
		dt_sb_putc(f->f_out, '\n');
}

/*
 * Records: no header, nothing around them
 */
static void
bt_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu, uint64_t epid)
{
	(void)prp;
	(void)cpu;
	(void)epid;
	f->f_inrec = 1;
}

static void
bt_rec_end(dt_fmt_t *f)
{
	f->f_inrec = 0;
}

/* a value as bpftrace's JSON has it: a number, or a string */
static void
bt_jvalue(dt_strbuf_t *out, const dt_value_t *v)
{
	if (v->dv_kind == DT_V_STR)
		bt_jstr(out, v->dv_str, v->dv_len);
	else if (v->dv_kind == DT_V_PTR)
		dt_sb_printf(out, "\"0x%" PRIx64 "\"", v->dv_int);
	else if (v->dv_signed)
		dt_sb_printf(out, "%" PRId64, (int64_t)v->dv_int);
	else
		dt_sb_printf(out, "%" PRIu64, v->dv_int);
}

static void
bt_jvalmsg(dt_fmt_t *f, const dt_value_t *v)
{
	dt_sb_puts(f->f_out, "{\"type\": \"value\", \"data\": ");
	bt_jvalue(f->f_out, v);
	dt_sb_puts(f->f_out, "}\n");
}

/* trace(): bt has none; its value alone, as quiet DTrace prints it */
static void
bt_trace(dt_fmt_t *f, const dt_value_t *v)
{
	if (bt_json(f))
		bt_jvalmsg(f, v);
	else
		dt_trace_format(f->f_out, v, 1, 0);
}

static void
bt_printf(dt_fmt_t *f, const dt_pfmt_t *fmt, const dt_value_t *vals, int n)
{
	dt_strbuf_t text;

	if (!bt_json(f)) {
		dt_printf_format(f->f_out, fmt, vals, n, dt_symfmt_addr,
		    f->f_dtp);
		return;
	}
	dt_sb_init(&text);
	dt_printf_format(&text, fmt, vals, n, dt_symfmt_addr, f->f_dtp);
	bt_jmsg(f, "printf", text.sb_buf != NULL ? text.sb_buf : "",
	    text.sb_len);
	dt_sb_fini(&text);
}

/* a symbol-valued datum as a record (stack() ... as a statement): as
 * bpftrace prints it, a stack's frames indented by 8 */
static void
bt_sym(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	if (!bt_json(f)) {
		dt_btval_text(f->f_dtp, f->f_out, t, data, 8);
		return;
	}
	dt_sb_puts(f->f_out, "{\"type\": \"value\", \"data\": ");
	dt_btval_json(f->f_dtp, f->f_out, t, data, 8);
	dt_sb_puts(f->f_out, "}\n");
}

/* an integer of t's size and sign at p, or a string of t's capacity */
static void
bt_typedval(const dt_fmt_t *f, const dt_type_t *t, const void *p,
    dt_value_t *v)
{
	uint32_t max = DT_STRSIZE(f->f_dtp);
	uint64_t x = 0;

	memset(v, 0, sizeof(*v));
	if (t->t_kind == DT_TK_STRING) {
		v->dv_kind = DT_V_STR;
		v->dv_str = p;
		v->dv_len = t->t_size < max ? t->t_size : max;
		return;
	}
	memcpy(&x, p, t->t_size < 8 ? t->t_size : 8);
	if (t->t_size < 8 && t->t_signed && (x >> (t->t_size * 8 - 1)) & 1)
		x |= ~0ULL << (t->t_size * 8);
	v->dv_kind = t->t_kind == DT_TK_PTR ? DT_V_PTR : DT_V_INT;
	v->dv_size = 8;
	v->dv_signed = t->t_signed;
	v->dv_int = x;
}

/* an integer (of its sign) or a string (to its NUL) as bpftrace's text */
static void
bt_valtext(dt_strbuf_t *out, const dt_value_t *v)
{
	if (v->dv_kind == DT_V_STR)
		dt_sb_add(out, v->dv_str, strnlen(v->dv_str, v->dv_len));
	else if (v->dv_kind == DT_V_PTR)
		dt_sb_printf(out, "0x%" PRIx64, v->dv_int);
	else if (v->dv_signed)
		dt_sb_printf(out, "%" PRId64, (int64_t)v->dv_int);
	else
		dt_sb_printf(out, "%" PRIu64, v->dv_int);
}

/* print(): an integer or a string and a newline, as bpftrace prints a
 * value; other types as the text back end prints them */
static void
bt_print(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	int scalar = (t->t_kind == DT_TK_INT && t->t_size <= 8) ||
	    t->t_kind == DT_TK_STRING;
	dt_strbuf_t text;
	dt_value_t v;

	if (t->t_sym != DT_SYM_NONE || dt_btval_isagg(t)) {
		/* a value in words, or a struct or array: its text and a
		 * newline, in JSON its value */
		if (!bt_json(f)) {
			dt_btval_text(f->f_dtp, f->f_out, t, data, 8);
			dt_sb_putc(f->f_out, '\n');
			return;
		}
		dt_sb_puts(f->f_out, "{\"type\": \"value\", \"data\": ");
		dt_btval_json(f->f_dtp, f->f_out, t, data, 8);
		dt_sb_puts(f->f_out, "}\n");
		return;
	}
	if (scalar)
		bt_typedval(f, t, data, &v);
	if (!bt_json(f)) {
		if (scalar)
			bt_valtext(f->f_out, &v);
		else
			dt_print_value(f->f_dtp, f->f_out, t, data, t->t_size);
		dt_sb_putc(f->f_out, '\n');
		return;
	}
	if (scalar) {
		bt_jvalmsg(f, &v);
		return;
	}
	dt_sb_init(&text);
	dt_print_value(f->f_dtp, &text, t, data, t->t_size);
	bt_jmsg(f, "value", text.sb_buf != NULL ? text.sb_buf : "",
	    text.sb_len);
	dt_sb_fini(&text);
}

/* tracemem(): bt has none; DTrace's dump */
static void
bt_tracemem(dt_fmt_t *f, const unsigned char *p, size_t n)
{
	dt_strbuf_t *out = f->f_out, text;

	if (!bt_json(f)) {
		dt_fmt_text.fo_tracemem(f, p, n);
		return;
	}
	dt_sb_init(&text);
	f->f_out = &text;
	dt_fmt_text.fo_tracemem(f, p, n);
	f->f_out = out;
	bt_jmsg(f, "value", text.sb_buf != NULL ? text.sb_buf : "",
	    text.sb_len);
	dt_sb_fini(&text);
}

/*
 * Histograms: a quantize() as bpftrace's hist(), an lquantize() as its
 * lhist(); their rows, labels and (JSON) bounds
 */
typedef struct bt_bucket {
	int64_t b_count;	/* raw */
	char b_label[80];
	int b_hasmin, b_hasmax;
	int64_t b_min, b_max;
} bt_bucket_t;

/* a power of two as hist() labels it: 1, 2 ... 512, 1K ... 512K, 1M ... */
static void
bt_pow2label(char *buf, size_t len, int power)
{
	static const char suffix[] = "\0KMGT";
	int s = power >= 40 ? 4 : power / 10;

	snprintf(buf, len, "%lld%.1s", 1LL << (power - 10 * s), &suffix[s]);
}

/* a bound as lhist() labels it: 1024 as 1K, 2097152 as 2M */
static void
bt_lhistlabel(char *buf, size_t len, int64_t v)
{
	if (v != 0 && v % (1024 * 1024) == 0)
		snprintf(buf, len, "%" PRId64 "M", v / (1024 * 1024));
	else if (v != 0 && v % 1024 == 0)
		snprintf(buf, len, "%" PRId64 "K", v / 1024);
	else
		snprintf(buf, len, "%" PRId64, v);
}

/* hist()'s rows from quantize()'s buckets: negative values in one row,
 * then 0, 1, and powers of two up to [2G, 4G), which takes the rest */
static int
bt_hist_buckets(const int64_t *h, bt_bucket_t *b)
{
	char lo[24], hi[24];
	int k;
	uint32_t i;

	memset(b, 0, BT_HISTROWS * sizeof(*b));
	for (i = 0; i < DT_QUANTIZE_NBUCKETS; i++) {
		k = i < DT_QUANTIZE_ZERO ? 0 : (int)(i - DT_QUANTIZE_ZERO) + 1;
		b[k < BT_HISTROWS ? k : BT_HISTROWS - 1].b_count += h[i];
	}
	snprintf(b[0].b_label, sizeof(b[0].b_label), "(..., 0)");
	b[0].b_hasmax = 1;
	b[0].b_max = -1;
	for (k = 1; k < 3; k++) {
		snprintf(b[k].b_label, sizeof(b[k].b_label), "[%d]", k - 1);
		b[k].b_hasmin = b[k].b_hasmax = 1;
		b[k].b_min = b[k].b_max = k - 1;
	}
	for (k = 3; k < BT_HISTROWS; k++) {
		bt_pow2label(lo, sizeof(lo), k - 2);
		bt_pow2label(hi, sizeof(hi), k - 1);
		snprintf(b[k].b_label, sizeof(b[k].b_label), "[%s, %s)", lo, hi);
		/* 0.17 computes these as ints: the last row's overflow */
		b[k].b_hasmin = b[k].b_hasmax = 1;
		b[k].b_min = (int32_t)(1U << (k - 2));
		b[k].b_max = (int32_t)((1U << ((k - 1) & 31)) - 1U);
	}
	return BT_HISTROWS;
}

/* lhist()'s rows: lquantize()'s buckets one for one, "(..., min)" and
 * "[max, ...)" outside; llquantize() (not bt's) alike, by its bounds */
static int
bt_lhist_buckets(const dt_agg_t *ap, const int64_t *h, bt_bucket_t *b)
{
	int n = (int)ap->a_nbuckets, i;
	char lo[24], hi[24];

	memset(b, 0, (size_t)n * sizeof(*b));
	for (i = 0; i < n; i++) {
		int64_t low = dt_agg_bucket_value(ap, (uint32_t)i), high;

		b[i].b_count = h[i];
		if (ap->a_func == DT_AGG_LQUANTIZE) {
			low = ap->a_arg[0] + (i - 1) * ap->a_arg[2];
			high = low + ap->a_arg[2];
			if (i == n - 1)
				low = ap->a_arg[1];
		} else
			high = dt_agg_bucket_value(ap, (uint32_t)(i + 1));
		if (i == 0)
			low = high = dt_agg_bucket_value(ap, 1);
		bt_lhistlabel(lo, sizeof(lo), low);
		bt_lhistlabel(hi, sizeof(hi), high);
		b[i].b_hasmin = i > 0;
		b[i].b_hasmax = i < n - 1;
		b[i].b_min = low;
		b[i].b_max = high - 1;
		if (i == 0)
			snprintf(b[i].b_label, sizeof(b[i].b_label), "(..., %s)",
			    hi);
		else if (i == n - 1)
			snprintf(b[i].b_label, sizeof(b[i].b_label), "[%s, ...)",
			    lo);
		else
			snprintf(b[i].b_label, sizeof(b[i].b_label), "[%s, %s)",
			    lo, hi);
	}
	return n;
}

/* the rows of a histogram worth printing: the first to the last with a
 * count; its largest count; a bucket array the caller frees */
static bt_bucket_t *
bt_buckets(const dt_aggcell_t *c, int *firstp, int *lastp, int64_t *maxp)
{
	const dt_agg_t *ap = c->ac_agg;
	size_t nb = ap->a_nbuckets > BT_HISTROWS ? ap->a_nbuckets :
	    BT_HISTROWS;
	bt_bucket_t *b = calloc(nb, sizeof(*b));
	int n, i;

	*firstp = 0;
	*lastp = -1;
	*maxp = 0;
	if (b == NULL)
		return NULL;
	n = ap->a_func == DT_AGG_QUANTIZE ? bt_hist_buckets(c->ac_hist, b) :
	    bt_lhist_buckets(ap, c->ac_hist, b);
	for (i = 0; i < n; i++) {
		if (b[i].b_count > 0) {
			if (*lastp < 0)
				*firstp = i;
			*lastp = i;
		}
		if (b[i].b_count > *maxp)
			*maxp = b[i].b_count;
	}
	return b;
}

/* hist() divides its counts by print()'s divisor (normalize()); lhist()
 * does not */
static int64_t
bt_bucket_count(const dt_agg_t *ap, const bt_bucket_t *b)
{
	return ap->a_func == DT_AGG_QUANTIZE ? b->b_count / dt_agg_normal(ap) :
	    b->b_count;
}

/* a row: the label in 16 columns, the count in 8, a bar of 52 as long as
 * bpftrace's float arithmetic makes it against the largest count */
static void
bt_hist_text(dt_strbuf_t *out, const dt_aggcell_t *c)
{
	static const char ats[] =
	    "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	int first, last, i;
	int64_t max;
	bt_bucket_t *b = bt_buckets(c, &first, &last, &max);

	for (i = first; b != NULL && i <= last; i++) {
		int w = (int)((float)b[i].b_count / (float)max * BT_BARWIDTH);

		w = w < 0 ? 0 : w > BT_BARWIDTH ? BT_BARWIDTH : w;
		dt_sb_printf(out, "%-16s%8lld |%-*.*s|\n", b[i].b_label,
		    (long long)bt_bucket_count(c->ac_agg, &b[i]), BT_BARWIDTH,
		    w, ats);
	}
	free(b);
}

static void
bt_hist_json(dt_strbuf_t *out, const dt_aggcell_t *c)
{
	int first, last, i;
	int64_t max;
	bt_bucket_t *b = bt_buckets(c, &first, &last, &max);

	dt_sb_putc(out, '[');
	for (i = first; b != NULL && i <= last; i++) {
		dt_sb_puts(out, i > first ? ", {" : "{");
		if (b[i].b_hasmin)
			dt_sb_printf(out, "\"min\": %" PRId64 ", ", b[i].b_min);
		if (b[i].b_hasmax)
			dt_sb_printf(out, "\"max\": %" PRId64 ", ", b[i].b_max);
		dt_sb_printf(out, "\"count\": %" PRId64 "}",
		    bt_bucket_count(c->ac_agg, &b[i]));
	}
	dt_sb_putc(out, ']');
	free(b);
}

/*
 * Aggregations
 */
static int
bt_ishist(const dt_agg_t *ap)
{
	return ap->a_nbuckets > 0;
}

static int
bt_isstats(const dt_agg_t *ap)
{
	return ap->a_func == DT_AGG_AVG || ap->a_func == DT_AGG_STATS;
}

/* the keys of an entry, each as bpftrace shows it, joined by sep */
void
dt_bt_aggkeys(dt_fmt_t *f, dt_strbuf_t *out, const dt_agg_t *ap, const char *key,
    const char *sep)
{
	int i;

	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		const char *p = key + ap->a_keys.k_off[i];
		dt_value_t v;

		if (i > 0)
			dt_sb_puts(out, sep);
		if (t->t_sym != DT_SYM_NONE) {
			dt_btval_text(f->f_dtp, out, t, p, 4);
			continue;
		}
		if (dt_btval_isagg(t)) {
			dt_btval_agg(f->f_dtp, out, t, p, DT_BTAGG_KEY);
			continue;
		}
		bt_typedval(f, t, p, &v);
		/* bpftrace prints a 64-bit integer key signed */
		if (v.dv_kind == DT_V_INT && t->t_size == 8)
			v.dv_signed = 1;
		bt_valtext(out, &v);
	}
}

/*
 * printa() with a format, or of several aggregations at once, has no
 * bpftrace form: the text back end lays it out (as printf() output in
 * JSON)
 */
static void
bt_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	f->f_aggs = aggs;
	f->f_naggs = naggs;
	f->f_aggfmt = fmt;
	f->f_aggsums = sums;
	f->f_nrows = 0;
	f->f_btdelegate = fmt != NULL || naggs > 1;
	if (!f->f_btdelegate)
		return;
	if (bt_json(f)) {
		dt_sb_reset(&f->f_btfwd);
		f->f_btout = f->f_out;
		f->f_out = &f->f_btfwd;
	}
	dt_fmt_text.fo_agg_begin(f, aggs, naggs, sums, fmt, printa);
}

/* an entry's value (not a histogram's) as the text shows it */
void
dt_bt_aggvalue(dt_strbuf_t *out, const dt_aggcell_t *c)
{
	const dt_agg_t *ap = c->ac_agg;

	if (ap->a_func == DT_AGG_STATS)
		dt_sb_printf(out, "count %" PRId64 ", average %" PRId64
		    ", total %" PRId64, c->ac_count, c->ac_count != 0 ?
		    c->ac_total / c->ac_count : 0, c->ac_total);
	else if (ap->a_func == DT_AGG_COUNT || ap->a_func == DT_AGG_STDDEV)
		dt_sb_printf(out, "%" PRIu64, (uint64_t)c->ac_value);
	else
		dt_sb_printf(out, "%" PRId64, c->ac_value);
}

/* "@name[k1, k2]: value" and a newline; a histogram's rows after its
 * line, then a blank line */
static void
bt_row_text(dt_fmt_t *f, const char *key, const dt_aggcell_t *c)
{
	const dt_agg_t *ap = c->ac_agg;
	dt_strbuf_t *out = f->f_out;

	dt_sb_printf(out, "@%s", ap->a_name);
	if (ap->a_keyed) {
		dt_sb_putc(out, '[');
		dt_bt_aggkeys(f, out, ap, key, ", ");
		dt_sb_putc(out, ']');
	}
	dt_sb_puts(out, ": ");
	if (bt_ishist(ap)) {
		dt_sb_putc(out, '\n');
		bt_hist_text(out, c);
		dt_sb_putc(out, '\n');
	} else {
		dt_bt_aggvalue(out, c);
		dt_sb_putc(out, '\n');
	}
}

/* the map's object on its first row, then "keys": value for each */
static void
bt_row_json(dt_fmt_t *f, const char *key, const dt_aggcell_t *c)
{
	const dt_agg_t *ap = c->ac_agg;
	dt_strbuf_t *out = f->f_out, text;

	if (f->f_nrows == 0) {
		dt_sb_printf(out, "{\"type\": \"%s\", \"data\": {",
		    bt_ishist(ap) ? "hist" : bt_isstats(ap) ? "stats" : "map");
		dt_sb_init(&text);
		dt_sb_printf(&text, "@%s", ap->a_name);
		bt_jstr(out, text.sb_buf, text.sb_len);
		dt_sb_fini(&text);
		dt_sb_puts(out, ap->a_keyed ? ": {" : ": ");
	} else
		dt_sb_puts(out, ", ");
	if (ap->a_keyed) {
		dt_sb_init(&text);
		dt_bt_aggkeys(f, &text, ap, key, ",");
		bt_jstr(out, text.sb_buf != NULL ? text.sb_buf : "",
		    text.sb_len);
		dt_sb_fini(&text);
		dt_sb_puts(out, ": ");
	}
	if (bt_ishist(ap))
		bt_hist_json(out, c);
	else if (ap->a_func == DT_AGG_STATS)
		dt_sb_printf(out, "{\"count\": %" PRId64 ", \"average\": %"
		    PRId64 ", \"total\": %" PRId64 "}", c->ac_count,
		    c->ac_count != 0 ? c->ac_total / c->ac_count : 0,
		    c->ac_total);
	else if (ap->a_func == DT_AGG_COUNT || ap->a_func == DT_AGG_STDDEV)
		dt_sb_printf(out, "%" PRIu64, (uint64_t)c->ac_value);
	else
		dt_sb_printf(out, "%" PRId64, c->ac_value);
}

static void
bt_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	if (f->f_btdelegate)
		dt_fmt_text.fo_agg_row(f, key, cells);
	else if (bt_json(f))
		bt_row_json(f, key, &cells[0]);
	else
		bt_row_text(f, key, &cells[0]);
	f->f_nrows++;
}

static void
bt_agg_end(dt_fmt_t *f)
{
	const dt_agg_t *ap = f->f_aggs[0];
	int zero = !ap->a_keyed && ap->a_func == DT_AGG_COUNT;
	dt_strbuf_t *out = f->f_out;

	if (f->f_btdelegate) {
		dt_fmt_text.fo_agg_end(f);
		if (bt_json(f)) {
			f->f_out = f->f_btout;
			if (f->f_btfwd.sb_len > 0)
				bt_jmsg(f, "printf", f->f_btfwd.sb_buf,
				    f->f_btfwd.sb_len);
		}
		f->f_btdelegate = 0;
		return;
	}
	if (bt_json(f)) {
		if (f->f_nrows > 0)
			dt_sb_puts(out, ap->a_keyed ? "}}}\n" : "}}\n");
		else if (zero) {
			dt_sb_puts(out, "{\"type\": \"map\", \"data\": {");
			dt_sb_printf(out, "\"@%s\": 0}}\n", ap->a_name);
		}
	} else {
		if (f->f_nrows == 0 && zero)
			dt_sb_printf(out, "@%s: 0\n", ap->a_name);
		else if (f->f_nrows == 0)
			dt_sb_putc(out, '\n');
		if (bt_isstats(ap))
			dt_sb_putc(out, '\n');
	}
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

const dt_fmtops_t dt_fmt_bt = {
	.fo_open = bt_open,
	.fo_close = bt_close,
	.fo_flush = bt_flush,
	.fo_end = bt_end,
	.fo_rec_begin = bt_rec_begin,
	.fo_rec_end = bt_rec_end,
	.fo_trace = bt_trace,
	.fo_printf = bt_printf,
	.fo_sym = bt_sym,
	.fo_print = bt_print,
	.fo_tracemem = bt_tracemem,
	.fo_agg_begin = bt_agg_begin,
	.fo_agg_row = bt_agg_row,
	.fo_agg_end = bt_agg_end,
	.fo_drop = bt_drop,
	.fo_btmsg = bt_btmsg,
	.fo_bpftrace = 1,
};

const dt_fmtops_t dt_fmt_btjson = {
	.fo_json = 1,
	.fo_open = bt_open,
	.fo_close = bt_close,
	.fo_flush = bt_flush,
	.fo_end = bt_end,
	.fo_rec_begin = bt_rec_begin,
	.fo_rec_end = bt_rec_end,
	.fo_trace = bt_trace,
	.fo_printf = bt_printf,
	.fo_sym = bt_sym,
	.fo_print = bt_print,
	.fo_tracemem = bt_tracemem,
	.fo_agg_begin = bt_agg_begin,
	.fo_agg_row = bt_agg_row,
	.fo_agg_end = bt_agg_end,
	.fo_drop = bt_drop,
	.fo_command = bt_command,
	.fo_btmsg = bt_btmsg,
	.fo_bpftrace = 1,
};

const dt_fmtops_t *const dt_bt_formatters[DT_BT_NFORMATTERS] = {
	[DT_OFORMAT_BT] = &dt_fmt_bt,
	[DT_OFORMAT_BTJSON] = &dt_fmt_btjson,
	[DT_OFORMAT_BTOPENBSD] = &dt_fmt_btobsd,
};
