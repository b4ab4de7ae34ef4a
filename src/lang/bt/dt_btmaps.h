/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btmaps.h -- printing bt maps that are variables (dt_btmaps.c).
 */
#ifndef DT_BTMAPS_H
#define DT_BTMAPS_H

#include "dt_program.h"
#include "dt_strbuf.h"

/* the elements of vp (v_bt set) as bpftrace prints a map (json: as its
 * -f json does): the top ones (0: all), values divided by div; -1 when
 * out of memory */
int dt_btmap_print(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    int json, int64_t top, int64_t div);
/* clear() (zero 0: no element left) and zero() (every value 0) */
int dt_btmap_clear(dtrace_hdl_t *dtp, const dt_var_t *vp, int zero);

#endif
