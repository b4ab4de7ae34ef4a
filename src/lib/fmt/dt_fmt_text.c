/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_text.c -- the text back end: records and aggregations as
 * DTrace's dtrace(1) prints them (the "CPU ID FUNCTION:NAME" lines,
 * flowindent, trace() and printf() output, stacks, printa() tables and
 * histograms).
 */
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_fmt.h"
#include "dt_impl.h"
#include "dt_print.h"
#include "dt_symfmt.h"

static int
txt_quiet(const dt_fmt_t *f)
{
	return f->f_dtp->dt_options[DT_OPT_QUIET] > 0;
}

/* -x rawbytes: bytes hex-dumped even where they read as a string */
static int
txt_raw(const dt_fmt_t *f)
{
	return f->f_dtp->dt_options[DT_OPT_RAWBYTES] > 0;
}

static void
txt_open(dt_fmt_t *f)
{
	(void)f;
}

static void txt_settle(dt_fmt_t *f, const dt_probe_t *next, uint64_t epid);

static void
txt_close(dt_fmt_t *f)
{
	txt_settle(f, NULL, 0);
	dt_sb_fini(&f->f_held);
}

static void
txt_flush(dt_fmt_t *f)
{
	txt_settle(f, NULL, 0);
}

/* the aggregations printed at the end follow what the run printed */
static void
txt_end(dt_fmt_t *f)
{
	(void)f;
}

/* flowindent: a probe named entry (or ...-entry) indents what follows,
 * one named return (...-return) undoes it */
static int
txt_flow_kind(const char *name, const char *what)
{
	size_t n = strlen(name), w = strlen(what);

	return n >= w && strcmp(name + n - w, what) == 0 &&
	    (n == w || name[n - w - 1] == '-');
}

/* the line of a record; ret is 0 for a return probe's record that was
 * not its probe's last clause */
static void
txt_flow_line(dt_fmt_t *f, const dt_probe_t *prp, int cpu, uint64_t epid,
    int ret)
{
	int sys = prp != NULL && strcmp(dt_probe_provname(prp), "syscall") == 0;
	const char *func = prp ? prp->pr_func : "", *name = prp ? prp->pr_name : "";
	const char *prefix = "| ";
	char text[DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 300];
	int entry = txt_flow_kind(name, "entry");

	/* the same probe again through another clause is not a new call */
	if (entry && f->f_lastepid != 0 && epid != f->f_lastepid &&
	    prp != NULL && prp->pr_id == (f->f_lastepid >> 16))
		entry = 0;
	if (entry)
		prefix = sys ? " => " : " -> ";
	else if (ret) {
		prefix = sys ? " <= " : " <- ";
		if (f->f_indent > 0)
			f->f_indent -= 2;
	}
	if (entry || ret)
		snprintf(text, sizeof(text), "%*s%s%s", f->f_indent, "", prefix,
		    func);
	else
		snprintf(text, sizeof(text), "%*s%s%s:%s", f->f_indent, "",
		    prefix, func, name);
	dt_sb_printf(f->f_out, "%3d %-41s ", cpu, text);
	if (entry && f->f_indent < 200)
		f->f_indent += 2;
	f->f_lastepid = epid;
}

/*
 * A held return record is written out once the next record (or the end
 * of what was read) is known: followed by the same probe through another
 * clause, it is not the return yet, as DTrace decides by looking ahead
 */
static void
txt_settle(dt_fmt_t *f, const dt_probe_t *next, uint64_t epid)
{
	const dt_probe_t *prp = f->f_heldprp;
	int ret;

	if (!f->f_holding)
		return;
	f->f_holding = 0;
	f->f_out = f->f_realout;
	ret = !(next != NULL && prp != NULL && next->pr_id == prp->pr_id &&
	    epid != f->f_heldepid);
	txt_flow_line(f, prp, f->f_heldcpu, f->f_heldepid, ret);
	dt_sb_add(f->f_out, f->f_held.sb_buf, f->f_held.sb_len);
	dt_sb_reset(&f->f_held);
}

/* the probe's line (not with -q, but always with flowindent) */
static void
txt_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu, uint64_t epid)
{
	int flow = f->f_dtp->dt_options[DT_OPT_FLOWINDENT] > 0;
	char fn[DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 2];

	/* the record's newline is decided now: setopt("quiet") acts later */
	f->f_recnl = !txt_quiet(f);
	if (txt_quiet(f) && !flow)
		return;
	if (!f->f_header) {
		if (flow)
			dt_sb_printf(f->f_out, "%3s %-41s\n", "CPU", "FUNCTION");
		else
			dt_sb_printf(f->f_out, "%3s %6s %32s\n", "CPU", "ID",
			    "FUNCTION:NAME");
		f->f_header = 1;
	}
	if (flow) {
		txt_settle(f, prp, epid);
		if (prp != NULL && txt_flow_kind(prp->pr_name, "return")) {
			f->f_holding = 1;
			f->f_heldprp = prp;
			f->f_heldcpu = cpu;
			f->f_heldepid = epid;
			f->f_realout = f->f_out;
			f->f_out = &f->f_held;
			return;
		}
		txt_flow_line(f, prp, cpu, epid, 0);
		return;
	}
	snprintf(fn, sizeof(fn), "%s:%s", prp ? prp->pr_func : "",
	    prp ? prp->pr_name : "");
	dt_sb_printf(f->f_out, "%3d %6u %32s ", cpu, prp ? prp->pr_id : 0, fn);
}

static void
txt_rec_end(dt_fmt_t *f)
{
	if (f->f_recnl)
		dt_sb_putc(f->f_out, '\n');
}

static void
txt_trace(dt_fmt_t *f, const dt_value_t *v)
{
	dt_trace_format(f->f_out, v, txt_quiet(f), txt_raw(f));
}

static void
txt_printf(dt_fmt_t *f, const dt_pfmt_t *fmt, const dt_value_t *vals, int n)
{
	dt_printf_format(f->f_out, fmt, vals, n, dt_symfmt_addr, f->f_dtp);
}

/* a stack as its lines; a symbol padded as DTrace pads it, quiet or not */
static void
txt_sym(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	dt_strbuf_t text;

	if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK) {
		dt_symfmt_text(f->f_dtp, f->f_out, t, data, -1);
		return;
	}
	dt_sb_init(&text);
	dt_symfmt_text(f->f_dtp, &text, t, data, -1);
	dt_sb_printf(f->f_out, "  %-50s", text.sb_buf != NULL ? text.sb_buf : "");
	dt_sb_fini(&text);
}

static void
txt_print(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	dt_print_value(f->f_dtp, f->f_out, t, data, t->t_size);
}

/* tracemem's hex dump, laid out as DTrace lays it out */
static void
txt_tracemem(dt_fmt_t *f, const unsigned char *c, size_t n)
{
	dt_strbuf_t *out = f->f_out;
	size_t i, j;

	dt_sb_printf(out, "\n%5s      ", "");
	for (i = 0; i < 16; i++)
		dt_sb_printf(out, "  %c", "0123456789abcdef"[i]);
	dt_sb_puts(out, "  0123456789abcdef\n");
	for (i = 0; i < n; i += 16) {
		dt_sb_printf(out, "%5s%5zx:", "", i);
		for (j = i; j < i + 16 && j < n; j++)
			dt_sb_printf(out, " %02x", c[j]);
		for (; j % 16 != 0; j++)
			dt_sb_puts(out, "   ");
		dt_sb_puts(out, "  ");
		for (j = i; j < i + 16 && j < n; j++)
			dt_sb_putc(out, c[j] < ' ' || c[j] > '~' ? '.' : (char)c[j]);
		dt_sb_putc(out, '\n');
	}
}

/*
 * Histograms
 */

/* one row's bar and count: right of the axis, left of it when all
 * counts are negative, both ways from a centre line when mixed */
static void
txt_hist_line(dt_strbuf_t *out, int64_t val, int64_t normal, long double total,
    int pos, int neg)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	int len = neg && pos ? 20 : 40, depth = 0;

	/* in long double: the magnitude of INT64_MIN is no int64_t */
	if (total > 0)
		depth = (int)(fabsl((long double)val) * len / total + 0.5);
	if (!neg)
		dt_sb_printf(out, "|%.*s%*s %-9lld\n", depth, ats, 40 - depth,
		    "", (long long)(val / normal));
	else if (!pos)
		dt_sb_printf(out, "%*s%.*s| %-9lld\n", 40 - depth, "", depth,
		    ats, (long long)(val / normal));
	else if (val <= 0)
		dt_sb_printf(out, "%*s%.*s|%20s %-9lld\n", 20 - depth, "", depth,
		    ats, "", (long long)(val / normal));
	else
		dt_sb_printf(out, "%20s|%.*s%*s %-9lld\n", "", depth, ats,
		    20 - depth, "", (long long)(val / normal));
}

static void
txt_hist(dt_fmt_t *f, dt_strbuf_t *out, const dt_agg_t *ap, const int64_t *h)
{
	int zoom = f->f_dtp->dt_options[DT_OPT_AGGZOOM] > 0, pos = 0, neg = 0;
	uint32_t first, last, i;
	long double total = 0;

	dt_agg_hist_range(ap, h, &first, &last);
	for (i = first; i <= last; i++) {
		long double v = fabsl((long double)h[i]);

		pos |= h[i] > 0;
		neg |= h[i] < 0;
		/* aggzoom: the tallest bar fills 95% of the width */
		if (!zoom)
			total += v;
		else if (total < v / 0.95L)
			total = v / 0.95L;
	}
	dt_sb_printf(out, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count");
	for (i = first; i <= last; i++) {
		char label[32];

		dt_agg_bucket_label(ap, i, label, sizeof(label));
		dt_sb_printf(out, "%16s ", label);
		txt_hist_line(out, h[i], dt_agg_normal(ap), total, pos, neg);
	}
}

/*
 * Aggregations
 */
/*
 * agghist and aggpack: count() and sum() values as bars against their
 * aggregation's total, quantize() and lquantize() as one line of
 * characters per key, under one header per aggregation
 */
static int
txt_agghist(const dt_fmt_t *f, const dt_agg_t *ap)
{
	return f->f_dtp->dt_options[DT_OPT_AGGHIST] > 0 &&
	    (ap->a_func == DT_AGG_COUNT || ap->a_func == DT_AGG_SUM);
}

static int
txt_aggpack(const dt_fmt_t *f, const dt_agg_t *ap)
{
	return f->f_dtp->dt_options[DT_OPT_AGGPACK] > 0 &&
	    (ap->a_func == DT_AGG_QUANTIZE || ap->a_func == DT_AGG_LQUANTIZE);
}

/* the width of a number in the packed header and rows, at least 4 (as
 * DTrace's dt_ndigits() counts it) */
static int
txt_ndigits(long long v)
{
	long long cmp = 10;
	int n = 1;

	if (v < 0) {
		v = v == INT64_MIN ? INT64_MAX : -v;
		n++;
	}
	while (v > cmp && cmp > 0) {
		n++;
		cmp *= 10;
	}
	return n < 4 ? 4 : n;
}

/* the buckets a packed quantize() row shows: one beyond those used */
static void
txt_pack_range(const dt_agg_t *ap, const dt_aggsum_t *s, uint32_t *lo,
    uint32_t *hi)
{
	*lo = s->as_minbin;
	*hi = s->as_maxbin;
	if (ap->a_func != DT_AGG_QUANTIZE)
		return;
	if (*lo != 0 && *lo != DT_QUANTIZE_ZERO)
		(*lo)--;
	if (*hi + 1 < ap->a_nbuckets)
		(*hi)++;
}

static void
txt_pack_header(dt_fmt_t *f, const dt_agg_t *ap, const dt_aggsum_t *s,
    int width)
{
	uint32_t lo, hi, i;
	int minw = 7, maxw = 8;

	txt_pack_range(ap, s, &lo, &hi);
	if (ap->a_func == DT_AGG_QUANTIZE) {
		minw = txt_ndigits((long long)dt_agg_bucket_value(ap, lo));
		maxw = txt_ndigits((long long)dt_agg_bucket_value(ap, hi));
	}
	dt_sb_printf(f->f_out, "\n%*s %*s .", width, width > 0 ? "key" : "",
	    minw, "min");
	for (i = lo; i <= hi; i++)
		dt_sb_putc(f->f_out, '-');
	dt_sb_printf(f->f_out, ". %*s | count\n", -maxw, "max");
}

/* one bucket as a character: its height is its share of the row */
static void
txt_pack_cell(dt_strbuf_t *out, int64_t v, long double total, int utf8)
{
	static const char up[] = "__xxxxXX", down[] = "vvvvVV";
	long double a = fabsl((long double)v);
	int level;

	if (v == 0 || total <= 0) {
		dt_sb_putc(out, ' ');
		return;
	}
	if (v < 0) {
		level = (int)(a * 5 / total + 0.5L);
		dt_sb_putc(out, down[level > 5 ? 5 : level]);
		return;
	}
	level = (int)(a * 7 / total + 0.5L);
	if (level > 7)
		level = 7;
	if (!utf8) {
		dt_sb_putc(out, up[level]);
		return;
	}
	/* U+2581 LOWER ONE EIGHTH BLOCK .. U+2588 FULL BLOCK */
	level += 0x2581;
	dt_sb_putc(out, (char)(0xe0 | (level >> 12)));
	dt_sb_putc(out, (char)(0x80 | ((level >> 6) & 0x3f)));
	dt_sb_putc(out, (char)(0x80 | (level & 0x3f)));
}

static void
txt_pack_row(dt_fmt_t *f, const dt_agg_t *ap, const dt_aggsum_t *s,
    const int64_t *h)
{
	int zoom = f->f_dtp->dt_options[DT_OPT_AGGZOOM] > 0;
	const char *term = getenv("TERM");
	int64_t enc = f->f_dtp->dt_options[DT_OPT_ENCODING];
	/* -x encoding, or as illumos guesses it: UTF-8 but on the terminals
	 * it knows lack it */
	int utf8 = enc != DT_OPT_UNSET ? enc == DT_ENCODING_UTF8 :
	    term == NULL || (strcmp(term, "dumb") != 0 &&
	    strcmp(term, "sun") != 0 && strcmp(term, "sun-color") != 0);
	long double total = 0;
	long long count = 0;
	uint32_t lo, hi, i;
	char label[32];

	txt_pack_range(ap, s, &lo, &hi);
	for (i = lo; i <= hi; i++) {
		long double v = fabsl((long double)h[i]);

		if (!zoom)
			total += v;
		else if (total < v / 0.95L)
			total = v / 0.95L;
		count += h[i];
	}
	if (ap->a_func == DT_AGG_QUANTIZE) {
		long long v = (long long)dt_agg_bucket_value(ap, lo);

		dt_sb_printf(f->f_out, " %*lld :", txt_ndigits(v), v);
	} else {
		dt_agg_bucket_label(ap, lo, label, sizeof(label));
		dt_sb_printf(f->f_out, "%8s :", label);
	}
	for (i = lo; i <= hi; i++)
		txt_pack_cell(f->f_out, h[i], total, utf8);
	if (ap->a_func == DT_AGG_QUANTIZE) {
		long long v = (long long)dt_agg_bucket_value(ap, hi);

		dt_sb_printf(f->f_out, ": %*lld | %lld\n", -txt_ndigits(v), v,
		    count);
	} else {
		dt_agg_bucket_label(ap, hi, label, sizeof(label));
		dt_sb_printf(f->f_out, ": %-8s | %lld\n", label, count);
	}
}

/* the keys' width in the packed header: each key's column and a space */
static int
txt_pack_keywidth(const dt_agg_t *ap)
{
	int i, w = 0;

	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		int scalar = t->t_sym == DT_SYM_NONE &&
		    t->t_kind != DT_TK_STRING;

		w += !scalar || t->t_size >= 8 ? 17 : t->t_size == 4 ? 9 :
		    t->t_size == 2 ? 6 : 4;
	}
	return w;
}

static void
txt_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	f->f_aggs = aggs;
	f->f_naggs = naggs;
	f->f_aggfmt = fmt;
	f->f_aggsums = sums;
	f->f_packhdr = 0;
	/* printa() without a format starts with a newline */
	if (printa && fmt == NULL)
		dt_sb_putc(f->f_out, '\n');
}

/* one aggregation's value in the default layout */
static void
txt_value(dt_fmt_t *f, const dt_aggcell_t *c)
{
	if (c->ac_hist != NULL)
		txt_hist(f, f->f_out, c->ac_agg, c->ac_hist);
	else if (c->ac_agg->a_func == DT_AGG_STDDEV)
		dt_sb_printf(f->f_out, " %16llu", (unsigned long long)c->ac_value);
	else
		dt_agg_val_format(f->f_out, c->ac_value);
}

static void
txt_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	const dt_agg_t *ap = f->f_aggs[0];
	const dt_pfmt_t *fmt = f->f_aggfmt;
	dt_value_t vals[DT_MAXKEYS + 64];
	dt_strbuf_t hist[64], texts[DT_MAXKEYS];
	int i, k, n = ap->a_keys.k_n, naggs = f->f_naggs;

	dt_fmt_texts_init(texts);
	dt_fmt_keyvals(f->f_dtp, ap, key, vals, texts);
	if (fmt == NULL) {
		int bars = txt_agghist(f, ap), pack = txt_aggpack(f, ap);

		if ((bars || pack) && !f->f_packhdr) {
			int w = txt_pack_keywidth(ap);

			if (bars)
				dt_sb_printf(f->f_out, "\n%*s %41s %-9s\n",
				    w ? w : 16, w ? "key" : "value",
				    "------------- Distribution -------------",
				    "count");
			else
				txt_pack_header(f, ap, &f->f_aggsums[0], w);
			f->f_packhdr = 1;
		}
		for (i = 0; i < n; i++) {
			const dt_type_t *t = &ap->a_keys.k_types[i];

			if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK)
				dt_symfmt_text(f->f_dtp, f->f_out, t,
				    key + ap->a_keys.k_off[i], -1);
			else if (t->t_sym != DT_SYM_NONE)
				dt_sb_printf(f->f_out, "  %-50s", vals[i].dv_str);
			else
				dt_agg_key_format(f->f_out, &vals[i],
				    bars || pack, txt_raw(f));
		}
		for (i = 0; i < naggs; i++) {
			const dt_aggsum_t *s = &f->f_aggsums[i];

			if (txt_agghist(f, cells[i].ac_agg)) {
				dt_sb_putc(f->f_out, ' ');
				txt_hist_line(f->f_out, cells[i].ac_value, 1,
				    s->as_total, s->as_pos, s->as_neg);
			} else if (txt_aggpack(f, cells[i].ac_agg))
				txt_pack_row(f, cells[i].ac_agg, s,
				    cells[i].ac_hist);
			else
				txt_value(f, &cells[i]);
		}
		if (!bars && !pack)
			dt_sb_putc(f->f_out, '\n');
		dt_fmt_texts_fini(texts);
		return;
	}
	/* the format's conversions take the first keys; the values come
	 * after them, one per aggregation, for its %@ conversions */
	k = fmt->pf_nargs < n ? fmt->pf_nargs : n;
	for (i = 0; i < naggs && i < 64; i++) {
		dt_value_t *v = &vals[k + i];

		memset(v, 0, sizeof(*v));
		dt_sb_init(&hist[i]);
		if (cells[i].ac_hist != NULL) {
			txt_hist(f, &hist[i], cells[i].ac_agg, cells[i].ac_hist);
			v->dv_kind = DT_V_STR;
			v->dv_str = hist[i].sb_buf ? hist[i].sb_buf : "";
			v->dv_len = hist[i].sb_len + 1;
		} else {
			v->dv_kind = DT_V_INT;
			v->dv_size = 8;
			v->dv_signed = cells[i].ac_agg->a_func != DT_AGG_COUNT &&
			    cells[i].ac_agg->a_func != DT_AGG_STDDEV;
			v->dv_int = (uint64_t)cells[i].ac_value;
		}
	}
	dt_printf_format(f->f_out, fmt, vals, k + i, dt_symfmt_addr,
	    f->f_dtp);
	while (i-- > 0)
		dt_sb_fini(&hist[i]);
	dt_fmt_texts_fini(texts);
}

static void
txt_agg_end(dt_fmt_t *f)
{
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

/* drops go to stderr (or the drop handler), as DTrace reports them */
static int
txt_drop(dt_fmt_t *f, const char *tag, const char *msg, uint64_t n)
{
	(void)f;
	(void)tag;
	(void)msg;
	(void)n;
	return -1;
}

const dt_fmtops_t dt_fmt_text = {
	.fo_open = txt_open,
	.fo_close = txt_close,
	.fo_flush = txt_flush,
	.fo_end = txt_end,
	.fo_rec_begin = txt_rec_begin,
	.fo_rec_end = txt_rec_end,
	.fo_trace = txt_trace,
	.fo_printf = txt_printf,
	.fo_sym = txt_sym,
	.fo_print = txt_print,
	.fo_tracemem = txt_tracemem,
	.fo_agg_begin = txt_agg_begin,
	.fo_agg_row = txt_agg_row,
	.fo_agg_end = txt_agg_end,
	.fo_drop = txt_drop,
};
