/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_om.c -- the OpenMetrics back end (-x oformat=openmetrics): the
 * aggregations as an OpenMetrics text exposition, what Prometheus
 * scrapes (and -x httpport serves):
 *
 *	# TYPE dtrace_calls gauge		@calls[execname] = count()
 *	# HELP dtrace_calls DTrace aggregation @calls: count()
 *	dtrace_calls{key0="bash"} 12
 *	# TYPE dtrace_lat histogram		@lat = quantize(ns)
 *	dtrace_lat_bucket{le="0"} 0
 *	dtrace_lat_bucket{le="1"} 3 ...		(cumulative)
 *	dtrace_lat_bucket{le="+Inf"} 9
 *	# EOF
 *
 * One metric family an aggregation, named dtrace_ and its name (the
 * unnamed one dtrace); its keys are the labels key0, key1 ... (a stack
 * as its frames from the root down, joined by ';').  count(), sum(),
 * min(), max(), avg() and stddev() are gauges (even count(): clear() and
 * trunc() take values back, which a counter must not do); quantize(),
 * lquantize() and llquantize() histograms, a bucket's le the highest
 * integer it holds.  They have no _sum, as DTrace keeps the buckets'
 * counts and not the values' sum, and so no _count either (OpenMetrics
 * has both or neither): the +Inf bucket is the count.  What is
 * printed between two writes of the output (a printa(), the end of the
 * run) is one exposition, closed by "# EOF".  What records print goes to
 * stderr as DTrace's text.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_fmt.h"

static void
om_eof(dt_fmt_t *f)
{
	if (f->f_omopen)
		dt_sb_puts(f->f_out, "# EOF\n");
	f->f_omopen = 0;
}

static void
om_open(dt_fmt_t *f)
{
	dt_fmt_side_open(f);
}

static void
om_close(dt_fmt_t *f)
{
	om_eof(f);
	dt_fmt_side_close(f);
}

static void
om_flush(dt_fmt_t *f)
{
	om_eof(f);
	dt_fmt_side_flush(f);
}

static void
om_end(dt_fmt_t *f)
{
	om_flush(f);
}

static const char *const om_funcs[] = {
	[DT_AGG_COUNT] = "count", [DT_AGG_SUM] = "sum", [DT_AGG_MIN] = "min",
	[DT_AGG_MAX] = "max", [DT_AGG_AVG] = "avg", [DT_AGG_STDDEV] = "stddev",
	[DT_AGG_QUANTIZE] = "quantize", [DT_AGG_LQUANTIZE] = "lquantize",
	[DT_AGG_LLQUANTIZE] = "llquantize", [DT_AGG_STATS] = "stats",
};

static void
om_name(dt_strbuf_t *out, const dt_agg_t *ap)
{
	dt_sb_puts(out, "dtrace");
	if (ap->a_name[0] != '\0') {
		dt_sb_putc(out, '_');
		dt_sb_puts(out, ap->a_name);
	}
}

static int
om_hist(const dt_agg_t *ap)
{
	return ap->a_func == DT_AGG_QUANTIZE || ap->a_func == DT_AGG_LQUANTIZE ||
	    ap->a_func == DT_AGG_LLQUANTIZE;
}

/* the family's metadata; its samples are gathered in f_fams[i] */
static void
om_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	int i;

	f->f_aggs = aggs;
	f->f_naggs = naggs;
	f->f_omopen = 1;
	f->f_fams = calloc((size_t)naggs, sizeof(*f->f_fams));
	for (i = 0; f->f_fams != NULL && i < naggs; i++)
		dt_sb_init(&f->f_fams[i]);
}

/* {key0="...",key1="..."} and the extra label (le) if any */
static void
om_labels(dt_fmt_t *f, dt_strbuf_t *out, const dt_agg_t *ap, const char *key,
    const char *le)
{
	dt_strbuf_t text;
	size_t j;
	int i, n = 0;

	if (ap->a_keys.k_n == 0 && le == NULL)
		return;
	dt_sb_putc(out, '{');
	dt_sb_init(&text);
	for (i = 0; i < ap->a_keys.k_n; i++) {
		dt_sb_reset(&text);
		dt_fmt_keytext(f->f_dtp, ap, key, i, &text, 0);
		dt_sb_printf(out, "%skey%d=\"", n++ > 0 ? "," : "", i);
		for (j = 0; j < text.sb_len; j++) {
			char c = text.sb_buf[j];

			if (c == '\n') {
				dt_sb_puts(out, "\\n");
				continue;
			}
			if (c == '"' || c == '\\')
				dt_sb_putc(out, '\\');
			dt_sb_putc(out, c);
		}
		dt_sb_putc(out, '"');
	}
	dt_sb_fini(&text);
	if (le != NULL)
		dt_sb_printf(out, "%sle=\"%s\"", n > 0 ? "," : "", le);
	dt_sb_putc(out, '}');
}

/* the highest value bucket i holds ("+Inf" for the last) */
static void
om_le(const dt_agg_t *ap, uint32_t i, char *buf, size_t len)
{
	int64_t v = dt_agg_bucket_value(ap, i);

	if (i + 1 >= ap->a_nbuckets)
		snprintf(buf, len, "+Inf");
	else if (ap->a_func == DT_AGG_QUANTIZE && v < 0)
		snprintf(buf, len, "%" PRId64, v);	/* (2v, v] */
	else
		snprintf(buf, len, "%" PRId64, dt_agg_bucket_value(ap, i + 1) - 1);
}

static void
om_cell(dt_fmt_t *f, dt_strbuf_t *out, const char *key, const dt_aggcell_t *c)
{
	const dt_agg_t *ap = c->ac_agg;
	uint32_t first, last, i;
	int64_t cum = 0, total = 0;
	char le[32];

	if (!om_hist(ap)) {
		om_name(out, ap);
		om_labels(f, out, ap, key, NULL);
		if (ap->a_func == DT_AGG_STDDEV)
			dt_sb_printf(out, " %" PRIu64 "\n", (uint64_t)c->ac_value);
		else
			dt_sb_printf(out, " %" PRId64 "\n", c->ac_value);
		return;
	}
	for (i = 0; i < ap->a_nbuckets; i++)
		total += c->ac_hist[i] / dt_agg_normal(ap);
	dt_agg_hist_range(ap, c->ac_hist, &first, &last);
	for (i = 0; i <= last; i++) {
		cum += c->ac_hist[i] / dt_agg_normal(ap);
		if (i < first)
			continue;
		om_le(ap, i, le, sizeof(le));
		om_name(out, ap);
		dt_sb_puts(out, "_bucket");
		om_labels(f, out, ap, key, le);
		dt_sb_printf(out, " %" PRId64 "\n", cum);
	}
	if (last + 1 < ap->a_nbuckets) {
		om_name(out, ap);
		dt_sb_puts(out, "_bucket");
		om_labels(f, out, ap, key, "+Inf");
		dt_sb_printf(out, " %" PRId64 "\n", total);
	}
}

static void
om_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	int i;

	for (i = 0; f->f_fams != NULL && i < f->f_naggs; i++)
		om_cell(f, &f->f_fams[i], key, &cells[i]);
}

/* each family: its TYPE and HELP, then its samples */
static void
om_agg_end(dt_fmt_t *f)
{
	dt_strbuf_t *out = f->f_out;
	int i;

	for (i = 0; f->f_fams != NULL && i < f->f_naggs; i++) {
		const dt_agg_t *ap = f->f_aggs[i];

		dt_sb_puts(out, "# TYPE ");
		om_name(out, ap);
		dt_sb_puts(out, om_hist(ap) ? " histogram\n" : " gauge\n");
		dt_sb_puts(out, "# HELP ");
		om_name(out, ap);
		dt_sb_printf(out, " DTrace aggregation @%s: %s()\n", ap->a_name,
		    om_funcs[ap->a_func]);
		if (f->f_fams[i].sb_len > 0)
			dt_sb_add(out, f->f_fams[i].sb_buf, f->f_fams[i].sb_len);
		dt_sb_fini(&f->f_fams[i]);
	}
	free(f->f_fams);
	f->f_fams = NULL;
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

const dt_fmtops_t dt_fmt_openmetrics = {
	.fo_open = om_open,
	.fo_close = om_close,
	.fo_flush = om_flush,
	.fo_end = om_end,
	.fo_aggsdone = om_eof,
	.fo_rec_begin = dt_fmt_side_rec_begin,
	.fo_rec_end = dt_fmt_side_rec_end,
	.fo_trace = dt_fmt_side_trace,
	.fo_printf = dt_fmt_side_printf,
	.fo_sym = dt_fmt_side_sym,
	.fo_print = dt_fmt_side_print,
	.fo_tracemem = dt_fmt_side_tracemem,
	.fo_agg_begin = om_agg_begin,
	.fo_agg_row = om_agg_row,
	.fo_agg_end = om_agg_end,
	.fo_drop = dt_fmt_side_drop,
};
