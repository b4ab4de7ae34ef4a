/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg_impl.h -- code generator internals shared by dt_cg.c (statements,
 * expressions) and dt_cg_builtin.c (built-in variables, subroutines).
 *
 * Registers while clause code runs:
 *	R9	the dctx (per-CPU scratch map value)
 *	R6-R8	virtual registers 0-2; virtual registers 3.. live on the stack
 *	R0-R5	scratch, clobbered by helper calls
 * Stack: [R10-8] the context pointer; [DT_STK_SPILL - 8*i] spilled
 * virtual register 3+i; DT_STK_KEY a u32/u64 slot for small map keys.
 *
 * dctx layout after the provider area (DCTX_FREE):
 *	fault info (DT_DC_FAULT), the firing's timestamp (DT_DC_TS),
 *	this-> variables, the record buffer
 *	(header + data), then temporaries (strings, keys) allocated per
 *	statement, then the clause's alloca() memory (dt_cg_subr.c).
 */
#ifndef DT_CG_IMPL_H
#define DT_CG_IMPL_H

#include "dt_cg.h"
#include "dt_program.h"
#include "dt_sinfo.h"
#include "dt_types.h"

#define DT_NVREG	3		/* in R6..R8 */
#define DT_NSPILL	29		/* with DT_NVREG: 32, the bits of vused */
/* the stack, shallowest first, so that a frame is as deep as the slots
 * it uses (a for-loop's callback frame counts on top of its caller's,
 * 512 bytes in all: dt_cg_forkv) */
#define DT_STK_CTX	(-8)
#define DT_STK_KEY	(-16)
#define DT_STK_KEY2	(-24)		/* with DT_STK_KEY: a 16-byte key */
#define DT_STK_FKEY	(-32)		/* a map for-loop's callback: the */
#define DT_STK_FVAL	(-40)		/* element's key and value pointers, */
#define DT_STK_FMAIN	(-48)		/* the program's DT_STK_LOOP */
#define DT_STK_LOOP	(-144)		/* 12 u64: the ctx of a bpf_loop() callback */
#define DT_STK_VARS	(-152)		/* down: integer clause-locals of a program
					   with while loops (dt_cg_stkvars), in the
					   program's frame */
#define DT_STK_SPILL	(-280)		/* down: virtual registers 3.. */
#define DT_NSTKVARS	16
#define DT_MAXSUBPROGS	DT_MAXFUNCS

#define DT_DC_FAULT	DCTX_FREE	/* u64 code, u64 addr, u64 action */
#define DT_DC_TS	(DCTX_FREE + 32)	/* u64 timestamp, 0 until read */
#define DT_DC_THIS	(DCTX_FREE + 40)

/* fault codes (as DTrace numbers them) */
#define DT_FAULT_BADADDR	1
#define DT_FAULT_ILLOP		3
#define DT_FAULT_DIVZERO	4
#define DT_FAULT_NOSCRATCH	5

struct dt_cgx;
/* emits a subprogram's body, ending in exit (see dt_cg_loop) */
typedef void (*dt_cg_subprog_f)(struct dt_cgx *cx);

/* a map for-loop, whose body is a callback emitted after the program
 * (dt_cg_forkv): the state of the code around it */
typedef struct dt_cgfor {
	const dt_node_t *cf_node;	/* DT_NODE_FOR */
	dt_clause_t *cf_clause;
	int cf_actidx;
	int cf_loops;
	int cf_in_error;
	uint32_t cf_tmp;
	uint32_t cf_flag;		/* dctx: how the loop ended */
} dt_cgfor_t;

typedef struct dt_cgx {
	dtrace_hdl_t *dtp;
	dt_compiled_t *pp;
	dt_site_t *sp;
	dt_cg_t cg;
	dt_as_t *as;
	uint32_t vused;			/* virtual registers in use */
	uint32_t tmp;			/* next free temporary (dctx offset) */
	uint32_t tmpbase;
	uint32_t tmpmax;		/* end of the temporaries */
	uint32_t abase;			/* alloca() memory (dt_cg_subr.c), after
					   the u64 of the bytes in use */
	uint32_t rec;			/* dctx offset of the record buffer */
	dt_clause_t *clause;
	int actidx;			/* index of the next action */
	uint32_t lbl_end;		/* end of the current clause */
	uint32_t lbl_ret;		/* end of its statements (bt's return) */
	uint32_t lbl_fault;		/* fault path of the current clause */
	int nfaults;			/* jumps to lbl_fault emitted */
	int in_error;			/* emitting the clauses of ERROR */
	uint32_t errsave;		/* dctx: prid and arg0-5 kept during ERROR */
	uint32_t tokbase;		/* dctx: strtok's state (dt_cg_strtok) */
	dt_cg_subprog_f subprogs[DT_MAXSUBPROGS];	/* emitted after the body */
	uint32_t sublabels[DT_MAXSUBPROGS];
	const void *subargs[DT_MAXSUBPROGS];	/* what each is emitted for */
	const void *subarg;		/* that of the one being emitted */
	int nsubprogs;
	dt_cgfor_t fors[DT_MAXSUBPROGS];
	int nfors;
	int err;
	int loops;			/* while loops around the code */
	int forframe;			/* emitting a map for-loop's callback */
	uint32_t lbl_brk, lbl_cont;	/* the innermost one's end and test */
	const dt_node_t *btlookup;	/* bt: the place of a map's read
					   for -kk (an increment's) or NULL */
	const dt_node_t *btnode;	/* bt: the assignment being made, which
					   -k names when its map update fails */
} dt_cgx_t;

#define EMIT(cx, insn)	dt_as_emit((cx)->as, (insn))

/* virtual registers */
int dt_cg_valloc(dt_cgx_t *cx);
void dt_cg_vfree(dt_cgx_t *cx, int v);
int dt_cg_vget(dt_cgx_t *cx, int v, int scratch);
void dt_cg_vset(dt_cgx_t *cx, int v, int reg);
/* hardware register reg = virtual register v */
void dt_cg_vto(dt_cgx_t *cx, int reg, int v);

/* temporaries in the dctx: returns an offset, or 0 on overflow */
uint32_t dt_cg_tmp(dt_cgx_t *cx, uint32_t size);
/* e, a value kept in memory, written to the dctx slot of size bytes at
 * off, v its address; bt's map element a (@m[k]): R1 its map, R2 its
 * key's address */
int dt_cg_memstore(dt_cgx_t *cx, dt_node_t *e, uint32_t off, uint32_t size,
    int v);
void dt_cg_btelem(dt_cgx_t *cx, dt_node_t *a);
/* a site whose program dtrace itself runs (BEGIN, END, ERROR, tick-N) */
int dt_site_in_consumer(const dt_site_t *sp);
/* reg = R9 + off */
void dt_cg_dctx_ptr(dt_cgx_t *cx, int reg, uint32_t off);
/* R1 = the address in virtual register dv, checked to be n bytes of the
 * scratch memory the clause has allocated (alloca()); else a fault at
 * that address (dt_cg_subr.c) */
void dt_cg_dctx_dest(dt_cgx_t *cx, int dv, uint32_t n);
/* dst = *(size *)(R9 + off); *(size *)(R9 + off) = src or imm.  An off
 * beyond a 16-bit displacement moves R9 there and back. */
void dt_cg_ld9(dt_cgx_t *cx, int size, int dst, uint32_t off);
void dt_cg_st9(dt_cgx_t *cx, int size, int src, uint32_t off);
void dt_cg_sti9(dt_cgx_t *cx, int size, uint32_t off, int32_t imm);
/* the access 'in' (its off 0, based on R9) at R9 + off */
void dt_cg_mem9(dt_cgx_t *cx, struct bpf_insn in, uint32_t off);
/* reg = R9 + idx (a register; reg itself if idx == reg) for an access
 * at R9 + idx + off: returns the displacement to give the access (off,
 * or 0 with off added to reg when off is beyond 16 bits) */
int16_t dt_cg_dctx_at(dt_cgx_t *cx, int reg, int idx, uint32_t off);
/* copy n bytes from [src reg] to R9+off (bpf_probe_read_kernel);
 * clobbers R0-R5 */
void dt_cg_copy_to_dctx(dt_cgx_t *cx, uint32_t off, int src, uint32_t n);
/* zero n bytes at R9+off; clobbers R0-R5 */
void dt_cg_zero_dctx(dt_cgx_t *cx, uint32_t off, uint32_t n);
/* call helper with R1..R5 already set */
void dt_cg_call(dt_cgx_t *cx, int helper);
/*
 * bpf_loop(n, body, ctx, 0): body is a subprogram called with the
 * iteration index in R1 and R2 pointing to the loop area of the caller's
 * stack (DT_STK_LOOP: 12 u64 slots, filled by the caller); it
 * returns 0 to go on, 1 to stop.  It must not touch R9 or the caller's
 * virtual registers.  Clobbers R0-R5.
 */
void dt_cg_loop(dt_cgx_t *cx, int32_t n, dt_cg_subprog_f body);
/* the label of subprogram body, emitted once after the program; _arg:
 * one for arg (cx->subarg while it is emitted) */
uint32_t dt_cg_subprog(dt_cgx_t *cx, dt_cg_subprog_f body);
uint32_t dt_cg_subprog_arg(dt_cgx_t *cx, dt_cg_subprog_f body,
    const void *arg);
#define DT_LOOP_SLOT(i)	(DT_STK_LOOP + 8 * (i))

/* R0 = the EPID of clause cp for the probe whose id is in R1 */
void dt_cg_epid(dt_cgx_t *cx, const dt_clause_t *cp);

/* fault (invalid address, the one in virtual register v) if R0, a read
 * helper's result, is negative */
void dt_cg_readcheck(dt_cgx_t *cx, int v);
/* the same after a read of user memory: an address in one of the
 * process's mappings whose page is not in memory (never touched, or paged
 * out: a probe cannot fault it in) is no fault, what was read is zeroes
 * (the helper's), counted as a drop (DT_STAT_UNPAGED) */
void dt_cg_ureadcheck(dt_cgx_t *cx, int v);
/* R0 = the size-byte (1, 2, 4, 8) word of kernel memory at the address
 * v holds + off (a fault at a bad one); clobbers R1-R5 */
void dt_cg_kword(dt_cgx_t *cx, int v, uint32_t off, uint32_t size);

/* can a string be NULL (D: 0, which faults where it is read)? */
int dt_cg_nullstr(const dt_cgx_t *cx);
/* a fault (invalid address 0) if the string in virtual register v is
 * NULL, in a language whose strings can be */
void dt_cg_strnonnull(dt_cgx_t *cx, int v);

/* jump to the clause's fault path with a code */
void dt_cg_fault(dt_cgx_t *cx, int code);
/* what a language other than D generates itself (the language table's
 * lo_cg; D has none) */
typedef struct dt_cglang {
	/* a warning record if the helper just called at dnp failed (R0 <
	 * 0) at check level level (-k 1, -kk 2); R0 is kept; null: 0 as
	 * such, 1 a map lookup's (R0 NULL), 2 a stack's bpf_get_stack() */
	void (*cl_hcheck)(dt_cgx_t *cx, const dt_node_t *dnp,
	    const char *helper, int level, int null);
	/* the read of the memory at address node addr (str: a string) into
	 * R1 (size R2, source R3) called, dflt the helper unless the
	 * language chooses; space >= 0: the read's address space checked
	 * (space: a variable in a probe without arguments counts) */
	void (*cl_read)(dt_cgx_t *cx, const dt_node_t *dnp,
	    const dt_node_t *addr, int str, int dflt, int space);
	/* tuples: v (a tuple of type st) made one of type dt; e.N */
	int (*cl_tupleconv)(dt_cgx_t *cx, int v, const dt_type_t *st,
	    const dt_type_t *dt);
	int (*cl_tupidx)(dt_cgx_t *cx, dt_node_t *dnp, int v);
} dt_cglang_t;

/* the language's helper checks (cl_hcheck; none in D): null 0, 1 (a map
 * lookup's) and as given */
void dt_cg_hcheck(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level);
void dt_cg_hcheck_null(dt_cgx_t *cx, const dt_node_t *dnp, int level);
void dt_cg_hcheck_how(dt_cgx_t *cx, const dt_node_t *dnp,
    const char *helper, int level, int null);
/* code error: sets cx->err and the message on the handle, with DTrace's
 * D_* tag */
int dt_cg_dnerror(dt_cgx_t *cx, const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* the current action has written its fields: its bit in the record */
void dt_cg_actdone(dt_cgx_t *cx);
/* increment per-CPU statistics counter stat; clobbers R0-R2 */
void dt_cg_stat_inc(dt_cgx_t *cx, int stat);
/* send the clause's record so far (if any action wrote to it), and go
 * on with it empty */
void dt_cg_flush(dt_cgx_t *cx);
/* evaluate e and store it into record field f */
int dt_cg_field(dt_cgx_t *cx, dt_node_t *e, const dt_field_t *f);
/* evaluate an expression into virtual register v */
int dt_cg_expr(dt_cgx_t *cx, dt_node_t *dnp, int v);


#endif
