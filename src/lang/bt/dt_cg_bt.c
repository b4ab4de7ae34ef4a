/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg_bt.c -- code for bt's own functions (the __bt_* rows of the
 * function table, dt_ident.c; their semantic routines are in
 * dt_sema_bt.c).
 *
 * Values only the consumer can put in words (buf(), ntop()) are written
 * straight into a record field or a key (their fn_store); strftime() is
 * its time and kaddr(), uaddr() constants, so they are ordinary values.
 */
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <errno.h>
#include <string.h>

#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_btval.h"
#include "dt_bt_impl.h"

static void dt_cg_btpton_bytes(dt_cgx_t *cx, const unsigned char *b,
    uint32_t off);

/* bt's name of a __bt_* function */
static const char *
dt_cg_btname(const dt_node_t *call)
{
	const char *s = call->dn_string;

	return strncmp(s, "__bt_", 5) == 0 ? s + 5 : s;
}

/* a value kept in memory, used where only a number or a string goes */
int
dt_cg_btmem(dt_cgx_t *cx, dt_node_t *call, int v)
{
	(void)v;
	return dt_cg_dnerror(cx, call, D_CG_EXPR, "%s() may only be used as "
	    "an argument "
	    "of printf() or print(), or as a map key", dt_cg_btname(call));
}

/* kaddr(), uaddr(): the address found when the program was built */
int
dt_cg_btconst(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_as_ld64(cx->as, BPF_REG_0,
	    (uint64_t)((const dt_sinfo_t *)call->dn_sema)->si_int);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * buf(p[, n]): at off a u64 length, min(n, the capacity), then that many
 * bytes read at p (user or kernel memory), zeroes after them; of a string
 * (in the program's memory), up to its NUL
 */
int
dt_cg_btbuf(dt_cgx_t *cx, dt_node_t *call, uint32_t off, uint32_t size)
{
	const dt_type_t *t = &((const dt_sinfo_t *)call->dn_sema)->si_type;
	dt_node_t *a = call->dn_args, *n = a->dn_next;
	uint32_t cap = t->t_aux, ok = dt_as_label(cx->as);
	int v = dt_cg_valloc(cx), w;

	dt_cg_zero_dctx(cx, off, size);
	if (dt_cg_expr(cx, a, v) != 0)
		return -1;
	if (n != NULL) {
		w = dt_cg_valloc(cx);
		if (dt_cg_expr(cx, n, w) != 0)
			return -1;
		dt_cg_vto(cx, BPF_REG_2, w);
		dt_cg_vfree(cx, w);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)cap),
		    ok);
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)cap));
	dt_as_place(cx->as, ok);
	dt_cg_st9(cx, BPF_DW, BPF_REG_2, off);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off + 8);
	if (dt_node_type(a)->t_kind == DT_TK_STRING) {	/* to its NUL */
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
		dt_cg_vfree(cx, v);
		return 0;
	}
	dt_cg_call(cx, dt_cg_btreadfn(cx, call->dn_args, 0,
	    BPF_FUNC_probe_read));
	dt_cg_btaddrspace(cx, call->dn_args, 1);
	if (cx->dtp->dt_options[DT_OPT_HELPERCHECK] >= 2)
		dt_cg_btcheck(cx, call, dt_cg_btread(cx, call->dn_args, 0), 2);
	dt_cg_vfree(cx, v);
	return 0;
}

/*
 * ntop([af, ]addr): at off the u64 address family, then 16 bytes: an
 * integer's own (little-endian, as it is in memory), or those of the
 * array or string addr is
 */
int
dt_cg_btntop(dt_cgx_t *cx, dt_node_t *call, uint32_t off, uint32_t size)
{
	const dt_type_t *t = &((const dt_sinfo_t *)call->dn_sema)->si_type;
	dt_node_t *a = call->dn_args, *addr = a->dn_next != NULL ? a->dn_next :
	    a;
	const dt_type_t *at;
	uint32_t n = t->t_aux;
	int v, r, af6;
	unsigned char b[16];

	v = dt_cg_valloc(cx);
	dt_cg_zero_dctx(cx, off, size);
	if (dt_bt_pton_bytes(addr, b) > 0) {
		/* ntop(pton("...")): the bytes, known now */
		dt_cg_btpton_bytes(cx, b, off + 8);
		af6 = n > 4;
		goto family;
	}
	if (dt_cg_expr(cx, addr, v) != 0)
		return -1;
	at = dt_node_type(addr);
	/* a string as bpftrace sizes it: a literal by its length */
	if (n == 0 && at->t_kind == DT_TK_STRING)
		n = (addr->dn_kind == DT_NODE_STRING ?
		    strlen(addr->dn_string) + 1 : at->t_size) <= 4 ? 4 : 16;
	af6 = n > 4;
	r = dt_cg_vget(cx, v, BPF_REG_3);
	if (n == 0) {
		dt_cg_st9(cx, BPF_DW, r, off + 8);
	} else {
		if (r != BPF_REG_3)
			EMIT(cx, I_MOV64_REG(BPF_REG_3, r));
		if (at->t_sym == DT_SYM_BTPTON)	/* its bytes, after the count */
			EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 8));
		dt_cg_dctx_ptr(cx, BPF_REG_1, off + 8);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(n < 16 ? n : 16)));
		dt_cg_call(cx, at->t_kind == DT_TK_STRING ?
		    BPF_FUNC_probe_read_kernel : BPF_FUNC_probe_read);
	}
family:
	if (addr != a) {
		if (dt_cg_expr(cx, a, v) != 0)
			return -1;
		r = dt_cg_vget(cx, v, BPF_REG_3);
		dt_cg_st9(cx, BPF_DW, r, off);
	} else
		dt_cg_sti9(cx, BPF_DW, off, af6 ? 10 : 2);
	dt_cg_vfree(cx, v);
	return 0;
}

/* -kk of join(): 8 bytes (a string: up to 8) read from R3 into the
 * temporary at ptr, the read checked as bpftrace checks it */
static void
dt_cg_btjoincheck(dt_cgx_t *cx, dt_node_t *call, uint32_t ptr, int str)
{
	uint32_t save = cx->tmp;

	dt_cg_dctx_ptr(cx, BPF_REG_1, ptr);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, dt_cg_btreadfn(cx, call->dn_args, str, str ?
	    BPF_FUNC_probe_read_str : BPF_FUNC_probe_read));
	dt_cg_btcheck(cx, call, dt_cg_btread(cx, call->dn_args, str), 2);
	cx->tmp = save;
}

/*
 * join(argv[, sep]): a record of its own (DT_REC_BTJOIN), built in a
 * temporary: the strings argv[0], argv[1] ... up to the first NULL (or
 * one that cannot be read).  What the clause recorded before is sent
 * first, so that the consumer sees them in order.
 */
int
dt_cg_btjoin(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t rec = dt_cg_tmp(cx, (uint32_t)DT_BTJOIN_REC);
	uint32_t ptr = dt_cg_tmp(cx, 8), done = dt_as_label(cx->as);
	uint32_t ok = dt_as_label(cx->as);
	uint32_t cnt = rec + (uint32_t)sizeof(dt_rechdr_t) + 8;
	int i;

	if (rec == 0 || ptr == 0)
		return -1;
	dt_cg_flush(cx);
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, rec);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_CPU));
	EMIT(cx, I_ALU32_IMM(BPF_LSH, BPF_REG_1, 16));
	EMIT(cx, I_ALU32_IMM(BPF_OR, BPF_REG_1, DT_REC_BTJOIN));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, rec + 4);
	dt_cg_sti9(cx, BPF_W, rec + 8, cx->actidx);
	dt_cg_sti9(cx, BPF_W, rec + 12, cx->clause->c_id);
	dt_cg_sti9(cx, BPF_DW, cnt, 0);
	for (i = 0; i < DT_BTJOIN_MAX; i++) {
		uint32_t slot = cnt + 8 + (uint32_t)i * DT_BTJOIN_SIZE;

		dt_cg_vto(cx, BPF_REG_3, v);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * i));
		dt_cg_dctx_ptr(cx, BPF_REG_1, ptr);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
		dt_cg_call(cx, BPF_FUNC_probe_read);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), done);
		dt_cg_ld9(cx, BPF_DW, BPF_REG_3, ptr);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), done);
		dt_cg_sti9(cx, BPF_B, slot, 0);
		dt_cg_dctx_ptr(cx, BPF_REG_1, slot);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, DT_BTJOIN_SIZE));
		dt_cg_call(cx, BPF_FUNC_probe_read_str);
		dt_cg_sti9(cx, BPF_DW, cnt, i + 1);
	}
	dt_as_place(cx->as, done);
	/* -kk: bpftrace reads every one of its 16 slots, past the NULL,
	 * and says which reads failed */
	for (i = 0; cx->dtp->dt_options[DT_OPT_HELPERCHECK] >= 2 &&
	    i < DT_BTJOIN_MAX; i++) {
		dt_cg_vto(cx, BPF_REG_3, v);		/* argv[i] */
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * i));
		dt_cg_btjoincheck(cx, call, ptr, 0);
		dt_cg_ld9(cx, BPF_DW, BPF_REG_3, ptr);
		dt_cg_btjoincheck(cx, call, ptr, 1);	/* its string */
	}
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_rb_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, rec);
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, (int32_t)DT_BTJOIN_REC));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_output);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), ok);
	dt_cg_stat_inc(cx, DT_STAT_DROPS);
	dt_as_place(cx->as, ok);
	cx->actidx++;		/* the action has no bit: its record is out */
	return 0;
}

/*
 * -O openbsd's print(@m), clear(@m) and zero(@m) of a map variable with
 * keys (ac_btsnap) happen when they run: bpf_for_each_map_elem() over the
 * map calls a callback for each element, R2 its key and R3 its value, R4
 * a slot of the caller's stack that holds the probe's id:
 * print's sends it to the consumer (a DT_REC_BTSNAP record: the map's fd,
 * the key, the value), clear's deletes it, zero's makes its value 0.
 */
static void
dt_cg_btsnap_send(dt_cgx_t *cx)
{
	const dt_var_t *vp = cx->subarg;
	uint32_t ks = vp->v_keys.k_size, vs = vp->v_vsize;
	uint32_t out = dt_as_label(cx->as);

	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_2));
	EMIT(cx, I_MOV64_REG(BPF_REG_7, BPF_REG_3));
	EMIT(cx, I_MOV64_REG(BPF_REG_9, BPF_REG_4));
	dt_as_ld_map(cx->as, BPF_REG_1, cx->pp->p_rb_fd);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(16 + ks + vs)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_reserve);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), out);
	EMIT(cx, I_MOV64_REG(BPF_REG_8, BPF_REG_0));
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, 0));	/* the prid */
	EMIT(cx, I_STX(BPF_W, BPF_REG_8, BPF_REG_1, 0));
	EMIT(cx, I_ST(BPF_W, BPF_REG_8, 4, DT_REC_BTSNAP));
	EMIT(cx, I_ST(BPF_W, BPF_REG_8, 8, vp->v_map_fd));
	EMIT(cx, I_ST(BPF_W, BPF_REG_8, 12, 0));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 16));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)ks));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_6));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)(16 + ks)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)vs));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_7));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_8));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_submit);
	dt_as_place(cx->as, out);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

static void
dt_cg_btsnap_clear(dt_cgx_t *cx)
{
	const dt_var_t *vp = cx->subarg;

	dt_as_ld_map(cx->as, BPF_REG_1, vp->v_map_fd);
	dt_cg_call(cx, BPF_FUNC_map_delete_elem);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

static void
dt_cg_btsnap_zero(dt_cgx_t *cx)
{
	const dt_var_t *vp = cx->subarg;
	uint32_t i;

	for (i = 0; i < vp->v_vsize; i += 8)
		EMIT(cx, I_ST(BPF_DW, BPF_REG_3, (int16_t)i, 0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

/* each element of ap's map through the callback for ap's kind; what the
 * clause recorded before is sent first */
static void
dt_cg_btsnap(dt_cgx_t *cx, const dt_action_t *ap)
{
	dt_cg_subprog_f cb = ap->ac_kind == DT_ACT_BTPRINT ?
	    dt_cg_btsnap_send : ap->ac_kind == DT_ACT_BTCLEAR ?
	    dt_cg_btsnap_clear : dt_cg_btsnap_zero;

	dt_cg_flush(cx);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, DT_LOOP_SLOT(0)));
	dt_as_ld_map(cx->as, BPF_REG_1, ap->ac_var->v_map_fd);
	dt_as_ld_func(cx->as, BPF_REG_2, dt_cg_subprog_arg(cx, cb,
	    ap->ac_var));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, DT_LOOP_SLOT(0)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_for_each_map_elem);
}

/* clear(@m), zero(@m): the consumer's, or done here (ac_btsnap: the
 * action then has no bit, the consumer does nothing) */
int
dt_cg_btclear(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_action_t *ap = ((const dt_sinfo_t *)call->dn_sema)->si_act;

	if (ap == NULL || !ap->ac_btsnap)
		return dt_cg_aggop(cx, call, v);
	dt_cg_btsnap(cx, ap);
	cx->actidx++;
	return 0;
}

/* print(): of a value, D's print(); of a map, its top and div (0 and 1
 * when not given) */
int
dt_cg_btprint(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_action_t *ap = ((const dt_sinfo_t *)call->dn_sema)->si_act;
	dt_node_t *top = call->dn_args->dn_next;
	dt_node_t *div = top != NULL ? top->dn_next : NULL;

	if (ap->ac_kind == DT_ACT_PRINT)
		return dt_cg_print(cx, call, v);
	if (ap->ac_btsnap)		/* the elements, then the print */
		dt_cg_btsnap(cx, ap);
	if (top != NULL) {
		if (dt_cg_field(cx, top, &ap->ac_fields[0]) != 0)
			return -1;
	} else
		dt_cg_sti9(cx, BPF_DW, cx->rec + 8 +
		    ap->ac_fields[0].f_off, 0);
	if (div != NULL) {
		if (dt_cg_field(cx, div, &ap->ac_fields[1]) != 0)
			return -1;
	} else
		dt_cg_sti9(cx, BPF_DW, cx->rec + 8 +
		    ap->ac_fields[1].f_off, 1);
	dt_cg_actdone(cx);
	if (ap->ac_btsnap && cx->loops == 0)	/* before a later print's */
		dt_cg_flush(cx);
	return 0;
}

/* __bt_watch(wp, argN): a watchpoint's set-up stops the process (as
 * bpftrace 0.17 does, the signal first) until the consumer has put the
 * breakpoint on the address, which the record carries; an
 * asyncwatchpoint's lets it run */
int
dt_cg_btwatch(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_action_t *ap = ((const dt_sinfo_t *)call->dn_sema)->si_act;

	if (strncmp(ap->ac_str, "async", 5) != 0) {
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 19));	/* SIGSTOP */
		dt_cg_call(cx, BPF_FUNC_send_signal);
	}
	return dt_cg_fields(cx, call, v);
}

/* reg("name"): the register at its pt_regs offset in the context (a
 * uprobe's pt_regs, a perf event's regs) */
int
dt_cg_btreg(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1, (int16_t)si->si_int));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* strftime(fmt, ns): ns; the format is in the value's type */
int
dt_cg_btstrftime(dt_cgx_t *cx, dt_node_t *call, int v)
{
	return dt_cg_expr(cx, call->dn_args->dn_next, v);
}

/* strncmp(a, b, n): 0 when the first n characters (up to a NUL) are the
 * same, else 1 */
int
dt_cg_btstrncmp(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *a = call->dn_args, *b = a->dn_next, *n = b->dn_next;
	uint32_t ca = dt_node_type(a)->t_size, cb = dt_node_type(b)->t_size;
	int64_t k = ((const dt_sinfo_t *)n->dn_sema)->si_int, i;
	uint32_t ne = dt_as_label(cx->as), done = dt_as_label(cx->as);
	int w;

	if (k > (int64_t)ca)
		k = ca;
	if (k > (int64_t)cb)
		k = cb;
	w = dt_cg_valloc(cx);
	if (dt_cg_expr(cx, a, v) != 0 || dt_cg_expr(cx, b, w) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	dt_cg_vto(cx, BPF_REG_2, w);
	dt_cg_vfree(cx, w);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	if (k <= 0) {		/* nothing to compare: the same */
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	for (i = 0; i < k; i++) {
		EMIT(cx, I_LDX(BPF_B, BPF_REG_3, BPF_REG_1, (int16_t)i));
		EMIT(cx, I_LDX(BPF_B, BPF_REG_4, BPF_REG_2, (int16_t)i));
		dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_3, BPF_REG_4), ne);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), done);
	}
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, ne);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * func's address: at a uprobe the probed instruction's; at a uretprobe
 * the return address, on top of the stack at the return instruction the
 * pid provider probes (arg0 its offset), already the instruction pointer
 * at a real uretprobe (arg0 0)
 */
int
dt_cg_btfuncaddr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_clause_t *cp = cx->clause;
	uint32_t ret = dt_as_label(cx->as), done = dt_as_label(cx->as);
	uint32_t tmp = dt_cg_tmp(cx, 8);
	int i, j, nret = 0, nent = 0;

	(void)call;
	for (i = 0; i < cp->c_nprobes; i++)
		for (j = 0; j < cx->sp->s_nprobes; j++) {
			if (cp->c_probes[i] != cx->sp->s_probes[j])
				continue;
			if (strcmp(cp->c_probes[i]->pr_name, "return") == 0)
				nret++;
			else
				nent++;
		}
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, DT_STK_CTX));
	if (nret == 0) {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1, PT_IP));
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	if (nent > 0) {
		EMIT(cx, I_LDX(BPF_W, BPF_REG_2, BPF_REG_9, DCTX_PRID));
		for (i = 0; i < cp->c_nprobes; i++)
			if (strcmp(cp->c_probes[i]->pr_name, "return") == 0)
				dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2,
				    (int32_t)cp->c_probes[i]->pr_id), ret);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1, PT_IP));
		dt_as_jump(cx->as, I_JA(), done);
	}
	dt_as_place(cx->as, ret);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_1, PT_IP));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_9, DCTX_ARGS));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 0), done);
	dt_cg_sti9(cx, BPF_DW, tmp, 0);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_1, PT_SP));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, BPF_FUNC_probe_read_user);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* strcontains(h, n): index(h, n) is -1 (0) or not (1) */
int
dt_cg_btstrcontains(dt_cgx_t *cx, dt_node_t *call, int v)
{
	if (dt_cg_index(cx, call, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_0, v);
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 63));
	EMIT(cx, I_ALU64_IMM(BPF_XOR, BPF_REG_0, 1));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* bswap(n): at the width of the call's type (dt_sema_btbswap) */
int
dt_cg_btbswap(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t size = ((const dt_sinfo_t *)call->dn_sema)->si_type.t_size;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_0, v);
	if (size == 1)
		EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	else
		EMIT(cx, I_BSWAP_BE(BPF_REG_0, (int32_t)(size * 8)));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* the 16 bytes of a pton() at off, 4 at a time */
static void
dt_cg_btpton_bytes(dt_cgx_t *cx, const unsigned char *b, uint32_t off)
{
	int32_t w;
	int i;

	for (i = 0; i < 16; i += 4) {
		memcpy(&w, b + i, 4);
		dt_cg_sti9(cx, BPF_W, off + (uint32_t)i, w);
	}
}

/* pton("addr"): at off the u64 count of bytes, then the bytes */
int
dt_cg_btpton(dt_cgx_t *cx, dt_node_t *call, uint32_t off, uint32_t size)
{
	unsigned char b[16];
	int n = dt_bt_pton_bytes(call, b);

	dt_cg_zero_dctx(cx, off, size);
	dt_cg_sti9(cx, BPF_DW, off, n);
	dt_cg_btpton_bytes(cx, b, off + 8);
	return 0;
}

/*
 * Tuples (dt_sema_bttuple): built in a temporary of the dctx; a value is
 * the address of its bytes, as a string's is.
 */

static int
dt_cg_btsize(uint32_t size)
{
	return size == 1 ? BPF_B : size == 2 ? BPF_H : size == 4 ? BPF_W :
	    BPF_DW;
}

/* v = the integer of type t at the address v holds (read with a helper:
 * the address may be the dctx's, a map value's or the zero area's) */
static void
dt_cg_btreadint(dt_cgx_t *cx, int v, const dt_type_t *t)
{
	uint32_t tmp = dt_cg_tmp(cx, 8);
	uint32_t size = t->t_kind == DT_TK_INT && t->t_size < 8 ? t->t_size : 8;

	dt_cg_sti9(cx, BPF_DW, tmp, 0);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	if (size < 8 && t->t_signed)
		dt_cg_mem9(cx, I_LDXSX(dt_cg_btsize(size), BPF_REG_0,
		    BPF_REG_9, 0), tmp);
	else
		dt_cg_ld9(cx, dt_cg_btsize(size), BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
}

static void dt_cg_btput(dt_cgx_t *cx, int v, const dt_type_t *st,
    const dt_type_t *dt, uint32_t off);

/* the tuple of type st at the address v holds, into the dctx at off as
 * a tuple of type dt (of the same shape; already zeroed) */
static void
dt_cg_btconvert(dt_cgx_t *cx, int v, const dt_type_t *st,
    const dt_type_t *dt, uint32_t off)
{
	const dt_bttuple_t *su = dt_bttuple_of(cx->pp, st);
	const dt_bttuple_t *du = dt_bttuple_of(cx->pp, dt);
	uint32_t save = cx->tmp;
	int i, w;

	for (i = 0; i < su->tu_n && !cx->err; i++) {
		const dt_type_t *se = &su->tu_types[i];

		w = dt_cg_valloc(cx);
		dt_cg_vto(cx, BPF_REG_1, v);
		if (su->tu_off[i] != 0)
			EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1,
			    (int32_t)su->tu_off[i]));
		dt_cg_vset(cx, w, BPF_REG_1);
		if (se->t_kind == DT_TK_INT || se->t_kind == DT_TK_PTR)
			dt_cg_btreadint(cx, w, se);
		dt_cg_btput(cx, w, se, &du->tu_types[i], off + du->tu_off[i]);
		dt_cg_vfree(cx, w);
		cx->tmp = save;
	}
}

/* the value v of type st into the dctx at off, as type dt (the place is
 * zeroed): an integer stored, a string copied to its NUL, a tuple
 * copied or converted */
static void
dt_cg_btput(dt_cgx_t *cx, int v, const dt_type_t *st, const dt_type_t *dt,
    uint32_t off)
{
	uint32_t n;
	int r;

	if (dt->t_kind == DT_TK_INT || dt->t_kind == DT_TK_PTR) {
		r = dt_cg_vget(cx, v, BPF_REG_3);
		dt_cg_st9(cx, dt_cg_btsize(dt->t_kind == DT_TK_INT ?
		    dt->t_size : 8), r, off);
		return;
	}
	if (dt_bttuple_is(dt) && st->t_aux != dt->t_aux) {
		dt_cg_btconvert(cx, v, st, dt, off);
		return;
	}
	n = st->t_size < dt->t_size ? st->t_size : dt->t_size;
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, dt->t_kind == DT_TK_STRING ?
	    BPF_FUNC_probe_read_kernel_str : BPF_FUNC_probe_read_kernel);
}

/* the tuple (e1, e2, ...) built at base in the dctx (zeroed); a tuple
 * element of its own type is built in place */
static int
dt_cg_btbuild(dt_cgx_t *cx, dt_node_t *call, uint32_t base)
{
	const dt_sinfo_t *si = call->dn_sema;
	const dt_bttuple_t *tu = dt_bttuple_of(cx->pp, &si->si_type);
	uint32_t save = cx->tmp;
	dt_node_t *a;
	int i = 0, w;

	for (a = call->dn_args; a != NULL && !cx->err; a = a->dn_next, i++) {
		const dt_sinfo_t *ai = a->dn_sema;
		const dt_type_t *et = &tu->tu_types[i];
		uint32_t off = base + tu->tu_off[i];

		if (ai->si_kind == DT_SI_BUILTIN && ai->si_bi->bi_store !=
		    NULL) {
			ai->si_bi->bi_store(cx, off, et->t_size);
		} else if (a->dn_kind == DT_NODE_CALL && ai->si_fn != NULL &&
		    ai->si_fn->fn_store != NULL) {
			if (ai->si_fn->fn_store(cx, a, off, et->t_size) != 0)
				return -1;
		} else if (a->dn_kind == DT_NODE_CALL && ai->si_fn != NULL &&
		    ai->si_fn->fn_cg == dt_cg_bttuple &&
		    ai->si_type.t_aux == et->t_aux) {
			if (dt_cg_btbuild(cx, a, off) != 0)
				return -1;
		} else {
			w = dt_cg_valloc(cx);
			if (dt_cg_expr(cx, a, w) != 0)
				return -1;
			dt_cg_btput(cx, w, dt_node_type(a), et, off);
			dt_cg_vfree(cx, w);
		}
		cx->tmp = save;
	}
	return cx->err ? -1 : 0;
}

/* (e1, e2, ...): v = the address of the tuple built */
int
dt_cg_bttuple(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;
	uint32_t base = dt_cg_tmp(cx, si->si_type.t_size);

	dt_cg_zero_dctx(cx, base, (si->si_type.t_size + 7) & ~7u);
	if (dt_cg_btbuild(cx, call, base) != 0)
		return -1;
	dt_cg_dctx_ptr(cx, BPF_REG_0, base);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* (T[N])e of an integer e: v = the address of its bytes in a temporary;
 * (T)a of an array a: v = its bytes as integer T (dt_bt_arrcast.c) */
int
dt_cg_btarrcast(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_type_t *t = dt_node_type(call);
	uint32_t base;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	if (t->t_kind == DT_TK_INT) {
		dt_cg_btreadint(cx, v, t);
		return 0;
	}
	base = dt_cg_tmp(cx, 8);
	dt_cg_st9(cx, dt_cg_btsize(t->t_size), dt_cg_vget(cx, v, BPF_REG_3),
	    base);
	dt_cg_dctx_ptr(cx, BPF_REG_0, base);
	dt_cg_vset(cx, v, BPF_REG_0);
	return cx->err ? -1 : 0;
}

/* v (a tuple of type st) made a tuple of type dt: the same, or a copy
 * converted in a temporary */
int
dt_cg_bttupleconv(dt_cgx_t *cx, int v, const dt_type_t *st,
    const dt_type_t *dt)
{
	uint32_t base;

	if (!dt_bttuple_is(st) || !dt_bttuple_is(dt) || st->t_aux == dt->t_aux)
		return 0;
	base = dt_cg_tmp(cx, dt->t_size);
	dt_cg_zero_dctx(cx, base, (dt->t_size + 7) & ~7u);
	dt_cg_btconvert(cx, v, st, dt, base);
	dt_cg_dctx_ptr(cx, BPF_REG_0, base);
	dt_cg_vset(cx, v, BPF_REG_0);
	return cx->err ? -1 : 0;
}

/* e.N of a tuple e: an integer read, a string or a tuple its address */
int
dt_cg_bttupidx(dt_cgx_t *cx, dt_node_t *dnp, int v)
{
	const dt_bttuple_t *tu = dt_bttuple_of(cx->pp,
	    dt_node_type(dnp->dn_left));
	const dt_type_t *et = dt_node_type(dnp);
	unsigned long i = strtoul(dnp->dn_string, NULL, 10);

	if (dt_cg_expr(cx, dnp->dn_left, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	if (tu->tu_off[i] != 0)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1,
		    (int32_t)tu->tu_off[i]));
	dt_cg_vset(cx, v, BPF_REG_1);
	if (et->t_kind == DT_TK_INT || et->t_kind == DT_TK_PTR)
		dt_cg_btreadint(cx, v, et);
	return 0;
}

/* past the bracket t (before e) opens and the one that closes it */
static const char *
dt_cg_btpastbal(const char *t, const char *e)
{
	char open = *t, close = open == '(' ? ')' : ']';
	int depth = 0;

	for (; t < e; t++) {
		depth += (*t == open) - (*t == close);
		if (depth == 0)
			break;
	}
	return t + 1;
}

/*
 * -k's place of a call site, as bpftrace gives it: its line, from the
 * start of the run of non-blank characters it is in (bpftrace's lexer
 * starts a place only after a blank) to the end of the call's ')' (of
 * a one-character operator, such as an assignment's '=').
 */
static void
dt_cg_btplace(const dt_compiled_t *pp, const dt_node_t *dnp, dt_btcheck_t *bc)
{
	const char *s = pp->p_bttext, *e, *t;

	bc->bc_line = dnp->dn_line;
	bc->bc_col = dnp->dn_col;
	bc->bc_end = dnp->dn_col + 1;
	if (s == NULL || (s = dt_diag_srcline(s, strlen(s), dnp->dn_line,
	    &e)) == NULL)
		return;
	if (dnp->dn_col < 1 || dnp->dn_col > (int)(e - s))
		return;
	t = s + dnp->dn_col - 1;
	if (dnp->dn_kind == DT_NODE_CALL) {
		/* a call, or a builtin without arguments (kstack) */
		while (t < e && (isalnum((unsigned char)*t) || *t == '_'))
			t++;
		if (t < e && *t == '(')
			t = dt_cg_btpastbal(t, e);
		bc->bc_end = (int)(t - s) + 1;
	} else if (*t == '@' || *t == '+' || *t == '-') {
		/* a map's read, "@m[k]", in an increment "@m++", "++@m" */
		int inc = dnp->dn_kind == DT_NODE_OP1 &&
		    (dnp->dn_op == DT_OP_PREINC || dnp->dn_op == DT_OP_PREDEC ||
		    dnp->dn_op == DT_OP_POSTINC || dnp->dn_op == DT_OP_POSTDEC);

		/* bpftrace's place of "++@m" is its operator */
		if (inc && t + 1 < e && (*t == '+' || *t == '-'))
			bc->bc_end = (int)(t - s) + 3;
		else if (t < e && *t == '@') {
			for (t++; t < e && (isalnum((unsigned char)*t) ||
			    *t == '_'); t++)
				;
			if (t < e && *t == '[')
				t = dt_cg_btpastbal(t, e);
			if (inc && t + 1 < e && (*t == '+' || *t == '-') &&
			    t[1] == *t)
				t += 2;
			bc->bc_end = (int)(t - s) + 1;
		}
	}
	for (t = s + dnp->dn_col - 1; t > s && t[-1] != ' ' && t[-1] != '\t';)
		t--;
	bc->bc_col = (int)(t - s) + 1;
}

/*
 * -k/-kk: after a helper call, a record of its failure (R0 < 0) with the
 * call site, which the consumer prints as bpftrace's warning; R0 is kept.
 * Nothing is generated below the level asked for (-k 1, -kk 2).
 */
void
dt_cg_btcheck(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level)
{
	dt_cg_btcheck_how(cx, dnp, helper, level, 0);
}

/* the same for a map lookup: its failure is a NULL result (reported as
 * 0, as bpftrace reports it) */
void
dt_cg_btcheck_null(dt_cgx_t *cx, const dt_node_t *dnp, int level)
{
	dt_cg_btcheck_how(cx, dnp, "map_lookup_elem", level, 1);
}

void
dt_cg_btcheck_how(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level, int null)
{
	dt_compiled_t *pp = cx->pp;
	dt_btcheck_t *v;
	uint32_t ok, buf, buf0;
	int k;

	if (cx->dtp->dt_lang != DT_LANG_BT || dnp == NULL ||
	    cx->clause == NULL ||
	    cx->dtp->dt_options[DT_OPT_HELPERCHECK] < level ||
	    (buf = dt_cg_tmp(cx, 32)) == 0)
		return;
	if ((v = realloc(pp->p_btchecks, sizeof(*v) *
	    (size_t)(pp->p_nbtchecks + 1))) == NULL)
		return;
	pp->p_btchecks = v;
	k = pp->p_nbtchecks++;
	v[k].bc_helper = helper;
	dt_cg_btplace(pp, dnp, &v[k]);
	ok = dt_as_label(cx->as);
	if (null == 1)
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), ok);
	else if (null == 2) {
		/* a stack: bpftrace's bpf_get_stackid() fails with EFAULT
		 * where bpf_get_stack() takes no frame */
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGT, BPF_REG_0, 0), ok);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_0, 0),
		    buf0 = dt_as_label(cx->as));
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, -EFAULT));
		dt_as_place(cx->as, buf0);
	} else {
		/* the helper's int result, as bpftrace takes it */
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
		EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_1, 32));
		EMIT(cx, I_ALU64_IMM(BPF_ARSH, BPF_REG_1, 32));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0), ok);
	}
	/* the result (a NULL pointer is 0: R0 is set again from that) */
	if (null == 1)
		dt_cg_sti9(cx, BPF_DW, buf + 16, 0);
	else
		dt_cg_st9(cx, BPF_DW, BPF_REG_0, buf + 16);
	/* what the clause printed before comes first */
	if (cx->clause->c_records && cx->actidx >= 0)
		dt_cg_flush(cx);
	/* a record as a fault's: header, code, the helper's result, site */
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, buf);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_CPU));
	EMIT(cx, I_ALU32_IMM(BPF_LSH, BPF_REG_1, 16));
	EMIT(cx, I_ALU32_IMM(BPF_OR, BPF_REG_1,
	    (int32_t)(0x8000u | (uint32_t)cx->clause->c_id)));
	dt_cg_st9(cx, BPF_W, BPF_REG_1, buf + 4);
	dt_cg_sti9(cx, BPF_DW, buf + 8, DT_FAULT_BTHELPER);
	dt_cg_sti9(cx, BPF_DW, buf + 24, k);
	dt_as_ld_map(cx->as, BPF_REG_1, pp->p_rb_fd);
	dt_cg_dctx_ptr(cx, BPF_REG_2, buf);
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, 32));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_ringbuf_output);
	if (null == 1)
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	else
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, buf + 16);
	dt_as_place(cx->as, ok);
}

/* where the address in e is from, as bpftrace types it: 0 nowhere (a
 * constant), 1 a probe's argument or the kernel (it has an address
 * space), 2 a variable's value (not known here) */
static int
dt_cg_btaddrfrom(const dt_node_t *e)
{
	/* (curtask is the engine's curthread) */
	static const char *const spaced[] = { "args", "retval", "curtask",
	    "curthread", "arg", "sarg" };
	int r = 0, k;
	size_t i;

	if (e == NULL)
		return 0;
	switch (e->dn_kind) {
	case DT_NODE_INT: case DT_NODE_STRING:
		return 0;
	case DT_NODE_MACRO:	/* str($N): the parameter, not a read */
		return 1;
	case DT_NODE_IDENT:
		for (i = 0; i < sizeof(spaced) / sizeof(spaced[0]); i++)
			if (strncmp(e->dn_string, spaced[i],
			    strlen(spaced[i])) == 0)
				return 1;
		return 2;
	case DT_NODE_OP1: case DT_NODE_OP2: case DT_NODE_OP3:
	case DT_NODE_CAST: case DT_NODE_EXPANDED:
		if (e->dn_kind == DT_NODE_OP2 && (e->dn_op == DT_OP_ARROW ||
		    e->dn_op == DT_OP_DOT))
			return 1;
		r = dt_cg_btaddrfrom(e->dn_left);
		if ((k = dt_cg_btaddrfrom(e->dn_right)) > r)
			r = k;
		if ((k = dt_cg_btaddrfrom(e->dn_third)) > r)
			r = k;
		return r;
	case DT_NODE_CALL:
		/* reg(), kaddr(), uaddr(): a probe's or an object's address;
		 * what other functions give is not known here */
		return strcmp(e->dn_string, "__bt_reg") == 0 ||
		    strcmp(e->dn_string, "__bt_kaddr") == 0 ||
		    strcmp(e->dn_string, "__bt_uaddr") == 0 ? 1 : 2;
	default:
		return 2;
	}
}

/* what in e says which memory it is in: 'k' the kernel's (curtask,
 * kaddr()), 'u' the user's (uaddr()), 0 nothing */
static int
dt_cg_btaddrmem(const dt_node_t *e)
{
	int r;

	if (e == NULL)
		return 0;
	if (e->dn_kind == DT_NODE_IDENT && e->dn_string != NULL &&
	    (strcmp(e->dn_string, "curtask") == 0 ||
	    strcmp(e->dn_string, "curthread") == 0))
		return 'k';
	if (e->dn_kind == DT_NODE_CALL && e->dn_string != NULL) {
		if (strcmp(e->dn_string, "__bt_kaddr") == 0)
			return 'k';
		if (strcmp(e->dn_string, "__bt_uaddr") == 0)
			return 'u';
	}
	switch (e->dn_kind) {
	case DT_NODE_OP1: case DT_NODE_OP2: case DT_NODE_OP3:
	case DT_NODE_CAST: case DT_NODE_EXPANDED:
		if ((r = dt_cg_btaddrmem(e->dn_left)) != 0 ||
		    (r = dt_cg_btaddrmem(e->dn_right)) != 0)
			return r;
		return dt_cg_btaddrmem(e->dn_third);
	default:
		return 0;
	}
}

/* whether e has a value of a variable in it: a scratch variable, a map's
 * element (not a probe's args[N]) */
static int
dt_cg_btaddrvar(const dt_node_t *e)
{
	if (e == NULL)
		return 0;
	switch (e->dn_kind) {
	case DT_NODE_THIS: case DT_NODE_SELF: case DT_NODE_AGG:
		return 1;
	case DT_NODE_ARRAY:
		return e->dn_left == NULL || e->dn_left->dn_kind !=
		    DT_NODE_IDENT || strcmp(e->dn_left->dn_string, "args") != 0 ||
		    dt_cg_btaddrvar(e->dn_args);
	case DT_NODE_OP1: case DT_NODE_OP2: case DT_NODE_OP3:
	case DT_NODE_CAST: case DT_NODE_EXPANDED:
		return dt_cg_btaddrvar(e->dn_left) ||
		    dt_cg_btaddrvar(e->dn_right) ||
		    dt_cg_btaddrvar(e->dn_third);
	case DT_NODE_CALL:
		for (e = e->dn_args; e != NULL; e = e->dn_next)
			if (dt_cg_btaddrvar(e))
				return 1;
		return 0;
	default:
		return 0;
	}
}

/* the address space the site's probes' arguments point into (DT_ARGS_*),
 * as their provider says; -1 outside a site */
static int
dt_cg_btargspace(const dt_cgx_t *cx)
{
	const dt_site_t *sp = cx->sp;

	if (sp == NULL)
		return -1;
	if (sp->s_impl->pi_argspace == NULL)
		return DT_ARGS_KERNEL;
	return sp->s_impl->pi_argspace(sp->s_nprobes > 0 ? sp->s_probes[0] :
	    NULL);
}

/*
 * The name bpftrace gives the read helper of an address (-k warnings): by
 * the address space it types the address with, the probe's (user for
 * uprobes, USDT and system call tracepoints, kernel for the others), none
 * for a constant or where a probe has no arguments.
 */
const char *
dt_cg_btread(dt_cgx_t *cx, const dt_node_t *addr, int str)
{
	static const char *const names[3][2] = {
		{ "probe_read", "probe_read_str" },
		{ "probe_read_user", "probe_read_user_str" },
		{ "probe_read_kernel", "probe_read_kernel_str" },
	};
	int from = dt_cg_btaddrfrom(addr), m = dt_cg_btaddrmem(addr), as;
	int space = dt_cg_btargspace(cx);

	if (m != 0)
		as = m == 'u' ? 1 : 2;
	else if (from == 0 || space == DT_ARGS_NONE)
		as = 0;
	else if (space == DT_ARGS_USER)
		as = 1;
	else
		as = 2;
	return names[as][str != 0];
}

/* the read helper to call for addr: the default, but under -kk the one
 * whose failures bpftrace reports (a kernel read of a user address fails
 * with ERANGE, a user read of a kernel address with EFAULT) */
int
dt_cg_btreadfn(dt_cgx_t *cx, const dt_node_t *addr, int str, int dflt)
{
	const char *n;

	/* an address from a variable may be of either space: read
	 * either */
	if (cx->dtp->dt_options[DT_OPT_HELPERCHECK] < 2 ||
	    (dt_cg_btaddrmem(addr) == 0 && (dt_cg_btaddrfrom(addr) == 0 ||
	    dt_cg_btaddrvar(addr))))
		return dflt;
	n = dt_cg_btread(cx, addr, str);
	if (strncmp(n, "probe_read_user", 15) == 0)
		return str ? BPF_FUNC_probe_read_user_str :
		    BPF_FUNC_probe_read_user;
	if (strncmp(n, "probe_read_kernel", 17) == 0)
		return str ? BPF_FUNC_probe_read_kernel_str :
		    BPF_FUNC_probe_read_kernel;
	return dflt;
}

void
dt_cg_btaddrspace(dt_cgx_t *cx, const dt_node_t *addr, int vars)
{
	int from;

	if (cx->pp->p_btnoaddr || cx->dtp->dt_lang != DT_LANG_BT ||
	    cx->dtp->dt_options[DT_OPT_NOWARNINGS] > 0)
		return;
	from = dt_cg_btaddrfrom(addr);
	/* a variable holds an address of a space only where a probe has
	 * arguments: not in BEGIN, END, interval, profile, software... */
	if (from == 2 && vars && dt_cg_btargspace(cx) == DT_ARGS_NONE)
		from = 0;
	if (from != 0)
		return;
	cx->pp->p_btnoaddr = 1;
	fprintf(stderr, "WARNING: Addrspace is not set\n");
}

/*
 * macaddr(x): the 6 bytes of array x, or at address x, read into a
 * zeroed temporary and loaded as one 64-bit value
 */
int
dt_cg_btmacaddr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *a = call->dn_args;
	const dt_type_t *at = dt_node_type(a);
	uint32_t tmp = dt_cg_tmp(cx, 8);
	int addr = at->t_kind == DT_TK_INT || at->t_kind == DT_TK_PTR;

	if (at->t_sym == DT_SYM_BTPTON)
		addr = 0;
	if (dt_cg_expr(cx, a, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_3, v);
	if (at->t_sym == DT_SYM_BTPTON)	/* its bytes, after the count */
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 8));
	dt_cg_sti9(cx, BPF_DW, tmp, 0);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 6));
	dt_cg_call(cx, at->t_kind == DT_TK_STRING ?
	    BPF_FUNC_probe_read_kernel : BPF_FUNC_probe_read);
	if (addr)
		dt_cg_btaddrspace(cx, a, 1);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * cgroup_path(id[, filter]): the id, with 1 + the filter's string index
 * in its top 16 bits (cgroup ids, kernfs node numbers, are far smaller);
 * 0xffff for a filter that is not a literal
 */
int
dt_cg_btcgroup_path(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *f = call->dn_args->dn_next;
	const dt_sinfo_t *fi = f != NULL ? f->dn_sema : NULL;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_0, v);
	EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_0, 16));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0, 16));
	if (fi != NULL) {
		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)(f->dn_kind ==
		    DT_NODE_STRING && fi->si_str >= 0 ? fi->si_str + 1 :
		    0xffff) << 48);
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_1));
	}
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * debugf(fmt, ...): bpf_trace_printk(), the format copied into a
 * temporary (with its NUL), up to 3 arguments: integers, or the address
 * of a string
 */
int
dt_cg_btdebugf(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const char *fmt = call->dn_args->dn_string;
	uint32_t len = (uint32_t)strlen(fmt) + 1, tmp, i;
	int vals[3], n = 0, r;
	dt_node_t *a;
	int32_t w;

	tmp = dt_cg_tmp(cx, len);
	for (a = call->dn_args->dn_next; a != NULL && n < 3; a = a->dn_next) {
		vals[n] = n == 0 ? v : dt_cg_valloc(cx);
		if (dt_cg_expr(cx, a, vals[n]) != 0)
			return -1;
		n++;
	}
	for (i = 0; i < ((len + 7u) & ~7u); i += 4) {
		w = 0;
		memcpy(&w, fmt + i, i + 4 <= len ? 4 : i < len ? len - i : 0);
		dt_cg_sti9(cx, BPF_W, tmp + i, w);
	}
	for (i = 0; i < (uint32_t)n; i++) {
		r = dt_cg_vget(cx, vals[i], BPF_REG_3 + (int)i);
		if (r != BPF_REG_3 + (int)i)
			EMIT(cx, I_MOV64_REG(BPF_REG_3 + (int)i, r));
	}
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)len));
	dt_cg_call(cx, BPF_FUNC_trace_printk);
	for (i = 1; i < (uint32_t)n; i++)
		dt_cg_vfree(cx, vals[i]);
	return 0;
}

/* cl_read: bt reads user memory as well (the helper chosen by the
 * address's space), what it cannot read is zeroes, and -kk checks it */
static void
dt_cg_btreadmem(dt_cgx_t *cx, const dt_node_t *dnp, const dt_node_t *addr,
    int str, int dflt, int space)
{
	dt_cg_call(cx, dt_cg_btreadfn(cx, addr, str, dflt));
	if (space >= 0)
		dt_cg_btaddrspace(cx, addr, space);
	if (cx->dtp->dt_options[DT_OPT_HELPERCHECK] >= 2)
		dt_cg_btcheck(cx, dnp, dt_cg_btread(cx, addr, str), 2);
}

const dt_cglang_t dt_bt_cglang = {
	.cl_hcheck = dt_cg_btcheck_how,
	.cl_read = dt_cg_btreadmem,
	.cl_tupleconv = dt_cg_bttupleconv,
	.cl_tupidx = dt_cg_bttupidx,
};
