/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_len.c -- later bpftrace's len() and find() (docs/stdlib.md):
 *
 * len(@map), the number of elements of a map with keys: what
 * bpf_for_each_map_elem() returns, its callback going on at each element
 * (an aggregation's per-CPU map has one element a key, whatever CPUs
 * have data for it).  len(kstack), len(ustack), len($s) of a stack: its
 * depth, the frames up to the first empty one (bpf_get_stack() leaves
 * the frames past the last zero).
 *
 * find(@map, key, $var): made has_key(@map, key) ? ($var = @map[key], 1)
 * : 0, so that $var is given the element's value (and its type, for a
 * "let $var;") by the assignment it would have in the program; of a
 * count(), sum(), min(), max() or avg() map, the value is the element's
 * whole value, its CPUs' copies put together (__bt_aggval), as a for
 * loop's is.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_bt_impl.h"
#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"

/*
 * m, the argument fn (len or find) is given as a map: the aggregation
 * (*ap) or map variable (*vpp) it names, which must have keys; -1 with
 * the error if it is no map or one without keys
 */
static int
bt_keyedmap(dt_sctx_t *sx, const dt_node_t *m, dt_agg_t **ap, dt_var_t **vpp)
{
	const dt_node_t *at = m->dn_kind == DT_NODE_AGG ? m : m->dn_left;
	dt_var_t *vp = NULL;
	dt_agg_t *agg = NULL;
	int scalar;

	if (m->dn_kind == DT_NODE_AGG) {
		if ((agg = dt_agg_arg(sx, m)) == NULL)
			return dt_dnerror(sx->dtp, at, D_IDENT_UNDEF,
			    "Undefined map: @%s", m->dn_string);
		scalar = !agg->a_keyed;
	} else {
		if ((vp = dt_var_find(sx, at->dn_string, DT_VAR_ARRAY)) ==
		    NULL || !vp->v_bt)
			return dt_dnerror(sx->dtp, at, D_IDENT_UNDEF,
			    "Undefined map: %s", at->dn_string);
		scalar = (vp->v_bt & DT_VBT_SCALAR) != 0;
	}
	if (scalar)
		return dt_dnerror(sx->dtp, at, D_KEY_TYPE, "%s%s used as a "
		    "non-scalar map, when previously used as a scalar map",
		    agg != NULL ? "@" : "", at->dn_string);
	*ap = agg;
	*vpp = vp;
	return 0;
}

/* a stack's value (kstack, ustack, or a variable holding one) */
static int
bt_isstack(const dt_type_t *t)
{
	return t->t_kind == DT_TK_STACK && (t->t_sym == DT_SYM_STACK ||
	    t->t_sym == DT_SYM_USTACK);
}

int
dt_sema_btlen(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;

	if (dt_bt_ismapref(a) || a->dn_kind == DT_NODE_AGG) {
		if (bt_keyedmap(sx, a, &si->si_agg, &si->si_var) != 0)
			return -1;
	} else if (dt_sema_expr(sx, a) != 0) {
		return -1;
	} else if (!bt_isstack(dt_node_type(a))) {
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "len() expects a map or stack to be provided");
	}
	dt_type_int(&si->si_type, 8, 1, "int64");
	return 0;
}

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

/* a new node of kind at the place of node at */
static dt_node_t *
bt_node_near(dt_sctx_t *sx, int kind, const dt_node_t *at)
{
	return dt_node_new(sx->pp->p_ast, kind, at->dn_line, at->dn_col);
}

int
dt_sema_btfind(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *m = call->dn_args, *k = m->dn_next, *var = k->dn_next;
	dt_node_t *hk, *elem, *map, *asgn, *comma, *one, *zero, *val;
	dt_agg_t *agg;
	dt_var_t *vp;

	if (!dt_bt_ismapref(m) && m->dn_kind != DT_NODE_AGG)
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "find() expects a map to be provided");
	if (bt_keyedmap(sx, m, &agg, &vp) != 0)
		return -1;
	if (var->dn_kind != DT_NODE_THIS)
		return dt_dnerror(sx->dtp, var, D_PROTO_ARG, "find() expects "
		    "a scratch variable as its third argument");
	hk = bt_node_near(sx, DT_NODE_CALL, call);
	elem = bt_node_near(sx, DT_NODE_ARRAY, m);
	map = dt_node_clone(sx->pp->p_ast, m->dn_kind == DT_NODE_AGG ? m :
	    m->dn_left, 0, 0);
	asgn = bt_node_near(sx, DT_NODE_OP2, var);
	comma = bt_node_near(sx, DT_NODE_OP2, call);
	one = bt_node_near(sx, DT_NODE_INT, call);
	zero = bt_node_near(sx, DT_NODE_INT, call);
	val = elem;
	if (agg != NULL && (val = bt_node_near(sx, DT_NODE_CALL, m)) != NULL) {
		val->dn_string = strdup("__bt_aggval");
		val->dn_args = elem;
	}
	if (hk == NULL || elem == NULL || map == NULL || asgn == NULL ||
	    comma == NULL || one == NULL || zero == NULL || val == NULL ||
	    (hk->dn_string = strdup("__bt_has_key")) == NULL ||
	    (agg != NULL && val->dn_string == NULL) ||
	    (elem->dn_args = dt_node_clone(sx->pp->p_ast, k, 0, 0)) == NULL)
		return dt_nomem(sx);
	/* has_key(@map, key) ? ($var = @map[key], 1) : 0 */
	k->dn_next = NULL;
	hk->dn_args = m;
	elem->dn_left = map;
	asgn->dn_op = DT_OP_ASGN;
	asgn->dn_left = var;
	asgn->dn_right = val;
	one->dn_int = 1;
	comma->dn_op = DT_OP_COMMA;
	comma->dn_left = asgn;
	comma->dn_right = one;
	free(call->dn_string);
	call->dn_string = NULL;
	call->dn_kind = DT_NODE_OP3;
	call->dn_left = hk;
	call->dn_right = comma;
	call->dn_third = zero;
	call->dn_args = NULL;
	si->si_fn = NULL;
	return dt_sema_expr(sx, call);
}

/* __bt_aggval(@m[key]): the whole value of an aggregation's element */
int
dt_sema_btaggval(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	dt_agg_t *agg = dt_agg_arg(sx, a->dn_left);
	dt_sinfo_t *ai;
	int fixed = 1;

	if (agg == NULL)
		return dt_dnerror(sx->dtp, a, D_IDENT_UNDEF,
		    "Undefined map: @%s", a->dn_left->dn_string);
	if (!dt_bt_aggiterable(agg->a_func))
		return dt_dnerror(sx->dtp, a, D_OP_INCOMPAT, "find() does "
		    "not support the values of map @%s", agg->a_name);
	if (dt_sema_keys(sx, &a->dn_args, &agg->a_keys, &fixed, a,
	    "find()") != 0)
		return -1;
	SINFO(sx, a, ai);
	ai->si_agg = agg;
	si->si_agg = agg;
	dt_type_int(&si->si_type, 8, agg->a_func != DT_AGG_COUNT,
	    agg->a_func == DT_AGG_COUNT ? "uint64" : "int64");
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
