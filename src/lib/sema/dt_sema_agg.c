/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_agg.c -- the semantic pass over aggregations: @a = f(...)
 * assignments, aggregating functions and their parameters.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_ident.h"
#include "dt_sema_impl.h"


/* the aggregating function f of the compile's language (sx: the
 * semantic pass's context, in scope where it is used) */
#define dt_aggfunc_lookup(f)	dt_aggfunc_lang(sx->dtp, (f))

static dt_agg_t *
dt_agg_lookup(dt_sctx_t *sx, const char *name, int line)
{
	dt_compiled_t *pp = sx->pp;
	dt_agg_t *ap, **tail = &pp->p_aggs;

	for (ap = pp->p_aggs; ap != NULL; tail = &ap->a_next, ap = ap->a_next)
		if (strcmp(ap->a_name, name) == 0)
			return ap;
	if ((ap = calloc(1, sizeof(*ap))) == NULL)
		return NULL;
	if ((ap->a_name = strdup(name)) == NULL) {
		free(ap);
		return NULL;
	}
	ap->a_id = pp->p_naggs++;
	ap->a_map_fd = -1;
	ap->a_line = line;
	*tail = ap;
	return ap;
}


/*
 * bt: a plain value stored in a map that is also given an aggregating
 * function, reported as bpftrace reports it, by the one of the two that
 * comes second: this one when the function came first, else the
 * function's assignment, which finds the value's type kept.
 */
static int
dt_sema_aggplain(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *an)
{
	dt_agg_t *ap;
	char name[300], now[80];

	if ((ap = dt_agg_lookup(sx, an->dn_string, dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	snprintf(name, sizeof(name), "@%s", an->dn_string);
	if (ap->a_funcset) {
		dt_type_t was = { .t_kind = DT_TK_VOID };

		snprintf(was.t_name, sizeof(was.t_name), "%s",
		    dt_aggword(sx, ap->a_func));
		dt_sl(sx)->sl_typeword(sx, dnp->dn_right, now, sizeof(now));
		return dt_sl(sx)->sl_asgnerr(sx, dnp, name, &was, now);
	}
	if (!ap->a_plainset) {
		ap->a_plainset = 1;
		ap->a_plaintype = *dt_node_type(dnp->dn_right);
	}
	return 0;
}
int
dt_sema_aggasgn(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	dt_node_t *an = l->dn_kind == DT_NODE_ARRAY ? l->dn_left : l;
	const dt_func_t *fp;
	dt_agg_t *ap;
	char what[DTRACE_NAMELEN + 2];
	int fixed;

	if (dnp->dn_op == DT_OP_ASGN && r->dn_kind == DT_NODE_CALL &&
	    dt_func_lookup(sx->dtp, r->dn_string) == NULL)
		return dt_unknown_func(sx, r);
	if (DT_LF(sx->dtp, DT_LF_BTERRS) && dnp->dn_op == DT_OP_ASGN &&
	    (r->dn_kind != DT_NODE_CALL || (fp = dt_func_lookup(sx->dtp,
	    r->dn_string)) == NULL || fp->fn_kind != DT_FN_AGG)) {
		if (dt_sema_expr(sx, r) != 0)
			return -1;  /* bpftrace: count() + 1, in its words */
		if (dt_sl(sx)->sl_asgnerr != NULL &&
		    dt_sl(sx)->sl_typeword != NULL)
			return dt_sema_aggplain(sx, dnp, an);
	}
	if (dnp->dn_op != DT_OP_ASGN || r->dn_kind != DT_NODE_CALL ||
	    (fp = dt_func_lookup(sx->dtp, r->dn_string)) == NULL ||
	    fp->fn_kind != DT_FN_AGG)
		return dt_dnerror(sx->dtp, dnp, D_AGG_FUNC,
		    "@%s must be assigned the "
		    "result of an aggregating function", an->dn_string);
	if (dt_sema_actorder(sx, dnp, DT_ORD_AGG) != 0)
		return -1;
	if ((ap = dt_agg_lookup(sx, an->dn_string, dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	if (ap->a_plainset && dt_sl(sx)->sl_asgnerr != NULL) {
		char name[300];

		snprintf(name, sizeof(name), "@%s", an->dn_string);
		return dt_sl(sx)->sl_asgnerr(sx, dnp, name, &ap->a_plaintype,
		    dt_aggword(sx, (dt_aggfunc_t)fp->fn_aggfunc));
	}
	if (ap->a_funcset && ap->a_func != (dt_aggfunc_t)fp->fn_aggfunc &&
	    dt_sl(sx)->sl_asgnerr != NULL) {
		char name[300];
		dt_type_t was = { .t_kind = DT_TK_VOID };

		snprintf(name, sizeof(name), "@%s", an->dn_string);
		snprintf(was.t_name, sizeof(was.t_name), "%s",
		    dt_aggword(sx, ap->a_func));
		return dt_sl(sx)->sl_asgnerr(sx, dnp, name, &was,
		    dt_aggword(sx, (dt_aggfunc_t)fp->fn_aggfunc));
	}
	if (ap->a_funcset && ap->a_func != (dt_aggfunc_t)fp->fn_aggfunc)
		return dt_dnerror(sx->dtp, dnp, D_AGG_REDEF,
		    "aggregation redefined: "
		    "@%s\n\t current: @%s = %s( )\n\tprevious: @%s = %s( ) : "
		    "line %d", an->dn_string, an->dn_string, fp->fn_name,
		    an->dn_string, dt_aggfunc_lookup(ap->a_func)->fn_name,
		    ap->a_line);
	if (ap->a_funcset && ap->a_keyed != (l->dn_kind == DT_NODE_ARRAY))
		return dt_dnerror(sx->dtp, dnp, D_PROTO_LEN, "@%s used with a "
		    "different key signature than before", an->dn_string);
	ap->a_func = fp->fn_aggfunc;
	ap->a_keyed = l->dn_kind == DT_NODE_ARRAY;
	fixed = ap->a_funcset;
	ap->a_funcset = 1;
	/* named @m (bt: at its place) */
	snprintf(what, sizeof(what), "@%s", an->dn_string);
	if (ap->a_keyed && dt_sema_keys(sx, &l->dn_args, &ap->a_keys, &fixed,
	    DT_LF(sx->dtp, DT_LF_BTERRS) ? l : dnp, what) != 0)
		return -1;
	sx->aggcall = r;
	sx->agg = ap;
	if (dt_sema_expr(sx, r) != 0)
		return -1;
	si->si_agg = ap;
	si->si_fn = fp;
	dt_type_int(&si->si_type, 8, 1, "int64_t");
	return 0;
}

/* the aggregation an argument names, or NULL */
dt_agg_t *
dt_agg_arg(dt_sctx_t *sx, const dt_node_t *x)
{
	dt_agg_t *agg;

	if (x->dn_kind != DT_NODE_AGG)
		return NULL;
	for (agg = sx->pp->p_aggs; agg != NULL; agg = agg->a_next)
		if (strcmp(agg->a_name, x->dn_string) == 0)
			return agg;
	return NULL;
}

/*
 * normalize(@, n), denormalize(@), trunc(@ [, n]), clear(@): done by the
 * consumer on its next snapshot; the record carries the aggregation id
 * and n.
 */
int
dt_sema_aggop(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const struct {
		const char *name;
		dt_actkind_t kind;
	} ops[] = {
		{ "normalize", DT_ACT_NORMALIZE }, { "denormalize", DT_ACT_DENORMALIZE },
		{ "trunc", DT_ACT_TRUNC }, { "clear", DT_ACT_CLEAR },
	};
	const char *fn = call->dn_string;
	dt_node_t *a = call->dn_args, *n = a->dn_next;
	dt_actkind_t kind = DT_ACT_CLEAR;
	dt_action_t *ap;
	dt_agg_t *agg;
	dt_type_t t;
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (strcmp(ops[i].name, fn) == 0)
			kind = ops[i].kind;
	if ((agg = dt_agg_arg(sx, a)) == NULL) {
		/* (an aggregating function's call, count( ), is of type
		 * void here: it is not analysed as a value) */
		const dt_func_t *af = a->dn_kind == DT_NODE_CALL ?
		    dt_func_lookup(sx->dtp, a->dn_string) : NULL;
		int aggcall = af != NULL && af->fn_kind == DT_FN_AGG;

		if (a->dn_kind != DT_NODE_AGG && !aggcall &&
		    dt_sema_expr(sx, a) != 0)
			return -1;
		return dt_dnerror(sx->dtp, call, kind == DT_ACT_CLEAR ?
		    D_CLEAR_AGGARG : kind == DT_ACT_TRUNC ? D_TRUNC_AGGARG :
		    D_NORMALIZE_AGGARG, "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: aggregation\n"
		    "\t argument: %s", fn, a->dn_kind == DT_NODE_AGG ?
		    "undefined aggregation" : aggcall ? "void" :
		    dt_node_type(a)->t_name);
	}
	if (n != NULL) {
		if (dt_sema_expr(sx, n) != 0)
			return -1;
		if (!dt_is_int(n))
			return dt_dnerror(sx->dtp, call, fn[0] == 'n' ?
			    D_NORMALIZE_SCALAR : D_TRUNC_SCALAR, "%s( ) argument "
			    "#2 must be of scalar type", fn);
	}
	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, kind, n != NULL ? 1 : 0,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	if ((ap->ac_aggs = calloc(1, sizeof(dt_agg_t *))) == NULL)
		return dt_nomem(sx);
	ap->ac_aggs[0] = agg;
	ap->ac_naggs = 1;
	if (n != NULL) {
		dt_type_int(&t, 8, 1, "int64_t");
		dt_field_place(sx, &ap->ac_fields[0], &t);
	}
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* DTrace's tag of argument #i (from 2) of fn not an integer constant */
static dt_errtag_t
dt_agg_argtag(const char *fn, int i)
{
	static const dt_errtag_t lq[] = { D_LQUANT_BASETYPE, D_LQUANT_LIMTYPE,
	    D_LQUANT_STEPTYPE };
	static const dt_errtag_t llq[] = { D_LLQUANT_FACTORTYPE,
	    D_LLQUANT_LMAGTYPE, D_LLQUANT_HMAGTYPE, D_LLQUANT_STEPTYPE };

	if (strcmp(fn, "lquantize") == 0 && i >= 2 && i <= 4)
		return lq[i - 2];
	if (strcmp(fn, "llquantize") == 0 && i >= 2 && i <= 5)
		return llq[i - 2];
	return D_PROTO_ARG;
}

/* DTrace's tag of a redefinition of f's parameters: the first differing */
static dt_errtag_t
dt_agg_matchtag(dt_aggfunc_t f, const int64_t *was, const int64_t *now)
{
	static const dt_errtag_t lq[] = { D_LQUANT_MATCHBASE, D_LQUANT_MATCHLIM,
	    D_LQUANT_MATCHSTEP, D_LQUANT_MATCHSTEP };
	static const dt_errtag_t llq[] = { D_LLQUANT_MATCHFACTOR,
	    D_LLQUANT_MATCHLMAG, D_LLQUANT_MATCHHMAG, D_LLQUANT_MATCHSTEPS };
	int i;

	for (i = 0; i < 3 && was[i] == now[i]; i++)
		;
	if (f == DT_AGG_LQUANTIZE)
		return lq[i];
	if (f == DT_AGG_LLQUANTIZE)
		return llq[i];
	return D_AGG_REDEF;
}

/* argument #i of an aggregating function must be an integer constant */
static int
dt_agg_constarg(dt_sctx_t *sx, dt_node_t *call, dt_node_t *a, int i,
    int64_t *vp)
{
	const dt_sinfo_t *ai = a->dn_sema;

	if (!ai->si_const)
		return dt_dnerror(sx->dtp, call,
		    dt_agg_argtag(call->dn_string, i), "%s( ) argument #%d must "
		    "be a non-zero positive integral constant expression",
		    call->dn_string, i);
	*vp = ai->si_int;
	return 0;
}

/* the parameters of lquantize() and llquantize(), and the buckets */
static int
dt_agg_params(dt_sctx_t *sx, dt_node_t *call, dt_agg_t *ap, int64_t *arg,
    uint32_t *nb)
{
	const char *fn = call->dn_string;
	dt_node_t *a = call->dn_args->dn_next;
	int64_t v[4] = { 0, 0, 1, 0 };
	int i, n = ap->a_func == DT_AGG_LQUANTIZE ? 3 : 4;

	for (i = 0; i < n && a != NULL; i++, a = a->dn_next)
		if (dt_agg_constarg(sx, call, a, i + 2, &v[i]) != 0)
			return -1;
	if (ap->a_func == DT_AGG_LQUANTIZE && DT_LF(sx->dtp, DT_LF_MANYERRS)) {
		/* bpftrace checks each, and reports each that fails */
		int nerr = 0;

		if (v[2] < 1 && nerr++ >= 0)
			dt_dnerror(sx->dtp, call, D_LQUANT_STEPVAL,
			    "lhist() step must be "
			    ">= 1 (%lld provided)", (long long)v[2]);
		if (v[0] < 0) {
			if (nerr++ > 0) {
				dt_errhint_set(sx->dtp, DT_EH_LATE, 2);
				dt_errkeep(sx->dtp);
			}
			dt_dnerror(sx->dtp, call, D_LQUANT_BASEVAL,
			    "lhist() min must be "
			    "non-negative (provided min %lld)", (long long)v[0]);
		}
		if (v[0] > v[1]) {
			if (nerr++ > 0) {
				dt_errhint_set(sx->dtp, DT_EH_LATE, 2);
				dt_errkeep(sx->dtp);
			}
			dt_dnerror(sx->dtp, call, D_LQUANT_MISMATCH,
			    "lhist() min must be "
			    "less than max (provided min %lld and max %lld)",
			    (long long)v[0], (long long)v[1]);
		}
		if (v[1] - v[0] < v[2]) {
			if (nerr++ > 0) {
				dt_errhint_set(sx->dtp, DT_EH_LATE, 2);
				dt_errkeep(sx->dtp);
			}
			dt_dnerror(sx->dtp, call, D_LQUANT_STEPLARGE,
			    "lhist() step is too "
			    "large for the given range (provided step %lld for "
			    "range %lld)", (long long)v[2],
			    (long long)(v[1] - v[0]));
		}
		/* found in bpftrace's final pass */
		dt_errhint_set(sx->dtp, DT_EH_LATE, nerr > 0 ? 2 : 0);
		if (nerr > 0)
			return -1;
	}
	if (ap->a_func == DT_AGG_LQUANTIZE) {
		/* DTrace's order: base, limit, their order, step, levels
		 * (bt's lhist() has no 32- or 16-bit limits) */
		int d = !DT_LF(sx->dtp, DT_LF_BTERRS);

		if (d && v[0] != (int32_t)v[0])
			return dt_dnerror(sx->dtp, call, D_LQUANT_BASEVAL,
			    "lquantize( ) argument #2 must be a 32-bit quantity");
		if (d && v[1] != (int32_t)v[1])
			return dt_dnerror(sx->dtp, call, D_LQUANT_LIMVAL,
			    "lquantize( ) argument #3 must be a 32-bit quantity");
		if (v[1] <= v[0])
			return dt_dnerror(sx->dtp, call, D_LQUANT_MISMATCH,
			    "lquantize( ) upper "
			    "bound must be greater than lower bound");
		if (v[2] <= 0)
			return dt_dnerror(sx->dtp, call, D_LQUANT_STEPTYPE,
			    "lquantize( ) argument #4 must be a non-zero "
			    "positive integer constant");
		if (d && v[2] > UINT16_MAX)
			return dt_dnerror(sx->dtp, call, D_LQUANT_STEPVAL,
			    "lquantize( ) argument #4 must be a 16-bit quantity");
		if ((v[1] - v[0]) / v[2] == 0)
			return dt_dnerror(sx->dtp, call, D_LQUANT_STEPLARGE,
			    "lquantize( ) step (argument #4) too large: must "
			    "have at least one quantization level");
		if ((v[1] - v[0]) / v[2] > 4096)
			return dt_dnerror(sx->dtp, call, D_LQUANT_STEPSMALL,
			    "lquantize( ) range "
			    "/ step is too large (at most 4096 levels)");
		*nb = (uint32_t)((v[1] - v[0]) / v[2]) + 2;
	} else {
		int64_t factor = v[0], low = v[1], high = v[2], steps = v[3];
		int64_t this = 1, o;

		/* DTrace's order: factor, magnitudes, steps, how the steps
		 * and the factor divide each other */
		if (factor < 2)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_FACTORVAL,
			    "llquantize( ) "
			    "factor (argument #2) must be two or more");
		if (factor > UINT16_MAX)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_FACTORVAL,
			    "llquantize( ) argument #2 must be an unsigned "
			    "16-bit quantity");
		if (low < 0 || low > UINT16_MAX)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_LMAGVAL,
			    "llquantize( ) argument #3 must be an unsigned "
			    "16-bit quantity");
		if (high < 0 || high > UINT16_MAX)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_HMAGVAL,
			    "llquantize( ) argument #4 must be an unsigned "
			    "16-bit quantity");
		if (high < low)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_HMAGVAL,
			    "llquantize( ) high "
			    "magnitude (argument #4) must be at least the low "
			    "magnitude (argument #3)");
		if (steps <= 0)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_STEPTYPE,
			    "llquantize( ) argument #5 must be a non-zero "
			    "positive integer constant");
		if (steps > UINT16_MAX)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_STEPVAL,
			    "llquantize( ) argument #5 must be an unsigned "
			    "16-bit quantity");
		for (o = factor; o < steps; o *= factor)
			;
		if (steps < factor ? factor % steps != 0 :
		    steps % factor != 0 || o % steps != 0)
			return dt_dnerror(sx->dtp, call, D_LLQUANT_STEPVAL,
			    "llquantize( ) factor (argument #2) must evenly "
			    "divide the number of steps per magnitude (argument "
			    "#5), and the number of steps per magnitude must "
			    "evenly divide a power of the factor");
		*nb = 2;
		for (o = 0; o < low; o++)
			this *= factor;
		for (this *= factor, o = low; o <= high; o++) {
			int64_t k = this > steps ? steps : this;

			if (this * factor / factor != this || *nb > 4096)
				return dt_dnerror(sx->dtp, call,
				    D_LLQUANT_HMAGVAL,
				    "llquantize( ) high magnitude is too large");
			*nb += (uint32_t)(k - k / factor);
			this *= factor;
		}
	}
	memcpy(arg, v, sizeof(v));
	(void)fn;
	return 0;
}

int
dt_sema_aggfn(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const struct { int min, max; } nargs[DT_AGG_NFUNCS] = {
		[DT_AGG_COUNT] = { 0, 0 }, [DT_AGG_SUM] = { 1, 1 },
		[DT_AGG_MIN] = { 1, 1 }, [DT_AGG_MAX] = { 1, 1 },
		[DT_AGG_AVG] = { 1, 1 }, [DT_AGG_STDDEV] = { 1, 1 },
		[DT_AGG_QUANTIZE] = { 1, 2 }, [DT_AGG_LQUANTIZE] = { 3, 5 },
		[DT_AGG_LLQUANTIZE] = { 5, 6 }, [DT_AGG_STATS] = { 1, 1 },
	};
	dt_agg_t *ap = sx->agg;
	dt_aggfunc_t f = (dt_aggfunc_t)si->si_fn->fn_aggfunc;
	int64_t arg[4] = { 0 };
	uint32_t nb = 0;
	dt_node_t *a;
	int i = 1, n = 0;

	for (a = call->dn_args; a != NULL; a = a->dn_next, i++, n++) {
		if (dt_sema_expr(sx, a) != 0)
			return -1;
		if (DT_LF(sx->dtp, DT_LF_BTERRS) && i == 1 && !dt_is_int(a))
			return dt_lateerr(sx, 2, call, D_AGG_SCALAR, "%s() only "
			    "supports integer arguments (%s provided)",
			    dt_aggword(sx, f), dt_kindword(sx, a));
		if (DT_LF(sx->dtp, DT_LF_BTERRS) && i > 1 &&
		    !((const dt_sinfo_t *)a->dn_sema)->si_const)
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "%s() expects a "
			    "integer literal (%s provided)", dt_aggword(sx, f),
			    dt_kindword(sx, a));
		if (!dt_is_int(a) && i == 1)
			return dt_dnerror(sx->dtp, call, D_AGG_SCALAR,
			    "%s( ) argument "
			    "#1 must be of scalar type", call->dn_string);
		if (!dt_is_int(a))
			return dt_dnerror(sx->dtp, call,
			    dt_agg_argtag(call->dn_string, i), "%s( ) argument #%d"
			    " is incompatible with prototype:\n\tprototype: "
			    "int64_t\n\t argument: %s", call->dn_string, i,
			    dt_node_type(a)->t_name);
	}
	if (n < nargs[f].min || n > nargs[f].max)
		return dt_dnerror(sx->dtp, call, D_PROTO_LEN,
		    "%s( ) prototype mismatch:"
		    " %d arg%s passed, %s%d expected", call->dn_string, n,
		    n == 1 ? "" : "s", nargs[f].min != nargs[f].max ?
		    "at least " : "", n < nargs[f].min ? nargs[f].min :
		    nargs[f].max);
	if (f == DT_AGG_QUANTIZE)
		nb = DT_QUANTIZE_NBUCKETS;
	else if ((f == DT_AGG_LQUANTIZE || f == DT_AGG_LLQUANTIZE) &&
	    dt_agg_params(sx, call, ap, arg, &nb) != 0)
		return -1;
	if (ap != NULL && ap->a_nbuckets != 0 && (ap->a_nbuckets != nb ||
	    memcmp(ap->a_arg, arg, sizeof(arg)) != 0))
		return dt_dnerror(sx->dtp, call, dt_agg_matchtag(f, ap->a_arg,
		    arg), "%s( ) parameters of @%s "
		    "differ from its earlier definition", call->dn_string,
		    ap->a_name);
	if (ap != NULL) {
		memcpy(ap->a_arg, arg, sizeof(arg));
		ap->a_nbuckets = nb;
	}
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}
