/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_error.c -- the error convention.
 *
 * Library calls that fail return -1 (or NULL) after recording an error
 * code and a message on the handle; dtrace_errmsg() returns the message
 * for the handle's current error, or a fixed text for a bare code.  (Its
 * own file: every stage and provider records errors, and none of them
 * need the handle's opening and closing for that.)
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_priv.h"

static const char *const dt_errtexts[] = {
	[EDT_COMPILER - EDT_BASE] = "Compiler error",
	[EDT_NOPROBE - EDT_BASE] = "No probe matches description",
	[EDT_BADOPTNAME - EDT_BASE] = "Invalid option name",
	[EDT_BADOPTVAL - EDT_BASE] = "Invalid value for specified option",
	[EDT_BPF - EDT_BASE] = "BPF operation failed",
	[EDT_NOTSUP - EDT_BASE] = "Operation not supported",
	[EDT_DESTRUCTIVE - EDT_BASE] = "Destructive actions not allowed",
	[EDT_BADPROC - EDT_BASE] = "Failed to create or grab process",
	[EDT_NOMEM - EDT_BASE] = "Memory allocation failure",
	[EDT_ACCESS - EDT_BASE] = DT_PRIV_TEXT,
	[EDT_VERSINVAL - EDT_BASE] = "Version is not properly formatted or is "
	    "too large",
	[EDT_VERSUNDEF - EDT_BASE] = "Requested version is not supported by "
	    "compiler",
	[EDT_VERSREDUCED - EDT_BASE] = "Requested version conflicts with "
	    "earlier setting",
	[EDT_BADOPTCTX - EDT_BASE] = "Option cannot be used from within a D "
	    "program",
	[EDT_NOANON - EDT_BASE] = "No anonymous tracing state",
	[EDT_DIRABORT - EDT_BASE] = "Abort directive from a consumer callback",
};

int
dt_set_errno(dtrace_hdl_t *dtp, int err)
{
	dtp->dt_errno = err;
	dtp->dt_errmsg[0] = '\0';
	return -1;
}

int
dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
{
	va_list ap;

	dtp->dt_errno = err;
	va_start(ap, fmt);
	vsnprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), fmt, ap);
	va_end(ap);
	return -1;
}

int
dtrace_errno(dtrace_hdl_t *dtp)
{
	return dtp->dt_errno;
}

const char *
dtrace_errmsg(dtrace_hdl_t *dtp, int err)
{
	if (dtp != NULL && err == dtp->dt_errno && dtp->dt_errmsg[0] != '\0')
		return dtp->dt_errmsg;
	if (err >= EDT_BASE && err < EDT_MAX && dt_errtexts[err - EDT_BASE])
		return dt_errtexts[err - EDT_BASE];
	return strerror(err);
}

void
dt_progress(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	if (dtp == NULL || dtp->dt_proghdlr == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dtp->dt_proghdlr(dtp, msg, dtp->dt_progarg);
}
