/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btmaps.c -- bt maps that are variables (@start[tid] = nsecs, @x = 1),
 * printed at exit as bpftrace prints them: "@name[k1, k2]: value" a line
 * per element ("@name: value" without keys), integer values in ascending
 * order, others by key; in JSON one object, {"type": "map", "data":
 * {"@name": {"k1,k2": value, ...}}}.
 */
#include <bpf/bpf.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "dt_btmaps.h"
#include "dt_btval.h"
#include "dt_fmt.h"
#include "dt_impl.h"

typedef struct dt_btelem {
	const dt_var_t *be_var;		/* the map (for qsort's comparisons) */
	unsigned char *be_key;
	unsigned char *be_val;
} dt_btelem_t;

static int64_t
dt_btint(const dt_type_t *t, const unsigned char *p)
{
	int64_t v = 0;

	switch (t->t_size) {
	case 1:
		v = t->t_signed ? (int64_t)*(const int8_t *)p :
		    (int64_t)*(const uint8_t *)p;
		break;
	case 2:
		v = t->t_signed ? (int64_t)*(const int16_t *)(const void *)p :
		    (int64_t)*(const uint16_t *)(const void *)p;
		break;
	case 4:
		v = t->t_signed ? (int64_t)*(const int32_t *)(const void *)p :
		    (int64_t)*(const uint32_t *)(const void *)p;
		break;
	default: memcpy(&v, p, 8);
	}
	return v;
}

static int
dt_btcmp1(const dt_type_t *t, const unsigned char *a, const unsigned char *b)
{
	int64_t x, y;

	if (t->t_kind == DT_TK_STRING)
		return strncmp((const char *)a, (const char *)b, t->t_size);
	x = dt_btint(t, a);
	y = dt_btint(t, b);
	if (t->t_signed || t->t_size < 8)
		return x < y ? -1 : x > y;
	return (uint64_t)x < (uint64_t)y ? -1 : (uint64_t)x > (uint64_t)y;
}

static int
dt_btkeycmp(const dt_var_t *vp, const unsigned char *a, const unsigned char *b)
{
	int i, c;

	for (i = 0; i < vp->v_keys.k_n; i++) {
		c = dt_btcmp1(&vp->v_keys.k_types[i], a + vp->v_keys.k_off[i],
		    b + vp->v_keys.k_off[i]);
		if (c != 0)
			return c;
	}
	return 0;
}

/* keys in the order bpftrace prints a map of strings or tuples: key by
 * key, integers as unsigned, strings bytewise */
static int
dt_btkeycmp_bykey(const dt_var_t *vp, const unsigned char *a,
    const unsigned char *b)
{
	const dt_type_t *t;
	uint64_t x, y;
	int i, c;

	for (i = 0; i < vp->v_keys.k_n; i++) {
		t = &vp->v_keys.k_types[i];
		if (t->t_kind == DT_TK_STRING || t->t_kind == DT_TK_STACK) {
			c = dt_btcmp1(t, a + vp->v_keys.k_off[i],
			    b + vp->v_keys.k_off[i]);
			if (c != 0)
				return c;
			continue;
		}
		x = (uint64_t)dt_btint(t, a + vp->v_keys.k_off[i]);
		y = (uint64_t)dt_btint(t, b + vp->v_keys.k_off[i]);
		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

static int
dt_btelemcmp(const void *x, const void *y)
{
	const dt_btelem_t *a = x, *b = y;
	const dt_var_t *vp = a->be_var;
	int c;

	if (vp->v_type.t_kind == DT_TK_STRING || dt_bttuple_is(&vp->v_type))
		return dt_btkeycmp_bykey(vp, a->be_key, b->be_key);
	c = dt_btcmp1(&vp->v_type, a->be_val, b->be_val);
	return c != 0 ? c : dt_btkeycmp(vp, a->be_key, b->be_key);
}

/* a value (key: a key, whose 8-byte integers bpftrace shows signed) */
static void
dt_btvalue(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const unsigned char *p, int key, int64_t div)
{
	int64_t v;

	if (t->t_sym != DT_SYM_NONE) {	/* a stack: 4 blanks in a key */
		dt_btval_text(dtp, out, t, p, key ? 4 : 8);
		return;
	}
	if (dt_btval_isagg(t)) {
		dt_btval_agg(dtp, out, t, p, key ? DT_BTAGG_KEY :
		    DT_BTAGG_TEXT);
		return;
	}
	if (t->t_kind == DT_TK_STRING) {
		dt_sb_printf(out, "%.*s", (int)t->t_size, (const char *)p);
		return;
	}
	v = dt_btint(t, p);
	/* a pointer: in hex as a key, a signed number as a value */
	if (t->t_kind == DT_TK_PTR && key)
		dt_sb_printf(out, "0x%" PRIx64, (uint64_t)v);
	else if (t->t_signed || t->t_size < 8 || key ||
	    t->t_kind == DT_TK_PTR)
		dt_sb_printf(out, "%" PRId64, v / div);
	else
		dt_sb_printf(out, "%" PRIu64, (uint64_t)v / (uint64_t)div);
}

/* the keys of an element, joined by sep */
static void
dt_btkeys(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    const unsigned char *key, const char *sep)
{
	int j;

	for (j = 0; j < vp->v_keys.k_n; j++) {
		if (j > 0)
			dt_sb_puts(out, sep);
		dt_btvalue(dtp, out, &vp->v_keys.k_types[j],
		    key + vp->v_keys.k_off[j], 1, 1);
	}
}

/* the map as one JSON object; nothing when it is empty */
static void
dt_btmap_json(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    const dt_btelem_t *v, size_t n, int64_t div)
{
	int keyed = !(vp->v_bt & DT_VBT_SCALAR);
	dt_strbuf_t text;
	size_t i;

	if (n == 0)
		return;
	dt_sb_puts(out, "{\"type\": \"map\", \"data\": {");
	dt_fmt_json_str(out, vp->v_name, strlen(vp->v_name), 1);
	dt_sb_puts(out, keyed ? ": {" : ": ");
	dt_sb_init(&text);
	for (i = 0; i < n; i++) {
		if (i > 0)
			dt_sb_puts(out, ", ");
		if (keyed) {
			dt_sb_reset(&text);
			dt_btkeys(dtp, &text, vp, v[i].be_key, ",");
			dt_fmt_json_str(out, text.sb_buf != NULL ?
			    text.sb_buf : "", text.sb_len, 1);
			dt_sb_puts(out, ": ");
		}
		if (vp->v_type.t_sym != DT_SYM_NONE ||
		    dt_btval_isagg(&vp->v_type))
			dt_btval_json(dtp, out, &vp->v_type, v[i].be_val, 4);
		else if (vp->v_type.t_kind == DT_TK_STRING)
			dt_fmt_json_str(out, (const char *)v[i].be_val,
			    vp->v_type.t_size, 1);
		else
			dt_btvalue(dtp, out, &vp->v_type, v[i].be_val, 0,
			    div);
	}
	dt_sb_fini(&text);
	dt_sb_puts(out, keyed ? "}}}\n" : "}}\n");
}

/* the elements of vp, each key with its value after it (be_val); -1 when
 * out of memory */
static int
dt_btmap_elems(const dt_var_t *vp, dt_btelem_t **vp_out, size_t *np)
{
	size_t ks = vp->v_keys.k_size, vs = vp->v_vsize, n = 0, cap = 0;
	dt_btelem_t *v = NULL;
	unsigned char *prev = NULL, *key;
	int rc = 0;

	for (;;) {
		if (n == cap) {
			dt_btelem_t *nv;

			cap = cap ? cap * 2 : 64;
			if ((nv = realloc(v, cap * sizeof(*v))) == NULL) {
				rc = -1;
				break;
			}
			v = nv;
		}
		if ((key = malloc(ks + vs)) == NULL) {
			rc = -1;
			break;
		}
		if (bpf_map_get_next_key(vp->v_map_fd, prev, key) != 0) {
			free(key);
			break;
		}
		if (bpf_map_lookup_elem(vp->v_map_fd, key, key + ks) != 0) {
			free(key);	/* deleted meanwhile */
			continue;
		}
		v[n].be_var = vp;
		v[n].be_key = key;
		v[n++].be_val = key + ks;
		prev = key;
	}
	*vp_out = v;
	*np = n;
	return rc;
}

static void
dt_btmap_free(dt_btelem_t *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].be_key);
	free(v);
}

/* -O openbsd: as OpenBSD's btrace prints a map (dt_fmt_btobsd.c); one
 * without keys (its global variable) as its value alone */
static int
dt_btmap_obsd(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    const dt_btelem_t *v, size_t n, int64_t top, int64_t div)
{
	dt_btobsd_row_t *rows = calloc(n + 1, sizeof(*rows));
	const dt_type_t *t = &vp->v_type;
	int keyed = !(vp->v_bt & DT_VBT_SCALAR), rc = 0;
	dt_strbuf_t text;
	size_t i;

	if (rows == NULL)
		return -1;
	dt_sb_init(&text);
	for (i = 0; i < n && rc == 0; i++) {
		dt_sb_reset(&text);
		dt_btkeys(dtp, &text, vp, v[i].be_key, ", ");
		rows[i].or_key = strdup(text.sb_buf != NULL ? text.sb_buf : "");
		dt_sb_reset(&text);
		dt_btvalue(dtp, &text, t, v[i].be_val, 0, div);
		rows[i].or_vtext = strdup(text.sb_buf != NULL ?
		    text.sb_buf : "");
		rows[i].or_isstr = t->t_kind != DT_TK_INT &&
		    t->t_kind != DT_TK_PTR;
		if (!rows[i].or_isstr)
			rows[i].or_val = dt_btint(t, v[i].be_val);
		if (rows[i].or_key == NULL || rows[i].or_vtext == NULL)
			rc = -1;
	}
	dt_sb_fini(&text);
	if (rc == 0 && keyed) {
		dt_btobsd_sort(rows, n);
		dt_btobsd_lines(out, vp->v_name, 1, rows, n, top);
	}
	for (i = 0; rc == 0 && !keyed && i < n; i++)
		dt_sb_printf(out, "%s\n", rows[i].or_vtext);
	for (i = 0; i < n; i++) {
		free(rows[i].or_key);
		free(rows[i].or_vtext);
	}
	free(rows);
	return rc;
}

int
dt_btmap_print(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    int json, int64_t top, int64_t div)
{
	dt_btelem_t *v = NULL;
	size_t n = 0, i, first = 0;
	int rc;

	if (vp->v_map_fd < 0)
		return 0;
	if (div < 1)
		div = 1;
	rc = dt_btmap_elems(vp, &v, &n);
	if (rc == 0 && dtp->dt_options[DT_OPT_OFORMAT] == DT_OFORMAT_BTOPENBSD) {
		rc = dt_btmap_obsd(dtp, out, vp, v, n, top, div);
		dt_btmap_free(v, n);
		return rc;
	}
	if (rc == 0 && n > 1)
		qsort(v, n, sizeof(*v), dt_btelemcmp);
	/* the top entries: the last, in this order */
	if (top > 0 && (uint64_t)top < n)
		first = n - (size_t)top;
	if (rc == 0 && json)
		dt_btmap_json(dtp, out, vp, v + first, n - first, div);
	for (i = first; rc == 0 && !json && i < n; i++) {
		dt_sb_puts(out, vp->v_name);
		if (!(vp->v_bt & DT_VBT_SCALAR)) {
			dt_sb_putc(out, '[');
			dt_btkeys(dtp, out, vp, v[i].be_key, ", ");
			dt_sb_putc(out, ']');
		}
		dt_sb_puts(out, ": ");
		dt_btvalue(dtp, out, &vp->v_type, v[i].be_val, 0, div);
		dt_sb_putc(out, '\n');
	}
	if (rc == 0 && !json && n == 0)
		dt_sb_putc(out, '\n');	/* as bpftrace prints an empty map */
	dt_btmap_free(v, n);
	return rc;
}

int
dt_btmap_snap(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    const void *elems, size_t n, int64_t top, int64_t div)
{
	size_t ks = vp->v_keys.k_size, es = ks + vp->v_vsize, i;
	dt_btelem_t *v = calloc(n + 1, sizeof(*v));
	int rc;

	if (v == NULL)
		return -1;
	for (i = 0; i < n; i++) {
		v[i].be_var = vp;
		v[i].be_key = (unsigned char *)elems + i * es;
		v[i].be_val = (unsigned char *)elems + i * es + ks;
	}
	rc = dt_btmap_obsd(dtp, out, vp, v, n, top, div < 1 ? 1 : div);
	free(v);
	return rc;
}

/* clear(): no element left; zero(): every value 0, the keys kept */
int
dt_btmap_clear(dtrace_hdl_t *dtp, const dt_var_t *vp, int zero)
{
	dt_btelem_t *v = NULL;
	size_t n = 0, i;
	int rc;

	(void)dtp;
	if (vp->v_map_fd < 0)
		return 0;
	rc = dt_btmap_elems(vp, &v, &n);
	for (i = 0; i < n; i++) {
		if (!zero) {
			bpf_map_delete_elem(vp->v_map_fd, v[i].be_key);
			continue;
		}
		memset(v[i].be_val, 0, vp->v_vsize);
		bpf_map_update_elem(vp->v_map_fd, v[i].be_key, v[i].be_val,
		    BPF_EXIST);
	}
	dt_btmap_free(v, n);
	return rc;
}
