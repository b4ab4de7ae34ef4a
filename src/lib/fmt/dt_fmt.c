/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt.c -- choosing the output back end, and what the back ends share:
 * the keys of an aggregation entry as values.
 */
#include <string.h>

#include "dt_fmt.h"
#include "dt_options.h"
#include "dt_symfmt.h"

void
dt_fmt_init(dt_fmt_t *f, dtrace_hdl_t *dtp, dt_strbuf_t *out)
{
	int64_t of = dt_opt(dtp, DT_OPT_OFORMAT);
	const dt_fmtops_t *ops = dt_formatter(dtp, of);

	memset(f, 0, sizeof(*f));
	f->f_dtp = dtp;
	f->f_out = out;
	f->f_ops = ops != NULL ? ops : &dt_fmt_text;
}

void
dt_fmt_keyvals(dtrace_hdl_t *dtp, const dt_agg_t *ap, const char *key,
    dt_value_t *vals, dt_strbuf_t *texts)
{
	uint32_t strmax = DT_STRSIZE(dtp);
	int i;

	for (i = 0; i < ap->a_keys.k_n; i++) {
		const dt_type_t *t = &ap->a_keys.k_types[i];
		const char *p = key + ap->a_keys.k_off[i];
		dt_value_t *v = &vals[i];

		memset(v, 0, sizeof(*v));
		if (t->t_sym != DT_SYM_NONE) {
			dt_symfmt_text(dtp, &texts[i], t, p, 0);
			v->dv_kind = DT_V_STR;
			v->dv_str = texts[i].sb_buf != NULL ? texts[i].sb_buf : "";
			v->dv_len = texts[i].sb_len + 1;
		} else if (t->t_kind == DT_TK_STRING) {
			v->dv_kind = DT_V_STR;
			v->dv_str = p;
			v->dv_len = t->t_size < strmax ? t->t_size : strmax;
		} else if (t->t_kind == DT_TK_FLOAT) {
			dt_value_setfloat(v, p, (int)t->t_size);
		} else {
			v->dv_kind = t->t_kind == DT_TK_PTR ? DT_V_PTR : DT_V_INT;
			v->dv_size = (int)t->t_size;
			v->dv_signed = t->t_signed;
			memcpy(&v->dv_int, p, 8);
		}
	}
}

void
dt_fmt_texts_init(dt_strbuf_t *texts)
{
	int i;

	for (i = 0; i < DT_MAXKEYS; i++)
		dt_sb_init(&texts[i]);
}

void
dt_fmt_texts_fini(dt_strbuf_t *texts)
{
	int i;

	for (i = 0; i < DT_MAXKEYS; i++)
		dt_sb_fini(&texts[i]);
}
