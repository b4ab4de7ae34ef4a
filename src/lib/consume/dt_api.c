/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_api.c -- values as the public API gives them to the callbacks of
 * dtrace_work() and dtrace_aggregate_walk(): each field decoded by its
 * type, strings NUL-terminated, stacks and symbols as frames (module,
 * function, offset, address) with the text dtrace prints.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_api.h"
#include "dt_impl.h"
#include "dt_lang.h"
#include "dt_printf.h"
#include "dt_provider.h"

static int
dt_sym_user(int sym)
{
	return sym == DT_SYM_USTACK || sym == DT_SYM_USYM ||
	    sym == DT_SYM_UMOD || sym == DT_SYM_UADDR;
}

/* a stack's or a symbol's frames */
static void
dt_apival_frames(dtrace_hdl_t *dtp, dt_apival_t *av, const dt_type_t *t,
    const void *data)
{
	dtrace_value_t *v = &av->av_v;
	int stack = t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK;
	int max = stack ? (int)(t->t_size / 8) : 1, n, i;
	uint64_t w[2] = { 0, 0 };

	memcpy(w, data, t->t_size < 16 ? t->t_size : 16);
	v->dtv_kind = stack ? DTRACE_VAL_STACK : DTRACE_VAL_SYMBOL;
	v->dtv_user = dt_sym_user(t->t_sym);
	if (v->dtv_user)
		v->dtv_pid = (pid_t)w[0];
	if (!stack)
		v->dtv_int = (int64_t)w[v->dtv_user];
	if (max > DT_MAXFRAMES)
		max = DT_MAXFRAMES;
	if (max < 1 || (av->av_sym = calloc((size_t)max,
	    sizeof(*av->av_sym))) == NULL || (av->av_frames =
	    calloc((size_t)max, sizeof(*av->av_frames))) == NULL)
		return;
	n = dt_symfmt_frames(dtp, t, data, av->av_sym, max);
	for (i = 0; i < n; i++) {
		dtrace_stackframe_t *f = &av->av_frames[i];
		const dt_symframe_t *s = &av->av_sym[i];

		f->dtsf_addr = s->sf_addr;
		f->dtsf_module = s->sf_module;
		/* a module's value names no function */
		f->dtsf_function = t->t_sym == DT_SYM_MOD ||
		    t->t_sym == DT_SYM_UMOD ? "" : s->sf_name;
		f->dtsf_offset = s->sf_offset;
		f->dtsf_text = s->sf_text;
		/* a stack's text: a frame a line; a symbol's: its own */
		dt_sb_puts(&av->av_text, s->sf_text);
		if (stack)
			dt_sb_putc(&av->av_text, '\n');
	}
	v->dtv_nframes = n;
	v->dtv_frames = av->av_frames;
}

void
dt_apival_make(dtrace_hdl_t *dtp, dt_apival_t *av, const dt_type_t *t,
    const void *data, uint32_t strmax)
{
	dtrace_value_t *v = &av->av_v;
	dt_value_t dv;

	memset(av, 0, sizeof(*av));
	dt_sb_init(&av->av_text);
	v->dtv_structsize = sizeof(*v);
	v->dtv_size = t->t_size;
	v->dtv_bytes = data;
	if (t->t_sym >= DT_SYM_BTPROBE) {
		v->dtv_kind = DTRACE_VAL_TEXT;
		if (t->t_kind == DT_TK_INT)
			memcpy(&v->dtv_int, data, t->t_size < 8 ? t->t_size : 8);
		if (dtp->dt_lops->lo_valtext != NULL)
			dtp->dt_lops->lo_valtext(dtp, &av->av_text, t, data, 0);
	} else if (t->t_sym != DT_SYM_NONE) {
		dt_apival_frames(dtp, av, t, data);
	} else if (t->t_kind == DT_TK_STRING) {
		size_t max = t->t_size < strmax ? t->t_size : strmax;

		v->dtv_kind = DTRACE_VAL_STRING;
		dt_sb_add(&av->av_text, data, strnlen(data, max));
	} else if (t->t_kind == DT_TK_FLOAT) {
		dt_value_setfloat(&dv, data, (int)t->t_size);
		v->dtv_kind = DTRACE_VAL_FLOAT;
		v->dtv_float = dt_value_float(&dv);
	} else if ((t->t_kind == DT_TK_INT || t->t_kind == DT_TK_PTR) &&
	    t->t_size <= 8) {
		v->dtv_kind = DTRACE_VAL_INT;
		v->dtv_signed = t->t_signed;
		switch (t->t_size) {
		case 1: v->dtv_int = t->t_signed ? *(const int8_t *)data :
		    (int64_t)*(const uint8_t *)data; break;
		case 2: v->dtv_int = t->t_signed ? *(const int16_t *)data :
		    (int64_t)*(const uint16_t *)data; break;
		case 4: v->dtv_int = t->t_signed ? *(const int32_t *)data :
		    (int64_t)*(const uint32_t *)data; break;
		default: memcpy(&v->dtv_int, data, 8); break;
		}
	} else {
		v->dtv_kind = DTRACE_VAL_BYTES;
		return;
	}
	if (v->dtv_kind != DTRACE_VAL_INT && v->dtv_kind != DTRACE_VAL_FLOAT) {
		dt_sb_putc(&av->av_text, '\0');
		v->dtv_str = av->av_text.sb_err || av->av_text.sb_buf == NULL ?
		    "" : av->av_text.sb_buf;
	}
}

void
dt_apival_fini(dt_apival_t *av)
{
	dt_sb_fini(&av->av_text);
	free(av->av_sym);
	free(av->av_frames);
	memset(av, 0, sizeof(*av));
}

dt_apival_t *
dt_apivals_new(int n)
{
	return calloc(n > 0 ? (size_t)n : 1, sizeof(dt_apival_t));
}

void
dt_apivals_free(dt_apival_t *avs, int n)
{
	int i;

	for (i = 0; avs != NULL && i < n; i++)
		dt_apival_fini(&avs[i]);
	free(avs);
}

void
dt_api_pdesc(dtrace_hdl_t *dtp, uint32_t id, dtrace_probedesc_t *pd)
{
	const dt_probe_t *prp = dt_probe_lookup_id(dtp, id);

	memset(pd, 0, sizeof(*pd));
	pd->id = id;
	if (prp == NULL)
		return;
	snprintf(pd->prv, sizeof(pd->prv), "%s", dt_probe_provname(prp));
	snprintf(pd->mod, sizeof(pd->mod), "%s", prp->pr_mod);
	snprintf(pd->fun, sizeof(pd->fun), "%s", prp->pr_func);
	snprintf(pd->prb, sizeof(pd->prb), "%s", prp->pr_name);
}

uint32_t
dt_api_epid(const dt_clause_t *c, uint32_t prid)
{
	int i;

	for (i = 0; i < c->c_nprobes; i++)
		if (c->c_probes[i]->pr_id == prid)
			return (uint32_t)(c->c_epid + i);
	return (uint32_t)c->c_epid;
}
