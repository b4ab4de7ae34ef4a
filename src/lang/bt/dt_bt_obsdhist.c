/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_obsdhist.c -- btrace -O openbsd's histograms: hist() and lhist()
 * count in the buckets OpenBSD's btrace(8) has (its btrace.c ba2bucket(),
 * map.c hist_print(); described, not copied), which bpftrace's cannot
 * be turned into once counted.  The parser gives the value to count as
 * __bt_obsdbucket(v) (hist) or __bt_obsdbucket(v, min, max, step) (lhist,
 * whose range it widens to whole steps, bt_obsdbucket), a value that
 * falls in the bucket of hist()'s or lhist()'s own that stands for
 * OpenBSD's (dt_fmt_btobsd.c labels them so):
 *
 *	hist:	OpenBSD counts v in the bucket of the least power of two
 *		>= v, shown "[hi/2, hi)", 1 as "[0, 1)", 0 and less as
 *		"[0]"; v - 1 falls in bpftrace's [hi/2, hi) for v >= 2, in
 *		[0] for v = 1; v <= 0 is given as -1, in (..., 0)
 *	lhist:	OpenBSD drops v outside [min, max], else counts it in
 *		"[lo, lo + step)", lo = v / step * step (not from min); v
 *		becomes lo (a bucket's own lower bound, the range being
 *		whole steps), and what is dropped one below the range
 */
#include "dt_bt_impl.h"
#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_sema_impl.h"

int
dt_sema_btobsdbucket(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *n;

	for (n = a; n != NULL; n = n->dn_next)
		if (dt_sema_expr(sx, n) != 0)
			return -1;
	/* what hist() and lhist() refuse is theirs to report */
	if (!dt_is_int(a) || dt_is_str(a))
		si->si_type = *dt_node_type(a);
	else
		dt_type_int(&si->si_type, 8, 1, "int64");
	return 0;
}

static int64_t
dt_obsd_arg(const dt_node_t *a)
{
	return ((const dt_sinfo_t *)a->dn_sema)->si_int;
}

int
dt_cg_btobsdbucket(dt_cgx_t *cx, dt_node_t *call, int v)
{
	const dt_node_t *a = call->dn_args;
	uint32_t out = dt_as_label(cx->as), done = dt_as_label(cx->as);
	int64_t min, max, step;

	if (dt_cg_expr(cx, call->dn_args, v) != 0)
		return -1;
	dt_cg_vto(cx, BPF_REG_0, v);
	if (a->dn_next == NULL) {		/* hist */
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JSLT, BPF_REG_0, 1), out);
		EMIT(cx, I_ALU64_IMM(BPF_SUB, BPF_REG_0, 1));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, out);
		EMIT(cx, I_MOV64_IMM(BPF_REG_0, -1));
	} else {				/* lhist */
		min = dt_obsd_arg(a->dn_next);
		max = dt_obsd_arg(a->dn_next->dn_next);
		step = dt_obsd_arg(a->dn_next->dn_next->dn_next);
		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)min);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JSLT, BPF_REG_0, BPF_REG_1),
		    out);
		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)max);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JSGT, BPF_REG_0, BPF_REG_1),
		    out);
		/* (v >= min >= 0 here) */
		dt_as_ld64(cx->as, BPF_REG_1, (uint64_t)step);
		EMIT(cx, I_ALU64_REG(BPF_DIV, BPF_REG_0, BPF_REG_1));
		EMIT(cx, I_ALU64_REG(BPF_MUL, BPF_REG_0, BPF_REG_1));
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, out);
		dt_as_ld64(cx->as, BPF_REG_0, (uint64_t)(min / step * step - 1));
	}
	dt_as_place(cx->as, done);
	dt_cg_vset(cx, v, BPF_REG_0);
	return cx->err ? -1 : 0;
}
