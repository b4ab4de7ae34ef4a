/*
 * dt_aggregate.c -- aggregation snapshots: read a per-CPU map, merge the
 * CPUs' copies, sort as DTrace does (by value, then by keys) and print
 * with the default layout or a printa() format.
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dt_program.h"

typedef struct dt_aggent {
	char *ae_key;
	int64_t ae_val;		/* value to print (avg: the mean); for a
				   histogram the value it sorts by */
	uint64_t ae_n;		/* data points */
	int64_t *ae_hist;	/* histograms: the buckets, merged */
} dt_aggent_t;

typedef struct dt_aggsnap {
	const dt_agg_t *as_agg;
	dt_aggent_t *as_ents;
	size_t as_n, as_cap;
} dt_aggsnap_t;

/* the value of a histogram's bucket i (what sorting weighs it by) */
static int64_t
dt_bucket_value(const dt_agg_t *ap, uint32_t i)
{
	int64_t factor = ap->a_arg[0], this = 1, last, base = 1, o;

	switch (ap->a_func) {
	case DT_AGG_QUANTIZE:
		return i < DT_QUANTIZE_ZERO ?
		    -(int64_t)(1ULL << (DT_QUANTIZE_ZERO - 1 - i)) :
		    i == DT_QUANTIZE_ZERO ? 0 :
		    (int64_t)(1ULL << (i - DT_QUANTIZE_ZERO - 1));
	case DT_AGG_LQUANTIZE:
		if (i == 0)
			return ap->a_arg[0] - 1;
		return ap->a_arg[0] + (int64_t)(i - 1) * ap->a_arg[2];
	default:
		break;
	}
	/* llquantize: the low bound of the bucket */
	for (o = 0; o < ap->a_arg[1]; o++)
		this *= factor;
	if (i == 0)
		return this - 1;
	last = this;
	for (this *= factor, o = ap->a_arg[1]; o <= ap->a_arg[2]; o++) {
		int64_t k = this > ap->a_arg[3] ? ap->a_arg[3] : this;
		int64_t n = k - k / factor;

		if ((int64_t)i < base + n)
			return last + ((int64_t)i - base) * (this / k);
		base += n;
		last = this;
		this *= factor;
	}
	return last;
}

/* the standard deviation from n, the sum and the 128-bit sum of squares,
 * as DTrace computes it */
static int64_t
dt_stddev(uint64_t n, int64_t sum, unsigned __int128 sumsq)
{
	int64_t avg;
	unsigned __int128 avgsq, diff, lo = 0, hi, mid;

	if (n == 0)
		return 0;
	avg = sum / (int64_t)n;
	avgsq = (unsigned __int128)((uint64_t)(avg < 0 ? -avg : avg)) *
	    (uint64_t)(avg < 0 ? -avg : avg);
	diff = sumsq / n;
	diff = diff > avgsq ? diff - avgsq : 0;
	/* integer square root by bisection */
	hi = (unsigned __int128)1 << 64;
	while (lo < hi) {
		mid = (lo + hi + 1) / 2;
		if (mid * mid <= diff)
			lo = mid;
		else
			hi = mid - 1;
	}
	return (int64_t)lo;
}

/* merge the per-CPU copies of one value */
static int
dt_agg_merge(const dt_agg_t *ap, const uint64_t *vals, int ncpu,
    dt_aggent_t *e)
{
	size_t stride = (ap->a_valsize + 7) / 8;
	unsigned __int128 sumsq = 0;
	int64_t acc = 0;
	uint32_t b;
	int cpu, any = 0;

	e->ae_n = 0;
	e->ae_hist = NULL;
	if (ap->a_nbuckets > 0 &&
	    (e->ae_hist = calloc(ap->a_nbuckets, sizeof(int64_t))) == NULL)
		return 0;
	for (cpu = 0; cpu < ncpu; cpu++) {
		const uint64_t *v = vals + (size_t)cpu * stride;
		int64_t x = ap->a_valsize > 8 ? (int64_t)v[1] : 0;

		if (v[0] == 0)
			continue;
		e->ae_n += v[0];
		switch (ap->a_func) {
		case DT_AGG_MIN:
			acc = !any || x < acc ? x : acc;
			break;
		case DT_AGG_MAX:
			acc = !any || x > acc ? x : acc;
			break;
		case DT_AGG_STDDEV:
			acc += x;
			sumsq += ((unsigned __int128)v[3] << 64) | v[2];
			break;
		case DT_AGG_QUANTIZE: case DT_AGG_LQUANTIZE:
		case DT_AGG_LLQUANTIZE:
			for (b = 0; b < ap->a_nbuckets; b++)
				e->ae_hist[b] += (int64_t)v[1 + b];
			break;
		default:
			acc += x;
		}
		any = 1;
	}
	if (ap->a_func == DT_AGG_COUNT)
		e->ae_val = (int64_t)e->ae_n;
	else if (ap->a_func == DT_AGG_AVG)
		e->ae_val = e->ae_n ? acc / (int64_t)e->ae_n : 0;
	else if (ap->a_func == DT_AGG_STDDEV)
		e->ae_val = dt_stddev(e->ae_n, acc, sumsq);
	else if (e->ae_hist != NULL) {
		e->ae_val = 0;		/* sorted by the sum of value x count */
		for (b = 0; b < ap->a_nbuckets; b++)
			e->ae_val += dt_bucket_value(ap, b) * e->ae_hist[b];
	} else
		e->ae_val = acc;
	if (!any) {
		free(e->ae_hist);
		e->ae_hist = NULL;
	}
	return any;
}

static int
dt_snap_add(dt_aggsnap_t *sn, const void *key, const dt_aggent_t *e)
{
	const dt_agg_t *ap = sn->as_agg;

	if (sn->as_n == sn->as_cap) {
		size_t cap = sn->as_cap ? sn->as_cap * 2 : 64;
		dt_aggent_t *v = realloc(sn->as_ents, cap * sizeof(*v));

		if (v == NULL)
			return -1;
		sn->as_ents = v;
		sn->as_cap = cap;
	}
	sn->as_ents[sn->as_n] = *e;
	if ((sn->as_ents[sn->as_n].ae_key = malloc(ap->a_keys.k_size)) == NULL)
		return -1;
	memcpy(sn->as_ents[sn->as_n].ae_key, key, ap->a_keys.k_size);
	sn->as_n++;
	return 0;
}

static int
dt_agg_snapshot(dtrace_hdl_t *dtp, const dt_agg_t *ap, dt_aggsnap_t *sn)
{
	int ncpu = libbpf_num_possible_cpus();
	size_t stride = ((ap->a_valsize + 7) / 8) * 8;
	char *key = NULL, *next = NULL;
	uint64_t *vals;
	dt_aggent_t e;
	int rc = 0, first = 1;

	memset(sn, 0, sizeof(*sn));
	sn->as_agg = ap;
	if (ncpu <= 0 || ap->a_map_fd < 0)
		return 0;
	vals = calloc((size_t)ncpu, stride);
	key = calloc(1, ap->a_keys.k_size + 8);
	next = calloc(1, ap->a_keys.k_size + 8);
	if (vals == NULL || key == NULL || next == NULL) {
		rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		goto out;
	}
	if (!ap->a_keyed) {
		uint32_t k = 0;

		if (bpf_map_lookup_elem(ap->a_map_fd, &k, vals) == 0 &&
		    dt_agg_merge(ap, vals, ncpu, &e))
			rc = dt_snap_add(sn, key, &e);
		goto out;
	}
	while (bpf_map_get_next_key(ap->a_map_fd, first ? NULL : key, next) == 0) {
		first = 0;
		memcpy(key, next, ap->a_keys.k_size);
		if (bpf_map_lookup_elem(ap->a_map_fd, key, vals) != 0)
			continue;
		if (dt_agg_merge(ap, vals, ncpu, &e) && dt_snap_add(sn, key, &e))
			rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
out:
	free(vals);
	free(key);
	free(next);
	return rc;
}

static void
dt_snap_free(dt_aggsnap_t *sn)
{
	size_t i;

	for (i = 0; i < sn->as_n; i++) {
		free(sn->as_ents[i].ae_key);
		free(sn->as_ents[i].ae_hist);
	}
	free(sn->as_ents);
}

/* keys compare as DTrace does: integers numerically, strings bytewise */
static int
dt_key_cmp(const dt_agg_t *ap, const char *a, const char *b)
{
	int i;

	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		uint32_t off = ap->a_keys.k_off[i];
		int c;

		if (t->t_kind == DT_TK_STRING) {
			c = strncmp(a + off, b + off, t->t_size);
		} else {
			int64_t x, y;

			memcpy(&x, a + off, 8);
			memcpy(&y, b + off, 8);
			if (t->t_signed)
				c = x < y ? -1 : x > y;
			else
				c = (uint64_t)x < (uint64_t)y ? -1 :
				    (uint64_t)x > (uint64_t)y;
		}
		if (c != 0)
			return c;
	}
	return 0;
}

static int
dt_ent_cmp(const void *pa, const void *pb, void *arg)
{
	const dt_agg_t *ap = arg;
	const dt_aggent_t *a = pa, *b = pb;

	if (a->ae_val != b->ae_val)
		return a->ae_val < b->ae_val ? -1 : 1;
	return dt_key_cmp(ap, a->ae_key, b->ae_key);
}

static void
dt_key_values(const dt_agg_t *ap, const char *key, dt_value_t *vals,
    uint32_t strmax)
{
	int i;

	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		const char *p = key + ap->a_keys.k_off[i];
		dt_value_t *v = &vals[i];

		memset(v, 0, sizeof(*v));
		if (t->t_kind == DT_TK_STRING) {
			v->dv_kind = DT_V_STR;
			v->dv_str = p;
			v->dv_len = t->t_size < strmax ? t->t_size : strmax;
		} else {
			v->dv_kind = t->t_kind == DT_TK_PTR ? DT_V_PTR : DT_V_INT;
			v->dv_size = (int)t->t_size;
			v->dv_signed = t->t_signed;
			memcpy(&v->dv_int, p, 8);
		}
	}
}

/* a histogram as DTrace draws it: the rows from one empty bucket below
 * the first used one to one above the last */
static void
dt_hist_print(dt_strbuf_t *out, const dt_agg_t *ap, const int64_t *h)
{
	uint32_t nb = ap->a_nbuckets, first = nb, last = 0, i;
	double total = 0;

	for (i = 0; i < nb; i++) {
		if (h[i] != 0) {
			if (first == nb)
				first = i;
			last = i;
		}
		total += (double)(h[i] < 0 ? -h[i] : h[i]);
	}
	if (first == nb) {		/* no data */
		first = ap->a_func == DT_AGG_QUANTIZE ? DT_QUANTIZE_ZERO : 0;
		last = first;
	}
	first = first > 0 ? first - 1 : 0;
	last = last + 1 < nb ? last + 1 : nb - 1;
	dt_sb_printf(out, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count");
	for (i = first; i <= last; i++) {
		int64_t c = h[i];
		int ats = total > 0 ? (int)((double)(c < 0 ? -c : c) * 40 /
		    total + 0.5) : 0;
		char label[32];

		if (ap->a_func != DT_AGG_QUANTIZE && i == 0)
			snprintf(label, sizeof(label), "< %lld",
			    (long long)(dt_bucket_value(ap, 0) + 1));
		else if (ap->a_func != DT_AGG_QUANTIZE && i == nb - 1)
			snprintf(label, sizeof(label), ">= %lld",
			    (long long)(ap->a_func == DT_AGG_LQUANTIZE ?
			    ap->a_arg[1] : dt_bucket_value(ap, i)));
		else
			snprintf(label, sizeof(label), "%lld",
			    (long long)dt_bucket_value(ap, i));
		dt_sb_printf(out, "%16s |%.*s%*s %-9lld\n", label, ats,
		    "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@", 40 - ats, "",
		    (long long)c);
	}
}

static void
dt_ent_print(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_agg_t *ap,
    const dt_aggent_t *e, const dt_pfmt_t *fmt)
{
	dt_value_t vals[DT_MAXKEYS + 1];
	int i, n = ap->a_keys.k_n;

	dt_key_values(ap, e->ae_key, vals, DT_STRSIZE(dtp));
	if (fmt != NULL) {
		/* the format's conversions take the first keys; the value
		 * comes after them, for its %@ conversions */
		int k = fmt->pf_nargs < n ? fmt->pf_nargs : n;

		memset(&vals[k], 0, sizeof(vals[k]));
		vals[k].dv_kind = DT_V_INT;
		vals[k].dv_size = 8;
		vals[k].dv_signed = ap->a_func != DT_AGG_COUNT;
		vals[k].dv_int = (uint64_t)e->ae_val;
		dt_printf_format(out, fmt, vals, k + 1, NULL, NULL);
		return;
	}
	for (i = 0; i < n; i++)
		dt_agg_key_format(out, &vals[i]);
	if (e->ae_hist != NULL) {
		dt_hist_print(out, ap, e->ae_hist);
		dt_sb_putc(out, '\n');
		return;
	}
	if (ap->a_func == DT_AGG_STDDEV)
		dt_sb_printf(out, " %16llu", (unsigned long long)e->ae_val);
	else
		dt_agg_val_format(out, e->ae_val);
	dt_sb_putc(out, '\n');
}

int
dt_agg_print(dtrace_hdl_t *dtp, dt_strbuf_t *out, dt_agg_t *ap,
    const dt_pfmt_t *fmt)
{
	dt_aggsnap_t sn;
	size_t i;

	if (dt_agg_snapshot(dtp, ap, &sn) != 0) {
		dt_snap_free(&sn);
		return -1;
	}
	qsort_r(sn.as_ents, sn.as_n, sizeof(dt_aggent_t), dt_ent_cmp, ap);
	if (fmt == NULL && sn.as_n > 0)
		dt_sb_putc(out, '\n');
	for (i = 0; i < sn.as_n; i++)
		dt_ent_print(dtp, out, ap, &sn.as_ents[i], fmt);
	dt_snap_free(&sn);
	return 0;
}

int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp, void *reserved)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_strbuf_t out;
	int i, rc = 0;

	(void)reserved;
	if (pp == NULL || pp->p_aggv == NULL)
		return 0;
	dt_sb_init(&out);
	for (i = 0; i < pp->p_naggs && rc == 0; i++) {
		dt_aggsnap_t sn;
		size_t j;

		if (pp->p_aggv[i]->a_printed)
			continue;
		if ((rc = dt_agg_snapshot(dtp, pp->p_aggv[i], &sn)) == 0) {
			qsort_r(sn.as_ents, sn.as_n, sizeof(dt_aggent_t),
			    dt_ent_cmp, pp->p_aggv[i]);
			for (j = 0; j < sn.as_n; j++)
				dt_ent_print(dtp, &out, pp->p_aggv[i], &sn.as_ents[j],
				    NULL);
		}
		dt_snap_free(&sn);
	}
	if (out.sb_len > 0)
		fwrite(out.sb_buf, 1, out.sb_len, fp);
	dt_sb_fini(&out);
	return rc;
}

int
dtrace_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggregate_f *func, void *arg)
{
	static const char *const fnames[] = { "count", "sum", "min", "max",
	    "avg", "stddev", "quantize", "lquantize", "llquantize" };
	dt_compiled_t *pp = dtp->dt_prog;
	int i, rc = 0;

	if (pp == NULL || pp->p_aggv == NULL)
		return 0;
	for (i = 0; i < pp->p_naggs && rc == 0; i++) {
		dt_agg_t *ap = pp->p_aggv[i];
		dt_aggsnap_t sn;
		size_t j;

		if ((rc = dt_agg_snapshot(dtp, ap, &sn)) != 0)
			break;
		for (j = 0; j < sn.as_n && rc == 0; j++) {
			int64_t ints[DT_MAXKEYS] = { 0 };
			const char *strs[DT_MAXKEYS] = { NULL };
			dt_value_t vals[DT_MAXKEYS];
			dtrace_aggdata_t ad;
			int k;

			dt_key_values(ap, sn.as_ents[j].ae_key, vals,
			    DT_STRSIZE(dtp));
			for (k = 0; k < ap->a_keys.k_n; k++) {
				if (vals[k].dv_kind == DT_V_STR)
					strs[k] = vals[k].dv_str;
				else
					ints[k] = (int64_t)vals[k].dv_int;
			}
			ad.dtad_name = ap->a_name;
			ad.dtad_func = fnames[ap->a_func];
			ad.dtad_nkeys = ap->a_keys.k_n;
			ad.dtad_keyints = ints;
			ad.dtad_keystrs = strs;
			ad.dtad_value = sn.as_ents[j].ae_val;
			rc = func(&ad, arg);
		}
		dt_snap_free(&sn);
	}
	return rc;
}
