/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_forkv.c -- bt's for ($kv : @map) (bpftrace 0.20 and later): the
 * value of $kv, a tuple (key, value) of the element the loop is at, the
 * key a tuple of its keys in a map with several.  The parser makes the
 * loop's first statement $kv = __bt_forkv(@map); the loop's body runs
 * in a bpf_for_each_map_elem() callback (dt_cg_forkv), which keeps the
 * element's key and value pointers at DT_STK_FKEY and DT_STK_FVAL of its
 * stack.  An aggregation's value (count(), sum(), min(), max(), avg()) is
 * its whole value, the CPUs' copies put together, as bpftrace 0.21 and
 * later give it.
 */
#include <string.h>

#include "dt_bt_impl.h"
#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_options.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"

/* the aggregating functions whose maps can be iterated over, and the
 * names bpftrace gives the others' types */
int
dt_bt_aggiterable(dt_aggfunc_t f)
{
	return f == DT_AGG_COUNT || f == DT_AGG_SUM || f == DT_AGG_MIN ||
	    f == DT_AGG_MAX || f == DT_AGG_AVG;
}

static const char *
bt_forkv_aggtype(dt_aggfunc_t f)
{
	switch (f) {
	case DT_AGG_QUANTIZE: return "hist_t";
	case DT_AGG_LQUANTIZE: return "lhist_t";
	case DT_AGG_STATS: return "stats_t";
	default: return "none";
	}
}

int
dt_sema_btforkv(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *m = call->dn_args, *decl = m->dn_next;
	const dt_keys_t *keys;
	dt_agg_t *agg = NULL;
	dt_var_t *vp = NULL;
	dt_type_t el[2];

	/* (bpftrace 0.22 and later, whose variables are their block's: one
	 * of the probe's so far) */
	if (dt_var_find(sx, decl->dn_string, DT_VAR_THIS) != NULL)
		return dt_dnerror(sx->dtp, decl, D_DECL_IDRED, "Loop declaration "
		    "shadows existing variable: $%s", decl->dn_string);
	if (m->dn_kind == DT_NODE_AGG) {
		if ((agg = dt_agg_arg(sx, m)) == NULL)
			return dt_dnerror(sx->dtp, m, D_IDENT_UNDEF,
			    "Undefined map: @%s", m->dn_string);
		if (!dt_bt_aggiterable(agg->a_func))
			return dt_dnerror(sx->dtp, m, D_OP_INCOMPAT,
			    "Loop expression does not support type: %s",
			    bt_forkv_aggtype(agg->a_func));
		keys = agg->a_keyed ? &agg->a_keys : NULL;
		dt_type_int(&el[1], 8, agg->a_func != DT_AGG_COUNT,
		    agg->a_func == DT_AGG_COUNT ? "uint64" : "int64");
	} else {
		if ((vp = dt_var_find(sx, m->dn_string, DT_VAR_ARRAY)) ==
		    NULL || !vp->v_bt)
			return dt_dnerror(sx->dtp, m, D_IDENT_UNDEF,
			    "Undefined map: %s", m->dn_string);
		keys = &vp->v_keys;
		el[1] = vp->v_type;
		if (vp->v_bt & DT_VBT_SCALAR)
			keys = NULL;
	}
	if (keys == NULL || keys->k_n == 0)
		return dt_dnerror(sx->dtp, m, D_KEY_TYPE, "Maps used as "
		    "for-loop expressions must have keys to iterate over");
	if (keys->k_n == 1)
		el[0] = keys->k_types[0];
	else if (bt_tuple_type(sx, keys->k_types, keys->k_n, &el[0]) != 0)
		return -1;
	si->si_agg = agg;
	si->si_var = vp;
	return bt_tuple_type(sx, el, 2, &si->si_type);
}

/* R3 = the element's key (DT_STK_FKEY) or value pointer + off */
static void
dt_cg_forkv_ptr(dt_cgx_t *cx, int16_t slot, uint32_t off)
{
	EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_FP, slot));
	if (off != 0)
		EMIT(cx, I_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
}

/*
 * the value of aggregation ap for the element's key, its CPUs' copies
 * put together ([0] the data points, [1] the sum, least or greatest),
 * as a u64 at dst; acc: 16 bytes for the sums
 */
void
dt_cg_forkv_agg(dt_cgx_t *cx, const dt_agg_t *ap, uint32_t dst, uint32_t acc)
{
	int cpu, ncpus = dt_ncpus(cx->dtp);
	uint32_t done = dt_as_label(cx->as);

	dt_cg_sti9(cx, BPF_DW, acc, 0);
	dt_cg_sti9(cx, BPF_DW, acc + 8, 0);
	for (cpu = 0; cpu < ncpus; cpu++) {
		uint32_t skip = dt_as_label(cx->as), set = dt_as_label(cx->as);

		dt_as_ld_map(cx->as, BPF_REG_1, ap->a_map_fd);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_FP, DT_STK_FKEY));
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, cpu));
		dt_cg_call(cx, BPF_FUNC_map_lookup_percpu_elem);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_0, 0), skip);
		EMIT(cx, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), skip);
		dt_cg_ld9(cx, BPF_DW, BPF_REG_2, acc);
		EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
		dt_cg_st9(cx, BPF_DW, BPF_REG_1, acc);
		if (ap->a_func != DT_AGG_COUNT) {
			EMIT(cx, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_0, 8));
			dt_cg_ld9(cx, BPF_DW, BPF_REG_4, acc + 8);
		}
		switch (ap->a_func) {
		case DT_AGG_MIN: case DT_AGG_MAX:
			/* the first CPU with data, or a lesser (greater) one */
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 0),
			    set);
			dt_as_jump(cx->as, I_JMP_REG(ap->a_func == DT_AGG_MIN ?
			    BPF_JSGE : BPF_JSLE, BPF_REG_3, BPF_REG_4), skip);
			break;
		case DT_AGG_COUNT:
			break;
		default:		/* sum, avg */
			EMIT(cx, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
		}
		dt_as_place(cx->as, set);
		if (ap->a_func != DT_AGG_COUNT)
			dt_cg_st9(cx, BPF_DW, BPF_REG_3, acc + 8);
		dt_as_place(cx->as, skip);
	}
	dt_cg_ld9(cx, BPF_DW, BPF_REG_0, acc + 8);
	switch (ap->a_func) {
	case DT_AGG_COUNT:
		dt_cg_ld9(cx, BPF_DW, BPF_REG_0, acc);
		break;
	case DT_AGG_AVG:
		dt_cg_ld9(cx, BPF_DW, BPF_REG_1, acc);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), done);
		EMIT(cx, I_SDIV64_REG(BPF_REG_0, BPF_REG_1));
		break;
	default:
		break;
	}
	dt_as_place(cx->as, done);
	dt_cg_st9(cx, BPF_DW, BPF_REG_0, dst);
}

int
dt_cg_btforkv(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_sinfo_t *si = call->dn_sema;
	const dt_bttuple_t *tu = dt_bttuple_of(cx->pp, &si->si_type);
	const dt_bttuple_t *ktu = NULL;
	const dt_keys_t *keys = si->si_agg != NULL ? &si->si_agg->a_keys :
	    &si->si_var->v_keys;
	uint32_t base = dt_cg_tmp(cx, si->si_type.t_size);
	int i;

	if (base == 0)
		return -1;
	dt_cg_zero_dctx(cx, base, (si->si_type.t_size + 7) & ~7u);
	if (keys->k_n > 1)
		ktu = dt_bttuple_of(cx->pp, &tu->tu_types[0]);
	for (i = 0; i < keys->k_n; i++) {
		dt_cg_forkv_ptr(cx, DT_STK_FKEY, keys->k_off[i]);
		dt_cg_copy_to_dctx(cx, base + tu->tu_off[0] +
		    (ktu != NULL ? ktu->tu_off[i] : 0), BPF_REG_3,
		    keys->k_types[i].t_size);
	}
	if (si->si_agg != NULL) {
		uint32_t acc = dt_cg_tmp(cx, 16);

		if (acc == 0)
			return -1;
		dt_cg_forkv_agg(cx, si->si_agg, base + tu->tu_off[1], acc);
	} else {
		dt_cg_forkv_ptr(cx, DT_STK_FVAL, 0);
		dt_cg_copy_to_dctx(cx, base + tu->tu_off[1], BPF_REG_3,
		    si->si_var->v_type.t_size);
	}
	dt_cg_dctx_ptr(cx, BPF_REG_0, base);
	dt_cg_vset(cx, v, BPF_REG_0);
	return cx->err ? -1 : 0;
}
