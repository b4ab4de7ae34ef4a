/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_aggregate.c -- aggregation snapshots: read a per-CPU map (in batches),
 * merge the CPUs' copies, join several aggregations on their keys, sort as
 * DTrace does (by value, then by keys, or as the aggsort* options say) and
 * print with the default layout or a printa() format.  Also what the
 * consumer does to aggregations: clear() and trunc().
 */
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_api.h"
#include "dt_consume.h"
#include "dt_fmt.h"
#include "dt_impl.h"
#include "dt_program.h"
#include "dt_symfmt.h"

/* one key's value, merged over the CPUs */
typedef struct dt_aggent {
	char *ae_key;
	uint64_t ae_n;		/* data points */
	int64_t ae_acc;		/* sum, min or max */
	unsigned __int128 ae_sumsq;	/* stddev */
	int64_t *ae_hist;	/* histograms: the buckets */
	long double ae_sort;	/* what the value sorts by */
	int64_t ae_zero;	/* histograms: the count at 0 (ties) */
} dt_aggent_t;

typedef struct dt_aggsnap {
	const dt_agg_t *as_agg;
	dt_aggent_t *as_ents;
	size_t as_n, as_cap;
} dt_aggsnap_t;

/* how rows sort: the aggsort* options */
typedef struct dt_sortctx {
	dt_agg_t *const *sc_aggs;
	int sc_naggs;
	int sc_pos;		/* aggsortpos: the aggregation sorted by first */
	int sc_keypos;		/* aggsortkeypos: the key compared first */
	int sc_bykey;		/* aggsortkey */
	int sc_rev;		/* aggsortrev */
	int sc_bt;		/* integer keys compare as bpftrace's bytes */
	const dt_aggent_t *sc_zero;	/* stands for a missing value */
} dt_sortctx_t;

/* the value of a histogram's bucket i (what sorting weighs it by) */
int64_t
dt_agg_bucket_value(const dt_agg_t *ap, uint32_t i)
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

		/* fewer steps than the factor: the buckets after the
		 * first start at multiples of the width, as the program
		 * counts them (dt_cg_bucket) */
		if ((int64_t)i < base + n)
			return i == (uint32_t)base ? last :
			    (last / (this / k) + (int64_t)i - base) * (this / k);
		base += n;
		last = this;
		this *= factor;
	}
	return last;
}

int64_t
dt_agg_normal(const dt_agg_t *ap)
{
	return ap->a_normal > 0 ? ap->a_normal : 1;
}

/* the standard deviation of normalized values, as DTrace computes it */
static int64_t
dt_stddev(const dt_aggent_t *e, int64_t normal)
{
	int64_t avg;
	unsigned __int128 avgsq, diff, lo = 0, hi, mid;
	uint64_t a;

	if (e->ae_n == 0)
		return 0;
	avg = e->ae_acc / normal / (int64_t)e->ae_n;
	a = (uint64_t)(avg < 0 ? -avg : avg);
	avgsq = (unsigned __int128)a * a;
	diff = e->ae_sumsq / (uint64_t)normal / (uint64_t)normal / e->ae_n;
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

/* the value printed for a scalar aggregation, normalized */
static int64_t
dt_ent_value(const dt_agg_t *ap, const dt_aggent_t *e)
{
	int64_t normal = dt_agg_normal(ap);

	switch (ap->a_func) {
	case DT_AGG_COUNT:
		return (int64_t)e->ae_n / normal;
	case DT_AGG_AVG: case DT_AGG_STATS:
		return e->ae_n ? e->ae_acc / normal / (int64_t)e->ae_n : 0;
	case DT_AGG_STDDEV:
		return dt_stddev(e, normal);
	default:
		return e->ae_acc / normal;
	}
}

/* merge the per-CPU copies of one value; 0 if no CPU has data */
static int
dt_agg_merge(const dt_agg_t *ap, const uint64_t *vals, int ncpu,
    dt_aggent_t *e)
{
	size_t stride = (ap->a_valsize + 7) / 8;
	uint32_t b;
	int cpu, any = 0;

	memset(e, 0, sizeof(*e));
	if (ap->a_nbuckets > 0 &&
	    (e->ae_hist = calloc(ap->a_nbuckets, sizeof(int64_t))) == NULL)
		return -1;
	for (cpu = 0; cpu < ncpu; cpu++) {
		const uint64_t *v = vals + (size_t)cpu * stride;
		int64_t x = ap->a_valsize > 8 ? (int64_t)v[1] : 0;

		if (v[0] == 0)
			continue;
		e->ae_n += v[0];
		switch (ap->a_func) {
		case DT_AGG_MIN:
			e->ae_acc = !any || x < e->ae_acc ? x : e->ae_acc;
			break;
		case DT_AGG_MAX:
			e->ae_acc = !any || x > e->ae_acc ? x : e->ae_acc;
			break;
		case DT_AGG_STDDEV:
			e->ae_acc += x;
			e->ae_sumsq += ((unsigned __int128)v[3] << 64) | v[2];
			break;
		case DT_AGG_QUANTIZE: case DT_AGG_LQUANTIZE:
		case DT_AGG_LLQUANTIZE:
			for (b = 0; b < ap->a_nbuckets; b++)
				e->ae_hist[b] += (int64_t)v[1 + b];
			break;
		default:
			e->ae_acc += x;
		}
		any = 1;
	}
	return any;
}

/* what an entry sorts by: its value; a histogram by the sum of value x
 * count over its buckets, then by its count at zero */
static void
dt_ent_sortval(const dt_agg_t *ap, dt_aggent_t *e)
{
	uint32_t b;

	switch (ap->a_func) {
	case DT_AGG_COUNT:
		e->ae_sort = (long double)e->ae_n;
		return;
	case DT_AGG_AVG: case DT_AGG_STATS:
		e->ae_sort = e->ae_n ? (long double)(e->ae_acc /
		    (int64_t)e->ae_n) : 0;
		return;
	case DT_AGG_STDDEV:
		e->ae_sort = (long double)dt_stddev(e, 1);
		return;
	case DT_AGG_SUM: case DT_AGG_MIN: case DT_AGG_MAX:
		e->ae_sort = (long double)e->ae_acc;
		return;
	default:
		break;
	}
	e->ae_sort = 0;
	e->ae_zero = 0;
	for (b = 0; b < ap->a_nbuckets; b++) {
		int64_t v = dt_agg_bucket_value(ap, b);

		e->ae_sort += (long double)v * (long double)e->ae_hist[b];
		if (v == 0)
			e->ae_zero = e->ae_hist[b];
	}
}

/*
 * What an entry sorts by in bpftrace's order: count, sum, min and max by
 * their value, avg and stats by their integer mean (as in DTrace), but a
 * histogram by the sum of its buckets' counts
 */
static void
dt_ent_btsortval(const dt_agg_t *ap, dt_aggent_t *e)
{
	uint32_t b;

	dt_ent_sortval(ap, e);
	if (e->ae_hist == NULL)
		return;
	e->ae_sort = 0;
	e->ae_zero = 0;
	for (b = 0; b < ap->a_nbuckets; b++)
		e->ae_sort += (long double)e->ae_hist[b];
}

static int
dt_snap_add(dt_aggsnap_t *sn, const void *key, dt_aggent_t *e)
{
	const dt_agg_t *ap = sn->as_agg;

	if (sn->as_n == sn->as_cap) {
		size_t cap = sn->as_cap ? sn->as_cap * 2 : 64;
		dt_aggent_t *v = realloc(sn->as_ents, cap * sizeof(*v));

		if (v == NULL)
			goto fail;
		sn->as_ents = v;
		sn->as_cap = cap;
	}
	if ((e->ae_key = malloc(ap->a_keys.k_size + 1)) == NULL)
		goto fail;
	memcpy(e->ae_key, key, ap->a_keys.k_size);
	dt_ent_sortval(ap, e);
	sn->as_ents[sn->as_n++] = *e;
	return 0;
fail:
	free(e->ae_hist);
	return -1;
}

/* one key and its per-CPU values into the snapshot (keys present in the
 * map are kept even when empty: clear() leaves them, printed as zero) */
static int
dt_snap_one(dt_aggsnap_t *sn, const void *key, const uint64_t *vals,
    int ncpu, int always)
{
	dt_aggent_t e;
	int any = dt_agg_merge(sn->as_agg, vals, ncpu, &e);

	if (any < 0)
		return -1;
	if (!any && !always) {
		free(e.ae_hist);
		return 0;
	}
	return dt_snap_add(sn, key, &e);
}

/* a keyed map read in batches; -1 (nothing added) if the kernel refuses */
static int
dt_snap_batch(const dt_agg_t *ap, dt_aggsnap_t *sn, int ncpu, size_t stride)
{
	size_t ksz = ap->a_keys.k_size, vsz = stride * (size_t)ncpu;
	size_t per = ksz + vsz, i;
	uint32_t batch = (uint32_t)(per > (1 << 20) / 16 ? 16 :
	    (1 << 20) / per > 4096 ? 4096 : (1 << 20) / per);
	/* zeroed: valgrind cannot see what the batched lookup writes */
	char *keys = calloc(batch, ksz), *vals = calloc(batch, vsz);
	uint64_t tok[2][(DT_MAXKEYS * 256) / 8 + 8];
	void *in = NULL;
	int rc = 0, err;

	if (keys == NULL || vals == NULL) {
		rc = -2;
		goto out;
	}
	for (;;) {
		uint32_t count = batch;

		err = bpf_map_lookup_batch(ap->a_map_fd, in, tok[1], keys, vals,
		    &count, NULL);
		if (err != 0 && err != -ENOENT) {
			rc = -1;
			break;
		}
		for (i = 0; i < count && rc == 0; i++)
			if (dt_snap_one(sn, keys + i * ksz,
			    (const uint64_t *)(void *)(vals + i * vsz), ncpu,
			    1) != 0)
				rc = -2;
		if (err != 0 || rc != 0)
			break;
		memcpy(tok[0], tok[1], sizeof(tok[0]));
		in = tok[0];
	}
out:
	free(keys);
	free(vals);
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
	memset(sn, 0, sizeof(*sn));
}

/* fold entry b into a (the same key after normalisation) */
static void
dt_ent_combine(const dt_agg_t *ap, dt_aggent_t *a, const dt_aggent_t *b)
{
	uint32_t i;

	switch (ap->a_func) {
	case DT_AGG_MIN:
		a->ae_acc = b->ae_acc < a->ae_acc ? b->ae_acc : a->ae_acc;
		break;
	case DT_AGG_MAX:
		a->ae_acc = b->ae_acc > a->ae_acc ? b->ae_acc : a->ae_acc;
		break;
	default:
		a->ae_acc += b->ae_acc;
		a->ae_sumsq += b->ae_sumsq;
	}
	if (a->ae_n == 0)
		a->ae_acc = b->ae_acc;
	a->ae_n += b->ae_n;
	for (i = 0; a->ae_hist != NULL && i < ap->a_nbuckets; i++)
		a->ae_hist[i] += b->ae_hist[i];
	dt_ent_sortval(ap, a);
}

static int
dt_ent_bytecmp(const void *pa, const void *pb, void *arg)
{
	return memcmp(((const dt_aggent_t *)pa)->ae_key,
	    ((const dt_aggent_t *)pb)->ae_key, *(const uint32_t *)arg);
}

/*
 * Keys made by sym(), mod(), usym(), ufunc(), umod() name a function or a
 * module: the addresses are replaced by the function's (module's) start
 * and the entries that then have the same key are merged, as DTrace does.
 */
static void
dt_snap_normalize(dtrace_hdl_t *dtp, dt_aggsnap_t *sn)
{
	const dt_agg_t *ap = sn->as_agg;
	size_t i, j;
	int k, changed = 0;

	/* bt's ksym()/usym() keys are addresses, each its own entry, as
	 * bpftrace keeps them */
	if (dtp->dt_lops->lo_flags & DT_LF_RAWSYMKEYS)
		return;
	for (i = 0; i < sn->as_n; i++)
		for (k = 0; k < ap->a_keys.k_n; k++)
			changed |= dt_symfmt_normalize(dtp, &ap->a_keys.k_types[k],
			    sn->as_ents[i].ae_key + ap->a_keys.k_off[k]);
	if (!changed)
		return;
	qsort_r(sn->as_ents, sn->as_n, sizeof(dt_aggent_t), dt_ent_bytecmp,
	    (void *)&ap->a_keys.k_size);
	for (i = 0, j = 1; j < sn->as_n; j++) {
		dt_aggent_t *a = &sn->as_ents[i], *b = &sn->as_ents[j];

		if (memcmp(a->ae_key, b->ae_key, ap->a_keys.k_size) == 0) {
			dt_ent_combine(ap, a, b);
			free(b->ae_key);
			free(b->ae_hist);
		} else
			sn->as_ents[++i] = *b;
	}
	sn->as_n = i + 1;
}

static int
dt_agg_snapshot(dtrace_hdl_t *dtp, const dt_agg_t *ap, dt_aggsnap_t *sn)
{
	int ncpu = libbpf_num_possible_cpus();
	size_t stride = ((ap->a_valsize + 7) / 8) * 8;
	char *key = NULL, *next = NULL;
	uint64_t *vals = NULL;
	int rc = 0, first = 1;

	memset(sn, 0, sizeof(*sn));
	sn->as_agg = ap;
	if (ncpu <= 0 || ap->a_map_fd < 0)
		return 0;
	if (ap->a_keyed) {
		if ((rc = dt_snap_batch(ap, sn, ncpu, stride)) == 0) {
			dt_snap_normalize(dtp, sn);
			return 0;
		}
		dt_snap_free(sn);
		sn->as_agg = ap;
		if (rc == -2)
			return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		rc = 0;
	}
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
		    dt_snap_one(sn, key, vals, ncpu, ap->a_cleared) != 0)
			rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		goto out;
	}
	/* the kernel has no batched lookups: one key at a time */
	while (rc == 0 && bpf_map_get_next_key(ap->a_map_fd, first ? NULL : key,
	    next) == 0) {
		first = 0;
		memcpy(key, next, ap->a_keys.k_size);
		if (bpf_map_lookup_elem(ap->a_map_fd, key, vals) != 0)
			continue;
		if (dt_snap_one(sn, key, vals, ncpu, 1) != 0)
			rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	if (rc == 0)
		dt_snap_normalize(dtp, sn);
out:
	free(vals);
	free(key);
	free(next);
	return rc;
}

/* keys compare as DTrace does: integers as unsigned numbers, strings
 * bytewise, stacks and user symbols (a pid, then addresses) word by word
 * as unsigned numbers; from key sc_keypos on, wrapping around.  For
 * bpftrace (sc_bt), integers compare as the bytes of their little-endian
 * form, as its ordered map of keys has them, which is how its sort leaves
 * ties */
static int
dt_key_cmp(const dt_sortctx_t *sc, const char *a, const char *b)
{
	const dt_agg_t *ap = sc->sc_aggs[0];
	int n = ap->a_keys.k_n, i, start = sc->sc_keypos < n ? sc->sc_keypos : 0;

	for (i = 0; i < n; i++) {
		int k = (i + start) % n;
		const dt_type_t *t = &ap->a_keys.k_types[k];
		uint32_t off = ap->a_keys.k_off[k], w, nw;
		uint64_t x, y;
		int c;

		if (t->t_kind == DT_TK_STRING) {
			if ((c = strncmp(a + off, b + off, t->t_size)) != 0)
				return c < 0 ? -1 : 1;
			continue;
		}
		if (sc->sc_bt) {
			if ((c = memcmp(a + off, b + off, 8)) != 0)
				return c < 0 ? -1 : 1;
			continue;
		}
		nw = t->t_kind == DT_TK_STACK ? t->t_size / 8 : 1;
		for (w = 0; w < nw; w++) {
			memcpy(&x, a + off + 8 * w, 8);
			memcpy(&y, b + off + 8 * w, 8);
			if (x != y)
				return x < y ? -1 : 1;
		}
	}
	return 0;
}

static int
dt_val_cmp(const dt_aggent_t *a, const dt_aggent_t *b)
{
	if (a->ae_sort != b->ae_sort)
		return a->ae_sort < b->ae_sort ? -1 : 1;
	if (a->ae_zero != b->ae_zero)
		return a->ae_zero < b->ae_zero ? -1 : 1;
	return 0;
}

static const char *
dt_row_key(const dt_aggent_t *const *row, int naggs)
{
	int i;

	for (i = 0; i < naggs; i++)
		if (row[i] != NULL)
			return row[i]->ae_key;
	return NULL;
}

static int
dt_row_cmp(const void *pa, const void *pb, void *arg)
{
	const dt_sortctx_t *sc = arg;
	const dt_aggent_t *const *a = *(const dt_aggent_t *const *const *)pa;
	const dt_aggent_t *const *b = *(const dt_aggent_t *const *const *)pb;
	int i, c = 0;

	if (sc->sc_bykey)
		c = dt_key_cmp(sc, dt_row_key(a, sc->sc_naggs),
		    dt_row_key(b, sc->sc_naggs));
	for (i = 0; c == 0 && i < sc->sc_naggs; i++) {
		int k = (i + sc->sc_pos) % sc->sc_naggs;

		c = dt_val_cmp(a[k] ? a[k] : sc->sc_zero,
		    b[k] ? b[k] : sc->sc_zero);
	}
	if (c == 0 && !sc->sc_bykey)
		c = dt_key_cmp(sc, dt_row_key(a, sc->sc_naggs),
		    dt_row_key(b, sc->sc_naggs));
	return sc->sc_rev ? -c : c;
}

static int
dt_ent_keycmp(const void *pa, const void *pb, void *arg)
{
	return dt_key_cmp(arg, ((const dt_aggent_t *)pa)->ae_key,
	    ((const dt_aggent_t *)pb)->ae_key);
}

static int64_t
dt_aggopt(dtrace_hdl_t *dtp, int opt)
{
	int64_t v = dtp->dt_options[opt];

	return v == DT_OPT_UNSET || v < 0 ? 0 : v;
}

/* the rows of the snapshots of naggs aggregations joined on their keys,
 * sorted: each row is naggs cells, one entry per aggregation (NULL where
 * the key has no value) */
typedef struct dt_rowset {
	const dt_aggent_t ***rs_rows;
	const dt_aggent_t **rs_cells;
	size_t rs_n;
} dt_rowset_t;

static void
dt_rows_free(dt_rowset_t *rs)
{
	free(rs->rs_rows);
	free(rs->rs_cells);
	memset(rs, 0, sizeof(*rs));
}

static int
dt_agg_rows(dtrace_hdl_t *dtp, dt_aggsnap_t *sn, int naggs,
    dt_sortctx_t *sc, dt_rowset_t *rs)
{
	size_t total = 0, *at, na = naggs > 1 ? (size_t)naggs : 1;
	int i;

	/* joining needs the snapshots in key order; one needs no join */
	for (i = 0; i < naggs; i++) {
		total += sn[i].as_n;
		if (naggs > 1 && sn[i].as_n > 1)
			qsort_r(sn[i].as_ents, sn[i].as_n, sizeof(dt_aggent_t),
			    dt_ent_keycmp, sc);
	}
	memset(rs, 0, sizeof(*rs));
	rs->rs_rows = calloc(total + 1, sizeof(*rs->rs_rows));
	rs->rs_cells = calloc((total + 1) * na, sizeof(*rs->rs_cells));
	at = calloc(na, sizeof(*at));
	if (rs->rs_rows == NULL || rs->rs_cells == NULL || at == NULL) {
		dt_rows_free(rs);
		free(at);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	for (; naggs == 1 && rs->rs_n < sn[0].as_n; rs->rs_n++) {
		rs->rs_cells[rs->rs_n] = &sn[0].as_ents[rs->rs_n];
		rs->rs_rows[rs->rs_n] = &rs->rs_cells[rs->rs_n];
	}
	/* merge the key-sorted snapshots */
	for (; naggs > 1;) {
		const char *min = NULL;
		const dt_aggent_t **row = rs->rs_cells + rs->rs_n * (size_t)naggs;

		for (i = 0; i < naggs; i++)
			if (at[i] < sn[i].as_n && (min == NULL || dt_key_cmp(sc,
			    sn[i].as_ents[at[i]].ae_key, min) < 0))
				min = sn[i].as_ents[at[i]].ae_key;
		if (min == NULL)
			break;
		for (i = 0; i < naggs; i++)
			if (at[i] < sn[i].as_n && dt_key_cmp(sc,
			    sn[i].as_ents[at[i]].ae_key, min) == 0)
				row[i] = &sn[i].as_ents[at[i]++];
		rs->rs_rows[rs->rs_n++] = row;
	}
	free(at);
	qsort_r(rs->rs_rows, rs->rs_n, sizeof(*rs->rs_rows), dt_row_cmp, sc);
	return 0;
}

static void
dt_sortctx_init(dtrace_hdl_t *dtp, dt_sortctx_t *sc, dt_agg_t *const *aggs,
    int naggs, const dt_aggent_t *zero)
{
	sc->sc_aggs = aggs;
	sc->sc_naggs = naggs;
	sc->sc_pos = (int)(dt_aggopt(dtp, DT_OPT_AGGSORTPOS) < naggs ?
	    dt_aggopt(dtp, DT_OPT_AGGSORTPOS) : 0);
	sc->sc_keypos = (int)(dt_aggopt(dtp, DT_OPT_AGGSORTKEYPOS) < DT_MAXKEYS ?
	    dt_aggopt(dtp, DT_OPT_AGGSORTKEYPOS) : 0);
	sc->sc_bykey = dt_aggopt(dtp, DT_OPT_AGGSORTKEY) != 0;
	sc->sc_rev = dt_aggopt(dtp, DT_OPT_AGGSORTREV) != 0;
	sc->sc_zero = zero;
}

/* the rows DTrace draws: from one empty bucket below the first used one
 * to one above the last; with no data, the buckets around the start */
void
dt_agg_hist_range(const dt_agg_t *ap, const int64_t *h, uint32_t *fp,
    uint32_t *lp)
{
	uint32_t nb = ap->a_nbuckets, first = 0, last = nb - 1;

	while (first < nb && h[first] == 0)
		first++;
	if (first == nb) {
		*fp = ap->a_func == DT_AGG_QUANTIZE ? DT_QUANTIZE_ZERO - 1 : 0;
		*lp = ap->a_func == DT_AGG_QUANTIZE ? DT_QUANTIZE_ZERO + 1 :
		    ap->a_func == DT_AGG_LQUANTIZE ? 2 : 1;
		return;
	}
	while (last > 0 && h[last] == 0)
		last--;
	*fp = first > 0 ? first - 1 : 0;
	*lp = last + 1 < nb ? last + 1 : nb - 1;
}

/* the label of row i as DTrace prints it */
void
dt_agg_bucket_label(const dt_agg_t *ap, uint32_t i, char *buf, size_t len)
{
	uint32_t nb = ap->a_nbuckets;

	if (ap->a_func != DT_AGG_QUANTIZE && i == 0)
		snprintf(buf, len, "< %lld",
		    (long long)(dt_agg_bucket_value(ap, 0) + 1));
	else if (ap->a_func == DT_AGG_LQUANTIZE && i == nb - 1)
		snprintf(buf, len, ">= %lld", (long long)(ap->a_arg[0] +
		    (int64_t)(nb - 2) * ap->a_arg[2]));
	else if (ap->a_func == DT_AGG_LLQUANTIZE && i == nb - 1)
		snprintf(buf, len, ">= %lld",
		    (long long)dt_agg_bucket_value(ap, i));
	else
		snprintf(buf, len, "%lld", (long long)dt_agg_bucket_value(ap, i));
}

/* one row: its key and a cell per aggregation (zero where it has none) */
static void
dt_row_out(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggent_t *const *row, const dt_aggent_t *zero)
{
	dt_aggcell_t cells[64];
	int i;

	for (i = 0; i < naggs && i < 64; i++) {
		const dt_aggent_t *e = row[i] ? row[i] : zero + i;

		cells[i].ac_agg = aggs[i];
		cells[i].ac_hist = e->ae_hist;
		cells[i].ac_value = dt_ent_value(aggs[i], e);
		cells[i].ac_count = (int64_t)e->ae_n;
		cells[i].ac_total = e->ae_acc;
	}
	f->f_ops->fo_agg_row(f, dt_row_key(row, naggs), cells);
}

/* zero-valued entries standing for keys an aggregation lacks */
static dt_aggent_t *
dt_zero_ents(dt_agg_t *const *aggs, int naggs)
{
	dt_aggent_t *z = calloc((size_t)naggs, sizeof(*z));
	int i;

	for (i = 0; z != NULL && i < naggs; i++)
		if (aggs[i]->a_nbuckets > 0 && (z[i].ae_hist =
		    calloc(aggs[i]->a_nbuckets, sizeof(int64_t))) == NULL) {
			while (i-- > 0)
				free(z[i].ae_hist);
			free(z);
			return NULL;
		}
	return z;
}

static void
dt_zero_free(dt_aggent_t *z, int naggs)
{
	int i;

	for (i = 0; z != NULL && i < naggs; i++)
		free(z[i].ae_hist);
	free(z);
}

/* agghist's total and signs, aggpack's bucket range (dt_aggsum_t) */
static void
dt_agg_sum(dtrace_hdl_t *dtp, const dt_agg_t *ap, const dt_aggsnap_t *sn,
    dt_aggsum_t *s)
{
	int zoom = dt_aggopt(dtp, DT_OPT_AGGZOOM) != 0, any = 0;
	size_t j;
	uint32_t b;

	memset(s, 0, sizeof(*s));
	for (j = 0; j < sn->as_n; j++) {
		const dt_aggent_t *e = &sn->as_ents[j];
		long double v;

		switch (ap->a_func) {
		case DT_AGG_COUNT:
		case DT_AGG_SUM:
			v = (long double)dt_ent_value(ap, e);
			s->as_pos |= v > 0;
			s->as_neg |= v < 0;
			v = v < 0 ? -v : v;
			/* aggzoom: the largest value fills 95% of the bar */
			if (!zoom)
				s->as_total += v;
			else if (s->as_total < v / 0.95L)
				s->as_total = v / 0.95L;
			break;
		case DT_AGG_QUANTIZE:
			for (b = 0; b < ap->a_nbuckets; b++) {
				if (e->ae_hist[b] == 0)
					continue;
				if (!any || b < s->as_minbin)
					s->as_minbin = b;
				if (!any || b > s->as_maxbin)
					s->as_maxbin = b;
				any = 1;
			}
			break;
		default:
			break;
		}
	}
	if (ap->a_func == DT_AGG_QUANTIZE && !any)
		s->as_minbin = s->as_maxbin = DT_QUANTIZE_ZERO;
	if (ap->a_func == DT_AGG_LQUANTIZE)
		s->as_maxbin = ap->a_nbuckets - 1;
}

/* print naggs aggregations (with the same keys) joined on their keys;
 * top > 0: only the last top rows (bt's print(@m, top)) */
static int
dt_aggs_out(dtrace_hdl_t *dtp, dt_fmt_t *f, dt_agg_t *const *aggs,
    int naggs, const dt_pfmt_t *fmt, int printa, int64_t top)
{
	dt_aggsnap_t *sn = calloc((size_t)naggs, sizeof(*sn));
	dt_aggent_t *zero = dt_zero_ents(aggs, naggs);
	dt_aggsum_t *sums = calloc((size_t)naggs, sizeof(*sums));
	dt_rowset_t rs = { NULL, NULL, 0 };
	dt_sortctx_t sc;
	size_t r;
	int i, rc = 0;

	if (sn == NULL || zero == NULL || sums == NULL) {
		rc = dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		goto out;
	}
	for (i = 0; i < naggs && rc == 0; i++)
		rc = dt_agg_snapshot(dtp, aggs[i], &sn[i]);
	if (rc != 0)
		goto out;
	dt_sortctx_init(dtp, &sc, aggs, naggs, zero);
	if ((sc.sc_bt = f->f_ops->fo_bpftrace) != 0) {
		size_t j;

		for (i = 0; i < naggs; i++)
			for (j = 0; j < sn[i].as_n; j++)
				dt_ent_btsortval(aggs[i], &sn[i].as_ents[j]);
	}
	if ((rc = dt_agg_rows(dtp, sn, naggs, &sc, &rs)) != 0)
		goto out;
	for (i = 0; i < naggs; i++)
		dt_agg_sum(dtp, aggs[i], &sn[i], &sums[i]);
	f->f_top = top;
	f->f_ops->fo_agg_begin(f, aggs, naggs, sums, fmt, printa);
	for (r = top > 0 && (uint64_t)top < rs.rs_n && !f->f_ops->fo_ownorder ?
	    rs.rs_n - (size_t)top : 0; r < rs.rs_n; r++)
		dt_row_out(f, aggs, naggs, rs.rs_rows[r], zero);
	f->f_ops->fo_agg_end(f);
	for (i = 0; i < naggs; i++)
		aggs[i]->a_printed = 1;
out:
	dt_rows_free(&rs);
	for (i = 0; sn != NULL && i < naggs; i++)
		dt_snap_free(&sn[i]);
	free(sn);
	free(sums);
	dt_zero_free(zero, naggs);
	return rc;
}

int
dt_agg_print(dtrace_hdl_t *dtp, dt_fmt_t *f, dt_agg_t *const *aggs,
    int naggs, const dt_pfmt_t *fmt)
{
	return dt_aggs_out(dtp, f, aggs, naggs, fmt, 1, 0);
}

/* bt's print(@m, top, div): the top rows (0: all), values divided by div
 * (a stats() map's neither, as bpftrace ignores both for it) */
int
dt_agg_btprint(dtrace_hdl_t *dtp, dt_fmt_t *f, dt_agg_t *ap, int64_t top,
    int64_t div)
{
	int64_t normal = ap->a_normal;
	int rc;

	if (ap->a_func == DT_AGG_STATS) {
		top = 0;
		div = 1;
	}
	ap->a_normal = div > 1 ? div : 1;
	rc = dt_aggs_out(dtp, f, &ap, 1, NULL, 1, top);
	ap->a_normal = normal;
	return rc;
}

/* clear(): every key's value back to zero; the keys stay */
int
dt_agg_clear(dtrace_hdl_t *dtp, dt_agg_t *ap)
{
	int ncpu = libbpf_num_possible_cpus();
	size_t stride = ((ap->a_valsize + 7) / 8) * 8, i;
	void *zeros = calloc((size_t)(ncpu > 0 ? ncpu : 1), stride);
	dt_aggsnap_t sn;
	int rc;

	if (zeros == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	if (!ap->a_keyed) {
		uint32_t k = 0;

		bpf_map_update_elem(ap->a_map_fd, &k, zeros, BPF_ANY);
		ap->a_cleared = 1;
		free(zeros);
		return 0;
	}
	if ((rc = dt_agg_snapshot(dtp, ap, &sn)) == 0)
		for (i = 0; i < sn.as_n; i++)
			bpf_map_update_elem(ap->a_map_fd, sn.as_ents[i].ae_key,
			    zeros, BPF_EXIST);
	dt_snap_free(&sn);
	free(zeros);
	return rc;
}

/* trunc(@, n): keep the n largest values (n < 0: the -n smallest) */
int
dt_agg_trunc(dtrace_hdl_t *dtp, dt_agg_t *ap, int64_t keep)
{
	dt_agg_t *aggs[1] = { ap };
	dt_rowset_t rs;
	dt_aggsnap_t sn;
	dt_sortctx_t sc;
	size_t r;
	int rc;

	if (!ap->a_keyed) {
		if (keep == 0) {
			rc = dt_agg_clear(dtp, ap);
			ap->a_cleared = 0;
			return rc;
		}
		return 0;
	}
	if ((rc = dt_agg_snapshot(dtp, ap, &sn)) != 0)
		return rc;
	memset(&sc, 0, sizeof(sc));
	sc.sc_aggs = aggs;
	sc.sc_naggs = 1;
	sc.sc_rev = keep >= 0;
	if (keep < 0)
		keep = -keep;
	if ((rc = dt_agg_rows(dtp, &sn, 1, &sc, &rs)) == 0) {
		for (r = (size_t)keep; r < rs.rs_n; r++)
			bpf_map_delete_elem(ap->a_map_fd,
			    rs.rs_rows[r][0]->ae_key);
		dt_rows_free(&rs);
	}
	dt_snap_free(&sn);
	return rc;
}

/* bt: a map to print, an aggregation or a variable, and its name */
typedef struct dt_btitem {
	char bi_name[256];
	int bi_line;		/* fo_btexitorder: where the program first
				   names it; 0 otherwise */
	dt_agg_t *bi_agg;
	const dt_var_t *bi_var;
} dt_btitem_t;

static int
dt_btitem_cmp(const void *a, const void *b)
{
	const dt_btitem_t *x = a, *y = b;

	if (x->bi_line != y->bi_line)
		return x->bi_line < y->bi_line ? -1 : 1;
	return strcmp(x->bi_name, y->bi_name);
}

/*
 * bt: every map, aggregations (printed already or not) and variables
 * alike, in the order of their names, as bpftrace prints them at exit (or
 * as the back end's fo_btexitorder says)
 */
static int
dt_btmaps_print_all(dtrace_hdl_t *dtp, dt_fmt_t *f)
{
	dt_compiled_t *pp = dtp->dt_prog;
	const dt_var_t *vp;
	dt_btitem_t *v;
	int i, n = 0, rc = 0, byline = f->f_ops->fo_btexitorder;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		n++;
	if ((v = calloc((size_t)(n + pp->p_naggs + 1), sizeof(*v))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	n = 0;
	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
		if (vp->v_bt && vp->v_map_fd >= 0 && (!byline ||
		    !(vp->v_bt & DT_VBT_SCALAR))) {
			snprintf(v[n].bi_name, sizeof(v[n].bi_name), "%s",
			    vp->v_name);
			v[n].bi_line = byline ? vp->v_line : 0;
			v[n++].bi_var = vp;
		}
	}
	for (i = 0; i < pp->p_naggs; i++) {
		snprintf(v[n].bi_name, sizeof(v[n].bi_name), "@%s",
		    pp->p_aggv[i]->a_name);
		v[n].bi_line = byline ? pp->p_aggv[i]->a_line : 0;
		v[n++].bi_agg = pp->p_aggv[i];
	}
	qsort(v, (size_t)n, sizeof(*v), dt_btitem_cmp);
	for (i = 0; i < n && rc == 0; i++) {
		if (v[i].bi_agg != NULL)
			rc = dt_aggs_out(dtp, f, &v[i].bi_agg, 1, NULL, 0, 0);
		else if (dtp->dt_lops->lo_mapprint(dtp, f->f_out, v[i].bi_var,
		    f->f_ops->fo_bpftrace && f->f_ops->fo_json, 0, 1) != 0)
			rc = dt_set_errno(dtp, EDT_NOMEM);
	}
	free(v);
	return rc;
}

/*
 * At the end of the run (atexit): what the formatter puts first, then the
 * aggregations printa() has not printed, or for bpftrace (its formats, or
 * a bt program) every map.  Otherwise (a snapshot) every aggregation or
 * map as it is now, and nothing before them.  Into the consumer's output
 * (after what it holds) when there is one, else as text.
 */
static int
dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp, int atexit)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_fmt_t *f, text;
	dt_strbuf_t out, *op;
	int i, rc = 0, bt;

	if (pp == NULL)
		return 0;
	dt_sb_init(&out);
	if ((f = dt_consumer_fmt(dtp)) == NULL) {
		dt_fmt_init(&text, dtp, &out);
		text.f_ops = &dt_fmt_text;
		f = &text;
	}
	bt = f->f_ops->fo_bpftrace || (dtp->dt_lops->lo_flags & DT_LF_BTEND);
	if (!atexit) {
		/* a snapshot: nothing before the maps */
	} else if (f->f_ops->fo_bpftrace &&
	    (dtp->dt_lops->lo_flags & DT_LF_BTEND) && fp != stdout) {
		/* bpftrace writes its two newlines before the maps on its
		 * standard output even when the output goes to a file (-o):
		 * what came before them is the file's (btrace's -o only) */
		op = f->f_out;
		if (op->sb_len > 0)
			fwrite(op->sb_buf, 1, op->sb_len, fp);
		dt_sb_reset(op);
		f->f_ops->fo_end(f);
		if (op->sb_len > 0) {
			fflush(fp);
			fwrite(op->sb_buf, 1, op->sb_len, stdout);
			fflush(stdout);
		}
		dt_sb_reset(op);
	} else {
		f->f_ops->fo_end(f);
	}
	if (bt)
		rc = dt_btmaps_print_all(dtp, f);
	/* DTrace sorts the entries of all aggregations by the aggregation
	 * first: aggsortrev reverses that order too */
	for (i = 0; pp->p_aggv != NULL && !bt && i < pp->p_naggs && rc == 0 &&
	    (!atexit || !f->f_ops->fo_exitaggs ||
	    dt_opt(dtp, DT_OPT_EXITAGGS) > 0); i++) {
		int k = dt_aggopt(dtp, DT_OPT_AGGSORTREV) != 0 ?
		    pp->p_naggs - 1 - i : i;

		if (!atexit || !pp->p_aggv[k]->a_printed)
			rc = dt_aggs_out(dtp, f, &pp->p_aggv[k], 1, NULL, 0,
			    0);
	}
	if (f->f_ops->fo_aggsdone != NULL)
		f->f_ops->fo_aggsdone(f);
	op = f->f_out;
	if (op->sb_len > 0)
		fwrite(op->sb_buf, 1, op->sb_len, fp);
	dt_sb_reset(op);
	dt_sb_fini(&out);
	return rc;
}

int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp, void *reserved)
{
	(void)reserved;
	return dt_aggregate_print(dtp, fp, 1);
}

int
dtrace_aggregate_snapshot(dtrace_hdl_t *dtp, FILE *fp)
{
	return dt_aggregate_print(dtp, fp, 0);
}

/* the values bucket i of a histogram counts: from *lo to *hi */
static void
dt_agg_bucket_range(const dt_agg_t *ap, uint32_t i, int64_t *lo, int64_t *hi)
{
	int neg = ap->a_func == DT_AGG_QUANTIZE && i < DT_QUANTIZE_ZERO;

	/* quantize's negative buckets hold the values down to the next
	 * bucket's (-7..-4 in -4's); the others up to the next one's */
	*lo = i == 0 ? INT64_MIN : neg ? dt_agg_bucket_value(ap, i - 1) + 1 :
	    dt_agg_bucket_value(ap, i);
	*hi = i + 1 == ap->a_nbuckets ? INT64_MAX : neg ||
	    (ap->a_func == DT_AGG_QUANTIZE && i == DT_QUANTIZE_ZERO) ?
	    dt_agg_bucket_value(ap, i) : dt_agg_bucket_value(ap, i + 1) - 1;
}

/* one entry as the API gives it to func */
static int
dt_agg_walk_one(dtrace_hdl_t *dtp, const dt_agg_t *ap, const dt_aggent_t *e,
    dtrace_aggregate_f *func, void *arg)
{
	static const char *const fnames[] = { "count", "sum", "min", "max",
	    "avg", "stddev", "quantize", "lquantize", "llquantize", "stats" };
	int64_t ints[DT_MAXKEYS] = { 0 };
	const char *strs[DT_MAXKEYS] = { NULL };
	dtrace_value_t keys[DT_MAXKEYS];
	dt_apival_t *avs = dt_apivals_new(ap->a_keys.k_n);
	dtrace_aggbucket_t *b = NULL;
	dtrace_aggdata_t ad;
	uint32_t i;
	int k, rc;

	if (avs == NULL || (ap->a_nbuckets > 0 && (b = calloc(ap->a_nbuckets,
	    sizeof(*b))) == NULL)) {
		free(avs);
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	}
	memset(&ad, 0, sizeof(ad));
	for (k = 0; k < ap->a_keys.k_n; k++) {
		dt_apival_make(dtp, &avs[k], &ap->a_keys.k_types[k],
		    e->ae_key + ap->a_keys.k_off[k], DT_STRSIZE(dtp));
		keys[k] = avs[k].av_v;
		if (keys[k].dtv_kind == DTRACE_VAL_INT)
			ints[k] = keys[k].dtv_int;
		else
			strs[k] = keys[k].dtv_str;
	}
	for (i = 0; i < ap->a_nbuckets; i++) {
		dt_agg_bucket_range(ap, i, &b[i].dtab_lower, &b[i].dtab_upper);
		b[i].dtab_count = e->ae_hist[i];
	}
	ad.dtad_structsize = sizeof(ad);
	ad.dtad_name = ap->a_name;
	ad.dtad_func = fnames[ap->a_func];
	ad.dtad_function = (dtrace_aggfunc_t)ap->a_func;
	ad.dtad_nkeys = ap->a_keys.k_n;
	ad.dtad_keyints = ints;
	ad.dtad_keystrs = strs;
	ad.dtad_keys = keys;
	ad.dtad_value = ap->a_nbuckets > 0 ? 0 : dt_ent_value(ap, e);
	ad.dtad_normal = dt_agg_normal(ap);
	ad.dtad_count = (int64_t)e->ae_n;
	ad.dtad_total = ap->a_func == DT_AGG_COUNT || ap->a_nbuckets > 0 ?
	    0 : e->ae_acc;
	ad.dtad_sumsq[0] = (uint64_t)e->ae_sumsq;
	ad.dtad_sumsq[1] = (uint64_t)(e->ae_sumsq >> 64);
	memcpy(ad.dtad_args, ap->a_arg, sizeof(ad.dtad_args));
	ad.dtad_nbuckets = (int)ap->a_nbuckets;
	ad.dtad_buckets = b;
	rc = func(&ad, arg);
	dt_apivals_free(avs, ap->a_keys.k_n);
	free(b);
	return rc;
}

/* every aggregation's entries, each aggregation's in dtrace's order */
int
dtrace_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggregate_f *func, void *arg)
{
	dt_compiled_t *pp = dtp->dt_prog;
	int i, rc = 0;

	if (pp == NULL || pp->p_aggv == NULL)
		return 0;
	for (i = 0; i < pp->p_naggs && rc == 0; i++) {
		dt_agg_t *ap = pp->p_aggv[i];
		dt_rowset_t rs;
		dt_aggsnap_t sn;
		dt_sortctx_t sc;
		size_t r;

		if ((rc = dt_agg_snapshot(dtp, ap, &sn)) != 0)
			break;
		memset(&sc, 0, sizeof(sc));
		dt_sortctx_init(dtp, &sc, &pp->p_aggv[i], 1, NULL);
		if ((rc = dt_agg_rows(dtp, &sn, 1, &sc, &rs)) == 0) {
			for (r = 0; r < rs.rs_n && rc == 0; r++)
				rc = dt_agg_walk_one(dtp, ap, rs.rs_rows[r][0],
				    func, arg);
			dt_rows_free(&rs);
		}
		dt_snap_free(&sn);
	}
	return rc;
}

/*
 * -x httpport: every aggregation as it is now, as an OpenMetrics
 * exposition (dt_fmt_om.c); what printa() printed is printed again, and
 * stays printed for the end of the run
 */
int
dt_agg_metrics(dtrace_hdl_t *dtp, dt_strbuf_t *out)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_fmt_t f;
	int i, rc = 0;

	memset(&f, 0, sizeof(f));
	f.f_ops = &dt_fmt_openmetrics;
	f.f_dtp = dtp;
	f.f_out = out;
	f.f_omopen = 1;
	for (i = 0; pp != NULL && pp->p_aggv != NULL && i < pp->p_naggs &&
	    rc == 0; i++) {
		int printed = pp->p_aggv[i]->a_printed;

		rc = dt_aggs_out(dtp, &f, &pp->p_aggv[i], 1, NULL, 0, 0);
		pp->p_aggv[i]->a_printed = printed;
	}
	f.f_ops->fo_aggsdone(&f);
	return rc;
}
