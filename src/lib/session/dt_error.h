/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_error.h -- the error convention (dt_error.c): a call that fails
 * records an error code (EDT_* of dtrace.h, or an errno) and a message on
 * the handle, and returns -1 (or NULL).
 */
#ifndef DT_ERROR_H
#define DT_ERROR_H

#include "dtrace.h"

/* errors: record and return -1 (or NULL via the caller) */
int dt_set_errno(dtrace_hdl_t *dtp, int err);
int dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* a step that takes long, told to the progress handler, if there is one
 * (dtrace_handle_progress()) */
void dt_progress(dtrace_hdl_t *dtp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
