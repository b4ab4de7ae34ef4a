/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_btobsd.c -- btrace's -O openbsd (-x oformat=btopenbsd): bt's
 * text back end (dt_fmt_bt.c), but its maps as OpenBSD's btrace(8) prints
 * them.  Described by its map.c and its regress tests, not copied:
 *
 *	@name[k1, k2]: value		a line an element, no blank lines;
 *					the largest value first, equal
 *					values by their keys' text
 *					(bytewise: "10" before "9")
 *	@name:				a histogram: a row a bucket that
 *	[2, 4)              1 |@@@@|	has a count, ascending; the label
 *					and the count in 20 columns, a bar
 *					of 52 as long as 52 * count / the
 *					largest count (integers)
 *
 * print(@m, N) prints the first N lines of that order; nothing is printed
 * for an empty map, nor before the maps at the end (bpftrace's two
 * newlines).  What OpenBSD's btrace has no form for is printed in that
 * form too: a keyed histogram as "@name[key]:" and its rows for each key
 * (by the keys' text), avg() and stats() as bpftrace has their values
 * ("@m[k]: count 2, average 3, total 6").  The maps that are variables
 * are printed alike (dt_btmaps.c); at the end those without keys are not
 * (OpenBSD's global variables), and the maps come in the order the
 * program first names them (fo_btexitorder).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_bt_impl.h"
#include "dt_btmaps.h"
#include "dt_fmt.h"
#include "dt_impl.h"
#include "dt_provider.h"

#define OB_BARWIDTH	52
#define OB_LABELWIDTH	20	/* the label and the count together */

/*
 * Rows of a map in OpenBSD's order
 */
static int
ob_rowcmp(const void *x, const void *y)
{
	const dt_btobsd_row_t *a = x, *b = y;
	int c = 0;

	if (a->or_isstr && b->or_isstr)
		c = -strcmp(a->or_vtext, b->or_vtext);
	else if (a->or_val != b->or_val)
		c = a->or_val > b->or_val ? -1 : 1;
	return c != 0 ? c : strcmp(a->or_key, b->or_key);
}

void
dt_btobsd_sort(dt_btobsd_row_t *rows, size_t n)
{
	if (n > 1)
		qsort(rows, n, sizeof(*rows), ob_rowcmp);
}

void
dt_btobsd_lines(dt_strbuf_t *out, const char *name, int keyed,
    const dt_btobsd_row_t *rows, size_t n, int64_t top)
{
	size_t i;

	for (i = 0; i < n && (top <= 0 || i < (uint64_t)top); i++) {
		dt_sb_puts(out, name);
		if (keyed)
			dt_sb_printf(out, "[%s]", rows[i].or_key);
		dt_sb_printf(out, ": %s\n", rows[i].or_vtext);
	}
}

/*
 * Histograms
 */
/* a power of two as OpenBSD's btrace labels it: 512, 1K, 2M ... 8E */
static void
ob_pow2(char *buf, size_t len, int power)
{
	static const char suffix[] = "\0KMGTPE";
	int s = power / 10;

	snprintf(buf, len, "%" PRIu64 "%.1s", (uint64_t)1 << (power - 10 * s),
	    &suffix[s]);
}

/*
 * bucket b of the histogram's label.  The values were counted as OpenBSD's
 * btrace counts them (dt_bt_obsdhist.c): hist()'s (..., 0) is its "[0]",
 * [0] its "[0, 1)", then "[1, 2)", "[2, 4)" ... "[512, 1K)" as bpftrace's;
 * lhist()'s "[10, 20)" as bpftrace's, its range whole steps
 */
static void
ob_label(const dt_agg_t *ap, uint32_t b, char *buf, size_t len)
{
	char lo[24], hi[24];

	if (ap->a_func == DT_AGG_QUANTIZE) {
		int p = (int)b - DT_QUANTIZE_ZERO - 1;

		if (b < DT_QUANTIZE_ZERO)
			snprintf(buf, len, "[0]");
		else if (b == DT_QUANTIZE_ZERO)
			snprintf(buf, len, "[0, 1)");
		else {
			ob_pow2(lo, sizeof(lo), p);
			ob_pow2(hi, sizeof(hi), p + 1);
			snprintf(buf, len, "[%s, %s)", lo, hi);
		}
	} else {
		int64_t low = ap->a_arg[0] + (int64_t)(b - 1) * ap->a_arg[2];

		snprintf(buf, len, "[%" PRId64 ", %" PRId64 ")", low,
		    low + ap->a_arg[2]);
	}
}

static void
ob_hist(dt_strbuf_t *out, const dt_aggcell_t *c)
{
	static const char ats[] =
	    "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	const dt_agg_t *ap = c->ac_agg;
	uint32_t b, nb = ap->a_nbuckets, first;
	int64_t *count = malloc(nb * sizeof(int64_t)), max = 0;
	char label[80];

	if (count == NULL)
		return;
	/* hist()'s negative buckets are one row; lhist()'s below and above
	 * its range are what OpenBSD's btrace drops */
	first = ap->a_func == DT_AGG_QUANTIZE ? DT_QUANTIZE_ZERO - 1 : 1;
	memcpy(count, c->ac_hist, nb * sizeof(int64_t));
	for (b = 0; b < first; b++) {
		if (ap->a_func == DT_AGG_QUANTIZE)
			count[first] += count[b];
		count[b] = 0;
	}
	if (ap->a_func != DT_AGG_QUANTIZE)
		count[nb - 1] = 0;
	for (b = 0; b < nb; b++)
		max = count[b] > max ? count[b] : max;
	for (b = first; b < nb; b++) {
		int l, w;

		if (count[b] <= 0)
			continue;
		ob_label(ap, b, label, sizeof(label));
		l = (int)strlen(label);
		w = (int)(OB_BARWIDTH * count[b] / max);
		dt_sb_printf(out, "%s%*" PRId64 " |%.*s%*s|\n", label,
		    OB_LABELWIDTH - l, count[b], w, ats, OB_BARWIDTH - w, "");
	}
	free(count);
}

/*
 * Aggregations: rows gathered, then printed in order at agg_end
 */
typedef struct ob_aggrow {
	dt_btobsd_row_t r;
	dt_aggcell_t cell;
} ob_aggrow_t;

typedef struct ob_state {
	ob_aggrow_t *os_rows;
	size_t os_n, os_cap;
	int os_nomem;
} ob_state_t;

static void
ob_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	dt_fmt_bt.fo_agg_begin(f, aggs, naggs, sums, fmt, printa);
	if (!f->f_btdelegate)
		f->f_state = calloc(1, sizeof(ob_state_t));
}

static void
ob_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	const dt_agg_t *ap = cells[0].ac_agg;
	ob_state_t *os = f->f_state;
	dt_strbuf_t text;
	ob_aggrow_t *r;

	if (f->f_btdelegate) {
		dt_fmt_bt.fo_agg_row(f, key, cells);
		return;
	}
	if (os == NULL || os->os_nomem)
		return;
	if (os->os_n == os->os_cap) {
		size_t cap = os->os_cap ? os->os_cap * 2 : 64;
		ob_aggrow_t *nr = realloc(os->os_rows, cap * sizeof(*nr));

		if (nr == NULL) {
			os->os_nomem = 1;
			return;
		}
		os->os_rows = nr;
		os->os_cap = cap;
	}
	r = &os->os_rows[os->os_n++];
	memset(r, 0, sizeof(*r));
	r->cell = cells[0];
	dt_sb_init(&text);
	if (ap->a_keyed)
		dt_bt_aggkeys(f, &text, ap, key, ", ");
	r->r.or_key = strdup(text.sb_buf != NULL ? text.sb_buf : "");
	dt_sb_reset(&text);
	if (ap->a_nbuckets == 0)
		dt_bt_aggvalue(&text, &cells[0]);
	r->r.or_vtext = strdup(text.sb_buf != NULL ? text.sb_buf : "");
	dt_sb_fini(&text);
	/* a histogram's keys by their text alone */
	r->r.or_val = ap->a_nbuckets == 0 ? cells[0].ac_value : 0;
	if (r->r.or_key == NULL || r->r.or_vtext == NULL)
		os->os_nomem = 1;
}

static void
ob_agg_end(dt_fmt_t *f)
{
	const dt_agg_t *ap = f->f_aggs[0];
	ob_state_t *os = f->f_state, none = { NULL, 0, 0, 1 };
	dt_btobsd_row_t *rows;
	dt_strbuf_t name;
	size_t i;

	if (f->f_btdelegate) {
		dt_fmt_bt.fo_agg_end(f);
		return;
	}
	if (os == NULL)
		os = &none;
	rows = calloc(os->os_n + 1, sizeof(*rows));
	if (rows == NULL || os->os_nomem)
		dt_consumer_warn(f->f_dtp, "out of memory: a map is not "
		    "printed");
	for (i = 0; rows != NULL && i < os->os_n; i++) {
		rows[i] = os->os_rows[i].r;
		rows[i].or_ref = &os->os_rows[i].cell;
	}
	dt_sb_init(&name);
	dt_sb_printf(&name, "@%s", ap->a_name);
	if (rows != NULL && !os->os_nomem) {
		dt_btobsd_sort(rows, os->os_n);
		if (ap->a_nbuckets == 0)
			dt_btobsd_lines(f->f_out, name.sb_buf, ap->a_keyed,
			    rows, os->os_n, f->f_top);
		for (i = 0; ap->a_nbuckets > 0 && i < os->os_n; i++) {
			if (ap->a_keyed)
				dt_sb_printf(f->f_out, "%s[%s]:\n",
				    name.sb_buf, rows[i].or_key);
			else
				dt_sb_printf(f->f_out, "%s:\n", name.sb_buf);
			ob_hist(f->f_out, rows[i].or_ref);
		}
	}
	dt_sb_fini(&name);
	free(rows);
	for (i = 0; i < os->os_n; i++) {
		free(os->os_rows[i].r.or_key);
		free(os->os_rows[i].r.or_vtext);
	}
	free(os->os_rows);
	if (os != &none)
		free(os);
	f->f_state = NULL;
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

/*
 * The rest is bt's text back end's
 */
static void
ob_open(dt_fmt_t *f)
{
	dt_fmt_bt.fo_open(f);
}

static void
ob_close(dt_fmt_t *f)
{
	dt_fmt_bt.fo_close(f);
}

static void
ob_flush(dt_fmt_t *f)
{
	dt_fmt_bt.fo_flush(f);
}

/* OpenBSD's btrace prints nothing before the maps at the end */
static void
ob_end(dt_fmt_t *f)
{
	(void)f;
}

static void
ob_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu, uint64_t epid)
{
	dt_fmt_bt.fo_rec_begin(f, prp, cpu, epid);
}

static void
ob_rec_end(dt_fmt_t *f)
{
	dt_fmt_bt.fo_rec_end(f);
}

static void
ob_trace(dt_fmt_t *f, const dt_value_t *v)
{
	dt_fmt_bt.fo_trace(f, v);
}

static void
ob_printf(dt_fmt_t *f, const dt_pfmt_t *fmt, const dt_value_t *vals, int n)
{
	dt_fmt_bt.fo_printf(f, fmt, vals, n);
}

static void
ob_sym(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	dt_fmt_bt.fo_sym(f, t, data);
}

static void
ob_print(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	dt_fmt_bt.fo_print(f, t, data);
}

static void
ob_tracemem(dt_fmt_t *f, const unsigned char *p, size_t n)
{
	dt_fmt_bt.fo_tracemem(f, p, n);
}

static int
ob_drop(dt_fmt_t *f, const char *tag, const char *msg, uint64_t n)
{
	return dt_fmt_bt.fo_drop(f, tag, msg, n);
}

static void
ob_btmsg(dt_fmt_t *f, const char *type, const char *text, size_t len)
{
	dt_fmt_bt.fo_btmsg(f, type, text, len);
}

const dt_fmtops_t dt_fmt_btobsd = {
	.fo_open = ob_open,
	.fo_close = ob_close,
	.fo_flush = ob_flush,
	.fo_end = ob_end,
	.fo_rec_begin = ob_rec_begin,
	.fo_rec_end = ob_rec_end,
	.fo_trace = ob_trace,
	.fo_printf = ob_printf,
	.fo_sym = ob_sym,
	.fo_print = ob_print,
	.fo_tracemem = ob_tracemem,
	.fo_agg_begin = ob_agg_begin,
	.fo_agg_row = ob_agg_row,
	.fo_agg_end = ob_agg_end,
	.fo_drop = ob_drop,
	.fo_btmsg = ob_btmsg,
	.fo_bpftrace = 1,
	.fo_ownorder = 1,
	.fo_btexitorder = 1,
};
