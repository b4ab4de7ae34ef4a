/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_diag_tag.c -- compile errors: the names of the D_* tags (dt_errtag.h),
 * dt_dnerror() (a compile error raised with the tag DTrace gives it),
 * dt_program_error(), the funnel every compile error at a node passes
 * through (placed by the language's hook, if it has one), and
 * dt_compile_error(), which words it as dtrace(1) shows it.  A leaf: every
 * stage reports through it, and it calls no stage.
 */
#include <stdarg.h>
#include <stdio.h>

#include "dt_ast.h"
#include "dt_impl.h"
#include "dt_program.h"
#include "dt_errtag.h"

static const char *const dt_errtag_names[DT_ERRTAG_COUNT] = {
#define DT_ERRTAG_NAME(name) [name] = #name,
	DT_ERRTAGS(DT_ERRTAG_NAME)
#undef DT_ERRTAG_NAME
};

const char *
dt_errtag_name(dt_errtag_t tag)
{
	if ((int)tag <= 0 || tag >= DT_ERRTAG_COUNT)
		return NULL;
	return dt_errtag_names[tag];
}

int
dt_dnerror(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, ...)
{
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dtp->dt_errtag = (int)tag;
	return dt_program_error(dtp, dnp, "%s", msg);
}

int
dt_program_error(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *fmt, ...)
{
	dt_compiled_t *pp = dtp->dt_prog;
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dtp->dt_lops->lo_error != NULL)	/* the language's placement */
		return dtp->dt_lops->lo_error(dtp, dnp, msg);
	return dt_compile_error(dtp, dnp != NULL && pp != NULL &&
	    pp->p_ast != NULL && pp->p_ast->da_file != NULL ? dnp->dn_line : 0,
	    msg);
}

/* a compile error at line (0: none to give), tagged with -x errtags */
int
dt_compile_error(dtrace_hdl_t *dtp, int line, const char *msg)
{
	char tag[40] = "", where[32] = "";

	if (dtp->dt_options[DT_OPT_ERRTAGS] > 0)
		snprintf(tag, sizeof(tag), "[%s] ", dtp->dt_errtag > 0 ?
		    dt_errtag_name(dtp->dt_errtag) : "D_UNKNOWN");
	dtp->dt_lasterrtag = dtp->dt_errtag;
	dtp->dt_errtag = 0;	/* used: the next error names its own */
	if (line > 0)
		snprintf(where, sizeof(where), "line %d: ", line);
	return dt_set_errmsg(dtp, EDT_COMPILER, "%s%s%s", tag, where, msg);
}
