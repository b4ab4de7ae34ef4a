/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt_json.c -- the JSON back end (-x oformat=json): FreeBSD's DTrace
 * structured output, one complete object a line (JSON Lines), so that a
 * program reading the output live (jq, a pipe) has a whole value at each
 * newline.  Every object has "version" (of this layout, DT_JSON_VERSION)
 * and a "timestamp" (wall clock, ns, taken when it is written out); the
 * fields inside are FreeBSD's:
 *
 *	a probe firing (a record of one clause):
 *	{"version": 1, "timestamp": ns, "cpu": 0, "id": 1,
 *	 "provider": "dtrace", "module": "", "function": "", "name": "BEGIN",
 *	 "output": [
 *	     {"value": 42},				trace(42)
 *	     {"message": "n=42\n"}, {"value": 42},	printf("n=%d\n", 42)
 *	     {"aggregation-name": "a", "aggregation-data": [	printa(@a)
 *	        {"keys": ["sshd"], "count": 12},
 *	        {"keys": [], "buckets": [{"value": 1, "count": 3}, ...]}]},
 *	     {"stack-frames": [{"symbol": "vmlinux`f+0x1a",
 *	        "module": "vmlinux", "name": "f", "offset": "0x1a"}, ...]}]}
 *	an aggregation printed at the end of the run (dtrace -O):
 *	{"version": 1, "timestamp": ns, "aggregation-name": "a",
 *	 "aggregation-data": [...]}
 *	a drop, as FreeBSD's pseudo-probe:
 *	{"version": 1, "timestamp": ns, "cpu": -1, "id": -1,
 *	 "provider": "dtrace", "module": "INTERNAL", "function": "INTERNAL",
 *	 "name": "DROP", "count": 5, "kind": 2,
 *	 "msg": "5 dynamic variable drops\n"}
 *	a run-time error, a pseudo-probe of the same kind:
 *	{..., "cpu": 0, "id": -1, ..., "name": "ERROR", "epid": 2,
 *	 "probe-id": 1, "probe": "dtrace:::BEGIN", "fault": "invalid address",
 *	 "address": "0x0", "where": "action #1", "msg": "error on ..."}
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_fmt.h"
#include "dt_lang.h"
#include "dt_print.h"
#include "dt_symfmt.h"

/* a JSON string: escapes, and bytes that are not UTF-8 as \u00XX */
void
dt_fmt_json_str(dt_strbuf_t *out, const char *s, size_t len, int bt)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	dt_sb_putc(out, '"');
	while (i < len && p[i] != '\0') {
		unsigned char c = p[i];
		size_t n = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 :
		    (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
		size_t k;

		if (c == '"' || c == '\\') {
			dt_sb_putc(out, '\\');
			dt_sb_putc(out, (char)c);
			i++;
			continue;
		}
		if (c < 0x20) {
			static const char esc[] = "btnvfr";

			if (c >= '\b' && c <= '\r' && c != '\v' &&
			    (!bt || c == '\t' || c == '\n' || c == '\r'))
				dt_sb_printf(out, "\\%c", esc[c - '\b']);
			else
				dt_sb_printf(out, "\\u%04x", c);
			i++;
			continue;
		}
		/* a whole, well-formed UTF-8 sequence goes out as it is */
		for (k = 1; n > 1 && k < n && i + k < len; k++)
			if ((p[i + k] & 0xc0) != 0x80)
				break;
		if (n == 0 || k != n) {
			dt_sb_printf(out, "\\u%04x", c);
			i++;
			continue;
		}
		dt_sb_add(out, s + i, n);
		i += n;
	}
	dt_sb_putc(out, '"');
}

static void
js_str(dt_strbuf_t *out, const char *s, size_t len)
{
	dt_fmt_json_str(out, s, len, 0);
}

static void
js_cstr(dt_strbuf_t *out, const char *s)
{
	js_str(out, s, strlen(s));
}

/* "name": */
static void
js_key(dt_strbuf_t *out, const char *name)
{
	js_cstr(out, name);
	dt_sb_puts(out, ": ");
}

static void
js_int(dt_strbuf_t *out, const dt_value_t *v)
{
	if (v->dv_signed)
		dt_sb_printf(out, "%" PRId64, (int64_t)v->dv_int);
	else
		dt_sb_printf(out, "%" PRIu64, v->dv_size == 4 ?
		    (uint64_t)(uint32_t)v->dv_int : v->dv_int);
}

static void
js_value(dt_strbuf_t *out, const dt_value_t *v)
{
	if (v->dv_kind == DT_V_STR)
		js_str(out, v->dv_str, v->dv_len);
	else if (v->dv_kind == DT_V_FLOAT)
		dt_sb_printf(out, "%.17Lg", dt_value_float(v));
	else
		js_int(out, v);
}

static uint64_t
js_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* the next element of a record's "output" */
static void
js_out(dt_fmt_t *f)
{
	if (f->f_nout++ > 0)
		dt_sb_puts(f->f_out, ", ");
}

/* nothing around the objects: each line stands alone */
static void
js_open(dt_fmt_t *f)
{
	(void)f;
}

static void
js_close(dt_fmt_t *f)
{
	(void)f;
}

/* a line's object begins: its version and when it is written */
static void
js_line(dt_fmt_t *f)
{
	dt_sb_printf(f->f_out, "{\"version\": %d, \"timestamp\": %" PRIu64,
	    DT_JSON_VERSION, js_now());
}

static void
js_probe(dt_fmt_t *f, const char *prov, const char *mod, const char *func,
    const char *name, int cpu, int64_t id)
{
	dt_strbuf_t *out = f->f_out;

	js_line(f);
	dt_sb_printf(out, ", \"cpu\": %d, \"id\": %" PRId64 ", ", cpu, id);
	js_key(out, "provider");
	js_cstr(out, prov);
	dt_sb_puts(out, ", ");
	js_key(out, "module");
	js_cstr(out, mod);
	dt_sb_puts(out, ", ");
	js_key(out, "function");
	js_cstr(out, func);
	dt_sb_puts(out, ", ");
	js_key(out, "name");
	js_cstr(out, name);
}

static void
js_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu, uint64_t epid)
{
	(void)epid;
	js_probe(f, prp ? dt_probe_provname(prp) : "", prp ? prp->pr_mod : "",
	    prp ? prp->pr_func : "", prp ? prp->pr_name : "", cpu,
	    prp ? (int64_t)prp->pr_id : 0);
	dt_sb_puts(f->f_out, ", \"output\": [");
	f->f_nout = 0;
	f->f_inrec = 1;
}

static void
js_rec_end(dt_fmt_t *f)
{
	dt_sb_puts(f->f_out, "]}\n");
	f->f_inrec = 0;
}

static void
js_trace(dt_fmt_t *f, const dt_value_t *v)
{
	js_out(f);
	dt_sb_puts(f->f_out, "{\"value\": ");
	js_value(f->f_out, v);
	dt_sb_putc(f->f_out, '}');
}

/* the formatted text, then each argument as trace() would give it */
static void
js_printf(dt_fmt_t *f, const dt_pfmt_t *fmt, const dt_value_t *vals, int n)
{
	dt_strbuf_t text;
	int i;

	dt_sb_init(&text);
	dt_printf_format(&text, fmt, vals, n, dt_symfmt_addr, f->f_dtp);
	js_out(f);
	dt_sb_puts(f->f_out, "{\"message\": ");
	js_str(f->f_out, text.sb_buf != NULL ? text.sb_buf : "", text.sb_len);
	dt_sb_putc(f->f_out, '}');
	dt_sb_fini(&text);
	for (i = 0; i < n; i++)
		js_trace(f, &vals[i]);
}

/*
 * One frame or symbol: its text under textkey, then the parts that are
 * known: module (under modkey), function name, and offset when it is not 0
 */
static void
js_frame(dt_strbuf_t *out, const dt_symframe_t *fr, const char *textkey,
    const char *modkey)
{
	dt_sb_putc(out, '{');
	js_key(out, textkey);
	js_cstr(out, fr->sf_text);
	if (fr->sf_found > 0 && modkey != NULL) {
		dt_sb_puts(out, ", ");
		js_key(out, modkey);
		js_cstr(out, fr->sf_module);
	}
	if (fr->sf_found == 2 && modkey != NULL) {
		dt_sb_puts(out, ", ");
		js_key(out, "name");
		js_cstr(out, fr->sf_name);
		if (fr->sf_offset != 0)
			dt_sb_printf(out, ", \"offset\": \"0x%" PRIx64 "\"",
			    fr->sf_offset);
	}
	dt_sb_putc(out, '}');
}

/* a stack as its frames; a symbol as its parts; a module by name */
static void
js_symval(dt_fmt_t *f, dt_strbuf_t *out, const dt_type_t *t,
    const void *data)
{
	static const char *const names[] = {
		[DT_SYM_STACK] = "stack-frames", [DT_SYM_USTACK] = "ustack-frames",
		[DT_SYM_SYM] = "sym", [DT_SYM_MOD] = "mod",
		[DT_SYM_USYM] = "usym", [DT_SYM_UMOD] = "umod",
		[DT_SYM_UADDR] = "uaddr",
	};
	dt_symframe_t *fr;
	int n, i, module = t->t_sym == DT_SYM_MOD || t->t_sym == DT_SYM_UMOD;

	if (t->t_sym >= DT_SYM_BTPROBE) {
		/* bt's values: their text */
		dt_lang_ops(f->f_dtp)->lo_valjson(f->f_dtp, out, t, data, 8);
		return;
	}
	fr = calloc(DT_MAXFRAMES, sizeof(*fr));
	n = fr ? dt_symfmt_frames(f->f_dtp, t, data, fr, DT_MAXFRAMES) : 0;

	if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK) {
		dt_sb_putc(out, '{');
		js_key(out, names[t->t_sym]);
		dt_sb_putc(out, '[');
		for (i = 0; i < n; i++) {
			if (i > 0)
				dt_sb_puts(out, ", ");
			js_frame(out, &fr[i], "symbol", "module");
		}
		dt_sb_puts(out, "]}");
	} else if (n == 1) {
		js_frame(out, &fr[0], names[t->t_sym], module ? NULL : "object");
	} else {
		dt_sb_putc(out, '{');
		js_key(out, names[t->t_sym]);
		js_cstr(out, "");
		dt_sb_putc(out, '}');
	}
	free(fr);
}

static void
js_sym(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	js_out(f);
	js_symval(f, f->f_out, t, data);
}

static void
js_print(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	dt_strbuf_t text;

	dt_sb_init(&text);
	dt_print_value(f->f_dtp, &text, t, data, t->t_size);
	js_out(f);
	dt_sb_puts(f->f_out, "{\"print\": ");
	js_str(f->f_out, text.sb_buf != NULL ? text.sb_buf : "", text.sb_len);
	dt_sb_putc(f->f_out, '}');
	dt_sb_fini(&text);
}

static void
js_tracemem(dt_fmt_t *f, const unsigned char *p, size_t n)
{
	size_t i;

	js_out(f);
	dt_sb_puts(f->f_out, "{\"tracemem\": [");
	for (i = 0; i < n; i++)
		dt_sb_printf(f->f_out, "%s%u", i ? ", " : "", p[i]);
	dt_sb_puts(f->f_out, "]}");
}

/*
 * Aggregations: one object per printa() (or per aggregation at the end);
 * several aggregations printed together share their rows, each row then
 * carrying one value per aggregation
 */
static void
js_agg_begin(dt_fmt_t *f, dt_agg_t *const *aggs, int naggs,
    const dt_aggsum_t *sums, const dt_pfmt_t *fmt, int printa)
{
	dt_strbuf_t *out = f->f_out;
	int i;

	f->f_aggs = aggs;
	f->f_naggs = naggs;
	f->f_aggfmt = fmt;
	f->f_nrows = 0;
	if (printa && f->f_inrec) {
		js_out(f);
		dt_sb_putc(out, '{');
	} else {
		/* the end of the run: a line of its own */
		js_line(f);
		dt_sb_puts(out, ", ");
	}
	if (naggs == 1) {
		js_key(out, "aggregation-name");
		js_cstr(out, aggs[0]->a_name);
	} else {
		js_key(out, "aggregation-names");
		dt_sb_putc(out, '[');
		for (i = 0; i < naggs; i++) {
			if (i > 0)
				dt_sb_puts(out, ", ");
			js_cstr(out, aggs[i]->a_name);
		}
		dt_sb_putc(out, ']');
	}
	dt_sb_puts(out, ", \"aggregation-data\": [");
}

static const char *const js_funcs[] = {
	[DT_AGG_COUNT] = "count", [DT_AGG_SUM] = "sum", [DT_AGG_MIN] = "min",
	[DT_AGG_MAX] = "max", [DT_AGG_AVG] = "avg", [DT_AGG_STDDEV] = "stddev",
	[DT_AGG_QUANTIZE] = "quantize", [DT_AGG_LQUANTIZE] = "lquantize",
	[DT_AGG_LLQUANTIZE] = "llquantize", [DT_AGG_STATS] = "stats",
};

/* "count": 3, or "buckets": [...] for a histogram */
static void
js_cell(dt_strbuf_t *out, const dt_aggcell_t *c)
{
	const dt_agg_t *ap = c->ac_agg;
	uint32_t first, last, i;

	if (c->ac_hist == NULL) {
		js_key(out, js_funcs[ap->a_func]);
		if (ap->a_func == DT_AGG_STDDEV)
			dt_sb_printf(out, "%" PRIu64, (uint64_t)c->ac_value);
		else
			dt_sb_printf(out, "%" PRId64, c->ac_value);
		return;
	}
	js_key(out, "buckets");
	dt_sb_putc(out, '[');
	dt_agg_hist_range(ap, c->ac_hist, &first, &last);
	for (i = first; i <= last; i++)
		dt_sb_printf(out, "%s{\"value\": %" PRId64 ", \"count\": %" PRId64
		    "}", i > first ? ", " : "", dt_agg_bucket_value(ap, i),
		    c->ac_hist[i] / dt_agg_normal(ap));
	dt_sb_putc(out, ']');
}

static void
js_agg_row(dt_fmt_t *f, const char *key, const dt_aggcell_t *cells)
{
	const dt_agg_t *ap = f->f_aggs[0];
	dt_strbuf_t *out = f->f_out;
	int i;

	if (f->f_nrows++ > 0)
		dt_sb_puts(out, ", ");
	dt_sb_puts(out, "{\"keys\": [");
	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		const char *p = key + ap->a_keys.k_off[i];
		dt_value_t v;

		if (i > 0)
			dt_sb_puts(out, ", ");
		if (t->t_sym != DT_SYM_NONE) {
			js_symval(f, out, t, p);
			continue;
		}
		memset(&v, 0, sizeof(v));
		if (t->t_kind == DT_TK_STRING) {
			uint32_t max = DT_STRSIZE(f->f_dtp);

			js_str(out, p, t->t_size < max ? t->t_size : max);
		} else {
			v.dv_kind = DT_V_INT;
			v.dv_size = (int)t->t_size;
			v.dv_signed = t->t_signed;
			memcpy(&v.dv_int, p, 8);
			js_int(out, &v);
		}
	}
	dt_sb_puts(out, "], ");
	if (f->f_naggs == 1) {
		js_cell(out, &cells[0]);
		dt_sb_putc(out, '}');
		return;
	}
	dt_sb_puts(out, "\"values\": [");
	for (i = 0; i < f->f_naggs; i++) {
		dt_sb_puts(out, i > 0 ? ", {" : "{");
		js_key(out, "aggregation-name");
		js_cstr(out, cells[i].ac_agg->a_name);
		dt_sb_puts(out, ", ");
		js_cell(out, &cells[i]);
		dt_sb_putc(out, '}');
	}
	dt_sb_puts(out, "]}");
}

static void
js_agg_end(dt_fmt_t *f)
{
	dt_sb_puts(f->f_out, f->f_inrec ? "]}" : "]}\n");
	f->f_aggs = NULL;
	f->f_naggs = 0;
}

/* a drop is a pseudo-probe in the list of probes */
static int
js_drop(dt_fmt_t *f, const char *tag, const char *msg, uint64_t n)
{
	static const char *const kinds[] = { "PRINCIPAL", "AGGREGATION",
	    "DYNAMIC", "DYNRINSE", "DYNDIRTY", "SPEC", "SPECBUSY",
	    "SPECUNAVAIL", "STKSTROVERFLOW", "DBLERROR" };
	char m[256];
	int kind = -1, i;

	if (f->f_inrec)
		return -1;
	for (i = 0; i < (int)(sizeof(kinds) / sizeof(kinds[0])); i++)
		if (strcmp(kinds[i], tag) == 0)
			kind = i;
	snprintf(m, sizeof(m), "%s\n", msg);
	js_probe(f, "dtrace", "INTERNAL", "INTERNAL", "DROP", -1, -1);
	dt_sb_printf(f->f_out, ", \"count\": %" PRIu64 ", \"kind\": %d, ", n,
	    kind);
	js_key(f->f_out, "msg");
	js_cstr(f->f_out, m);
	dt_sb_puts(f->f_out, "}\n");
	return 0;
}

/* a run-time error: a pseudo-probe as a drop is, with what went wrong */
static int
js_error(dt_fmt_t *f, const dt_fmterr_t *e)
{
	const dt_probe_t *prp = e->fe_prp;
	dt_strbuf_t *out = f->f_out;
	char probe[DTRACE_PROVNAMELEN + DTRACE_MODNAMELEN +
	    DTRACE_FUNCNAMELEN + DTRACE_NAMELEN + 4];

	if (f->f_inrec)
		return -1;
	snprintf(probe, sizeof(probe), "%s:%s:%s:%s",
	    prp ? dt_probe_provname(prp) : "", prp ? prp->pr_mod : "",
	    prp ? prp->pr_func : "", prp ? prp->pr_name : "");
	js_probe(f, "dtrace", "INTERNAL", "INTERNAL", "ERROR", e->fe_cpu, -1);
	dt_sb_printf(out, ", \"epid\": %d, \"probe-id\": %u, ", e->fe_epid,
	    e->fe_prid);
	js_key(out, "probe");
	js_cstr(out, probe);
	dt_sb_puts(out, ", ");
	js_key(out, "fault");
	js_cstr(out, e->fe_fault);
	if (e->fe_hasaddr)
		dt_sb_printf(out, ", \"address\": \"0x%" PRIx64 "\"", e->fe_addr);
	dt_sb_puts(out, ", ");
	js_key(out, "where");
	js_cstr(out, e->fe_where);
	dt_sb_puts(out, ", ");
	js_key(out, "msg");
	js_cstr(out, e->fe_msg);
	dt_sb_puts(out, "}\n");
	return 0;
}

static void
js_flush(dt_fmt_t *f)
{
	(void)f;
}

/* nothing: js_agg_begin() opens the list of those printed at the end */
static void
js_end(dt_fmt_t *f)
{
	(void)f;
}

const dt_fmtops_t dt_fmt_json = {
	.fo_json = 1,
	.fo_exitaggs = 1,
	.fo_flush = js_flush,
	.fo_end = js_end,
	.fo_open = js_open,
	.fo_close = js_close,
	.fo_rec_begin = js_rec_begin,
	.fo_rec_end = js_rec_end,
	.fo_trace = js_trace,
	.fo_printf = js_printf,
	.fo_sym = js_sym,
	.fo_print = js_print,
	.fo_tracemem = js_tracemem,
	.fo_agg_begin = js_agg_begin,
	.fo_agg_row = js_agg_row,
	.fo_agg_end = js_agg_end,
	.fo_drop = js_drop,
	.fo_error = js_error,
};
