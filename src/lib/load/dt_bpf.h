/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bpf.h -- the loader: the program's maps made and closed, a site's
 * generated program loaded (dt_bpf.c).
 */
#ifndef DT_BPF_H
#define DT_BPF_H

#include "dt_cg.h"
#include "dt_program.h"

int dt_bpf_create_maps(dtrace_hdl_t *dtp, dt_compiled_t *pp);
/* a site's generated program loaded (its fd in s_prog_fd) */
int dt_bpf_load_site(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *sp,
    const dt_cgprog_t *cp);
void dt_bpf_close_maps(dt_compiled_t *pp);
/* the probe table's entries (names, clauses) of the probes of the sites
 * from first up to stop (sites added once tracing runs) */
int dt_bpf_pinfo_fill(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *first,
    dt_site_t *stop);

/* write n bytes at off of the globals map value (user space side) */
int dt_globals_write(dt_compiled_t *pp, uint32_t off, const void *buf,
    size_t n);

#endif
