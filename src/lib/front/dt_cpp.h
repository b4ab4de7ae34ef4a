/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cpp.h -- the bridge to the system's C preprocessor (dt_cpp.c).
 */
#ifndef DT_CPP_H
#define DT_CPP_H

#include <stddef.h>

#include "dtrace.h"

/* dt_cpp.c */
int dt_cpp_addarg(dtrace_hdl_t *dtp, const char *prefix, const char *arg);
int dt_cpp_addwords(dtrace_hdl_t *dtp, const char *text);
void dt_cpp_fini(dtrace_hdl_t *dtp);
/* bt: the macros of the #include and #define lines of text, one a line
 * ("NAME BODY", "NAME(ARGS) BODY", "#undef NAME") in *macrosp (NULL when
 * it has none); -1 with the error set (a header not found: the message
 * whole, as bpftrace prints it) */
int dt_cpp_btmacros(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file, char **macrosp, char **textp);
int dt_cpp(dtrace_hdl_t *dtp, const char *text, size_t len, char **outp,
    size_t *outlenp);

#endif
