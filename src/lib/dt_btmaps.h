/*
 * dt_btmaps.h -- printing bt maps that are variables (dt_btmaps.c).
 */
#ifndef DT_BTMAPS_H
#define DT_BTMAPS_H

#include "dt_impl.h"
#include "dt_program.h"
#include "dt_strbuf.h"

/* the elements of vp (v_bt set) as bpftrace prints a map (json: as its
 * -f json does); -1 when out of memory */
int dt_btmap_print(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    int json);

#endif
