/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_print.h -- the print() action's text of a typed value (dt_print.c).
 */
#ifndef DT_PRINT_H
#define DT_PRINT_H

#include <stddef.h>

#include "dtrace.h"
#include "dt_strbuf.h"

struct dt_type;

/* dt_print.c: the print() action's text for a value of type tp */
void dt_print_value(dtrace_hdl_t *dtp, dt_strbuf_t *out,
    const struct dt_type *tp, const void *data, size_t len);

#endif
