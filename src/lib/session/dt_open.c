/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_open.c -- the handle: open and close.  The error convention is in
 * dt_error.c.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dt_cpp.h"
#include "dt_diag.h"
#include "dt_impl.h"
#include "dt_proc.h"
#include "dt_program.h"
#include "dt_bt_diag.h"	/* the bt pack's table: the languages a handle has */
#include "dt_symfmt.h"
#include "dt_types.h"

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
	uint64_t b, tai;

	if (version != DTRACE_VERSION || (flags & ~DTRACE_O_MASK) != 0) {
		if (errp != NULL)
			*errp = EINVAL;
		return NULL;
	}
	/* the session starts here: without the privileges, nothing it could
	 * do would work (dt_priv.c) */
	if (!(flags & DTRACE_O_NODEV) && dtrace_privileges(NULL, 0) != 0) {
		if (errp != NULL)
			*errp = EDT_ACCESS;
		return NULL;
	}
	if ((dtp = calloc(1, sizeof(*dtp))) == NULL) {
		if (errp != NULL)
			*errp = EDT_NOMEM;
		return NULL;
	}
	dtp->dt_oflags = flags;
	dt_options_init(dtp);
	dtp->dt_langs[DT_LANG_D] = &dt_langops_d;
	dtp->dt_langs[DT_LANG_BT] = &dt_langops_bt;
	(void)dt_setlang(dtp, DT_LANG_D);	/* D: nothing to make */
	dtp->dt_funcbtf_fd = -1;
	n = sysconf(_SC_NPROCESSORS_CONF);
	dtp->dt_ncpus = n > 0 ? (int)n : 1;
	dtp->dt_boot2real = dt_clock_ns(CLOCK_REALTIME) -
	    dt_clock_ns(CLOCK_BOOTTIME);
	/* TAI's offset from the boot clock read between two reads of it
	 * (bt's nsecs(sw_tai)) */
	b = dt_clock_ns(CLOCK_BOOTTIME);
	tai = dt_clock_ns(CLOCK_TAI);
	dtp->dt_boot2tai = tai - (b + (dt_clock_ns(CLOCK_BOOTTIME) - b) / 2);
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
	dt_proc_env_free(dtp);
	dt_libdirs_free(dtp);
	if (dtp->dt_funcbtf_fd >= 0)
		close(dtp->dt_funcbtf_fd);
	free(dtp->dt_tracefs);
	free(dtp->dt_btfpath);
	free(dtp->dt_vmlinux);
	if (dtp->dt_lops != NULL && dtp->dt_lops->lo_close != NULL)
		dtp->dt_lops->lo_close(dtp);
	free(dtp);
}

void
dt_handle_reset(dtrace_hdl_t *dtp)
{
	dt_program_destroy(dtp);
	(void)dt_setlang(dtp, DT_LANG_D);	/* bt's state freed */
	dt_diag_free(&dtp->dt_diags);
	if (dtp->dt_libdecls != NULL) {		/* its types go below */
		dt_decls_free(dtp->dt_libdecls);
		free(dtp->dt_libdecls);
		dtp->dt_libdecls = NULL;
	}
	/* the types D added; the kernel's too if they came from btfpath */
	if (dtp->dt_btfpath != NULL)
		dt_types_close(dtp);
	else
		dt_types_forget(dtp);
	free(dtp->dt_btfpath);
	dtp->dt_btfpath = NULL;
	free(dtp->dt_vmlinux);
	dtp->dt_vmlinux = NULL;
	dt_cpp_fini(dtp);
	dt_proc_env_free(dtp);
	dt_libdirs_free(dtp);
	dt_options_init(dtp);
	dtp->dt_argc = 0;
	dtp->dt_argv = NULL;
	dtp->dt_lastargref = 0;
	dtp->dt_errno = 0;
	dtp->dt_errmsg[0] = '\0';
	dtp->dt_errtag = dtp->dt_lasterrtag = 0;
}

int
dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_err_f *f, void *arg)
{
	dtp->dt_errhdlr = f;
	dtp->dt_errarg = arg;
	return 0;
}

int
dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_drop_f *f, void *arg)
{
	dtp->dt_drophdlr = f;
	dtp->dt_droparg = arg;
	return 0;
}

int
dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_proc_f *f, void *arg)
{
	dtp->dt_prochdlr = f;
	dtp->dt_procarg = arg;
	return 0;
}

int
dtrace_handle_progress(dtrace_hdl_t *dtp, dtrace_handle_progress_f *f,
    void *arg)
{
	dtp->dt_proghdlr = f;
	dtp->dt_progarg = arg;
	return 0;
}

const char *
dtrace_project_version(void)
{
	return DT_PROJECT_VERSION;
}
