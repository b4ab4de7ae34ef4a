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
/* -O openbsd: the n elements at elems (each its key and value, as
 * DT_REC_BTSNAP records sent them) as the map is printed */
int dt_btmap_snap(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_var_t *vp,
    const void *elems, size_t n, int64_t top, int64_t div);
/* a map's element as OpenBSD's btrace orders and prints it
 * (dt_fmt_btobsd.c): its keys' text, its value's, the value as a number
 * or (or_isstr) by its text */
typedef struct dt_btobsd_row {
	char *or_key;
	char *or_vtext;
	int64_t or_val;
	int or_isstr;
	const void *or_ref;	/* the caller's */
} dt_btobsd_row_t;

/* the largest value first, equal ones by their keys' text */
void dt_btobsd_sort(dt_btobsd_row_t *rows, size_t n);
/* "name[keys]: value" (keyed) or "name: value" a line, the first top
 * rows (0: all) */
void dt_btobsd_lines(dt_strbuf_t *out, const char *name, int keyed,
    const dt_btobsd_row_t *rows, size_t n, int64_t top);

/* clear() (zero 0: no element left) and zero() (every value 0) */
int dt_btmap_clear(dtrace_hdl_t *dtp, const dt_var_t *vp, int zero);

#endif
