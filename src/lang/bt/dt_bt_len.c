/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_len.c -- the code of later bpftrace's len() and find()
 * (docs/stdlib.md; their semantic routines are in dt_sema_bt.c):
 *
 * len(@map), the number of elements of a map with keys: what
 * bpf_for_each_map_elem() returns, its callback going on at each element
 * (an aggregation's per-CPU map has one element a key, whatever CPUs
 * have data for it).  len(kstack), len(ustack), len($s) of a stack: its
 * depth, the frames up to the first empty one (bpf_get_stack() zeroes
 * those past the last).
 *
 * find(@map, key, $var) of a count(), sum(), min(), max() or avg() map
 * reads the element's whole value, its CPUs' copies put together
 * (__bt_aggval), as a for loop's $kv has it.
 */
#include "dt_bt_impl.h"
#include "dt_cg_impl.h"

/* len(@map)'s callback: on to the next element */
static void
bt_len_next(dt_cgx_t *cx)
{
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	EMIT(cx, I_EXIT());
}

int
dt_cg_btlen(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;
	const dt_type_t *t;
	uint32_t tmp, first, n, i, done;

	if (si->si_agg != NULL || si->si_var != NULL) {
		dt_as_ld_map(cx->as, BPF_REG_1, si->si_agg != NULL ?
		    si->si_agg->a_map_fd : si->si_var->v_map_fd);
		dt_as_ld_func(cx->as, BPF_REG_2, dt_cg_subprog(cx,
		    bt_len_next));
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		EMIT(cx, I_MOV64_IMM(BPF_REG_4, 0));
		dt_cg_call(cx, BPF_FUNC_for_each_map_elem);
		dt_cg_vset(cx, v, BPF_REG_0);
		return 0;
	}
	/* a stack: its frames (after a user stack's pid) up to the first
	 * empty one */
	t = dt_node_type(call->dn_args);
	if ((tmp = dt_cg_tmp(cx, t->t_size)) == 0 ||
	    dt_cg_memstore(cx, call->dn_args, tmp, t->t_size, v) != 0)
		return -1;
	first = t->t_sym == DT_SYM_USTACK ? 8 : 0;
	n = (t->t_size - first) / 8;
	done = dt_as_label(cx->as);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	for (i = 0; i < n; i++) {
		dt_cg_ld9(cx, BPF_DW, BPF_REG_1, tmp + first + 8 * i);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), done);
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
	}
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

int
dt_cg_btaggval(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;
	uint32_t off = cx->tmp, acc, dst;

	dt_cg_btelem(cx, call->dn_args);
	/* the key's address where the for loop's summing code reads it */
	EMIT(cx, I_STX(BPF_DW, BPF_REG_FP, BPF_REG_2, DT_STK_FKEY));
	if ((acc = dt_cg_tmp(cx, 16)) == 0 || (dst = dt_cg_tmp(cx, 8)) == 0)
		return -1;
	dt_cg_forkv_agg(cx, si->si_agg, dst, acc);
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, dst);
	cx->tmp = off;
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}
