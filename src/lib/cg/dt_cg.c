/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg.c -- the code generator: one BPF program per attach site.
 *
 * A site's program is the generic prologue (context, dctx, activity
 * check), the provider's prologue (probe id and arguments), then every
 * clause that matches one of the site's probes, in script order: a probe
 * filter, the predicate, the statements, and the commit of the clause's
 * record to the ring buffer.  Register conventions are in dt_cg_impl.h.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_ident.h"

#define ROUND8(x)	(((x) + 7u) & ~7u)

static int
dt_cg_verror(dt_cgx_t *cx, const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, va_list ap)
{
	char msg[512];

	if (cx->err)
		return -1;
	vsnprintf(msg, sizeof(msg), fmt, ap);
	cx->err = 1;
	if (dnp == NULL) {
		/* a limit reached while emitting: the line being compiled */
		dt_node_t at = { .dn_line = (int)cx->as->as_line };

		return dt_dnerror(cx->dtp, &at, tag, "%s", msg);
	}
	return dt_dnerror(cx->dtp, dnp, tag, "%s", msg);
}

int
dt_cg_dnerror(dt_cgx_t *cx, const dt_node_t *dnp, dt_errtag_t tag,
    const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = dt_cg_verror(cx, dnp, tag, fmt, ap);
	va_end(ap);
	return rc;
}


/*
 * Virtual registers
 */
int
dt_cg_valloc(dt_cgx_t *cx)
{
	int v;

	for (v = 0; v < DT_NVREG + DT_NSPILL; v++) {
		if (!(cx->vused & (1u << v))) {
			cx->vused |= 1u << v;
			return v;
		}
	}
	dt_cg_dnerror(cx, NULL, D_UNKNOWN, "expression too complex");
	return 0;
}

void
dt_cg_vfree(dt_cgx_t *cx, int v)
{
	cx->vused &= ~(1u << v);
}

static int16_t
dt_cg_spill_off(int v)
{
	return (int16_t)(DT_STK_SPILL - 8 * (v - DT_NVREG));
}

int
dt_cg_vget(dt_cgx_t *cx, int v, int scratch)
{
	if (v < DT_NVREG)
		return BPF_REG_6 + v;
	EMIT(cx, I_LDX(BPF_DW, scratch, BPF_REG_FP, dt_cg_spill_off(v)));
	return scratch;
}

void
dt_cg_vto(dt_cgx_t *cx, int reg, int v)
{
	int r = dt_cg_vget(cx, v, reg);

	if (r != reg)
		EMIT(cx, I_MOV64_REG(reg, r));
}

void
dt_cg_vset(dt_cgx_t *cx, int v, int reg)
{
	if (v < DT_NVREG) {
		if (reg != BPF_REG_6 + v)
			EMIT(cx, I_MOV64_REG(BPF_REG_6 + v, reg));
		return;
	}
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, reg, dt_cg_spill_off(v)));
}

/*
 * dctx helpers
 */
uint32_t
dt_cg_tmp(dt_cgx_t *cx, uint32_t size)
{
	uint32_t off = cx->tmp;

	size = ROUND8(size);
	if (cx->tmp + size > cx->tmpmax) {
		dt_cg_dnerror(cx, NULL, D_UNKNOWN,
		    "out of scratch space: expression too "
		    "complex for strsize %u", DT_STRSIZE(cx->dtp));
		return cx->tmpbase;
	}
	cx->tmp += size;
	return off;
}

void
dt_cg_dctx_ptr(dt_cgx_t *cx, int reg, uint32_t off)
{
	EMIT(cx, I_MOV64_REG(reg, BPF_REG_9));
	if (off != 0)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

void
dt_cg_mem9(dt_cgx_t *cx, struct bpf_insn in, uint32_t off)
{
	if (off <= INT16_MAX) {
		in.off = (int16_t)off;
		EMIT(cx, in);
		return;
	}
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_9, (int32_t)off));
	EMIT(cx, in);
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_9, (int32_t)off));
}

int16_t
dt_cg_dctx_at(dt_cgx_t *cx, int reg, int idx, uint32_t off)
{
	if (reg == idx)
		EMIT(cx, I_ALU64_REG(BPF_ADD, reg, BPF_REG_9));
	else {
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_9));
		EMIT(cx, I_ALU64_REG(BPF_ADD, reg, idx));
	}
	if (off <= INT16_MAX)
		return (int16_t)off;
	EMIT(cx, I_ALU64_IMM(BPF_ADD, reg, (int32_t)off));
	return 0;
}

void
dt_cg_ld9(dt_cgx_t *cx, int size, int dst, uint32_t off)
{
	dt_cg_mem9(cx, I_LDX(size, dst, BPF_REG_9, 0), off);
}

void
dt_cg_st9(dt_cgx_t *cx, int size, int src, uint32_t off)
{
	dt_cg_mem9(cx, I_STX(size, BPF_REG_9, src, 0), off);
}

void
dt_cg_sti9(dt_cgx_t *cx, int size, uint32_t off, int32_t imm)
{
	dt_cg_mem9(cx, I_ST(size, BPF_REG_9, 0, imm), off);
}

void
dt_cg_call(dt_cgx_t *cx, int helper)
{
	EMIT(cx, I_CALL(helper));
}

void
dt_cg_copy_to_dctx(dt_cgx_t *cx, uint32_t off, int src, uint32_t n)
{
	if (src != BPF_REG_3)
		EMIT(cx, I_MOV64_REG(BPF_REG_3, src));
	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
}

/* copy n bytes from [src] to a destination: R9+off (dctx) or the
 * globals map value + off; clobbers R0-R5 */
static void
dt_cg_copy_to(dt_cgx_t *cx, int globals, uint32_t off, int src, uint32_t n)
{
	if (!globals) {
		dt_cg_copy_to_dctx(cx, off, src, n);
		return;
	}
	if (src != BPF_REG_3)
		EMIT(cx, I_MOV64_REG(BPF_REG_3, src));
	dt_as_ld_map_value(cx->as, BPF_REG_1, cx->pp->p_globals_fd, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
}

/*
 * Store the string whose address is in virtual register v, of capacity
 * cap, into a dctx slot of 'size' bytes at off: the characters up to the
 * NUL and zeros after it, so that the slot is canonical (keys hash, and
 * records print, as the string alone) whatever the source buffer holds
 * past its NUL.  The slot must not be the source.  Clobbers R0-R5.
 */
static void
dt_cg_strread(dt_cgx_t *cx, uint32_t off, int v, uint32_t cap,
    uint32_t size, int helper)
{
	uint32_t n = cap < size ? cap : size;

	dt_cg_zero_dctx(cx, off, size);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, helper);
}

static void
dt_cg_strstore(dt_cgx_t *cx, uint32_t off, int v, uint32_t cap,
    uint32_t size)
{
	dt_cg_strread(cx, off, v, cap, size, BPF_FUNC_probe_read_kernel_str);
	/* a NULL string faults where it is read, as in DTrace */
	if (dt_cg_nullstr(cx))
		dt_cg_readcheck(cx, v);
}

int
dt_cg_nullstr(const dt_cgx_t *cx)
{
	return !(cx->dtp->dt_lops->lo_flags & DT_LF_STRNOTNULL);
}

void
dt_cg_strnonnull(dt_cgx_t *cx, int v)
{
	uint32_t ok = dt_as_label(cx->as);

	if (!dt_cg_nullstr(cx))
		return;
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, dt_cg_vget(cx, v, BPF_REG_0), 0),
	    ok);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT + 8, 0));
	dt_cg_fault(cx, DT_FAULT_BADADDR);
	dt_as_place(cx->as, ok);
}

/* reg = "" (the string table's zero area) if it is 0, a NULL string */
static void
dt_cg_null2empty(dt_cgx_t *cx, int reg)
{
	uint32_t ok = dt_as_label(cx->as);

	if (!dt_cg_nullstr(cx))
		return;
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, reg, 0), ok);
	dt_as_ld_map_value(cx->as, reg, cx->pp->p_strtab_fd, 0);
	dt_as_place(cx->as, ok);
}


/* the strtab map starts with a zero area: copying from it is memset */
void
dt_cg_zero_dctx(dt_cgx_t *cx, uint32_t off, uint32_t n)
{
	uint32_t i;

	if (n <= 64) {
		for (i = 0; i < n; i += 8)
			dt_cg_sti9(cx, BPF_DW, off + i, 0);
		return;
	}
	dt_as_ld_map_value(cx->as, BPF_REG_3, cx->pp->p_strtab_fd, 0);
	dt_cg_copy_to_dctx(cx, off, BPF_REG_3, n);
}

uint32_t
dt_cg_subprog_arg(dt_cgx_t *cx, dt_cg_subprog_f body, const void *arg)
{
	int i;

	for (i = 0; i < cx->nsubprogs; i++)
		if (cx->subprogs[i] == body && cx->subargs[i] == arg)
			return cx->sublabels[i];
	if (i == DT_MAXSUBPROGS) {
		dt_cg_dnerror(cx, NULL, D_UNKNOWN,
		    "too many kinds of loops in one program");
		return cx->cg.cg_exit;
	}
	cx->subprogs[i] = body;
	cx->subargs[i] = arg;
	cx->sublabels[i] = dt_as_label(cx->as);
	cx->nsubprogs++;
	return cx->sublabels[i];
}

uint32_t
dt_cg_subprog(dt_cgx_t *cx, dt_cg_subprog_f body)
{
	return dt_cg_subprog_arg(cx, body, NULL);
}

void
dt_cg_loop(dt_cgx_t *cx, int32_t n, dt_cg_subprog_f body)
{
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, n));
	dt_as_ld_func(cx->as, BPF_REG_2, dt_cg_subprog(cx, body));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_STK_LOOP));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_loop);
}

void
dt_cg_fault(dt_cgx_t *cx, int code)
{
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT, code));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT + 16, cx->actidx + 1));
	dt_as_jump(cx->as, I_JA(), cx->lbl_fault);
	cx->nfaults++;
}

/* reg = pointer to the globals map value + off */
static void
dt_cg_globals(dt_cgx_t *cx, int reg, uint32_t off)
{
	dt_as_ld_map_value(cx->as, reg, cx->pp->p_globals_fd, off);
}

/* where a NULL flag of variable vp (DT_VAR_NULLABLE) is: reg points to
 * it; the displacement */
static int16_t
dt_cg_nullflag(dt_cgx_t *cx, const dt_var_t *vp, int reg)
{
	if (vp->v_kind == DT_VAR_GLOBAL)
		dt_cg_globals(cx, reg, vp->v_off);
	else
		dt_cg_dctx_ptr(cx, reg, DT_DC_THIS + vp->v_off);
	return (int16_t)vp->v_vsize;
}

/* the NULL flag of variable vp set (null 1) or cleared (0) */
static void
dt_cg_nullflag_set(dt_cgx_t *cx, const dt_var_t *vp, int32_t null)
{
	int16_t d = dt_cg_nullflag(cx, vp, BPF_REG_1);

	EMIT(cx, I_ST(BPF_DW, BPF_REG_1, d, null));
}

/* increment per-CPU statistics counter 'stat'; clobbers R0-R2 */
void
dt_cg_stat_inc(dt_cgx_t *cx, int stat)
{
	uint32_t skip = dt_as_label(cx->as);

	EMIT(cx, I_ST(BPF_W, BPF_REG_FP, DT_STK_KEY, 0));
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_stats_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), skip);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, stat * 8));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_1, stat * 8));
	dt_as_place(cx->as, skip);
}

/* narrow a 64-bit value in reg to an integer type, as a cast does */
static void
dt_cg_typecast(dt_cgx_t *cx, int reg, const dt_type_t *tp)
{
	if (tp->t_kind != DT_TK_INT || tp->t_size >= 8)
		return;
	if (tp->t_signed)
		EMIT(cx, I_MOVSX64(reg, reg, (int16_t)(tp->t_size * 8)));
	else if (tp->t_size == 4)
		EMIT(cx, I_MOV32_REG(reg, reg));
	else
		EMIT(cx, I_ALU64_IMM(BPF_AND, reg, (1 << (tp->t_size * 8)) - 1));
}

static int
dt_bpf_size(uint32_t size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W : BPF_DW;
}

/* load an integer (or a float's bits) of type tp from [base + off] into
 * reg */
static void
dt_cg_load(dt_cgx_t *cx, int reg, int base, int16_t off, const dt_type_t *tp)
{
	uint32_t size = tp->t_kind == DT_TK_INT || tp->t_kind == DT_TK_FLOAT ?
	    tp->t_size : 8;

	if (size < 8 && tp->t_signed)
		EMIT(cx, I_LDXSX(dt_bpf_size(size), reg, base, off));
	else
		EMIT(cx, I_LDX(dt_bpf_size(size), reg, base, off));
}

/*
 * Variables
 */

/* R0 = pointer to the value of a self-> variable (or NULL): key = tid */
static void
dt_cg_self_lookup(dt_cgx_t *cx, const dt_var_t *vp)
{
	dt_cg_call(cx, BPF_FUNC_get_current_pid_tgid);
	EMIT(cx, I_MOV32_REG(BPF_REG_0, BPF_REG_0));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, DT_STK_KEY2));
	dt_as_ld_map(cx->as, BPF_REG_1, vp->v_map_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY2));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
}

/* build the key tuple of keys into a temporary; returns its offset */
static uint32_t
dt_cg_keys(dt_cgx_t *cx, dt_node_t *keys, const dt_keys_t *kp)
{
	uint32_t base = dt_cg_tmp(cx, kp->k_size);
	dt_node_t *k;
	int i = 0, v;

	for (k = keys; k != NULL && !cx->err; k = k->dn_next, i++) {
		const dt_type_t *t = dt_node_type(k);
		uint32_t off = base + kp->k_off[i];
		uint32_t save = cx->tmp;
		const dt_sinfo_t *si = k->dn_sema;
		int r;

		if (si->si_kind == DT_SI_BUILTIN && si->si_bi->bi_store != NULL) {
			si->si_bi->bi_store(cx, off, kp->k_types[i].t_size);
			continue;
		}
		if (k->dn_kind == DT_NODE_CALL && si->si_fn != NULL &&
		    si->si_fn->fn_store != NULL) {
			if (si->si_fn->fn_store(cx, k, off,
			    kp->k_types[i].t_size) != 0)
				return base;
			cx->tmp = save;
			continue;
		}
		v = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, k, v) != 0)
			return base;
		if (t->t_kind == DT_TK_STRING) {
			dt_cg_strstore(cx, off, v, t->t_size,
			    kp->k_types[i].t_size);
		} else if (t->t_kind == DT_TK_STACK || dt_type_byaddr(t)) {
			r = dt_cg_vget(cx, v, BPF_REG_3);
			dt_cg_copy_to_dctx(cx, off, r, t->t_size);
		} else if (t->t_kind == DT_TK_SOU) {
			/* a struct or union: its bytes, the slot's padding
			 * zero */
			dt_cg_zero_dctx(cx, off, ROUND8(t->t_size));
			r = dt_cg_vget(cx, v, BPF_REG_3);
			dt_cg_copy_to_dctx(cx, off, r, t->t_size);
		} else {
			dt_cg_vto(cx, BPF_REG_3, v);
			dt_cg_typecast(cx, BPF_REG_3, t);
			dt_cg_st9(cx, BPF_DW, BPF_REG_3, off);
		}
		dt_cg_vfree(cx, v);
		cx->tmp = save;
	}
	return base;
}

/* R0 = lookup of an associative array element (or NULL) */
static void
dt_cg_array_lookup(dt_cgx_t *cx, dt_node_t *dnp, const dt_var_t *vp,
    uint32_t *keyoff)
{
	*keyoff = dt_cg_keys(cx, dnp->dn_args, &vp->v_keys);
	dt_as_ld_map(cx->as, BPF_REG_1, vp->v_map_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, *keyoff);
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
}

/*
 * reg and the returned offset address clause-local vp kept on the stack
 * (v_stk), in the program's frame: R10, or in a map for-loop's callback
 * the pointer it keeps to that frame (DT_STK_FMAIN)
 */
static int16_t
dt_cg_stkvar(dt_cgx_t *cx, const dt_var_t *vp, int reg)
{
	if (!cx->forframe) {
		EMIT(cx, I_MOV64_REG(reg, BPF_REG_FP));
		return (int16_t)vp->v_stk;
	}
	EMIT(cx, I_LDX(BPF_DW, reg, BPF_REG_FP, DT_STK_FMAIN));
	return (int16_t)(vp->v_stk - DT_STK_LOOP);
}

/* load a variable's value (a string: its address) into v */
static int
dt_cg_var_load(dt_cgx_t *cx, dt_node_t *dnp, const dt_var_t *vp, int v)
{
	/* a string, or a value kept in memory (bt's buf(), stacks, tuples):
	 * its address */
	int isstr = vp->v_type.t_kind == DT_TK_STRING ||
	    vp->v_type.t_kind == DT_TK_STACK || dt_type_byaddr(&vp->v_type);
	uint32_t keyoff, done;

	switch (vp->v_kind) {
	case DT_VAR_GLOBAL:
	case DT_VAR_THIS:
		if (vp->v_stk != 0) {
			int16_t off = dt_cg_stkvar(cx, vp, BPF_REG_0);

			EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_0, off));
			dt_cg_vset(cx, v, BPF_REG_0);
			return 0;
		}
		if (DT_VAR_NULLABLE(vp, cx->dtp->dt_lops->lo_flags)) {
			/* 0 while its NULL flag is set */
			int16_t d = dt_cg_nullflag(cx, vp, BPF_REG_0);

			done = dt_as_label(cx->as);
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, d));
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0),
			    done);
			EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
			dt_as_place(cx->as, done);
		} else if (vp->v_kind == DT_VAR_GLOBAL)
			dt_cg_globals(cx, BPF_REG_0, vp->v_off);
		else
			dt_cg_dctx_ptr(cx, BPF_REG_0, DT_DC_THIS + vp->v_off);
		if (!isstr)
			dt_cg_load(cx, BPF_REG_0, BPF_REG_0, 0, &vp->v_type);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	case DT_VAR_SELF:
		dt_cg_self_lookup(cx, vp);
		break;
	case DT_VAR_ARRAY:
		dt_cg_array_lookup(cx, dnp, vp, &keyoff);
		/* bt -kk: a key not in the map is a failed lookup */
		if (vp->v_bt && cx->dtp->dt_options[DT_OPT_HELPERCHECK] >= 2)
			dt_cg_hcheck_null(cx, cx->btlookup != NULL ?
			    cx->btlookup : dnp, 2);
		break;
	}
	/* a missing dynamic variable reads as 0, a NULL string (D) or ""
	 * (bt) */
	done = dt_as_label(cx->as);
	if (vp->v_type.t_kind == DT_TK_STRING && dt_cg_nullstr(cx)) {
		;
	} else if (isstr) {
		uint32_t have = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), have);
		dt_as_ld_map_value(cx->as, BPF_REG_0, cx->pp->p_strtab_fd, 0);
		dt_as_place(cx->as, have);
	} else {
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), done);
		dt_cg_load(cx, BPF_REG_0, BPF_REG_0, 0, &vp->v_type);
	}
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* store v (an integer, or a string address) into a dynamic variable whose
 * map key is at R2-ready location: self (tid) or array (keyoff) */
static void
dt_cg_dyn_store(dt_cgx_t *cx, const dt_var_t *vp, int v, uint32_t cap,
    int is_self, uint32_t keyoff)
{
	int isstr = vp->v_type.t_kind == DT_TK_STRING;
	uint32_t val = dt_cg_tmp(cx, vp->v_vsize);
	uint32_t del = dt_as_label(cx->as), done = dt_as_label(cx->as);
	int r;

	if (isstr) {
		/* 0 (s = 0) deletes the string, as it deletes an integer */
		if (!vp->v_bt)
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ,
			    dt_cg_vget(cx, v, BPF_REG_3), 0), del);
		dt_cg_strstore(cx, val, v, cap, vp->v_vsize);
	} else if (vp->v_type.t_kind == DT_TK_STACK ||
	    vp->v_type.t_kind == DT_TK_SOU ||
	    vp->v_type.t_kind == DT_TK_ARRAY) {
		/* a value kept in memory (a struct, union or array, a bt
		 * tuple of the variable's type, a stack...): its bytes (no
		 * more: a tuple may be another's last element); a struct
		 * given 0 is deleted */
		r = dt_cg_vget(cx, v, BPF_REG_3);
		if (vp->v_type.t_kind == DT_TK_SOU)
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), del);
		dt_cg_zero_dctx(cx, val, vp->v_vsize);
		r = dt_cg_vget(cx, v, BPF_REG_3);
		dt_cg_copy_to_dctx(cx, val, r, vp->v_type.t_size);
	} else {
		r = dt_cg_vget(cx, v, BPF_REG_3);
		if (!vp->v_bt)	/* a bt map keeps its zeroes */
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), del);
		dt_cg_st9(cx, BPF_DW, r, val);
	}
	if (is_self) {
		dt_cg_call(cx, BPF_FUNC_get_current_pid_tgid);
		EMIT(cx, I_MOV32_REG(BPF_REG_0, BPF_REG_0));
		EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, DT_STK_KEY2));
	}
	dt_as_ld_map(cx->as, BPF_REG_1, vp->v_map_fd);
	if (is_self) {
		EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY2));
	} else
		dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
	dt_cg_dctx_ptr(cx, BPF_REG_3, val);
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, BPF_ANY));
	dt_cg_call(cx, BPF_FUNC_map_update_elem);
	if (vp->v_bt)
		dt_cg_hcheck(cx, cx->btnode, "map_update_elem", 1);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), done);
	dt_cg_stat_inc(cx, DT_STAT_DYNDROPS);
	dt_as_jump(cx->as, I_JA(), done);
	/* assigning zero deletes the element */
	dt_as_place(cx->as, del);
	if (!vp->v_bt) {
		if (is_self) {
			dt_cg_call(cx, BPF_FUNC_get_current_pid_tgid);
			EMIT(cx, I_MOV32_REG(BPF_REG_0, BPF_REG_0));
			EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, DT_STK_KEY2));
		}
		dt_as_ld_map(cx->as, BPF_REG_1, vp->v_map_fd);
		if (is_self) {
			EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
			EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY2));
		} else
			dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
		dt_cg_call(cx, BPF_FUNC_map_delete_elem);
	}
	dt_as_place(cx->as, done);
}

/* bt's map element a (@m[k]): R1 its map, R2 its key's address */
void
dt_cg_btelem(dt_cgx_t *cx, dt_node_t *a)
{
	const dt_sinfo_t *ai = a->dn_sema;
	uint32_t keyoff;

	if (ai->si_agg != NULL) {	/* an aggregation's element */
		keyoff = dt_cg_keys(cx, a->dn_args, &ai->si_agg->a_keys);
		dt_as_ld_map(cx->as, BPF_REG_1, ai->si_agg->a_map_fd);
	} else {
		keyoff = dt_cg_keys(cx, a->dn_args, &ai->si_var->v_keys);
		dt_as_ld_map(cx->as, BPF_REG_1, ai->si_var->v_map_fd);
	}
	dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
}

/* bt's delete(@m[k]): the element goes */
int
dt_cg_btdelete(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t off = cx->tmp;

	(void)v;
	dt_cg_btelem(cx, call->dn_args);
	dt_cg_call(cx, BPF_FUNC_map_delete_elem);
	dt_cg_hcheck(cx, call, "map_delete_elem", 1);
	cx->tmp = off;
	return 0;
}

/* bt's has_key(@m[k]): 1 if the map has the element, else 0 */
int
dt_cg_bthaskey(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t off = cx->tmp, done = dt_as_label(cx->as);

	dt_cg_btelem(cx, call->dn_args);
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), done);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_place(cx->as, done);
	cx->tmp = off;
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

static int dt_cg_memaddr(dt_cgx_t *cx, dt_node_t *dnp, int v);

/*
 * Store v through the address in a (*p = v, p[i] = v, p->m = v): only
 * into the scratch memory the clause has allocated (alloca()), as DTrace
 * allows stores only there; elsewhere a fault at the address
 * (dt_cg_dctx_dest).  An integer, a pointer or a struct's bytes.
 */
static int
dt_cg_scratch_store(dt_cgx_t *cx, dt_node_t *lv, int a, int v)
{
	const dt_type_t *t = dt_node_type(lv);
	uint32_t n = t->t_size;

	dt_cg_dctx_dest(cx, a, n);
	if (dt_type_byaddr(t)) {
		int r = dt_cg_vget(cx, v, BPF_REG_3);

		if (r != BPF_REG_3)
			EMIT(cx, I_MOV64_REG(BPF_REG_3, r));
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	} else {
		dt_cg_vto(cx, BPF_REG_2, v);
		EMIT(cx, I_STX(dt_bpf_size(n), BPF_REG_1, BPF_REG_2, 0));
	}
	dt_cg_vfree(cx, a);
	return 0;
}

/*
 * Store v into the memory of a D variable lv names (v.m, v[i]; see
 * dt_sema_memassign): a string into a char array (as much of it as
 * fits, and its NUL), a bit-field's bits (the bytes holding them read,
 * changed and written back), or an integer or pointer.
 */
static int
dt_cg_dvar_store(dt_cgx_t *cx, dt_node_t *lv, int v)
{
	const dt_sinfo_t *si = lv->dn_sema;
	const dt_meminfo_t *m = &si->si_mem;
	int a = dt_cg_valloc(cx), r;
	uint32_t k, n;

	if (dt_cg_memaddr(cx, lv, a) != 0)
		return -1;
	if (!m->m_dvar)
		return dt_cg_scratch_store(cx, lv, a, v);
	if (m->m_strlen != 0 || dt_type_byaddr(&si->si_type)) {
		/* a string (and its NUL, within the array), or a copy of a
		 * struct or union (or a long double) */
		r = dt_cg_vget(cx, v, BPF_REG_3);
		if (r != BPF_REG_3)
			EMIT(cx, I_MOV64_REG(BPF_REG_3, r));
		dt_cg_vto(cx, BPF_REG_1, a);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(m->m_strlen != 0 ?
		    m->m_bytes : si->si_type.t_size)));
		dt_cg_call(cx, m->m_strlen != 0 ?
		    BPF_FUNC_probe_read_kernel_str : BPF_FUNC_probe_read_kernel);
	} else if (m->m_bits != 0) {
		uint64_t mask = (m->m_bits >= 64 ? ~0ULL :
		    (1ULL << m->m_bits) - 1) << m->m_bitoff;

		n = (m->m_bitoff + m->m_bits + 7) / 8;
		dt_cg_vto(cx, BPF_REG_1, a);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		for (k = 0; k < n; k++) {
			EMIT(cx, I_LDX(BPF_B, BPF_REG_4, BPF_REG_1, (int16_t)k));
			if (k > 0)
				EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_4,
				    (int32_t)(8 * k)));
			EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_3, BPF_REG_4));
		}
		dt_as_ld64(cx->as, BPF_REG_5, ~mask);
		EMIT(cx, I_ALU64_REG(BPF_AND, BPF_REG_3, BPF_REG_5));
		dt_cg_vto(cx, BPF_REG_2, v);
		if (m->m_bitoff != 0)
			EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_2,
			    (int32_t)m->m_bitoff));
		dt_as_ld64(cx->as, BPF_REG_5, mask);
		EMIT(cx, I_ALU64_REG(BPF_AND, BPF_REG_2, BPF_REG_5));
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_3, BPF_REG_2));
		for (k = 0; k < n; k++) {
			EMIT(cx, I_STX(BPF_B, BPF_REG_1, BPF_REG_3, (int16_t)k));
			EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_3, 8));
		}
	} else {
		dt_cg_vto(cx, BPF_REG_2, v);
		dt_cg_vto(cx, BPF_REG_1, a);
		EMIT(cx, I_STX(dt_bpf_size(si->si_type.t_size), BPF_REG_1,
		    BPF_REG_2, 0));
	}
	dt_cg_vfree(cx, a);
	return 0;
}

/* store v (of type st) into the variable an lvalue node names */
static int
dt_cg_var_store(dt_cgx_t *cx, dt_node_t *lv, int v, const dt_type_t *st)
{
	const dt_sinfo_t *si = lv->dn_sema;
	const dt_var_t *vp = si->si_var;
	int isstr;
	uint32_t off, keyoff;
	int r;

	if (si->si_kind == DT_SI_MEM)
		return dt_cg_dvar_store(cx, lv, v);
	isstr = vp->v_type.t_kind == DT_TK_STRING;

	switch (vp->v_kind) {
	case DT_VAR_GLOBAL:
	case DT_VAR_THIS:
		if (dt_type_byaddr(&vp->v_type)) {
			/* a copy of a struct or union (or a long double) */
			int g = vp->v_kind == DT_VAR_GLOBAL;

			r = dt_cg_vget(cx, v, BPF_REG_3);
			dt_cg_copy_to(cx, g, g ? vp->v_off : DT_DC_THIS +
			    vp->v_off, r, vp->v_type.t_size);
			return 0;
		}
		if (isstr) {
			/* through a temporary: the value may be the
			 * variable itself */
			int g = vp->v_kind == DT_VAR_GLOBAL;
			int nullable = DT_VAR_NULLABLE(vp,
			    cx->dtp->dt_lops->lo_flags);
			uint32_t tmp = dt_cg_tmp(cx, vp->v_vsize);
			uint32_t have = dt_as_label(cx->as);
			uint32_t done = dt_as_label(cx->as);

			if (nullable) {
				/* NULL: the flag set, the characters kept */
				dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE,
				    dt_cg_vget(cx, v, BPF_REG_0), 0), have);
				dt_cg_nullflag_set(cx, vp, 1);
				dt_as_jump(cx->as, I_JA(), done);
				dt_as_place(cx->as, have);
			}
			dt_cg_strstore(cx, tmp, v, st->t_size, vp->v_vsize);
			dt_cg_dctx_ptr(cx, BPF_REG_3, tmp);
			dt_cg_copy_to(cx, g, g ? vp->v_off : DT_DC_THIS +
			    vp->v_off, BPF_REG_3, vp->v_vsize);
			if (nullable) {
				dt_cg_nullflag_set(cx, vp, 0);
				dt_as_place(cx->as, done);
			}
			return 0;
		}
		r = dt_cg_vget(cx, v, BPF_REG_3);
		if (vp->v_kind == DT_VAR_THIS && vp->v_stk != 0) {
			/* the whole word, as the type makes it */
			if (r != BPF_REG_3)
				EMIT(cx, I_MOV64_REG(BPF_REG_3, r));
			dt_cg_typecast(cx, BPF_REG_3, &vp->v_type);
			EMIT(cx, I_STX(BPF_DW, BPF_REG_1, BPF_REG_3,
			    dt_cg_stkvar(cx, vp, BPF_REG_1)));
			return 0;
		}
		if (vp->v_kind == DT_VAR_GLOBAL)
			dt_cg_globals(cx, BPF_REG_1, vp->v_off);
		else
			dt_cg_dctx_ptr(cx, BPF_REG_1, DT_DC_THIS + vp->v_off);
		EMIT(cx, I_STX(dt_bpf_size(vp->v_type.t_size), BPF_REG_1, r, 0));
		return 0;
	case DT_VAR_SELF:
		dt_cg_dyn_store(cx, vp, v, st->t_size, 1, 0);
		return 0;
	case DT_VAR_ARRAY:
		off = cx->tmp;
		keyoff = dt_cg_keys(cx, lv->dn_args, &vp->v_keys);
		dt_cg_dyn_store(cx, vp, v, st->t_size, 0, keyoff);
		cx->tmp = off;
		return 0;
	}
	return 0;
}

/*
 * Expressions
 */
static void
dt_cg_setconst(dt_cgx_t *cx, int v, int64_t val)
{
	if (val >= INT32_MIN && val <= INT32_MAX)
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, (int32_t)val));
	else
		dt_as_ld64(cx->as, BPF_REG_0, (uint64_t)val);
	dt_cg_vset(cx, v, BPF_REG_0);
}

/*
 * reg = a mask of the bytes of the u64 in src (loaded from memory, so
 * little-endian) up to and including its first NUL, all ones if it has
 * none; clobbers tmp.  The first zero byte is the lowest one flagged by
 * (x - 0x01..01) & ~x & 0x80..80; a flag above it may be false, one
 * below never is.
 */
static void
dt_cg_nulmask(dt_cgx_t *cx, int reg, int src, int tmp)
{
	dt_as_ld64(cx->as, reg, 0x0101010101010101ULL);
	EMIT(cx, I_NEG64(reg));
	EMIT(cx, I_ALU64_REG(BPF_ADD, reg, src));
	EMIT(cx, I_ALU64_REG(BPF_OR, reg, src));
	EMIT(cx, I_ALU64_REG(BPF_XOR, reg, src));	/* & ~src */
	dt_as_ld64(cx->as, tmp, 0x8080808080808080ULL);
	EMIT(cx, I_ALU64_REG(BPF_AND, reg, tmp));
	EMIT(cx, I_MOV64_REG(tmp, reg));
	EMIT(cx, I_NEG64(tmp));
	EMIT(cx, I_ALU64_REG(BPF_AND, reg, tmp));	/* the lowest flag */
	EMIT(cx, I_ALU64_IMM(BPF_LSH, reg, 1));
	EMIT(cx, I_ALU64_IMM(BPF_SUB, reg, 1));
}

/*
 * String comparison: R0 = -1, 0 or 1 comparing the strings at a and b
 * up to the first NUL, within their common capacity: u64 words, the
 * bytes after a NUL masked off (whatever a buffer holds past its NUL
 * does not count), then byte order.
 */
static void
dt_cg_strcmp(dt_cgx_t *cx, int va, int vb, uint32_t cap)
{
	uint32_t loop = dt_as_label(cx->as), diff = dt_as_label(cx->as);
	uint32_t done = dt_as_label(cx->as), less = dt_as_label(cx->as);
	int ra = dt_cg_vget(cx, va, BPF_REG_1);

	if (ra != BPF_REG_1)
		EMIT(cx, I_MOV64_REG(BPF_REG_1, ra));
	dt_cg_vto(cx, BPF_REG_2, vb);
	/* a NULL string compares as "", as DTrace's comparison reads it */
	dt_cg_null2empty(cx, BPF_REG_1);
	dt_cg_null2empty(cx, BPF_REG_2);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_5, (int32_t)(cap / 8)));
	dt_as_place(cx->as, loop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_1, 0));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, 0));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_3, BPF_REG_4), diff);
	/* the same word: equal strings if it holds the NUL */
	dt_cg_nulmask(cx, BPF_REG_4, BPF_REG_3, BPF_REG_3);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_4, -1), done);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 8));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 8));
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_5, 1));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, 0), loop);
	dt_as_jump(cx->as, I_JA(), done);
	/* different words: compare them up to a's NUL (b's comes no later
	 * where they agree) */
	dt_as_place(cx->as, diff);
	dt_cg_nulmask(cx, BPF_REG_0, BPF_REG_3, BPF_REG_5);
	EMIT(cx, I_ALU64_REG(BPF_AND, BPF_REG_3, BPF_REG_0));
	EMIT(cx, I_ALU64_REG(BPF_AND, BPF_REG_4, BPF_REG_0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_3, BPF_REG_4), done);
	EMIT(cx, I_BSWAP_BE(BPF_REG_3, 64));
	EMIT(cx, I_BSWAP_BE(BPF_REG_4, 64));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JLT, BPF_REG_3, BPF_REG_4), less);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, less);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, -1));
	dt_as_place(cx->as, done);
}

/* R0 = 0 if the n bytes at a and b (values in the program's memory) are
 * the same, else 1 */
static void
dt_cg_memeq(dt_cgx_t *cx, int va, int vb, uint32_t n)
{
	uint32_t diff = dt_as_label(cx->as), done = dt_as_label(cx->as);
	uint32_t off, k;
	int ra = dt_cg_vget(cx, va, BPF_REG_1);

	if (ra != BPF_REG_1)
		EMIT(cx, I_MOV64_REG(BPF_REG_1, ra));
	dt_cg_vto(cx, BPF_REG_2, vb);
	for (off = 0; off < n; off += k) {
		k = n - off >= 8 ? 8 : n - off >= 4 ? 4 : n - off >= 2 ? 2 : 1;
		EMIT(cx, I_LDX(dt_bpf_size(k), BPF_REG_3, BPF_REG_1,
		    (int16_t)off));
		EMIT(cx, I_LDX(dt_bpf_size(k), BPF_REG_4, BPF_REG_2,
		    (int16_t)off));
		dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_3, BPF_REG_4),
		    diff);
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, diff);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_place(cx->as, done);
}

static int
dt_cg_jmpop(dt_op_t op, int sign)
{
	switch (op) {
	case DT_OP_EQ: return BPF_JEQ;
	case DT_OP_NE: return BPF_JNE;
	case DT_OP_LT: return sign ? BPF_JSLT : BPF_JLT;
	case DT_OP_LE: return sign ? BPF_JSLE : BPF_JLE;
	case DT_OP_GT: return sign ? BPF_JSGT : BPF_JGT;
	default: return sign ? BPF_JSGE : BPF_JGE;
	}
}

static int
dt_cg_compare(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	const dt_type_t *lt = dt_node_type(l), *rt = dt_node_type(r);
	uint32_t yes = dt_as_label(cx->as), done = dt_as_label(cx->as);
	int w, ra, rb, sign;

	/* the left operand first, so that nesting holds one register a level */
	if (dt_cg_expr(cx, l, v) != 0)
		return -1;
	w = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, r, w) != 0)
		return -1;
	if ((lt->t_kind == DT_TK_STRING) != (rt->t_kind == DT_TK_STRING)) {
		/* a string and NULL, which compares as "" (as DTrace's
		 * string comparison reads a NULL string): R0 = the sign of
		 * the left one against the right one */
		uint32_t empty = dt_as_label(cx->as);

		dt_cg_vto(cx, BPF_REG_1, lt->t_kind == DT_TK_STRING ? v : w);
		dt_cg_null2empty(cx, BPF_REG_1);
		EMIT(cx, I_LDX(BPF_B, BPF_REG_0, BPF_REG_1, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), empty);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0,
		    lt->t_kind == DT_TK_STRING ? 1 : -1));
		dt_as_place(cx->as, empty);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
		ra = BPF_REG_0;
		rb = BPF_REG_1;
		sign = 1;
	} else if (lt->t_kind == DT_TK_STRING) {
		uint32_t cap = lt->t_size < rt->t_size ? lt->t_size : rt->t_size;

		dt_cg_strcmp(cx, v, w, cap);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
		ra = BPF_REG_0;
		rb = BPF_REG_1;
		sign = 1;
	} else if ((cx->dtp->dt_lops->lo_flags & DT_LF_AGGVALUES) &&
	    dt_type_byaddr(lt) && dt_type_byaddr(rt)) {
		dt_cg_memeq(cx, v, w, lt->t_size < rt->t_size ? lt->t_size :
		    rt->t_size);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
		ra = BPF_REG_0;
		rb = BPF_REG_1;
		sign = 0;
	} else {
		ra = dt_cg_vget(cx, v, BPF_REG_1);
		rb = dt_cg_vget(cx, w, BPF_REG_2);
		sign = lt->t_signed && rt->t_signed;
	}
	dt_cg_vfree(cx, w);
	dt_as_jump(cx->as, I_JMP_REG(dt_cg_jmpop(dnp->dn_op, sign), ra, rb), yes);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, yes);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* && || ^^ */
static int
dt_cg_logical(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	uint32_t out = dt_as_label(cx->as), done = dt_as_label(cx->as);
	dt_op_t op = dnp->dn_op;
	int r, w;

	if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_0);
	if (op == DT_OP_LXOR) {
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, dnp->dn_right, w) != 0)
			return -1;
		r = dt_cg_vget(cx, v, BPF_REG_1);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), out);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 1));
		dt_as_place(cx->as, out);
		r = dt_cg_vget(cx, w, BPF_REG_2);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), done);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 1));
		dt_as_place(cx->as, done);
		EMIT(cx, I_ALU64_REG(BPF_XOR, BPF_REG_3, BPF_REG_4));
		dt_cg_vset(cx, v, BPF_REG_3);
		dt_cg_vfree(cx, w);
		return 0;
	}
	/* short circuit: && stops on 0, || on non-zero */
	dt_as_jump(cx->as, I_JMP_IMM(op == DT_OP_LAND ? BPF_JEQ : BPF_JNE, r, 0),
	    out);
	if (dt_cg_expr(cx, dnp->dn_right, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_0);
	dt_as_jump(cx->as, I_JMP_IMM(op == DT_OP_LAND ? BPF_JEQ : BPF_JNE, r, 0),
	    out);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, op == DT_OP_LAND));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, out);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, op != DT_OP_LAND));
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

static const struct {
	dt_op_t op, base;
} dt_cg_compound[] = {
	{ DT_OP_ADD_EQ, DT_OP_ADD }, { DT_OP_SUB_EQ, DT_OP_SUB },
	{ DT_OP_MUL_EQ, DT_OP_MUL }, { DT_OP_DIV_EQ, DT_OP_DIV },
	{ DT_OP_MOD_EQ, DT_OP_MOD }, { DT_OP_AND_EQ, DT_OP_BAND },
	{ DT_OP_OR_EQ, DT_OP_BOR }, { DT_OP_XOR_EQ, DT_OP_XOR },
	{ DT_OP_LSH_EQ, DT_OP_LSH }, { DT_OP_RSH_EQ, DT_OP_RSH },
};

/* R1 = R1 s/ R2 (R1 s% R2 with mod), R2 not 0: the cpu v4 instruction,
 * else the unsigned one on the magnitudes, negated when the quotient's
 * (the remainder's: the dividend's) sign is negative; R2 to R3 changed */
static void
dt_cg_sdiv(dt_cgx_t *cx, int mod)
{
	uint32_t pos1, pos2, keep;

	if (dt_as_cpu_v4()) {
		EMIT(cx, mod ? I_SMOD64_REG(BPF_REG_1, BPF_REG_2) :
		    I_SDIV64_REG(BPF_REG_1, BPF_REG_2));
		return;
	}
	pos1 = dt_as_label(cx->as);
	pos2 = dt_as_label(cx->as);
	keep = dt_as_label(cx->as);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_1));
	if (!mod)
		EMIT(cx, I_ALU64_REG(BPF_XOR, BPF_REG_3, BPF_REG_2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0), pos1);
	EMIT(cx, I_NEG64(BPF_REG_1));
	dt_as_place(cx->as, pos1);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_2, 0), pos2);
	EMIT(cx, I_NEG64(BPF_REG_2));
	dt_as_place(cx->as, pos2);
	EMIT(cx, I_ALU64_REG(mod ? BPF_MOD : BPF_DIV, BPF_REG_1, BPF_REG_2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_3, 0), keep);
	EMIT(cx, I_NEG64(BPF_REG_1));
	dt_as_place(cx->as, keep);
}

/* R1 = R1 op R2 for an arithmetic operator, with divide-by-zero checks */
static void
dt_cg_arith(dt_cgx_t *cx, dt_op_t op, int sign)
{
	static const struct { dt_op_t op; int bpf; } ops[] = {
		{ DT_OP_ADD, BPF_ADD }, { DT_OP_SUB, BPF_SUB },
		{ DT_OP_MUL, BPF_MUL }, { DT_OP_BAND, BPF_AND },
		{ DT_OP_BOR, BPF_OR }, { DT_OP_XOR, BPF_XOR },
		{ DT_OP_LSH, BPF_LSH },
	};
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		if (ops[i].op == op) {
			EMIT(cx, I_ALU64_REG(ops[i].bpf, BPF_REG_1, BPF_REG_2));
			return;
		}
	}
	if (op == DT_OP_RSH) {
		EMIT(cx, I_ALU64_REG(sign && !(cx->dtp->dt_lops->lo_flags &
		    DT_LF_RSH_LOGICAL) ? BPF_ARSH : BPF_RSH, BPF_REG_1,
		    BPF_REG_2));
		return;
	}
	if (cx->dtp->dt_lops->lo_flags & DT_LF_DIV_UNSIGNED) {
		/* bpftrace divides unsigned, and by zero to 0 */
		uint32_t ok = dt_as_label(cx->as), done = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_2, 0), ok);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, ok);
		EMIT(cx, I_ALU64_REG(op == DT_OP_DIV ? BPF_DIV : BPF_MOD,
		    BPF_REG_1, BPF_REG_2));
		dt_as_place(cx->as, done);
		return;
	}
	/* DIV, MOD */
	{
		uint32_t ok = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_2, 0), ok);
		dt_cg_fault(cx, DT_FAULT_DIVZERO);
		dt_as_place(cx->as, ok);
	}
	if (sign)
		dt_cg_sdiv(cx, op != DT_OP_DIV);
	else
		EMIT(cx, I_ALU64_REG(op == DT_OP_DIV ? BPF_DIV : BPF_MOD,
		    BPF_REG_1, BPF_REG_2));
}

static void dt_cg_kstr(dt_cgx_t *cx, int v, uint32_t size, int user);

/* a string moved by an integer (s + i): its address alone (addr), or
 * the string there */
static int
dt_is_strmove(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_OP2 && (dnp->dn_op == DT_OP_ADD ||
	    dnp->dn_op == DT_OP_SUB) && dt_node_type(dnp)->t_kind ==
	    DT_TK_STRING;
}

static int
dt_cg_binary1(dt_cgx_t *cx, dt_node_t *dnp, int v, int addr);

static int
dt_cg_binary(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	return dt_cg_binary1(cx, dnp, v, 0);
}

static int
dt_cg_binary1(dt_cgx_t *cx, dt_node_t *dnp, int v, int addr)
{
	const dt_sinfo_t *si = dnp->dn_sema;
	uint32_t scale = si->si_mem.m_scale;
	int lp = dt_node_type(dnp->dn_left)->t_kind == DT_TK_PTR;
	int rp = dt_node_type(dnp->dn_right)->t_kind == DT_TK_PTR;
	int w;

	if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	w = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, dnp->dn_right, w) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_2, w);
	dt_cg_vto(cx, BPF_REG_1, v);
	/* pointer arithmetic: the integer counts in the pointed-to size */
	if (scale > 1 && !(lp && rp))
		EMIT(cx, I_ALU64_IMM(BPF_MUL, lp ? BPF_REG_2 : BPF_REG_1,
		    (int32_t)scale));
	dt_cg_arith(cx, dnp->dn_op, dt_node_type(dnp)->t_signed);
	if (scale > 1 && lp && rp) {
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)scale));
		dt_cg_sdiv(cx, 0);
	}
	dt_cg_vset(cx, v, BPF_REG_1);
	dt_cg_vfree(cx, w);
	/* a string moved by an integer: the string there */
	if (si->si_type.t_kind == DT_TK_STRING && !addr)
		dt_cg_kstr(cx, v, si->si_type.t_size, 0);
	return 0;
}

/*
 * Write e, a value kept in memory (a stack, bt's buf(), ntop() ...), to
 * the dctx slot of size bytes at off: straight from the function that
 * makes it, or copied from where it is; v is then the slot's address
 */
int
dt_cg_memstore(dt_cgx_t *cx, dt_node_t *e, uint32_t off, uint32_t size,
    int v)
{
	const dt_sinfo_t *si = e->dn_sema;
	int r;

	if (e->dn_kind == DT_NODE_CALL && si->si_fn != NULL &&
	    si->si_fn->fn_store != NULL) {
		if (si->si_fn->fn_store(cx, e, off, size) != 0)
			return -1;
	} else {
		if (dt_cg_expr(cx, e, v) != 0)
			return -1;
		r = dt_cg_vget(cx, v, BPF_REG_3);
		dt_cg_copy_to_dctx(cx, off, r, size);
	}
	dt_cg_dctx_ptr(cx, BPF_REG_0, off);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

static int
dt_cg_assign(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	dt_node_t *l = dnp->dn_left;
	const dt_type_t *lt = dt_node_type(l);
	const dt_sinfo_t *li = l->dn_sema;
	size_t i;
	int r;

	if (dt_bttuple_is(lt) && dnp->dn_op == DT_OP_ASGN) {
		/* a bt tuple: made of the variable's type, then copied */
		if (dt_cg_expr(cx, dnp->dn_right, v) != 0 ||
		    cx->dtp->dt_lops->lo_cg->cl_tupleconv(cx, v,
		    dt_node_type(dnp->dn_right), lt) != 0)
			return -1;
		if (li->si_kind == DT_SI_VAR &&
		    li->si_var->v_kind == DT_VAR_THIS) {
			/* through a temporary: the value may be in the
			 * variable itself ($t = $t.1) */
			uint32_t tmp = dt_cg_tmp(cx, lt->t_size);

			r = dt_cg_vget(cx, v, BPF_REG_3);
			dt_cg_copy_to_dctx(cx, tmp, r, lt->t_size);
			dt_cg_zero_dctx(cx, DT_DC_THIS + li->si_var->v_off,
			    li->si_var->v_vsize);
			dt_cg_dctx_ptr(cx, BPF_REG_3, tmp);
			dt_cg_copy_to_dctx(cx, DT_DC_THIS + li->si_var->v_off,
			    BPF_REG_3, lt->t_size);
			dt_cg_dctx_ptr(cx, BPF_REG_0, DT_DC_THIS +
			    li->si_var->v_off);
			dt_cg_vset(cx, v, BPF_REG_0);
			return 0;
		}
		return dt_cg_var_store(cx, l, v, lt);
	}
	if (lt->t_kind == DT_TK_STACK) {
		/* kept in memory: in a clause-local (bt's $b = buf()), or
		 * through a temporary in a bt map (@s[tid] = kstack) */
		if (dnp->dn_op != DT_OP_ASGN || li->si_kind != DT_SI_VAR ||
		    (li->si_var->v_kind != DT_VAR_THIS &&
		    li->si_var->v_kind != DT_VAR_ARRAY))
			return dt_cg_dnerror(cx, dnp, D_OP_INCOMPAT,
			    "a value of type %s can only "
			    "be assigned to a variable or a map", lt->t_name);
		if (li->si_var->v_kind == DT_VAR_THIS)
			return dt_cg_memstore(cx, dnp->dn_right, DT_DC_THIS +
			    li->si_var->v_off, li->si_var->v_vsize, v);
		if (dt_cg_memstore(cx, dnp->dn_right, dt_cg_tmp(cx,
		    lt->t_size), lt->t_size, v) != 0)
			return -1;
		return dt_cg_var_store(cx, l, v, lt);
	}
	if ((dnp->dn_flags & DT_NF_STRCLEAR) &&
	    (li->si_var->v_kind == DT_VAR_GLOBAL ||
	    li->si_var->v_kind == DT_VAR_THIS)) {
		/* s = 0: the empty string (a dynamic one is deleted by
		 * storing 0, dt_cg_dyn_store) */
		if (DT_VAR_NULLABLE(li->si_var, cx->dtp->dt_lops->lo_flags))
			dt_cg_nullflag_set(cx, li->si_var, 1);
		else if (li->si_var->v_kind == DT_VAR_GLOBAL) {
			dt_cg_globals(cx, BPF_REG_1, li->si_var->v_off);
			EMIT(cx, I_ST(BPF_B, BPF_REG_1, 0, 0));
		} else
			dt_cg_sti9(cx, BPF_B, DT_DC_THIS + li->si_var->v_off, 0);
		return dt_cg_expr(cx, dnp->dn_right, v);
	}
	if (dnp->dn_flags & DT_NF_BTNOSTORE) {
		/* bt: a value wider than the scratch variable is not stored
		 * (dt_sema_assign); the variable is what it was */
		if (dt_cg_expr(cx, dnp->dn_right, v) != 0)
			return -1;
		return dt_cg_expr(cx, l, v);
	}
	if (dnp->dn_op == DT_OP_ASGN) {
		if (dt_cg_expr(cx, dnp->dn_right, v) != 0)
			return -1;
	} else {
		int w;

		if (dt_cg_expr(cx, l, v) != 0)
			return -1;
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, dnp->dn_right, w) != 0)
			return -1;
		dt_cg_vto(cx, BPF_REG_2, w);
		dt_cg_vto(cx, BPF_REG_1, v);
		/* p += i, p -= i: i counts in what p points to */
		if (((const dt_sinfo_t *)dnp->dn_sema)->si_mem.m_scale > 1)
			EMIT(cx, I_ALU64_IMM(BPF_MUL, BPF_REG_2, (int32_t)
			    ((const dt_sinfo_t *)dnp->dn_sema)->si_mem.m_scale));
		for (i = 0; i < sizeof(dt_cg_compound) / sizeof(dt_cg_compound[0]); i++)
			if (dt_cg_compound[i].op == dnp->dn_op)
				dt_cg_arith(cx, dt_cg_compound[i].base,
				    lt->t_signed);
		dt_cg_vset(cx, v, BPF_REG_1);
		dt_cg_vfree(cx, w);
	}
	if (lt->t_kind == DT_TK_INT) {
		dt_cg_vto(cx, BPF_REG_1, v);
		dt_cg_typecast(cx, BPF_REG_1, lt);
		dt_cg_vset(cx, v, BPF_REG_1);
	}
	cx->btnode = dnp;
	return dt_cg_var_store(cx, l, v, dt_node_type(dnp->dn_right));
}

static int
dt_cg_incdec(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	dt_node_t *l = dnp->dn_left;
	dt_op_t op = dnp->dn_op;
	int post = op == DT_OP_POSTINC || op == DT_OP_POSTDEC;
	int inc = op == DT_OP_PREINC || op == DT_OP_POSTINC;
	int w = dt_cg_valloc(cx), r;

	cx->btlookup = dnp;	/* bpftrace's place of the read: "@x++" */
	r = dt_cg_expr(cx, l, v);
	cx->btlookup = NULL;
	if (r != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	/* (a pointer by the size of what it points to: dt_sema_op1) */
	EMIT(cx, I_ALU64_IMM(inc ? BPF_ADD : BPF_SUB, BPF_REG_1,
	    dt_node_type(l)->t_kind == DT_TK_PTR ? (int32_t)((const
	    dt_sinfo_t *)dnp->dn_sema)->si_mem.m_scale : 1));
	dt_cg_typecast(cx, BPF_REG_1, dt_node_type(l));
	dt_cg_vset(cx, w, BPF_REG_1);
	cx->btnode = dnp;
	if (dt_cg_var_store(cx, l, w, dt_node_type(l)) != 0)
		return -1;
	if (!post) {
		r = dt_cg_vget(cx, w, BPF_REG_1);
		dt_cg_vset(cx, v, r);
	}
	dt_cg_vfree(cx, w);
	return 0;
}

/*
 * Memory: e->m, e.m, e[i], *e (DT_SI_MEM) and &e
 */

/* v = the address of the object a DT_SI_MEM node reads */
static int
dt_cg_memaddr(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_sinfo_t *si = dnp->dn_sema;
	const dt_node_t *l = dnp->dn_left;
	const dt_sinfo_t *li = l->dn_sema;
	int w;

	/* a member or element of an aggregate in memory: within it, the
	 * aggregate not copied (dt_cg_memload) */
	if (li != NULL && li->si_kind == DT_SI_MEM &&
	    li->si_mem.m_strlen == 0 && dt_type_byaddr(&li->si_type)) {
		if (dt_cg_memaddr(cx, dnp->dn_left, v) != 0)
			return -1;
	} else if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	if (dnp->dn_kind == DT_NODE_OP2 && dnp->dn_op == DT_OP_INDEX) {
		dt_cg_vset(cx, v, BPF_REG_1);
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, dnp->dn_right, w) != 0)
			return -1;
		dt_cg_vto(cx, BPF_REG_2, w);
		if (si->si_mem.m_dvar && si->si_mem.m_nelems > 0) {
			/* an element of a D variable's array: within it, or
			 * a fault at the address it would have */
			uint32_t ok = dt_as_label(cx->as);

			dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_2,
			    (int32_t)si->si_mem.m_nelems), ok);
			/* (the base read back from memory is a number the
			 * verifier lets the index move) */
			EMIT(cx, I_ALU64_IMM(BPF_MUL, BPF_REG_2,
			    (int32_t)si->si_mem.m_scale));
			dt_cg_vto(cx, BPF_REG_1, v);
			EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
			    DT_DC_FAULT + 8));
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9,
			    DT_DC_FAULT + 8));
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
			EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
			    DT_DC_FAULT + 8));
			dt_cg_fault(cx, DT_FAULT_BADADDR);
			dt_as_place(cx->as, ok);
			dt_cg_vto(cx, BPF_REG_2, w);
		}
		if (si->si_mem.m_scale != 1)
			EMIT(cx, I_ALU64_IMM(BPF_MUL, BPF_REG_2,
			    (int32_t)si->si_mem.m_scale));
		dt_cg_vto(cx, BPF_REG_1, v);
		EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
		dt_cg_vfree(cx, w);
	}
	if (si->si_mem.m_off != 0)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)si->si_mem.m_off));
	dt_cg_vset(cx, v, BPF_REG_1);
	return 0;
}

/* jump to the fault path if R0 (a read helper's result) is negative,
 * with the address in v */
void
dt_cg_readcheck(dt_cgx_t *cx, int v)
{
	uint32_t ok = dt_as_label(cx->as);
	int r;

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0, 0), ok);
	r = dt_cg_vget(cx, v, BPF_REG_1);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, r, DT_DC_FAULT + 8));
	dt_cg_fault(cx, DT_FAULT_BADADDR);
	dt_as_place(cx->as, ok);
}

/* bpf_find_vma()'s callback, called with the mapping found: nothing to
 * do there */
static void
dt_cg_vma_found(dt_cgx_t *cx)
{
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

void
dt_cg_ureadcheck(dt_cgx_t *cx, int v)
{
	uint32_t ok = dt_as_label(cx->as), bad = dt_as_label(cx->as);
	int r;

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_0, 0), ok);
	/* an address in one of the process's mappings */
	dt_cg_call(cx, BPF_FUNC_get_current_task_btf);
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
	dt_cg_vto(cx, BPF_REG_2, v);
	dt_as_ld_func(cx->as, BPF_REG_3, dt_cg_subprog(cx, dt_cg_vma_found));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_5, 0));
	dt_cg_call(cx, BPF_FUNC_find_vma);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), bad);
	dt_cg_stat_inc(cx, DT_STAT_UNPAGED);
	dt_as_jump(cx->as, I_JA(), ok);
	dt_as_place(cx->as, bad);
	r = dt_cg_vget(cx, v, BPF_REG_1);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, r, DT_DC_FAULT + 8));
	dt_cg_fault(cx, DT_FAULT_BADADDR);
	dt_as_place(cx->as, ok);
}

void
dt_cg_kword(dt_cgx_t *cx, int v, uint32_t off, uint32_t size)
{
	uint32_t tmp = dt_cg_tmp(cx, 8);

	dt_cg_zero_dctx(cx, tmp, 8);
	dt_cg_vto(cx, BPF_REG_3, v);
	if (off != 0)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_readcheck(cx, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
}

/*
 * v = the address of the aggregate (struct, union, array) at address v
 * (dnp's): the address itself in D; where aggregates are values
 * (DT_LF_AGGVALUES: bt), a copy of its bytes in scratch memory, read as
 * the language reads its scalars (from user memory as well), zeroes if
 * unreadable
 */
static int
dt_cg_memcopy(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_cglang_t *cl = cx->dtp->dt_lops->lo_cg;
	const dt_type_t *t = dt_node_type(dnp);
	uint32_t tmp;

	if (!(cx->dtp->dt_lops->lo_flags & DT_LF_AGGVALUES) || cl == NULL ||
	    cl->cl_read == NULL || dnp->dn_left == NULL)
		return 0;
	tmp = dt_cg_tmp(cx, t->t_size);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)t->t_size));
	cl->cl_read(cx, dnp, dnp->dn_left, 0, BPF_FUNC_probe_read,
	    dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_OP_DEREF ? 0 : -1);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* v = the value of a DT_SI_MEM node: a scalar read from kernel memory,
 * a string copied from a char array, or the address of an aggregate */
static int
dt_cg_memload(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_sinfo_t *si = dnp->dn_sema;
	const dt_meminfo_t *m = &si->si_mem;
	const dt_type_t *t = &si->si_type;
	uint32_t tmp, n;

	if (dt_cg_memaddr(cx, dnp, v) != 0)
		return -1;
	if (m->m_strlen == 0 && dt_type_byaddr(t))
		return dt_cg_memcopy(cx, dnp, v);
	n = m->m_strlen != 0 ? m->m_strlen : m->m_bits != 0 ?
	    (m->m_bitoff + m->m_bits + 7) / 8 : t->t_size;
	tmp = dt_cg_tmp(cx, m->m_strlen != 0 ? t->t_size : 8);
	if (m->m_strlen != 0 || m->m_bits != 0)
		dt_cg_zero_dctx(cx, tmp, m->m_strlen != 0 ? t->t_size : 8);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	if (cx->dtp->dt_lops->lo_cg != NULL &&
	    cx->dtp->dt_lops->lo_cg->cl_read != NULL) {
		/* the language's own read (bt: user memory as well, and
		 * what it cannot read is zeroes: the helper zeroes the
		 * copy) */
		cx->dtp->dt_lops->lo_cg->cl_read(cx, dnp, dnp->dn_left,
		    m->m_strlen != 0, m->m_strlen != 0 ?
		    BPF_FUNC_probe_read_str : BPF_FUNC_probe_read,
		    dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_OP_DEREF ?
		    0 : -1);
	} else {
		dt_cg_call(cx, m->m_strlen != 0 ?
		    BPF_FUNC_probe_read_kernel_str :
		    BPF_FUNC_probe_read_kernel);
		dt_cg_readcheck(cx, v);
	}
	if (m->m_strlen != 0) {
		dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	} else if (m->m_bits != 0) {
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
		EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_0,
		    (int32_t)(64 - m->m_bitoff - m->m_bits)));
		EMIT(cx, I_ALU64_IMM(t->t_signed ? BPF_ARSH : BPF_RSH,
		    BPF_REG_0, (int32_t)(64 - m->m_bits)));
	} else if (tmp <= INT16_MAX) {
		dt_cg_load(cx, BPF_REG_0, BPF_REG_9, (int16_t)tmp, t);
	} else {
		dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
		dt_cg_load(cx, BPF_REG_0, BPF_REG_0, 0, t);
	}
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* v = a zero-padded copy of the kernel (user) string at address v, of at
 * most size bytes */
static void
dt_cg_kstr(dt_cgx_t *cx, int v, uint32_t size, int user)
{
	uint32_t tmp = dt_cg_tmp(cx, size);

	dt_cg_strread(cx, tmp, v, size, size, user ?
	    BPF_FUNC_probe_read_user_str : BPF_FUNC_probe_read_kernel_str);
	/* a bad address faults here, as it does where DTrace reads the
	 * string */
	if (user)
		dt_cg_ureadcheck(cx, v);
	else
		dt_cg_readcheck(cx, v);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
}

static int
dt_cg_unary(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	dt_op_t op = dnp->dn_op;
	uint32_t one, done;

	switch (op) {
	case DT_OP_PREINC: case DT_OP_PREDEC:
	case DT_OP_POSTINC: case DT_OP_POSTDEC:
		return dt_cg_incdec(cx, dnp, v);
	case DT_OP_DEREF:
		return dt_cg_memload(cx, dnp, v);
	case DT_OP_ADDROF:
		return dt_cg_memaddr(cx, dnp->dn_left, v);
	default:
		break;
	}
	if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	if (op == DT_OP_STRINGOF) {
		if (dt_node_type(dnp->dn_left)->t_kind != DT_TK_STRING)
			dt_cg_kstr(cx, v, dt_node_type(dnp)->t_size, 0);
		return 0;
	}
	dt_cg_vto(cx, BPF_REG_1, v);
	switch (op) {
	case DT_OP_NEG:
		EMIT(cx, I_NEG64(BPF_REG_1));
		break;
	case DT_OP_BNEG:
		EMIT(cx, I_ALU64_IMM(BPF_XOR, BPF_REG_1, -1));
		break;
	case DT_OP_LNEG:
		one = dt_as_label(cx->as);
		done = dt_as_label(cx->as);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), one);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, one);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 1));
		dt_as_place(cx->as, done);
		break;
	default:
		break;
	}
	dt_cg_vset(cx, v, BPF_REG_1);
	return 0;
}

/*
 * xlate <T> (e) as a whole (dt_decl_xlate_whole): a zeroed T in a
 * temporary, each member the translator defines stored into it (a char
 * array given a string as much of it as fits); v = its address
 */
static int
dt_cg_xlate(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_type_t *t = dt_node_type(dnp);
	uint32_t tmp = dt_cg_tmp(cx, t->t_size);
	dt_node_t *m;
	dt_member_t mi;

	dt_cg_zero_dctx(cx, tmp, ROUND8(t->t_size));
	for (m = dnp->dn_args; m != NULL && !cx->err; m = m->dn_next) {
		const dt_type_t *vt = dt_node_type(m->dn_left);
		uint32_t save = cx->tmp;
		int w = dt_cg_valloc(cx);

		if (dt_type_member(cx->dtp, t, m->dn_string, &mi) != 0)
			return dt_cg_dnerror(cx, dnp, D_UNKNOWN, "%s is not a "
			    "member of %s", m->dn_string, t->t_name);
		if (dt_cg_expr(cx, m->dn_left, w) != 0)
			return -1;
		if (vt->t_kind == DT_TK_STRING &&
		    mi.m_type.t_kind == DT_TK_ARRAY) {
			/* through a temporary: the array's bytes only */
			uint32_t n = mi.m_type.t_size, s = dt_cg_tmp(cx, n);

			dt_cg_strstore(cx, s, w, vt->t_size, n);
			dt_cg_dctx_ptr(cx, BPF_REG_3, s);
			dt_cg_copy_to_dctx(cx, tmp + mi.m_off, BPF_REG_3, n);
		} else {
			dt_cg_vto(cx, BPF_REG_3, w);
			dt_cg_st9(cx, dt_bpf_size(mi.m_type.t_size), BPF_REG_3,
			    tmp + mi.m_off);
		}
		dt_cg_vfree(cx, w);
		cx->tmp = save;
	}
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

static int
dt_cg_ternary(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	uint32_t no = dt_as_label(cx->as), done = dt_as_label(cx->as);
	int r;

	if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_0);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), no);
	if (dt_cg_expr(cx, dnp->dn_right, v) != 0)
		return -1;
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, no);
	if (dt_cg_expr(cx, dnp->dn_third, v) != 0)
		return -1;
	dt_as_place(cx->as, done);
	return 0;
}

static int
dt_cg_ident(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_sinfo_t *si = dnp->dn_sema;
	int r;

	switch (si->si_kind) {
	case DT_SI_BUILTIN:
		si->si_bi->bi_cg(cx, BPF_REG_0);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	case DT_SI_VAR:
		return dt_cg_var_load(cx, dnp, si->si_var, v);
	case DT_SI_ARG:
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, DCTX_ARGS + 8 * si->si_int);
		dt_cg_typecast(cx, BPF_REG_0, &si->si_type);
		dt_cg_vset(cx, v, BPF_REG_0);
		/* a string argument is the address of a kernel (or, as the
		 * provider says, user) string */
		if (si->si_type.t_kind == DT_TK_STRING)
			dt_cg_kstr(cx, v, si->si_type.t_size,
			    (cx->sp->s_probes[0]->pr_ustr >> si->si_int) & 1);
		return 0;
	default:
		r = 0;
		break;
	}
	return r;
}

int
dt_cg_expr(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_sinfo_t *si = dnp->dn_sema;

	if (cx->err)
		return -1;
	cx->as->as_line = (uint32_t)dnp->dn_line;
	if (si->si_const && si->si_type.t_kind == DT_TK_INT) {
		dt_cg_setconst(cx, v, si->si_int);
		return 0;
	}
	switch (dnp->dn_kind) {
	case DT_NODE_STRING:
	case DT_NODE_MACRO:
		dt_as_ld_map_value(cx->as, BPF_REG_0, cx->pp->p_strtab_fd,
		    cx->pp->p_strs_base + (uint32_t)si->si_str * cx->pp->p_strslot);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	case DT_NODE_IDENT: case DT_NODE_SELF: case DT_NODE_THIS:
	case DT_NODE_ARRAY:
		return dt_cg_ident(cx, dnp, v);
	case DT_NODE_OP1:
		return dt_cg_unary(cx, dnp, v);
	case DT_NODE_OP2:
		if (dnp->dn_op >= DT_OP_ASGN && dnp->dn_op <= DT_OP_RSH_EQ)
			return dt_cg_assign(cx, dnp, v);
		if (dnp->dn_op >= DT_OP_LT && dnp->dn_op <= DT_OP_NE)
			return dt_cg_compare(cx, dnp, v);
		if (dnp->dn_op >= DT_OP_LAND && dnp->dn_op <= DT_OP_LXOR)
			return dt_cg_logical(cx, dnp, v);
		if (dnp->dn_op == DT_OP_COMMA)
			return dt_cg_expr(cx, dnp->dn_left, v) ||
			    dt_cg_expr(cx, dnp->dn_right, v);
		if (dnp->dn_op == DT_OP_DOT &&
		    dt_bttuple_is(dt_node_type(dnp->dn_left)))
			return cx->dtp->dt_lops->lo_cg->cl_tupidx(cx, dnp,
			    v);
		if (dnp->dn_op == DT_OP_DOT || dnp->dn_op == DT_OP_ARROW ||
		    dnp->dn_op == DT_OP_INDEX)
			return dt_cg_memload(cx, dnp, v);
		return dt_cg_binary(cx, dnp, v);
	case DT_NODE_OP3:
		return dt_cg_ternary(cx, dnp, v);
	case DT_NODE_CAST: {
		const dt_type_t *from = dt_node_type(dnp->dn_left);

		/* the address of s + i is s's moved (no copy of it) */
		if (from->t_kind == DT_TK_STRING &&
		    si->si_type.t_kind == DT_TK_PTR &&
		    dt_is_strmove(dnp->dn_left))
			return dt_cg_binary1(cx, dnp->dn_left, v, 1);
		if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
			return -1;
		if (si->si_type.t_kind == DT_TK_STRING) {
			/* (string)p: the string at p, as stringof(p); a
			 * string or NULL (dt_sema_strarg) as it is */
			if (from->t_kind == DT_TK_PTR)
				dt_cg_kstr(cx, v, si->si_type.t_size, 0);
			return 0;
		}
		if (from->t_kind == DT_TK_STRING) {
			/* a string's address as a char *: a number, which
			 * pointer arithmetic may move anywhere (read back
			 * from memory, the verifier sees no map pointer) */
			int r = dt_cg_vget(cx, v, BPF_REG_0);

			EMIT(cx, I_STX(BPF_DW, BPF_REG_9, r, DT_DC_FAULT + 24));
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_9,
			    DT_DC_FAULT + 24));
			dt_cg_vset(cx, v, BPF_REG_0);
			return 0;
		}
		dt_cg_vto(cx, BPF_REG_0, v);
		dt_cg_typecast(cx, BPF_REG_0, &si->si_type);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	case DT_NODE_XLATE:
		return dt_cg_xlate(cx, dnp, v);
	case DT_NODE_EXPANDED: {
		/* an inline or translated member: its value, as its type */
		if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
			return -1;
		if (si->si_type.t_kind != DT_TK_INT)
			return 0;
		dt_cg_vto(cx, BPF_REG_0, v);
		dt_cg_typecast(cx, BPF_REG_0, &si->si_type);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	case DT_NODE_CALL:
		if (si->si_fn->fn_cg == NULL)
			return dt_cg_dnerror(cx, dnp, D_CG_EXPR,
			    "%s( ) cannot be used here",
			    dnp->dn_string);
		return si->si_fn->fn_cg(cx, dnp, v);
	default:
		return dt_cg_dnerror(cx, dnp, D_UNKNOWN,
		    "%s is not supported yet",
		    dt_nodekind_name(dnp->dn_kind));
	}
}

/*
 * Actions: write fields into the clause's record
 */
void
dt_cg_actdone(dt_cgx_t *cx)
{
	int bit = cx->actidx < 63 ? cx->actidx : 63;

	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, cx->rec + 8);
	if (bit < 31)
		EMIT(cx, I_ALU64_IMM(BPF_OR, BPF_REG_1, 1 << bit));
	else {
		dt_as_ld64(cx->as, BPF_REG_2, 1ULL << bit);
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_2));
	}
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, cx->rec + 8);
	cx->actidx++;
	/* in a loop the action may run again, over the same fields: what
	 * it wrote goes out now, in a record of its own (with what was
	 * recorded before it, which comes first in the record too) */
	if (cx->loops > 0)
		dt_cg_flush(cx);
}

/* evaluate e and store it into record field f */
int
dt_cg_field(dt_cgx_t *cx, dt_node_t *e, const dt_field_t *f)
{
	uint32_t off = cx->rec + 8 + f->f_off;
	const dt_sinfo_t *si = e->dn_sema;
	int v, r;

	if (si->si_kind == DT_SI_BUILTIN && si->si_bi->bi_store != NULL) {
		si->si_bi->bi_store(cx, off, f->f_type.t_size);
		return 0;
	}
	if (e->dn_kind == DT_NODE_CALL && si->si_fn != NULL &&
	    si->si_fn->fn_store != NULL)
		return si->si_fn->fn_store(cx, e, off, f->f_type.t_size);
	v = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, e, v) != 0)
		return -1;
	if (f->f_type.t_kind == DT_TK_STRING) {
		dt_cg_strstore(cx, off, v, f->f_type.t_size,
		    f->f_type.t_size);
	} else if (f->f_type.t_kind == DT_TK_STACK ||
	    dt_type_byaddr(&f->f_type)) {
		/* a value kept in memory, at the address v holds */
		r = dt_cg_vget(cx, v, BPF_REG_3);
		dt_cg_copy_to_dctx(cx, off, r, f->f_type.t_size);
	} else {
		dt_cg_vto(cx, BPF_REG_3, v);
		dt_cg_st9(cx, dt_bpf_size(f->f_type.t_size), BPF_REG_3, off);
	}
	dt_cg_vfree(cx, v);
	return 0;
}

static dt_action_t *
dt_cg_action(dt_node_t *call)
{
	return ((dt_sinfo_t *)call->dn_sema)->si_act;
}

int
dt_cg_trace(dt_cgx_t *cx, dt_node_t *call, int v)
{
	(void)v;
	if (dt_cg_field(cx, call->dn_args, &dt_cg_action(call)->ac_fields[0]))
		return -1;
	dt_cg_actdone(cx);
	return 0;
}

int
dt_cg_printf(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);
	dt_node_t *a;
	int i = 0;

	(void)v;
	for (a = call->dn_args->dn_next; a != NULL; a = a->dn_next, i++)
		if (dt_cg_field(cx, a, &ap->ac_fields[i]) != 0)
			return -1;
	dt_cg_actdone(cx);
	return 0;
}

int
dt_cg_printa(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);

	(void)v;
	dt_cg_sti9(cx, BPF_W, cx->rec + 8 + ap->ac_fields[0].f_off, ap->ac_aggs[0]->a_id);
	dt_cg_actdone(cx);
	return 0;
}

/* normalize(), denormalize(), trunc(), clear(): the count, if any (the
 * aggregation is known from the action) */
int
dt_cg_aggop(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);

	(void)v;
	if (ap->ac_nfields > 0 &&
	    dt_cg_field(cx, call->dn_args->dn_next, &ap->ac_fields[0]) != 0)
		return -1;
	dt_cg_actdone(cx);
	return 0;
}

int
dt_cg_exit(dt_cgx_t *cx, dt_node_t *call, int v)
{
	(void)v;
	if (dt_cg_field(cx, call->dn_args, &dt_cg_action(call)->ac_fields[0]))
		return -1;
	dt_cg_globals(cx, BPF_REG_1, DT_G_STATE);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_1, 0, DT_STATE_DRAINING));
	dt_cg_actdone(cx);
	/* bt's exit() leaves the clause: nothing after it runs (nor is
	 * generated: see dt_cg_jumps) */
	if (cx->dtp->dt_lops->lo_flags & DT_LF_EXIT_RETURNS)
		dt_as_jump(cx->as, I_JA(), cx->lbl_ret);
	return 0;
}

/*
 * Aggregations: look the key up in the per-CPU map (inserting an empty
 * value when missing) and update the value in place.
 */
/*
 * Speculations.  The spec map holds, per speculation, a busy word and a
 * generation; a speculative record, a commit and a discard carry
 * (id << 32) | generation, which the consumer keeps the speculation's
 * records under until it is committed or discarded.
 */
int
dt_cg_speculation(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t done = dt_as_label(cx->as);
	int i, n = (int)DT_NSPEC(cx->dtp);

	(void)call;
	for (i = 0; i < n; i++) {
		uint32_t next = dt_as_label(cx->as);

		EMIT(cx, I_ST(BPF_W, BPF_REG_FP, DT_STK_KEY, i));
		dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_spec_fd);
		EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
		dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), next);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 1));
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
		EMIT(cx, I_CMPXCHG(BPF_DW, BPF_REG_1, BPF_REG_2, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), next);
		EMIT(cx, I_XADD(BPF_DW, BPF_REG_1, BPF_REG_2, 8));
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, i + 1));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, next);
	}
	/* none free: a failed speculation */
	dt_cg_stat_inc(cx, DT_STAT_SPECFAIL);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

int
dt_cg_specact(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_action_t *ap = dt_cg_action(call);
	uint32_t off = cx->rec + 8 + ap->ac_fields[0].f_off;
	uint32_t skip = dt_as_label(cx->as);

	/* an id that is no busy speculation: a speculate() drops the
	 * clause's record, a commit() or discard() does nothing, as in
	 * DTrace, where one of an id past nspec (a negative one too) is
	 * the fault "illegal operation" (speculate() only drops) */
	if (ap->ac_kind == DT_ACT_SPECULATE)
		skip = cx->lbl_end;
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	if (ap->ac_kind != DT_ACT_SPECULATE) {
		uint32_t ok = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_1,
		    (int32_t)DT_NSPEC(cx->dtp)), ok);
		EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT + 8, 0));
		dt_cg_fault(cx, DT_FAULT_ILLOP);
		dt_as_place(cx->as, ok);
	}
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_1, 1));
	EMIT(cx, I_STX(BPF_W, BPF_REG_FP, BPF_REG_1, DT_STK_KEY));
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_spec_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), skip);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), skip);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_0, 8));
	dt_cg_vto(cx, BPF_REG_2, v);
	EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_2, 32));
	EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_2));
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, off);
	if (ap->ac_kind != DT_ACT_SPECULATE)
		EMIT(cx, I_ST(BPF_DW, BPF_REG_0, 0, 0));	/* free again */
	dt_cg_actdone(cx);
	if (ap->ac_kind != DT_ACT_SPECULATE)
		dt_as_place(cx->as, skip);
	return 0;
}

/* an action whose arguments are its record's fields */
int
dt_cg_fields(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);
	dt_node_t *a;
	int i = 0;

	(void)v;
	for (a = call->dn_args; a != NULL; a = a->dn_next, i++)
		if (dt_cg_field(cx, a, &ap->ac_fields[i]) != 0)
			return -1;
	dt_cg_actdone(cx);
	return 0;
}

/* print(e): a struct, union or array is copied whole from its address */
int
dt_cg_print(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);
	const dt_field_t *f = &ap->ac_fields[0];

	if (!dt_type_byaddr(&f->f_type))
		return dt_cg_fields(cx, call, v);
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, cx->rec + 8 + f->f_off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)f->f_type.t_size));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_readcheck(cx, v);
	dt_cg_actdone(cx);
	return 0;
}

/* tracemem(addr, size [, dsize]): size bytes of kernel memory */
int
dt_cg_tracemem(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);
	dt_node_t *d = call->dn_args->dn_next->dn_next;
	uint32_t off = cx->rec + 8 + ap->ac_fields[0].f_off;
	uint32_t doff = cx->rec + 8 + ap->ac_fields[1].f_off;
	int r;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)ap->ac_nbytes));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_readcheck(cx, v);
	if (d != NULL) {
		if (dt_cg_expr(cx, d, v) != 0)
			return -1;
		r = dt_cg_vget(cx, v, BPF_REG_1);
		dt_cg_st9(cx, BPF_DW, r, doff);
	} else {
		dt_cg_sti9(cx, BPF_DW, doff, (int32_t)ap->ac_nbytes);
	}
	dt_cg_actdone(cx);
	return 0;
}

/*
 * pcap(skb, linktype): the packet's bytes in its linear part
 * (skb->len - skb->data_len of them at skb->data), at most pcapsize; its
 * length, the link type and the wall-clock time.  A NULL skb records
 * none of its bytes.
 */
int
dt_cg_pcap(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_action_t *ap = dt_cg_action(call);
	uint32_t off[5], o_len, o_dlen, o_data;
	uint32_t done = dt_as_label(cx->as), fits = dt_as_label(cx->as);
	int i, w, r;

	for (i = 0; i < 5; i++)
		off[i] = cx->rec + 8 + ap->ac_fields[i].f_off;
	if (dt_btf_offset(cx->dtp, "sk_buff", "len", &o_len) != 0 ||
	    dt_btf_offset(cx->dtp, "sk_buff", "data_len", &o_dlen) != 0 ||
	    dt_btf_offset(cx->dtp, "sk_buff", "data", &o_data) != 0)
		return dt_cg_dnerror(cx, call, D_TYPE_MEMBER, "%s",
		    dtrace_errmsg(cx->dtp, dtrace_errno(cx->dtp)));
	w = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, call->dn_args->dn_next, w) != 0)
		return -1;
	r = dt_cg_vget(cx, w, BPF_REG_1);
	dt_cg_st9(cx, BPF_DW, r, off[3]);
	dt_cg_vfree(cx, w);
	dt_cg_bi_walltimestamp(cx, BPF_REG_0);
	dt_cg_st9(cx, BPF_DW, BPF_REG_0, off[4]);
	dt_cg_sti9(cx, BPF_DW, off[1], 0);
	dt_cg_sti9(cx, BPF_DW, off[2], 0);
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_1);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), done);
	/* its length, and what its linear part holds, at most pcapsize */
	dt_cg_kword(cx, v, o_len, 4);
	dt_cg_st9(cx, BPF_DW, BPF_REG_0, off[2]);
	dt_cg_kword(cx, v, o_dlen, 4);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off[2]);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_1, 0));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2,
	    (int32_t)ap->ac_nbytes), fits);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)ap->ac_nbytes));
	dt_as_place(cx->as, fits);
	dt_cg_st9(cx, BPF_DW, BPF_REG_2, off[1]);
	/* its bytes */
	dt_cg_kword(cx, v, o_data, 8);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));
	dt_cg_dctx_ptr(cx, BPF_REG_4, off[1]);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_4, 0));
	dt_cg_dctx_ptr(cx, BPF_REG_1, off[0]);
	/* (bounded again, for the verifier, which cannot follow it
	 * through memory) */
	fits = dt_as_label(cx->as);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2,
	    (int32_t)ap->ac_nbytes), fits);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)ap->ac_nbytes));
	dt_as_place(cx->as, fits);
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_readcheck(cx, v);
	dt_as_place(cx->as, done);
	dt_cg_actdone(cx);
	return 0;
}

/* dst = floor(log2(src)) of an unsigned src > 0; src is clobbered */
static void
dt_cg_log2(dt_cgx_t *cx, int src, int dst, int tmp)
{
	int sh;

	EMIT(cx, I_MOV64_IMM(dst, 0));
	for (sh = 32; sh >= 1; sh /= 2) {
		uint32_t skip = dt_as_label(cx->as);

		EMIT(cx, I_MOV64_REG(tmp, src));
		EMIT(cx, I_ALU64_IMM(BPF_RSH, tmp, sh));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, tmp, 0), skip);
		EMIT(cx, I_MOV64_REG(src, tmp));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, dst, sh));
		dt_as_place(cx->as, skip);
	}
}

/* R3 = the bucket of the value in R2 (R1, R4, R5 clobbered) */
static void
dt_cg_bucket(dt_cgx_t *cx, const dt_agg_t *ap)
{
	uint32_t done = dt_as_label(cx->as);

	switch (ap->a_func) {
	case DT_AGG_QUANTIZE: {
		uint32_t pos = dt_as_label(cx->as), neg = dt_as_label(cx->as);

		EMIT(cx, I_MOV64_IMM(BPF_REG_3, DT_QUANTIZE_ZERO));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 0), done);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_2, 0), neg);
		dt_as_place(cx->as, pos);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_2));
		dt_cg_log2(cx, BPF_REG_1, BPF_REG_3, BPF_REG_4);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_QUANTIZE_ZERO + 1));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, neg);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_2));
		EMIT(cx, I_NEG64(BPF_REG_1));
		dt_cg_log2(cx, BPF_REG_1, BPF_REG_4, BPF_REG_5);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, DT_QUANTIZE_ZERO - 1));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_4));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_3, 0), done);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));	/* INT64_MIN */
		break;
	}
	case DT_AGG_LQUANTIZE: {
		uint32_t in = dt_as_label(cx->as);

		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)ap->a_arg[0]);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		dt_as_jump(cx->as, I_JMP_REG(BPF_JSLT, BPF_REG_2, BPF_REG_1), done);
		dt_as_ld64(cx->as, BPF_REG_4, (uint64_t)ap->a_arg[1]);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)ap->a_nbuckets - 1));
		dt_as_jump(cx->as, I_JMP_REG(BPF_JSGE, BPF_REG_2, BPF_REG_4), done);
		dt_as_place(cx->as, in);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_2));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_1));
		dt_as_ld64(cx->as, BPF_REG_4, (uint64_t)ap->a_arg[2]);
		EMIT(cx, I_ALU64_REG(BPF_DIV, BPF_REG_3, BPF_REG_4));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
		break;
	}
	case DT_AGG_LLQUANTIZE: {
		/* each order of magnitude is a range of constant thresholds,
		 * as DTrace lays the buckets out: in order [last, this),
		 * bucket value / width - last / width, which is DTrace's
		 * (value - last) / width when the width divides last (steps
		 * a multiple of the factor) and puts the bounds on multiples
		 * of the width when there are fewer steps than the factor */
		int64_t factor = ap->a_arg[0], steps = ap->a_arg[3];
		int64_t this = 1, last, o, base = 1;

		for (o = 0; o < ap->a_arg[1]; o++)
			this *= factor;
		last = this;
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)this);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JSLT, BPF_REG_2, BPF_REG_1), done);
		for (this *= factor, o = ap->a_arg[1]; o <= ap->a_arg[2]; o++) {
			int64_t k = this > steps ? steps : this;
			uint32_t next = dt_as_label(cx->as);

			dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)this);
			dt_as_jump(cx->as, I_JMP_REG(BPF_JSGE, BPF_REG_2, BPF_REG_1),
			    next);
			EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_2));
			dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)(this / k));
			EMIT(cx, I_ALU64_REG(BPF_DIV, BPF_REG_3, BPF_REG_1));
			EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3,
			    (int32_t)(base - last / (this / k))));
			dt_as_jump(cx->as, I_JA(), done);
			dt_as_place(cx->as, next);
			base += k - k / factor;
			last = this;
			this *= factor;
		}
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)base));
		break;
	}
	default:
		break;
	}
	dt_as_place(cx->as, done);
	/* keep the verifier sure of the bounds */
	{
		uint32_t ok = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_3,
		    (int32_t)ap->a_nbuckets), ok);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)ap->a_nbuckets - 1));
		dt_as_place(cx->as, ok);
	}
}

/* the 128-bit square of R2 (as a magnitude) added to [R0 + 16], [R0 + 24];
 * clobbers R1-R5 */
static void
dt_cg_addsquare(dt_cgx_t *cx)
{
	uint32_t nc1 = dt_as_label(cx->as), nc2 = dt_as_label(cx->as);
	uint32_t abs = dt_as_label(cx->as);

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_2, 0), abs);
	EMIT(cx, I_NEG64(BPF_REG_2));
	dt_as_place(cx->as, abs);
	/* x = a * 2^32 + b: x^2 = a^2 * 2^64 + 2ab * 2^32 + b^2 */
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_2));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_3, 32));		/* a */
	EMIT(cx, I_MOV32_REG(BPF_REG_2, BPF_REG_2));		/* b */
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_3));
	EMIT(cx, I_ALU64_REG(BPF_MUL, BPF_REG_4, BPF_REG_3));	/* hi = a^2 */
	EMIT(cx, I_ALU64_REG(BPF_MUL, BPF_REG_3, BPF_REG_2));	/* ab */
	EMIT(cx, I_ALU64_REG(BPF_MUL, BPF_REG_2, BPF_REG_2));	/* lo = b^2 */
	EMIT(cx, I_MOV64_REG(BPF_REG_5, BPF_REG_3));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_5, 31));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_5));	/* hi += ab>>31 */
	EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_3, 33));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_3));	/* lo += ab<<33 */
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_2, BPF_REG_3), nc1);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
	dt_as_place(cx->as, nc1);
	/* into the accumulated 128 bits */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 16));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_1, 16));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_2), nc2);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
	dt_as_place(cx->as, nc2);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 24));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_4));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_1, 24));
}

/*
 * bt -kk: bpftrace 0.17 keeps a hist()'s negative values under one key,
 * and its values of 2^31 and more under one key; btrace's buckets of
 * such a group are one of bpftrace's (the consumer prints them as one).
 * With the bucket's index in R3 and the map's value at R0: if it is in
 * a group of which one bucket has a count, jump to 'seen'; a bucket of
 * a group with none and a bucket of no group go on.  Clobbers R1, R4.
 */
static void
dt_cg_btbucketgroup(dt_cgx_t *cx, const dt_agg_t *ap, uint32_t seen)
{
	uint32_t hi = dt_as_label(cx->as), done = dt_as_label(cx->as);
	uint32_t lo = DT_QUANTIZE_ZERO + 32, i;

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_3, (int32_t)lo), hi);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_3, DT_QUANTIZE_ZERO),
	    done);
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
	for (i = 0; i < DT_QUANTIZE_ZERO; i++) {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_0,
		    (int16_t)(8 + 8 * i)));
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_4));
	}
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), seen);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, hi);
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
	for (i = lo; i < ap->a_nbuckets; i++) {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_0,
		    (int16_t)(8 + 8 * i)));
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_4));
	}
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), seen);
	dt_as_place(cx->as, done);
}

static int
dt_cg_aggregate(dt_cgx_t *cx, dt_node_t *dnp)
{
	const dt_sinfo_t *si = dnp->dn_sema;
	dt_agg_t *ap = si->si_agg;
	dt_node_t *l = dnp->dn_left, *call = dnp->dn_right, *inc = NULL, *a;
	uint32_t have = dt_as_label(cx->as), drop = dt_as_label(cx->as);
	uint32_t done = dt_as_label(cx->as), keyoff;
	int v = -1, w = -1, r, i, incarg;

	/* the weight of a histogram's data point: its last optional arg */
	incarg = ap->a_func == DT_AGG_QUANTIZE ? 1 : ap->a_func ==
	    DT_AGG_LQUANTIZE ? 4 : ap->a_func == DT_AGG_LLQUANTIZE ? 5 : -1;
	for (a = call->dn_args, i = 0; a != NULL; a = a->dn_next, i++)
		if (i == incarg)
			inc = a;
	if (call->dn_args != NULL) {
		v = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, call->dn_args, v) != 0)
			return -1;
	}
	if (inc != NULL) {
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, inc, w) != 0)
			return -1;
	}
	if (ap->a_keyed) {
		keyoff = dt_cg_keys(cx, l->dn_args, &ap->a_keys);
	} else {
		keyoff = dt_cg_tmp(cx, 8);
		dt_cg_sti9(cx, BPF_DW, keyoff, 0);
	}
	dt_as_ld_map(cx->as, BPF_REG_1, ap->a_map_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	/* bt -kk: a new key is a failed lookup (but for a count() without
	 * keys, which bpftrace inserts before the run), two for avg() and
	 * stats(), which bpftrace keeps in two values */
	if ((cx->dtp->dt_lops->lo_flags & DT_LF_HELPERCHECK) &&
	    cx->dtp->dt_options[DT_OPT_HELPERCHECK] >= 2 &&
	    (ap->a_keyed || ap->a_func != DT_AGG_COUNT)) {
		uint32_t ok = dt_as_label(cx->as), rep = dt_as_label(cx->as);

		/* an aggregation without keys is there from the start: no
		 * data point yet is bpftrace's missing value; bpftrace keeps
		 * a histogram's buckets under keys of their own: an empty
		 * bucket is a missing one */
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), rep);
		if ((ap->a_func == DT_AGG_QUANTIZE ||
		    ap->a_func == DT_AGG_LQUANTIZE) && v >= 0) {
			dt_cg_vto(cx, BPF_REG_2, v);
			dt_cg_typecast(cx, BPF_REG_2,
			    dt_node_type(call->dn_args));
			dt_cg_bucket(cx, ap);
			if (ap->a_func == DT_AGG_QUANTIZE)
				dt_cg_btbucketgroup(cx, ap, ok);
			EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_3, 3));
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_3, 8));
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0),
			    ok);
		} else if (!ap->a_keyed) {
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0),
			    ok);
		} else
			dt_as_jump(cx->as, I_JA(), ok);
		dt_as_place(cx->as, rep);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
		dt_cg_hcheck_null(cx, call, 2);
		if (ap->a_func == DT_AGG_AVG || ap->a_func == DT_AGG_STATS)
			dt_cg_hcheck_null(cx, call, 2);
		dt_as_ld_map(cx->as, BPF_REG_1, ap->a_map_fd);
		dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
		dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
		dt_as_place(cx->as, ok);
	}
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), have);
	if ((cx->dtp->dt_lops->lo_flags & DT_LF_MAX_ABOVE0) &&
	    ap->a_func == DT_AGG_MAX && v >= 0) {
		/* bpftrace 0.17 compares with 0 where there is no value
		 * yet: a max() of values none of which is above 0 keeps
		 * none */
		r = dt_cg_vget(cx, v, BPF_REG_2);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, r, 0), done);
	}
	/* insert an empty value (from the string table's zero area, which
	 * is as large as any aggregation's value: a histogram of many
	 * buckets does not fit in the scratch space), then look it up
	 * again */
	dt_as_ld_map(cx->as, BPF_REG_1, ap->a_map_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
	dt_as_ld_map_value(cx->as, BPF_REG_3, cx->pp->p_strtab_fd, 0);
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	dt_cg_call(cx, BPF_FUNC_map_update_elem);
	dt_cg_hcheck(cx, call, "map_update_elem", 1);
	dt_as_ld_map(cx->as, BPF_REG_1, ap->a_map_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, keyoff);
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), drop);
	dt_as_place(cx->as, have);
	/* R0 = value: [0] data points, then the function's words */
	if (v >= 0) {
		dt_cg_vto(cx, BPF_REG_2, v);
		dt_cg_typecast(cx, BPF_REG_2, dt_node_type(call->dn_args));
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_0, 8));
		switch (ap->a_func) {
		case DT_AGG_SUM: case DT_AGG_AVG: case DT_AGG_STATS:
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
			EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_3, 8));
			break;
		case DT_AGG_STDDEV:
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
			EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_3, 8));
			dt_cg_addsquare(cx);
			break;
		case DT_AGG_MIN: case DT_AGG_MAX: {
			uint32_t set = dt_as_label(cx->as), skip = dt_as_label(cx->as);

			if ((cx->dtp->dt_lops->lo_flags &
			    DT_LF_MAX_ABOVE0) && ap->a_func == DT_AGG_MAX) {
				/* bt: the first value must be above 0 (see
				 * above), or there is still none */
				uint32_t seen = dt_as_label(cx->as);

				dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
				    0), seen);
				dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_2,
				    0), done);
				dt_as_place(cx->as, seen);
			}
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), set);
			dt_as_jump(cx->as, I_JMP_REG(ap->a_func == DT_AGG_MIN ?
			    BPF_JSGE : BPF_JSLE, BPF_REG_2, BPF_REG_3), skip);
			dt_as_place(cx->as, set);
			EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_2, 8));
			dt_as_place(cx->as, skip);
			break;
		}
		case DT_AGG_QUANTIZE: case DT_AGG_LQUANTIZE:
		case DT_AGG_LLQUANTIZE:
			dt_cg_bucket(cx, ap);
			EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_3, 3));
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_3, 8));
			if (w >= 0) {
				r = dt_cg_vget(cx, w, BPF_REG_2);
				EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, r));
			} else {
				EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
			}
			EMIT(cx, I_STX(BPF_DW, BPF_REG_3, BPF_REG_1, 8));
			break;
		default:
			break;
		}
		if (w >= 0)
			dt_cg_vfree(cx, w);
		dt_cg_vfree(cx, v);
	}
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, drop);
	dt_cg_stat_inc(cx, DT_STAT_AGGDROPS);
	dt_as_place(cx->as, done);
	return 0;
}

/*
 * Statements
 */
static int dt_cg_stmts(dt_cgx_t *cx, dt_node_t *list);
static int dt_cg_returns(const dt_cgx_t *cx, const dt_node_t *list);

/* does the statement end the code after it in its list (the verifier
 * refuses code that cannot be reached)? */
static int
dt_cg_jumps(const dt_cgx_t *cx, const dt_node_t *s)
{
	const dt_sinfo_t *si;

	switch (s->dn_kind) {
	case DT_NODE_RETURN: case DT_NODE_BREAK: case DT_NODE_CONTINUE:
		return 1;
	case DT_NODE_IF:	/* both ways */
		return s->dn_else != NULL && dt_cg_returns(cx, s->dn_body) &&
		    dt_cg_returns(cx, s->dn_else);
	case DT_NODE_BLOCK:
		return dt_cg_returns(cx, s->dn_body);
	case DT_NODE_EXPR:	/* bt's exit() */
		si = s->dn_left->dn_sema;
		return (cx->dtp->dt_lops->lo_flags & DT_LF_EXIT_RETURNS) &&
		    s->dn_left->dn_kind == DT_NODE_CALL && si != NULL &&
		    si->si_act != NULL && si->si_act->ac_kind == DT_ACT_EXIT;
	default:
		return 0;
	}
}

/* the actions in statements that are not generated (after a return,
 * break or continue): each still has its index in the clause's record */
static int
dt_cg_nacts(const dt_node_t *dnp)
{
	const dt_sinfo_t *si;
	const dt_node_t *a;
	int n = 0;

	if (dnp == NULL)
		return 0;
	si = dnp->dn_sema;
	if (dnp->dn_kind <= DT_NODE_EXPANDED && si != NULL &&
	    si->si_act != NULL)
		n++;
	n += dt_cg_nacts(dnp->dn_left) + dt_cg_nacts(dnp->dn_right) +
	    dt_cg_nacts(dnp->dn_third);
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		n += dt_cg_nacts(a);
	for (a = dnp->dn_body; a != NULL; a = a->dn_next)
		n += dt_cg_nacts(a);
	for (a = dnp->dn_else; a != NULL; a = a->dn_next)
		n += dt_cg_nacts(a);
	return n;
}

/*
 * bt's while: a loop the kernel's verifier follows to its end, which it
 * can only see when the condition's variables are on the stack (see
 * dt_cg_stkvars); one it cannot see end fails to load.
 */
static int
dt_cg_while(dt_cgx_t *cx, dt_node_t *s)
{
	uint32_t top = dt_as_label(cx->as), end = dt_as_label(cx->as);
	uint32_t brk = cx->lbl_brk, cont = cx->lbl_cont;
	uint32_t save = cx->tmp;
	int v, r, rc;

	dt_as_place(cx->as, top);
	v = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, s->dn_left, v) != 0)
		return -1;
	r = dt_cg_vget(cx, v, BPF_REG_0);
	dt_cg_vfree(cx, v);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), end);
	cx->tmp = save;
	cx->lbl_brk = end;
	cx->lbl_cont = top;
	cx->loops++;
	rc = dt_cg_stmts(cx, s->dn_body);
	cx->loops--;
	cx->lbl_brk = brk;
	cx->lbl_cont = cont;
	if (rc != 0)
		return -1;
	if (!dt_cg_returns(cx, s->dn_body))
		dt_as_jump(cx->as, I_JA(), top);
	dt_as_place(cx->as, end);
	return 0;
}

/*
 * bt's for ($kv : @map): bpf_for_each_map_elem() calls the body, a
 * callback emitted after the program (dt_cg_forkv_body), for each
 * element, with R2 and R3 the element's key and value and R4 the loop
 * area of the caller's stack (DT_STK_LOOP), where the caller has put
 * the dctx pointer, the context and the address of the program's own
 * loop area, through which the callback reaches the clause-locals kept
 * in the program's frame (dt_cg_stkvar).  The callback's frame counts
 * on top of its caller's: both use the stack's shallow slots.  The
 * variables its body alone uses start at 0 each time (dt_cg_forlocal),
 * as bpftrace's, which are the body's own.  It returns
 * 0 to go on, 1 to stop (break); a fault, a return or exit() in it stop
 * the loop too, and a word in the dctx tells the caller what to do.
 */
static int dt_cg_forlocal(const dt_var_t *vp, const dt_node_t *f);

#define DT_FORKV_FAULT	1
#define DT_FORKV_RET	2
#define DT_FORKV_END	3

/* the callback's end for label lbl: flag how (0: none), return rv */
static void
dt_cg_forkv_exit(dt_cgx_t *cx, uint32_t lbl, int how, int32_t rv)
{
	if (!dt_as_jumped(cx->as, lbl)) {
		dt_as_place(cx->as, lbl);
		return;
	}
	dt_as_place(cx->as, lbl);
	if (how != 0)
		dt_cg_sti9(cx, BPF_DW, ((const dt_cgfor_t *)cx->subarg)->cf_flag,
		    how);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, rv));
	EMIT(cx, I_EXIT());
}

static void
dt_cg_forkv_body(dt_cgx_t *cx)
{
	const dt_cgfor_t *f = cx->subarg;
	const dt_node_t *s = f->cf_node;
	const dt_var_t *vp;
	uint32_t next;

	cx->clause = f->cf_clause;
	cx->actidx = f->cf_actidx;
	cx->loops = f->cf_loops + 1;
	cx->in_error = f->cf_in_error;
	cx->tmp = f->cf_tmp;
	cx->vused = 0;
	cx->nfaults = 0;
	cx->btlookup = cx->btnode = NULL;
	cx->lbl_end = dt_as_label(cx->as);
	cx->lbl_ret = dt_as_label(cx->as);
	cx->lbl_fault = dt_as_label(cx->as);
	cx->lbl_brk = dt_as_label(cx->as);
	cx->lbl_cont = next = dt_as_label(cx->as);
	cx->as->as_line = (uint32_t)s->dn_line;
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_2, DT_STK_FKEY));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_3, DT_STK_FVAL));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_9, BPF_REG_4, 0));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_4, 8));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_STK_CTX));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_4, 16));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_STK_FMAIN));
	cx->forframe = 1;
	for (vp = cx->pp->p_vars; vp != NULL; vp = vp->v_next) {
		if (!dt_cg_forlocal(vp, s))
			continue;
		if (vp->v_stk != 0) {
			int16_t off = dt_cg_stkvar(cx, vp, BPF_REG_1);

			EMIT(cx, I_ST(BPF_DW, BPF_REG_1, off, 0));
		} else
			dt_cg_zero_dctx(cx, DT_DC_THIS + vp->v_off, vp->v_vsize);
	}
	if (dt_cg_stmts(cx, s->dn_body) != 0 && cx->err == 0)
		cx->err = -1;
	if (!dt_cg_returns(cx, s->dn_body)) {
		dt_as_place(cx->as, next);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
		EMIT(cx, I_EXIT());
	} else
		dt_cg_forkv_exit(cx, next, 0, 0);
	dt_cg_forkv_exit(cx, cx->lbl_brk, 0, 1);
	dt_cg_forkv_exit(cx, cx->lbl_ret, DT_FORKV_RET, 1);
	dt_cg_forkv_exit(cx, cx->lbl_end, DT_FORKV_END, 1);
	dt_cg_forkv_exit(cx, cx->lbl_fault, DT_FORKV_FAULT, 1);
}

static int
dt_cg_forkv(dt_cgx_t *cx, dt_node_t *s)
{
	const dt_node_t *call = s->dn_body->dn_left->dn_right;
	const dt_sinfo_t *si = call->dn_sema;
	dt_cgfor_t *f;
	uint32_t lbl;
	dt_node_t *a;

	if (cx->nfors == DT_MAXSUBPROGS)
		return dt_cg_dnerror(cx, s, D_UNKNOWN, "too many for loops "
		    "in one program");
	f = &cx->fors[cx->nfors++];
	f->cf_node = s;
	f->cf_clause = cx->clause;
	f->cf_actidx = cx->actidx;
	f->cf_loops = cx->loops;
	f->cf_in_error = cx->in_error;
	if ((f->cf_flag = dt_cg_tmp(cx, 8)) == 0)
		return -1;
	f->cf_tmp = cx->tmp;
	lbl = dt_cg_subprog_arg(cx, dt_cg_forkv_body, f);
	for (a = s->dn_body; a != NULL; a = a->dn_next)
		cx->actidx += dt_cg_nacts(a);
	dt_cg_sti9(cx, BPF_DW, f->cf_flag, 0);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_9, DT_LOOP_SLOT(0)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_LOOP_SLOT(1)));
	if (cx->forframe)
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_FMAIN));
	else {
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_STK_LOOP));
	}
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_LOOP_SLOT(2)));
	dt_as_ld_map(cx->as, BPF_REG_1, si->si_agg != NULL ?
	    si->si_agg->a_map_fd : si->si_var->v_map_fd);
	dt_as_ld_func(cx->as, BPF_REG_2, lbl);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_LOOP_SLOT(0)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_for_each_map_elem);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, f->cf_flag);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_FORKV_FAULT),
	    cx->lbl_fault);
	cx->nfaults++;
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_FORKV_RET),
	    cx->lbl_ret);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_FORKV_END),
	    cx->lbl_end);
	return 0;
}

static int
dt_cg_stmt(dt_cgx_t *cx, dt_node_t *s)
{
	uint32_t save = cx->tmp;
	int rc = 0, v;

	cx->as->as_line = (uint32_t)s->dn_line;
	switch (s->dn_kind) {
	case DT_NODE_EXPR: {
		dt_sinfo_t *si = s->dn_left->dn_sema;

		if (si->si_agg != NULL && s->dn_left->dn_kind == DT_NODE_OP2) {
			rc = dt_cg_aggregate(cx, s->dn_left);
			break;
		}
		if (si->si_act != NULL && si->si_type.t_sym != DT_SYM_NONE) {
			/* stack(), sym() ... as a statement */
			if ((rc = dt_cg_field(cx, s->dn_left,
			    &si->si_act->ac_fields[0])) == 0)
				dt_cg_actdone(cx);
			break;
		}
		v = dt_cg_valloc(cx);
		rc = dt_cg_expr(cx, s->dn_left, v);
		dt_cg_vfree(cx, v);
		break;
	}
	case DT_NODE_IF: {
		uint32_t no = dt_as_label(cx->as), done = dt_as_label(cx->as);
		int r;

		v = dt_cg_valloc(cx);
		if ((rc = dt_cg_expr(cx, s->dn_left, v)) != 0)
			break;
		r = dt_cg_vget(cx, v, BPF_REG_0);
		dt_cg_vfree(cx, v);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), no);
		cx->tmp = save;
		if ((rc = dt_cg_stmts(cx, s->dn_body)) != 0)
			break;
		if (!dt_cg_returns(cx, s->dn_body))
			dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, no);
		rc = dt_cg_stmts(cx, s->dn_else);
		dt_as_place(cx->as, done);
		break;
	}
	case DT_NODE_BLOCK:
		rc = dt_cg_stmts(cx, s->dn_body);
		break;
	case DT_NODE_RETURN:	/* what was recorded so far is output */
		dt_as_jump(cx->as, I_JA(), cx->lbl_ret);
		break;
	case DT_NODE_WHILE:
		rc = dt_cg_while(cx, s);
		break;
	case DT_NODE_FOR:
		rc = dt_cg_forkv(cx, s);
		break;
	case DT_NODE_BREAK:
		dt_as_jump(cx->as, I_JA(), cx->lbl_brk);
		break;
	case DT_NODE_CONTINUE:
		dt_as_jump(cx->as, I_JA(), cx->lbl_cont);
		break;
	default:
		rc = dt_cg_dnerror(cx, s, D_UNKNOWN,
		    "statement not supported yet");
	}
	cx->tmp = save;
	return rc || cx->err ? -1 : 0;
}

/* statements up to a return (what follows it cannot run: the verifier
 * refuses code that cannot be reached) */
static int
dt_cg_stmts(dt_cgx_t *cx, dt_node_t *list)
{
	for (; list != NULL; list = list->dn_next) {
		if (dt_cg_stmt(cx, list) != 0)
			return -1;
		if (dt_cg_jumps(cx, list)) {
			while ((list = list->dn_next) != NULL)
				cx->actidx += dt_cg_nacts(list);
			break;
		}
	}
	return 0;
}

/* does the list end in a return? */
static int
dt_cg_returns(const dt_cgx_t *cx, const dt_node_t *list)
{
	for (; list != NULL; list = list->dn_next) {
		if (dt_cg_jumps(cx, list))
			return 1;
	}
	return 0;
}

/*
 * Clauses
 */

/* skip the clause unless the firing probe is one it matched */
static void
dt_cg_probe_filter(dt_cgx_t *cx, dt_clause_t *cp, int n)
{
	uint32_t run = dt_as_label(cx->as);
	int i, j;

	if (n == cx->sp->s_nprobes)
		return;
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	if (n <= 8 || cp->c_id >= 64) {
		for (i = 0; i < cp->c_nprobes; i++)
			for (j = 0; j < cx->sp->s_nprobes; j++)
				if (cp->c_probes[i] == cx->sp->s_probes[j])
					dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ,
					    BPF_REG_1, (int32_t)cp->c_probes[i]->pr_id),
					    run);
		dt_as_jump(cx->as, I_JA(), cx->lbl_end);
		dt_as_place(cx->as, run);
		return;
	}
	/* many probes: one bit per clause in the pmask map, keyed by id */
	EMIT(cx, I_STX(BPF_W, BPF_REG_FP, BPF_REG_1, DT_STK_KEY));
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_pmask_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), cx->lbl_end);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_1, cp->c_id));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_1, 1));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), cx->lbl_end);
}

/* write the record header and send the record to the ring buffer */
static void
dt_cg_commit(dt_cgx_t *cx, dt_clause_t *cp, uint32_t clauseid, uint32_t size,
    int wake)
{
	uint32_t ok = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, cx->rec);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_CPU));
	EMIT(cx, I_ALU32_IMM(BPF_LSH, BPF_REG_1, 16));
	EMIT(cx, I_ALU32_IMM(BPF_OR, BPF_REG_1, (int32_t)clauseid));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, cx->rec + 4);
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_rb_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, cx->rec);
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)size));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, wake ? BPF_RB_FORCE_WAKEUP : 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_output);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), ok);
	if (cx->dtp->dt_options[DT_OPT_BUFPOLICY] == DT_BUFPOLICY_FILL) {
		/* a full buffer ends tracing (dtrace sees the state) */
		dt_cg_globals(cx, BPF_REG_1, DT_G_STATE);
		EMIT(cx, I_ST(BPF_DW, BPF_REG_1, 0, DT_STATE_DRAINING));
	} else {
		dt_cg_stat_inc(cx, DT_STAT_DROPS);
	}
	dt_as_place(cx->as, ok);
	(void)cp;
}

/* send what the clause has recorded so far (if anything), and start its
 * record again empty */
void
dt_cg_flush(dt_cgx_t *cx)
{
	uint32_t skip = dt_as_label(cx->as);

	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, cx->rec + 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), skip);
	dt_cg_commit(cx, cx->clause, (uint32_t)cx->clause->c_id,
	    (uint32_t)sizeof(dt_rechdr_t) + cx->clause->c_recsize, 0);
	dt_cg_sti9(cx, BPF_DW, cx->rec + 8, 0);
	dt_as_place(cx->as, skip);
}

static int
dt_clause_has_exit(const dt_clause_t *cp)
{
	const dt_action_t *ap;

	for (ap = cp->c_acts; ap != NULL; ap = ap->ac_next)
		if (ap->ac_kind == DT_ACT_EXIT)
			return 1;
	return 0;
}

/* can clause cp, as it runs, call exit(): its own, or one of the ERROR
 * clauses its faults run (faults: it has fault paths) */
static int
dt_clause_may_exit(const dt_compiled_t *pp, const dt_clause_t *cp,
    int faults)
{
	const dt_clause_t *ec;

	if (dt_clause_has_exit(cp))
		return 1;
	for (ec = pp->p_clauses; faults && ec != NULL; ec = ec->c_next)
		if (ec->c_error && dt_clause_has_exit(ec))
			return 1;
	return 0;
}

static int dt_cg_clause(dt_cgx_t *cx, dt_clause_t *cp, int n);

/* R0 = the EPID of clause cp for the probe whose id is in R1 */
void
dt_cg_epid(dt_cgx_t *cx, const dt_clause_t *cp)
{
	uint32_t done = dt_as_label(cx->as);
	int i, j;

	EMIT(cx, I_MOV64_IMM(BPF_REG_0, cp->c_epid));
	for (i = 1; i < cp->c_nprobes; i++) {
		for (j = 0; j < cx->sp->s_nprobes; j++)
			if (cp->c_probes[i] == cx->sp->s_probes[j])
				break;
		if (j == cx->sp->s_nprobes)
			continue;
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, cp->c_epid + i));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1,
		    (int32_t)cp->c_probes[i]->pr_id), done);
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, cp->c_epid));
	dt_as_place(cx->as, done);
}

/*
 * On a fault in clause cp, after its error record: the clauses of
 * dtrace:::ERROR, as a firing of that probe with DTrace's arguments
 * (arg1 the EPID, arg2 the action, arg3 the DIF offset, arg4 the fault,
 * arg5 the address).  The probe id and arg0-5 of the probe that fired
 * are kept aside and put back for the clauses after cp.
 */
static int
dt_cg_error_clauses(dt_cgx_t *cx, dt_clause_t *cp)
{
	dt_cgx_t saved = *cx;
	dt_clause_t *ec;
	uint32_t sv = cx->errsave;
	int i, rc = 0;

	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, sv);
	for (i = 0; i < 6; i++) {
		dt_cg_ld9(cx, BPF_DW, BPF_REG_1, DCTX_ARGS + 8 * i);
		dt_cg_st9(cx, BPF_DW, BPF_REG_1, sv + 8 + 8 * i);
	}
	EMIT(cx, I_ST(BPF_W, BPF_REG_9, DCTX_PRID, (int32_t)cx->pp->p_error_prid));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS, 0));
	dt_cg_ld9(cx, BPF_W, BPF_REG_1, sv);
	dt_cg_epid(cx, cp);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0, DCTX_ARGS + 8));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT + 16));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS + 16));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + 24, 0));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS + 32));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT + 8));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS + 40));
	cx->in_error = 1;
	for (ec = cx->pp->p_clauses; ec != NULL && rc == 0; ec = ec->c_next)
		if (ec->c_error)
			rc = dt_cg_clause(cx, ec, 0);
	cx->in_error = 0;
	dt_cg_ld9(cx, BPF_W, BPF_REG_1, sv);
	EMIT(cx, I_STX(BPF_W, BPF_REG_9, BPF_REG_1, DCTX_PRID));
	for (i = 0; i < 6; i++) {
		dt_cg_ld9(cx, BPF_DW, BPF_REG_1, sv + 8 + 8 * i);
		dt_cg_st9(cx, BPF_DW, BPF_REG_1, DCTX_ARGS + 8 * i);
	}
	cx->clause = saved.clause;
	cx->actidx = saved.actidx;
	cx->lbl_end = saved.lbl_end;
	cx->lbl_ret = saved.lbl_ret;
	cx->lbl_fault = saved.lbl_fault;
	cx->nfaults = saved.nfaults;
	cx->tmp = saved.tmp;
	cx->as->as_line = saved.as->as_line;
	return rc;
}

static int
dt_cg_clause(dt_cgx_t *cx, dt_clause_t *cp, int n)
{
	dt_node_t *cn = cp->c_node;
	uint32_t after;

	cx->clause = cp;
	cx->actidx = 0;
	cx->lbl_end = dt_as_label(cx->as);
	cx->lbl_fault = dt_as_label(cx->as);
	cx->nfaults = 0;
	after = dt_as_label(cx->as);
	cx->tmp = cx->tmpbase;
	cx->as->as_line = (uint32_t)cn->dn_line;
	if (n > 0)
		dt_cg_probe_filter(cx, cp, n);
	if (cp->c_usescratch)		/* its allocations start anew */
		dt_cg_sti9(cx, BPF_DW, cx->abase - 8, 0);
	if (cn->dn_pred != NULL) {
		int v = dt_cg_valloc(cx), r;

		cx->actidx = -1;	/* a fault here is "in predicate" */
		if (dt_cg_expr(cx, cn->dn_pred, v) != 0)
			return -1;
		cx->actidx = 0;
		r = dt_cg_vget(cx, v, BPF_REG_0);
		dt_cg_vfree(cx, v);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, r, 0), cx->lbl_end);
		cx->tmp = cx->tmpbase;
	}
	if (cp->c_records)
		dt_cg_sti9(cx, BPF_DW, cx->rec + 8, 0);
	cx->lbl_ret = dt_as_label(cx->as);
	if (dt_cg_stmts(cx, cn->dn_body) != 0)
		return -1;
	dt_as_place(cx->as, cx->lbl_ret);
	if (cp->c_records) {
		if (cn->dn_body != NULL) {
			dt_cg_ld9(cx, BPF_DW, BPF_REG_1, cx->rec + 8);
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0),
			    cx->lbl_end);
		}
		dt_cg_commit(cx, cp, (uint32_t)cp->c_id,
		    (uint32_t)sizeof(dt_rechdr_t) + cp->c_recsize,
		    dt_clause_has_exit(cp));
	}
	if (cx->nfaults == 0) {
		dt_as_place(cx->as, cx->lbl_fault);
		dt_as_place(cx->as, cx->lbl_end);
		dt_as_place(cx->as, after);
		return cx->err ? -1 : 0;
	}
	dt_as_jump(cx->as, I_JA(), after);
	/* a run-time fault: report it and go on with the next clause */
	dt_as_place(cx->as, cx->lbl_fault);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT));
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, cx->rec + 8);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT + 8));
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, cx->rec + 16);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT + 16));
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, cx->rec + 24);
	dt_cg_stat_inc(cx, DT_STAT_ERRORS);
	dt_cg_commit(cx, cp, 0x8000u | (uint32_t)cp->c_id,
	    (uint32_t)sizeof(dt_rechdr_t) + 24, 0);
	if (cx->pp->p_nerror > 0 && !cx->in_error &&
	    dt_cg_error_clauses(cx, cp) != 0)
		return -1;
	dt_as_place(cx->as, cx->lbl_end);
	dt_as_place(cx->as, after);
	return cx->err ? -1 : 0;
}

/*
 * The program
 */
static int
dt_site_is_special(const dt_site_t *sp)
{
	return (sp->s_impl->pi_flags & DT_PF_SPECIAL) != 0;
}

/* a site whose program dtrace itself runs (BEGIN, END, ERROR, tick-N),
 * on its own CPU */
int
dt_site_in_consumer(const dt_site_t *sp)
{
	return dt_site_is_special(sp) ||
	    (sp->s_impl->pi_in_consumer != NULL &&
	    sp->s_impl->pi_in_consumer(sp));
}

static void
dt_cg_prologue(dt_cgx_t *cx)
{
	dt_compiled_t *pp = cx->pp;
	int64_t cpu = cx->dtp->dt_options[DT_OPT_CPU];

	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_STK_CTX));
	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_1));
	dt_cg_call(cx, BPF_FUNC_get_smp_processor_id);
	EMIT(cx, I_MOV64_REG(BPF_REG_7, BPF_REG_0));
	/* -x cpu=N: only that CPU's events */
	if (cpu >= 0 && cpu <= INT32_MAX && !dt_site_in_consumer(cx->sp))
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0,
		    (int32_t)cpu), cx->cg.cg_exit);
	/* scratch area cpu * DT_NSLOTS + the site's slot (see dt_provider.h) */
	EMIT(cx, I_ALU64_IMM(BPF_MUL, BPF_REG_0, DT_NSLOTS));
	if (cx->sp->s_progtype == BPF_PROG_TYPE_PERF_EVENT)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_0, DT_SLOT_NMI));
	else if (cx->sp->s_ctxslot != DT_SLOT_TASK)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_0, cx->sp->s_ctxslot));
	EMIT(cx, I_STX(BPF_W, BPF_REG_FP, BPF_REG_0, DT_STK_KEY));
	dt_as_ld_map(cx->as, BPF_REG_1, pp->p_scratch_fd);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_STK_KEY));
	dt_cg_call(cx, BPF_FUNC_map_lookup_elem);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), cx->cg.cg_exit);
	EMIT(cx, I_MOV64_REG(BPF_REG_9, BPF_REG_0));
	EMIT(cx, I_STX(BPF_W, BPF_REG_9, BPF_REG_7, DCTX_CPU));
	if (!(cx->dtp->dt_lops->lo_flags & DT_LF_FRESHTIME))
		EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_TS, 0));
	if (!dt_site_is_special(cx->sp)) {
		dt_cg_globals(cx, BPF_REG_1, DT_G_STATE);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_1, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
		    DT_STATE_ACTIVE), cx->cg.cg_exit);
	}
	if (pp->p_thissize > 0)
		dt_cg_zero_dctx(cx, DT_DC_THIS, pp->p_thissize);
	for (const dt_var_t *vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_kind == DT_VAR_THIS && vp->v_stk != 0)
			EMIT(cx, I_ST(BPF_DW, BPF_REG_FP, (int16_t)vp->v_stk, 0));
}

/* v_for of a variable used in the bodies of several map for-loops */
static const int dt_vfor_many;
#define DT_VFOR_MANY	((const void *)&dt_vfor_many)

/* the stack frame of the clause-locals tree dnp uses: the body of map
 * for-loop f, or (NULL) the program's (v_for, v_forout) */
static void
dt_cg_forvars(const dt_node_t *dnp, const dt_node_t *f)
{
	const dt_sinfo_t *si;
	const dt_node_t *a;
	dt_var_t *vp;

	if (dnp == NULL)
		return;
	si = dnp->dn_sema;
	if (dnp->dn_kind == DT_NODE_THIS && si != NULL &&
	    si->si_kind == DT_SI_VAR && (vp = si->si_var) != NULL &&
	    vp->v_kind == DT_VAR_THIS) {
		if (f == NULL)
			vp->v_forout = 1;
		else if (vp->v_for == NULL)
			vp->v_for = f;
		else if (vp->v_for != f)
			vp->v_for = DT_VFOR_MANY;
	}
	if (dnp->dn_kind == DT_NODE_FOR)
		f = dnp;
	else
		dt_cg_forvars(dnp->dn_left, f);
	dt_cg_forvars(dnp->dn_right, f);
	dt_cg_forvars(dnp->dn_third, f);
	dt_cg_forvars(dnp->dn_pred, f);
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		dt_cg_forvars(a, f);
	for (a = dnp->dn_body; a != NULL; a = a->dn_next)
		dt_cg_forvars(a, f);
	for (a = dnp->dn_else; a != NULL; a = a->dn_next)
		dt_cg_forvars(a, f);
}

/* does map for-loop f's callback give clause-local vp its value anew (0)
 * each time (one its body alone uses, as bpftrace 0.20's variables
 * declared in such a body are its own)? */
static int
dt_cg_forlocal(const dt_var_t *vp, const dt_node_t *f)
{
	return vp->v_kind == DT_VAR_THIS && vp->v_for == f && !vp->v_forout;
}

/* is clause-local vp used in a map for-loop's body and elsewhere too? */
static int
dt_cg_forshared(const dt_var_t *vp)
{
	return vp->v_for != NULL && (vp->v_for == DT_VFOR_MANY || vp->v_forout);
}

/*
 * In a program with while loops, its integer clause-locals (bt's
 * scratch variables) are kept on the stack, where the verifier knows
 * their values: first those a loop's condition tests, then the others,
 * as many as there is room for, in the program's stack frame (which a
 * map for-loop's callback reaches through a pointer: dt_cg_stkvar).  One
 * a map for-loop's body shares with other code stays in the dctx, unless
 * a loop tests it: the verifier, which follows the callback again while
 * what it changes there changes, would never see the end of a count.
 */
static void
dt_cg_stkvars(dt_compiled_t *pp)
{
	dt_clause_t *cp;
	dt_var_t *vp;
	int n = 0, pass;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
		vp->v_stk = 0;
		vp->v_for = NULL;
		vp->v_forout = 0;
	}
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		dt_cg_forvars(cp->c_node, NULL);
	if (!pp->p_hasloop)
		return;
	for (pass = 1; pass >= 0; pass--)
		for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
			if (vp->v_kind != DT_VAR_THIS || vp->v_stk != 0 ||
			    vp->v_loop != pass || (!pass && dt_cg_forshared(vp)) ||
			    vp->v_type.t_kind != DT_TK_INT ||
			    vp->v_type.t_size > 8 || n == DT_NSTKVARS)
				continue;
			vp->v_stk = DT_STK_VARS - 8 * n++;
		}
}

static int
dt_clause_in_site(const dt_clause_t *cp, const dt_site_t *sp)
{
	int i, n = 0;

	for (i = 0; i < cp->c_nprobes; i++)
		if (cp->c_probes[i]->pr_site == sp)
			n++;
	return n;
}

int
dt_cg_site(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *sp,
    dt_cgprog_t *out)
{
	dt_cgx_t cx;
	dt_clause_t *cp;
	int rc = 0;

	memset(&cx, 0, sizeof(cx));
	cx.dtp = dtp;
	cx.pp = pp;
	cx.sp = sp;
	cx.as = &cx.cg.cg_as;
	cx.cg.cg_dtp = dtp;
	cx.cg.cg_priv = &cx;
	dt_as_init(cx.as);
	cx.cg.cg_exit = dt_as_label(cx.as);
	cx.rec = ROUND8(DT_DC_THIS + pp->p_thissize);
	cx.tmpbase = cx.rec + ROUND8(pp->p_recmax) + 8;
	cx.abase = pp->p_abase;
	cx.tmpmax = cx.abase - 8;
	if (pp->p_nerror > 0) {
		cx.errsave = cx.tmpbase;
		cx.tmpbase += 56;
	}
	if (pp->p_usestrtok) {		/* position, string, delimiter set */
		cx.tokbase = cx.tmpbase;
		cx.tmpbase += 8 + ROUND8(DT_STRSIZE(dtp) + 1) + 32;
	}

	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if (cp->c_usesargs && dt_clause_in_site(cp, sp) > 0)
			cx.cg.cg_needargs = 1;
	dt_cg_stkvars(pp);
	dt_cg_prologue(&cx);
	if (sp->s_impl->pi_prologue(&cx.cg, sp) != 0)
		rc = -1;
	for (cp = pp->p_clauses; cp != NULL && rc == 0; cp = cp->c_next) {
		int n = dt_clause_in_site(cp, sp);

		if (n > 0)
			rc = dt_cg_clause(&cx, cp, n);
		/* D: once a clause's exit() (or that of an ERROR clause
		 * its fault ran) has run, the firing's later clauses do
		 * not (where the site fires before draining) */
		if (n > 0 && rc == 0 &&
		    dt_clause_may_exit(pp, cp, cx.nfaults > 0) &&
		    !(dtp->dt_lops->lo_flags & DT_LF_EXIT_RETURNS) &&
		    (sp->s_impl->pi_draining == NULL ||
		    !sp->s_impl->pi_draining(sp))) {
			dt_cg_globals(&cx, BPF_REG_1, DT_G_STATE);
			EMIT(&cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_1, 0));
			dt_as_jump(cx.as, I_JMP_IMM(BPF_JEQ, BPF_REG_1,
			    DT_STATE_DRAINING), cx.cg.cg_exit);
		}
	}
	dt_as_place(cx.as, cx.cg.cg_exit);
	EMIT(&cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(&cx, I_EXIT());
	for (int i = 0; i < cx.nsubprogs; i++) {
		dt_as_place(cx.as, cx.sublabels[i]);
		cx.subarg = cx.subargs[i];
		cx.subprogs[i](&cx);
	}
	if (cx.err)
		rc = -1;
	if (rc == 0 && dt_as_link(cx.as) != 0)
		rc = dt_set_errmsg(dtp, EDT_COMPILER, "%s", cx.as->as_errmsg);
	if (rc != 0) {
		dt_as_fini(cx.as);
		return -1;
	}
	memset(out, 0, sizeof(*out));
	out->cp_insns = cx.as->as_insns;
	out->cp_n = cx.as->as_n;
	out->cp_lines = cx.as->as_lines;
	for (int i = 0; i < cx.nsubprogs; i++)
		out->cp_funcs[out->cp_nfuncs++] = cx.as->as_labels[cx.sublabels[i]];
	cx.as->as_insns = NULL;
	cx.as->as_lines = NULL;
	dt_as_fini(cx.as);
	return 0;
}

/*
 * The program on a process's _dl_debug_state(), which its dynamic loader
 * calls before and after it maps or unmaps objects (dlopen(), dlclose()):
 * a DT_REC_DLMAP record tells the consumer.  With stop, the process stops
 * itself first (SIGSTOP; the record's high half says it did), so that it
 * runs nothing of what it mapped before the consumer has enabled the
 * probes there and let it go on; should the record not fit in the ring
 * buffer, the stop is taken back (a SIGCONT drops a pending SIGSTOP).
 */
/* (signal.h's si_* names would clash with dt_sinfo_t's) */
#define DT_SIGCONT	18
#define DT_SIGSTOP	19

int
dt_cg_dlwatch(dtrace_hdl_t *dtp, struct dt_compiled *pp, int stop,
    dt_cgprog_t *out)
{
	dt_as_t as;
	uint32_t done;

	dt_as_init(&as);
	done = dt_as_label(&as);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_6, 0));
	if (stop) {
		uint32_t nostop = dt_as_label(&as);

		dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, DT_SIGSTOP));
		dt_as_emit(&as, I_CALL(BPF_FUNC_send_signal));
		dt_as_jump(&as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), nostop);
		dt_as_emit(&as, I_MOV64_IMM(BPF_REG_6, 1));
		dt_as_emit(&as, I_ALU64_IMM(BPF_LSH, BPF_REG_6, 32));
		dt_as_place(&as, nostop);
	}
	/* header (prid 0, clause DT_REC_DLMAP, cpu 0), then the pid */
	dt_as_emit(&as, I_CALL(BPF_FUNC_get_current_pid_tgid));
	dt_as_emit(&as, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_as_emit(&as, I_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_6));
	dt_as_emit(&as, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, -8));
	dt_as_emit(&as, I_ST(BPF_W, BPF_REG_FP, -16, 0));
	dt_as_emit(&as, I_ST(BPF_W, BPF_REG_FP, -12, DT_REC_DLMAP));
	dt_as_ld_map(&as, BPF_REG_1, pp->p_rb_fd);
	dt_as_emit(&as, I_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	dt_as_emit(&as, I_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_3, 16));
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_4, 0));
	dt_as_emit(&as, I_CALL(BPF_FUNC_ringbuf_output));
	dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), done);
	dt_as_jump(&as, I_JMP_IMM(BPF_JEQ, BPF_REG_6, 0), done);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_1, DT_SIGCONT));
	dt_as_emit(&as, I_CALL(BPF_FUNC_send_signal));
	dt_as_place(&as, done);
	dt_as_emit(&as, I_MOV64_IMM(BPF_REG_0, 0));
	dt_as_emit(&as, I_EXIT());
	if (dt_as_link(&as) != 0) {
		dt_as_fini(&as);
		return dt_set_errmsg(dtp, EDT_COMPILER, "%s", as.as_errmsg);
	}
	memset(out, 0, sizeof(*out));
	out->cp_insns = as.as_insns;
	out->cp_n = as.as_n;
	out->cp_lines = as.as_lines;
	as.as_insns = NULL;
	as.as_lines = NULL;
	dt_as_fini(&as);
	return 0;
}

void
dt_cg_hcheck_how(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level, int null)
{
	const dt_cglang_t *cl = cx->dtp->dt_lops->lo_cg;

	if (cl != NULL && cl->cl_hcheck != NULL)
		cl->cl_hcheck(cx, dnp, helper, level, null);
}

void
dt_cg_hcheck(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level)
{
	dt_cg_hcheck_how(cx, dnp, helper, level, 0);
}

void
dt_cg_hcheck_null(dt_cgx_t *cx, const dt_node_t *dnp, int level)
{
	dt_cg_hcheck_how(cx, dnp, "map_lookup_elem", level, 1);
}

/* generate a site's program into *cp, its instructions shown on fp */
int
dt_cg_gen_site(dtrace_hdl_t *dtp, dt_compiled_t *pp, dt_site_t *sp,
    dt_cgprog_t *cp, FILE *fp)
{
	if (sp->s_impl->pi_site_prepare != NULL &&
	    sp->s_impl->pi_site_prepare(dtp, sp) != 0)
		return -1;
	if (dt_cg_site(dtp, pp, sp, cp) != 0)
		return -1;
	if (fp != NULL) {
		fprintf(fp, "\nBPF program for %s:%s (%u instructions):\n",
		    sp->s_impl->pi_name, sp->s_key, cp->cp_n);
		dt_dis(fp, cp->cp_insns, cp->cp_n, cp->cp_lines);
	}
	return 0;
}
