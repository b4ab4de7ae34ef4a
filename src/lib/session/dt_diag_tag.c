/*
 * dt_diag_tag.c -- the names of the D_* tags (dt_errtag.h), and
 * dt_dnerror(): a compile error raised with the tag DTrace gives it.
 */
#include <stdarg.h>
#include <stdio.h>

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
