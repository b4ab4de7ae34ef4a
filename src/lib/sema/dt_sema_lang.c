/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_lang.c -- what the semantic pass leaves to the language (the
 * table of dt_semalang_t hooks, dt_sema_impl.h), where every language
 * calls it: a value used without one, an error of a later pass.
 */
#include <stdarg.h>
#include <stdio.h>

#include "dt_sema_impl.h"
#include "dt_ident.h"

int
dt_novalue(dt_sctx_t *sx, const dt_node_t *use, const dt_node_t *a,
    dt_btuse_t how)
{
	const dt_semalang_t *sl = dt_sl(sx);

	/* D: a value of no type is refused where it is used */
	return sl->sl_novalue != NULL ? sl->sl_novalue(sx, use, a, how) : 0;
}

int
dt_lateerr(dt_sctx_t *sx, int pass, const dt_node_t *dnp,
    dt_errtag_t tag, const char *fmt, ...)
{
	char msg[900];
	va_list ap;
	int rc;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	rc = dt_dnerror(sx->dtp, dnp, tag, "%s", msg);
	dt_errhint_set(sx->dtp, DT_EH_LATE, pass);
	return rc;
}

const char *
dt_kindword(dt_sctx_t *sx, const dt_node_t *a)
{
	const dt_semalang_t *sl = dt_sl(sx);

	return sl->sl_kindword != NULL ? sl->sl_kindword(sx, a) :
	    dt_node_type(a)->t_name;
}

const char *
dt_funcword(dt_sctx_t *sx, const char *fn)
{
	const dt_semalang_t *sl = dt_sl(sx);

	return sl->sl_funcname != NULL ? sl->sl_funcname(fn) : fn;
}

const char *
dt_aggword(dt_sctx_t *sx, dt_aggfunc_t f)
{
	const dt_semalang_t *sl = dt_sl(sx);

	return sl->sl_aggname != NULL ? sl->sl_aggname(f) :
	    dt_aggfunc_lang(sx->dtp, f)->fn_name;
}
