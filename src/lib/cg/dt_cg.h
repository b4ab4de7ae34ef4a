/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg.h -- the code generator's state, and the contract between the
 * generic program prologue and each provider's prologue.
 *
 * Register contract while a provider's pi_prologue() emits code:
 *	R6 = the program's context pointer (as passed in R1)
 *	R9 = the dctx: this CPU's scratch area (a map value, non-NULL)
 *	R0-R5, R7, R8 are free; R6 and R9 must be preserved.
 * The prologue stores the probe id (u32) at DCTX_PRID(R9) and arg0..arg9
 * (u64) at DCTX_ARGS(R9); for an event that matches no enabled probe it
 * jumps to cg->cg_exit (the program then returns 0).  When cg_needargs
 * is 0 no clause reads the arguments and the prologue may skip them.
 */
#ifndef DT_CG_H
#define DT_CG_H

#include <stdint.h>
#include <stdio.h>

#include "dtrace.h"
#include "dt_as.h"
#include "dt_provider.h"

struct dt_compiled;

/* layout of the dctx (per-CPU scratch) */
#define DCTX_PRID	0	/* u32 probe id */
#define DCTX_CPU	4	/* u32 cpu */
#define DCTX_ARGS	8	/* u64 args[10] */
#define DCTX_REGS	88	/* 168 bytes: a copy of pt_regs for providers */
#define DCTX_FREE	256	/* first byte the code generator allocates */
/* u64 in the providers' area: at a pid probe, non-zero when it is at a
 * function's first instruction, where the caller's frame is not yet
 * linked (see dt_uprobe.h) */
#define DCTX_UENTRY	(DCTX_REGS + 160)

/* x86_64 struct pt_regs offsets */
#define PT_R15	0
#define PT_R14	8
#define PT_R13	16
#define PT_R12	24
#define PT_BP	32
#define PT_BX	40
#define PT_R11	48
#define PT_R10	56
#define PT_R9	64
#define PT_R8	72
#define PT_AX	80
#define PT_CX	88
#define PT_DX	96
#define PT_SI	104
#define PT_DI	112
#define PT_ORIG_AX 120
#define PT_IP	128
#define PT_CS	136
#define PT_FLAGS 144
#define PT_SP	152
#define PT_SS	160
#define PT_SIZE	168

struct dtrace_hdl;

typedef struct dt_cg {
	struct dtrace_hdl *cg_dtp;
	dt_as_t cg_as;
	uint32_t cg_exit;	/* label: return 0 */
	int cg_needargs;	/* some clause reads arg0..arg9 or args[] */
	void *cg_priv;		/* code generator private state */
} dt_cg_t;

/* a site's program (dt_cg.c) */
/* the program of one site: instructions, the source line of each, and
 * where each subprogram (bpf_loop callback) starts */
#define DT_MAXFUNCS	16
typedef struct dt_cgprog {
	struct bpf_insn *cp_insns;
	uint32_t *cp_lines;
	uint32_t cp_n;
	uint32_t cp_funcs[DT_MAXFUNCS];
	int cp_nfuncs;
} dt_cgprog_t;

int dt_cg_site(dtrace_hdl_t *dtp, struct dt_compiled *pp, dt_site_t *sp,
    dt_cgprog_t *out);
/* the same, its instructions shown on fp (if not NULL: -S) */
int dt_cg_gen_site(dtrace_hdl_t *dtp, struct dt_compiled *pp, dt_site_t *sp,
    dt_cgprog_t *cp, FILE *fp);
/* the program that tells the consumer (and, with stop, stops the process)
 * when a process's dynamic loader calls _dl_debug_state() */
int dt_cg_dlwatch(dtrace_hdl_t *dtp, struct dt_compiled *pp, int stop,
    dt_cgprog_t *out);

#endif
