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
 * blank and the value; rows that fold to the same text (two call sites
 * in one function) are one line, with the sum of their values, and the
 * lines come in the order of their values, as DTrace prints rows.  Inside a key or frame ';' becomes ':' and blanks
 * '_', so that the line has that one blank.  count(), sum(), min(),
 * max() and avg() have one value a row; rows with a negative value, and
 * aggregations without one value a row (histograms, stddev(), printa()
 * of several aggregations) are left out, with a note on stderr.  What
 * records print (trace(), printf() ...) goes to stderr as DTrace's text.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_fmt.h"

typedef struct dt_foldline {
	char *fl_text;
	int64_t fl_value;
} dt_foldline_t;

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
	dt_strbuf_t text;
	int i;

	if (!fo_foldable(f) || cells[0].ac_value < 0)
		return;
	if (f->f_nfold == f->f_foldcap) {
		size_t n = f->f_foldcap ? f->f_foldcap * 2 : 64;
		dt_foldline_t *p = realloc(f->f_fold, n * sizeof(*p));

		if (p == NULL)
			return;
		f->f_fold = p;
		f->f_foldcap = n;
	}
	dt_sb_init(&text);
	for (i = 0; i < ap->a_keys.k_n; i++) {
		if (i > 0)
			dt_sb_putc(&text, ';');
		dt_fmt_keytext(f->f_dtp, ap, key, i, &text, 1);
	}
	if (ap->a_keys.k_n == 0)
		dt_sb_puts(&text, ap->a_name[0] != '\0' ? ap->a_name : "@");
	if (text.sb_buf == NULL && (text.sb_buf = strdup("")) == NULL)
		return;
	f->f_fold[f->f_nfold].fl_text = text.sb_buf;	/* the line's now */
	f->f_fold[f->f_nfold++].fl_value = cells[0].ac_value;
}

static int
fo_bytext(const void *a, const void *b)
{
	return strcmp(((const dt_foldline_t *)a)->fl_text,
	    ((const dt_foldline_t *)b)->fl_text);
}

static int
fo_byvalue(const void *a, const void *b)
{
	const dt_foldline_t *x = a, *y = b;

	if (x->fl_value != y->fl_value)
		return x->fl_value < y->fl_value ? -1 : 1;
	return strcmp(x->fl_text, y->fl_text);
}

/* the lines, those of the same text merged, by value */
static void
fo_agg_end(dt_fmt_t *f)
{
	dt_foldline_t *fl = f->f_fold;
	size_t i, n = 0;

	if (f->f_nfold > 0) {
		qsort(fl, f->f_nfold, sizeof(*fl), fo_bytext);
		for (i = 1; i < f->f_nfold; i++) {
			if (strcmp(fl[i].fl_text, fl[n].fl_text) == 0) {
				fl[n].fl_value += fl[i].fl_value;
				free(fl[i].fl_text);
			} else
				fl[++n] = fl[i];
		}
		n++;
		qsort(fl, n, sizeof(*fl), fo_byvalue);
	}
	for (i = 0; i < n; i++) {
		dt_sb_printf(f->f_out, "%s %" PRId64 "\n", fl[i].fl_text,
		    fl[i].fl_value);
		free(fl[i].fl_text);
	}
	free(f->f_fold);
	f->f_fold = NULL;
	f->f_nfold = f->f_foldcap = 0;
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
