/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_cg_subr.c -- code for D's subroutines on strings and integers
 * (strlen, strjoin, substr, index, toupper, htonl, ...).
 *
 * A string argument is the address of a NUL-terminated buffer; a string
 * result is built in a temporary of the dctx.  Copies use the kernel's
 * bounded string copy (bpf_probe_read_kernel_str), which also measures;
 * what must look at each character runs as a bpf_loop() callback
 * (dt_cg_loop), which the verifier checks once however long the string,
 * with the loop's state in the caller's loop area (DT_LOOP_SLOT).
 * Every bound a callback relies on is a constant in that area, so that
 * the verifier can see each access is inside its buffer.
 */
#include <string.h>

#include "dt_cg_impl.h"
#include "dt_ident.h"

/* loop area slots, as the callbacks below use them */
enum {
	L_SRC, L_DST, L_LIM, L_CHAR, L_RES, L_MODE, L_SUB, L_POS, L_SUBLIM,
	L_SLEN, L_MATCH, L_START
};

#define SLOT(i)		((int16_t)DT_LOOP_SLOT(i))
/* callbacks address the loop area through R2 (their ctx argument) */
#define CTX(i)		((int16_t)(8 * (i)))

/* the largest string a buffer of type tp holds, with its NUL */
static uint32_t
dt_cg_strlim(dt_cgx_t *cx, const dt_type_t *tp)
{
	uint32_t lim = DT_STRSIZE(cx->dtp) + 1;

	return tp->t_size < lim ? tp->t_size : lim;
}

/* evaluate argument a into v: a NULL string faults here, where the
 * subroutine would read it */
static int
dt_cg_arg(dt_cgx_t *cx, dt_node_t *a, int v)
{
	if (dt_cg_expr(cx, a, v) != 0)
		return -1;
	if (dt_node_type(a)->t_kind == DT_TK_STRING)
		dt_cg_strnonnull(cx, v);
	return 0;
}

/* evaluate the arguments of call: the first into v, the others into new
 * virtual registers vr[1..]; vr[0] = v.  Returns how many, or -1. */
static int
dt_cg_subr_args(dt_cgx_t *cx, dt_node_t *call, int v, int *vr)
{
	dt_node_t *a;
	int n = 0;

	for (a = call->dn_args; a != NULL; a = a->dn_next, n++) {
		vr[n] = n == 0 ? v : dt_cg_valloc(cx);
		if (dt_cg_arg(cx, a, vr[n]) != 0)
			return -1;
	}
	return n;
}

static void
dt_cg_subr_free(dt_cgx_t *cx, const int *vr, int n)
{
	while (--n > 0)
		dt_cg_vfree(cx, vr[n]);
}

/* loop slot i = virtual register v */
static void
dt_cg_vslot(dt_cgx_t *cx, int i, int v)
{
	int r = dt_cg_vget(cx, v, BPF_REG_1);

	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, r, SLOT(i)));
}

static void
dt_cg_slotimm(dt_cgx_t *cx, int i, int32_t val)
{
	EMIT(cx, I_ST(BPF_DW, BPF_REG_FP, SLOT(i), val));
}

/*
 * Slot i = 0, a 0 the verifier does not know: stored to the dctx at off
 * and read back.  A position a callback moves and indexes a buffer with
 * starts so: the verifier then sees a range at each iteration, not the
 * exact position, and the iterations' states prune one another instead
 * of being followed one by one for every path through the string.
 */
static void
dt_cg_slotzero(dt_cgx_t *cx, int i, uint32_t off)
{
	dt_cg_sti9(cx, BPF_DW, off, 0);
	dt_cg_dctx_ptr(cx, BPF_REG_1, off);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_1, 0));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(i)));
}

/* R0 = length of the string at hardware register src (at most lim - 1),
 * copying it to dctx + tmp; clobbers R1-R5 */
static void
dt_cg_measure(dt_cgx_t *cx, int src, uint32_t tmp, uint32_t lim)
{
	uint32_t ok = dt_as_label(cx->as);

	if (src != BPF_REG_3)
		EMIT(cx, I_MOV64_REG(BPF_REG_3, src));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGT, BPF_REG_0, 0), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	dt_as_place(cx->as, ok);
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
}

/* copy the string at R3 (at most R2 bytes with the NUL, R2 in [1, lim])
 * to dctx + tmp; v = dctx + tmp */
static void
dt_cg_strcopy(dt_cgx_t *cx, uint32_t tmp, int v)
{
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
}

static uint32_t
dt_cg_result(dt_cgx_t *cx, dt_node_t *call, uint32_t factor)
{
	uint32_t size = dt_node_type(call)->t_size;
	uint32_t tmp = dt_cg_tmp(cx, size * factor);

	dt_cg_sti9(cx, BPF_DW, tmp, 0);
	return tmp;
}

int
dt_cg_strlen(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_type_t *at = dt_node_type(call->dn_args);
	uint32_t tmp;

	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	tmp = dt_cg_tmp(cx, at->t_size);
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_measure(cx, BPF_REG_3, tmp, dt_cg_strlim(cx, at));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/* strjoin(a, b): b is copied after a into a buffer twice the result's
 * size, so that the verifier sees the second copy in bounds */
int
dt_cg_strjoin(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t lim = DT_STRSIZE(cx->dtp) + 1, tmp, ok = dt_as_label(cx->as);
	int vr[2];

	if (dt_cg_subr_args(cx, call, v, vr) != 2)
		return -1;
	tmp = dt_cg_result(cx, call, 2);
	dt_cg_vto(cx, BPF_REG_3, vr[0]);
	dt_cg_measure(cx, BPF_REG_3, tmp, lim);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_0, (int32_t)(lim - 1)), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, (int32_t)(lim - 1)));
	dt_as_place(cx->as, ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_0));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_9));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)tmp));
	dt_cg_vto(cx, BPF_REG_3, vr[1]);
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_subr_free(cx, vr, 2);
	return 0;
}

/*
 * substr(s, index [, length]) as DTrace has it: a negative index counts
 * from the end; without a length, the rest of the string; a negative
 * length leaves that many characters off the end.
 */
int
dt_cg_substr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_type_t *st = dt_node_type(call->dn_args);
	int32_t size = (int32_t)DT_STRSIZE(cx->dtp);
	uint32_t lim = dt_cg_strlim(cx, st), tmp, scratch;
	uint32_t a = dt_as_label(cx->as), b = dt_as_label(cx->as);
	uint32_t c = dt_as_label(cx->as), zero = dt_as_label(cx->as);
	uint32_t done = dt_as_label(cx->as);
	int vr[3], n;

	if ((n = dt_cg_subr_args(cx, call, v, vr)) < 2)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	scratch = dt_cg_tmp(cx, st->t_size);
	dt_cg_vto(cx, BPF_REG_3, vr[0]);
	dt_cg_measure(cx, BPF_REG_3, scratch, lim);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_0));		/* len */
	dt_cg_vto(cx, BPF_REG_1, vr[1]);			/* index */
	if (n == 3)
		dt_cg_vto(cx, BPF_REG_2, vr[2]);		/* remaining */
	else
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, size));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0), a);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_3));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0), a);
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_4, 0), a);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
	dt_as_place(cx->as, a);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JSGE, BPF_REG_1, BPF_REG_3), zero);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_1, 0), zero);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_2, 0), b);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_3));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	dt_as_jump(cx->as, I_JA(), c);
	dt_as_place(cx->as, b);
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_4, size), c);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, size));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	dt_as_place(cx->as, c);
	/* copy R2 characters from s + R1: R2 + 1 bytes in [2, lim] */
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_2, 0), zero);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_2, (int32_t)(lim - 1)),
	    done);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(lim - 1)));
	dt_as_place(cx->as, done);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_1));
	dt_cg_vto(cx, BPF_REG_3, vr[0]);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	dt_cg_strcopy(cx, tmp, v);
	done = dt_as_label(cx->as);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, zero);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_as_place(cx->as, done);
	dt_cg_subr_free(cx, vr, n);
	return 0;
}

/*
 * toupper, tolower: L_SRC, L_DST, L_LIM; one character per iteration.
 */
static void
dt_cg_case_body(dt_cgx_t *cx, int32_t lo, int32_t hi, int32_t delta)
{
	uint32_t stop = dt_as_label(cx->as), keep = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_5, lo), keep);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_5, hi), keep);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_5, delta));
	dt_as_place(cx->as, keep);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_DST)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_STX(BPF_B, BPF_REG_4, BPF_REG_5, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

static void dt_cg_upper_body(dt_cgx_t *cx) { dt_cg_case_body(cx, 'a', 'z', 'A' - 'a'); }
static void dt_cg_lower_body(dt_cgx_t *cx) { dt_cg_case_body(cx, 'A', 'Z', 'a' - 'A'); }

static int
dt_cg_case(dt_cgx_t *cx, dt_node_t *call, int v, dt_cg_subprog_f body)
{
	const dt_type_t *at = dt_node_type(call->dn_args);
	uint32_t lim = dt_cg_strlim(cx, at), tmp;

	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (lim > dt_node_type(call)->t_size)
		lim = dt_node_type(call)->t_size;
	dt_cg_vslot(cx, L_SRC, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_DST)));
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim);
	dt_cg_loop(cx, (int32_t)lim, body);
	dt_cg_sti9(cx, BPF_B, tmp + lim - 1, 0);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

int dt_cg_toupper(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_case(cx, call, v, dt_cg_upper_body); }
int dt_cg_tolower(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_case(cx, call, v, dt_cg_lower_body); }

/*
 * strchr, strrchr: L_SRC, L_LIM, L_CHAR; L_RES = the position of the
 * first (L_MODE 0) or last (1) occurrence, or -1.
 */
static void
dt_cg_strchr_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), next = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_CHAR)));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_3, 0xff));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_5, BPF_REG_3), next);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_1, CTX(L_RES)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_MODE)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), stop);
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* v = the rest of string s (hardware register-free: virtual register sv)
 * from position R1 (>= 0, < lim), or NULL (bt: "") when R1 < 0 */
static void
dt_cg_tail(dt_cgx_t *cx, int sv, uint32_t tmp, uint32_t lim, int v)
{
	uint32_t none = dt_as_label(cx->as), done = dt_as_label(cx->as);

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_1, (int32_t)lim), none);
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_1));
	dt_cg_vto(cx, BPF_REG_3, sv);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	dt_cg_strcopy(cx, tmp, v);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, none);
	if (dt_cg_nullstr(cx))
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	else
		dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_as_place(cx->as, done);
}

static int
dt_cg_strchr_common(dt_cgx_t *cx, dt_node_t *call, int v, int last)
{
	const dt_type_t *at = dt_node_type(call->dn_args);
	uint32_t lim = dt_cg_strlim(cx, at), tmp;
	int vr[2];

	if (dt_cg_subr_args(cx, call, v, vr) != 2)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (lim > dt_node_type(call)->t_size)
		lim = dt_node_type(call)->t_size;
	dt_cg_vslot(cx, L_SRC, vr[0]);
	dt_cg_vslot(cx, L_CHAR, vr[1]);
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim);
	dt_cg_slotimm(cx, L_RES, -1);
	dt_cg_slotimm(cx, L_MODE, last);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_strchr_body);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_RES)));
	dt_cg_tail(cx, vr[0], tmp, lim, v);
	dt_cg_subr_free(cx, vr, 2);
	return 0;
}

int dt_cg_strchr(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_strchr_common(cx, call, v, 0); }
int dt_cg_strrchr(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_strchr_common(cx, call, v, 1); }

/*
 * index, rindex, strstr: an outer loop over the positions of s, an inner
 * one comparing sub there.  L_SRC s, L_LIM its bound, L_SUB sub,
 * L_SUBLIM its bound, L_SLEN the last position where sub fits, L_START
 * the first (index) or last (rindex) position allowed, L_MODE 0 first /
 * 1 last, L_RES the position found or -1; L_POS and L_MATCH: the
 * position the inner loop compares at, and whether it matched.
 */
static void
dt_cg_match_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), differ = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_SUBLIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SUB)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_POS)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_4, BPF_REG_3), differ);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_4, BPF_REG_3, 0));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_4, BPF_REG_5), differ);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, differ);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_2, CTX(L_MATCH), 0));
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

static void
dt_cg_search_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), next = dt_as_label(cx->as);
	uint32_t first = dt_as_label(cx->as), test = dt_as_label(cx->as);

	/* positions past slen - sublen cannot match */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_SLEN)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGT, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_START)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_MODE)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_4, 0), first);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JSGT, BPF_REG_1, BPF_REG_3), stop);
	dt_as_jump(cx->as, I_JA(), test);
	dt_as_place(cx->as, first);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JSLT, BPF_REG_1, BPF_REG_3), next);
	dt_as_place(cx->as, test);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_1, CTX(L_POS)));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_2, CTX(L_MATCH), 1));
	/* the inner loop, on the same loop area; R6 keeps it across */
	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_2));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_2));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_2, CTX(L_SUBLIM)));
	dt_as_ld_func(cx->as, BPF_REG_2, dt_cg_subprog(cx, dt_cg_match_body));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_loop);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_6));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_MATCH)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), next);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_POS)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_3, CTX(L_RES)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_MODE)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_4, 0), stop);
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* L_RES = position of sub in s (args in vr), searching as mode says */
static int
dt_cg_search(dt_cgx_t *cx, dt_node_t *call, const int *vr, int n, int last)
{
	const dt_type_t *st = dt_node_type(call->dn_args);
	const dt_type_t *ut = dt_node_type(call->dn_args->dn_next);
	uint32_t slim = dt_cg_strlim(cx, st), ulim = dt_cg_strlim(cx, ut);
	uint32_t tmp = dt_cg_tmp(cx, st->t_size > ut->t_size ? st->t_size :
	    ut->t_size), ok = dt_as_label(cx->as);

	/* L_SLEN = len(s) - len(sub): the last position that can match */
	dt_cg_vto(cx, BPF_REG_3, vr[1]);
	dt_cg_measure(cx, BPF_REG_3, tmp, ulim);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_SLEN)));
	dt_cg_vto(cx, BPF_REG_3, vr[0]);
	dt_cg_measure(cx, BPF_REG_3, tmp, slim);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_POS)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_SLEN)));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_SLEN)));
	/* L_START: given, or 0 (index) / the last position (rindex) */
	if (n == 3) {
		uint32_t keep = dt_as_label(cx->as);

		dt_cg_vslot(cx, L_START, vr[2]);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_START)));
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, SLOT(L_POS)));
		if (!last) {
			/* past the end: "" is found at the end, nothing
			 * else is */
			dt_as_jump(cx->as, I_JMP_REG(BPF_JSLE, BPF_REG_1,
			    BPF_REG_2), keep);
			EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_2,
			    SLOT(L_START)));
		} else {
			/* before the start: "" is found at 0, nothing
			 * else is (DTrace follows Perl here) */
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0),
			    keep);
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_FP,
			    SLOT(L_SLEN)));
			dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_2,
			    BPF_REG_3), keep);
			dt_cg_slotimm(cx, L_START, 0);
		}
		dt_as_place(cx->as, keep);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_FP, SLOT(L_SLEN)));
	} else if (last) {
		EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_START)));
	} else {
		dt_cg_slotimm(cx, L_START, 0);
	}
	dt_cg_slotimm(cx, L_RES, -1);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_0, 0), ok);
	dt_cg_vslot(cx, L_SRC, vr[0]);
	dt_cg_vslot(cx, L_SUB, vr[1]);
	dt_cg_slotimm(cx, L_LIM, (int32_t)slim);
	dt_cg_slotimm(cx, L_SUBLIM, (int32_t)ulim);
	dt_cg_slotimm(cx, L_MODE, last);
	dt_cg_loop(cx, (int32_t)slim, dt_cg_search_body);
	dt_as_place(cx->as, ok);
	return 0;
}

static int
dt_cg_index_common(dt_cgx_t *cx, dt_node_t *call, int v, int last)
{
	int vr[3], n;

	if ((n = dt_cg_subr_args(cx, call, v, vr)) < 2 ||
	    dt_cg_search(cx, call, vr, n, last) != 0)
		return -1;
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_FP, SLOT(L_RES)));
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_subr_free(cx, vr, n);
	return 0;
}

int dt_cg_index(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_index_common(cx, call, v, 0); }
int dt_cg_rindex(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_index_common(cx, call, v, 1); }

int
dt_cg_strstr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t lim = dt_cg_strlim(cx, dt_node_type(call->dn_args)), tmp;
	int vr[2];

	if (dt_cg_subr_args(cx, call, v, vr) != 2 ||
	    dt_cg_search(cx, call, vr, 2, 0) != 0)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (lim > dt_node_type(call)->t_size)
		lim = dt_node_type(call)->t_size;
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_RES)));
	dt_cg_tail(cx, vr[0], tmp, lim, v);
	dt_cg_subr_free(cx, vr, 2);
	return 0;
}

/*
 * Integers
 */
static int
dt_cg_unop(dt_cgx_t *cx, dt_node_t *call, int v, struct bpf_insn op)
{
	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_0, v);
	EMIT(cx, op);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

int dt_cg_bswap16(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_unop(cx, call, v, I_BSWAP_BE(BPF_REG_0, 16)); }
int dt_cg_bswap32(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_unop(cx, call, v, I_BSWAP_BE(BPF_REG_0, 32)); }
int dt_cg_bswap64(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_unop(cx, call, v, I_BSWAP_BE(BPF_REG_0, 64)); }
/* the kernel's dev_t: 12 bits of major above 20 bits of minor */
/* Linux's dev_t in the kernel is 32 bits: a 12-bit major above a 20-bit
 * minor (the 32-bit shift drops what is above them) */
int dt_cg_getmajor(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_unop(cx, call, v, I_ALU32_IMM(BPF_RSH, BPF_REG_0, 20)); }
int dt_cg_getminor(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_unop(cx, call, v, I_ALU64_IMM(BPF_AND, BPF_REG_0, 0xfffff)); }

int
dt_cg_rand(dt_cgx_t *cx, dt_node_t *call, int v)
{
	(void)call;
	dt_cg_call(cx, BPF_FUNC_get_prandom_u32);
	/* an int, never negative (as DTrace's) */
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_0, 0x7fffffff));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * The state of a kernel lock, as DTrace's lock subroutines tell it on
 * Linux: a struct mutex is held while its owner word (the owning task,
 * with flags in its low 3 bits) is not 0, and every mutex is adaptive;
 * an rwlock_t (a queued rwlock, its count word first) is held by a writer
 * while its low byte is set, wanted by one while bit 8 is, and held by
 * readers counted from bit 9 up.
 */
static const struct {
	const char *lk_fn;
	const char *lk_member;	/* of struct mutex, or NULL: the word at 0 */
	uint8_t lk_size;	/* bytes of the word, 0: no word read */
	int64_t lk_mask;	/* the word & mask ... */
	uint8_t lk_shift;	/* ... >> shift */
	uint8_t lk_bool;	/* ... != 0 */
	int32_t lk_const;	/* lk_size 0: the answer */
} dt_lockfns[] = {
	{ "mutex_owned", "owner", 8, -1, 0, 1, 0 },
	{ "mutex_owner", "owner", 8, ~(int64_t)7, 0, 0, 0 },
	{ "mutex_type_adaptive", NULL, 0, 0, 0, 0, 1 },
	{ "mutex_type_spin", NULL, 0, 0, 0, 0, 0 },
	{ "rw_read_held", NULL, 4, -1, 9, 1, 0 },
	{ "rw_write_held", NULL, 4, 0xff, 0, 1, 0 },
	{ "rw_iswriter", NULL, 4, 0x1ff, 0, 1, 0 },
};

int
dt_cg_lockfn(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t off = 0;
	size_t i;

	for (i = 0; strcmp(dt_lockfns[i].lk_fn, call->dn_string) != 0; i++)
		;
	if (dt_lockfns[i].lk_member != NULL && dt_btf_offset(cx->dtp,
	    "mutex", dt_lockfns[i].lk_member, &off) != 0)
		return dt_cg_dnerror(cx, call, D_TYPE_MEMBER, "%s",
		    dtrace_errmsg(cx->dtp, dtrace_errno(cx->dtp)));
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	if (dt_lockfns[i].lk_size == 0) {
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, dt_lockfns[i].lk_const));
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	dt_cg_kword(cx, v, off, dt_lockfns[i].lk_size);
	dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)dt_lockfns[i].lk_mask);
	EMIT(cx, I_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_1));
	if (dt_lockfns[i].lk_shift != 0)
		EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0,
		    dt_lockfns[i].lk_shift));
	if (dt_lockfns[i].lk_bool) {
		uint32_t zero = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), zero);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
		dt_as_place(cx->as, zero);
	}
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * __psargs(task): the command line of the current process, its arguments
 * joined by spaces, at most 79 characters (psinfo_t's pr_psargs); for
 * another task, or one without an address space, its name.
 */
static void
dt_cg_nul2sp_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), next = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_SLEN)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_DST)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, 0), next);
	EMIT(cx, I_ST(BPF_B, BPF_REG_4, 0, ' '));
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* R0 = the u64 at [reg + off] of kernel memory (0 if unreadable); the
 * 8 bytes at dctx + tmp are used; clobbers R1-R5 */
static void
dt_cg_kread64(dt_cgx_t *cx, int reg, uint32_t off, uint32_t tmp)
{
	uint32_t ok = dt_as_label(cx->as);

	if (reg != BPF_REG_3)
		EMIT(cx, I_MOV64_REG(BPF_REG_3, reg));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), ok);
	dt_cg_sti9(cx, BPF_DW, tmp, 0);
	dt_as_place(cx->as, ok);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, tmp);
}

int
dt_cg_psargs(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t o_mm, o_comm, o_start, o_end, tmp, word, lim = 80;
	uint32_t comm = dt_as_label(cx->as), done = dt_as_label(cx->as);
	uint32_t ok = dt_as_label(cx->as);

	if (dt_btf_offset(cx->dtp, "task_struct", "mm", &o_mm) != 0 ||
	    dt_btf_offset(cx->dtp, "task_struct", "comm", &o_comm) != 0 ||
	    dt_btf_offset(cx->dtp, "mm_struct", "arg_start", &o_start) != 0 ||
	    dt_btf_offset(cx->dtp, "mm_struct", "arg_end", &o_end) != 0)
		return dt_cg_dnerror(cx, call, D_TYPE_MEMBER, "%s",
		    dtrace_errmsg(cx->dtp,
		    dtrace_errno(cx->dtp)));
	if (lim > DT_STRSIZE(cx->dtp) + 1)
		lim = DT_STRSIZE(cx->dtp) + 1;
	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	word = dt_cg_tmp(cx, 8);
	/* only the current task's memory can be read */
	dt_cg_call(cx, BPF_FUNC_get_current_task);
	dt_cg_vto(cx, BPF_REG_1, v);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_1), comm);
	dt_cg_kread64(cx, BPF_REG_1, o_mm, word);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), comm);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_SRC)));
	dt_cg_kread64(cx, BPF_REG_0, o_start, word);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_CHAR)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_SRC)));
	dt_cg_kread64(cx, BPF_REG_1, o_end, word);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_FP, SLOT(L_CHAR)));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_3));	/* length */
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_0, 0), comm);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_0, (int32_t)(lim - 1)),
	    ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, (int32_t)(lim - 1)));
	dt_as_place(cx->as, ok);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_SLEN)));
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_0));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	dt_cg_call(cx, BPF_FUNC_probe_read_user);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), comm);
	/* NUL-terminate after the bytes read, then NULs become spaces */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, SLOT(L_SLEN)));
	ok = dt_as_label(cx->as);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)(lim - 1)), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(lim - 1)));
	dt_as_place(cx->as, ok);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	EMIT(cx, I_ST(BPF_B, BPF_REG_1, 0, 0));
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_2, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_2, SLOT(L_SLEN)));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_DST)));
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_nul2sp_body);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, comm);
	dt_cg_vto(cx, BPF_REG_3, v);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)o_comm));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 16));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
	dt_as_place(cx->as, done);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * Destructive actions done in the kernel: signals to the current process
 */
int
dt_cg_raise(dt_cgx_t *cx, dt_node_t *call, int v)
{
	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_1, v);
	dt_cg_call(cx, BPF_FUNC_send_signal);
	dt_cg_hcheck(cx, call, "send_signal", 1);	/* bt's -k */
	return 0;
}

int
dt_cg_stop(dt_cgx_t *cx, dt_node_t *call, int v)
{
	(void)call;
	(void)v;
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, 19));	/* SIGSTOP */
	dt_cg_call(cx, BPF_FUNC_send_signal);
	return 0;
}

/*
 * Scratch memory: alloca, copyin, copyinto, bcopy.  A clause's
 * allocations follow one another in the dctx from cx->abase, each its size
 * rounded up to 8; the u64 just before abase holds the bytes in use
 * (0 when a clause that allocates starts).  An allocation that does not
 * fit in scratchsize bytes (DT_SCRATCH) faults: "out of scratch space".
 * The area is twice that size, so that the verifier, which knows offsets
 * and sizes only as each bounded by it, sees every access inside it.
 */
#define DT_ATOP(cx)	((cx)->abase - 8)

static int
dt_cg_constarg(dt_cgx_t *cx, dt_node_t *call, const dt_node_t *a,
    uint32_t max, uint32_t *np)
{
	const dt_sinfo_t *si = a->dn_sema;

	if (!si->si_const || si->si_int < 0 || si->si_int > (int64_t)max)
		return dt_cg_dnerror(cx, call, D_ALLOCA_SIZE,
		    "%s( ) size must be a constant "
		    "from 0 to %u", call->dn_string, max);
	*np = (uint32_t)si->si_int;
	return 0;
}

/* the fault of an allocation that does not fit */
static void
dt_cg_noscratch(dt_cgx_t *cx)
{
	EMIT(cx, I_ST(BPF_DW, BPF_REG_9, DT_DC_FAULT + 8, 0));
	dt_cg_fault(cx, DT_FAULT_NOSCRATCH);
}

/*
 * Allocate the constant n bytes (sv < 0; n fits, sema saw to it) or the
 * bytes virtual register sv says: virtual register o = the offset of the
 * memory from abase; R3 = its size rounded up (only for a size in sv).
 */
static void
dt_cg_scratch_alloc(dt_cgx_t *cx, int o, int sv, uint32_t n)
{
	int32_t room = (int32_t)DT_SCRATCH(cx->dtp);
	uint32_t bad = dt_as_label(cx->as), ok = dt_as_label(cx->as);

	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, DT_ATOP(cx));
	if (sv < 0) {
		n = ((n + 7u) & ~7u);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_0,
		    room - (int32_t)n), bad);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)n));
	} else {
		dt_cg_vto(cx, BPF_REG_3, sv);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_3, room), bad);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 7));
		EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_3, -8));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_0, room), bad);
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_0));
		EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_3));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_1, room), bad);
	}
	dt_cg_st9(cx, BPF_DW, BPF_REG_1, DT_ATOP(cx));
	dt_cg_vset(cx, o, BPF_REG_0);
	dt_as_jump(cx->as, I_JA(), ok);
	dt_as_place(cx->as, bad);
	dt_cg_noscratch(cx);
	dt_as_place(cx->as, ok);
}

/* reg = the address of the memory at offset o (a virtual register) */
static void
dt_cg_scratch_ptr(dt_cgx_t *cx, int reg, int o)
{
	int r = dt_cg_vget(cx, o, reg == BPF_REG_4 ? BPF_REG_5 : BPF_REG_4);

	EMIT(cx, I_MOV64_REG(reg, BPF_REG_9));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, reg, (int32_t)cx->abase));
	EMIT(cx, I_ALU64_REG(BPF_ADD, reg, r));
}

/* alloca(size): zeroed memory, as DTrace gives it */
int
dt_cg_alloca_fn(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_args->dn_sema;
	uint32_t n = si->si_const ? (((uint32_t)si->si_int + 7u) & ~7u) : 0, i;
	int o = dt_cg_valloc(cx);

	if (!si->si_const && dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_scratch_alloc(cx, o, si->si_const ? -1 : v, n);
	if (si->si_const && n <= 64) {
		dt_cg_scratch_ptr(cx, BPF_REG_1, o);
		for (i = 0; i < n; i += 8)
			EMIT(cx, I_ST(BPF_DW, BPF_REG_1, (int16_t)i, 0));
	} else if (!si->si_const || n > 0) {
		if (si->si_const)
			EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
		else
			EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_3));
		dt_cg_scratch_ptr(cx, BPF_REG_1, o);
		dt_as_ld_map_value(cx->as, BPF_REG_3, cx->pp->p_strtab_fd, 0);
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	}
	dt_cg_scratch_ptr(cx, BPF_REG_0, o);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_vfree(cx, o);
	return 0;
}

/* copyin(addr, size): the user memory, in memory alloca() would give */
int
dt_cg_copyin(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_args->dn_next->dn_sema;
	uint32_t n = si->si_const ? (uint32_t)si->si_int : 0;
	uint32_t bad = dt_as_label(cx->as), ok = dt_as_label(cx->as);
	int vr[2], o;

	if (dt_cg_subr_args(cx, call, v, vr) != 2)
		return -1;
	o = dt_cg_valloc(cx);
	dt_cg_scratch_alloc(cx, o, si->si_const ? -1 : vr[1], n);
	if (si->si_const) {
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	} else {
		/* the size again, bounded where the verifier sees it */
		dt_cg_vto(cx, BPF_REG_2, vr[1]);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_2,
		    (int32_t)DT_SCRATCH(cx->dtp)), bad);
	}
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_scratch_ptr(cx, BPF_REG_1, o);
	dt_cg_call(cx, BPF_FUNC_probe_read_user);
	dt_cg_ureadcheck(cx, v);
	if (!si->si_const) {
		dt_as_jump(cx->as, I_JA(), ok);
		dt_as_place(cx->as, bad);
		dt_cg_noscratch(cx);
		dt_as_place(cx->as, ok);
	}
	dt_cg_scratch_ptr(cx, BPF_REG_0, o);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_vfree(cx, o);
	dt_cg_subr_free(cx, vr, 2);
	return 0;
}

/*
 * R1 = the address in virtual register dv, checked to be memory the
 * clause's allocations hold, n bytes of it (sv < 0) or as many as virtual
 * register sv says (then R2 = that size, bounded for the verifier); else a
 * fault (invalid address), as DTrace's dtrace_canstore() gives.
 */
static void
dt_cg_dctx_dest_sz(dt_cgx_t *cx, int dv, int sv, uint32_t n)
{
	uint32_t ok = dt_as_label(cx->as), bad = dt_as_label(cx->as);
	int32_t room = (int32_t)DT_SCRATCH(cx->dtp);

	/* the address of the area and dv as plain numbers (dv may be one
	 * the verifier knows as a pointer: alloca()'s, a string's) */
	dt_cg_dctx_ptr(cx, BPF_REG_2, cx->abase);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_2, DT_DC_FAULT + 24));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_9, DT_DC_FAULT + 24));
	dt_cg_vto(cx, BPF_REG_1, dv);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DT_DC_FAULT + 24));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, DT_DC_FAULT + 24));
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_2));
	/* within the area (for the verifier), then within what is held */
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_1,
	    room - (int32_t)n), bad);
	if (sv >= 0) {
		dt_cg_vto(cx, BPF_REG_4, sv);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_4, room), bad);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_4));
		EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	} else {
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_1));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)n));
	}
	dt_cg_ld9(cx, BPF_DW, BPF_REG_2, DT_ATOP(cx));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JLE, BPF_REG_3, BPF_REG_2), ok);
	dt_as_place(cx->as, bad);
	dt_cg_vto(cx, BPF_REG_1, dv);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DT_DC_FAULT + 8));
	dt_cg_fault(cx, DT_FAULT_BADADDR);
	dt_as_place(cx->as, ok);
	if (sv >= 0)
		EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_4));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_9));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)cx->abase));
}

void
dt_cg_dctx_dest(dt_cgx_t *cx, int dv, uint32_t n)
{
	dt_cg_dctx_dest_sz(cx, dv, -1, n);
}

/* copyinto(uaddr, size, dest) and bcopy(src, dest, size): a constant
 * size is checked at compile time (up to scratchsize), any other when the
 * clause runs */
static int
dt_cg_copyto(dt_cgx_t *cx, dt_node_t *call, int v, int user)
{
	dt_node_t *sz = user ? call->dn_args->dn_next :
	    call->dn_args->dn_next->dn_next;
	const dt_sinfo_t *si = sz->dn_sema;
	uint32_t n = 0, ok = dt_as_label(cx->as);
	int vr[3], src, dst;

	if ((si->si_const && dt_cg_constarg(cx, call, sz,
	    DT_SCRATCH(cx->dtp), &n) != 0) ||
	    dt_cg_subr_args(cx, call, v, vr) != 3)
		return -1;
	src = vr[0];
	dst = user ? vr[2] : vr[1];
	if (n > 0 || !si->si_const) {
		dt_cg_dctx_dest_sz(cx, dst,
		    si->si_const ? -1 : vr[user ? 1 : 2], n);
		if (si->si_const)
			EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
		dt_cg_vto(cx, BPF_REG_3, src);
		dt_cg_call(cx, user ? BPF_FUNC_probe_read_user :
		    BPF_FUNC_probe_read_kernel);
		if (user) {
			dt_cg_ureadcheck(cx, src);
		} else {
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), ok);
			dt_cg_vto(cx, BPF_REG_1, src);
			EMIT(cx, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
			    DT_DC_FAULT + 8));
			dt_cg_fault(cx, DT_FAULT_BADADDR);
			dt_as_place(cx->as, ok);
		}
	}
	dt_cg_subr_free(cx, vr, 3);
	return 0;
}

int dt_cg_copyinto(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_copyto(cx, call, v, 1); }
int dt_cg_bcopy(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_copyto(cx, call, v, 0); }

/*
 * lltostr(value [, base]): digits written backwards into a buffer, one
 * unrolled step per digit the base can need; a '-' for negative decimal
 */
int
dt_cg_lltostr(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *b = call->dn_args->dn_next;
	const dt_sinfo_t *bi = b != NULL ? b->dn_sema : NULL;
	uint32_t buf, tmp, done = dt_as_label(cx->as), pos = 70;
	uint32_t lim = DT_STRSIZE(cx->dtp) + 1;
	int64_t base = 10;
	uint64_t max;
	int ndig, i, vr[2];

	if (bi != NULL) {
		if (!bi->si_const || bi->si_int < 2 || bi->si_int > 36)
			return dt_cg_dnerror(cx, call, D_PROTO_ARG,
			    "lltostr( ) base must be a "
			    "constant from 2 to 36");
		base = bi->si_int;
	}
	/* as many steps as 2^64 - 1 has digits */
	for (ndig = 0, max = UINT64_MAX; max > 0; ndig++)
		max /= (uint64_t)base;
	if (dt_cg_subr_args(cx, call, v, vr) < 1)
		return -1;
	buf = dt_cg_tmp(cx, 72);
	tmp = dt_cg_result(cx, call, 1);
	/* R6-R8 may be virtual registers: the value and the sign go on
	 * the stack, the position stays in R4 */
	dt_cg_vto(cx, BPF_REG_1, v);
	dt_cg_sti9(cx, BPF_B, buf + 71, 0);
	EMIT(cx, I_MOV64_IMM(BPF_REG_5, 0));
	if (base == 10) {
		uint32_t pos_ok = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGE, BPF_REG_1, 0), pos_ok);
		EMIT(cx, I_NEG64(BPF_REG_1));
		EMIT(cx, I_MOV64_IMM(BPF_REG_5, 1));
		dt_as_place(cx->as, pos_ok);
	}
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, (int32_t)pos));
	for (i = 0; i < ndig; i++) {
		uint32_t digit = dt_as_label(cx->as);

		if (i > 0)
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), done);
		EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
		EMIT(cx, I_ALU64_IMM(BPF_MOD, BPF_REG_2, (int32_t)base));
		EMIT(cx, I_ALU64_IMM(BPF_DIV, BPF_REG_1, (int32_t)base));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, '0'));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, '9'), digit);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 'a' - '0' - 10));
		dt_as_place(cx->as, digit);
		EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_9));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)(buf + pos - i)));
		EMIT(cx, I_STX(BPF_B, BPF_REG_3, BPF_REG_2, 0));
		EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_4, 1));
	}
	dt_as_place(cx->as, done);
	if (base == 10) {
		uint32_t nosign = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), nosign);
		EMIT(cx, I_ST(BPF_B, BPF_REG_3,
		    dt_cg_dctx_at(cx, BPF_REG_3, BPF_REG_4, buf), '-'));
		EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_4, 1));
		dt_as_place(cx->as, nosign);
	}
	/* the digits start at buf + R4 + 1 */
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_9));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)(buf + 1)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)(lim < 72 ? lim : 72)));
	dt_cg_strcopy(cx, tmp, v);
	dt_cg_subr_free(cx, vr, b != NULL ? 2 : 1);
	return 0;
}

/*
 * basename, dirname: one pass over the path finds its length (L_SLEN),
 * its last non-slash character (L_RES, or -1), where the last component
 * starts (L_POS) and the last non-slash character before it (L_START,
 * or -1); L_MATCH: the character before was a slash (or the start).
 */
static void
dt_cg_pathscan_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), next = dt_as_label(cx->as);
	uint32_t same = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_3, CTX(L_SLEN)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, '/'), same);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_2, CTX(L_MATCH), 1));
	dt_as_jump(cx->as, I_JA(), next);
	dt_as_place(cx->as, same);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_MATCH)));
	{
		uint32_t inside = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), inside);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_RES)));
		EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_3, CTX(L_START)));
		EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_1, CTX(L_POS)));
		EMIT(cx, I_ST(BPF_DW, BPF_REG_2, CTX(L_MATCH), 0));
		dt_as_place(cx->as, inside);
	}
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_1, CTX(L_RES)));
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* v = a one-character string c at dctx + tmp */
static void
dt_cg_charstr(dt_cgx_t *cx, uint32_t tmp, char c, int v)
{
	dt_cg_sti9(cx, BPF_H, tmp, (unsigned char)c);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
}

static int
dt_cg_path(dt_cgx_t *cx, dt_node_t *call, int v, int dir)
{
	uint32_t lim = dt_cg_strlim(cx, dt_node_type(call->dn_args)), tmp;
	uint32_t empty = dt_as_label(cx->as), root = dt_as_label(cx->as);
	uint32_t dot = dt_as_label(cx->as), done = dt_as_label(cx->as);
	uint32_t ok = dt_as_label(cx->as);

	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (lim > dt_node_type(call)->t_size)
		lim = dt_node_type(call)->t_size;
	dt_cg_vslot(cx, L_SRC, v);
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim);
	dt_cg_slotimm(cx, L_SLEN, 0);
	dt_cg_slotimm(cx, L_RES, -1);
	dt_cg_slotimm(cx, L_POS, 0);
	dt_cg_slotimm(cx, L_START, -1);
	dt_cg_slotimm(cx, L_MATCH, 1);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_pathscan_body);
	/* only slashes, or nothing */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_RES)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_1, 0), empty);
	if (dir) {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_POS)));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), dot);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, SLOT(L_START)));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_2, 0), root);
		EMIT(cx, I_MOV64_IMM(BPF_REG_1, 0));
	} else {
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, SLOT(L_RES)));
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_POS)));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	}
	/* copy R2 + 1 characters from s + R1: R2 + 2 bytes with the NUL */
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)lim), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	dt_as_place(cx->as, ok);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_1, (int32_t)lim), dot);
	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_1));
	dt_cg_vto(cx, BPF_REG_3, v);
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	dt_cg_strcopy(cx, tmp, v);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, empty);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_SLEN)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), dot);
	dt_as_place(cx->as, root);
	dt_cg_charstr(cx, tmp, '/', v);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, dot);
	dt_cg_charstr(cx, tmp, '.', v);
	dt_as_place(cx->as, done);
	return 0;
}

int dt_cg_basename(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_path(cx, call, v, 0); }
int dt_cg_dirname(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_path(cx, call, v, 1); }

/*
 * progenyof(pid): is the current process, or one of its ancestors,
 * process pid?  L_SRC the task, L_CHAR pid, L_LIM and L_SUB the offsets
 * of tgid and real_parent, L_DST a word to read into, L_RES the answer.
 */
static void
dt_cg_progeny_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), found = dt_as_label(cx->as);

	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_2));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SRC)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_6, CTX(L_LIM)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_DST), 0));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_6));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, CTX(L_DST)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 4));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_W, BPF_REG_1, BPF_REG_6, CTX(L_DST)));
	EMIT(cx, I_LDX(BPF_W, BPF_REG_2, BPF_REG_6, CTX(L_CHAR)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2), found);
	/* on to the parent; init is its own parent's end */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SRC)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_6, CTX(L_SUB)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_6));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, CTX(L_DST)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_DST)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_6, CTX(L_SRC)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2), stop);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_1, CTX(L_SRC)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, found);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_RES), 1));
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

int
dt_cg_progenyof(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t o_tgid, o_parent;

	if (dt_btf_offset(cx->dtp, "task_struct", "tgid", &o_tgid) != 0 ||
	    dt_btf_offset(cx->dtp, "task_struct", "real_parent",
	    &o_parent) != 0)
		return dt_cg_dnerror(cx, call, D_TYPE_MEMBER, "%s",
		    dtrace_errmsg(cx->dtp,
		    dtrace_errno(cx->dtp)));
	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vslot(cx, L_CHAR, v);
	dt_cg_call(cx, BPF_FUNC_get_current_task);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_SRC)));
	dt_cg_slotimm(cx, L_LIM, (int32_t)o_tgid);
	dt_cg_slotimm(cx, L_SUB, (int32_t)o_parent);
	dt_cg_slotimm(cx, L_RES, 0);
	dt_cg_loop(cx, 64, dt_cg_progeny_body);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_FP, SLOT(L_RES)));
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * inet_ntoa, inet_ntoa6, inet_ntop: an address read from kernel memory,
 * written out in a result string; R4 is the write position.
 */

/* dctx[tmp + R4++] = c */
static void
dt_cg_putc(dt_cgx_t *cx, uint32_t tmp, int c)
{
	EMIT(cx, I_ST(BPF_B, BPF_REG_3,
	    dt_cg_dctx_at(cx, BPF_REG_3, BPF_REG_4, tmp), c));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
}

/* dctx[tmp + R4++] = the digit in R2 (0-15) */
static void
dt_cg_putdigit(dt_cgx_t *cx, uint32_t tmp)
{
	uint32_t dec = dt_as_label(cx->as);

	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, '0'));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_2, '9'), dec);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 'a' - '0' - 10));
	dt_as_place(cx->as, dec);
	EMIT(cx, I_STX(BPF_B, BPF_REG_3, BPF_REG_2,
	    dt_cg_dctx_at(cx, BPF_REG_3, BPF_REG_4, tmp)));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
}

/* R1 (0-255) in decimal without leading zeros; clobbers R2, R3 */
static void
dt_cg_putdec8(dt_cgx_t *cx, uint32_t tmp)
{
	uint32_t tens = dt_as_label(cx->as), ones = dt_as_label(cx->as);

	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1, 100), tens);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_DIV, BPF_REG_2, 100));
	dt_cg_putdigit(cx, tmp);
	EMIT(cx, I_ALU64_IMM(BPF_MOD, BPF_REG_1, 100));
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_DIV, BPF_REG_2, 10));
	dt_cg_putdigit(cx, tmp);
	dt_as_jump(cx->as, I_JA(), ones);
	dt_as_place(cx->as, tens);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1, 10), ones);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_DIV, BPF_REG_2, 10));
	dt_cg_putdigit(cx, tmp);
	dt_as_place(cx->as, ones);
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_MOD, BPF_REG_2, 10));
	dt_cg_putdigit(cx, tmp);
}

/* read n bytes at the address in v into dctx + buf (fault if bad) */
static void
dt_cg_readaddr(dt_cgx_t *cx, int v, uint32_t buf, uint32_t n)
{
	dt_cg_vto(cx, BPF_REG_3, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, buf);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)n));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	dt_cg_readcheck(cx, v);
}

/* the dotted quad of the 4 bytes at dctx + buf, from R4 on */
static void
dt_cg_quad(dt_cgx_t *cx, uint32_t buf, uint32_t tmp)
{
	int i;

	for (i = 0; i < 4; i++) {
		dt_cg_ld9(cx, BPF_B, BPF_REG_1, buf + i);
		dt_cg_putdec8(cx, tmp);
		if (i < 3)
			dt_cg_putc(cx, tmp, '.');
	}
}

/* RFC 5952 text of the 16 bytes at dctx + buf: the longest run of two or
 * more zero groups as ::, an IPv4-mapped or -compatible address with its
 * dotted quad */
static void
dt_cg_ipv6(dt_cgx_t *cx, uint32_t buf, uint32_t tmp)
{
	uint32_t done = dt_as_label(cx->as), plain = dt_as_label(cx->as);
	int g, d;

	/* ::ffff:a.b.c.d */
	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, buf);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), plain);
	dt_cg_ld9(cx, BPF_W, BPF_REG_1, buf + 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
	    (int32_t)0xffff0000u), plain);
	dt_cg_putc(cx, tmp, ':');
	dt_cg_putc(cx, tmp, ':');
	for (d = 0; d < 4; d++)
		dt_cg_putc(cx, tmp, 'f');
	dt_cg_putc(cx, tmp, ':');
	dt_cg_quad(cx, buf + 12, tmp);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, plain);
	/* the longest run of zero groups: start in R5, length in R0;
	 * the current run in slots */
	EMIT(cx, I_MOV64_IMM(BPF_REG_5, -1));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 0));		/* current length */
	for (g = 0; g < 8; g++) {
		uint32_t zero = dt_as_label(cx->as), next = dt_as_label(cx->as);

		dt_cg_ld9(cx, BPF_H, BPF_REG_1, buf + 2 * g);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), zero);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 0));
		dt_as_jump(cx->as, I_JA(), next);
		dt_as_place(cx->as, zero);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		dt_as_jump(cx->as, I_JMP_REG(BPF_JLE, BPF_REG_2, BPF_REG_0), next);
		EMIT(cx, I_MOV64_REG(BPF_REG_0, BPF_REG_2));
		EMIT(cx, I_MOV64_IMM(BPF_REG_5, g + 1));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_2));
		dt_as_place(cx->as, next);
	}
	{
		uint32_t ok = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_0, 2), ok);
		EMIT(cx, I_MOV64_IMM(BPF_REG_5, -1));	/* one zero: no :: */
		dt_as_place(cx->as, ok);
	}
	/* R5 = run start, R0 = run end (exclusive), kept on the stack */
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_5, SLOT(L_START)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_0, SLOT(L_POS)));
	for (g = 0; g < 8; g++) {
		uint32_t skip = dt_as_label(cx->as), out = dt_as_label(cx->as);
		uint32_t notstart = dt_as_label(cx->as);

		/* inside the run: "::" at its start, nothing after */
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_5, BPF_REG_FP, SLOT(L_START)));
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_FP, SLOT(L_POS)));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSGT, BPF_REG_5, g), out);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLE, BPF_REG_0, g), out);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, g), skip);
		dt_cg_putc(cx, tmp, ':');
		dt_cg_putc(cx, tmp, ':');
		dt_as_jump(cx->as, I_JA(), skip);
		dt_as_place(cx->as, out);
		/* a group: hex without leading zeros, then ':' unless last
		 * or the run follows */
		dt_cg_ld9(cx, BPF_B, BPF_REG_1, buf + 2 * g);
		EMIT(cx, I_ALU64_IMM(BPF_LSH, BPF_REG_1, 8));
		dt_cg_ld9(cx, BPF_B, BPF_REG_2, buf + 2 * g + 1);
		EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_2));
		for (d = 3; d >= 0; d--) {
			uint32_t nodig = dt_as_label(cx->as);

			if (d > 0)
				dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1,
				    1 << (4 * d)), nodig);
			EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_1));
			EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_2, 4 * d));
			EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_2, 0xf));
			dt_cg_putdigit(cx, tmp);
			dt_as_place(cx->as, nodig);
		}
		if (g < 7) {
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_5, BPF_REG_FP,
			    SLOT(L_START)));
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, g + 1),
			    notstart);
			dt_as_jump(cx->as, I_JA(), skip);
			dt_as_place(cx->as, notstart);
			dt_cg_putc(cx, tmp, ':');
		}
		dt_as_place(cx->as, skip);
	}
	dt_as_place(cx->as, done);
}

static int
dt_cg_inet(dt_cgx_t *cx, dt_node_t *call, int v, int family)
{
	uint32_t buf, tmp, done = dt_as_label(cx->as);
	int vr[2], n, av;

	if ((n = dt_cg_subr_args(cx, call, v, vr)) < 1)
		return -1;
	av = family == 0 ? vr[1] : vr[0];
	buf = dt_cg_tmp(cx, 16);
	tmp = dt_cg_result(cx, call, 1);
	if (family == 0) {		/* inet_ntop(af, addr): by af */
		uint32_t v6 = dt_as_label(cx->as);

		dt_cg_vto(cx, BPF_REG_1, vr[0]);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 10), v6);
		dt_cg_readaddr(cx, av, buf, 4);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_quad(cx, buf, tmp);
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, v6);
		dt_cg_readaddr(cx, av, buf, 16);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_ipv6(cx, buf, tmp);
	} else if (family == 4) {
		dt_cg_readaddr(cx, av, buf, 4);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_quad(cx, buf, tmp);
	} else {
		dt_cg_readaddr(cx, av, buf, 16);
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_ipv6(cx, buf, tmp);
	}
	dt_as_place(cx->as, done);
	dt_cg_putc(cx, tmp, '\0');
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_subr_free(cx, vr, n);
	return 0;
}

/*
 * link_ntop(type, addr): a hardware address as hexadecimal bytes joined
 * by ':', as DTrace writes it: 20 bytes for InfiniBand
 * (ARPHRD_INFINIBAND), 6 for Ethernet and the other types.
 */
int
dt_cg_link_ntop(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t buf, tmp, done = dt_as_label(cx->as), ib = dt_as_label(cx->as);
	int vr[2], n, i;

	if ((n = dt_cg_subr_args(cx, call, v, vr)) < 2)
		return -1;
	buf = dt_cg_tmp(cx, 24);
	tmp = dt_cg_result(cx, call, 1);
	dt_cg_vto(cx, BPF_REG_1, vr[0]);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 32), ib);
	dt_cg_readaddr(cx, vr[1], buf, 6);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, ib);
	dt_cg_readaddr(cx, vr[1], buf, 20);
	dt_as_place(cx->as, done);
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	for (i = 0; i < 20; i++) {
		if (i == 6) {
			done = dt_as_label(cx->as);
			dt_cg_vto(cx, BPF_REG_1, vr[0]);
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 32), done);
		}
		if (i > 0)
			dt_cg_putc(cx, tmp, ':');
		dt_cg_ld9(cx, BPF_B, BPF_REG_2, buf + (uint32_t)i);
		EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_2, 4));
		dt_cg_putdigit(cx, tmp);
		dt_cg_ld9(cx, BPF_B, BPF_REG_2, buf + (uint32_t)i);
		EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_2, 0xf));
		dt_cg_putdigit(cx, tmp);
	}
	dt_as_place(cx->as, done);
	dt_cg_putc(cx, tmp, '\0');
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_subr_free(cx, vr, n);
	return 0;
}

int dt_cg_inet_ntoa(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_inet(cx, call, v, 4); }
int dt_cg_inet_ntoa6(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_inet(cx, call, v, 6); }
int dt_cg_inet_ntop(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_inet(cx, call, v, 0); }

/*
 * cleanpath(path), as illumos's DIF does it, one character of the path
 * per iteration (L_SRC, L_LIM): "//" and "/./" become "/", and "/../"
 * backs the output (L_DST, L_POS) up to its previous slash (an inner
 * loop); a path ending in "/.." keeps that slash, one ending in "/."
 * keeps the dot.  L_START counts characters already dealt with; the
 * output stops when it comes within 5 bytes of its end (L_SLEN).
 */
/* R4 = L_DST + R3 (ctx: the loop area's register), or a jump to out when
 * R3 is past L_LIM */
static void
dt_cg_dstat(dt_cgx_t *cx, int ctx, uint32_t out)
{
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, ctx, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_4), out);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, ctx, CTX(L_DST)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
}

static void
dt_cg_backup_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_POS)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), stop);
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_3, CTX(L_POS)));
	dt_cg_dstat(cx, BPF_REG_2, stop);
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, '/'), stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* R5 = s[R7 + k], or 0 past the limit; clobbers R3, R4 */
static void
dt_cg_peek(dt_cgx_t *cx, int k)
{
	uint32_t out = dt_as_label(cx->as), done = dt_as_label(cx->as);

	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_7));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, k));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_6, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_4), out);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_6, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, out);
	EMIT(cx, I_MOV64_IMM(BPF_REG_5, 0));
	dt_as_place(cx->as, done);
}

/* L_DST[L_POS++] = R5, within the limit; clobbers R3, R4 */
static void
dt_cg_emit_out(dt_cgx_t *cx)
{
	uint32_t full = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_POS)));
	dt_cg_dstat(cx, BPF_REG_6, full);
	EMIT(cx, I_STX(BPF_B, BPF_REG_4, BPF_REG_5, 0));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_3, CTX(L_POS)));
	dt_as_place(cx->as, full);
}

/*
 * Out: the characters of lit (a '/' and up to two '.') and then the
 * character peeked (R8), which ends the path if it is NUL; L_START =
 * skip characters dealt with.
 */
static void
dt_cg_cleanpath_out(dt_cgx_t *cx, const char *lit, int skip,
    uint32_t next, uint32_t stop)
{
	for (; *lit != '\0'; lit++) {
		EMIT(cx, I_MOV64_IMM(BPF_REG_5, *lit));
		dt_cg_emit_out(cx);
	}
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, 0), stop);
	EMIT(cx, I_MOV64_REG(BPF_REG_5, BPF_REG_8));
	dt_cg_emit_out(cx);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_START), skip));
	dt_as_jump(cx->as, I_JA(), next);
}

static void
dt_cg_cleanpath_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), next = dt_as_label(cx->as);
	uint32_t slash = dt_as_label(cx->as), noskip = dt_as_label(cx->as);
	uint32_t dot = dt_as_label(cx->as), dotdot = dt_as_label(cx->as);
	uint32_t up = dt_as_label(cx->as), more = dt_as_label(cx->as);
	uint32_t root = dt_as_label(cx->as);

	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_2));
	EMIT(cx, I_MOV64_REG(BPF_REG_7, BPF_REG_1));	/* i, kept */
	/* characters of "/." or "/.." already dealt with */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_START)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_3, 0), noskip);
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_3, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_3, CTX(L_START)));
	dt_as_jump(cx->as, I_JA(), next);
	dt_as_place(cx->as, noskip);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_POS)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_6, CTX(L_SLEN)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_4), stop);
	dt_cg_peek(cx, 0);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, '/'), slash);
	dt_cg_emit_out(cx);
	dt_as_jump(cx->as, I_JA(), next);
	/* a slash: what follows it decides; "//" is the second slash's */
	dt_as_place(cx->as, slash);
	dt_cg_peek(cx, 1);
	EMIT(cx, I_MOV64_REG(BPF_REG_8, BPF_REG_5));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, '/'), next);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, '.'), dot);
	dt_cg_cleanpath_out(cx, "/", 1, next, stop);
	/* "/." and then: a slash, whose it is; another dot; else kept */
	dt_as_place(cx->as, dot);
	dt_cg_peek(cx, 2);
	EMIT(cx, I_MOV64_REG(BPF_REG_8, BPF_REG_5));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, '.'), dotdot);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_8, '/'), more);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_START), 1));
	dt_as_jump(cx->as, I_JA(), next);
	dt_as_place(cx->as, more);
	dt_cg_cleanpath_out(cx, "/.", 2, next, stop);
	/* "/.." and then: a slash or the end backs up; else kept */
	dt_as_place(cx->as, dotdot);
	dt_cg_peek(cx, 3);
	EMIT(cx, I_MOV64_REG(BPF_REG_8, BPF_REG_5));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, 0), up);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_8, '/'), up);
	dt_cg_cleanpath_out(cx, "/..", 3, next, stop);
	dt_as_place(cx->as, up);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_LIM)));
	dt_as_ld_func(cx->as, BPF_REG_2, dt_cg_subprog(cx, dt_cg_backup_body));
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_6));
	EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_call(cx, BPF_FUNC_loop);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_START), 2));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_8, 0), next);
	/*
	 * At the end, what it backed up to stays: one past it.  Where
	 * nothing was written ("/.."), illumos leaves that byte unset;
	 * it is the root here.
	 */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_POS)));
	dt_cg_dstat(cx, BPF_REG_6, stop);
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_5, 0), root);
	EMIT(cx, I_ST(BPF_B, BPF_REG_4, 0, '/'));
	dt_as_place(cx->as, root);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_3, CTX(L_POS)));
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

int
dt_cg_cleanpath(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t lim = dt_cg_strlim(cx, dt_node_type(call->dn_args)), tmp;
	uint32_t size = dt_node_type(call)->t_size;
	uint32_t ok = dt_as_label(cx->as);

	if (dt_cg_arg(cx, call->dn_args, v) != 0)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (lim > size)
		lim = size;
	dt_cg_vslot(cx, L_SRC, v);
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_DST)));
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim - 1);
	dt_cg_slotimm(cx, L_SLEN, (int32_t)size - 5);
	dt_cg_slotzero(cx, L_POS, tmp);
	dt_cg_slotimm(cx, L_START, 0);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_cleanpath_body);
	/* NUL-terminate at L_POS (< lim) */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_POS)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1, (int32_t)lim), ok);
	EMIT(cx, I_MOV64_IMM(BPF_REG_1, (int32_t)lim - 1));
	dt_as_place(cx->as, ok);
	EMIT(cx, I_ST(BPF_B, BPF_REG_1,
	    dt_cg_dctx_at(cx, BPF_REG_1, BPF_REG_1, tmp), 0));
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * strtok(s, delims): s is copied to the strtok area of the dctx (a
 * saved position, the string, a 256-bit set of the delimiters); a NULL s
 * goes on from the saved position.  Loops: the delimiters into the set,
 * then past leading delimiters, then to the end of the token.
 */
static void
dt_cg_delimset_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SRC)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_5));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_3, 3));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SUB)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_5, 7));
	EMIT(cx, I_MOV64_IMM(BPF_REG_3, 1));
	EMIT(cx, I_ALU64_REG(BPF_LSH, BPF_REG_3, BPF_REG_5));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_5, BPF_REG_3));
	EMIT(cx, I_STX(BPF_B, BPF_REG_4, BPF_REG_5, 0));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

/* advance L_POS over characters that are (L_MODE 1) or are not (0) in
 * the delimiter set, stopping at the NUL */
static void
dt_cg_tokscan_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), in = dt_as_label(cx->as);

	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_2, CTX(L_POS)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_2, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_3), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_DST)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_1));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_5, BPF_REG_4, 0));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_5, 0), stop);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_5));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_3, 3));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_SUB)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	EMIT(cx, I_LDX(BPF_B, BPF_REG_3, BPF_REG_4, 0));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_5, 7));
	EMIT(cx, I_ALU64_REG(BPF_RSH, BPF_REG_3, BPF_REG_5));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_3, 1));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_2, CTX(L_MODE)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_3, BPF_REG_4), in);
	dt_as_jump(cx->as, I_JA(), stop);
	dt_as_place(cx->as, in);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_2, BPF_REG_1, CTX(L_POS)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

int
dt_cg_strtok(dt_cgx_t *cx, dt_node_t *call, int v)
{
	uint32_t lim = DT_STRSIZE(cx->dtp) + 1, tok = cx->tokbase;
	uint32_t buf = tok + 8, set = buf + ((lim + 7) & ~7u), tmp;
	const dt_sinfo_t *si = call->dn_args->dn_sema;
	uint32_t ok = dt_as_label(cx->as), none = dt_as_label(cx->as);
	int vr[2];

	if (dt_cg_subr_args(cx, call, v, vr) != 2)
		return -1;
	tmp = dt_cg_result(cx, call, 1);
	if (!(si->si_const && si->si_type.t_kind == DT_TK_INT)) {
		/* a new string: copy it, start at its beginning */
		dt_cg_vto(cx, BPF_REG_3, vr[0]);
		dt_cg_dctx_ptr(cx, BPF_REG_1, buf);
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
		dt_cg_sti9(cx, BPF_DW, tok, 0);
	}
	dt_cg_zero_dctx(cx, set, 32);
	dt_cg_vslot(cx, L_SRC, vr[1]);
	dt_cg_slotimm(cx, L_LIM, (int32_t)dt_cg_strlim(cx,
	    dt_node_type(call->dn_args->dn_next)));
	dt_cg_dctx_ptr(cx, BPF_REG_1, set);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_SUB)));
	dt_cg_loop(cx, (int32_t)lim, dt_cg_delimset_body);
	/* past the delimiters, then through the token */
	dt_cg_dctx_ptr(cx, BPF_REG_1, buf);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_DST)));
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim - 1);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_1, tok);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_POS)));
	dt_cg_slotimm(cx, L_MODE, 1);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_tokscan_body);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_POS)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_START)));
	dt_cg_slotimm(cx, L_MODE, 0);
	dt_cg_loop(cx, (int32_t)lim, dt_cg_tokscan_body);
	/* the token: [L_START, L_POS); the next call starts at the
	 * delimiter that ends it (as in DTrace: the next call's delimiters
	 * may not include it) */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_START)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, SLOT(L_POS)));
	dt_cg_st9(cx, BPF_DW, BPF_REG_2, tok);
	/* no token left: NULL (bt: "") */
	if (dt_cg_nullstr(cx))
		dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2),
		    none);
	/* copy R2 - R1 characters from buf + R1 */
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGE, BPF_REG_1, (int32_t)lim), ok);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JGT, BPF_REG_2, (int32_t)lim), ok);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_2, 1), ok);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_9));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)buf));
	dt_cg_dctx_ptr(cx, BPF_REG_1, tmp);
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel_str);
	dt_as_place(cx->as, ok);
	dt_cg_dctx_ptr(cx, BPF_REG_0, tmp);
	if (dt_cg_nullstr(cx)) {
		uint32_t done = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, none);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
		dt_as_place(cx->as, done);
	}
	dt_cg_vset(cx, v, BPF_REG_0);
	dt_cg_subr_free(cx, vr, 2);
	return 0;
}

/*
 * d_path(struct path *): the file's path as the kernel's d_path() writes
 * it, up to the root of the mount namespace: each iteration prepends one
 * dentry's name ("/name") at L_POS, moving back from the end of a buffer
 * (L_DST), and climbs to its parent (L_SRC) or, at the root of a mount
 * (L_SUB, a struct mount), to the dentry its mount point is.  The member
 * offsets are BTF's: L_LIM the buffer's size (a NUL at its end), L_RES
 * set once the name did not fit.  The loop's other slots hold what is
 * read: L_CHAR the mount's root, L_MATCH the parent, L_START and L_SLEN
 * the name and its length.
 */
typedef struct dt_dpath_off {
	uint32_t pdentry, pmnt;		/* in struct path */
	uint32_t parent, len, name, root, mparent, mpoint, mnt;
} dt_dpath_off_t;

/* the members d_path() reads, from the kernel's BTF: 0, or -1 with the
 * error set */
static int
dt_dpath_offsets(dtrace_hdl_t *dtp, dt_dpath_off_t *o)
{
	return dt_btf_offset(dtp, "path", "dentry", &o->pdentry) != 0 ||
	    dt_btf_offset(dtp, "path", "mnt", &o->pmnt) != 0 ||
	    dt_btf_offset(dtp, "dentry", "d_parent", &o->parent) != 0 ||
	    dt_btf_offset(dtp, "dentry", "d_name.len", &o->len) != 0 ||
	    dt_btf_offset(dtp, "dentry", "d_name.name", &o->name) != 0 ||
	    dt_btf_offset(dtp, "vfsmount", "mnt_root", &o->root) != 0 ||
	    dt_btf_offset(dtp, "mount", "mnt_parent", &o->mparent) != 0 ||
	    dt_btf_offset(dtp, "mount", "mnt_mountpoint", &o->mpoint) != 0 ||
	    dt_btf_offset(dtp, "mount", "mnt", &o->mnt) != 0 ? -1 : 0;
}

/* *(ctx + slot) = *(u64 *)(R3 + off) via bpf_probe_read_kernel; R0 the
 * result */
static void
dt_cg_dpath_read(dt_cgx_t *cx, int slot, uint32_t off, int size)
{
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(slot), 0));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_6));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, CTX(slot)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, size));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
}

static void
dt_cg_dpath_body(dt_cgx_t *cx)
{
	uint32_t stop = dt_as_label(cx->as), up = dt_as_label(cx->as);
	uint32_t next = dt_as_label(cx->as), full = dt_as_label(cx->as);
	dt_dpath_off_t off, *o = &off;

	/* the call site found them (dt_cg_dpath_at) */
	(void)dt_dpath_offsets(cx->dtp, o);

	EMIT(cx, I_MOV64_REG(BPF_REG_6, BPF_REG_2));
	/* the mount's root dentry, the dentry's parent */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SUB)));
	dt_cg_dpath_read(cx, L_CHAR, o->mnt + o->root, 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SRC)));
	dt_cg_dpath_read(cx, L_MATCH, o->parent, 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_SRC)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_6, CTX(L_CHAR)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2), up);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_6, CTX(L_MATCH)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_2), up);
	/* the name and its length */
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_1));
	dt_cg_dpath_read(cx, L_START, o->name, 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SRC)));
	dt_cg_dpath_read(cx, L_SLEN, o->len, 4);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	/* R7 = the new position: pos - len - 1, which must be >= 0 */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_8, BPF_REG_6, CTX(L_SLEN)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_LIM)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_8, BPF_REG_1), full);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_7, BPF_REG_6, CTX(L_POS)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_7, BPF_REG_1), full);
	EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_7, BPF_REG_8));
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_7, 1));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_7, 0), full);
	dt_as_jump(cx->as, I_JMP_REG(BPF_JGE, BPF_REG_7, BPF_REG_1), full);
	/* '/' at R7, the name after it */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_DST)));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_7));
	EMIT(cx, I_ST(BPF_B, BPF_REG_1, 0, '/'));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_8));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_START)));
	{
		uint32_t empty = dt_as_label(cx->as);

		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 0), empty);
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
		dt_as_place(cx->as, empty);
	}
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_7, CTX(L_POS)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_MATCH)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_1, CTX(L_SRC)));
	dt_as_jump(cx->as, I_JA(), next);
	/* at a mount's root: on to its mount point, in its parent mount;
	 * the namespace's root is its own parent */
	dt_as_place(cx->as, up);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SUB)));
	dt_cg_dpath_read(cx, L_MATCH, o->mparent, 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_MATCH)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, CTX(L_SUB)));
	dt_as_jump(cx->as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_3), stop);
	dt_cg_dpath_read(cx, L_CHAR, o->mpoint, 8);
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JNE, BPF_REG_0, 0), stop);
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_CHAR)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_1, CTX(L_SRC)));
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, CTX(L_MATCH)));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_6, BPF_REG_1, CTX(L_SUB)));
	dt_as_place(cx->as, next);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
	dt_as_place(cx->as, full);
	EMIT(cx, I_ST(BPF_DW, BPF_REG_6, CTX(L_RES), 1));
	dt_as_place(cx->as, stop);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 1));
	EMIT(cx, I_EXIT());
}

static int
dt_cg_dpath_at(dt_cgx_t *cx, dt_node_t *call, int v, int mnt)
{
	uint32_t lim = dt_node_type(call)->t_size, buf, tmp;
	uint32_t done = dt_as_label(cx->as), some = dt_as_label(cx->as);
	dt_dpath_off_t off, *o = &off;

	if (dt_dpath_offsets(cx->dtp, o) != 0)
		return dt_cg_dnerror(cx, call, D_TYPE_MEMBER, "%s",
		    dtrace_errmsg(cx->dtp, dtrace_errno(cx->dtp)));
	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	buf = dt_cg_tmp(cx, lim);
	tmp = dt_cg_result(cx, call, 1);
	/* the path's dentry and its mount (the struct mount around the
	 * vfsmount); for a vfsmount, its root and itself */
	dt_cg_vto(cx, BPF_REG_3, v);
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)(mnt ? o->root : o->pdentry)));
	EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, SLOT(L_SRC)));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	if (mnt)
		dt_cg_vslot(cx, L_SUB, v);
	else {
		dt_cg_vto(cx, BPF_REG_3, v);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)o->pmnt));
		EMIT(cx, I_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_1, SLOT(L_SUB)));
		EMIT(cx, I_MOV64_IMM(BPF_REG_2, 8));
		dt_cg_call(cx, BPF_FUNC_probe_read_kernel);
	}
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_FP, SLOT(L_SUB)));
	EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_1, (int32_t)o->mnt));
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_SUB)));
	dt_cg_dctx_ptr(cx, BPF_REG_1, buf);
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_1, SLOT(L_DST)));
	dt_cg_sti9(cx, BPF_B, buf + lim - 1, 0);
	dt_cg_slotimm(cx, L_LIM, (int32_t)lim);
	dt_cg_slotimm(cx, L_POS, (int32_t)lim - 1);
	dt_cg_slotimm(cx, L_RES, 0);
	dt_cg_loop(cx, 128, dt_cg_dpath_body);
	/* the root alone is "/" */
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_4, BPF_REG_FP, SLOT(L_POS)));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_4, (int32_t)lim - 1),
	    some);
	dt_cg_charstr(cx, tmp, '/', v);
	dt_as_jump(cx->as, I_JA(), done);
	dt_as_place(cx->as, some);
	EMIT(cx, I_MOV64_REG(BPF_REG_3, BPF_REG_9));
	EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
	EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)buf));
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, (int32_t)lim));
	dt_cg_strcopy(cx, tmp, v);
	dt_as_place(cx->as, done);
	return 0;
}

int dt_cg_dpath(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_dpath_at(cx, call, v, 0); }
/* __mntpath(struct vfsmount *): where the file system is mounted */
int dt_cg_mntpath(dt_cgx_t *cx, dt_node_t *call, int v) { return dt_cg_dpath_at(cx, call, v, 1); }
