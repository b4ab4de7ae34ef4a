/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_folded.c -- the folded back end (-x oformat=folded): each row of
 * an aggregation as one line of "folded stacks", the input of flame-graph
 * tools (Brendan Gregg's flamegraph.pl, inferno):
 *
 *	key;key;...;frame;frame;... value
 *
 * Every key of the row in order, a stack key as its frames from the root
 * down (module`function, without the offset), joined by ';', then one
 * blank and the value.  Inside a key or frame ';' becomes ':' and blanks
 * '_', so that the line has that one blank.  count(), sum(), min(),
 * max() and avg() have one value a row; rows with a negative value, and
 * aggregations without one value a row (histograms, stddev(), printa()
 * of several aggregations) are left out, with a note on stderr.  What
 * records print (trace(), printf() ...) goes to stderr as DTrace's text.
 */
#include <inttypes.h>
#include <stdio.h>

#include "dt_fmt.h"

static void
fo_open(dt_fmt_t *f)
{
	dt_fmt_side_open(f);
}

static void
fo_close(dt_fmt_t *f)
{
	dt_fmt_side_close(f);
}

static void
fo_flush(dt_fmt_t *f)
{
	dt_fmt_side_flush(f);
}

static void
fo_end(dt_fmt_t *f)
{
	fo_flush(f);
}

/* an aggregation with one non-negative value a row, or a note why not */
static int
fo_foldable(dt_fmt_t *f)
{
	const dt_agg_t *ap = f->f_aggs[0];

	if (f->f_naggs == 1 && (ap->a_func == DT_AGG_COUNT ||
	    ap->a_func == DT_AGG_SUM || ap->a_func == DT_AGG_MIN ||
	    ap->a_func == DT_AGG_MAX || ap->a_func == DT_AGG_AVG))
		return 1;
	return 0;
}

static void
fo_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	f->f_aggs = aggs;
	f->f_naggs = naggs;
	f->f_nrows = 0;
	if (!fo_foldable(f)) {
		fprintf(stderr, "dtrace: oformat folded: @%s has no value a "
		    "row to fold, not printed\n", aggs[0]->a_name);
	}
}

static void
fo_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	const dt_agg_t *ap = f->f_aggs[0];
	int i;

	if (!fo_foldable(f) || cells[0].ac_value < 0)
		return;
	for (i = 0; i < ap->a_keys.k_n; i++) {
		if (i > 0)
			dt_sb_putc(f->f_out, ';');
		dt_fmt_keytext(f->f_dtp, ap, key, i, f->f_out, 1);
	}
	if (ap->a_keys.k_n == 0)
		dt_sb_puts(f->f_out, ap->a_name[0] != '\0' ? ap->a_name : "@");
	dt_sb_printf(f->f_out, " %" PRId64 "\n", cells[0].ac_value);
}

static void
fo_agg_end(dt_fmt_t *f)
{
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

const dt_fmtops_t dt_fmt_folded = {
	.fo_open = fo_open,
	.fo_close = fo_close,
	.fo_flush = fo_flush,
	.fo_end = fo_end,
	.fo_rec_begin = dt_fmt_side_rec_begin,
	.fo_rec_end = dt_fmt_side_rec_end,
	.fo_trace = dt_fmt_side_trace,
	.fo_printf = dt_fmt_side_printf,
	.fo_sym = dt_fmt_side_sym,
	.fo_print = dt_fmt_side_print,
	.fo_tracemem = dt_fmt_side_tracemem,
	.fo_agg_begin = fo_agg_begin,
	.fo_agg_row = fo_agg_row,
	.fo_agg_end = fo_agg_end,
	.fo_drop = dt_fmt_side_drop,
};
