/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_symfmt.h -- symbol-valued data (t_sym) as DTrace prints it
 * (dt_symfmt.c).
 */
#ifndef DT_SYMFMT_H
#define DT_SYMFMT_H

#include <stdint.h>

#include "dt_program.h"

/* dt_symfmt.c: symbol-valued data (t_sym) as DTrace prints it: a stack
 * as "\n" and a line per frame indented by indent (< 0: the stackindent
 * option); a symbol or module as its bare text */
void dt_symfmt_text(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent);
/* an aggregation key's sym/mod/usym/umod address replaced by its
 * function's (or module's) start; 1 if it changed */
int dt_symfmt_normalize(dtrace_hdl_t *dtp, const dt_type_t *t, void *data);
/* the frames of a stack value, or the one address of a symbol value,
 * with what is known of each; returns how many (at most max) */
typedef struct dt_symframe {
	char sf_text[1024];	/* as the text output shows it */
	char sf_module[256];
	char sf_path[512];	/* a user object's path ("" if unknown) */
	char sf_name[512];
	uint64_t sf_addr;
	uint64_t sf_offset;
	int sf_found;		/* 0: nothing known, 1: the module, 2: the symbol */
} dt_symframe_t;
int dt_symfmt_frames(dtrace_hdl_t *dtp, const dt_type_t *t, const void *data,
    dt_symframe_t *fr, int max);
/* keep the memory map of process pid, which may exit before printing */
void dt_symfmt_grab(dtrace_hdl_t *dtp, int pid);
/* a kernel symbol's address and size: 0, or -1 if there is none */
int dt_symfmt_kaddr(dtrace_hdl_t *dtp, const char *name, uint64_t *addrp,
    uint64_t *sizep);
/* a kernel function's address and size (the next symbol's start), by name
 * in module mod (NULL or "": any), its module's name to *modp: 0, or -1 */
int dt_symfmt_kfunc(dtrace_hdl_t *dtp, const char *name, const char *mod,
    uint64_t *addrp, uint64_t *sizep, const char **modp);
/* the kernel function containing address addr: where it starts, its size
 * and name: 0, or -1 if no symbol holds it */
int dt_symfmt_kfunc_at(dtrace_hdl_t *dtp, uint64_t addr, uint64_t *startp,
    uint64_t *sizep, const char **namep);
/* printf's %a (kernel) and %A (user, of $target): a dt_pfsym_f, arg dtp */
int dt_symfmt_addr(uint64_t addr, int user, char *buf, size_t len,
    void *arg);
void dt_symfmt_close(dtrace_hdl_t *dtp);

#endif
