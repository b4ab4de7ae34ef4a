/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_fmt.c -- choosing the output back end, and what the back ends share:
 * the keys of an aggregation entry as values.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
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

/* one frame or word of a folded stack: ';' (the separator) becomes ':',
 * blanks and control characters '_' (the line ends at its one blank);
 * not folded, as it is */
static void
dt_fmt_foldword(dt_strbuf_t *out, const char *s, size_t n, int folded)
{
	size_t i;

	for (i = 0; i < n && s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];

		if (folded)
			c = c == ';' ? ':' : c <= ' ' || c == 0x7f ? '_' : c;
		dt_sb_putc(out, (char)c);
	}
}

void
dt_fmt_keytext(dtrace_hdl_t *dtp, const dt_agg_t *ap, const char *key, int i,
    dt_strbuf_t *out, int folded)
{
	const dt_type_t *t = &ap->a_keys.k_types[i];
	const char *p = key + ap->a_keys.k_off[i];
	dt_strbuf_t texts[DT_MAXKEYS];
	dt_value_t vals[DT_MAXKEYS];
	dt_symframe_t *fr;
	char num[64];
	int n, j;

	if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK) {
		/* the frames from the root down (folded: without their
		 * offsets) */
		fr = calloc(DT_MAXFRAMES, sizeof(*fr));
		n = fr ? dt_symfmt_frames(dtp, t, p, fr, DT_MAXFRAMES) : 0;
		for (j = n - 1; j >= 0; j--) {
			char *text = fr[j].sf_text, *plus = strrchr(text, '+');

			if (folded && plus != NULL && strncmp(plus, "+0x", 3) == 0)
				*plus = '\0';
			if (j < n - 1)
				dt_sb_putc(out, ';');
			dt_fmt_foldword(out, text, strlen(text), folded);
		}
		if (n == 0)
			dt_sb_puts(out, "[unknown]");
		free(fr);
		return;
	}
	dt_fmt_texts_init(texts);
	dt_fmt_keyvals(dtp, ap, key, vals, texts);
	if (vals[i].dv_kind == DT_V_STR)
		dt_fmt_foldword(out, vals[i].dv_str, vals[i].dv_len, folded);
	else {
		if (vals[i].dv_kind == DT_V_FLOAT)
			snprintf(num, sizeof(num), "%Lg", dt_value_float(&vals[i]));
		else if (vals[i].dv_signed)
			snprintf(num, sizeof(num), "%" PRId64,
			    (int64_t)vals[i].dv_int);
		else
			snprintf(num, sizeof(num), "%" PRIu64, vals[i].dv_size == 4 ?
			    (uint64_t)(uint32_t)vals[i].dv_int : vals[i].dv_int);
		dt_sb_puts(out, num);
	}
	dt_fmt_texts_fini(texts);
}

/*
 * Back ends for other programs (folded, openmetrics) keep their output
 * for the aggregations; what the records print goes to stderr, laid out
 * by the text back end
 */
void
dt_fmt_side_open(dt_fmt_t *f)
{
	if ((f->f_side = calloc(1, sizeof(*f->f_side))) == NULL)
		return;
	dt_sb_init(&f->f_sidebuf);
	f->f_side->f_ops = &dt_fmt_text;
	f->f_side->f_dtp = f->f_dtp;
	f->f_side->f_out = &f->f_sidebuf;
}

void
dt_fmt_side_flush(dt_fmt_t *f)
{
	if (f->f_side == NULL)
		return;
	dt_fmt_text.fo_flush(f->f_side);
	if (f->f_sidebuf.sb_len > 0) {
		fwrite(f->f_sidebuf.sb_buf, 1, f->f_sidebuf.sb_len, stderr);
		fflush(stderr);
		dt_sb_reset(&f->f_sidebuf);
	}
}

void
dt_fmt_side_close(dt_fmt_t *f)
{
	if (f->f_side == NULL)
		return;
	dt_fmt_side_flush(f);
	dt_fmt_text.fo_close(f->f_side);
	dt_sb_fini(&f->f_sidebuf);
	free(f->f_side);
	f->f_side = NULL;
}

void
dt_fmt_side_rec_begin(dt_fmt_t *f, const dt_probe_t *prp, int cpu,
    uint64_t epid)
{
	f->f_inrec = 1;
	if (f->f_side != NULL)
		dt_fmt_text.fo_rec_begin(f->f_side, prp, cpu, epid);
}

void
dt_fmt_side_rec_end(dt_fmt_t *f)
{
	f->f_inrec = 0;
	if (f->f_side != NULL)
		dt_fmt_text.fo_rec_end(f->f_side);
}

void
dt_fmt_side_trace(dt_fmt_t *f, const dt_value_t *v)
{
	if (f->f_side != NULL)
		dt_fmt_text.fo_trace(f->f_side, v);
}

void
dt_fmt_side_printf(dt_fmt_t *f, const dt_pfmt_t *fmt, const dt_value_t *vals,
    int n)
{
	if (f->f_side != NULL)
		dt_fmt_text.fo_printf(f->f_side, fmt, vals, n);
}

void
dt_fmt_side_sym(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	if (f->f_side != NULL)
		dt_fmt_text.fo_sym(f->f_side, t, data);
}

void
dt_fmt_side_print(dt_fmt_t *f, const dt_type_t *t, const void *data)
{
	if (f->f_side != NULL)
		dt_fmt_text.fo_print(f->f_side, t, data);
}

void
dt_fmt_side_tracemem(dt_fmt_t *f, const unsigned char *p, size_t n)
{
	if (f->f_side != NULL)
		dt_fmt_text.fo_tracemem(f->f_side, p, n);
}

/* drops and errors are reported on stderr by the caller */
int
dt_fmt_side_drop(dt_fmt_t *f, const char *tag, const char *msg, uint64_t n)
{
	return -1;
}
