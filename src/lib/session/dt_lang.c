/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_lang.c -- the language table of a compile: chosen among the languages
 * the handle was opened with (dt_langs[], filled by dtrace_open(), the
 * one place that names a language pack), and the shared stages' calls of
 * its error hooks, which do nothing for a language without them (D).
 */
#include <stdio.h>

#include "dt_fmt.h"
#include "dt_impl.h"

/* D's back ends: DTrace's text and JSON, and those for other programs */
static const dt_fmtops_t *const dt_formatters_d[] = {
	[DT_OFORMAT_TEXT] = &dt_fmt_text,
	[DT_OFORMAT_JSON] = &dt_fmt_json,
	[DT_OFORMAT_FOLDED] = &dt_fmt_folded,
	[DT_OFORMAT_OPENMETRICS] = &dt_fmt_openmetrics,
};

/* D: no hooks (the shared code's own behaviour) */
const dt_langops_t dt_langops_d = {
	.lo_name = "D",
	.lo_formatters = dt_formatters_d,
	.lo_nformatters = sizeof(dt_formatters_d) / sizeof(dt_formatters_d[0]),
};

const dt_fmtops_t *
dt_formatter(const dtrace_hdl_t *dtp, int64_t oformat)
{
	const dt_langops_t *lo;
	int i;

	for (i = 0; i < DT_NLANGS; i++)
		if ((lo = dtp->dt_langs[i]) != NULL && oformat >= 0 &&
		    (uint64_t)oformat < lo->lo_nformatters &&
		    lo->lo_formatters[oformat] != NULL)
			return lo->lo_formatters[oformat];
	return NULL;
}

int
dt_setlang(dtrace_hdl_t *dtp, int lang)
{
	const dt_langops_t *ops = lang >= 0 && lang < DT_NLANGS &&
	    dtp->dt_langs[lang] != NULL ? dtp->dt_langs[lang] : &dt_langops_d;

	dtp->dt_lang = (dt_lang_t)lang;
	if (ops == dtp->dt_lops)
		return 0;
	if (dtp->dt_lops != NULL && dtp->dt_lops->lo_fini != NULL)
		dtp->dt_lops->lo_fini(dtp);
	if (dtp->dt_lops != NULL && dtp->dt_lops->lo_close != NULL)
		dtp->dt_lops->lo_close(dtp);
	dtp->dt_lops = ops;
	if (ops->lo_init != NULL && ops->lo_init(dtp) != 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	return 0;
}

void
dt_errkeep(dtrace_hdl_t *dtp)
{
	if (dtp->dt_lops->lo_errkeep != NULL)
		dtp->dt_lops->lo_errkeep(dtp);
}

int
dt_errjoin(dtrace_hdl_t *dtp)
{
	return dtp->dt_lops->lo_errjoin != NULL ?
	    dtp->dt_lops->lo_errjoin(dtp) : 0;
}

void
dt_errhint_set(dtrace_hdl_t *dtp, dt_errhint_t h, int v)
{
	if (dtp->dt_lops->lo_errhint_set != NULL)
		dtp->dt_lops->lo_errhint_set(dtp, h, v);
}

int
dt_errhint(dtrace_hdl_t *dtp, dt_errhint_t h)
{
	return dtp->dt_lops->lo_errhint != NULL ?
	    dtp->dt_lops->lo_errhint(dtp, h) : 0;
}

const dt_langops_t *
dt_lang_ops(const dtrace_hdl_t *dtp)
{
	return dtp->dt_lops;
}
