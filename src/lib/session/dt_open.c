/*
 * dt_open.c -- the handle: open, close, and the error convention.
 *
 * Library calls that fail return -1 (or NULL) after recording an error
 * code and a message on the handle; dtrace_errmsg() returns the message
 * for the handle's current error, or a fixed text for a bare code.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dt_impl.h"
#include "dt_program.h"
#include "dt_btval.h"

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

static uint64_t
dt_clock_ns(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

dtrace_hdl_t *
dtrace_open(int version, int flags, int *errp)
{
	dtrace_hdl_t *dtp;
	long n;

	(void)flags;
	if (version != DTRACE_VERSION) {
		if (errp != NULL)
			*errp = EINVAL;
		return NULL;
	}
	if ((dtp = calloc(1, sizeof(*dtp))) == NULL) {
		if (errp != NULL)
			*errp = EDT_NOMEM;
		return NULL;
	}
	dt_options_init(dtp);
	(void)dt_setlang(dtp, DT_LANG_D);	/* D: nothing to make */
	dtp->dt_funcbtf_fd = -1;
	n = sysconf(_SC_NPROCESSORS_CONF);
	dtp->dt_ncpus = n > 0 ? (int)n : 1;
	dtp->dt_boot2real = dt_clock_ns(CLOCK_REALTIME) -
	    dt_clock_ns(CLOCK_BOOTTIME);
	if (dt_probes_init(dtp) != 0) {
		if (errp != NULL)
			*errp = dtp->dt_errno;
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

void
dtrace_close(dtrace_hdl_t *dtp)
{
	if (dtp == NULL)
		return;
	dt_program_destroy(dtp);
	dt_proc_release_all(dtp);
	dt_probes_fini(dtp);
	if (dtp->dt_libdecls != NULL) {
		dt_decls_free(dtp->dt_libdecls);
		free(dtp->dt_libdecls);
	}
	dt_types_close(dtp);
	dt_symfmt_close(dtp);
	dt_cpp_fini(dtp);
	if (dtp->dt_funcbtf_fd >= 0)
		close(dtp->dt_funcbtf_fd);
	free(dtp->dt_tracefs);
	free(dtp->dt_btfpath);
	dt_btval_fini(dtp);
	free(dtp);
}

int
dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg)
{
	dtp->dt_errhdlr = f;
	dtp->dt_errarg = arg;
	return 0;
}

int
dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg)
{
	dtp->dt_drophdlr = f;
	dtp->dt_droparg = arg;
	return 0;
}

int
dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg)
{
	dtp->dt_prochdlr = f;
	dtp->dt_procarg = arg;
	return 0;
}
