/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_act.c -- the semantic pass over actions and subroutines:
 * trace, printf, printa, print, destructive actions, speculations,
 * copyinstr, the symbol functions, strtok, alloca...; each creates its
 * action and lays out its record fields.
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
#include "dt_sema.h"
#include "dt_sema_impl.h"

/*
 * Actions: each adds a dt_action_t with its record fields
 */
dt_action_t *
dt_action_new(dt_sctx_t *sx, dt_actkind_t kind, int nfields, int line)
{
	dt_clause_t *cp = sx->clause;
	dt_action_t *ap, **tail;

	if ((ap = calloc(1, sizeof(*ap))) == NULL)
		return NULL;
	if (nfields > 0 &&
	    (ap->ac_fields = calloc((size_t)nfields, sizeof(dt_field_t))) == NULL) {
		free(ap);
		return NULL;
	}
	ap->ac_kind = kind;
	ap->ac_nfields = nfields;
	ap->ac_line = line;
	for (tail = &cp->c_acts; *tail != NULL; tail = &(*tail)->ac_next)
		;
	*tail = ap;
	cp->c_records = 1;
	sx->nactions++;
	return ap;
}

void
dt_actions_free(dt_action_t *ap)
{
	dt_action_t *next;

	for (; ap != NULL; ap = next) {
		next = ap->ac_next;
		free(ap->ac_fields);
		free(ap->ac_aggs);
		free(ap->ac_str);
		if (ap->ac_fmt != NULL)
			dt_printf_free(ap->ac_fmt);
		free(ap);
	}
}

/* lay out one field of the current clause's record */
void
dt_field_place(dt_sctx_t *sx, dt_field_t *fp, const dt_type_t *tp)
{
	dt_clause_t *cp = sx->clause;
	uint32_t size = tp->t_kind == DT_TK_STRING ? tp->t_size : tp->t_size;
	uint32_t align = size >= 8 ? 8 : size;

	fp->f_type = *tp;
	cp->c_recsize = (cp->c_recsize + align - 1) & ~(align - 1);
	fp->f_off = cp->c_recsize;
	cp->c_recsize += size;
}

int
dt_needs_value(dt_sctx_t *sx, dt_node_t *a, const char *fn, int i)
{
	if (dt_sema_expr(sx, a) != 0)
		return -1;
	if (dt_node_type(a)->t_kind == DT_TK_VOID &&
	    DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, a, D_PROTO_ARG, "%s() argument %d has no "
		    "value (none provided)", dt_funcword(sx, fn), i);
	if (dt_node_type(a)->t_kind == DT_TK_VOID)
		return dt_dnerror(sx->dtp, a, D_PROTO_ARG,
		    "%s( ) argument #%d is void",
		    fn, i);
	return 0;
}

static int dt_tracemem_action(dt_sctx_t *sx, dt_node_t *call,
    dt_sinfo_t *si, uint32_t n);

/* trace() of a struct, union or array: its bytes, laid out as
 * tracemem() lays them out (the call becomes tracemem(e, sizeof (e))) */
static int
dt_sema_trace_bytes(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *n;
	char *name;

	if ((n = dt_node_new(sx->pp->p_ast, DT_NODE_INT, call->dn_line,
	    call->dn_col)) == NULL || (name = strdup("tracemem")) == NULL)
		return dt_nomem(sx);
	n->dn_int = dt_node_type(a)->t_size;
	a->dn_next = n;
	free(call->dn_string);
	call->dn_string = name;
	if (dt_sema_expr(sx, n) != 0)
		return -1;
	if (n->dn_int <= 0 || n->dn_int > 4096)
		return dt_dnerror(sx->dtp, call, D_TRACE_DYN, "trace( ) may "
		    "not be applied to an object of %" PRId64 " bytes (at most "
		    "4096)", n->dn_int);
	si->si_fn = dt_func_lookup(sx->dtp, "tracemem");
	return dt_tracemem_action(sx, call, si, (uint32_t)n->dn_int);
}

int
dt_sema_trace(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const dt_sinfo_t *ai;
	dt_action_t *ap;
	dt_type_t t;

	if (dt_is_agg(a))
		return dt_dnerror(sx->dtp, a, D_TRACE_DYN,
		    "trace( ) may not be "
		    "applied to a dynamic expression");
	if (dt_needs_value(sx, a, "trace", 1) != 0)
		return -1;
	if (!DT_LF(sx->dtp, DT_LF_BTERRS) && dt_type_byaddr(dt_node_type(a)))
		return dt_sema_trace_bytes(sx, call, si);
	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_TRACE, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	t = *dt_node_type(a);
	/* D: a string is recorded as DTrace records one, strsize bytes (a
	 * literal too; a char array's bytes are the array's) */
	ai = a->dn_sema;
	if (t.t_kind == DT_TK_STRING && !DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    !(ai->si_kind == DT_SI_MEM && ai->si_mem.m_strlen != 0))
		t.t_size = dt_strcap(sx, 0);
	dt_field_place(sx, &ap->ac_fields[0], &t);
	si->si_act = ap;
	dt_type_int(&si->si_type, 4, 1, "void");
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* what dt_printf_check() calls an argument: 's'tring, 'p'ointer,
 * 'f'loating-point, 'i'nteger, or 'o'ther (stacks and user symbols,
 * checked by name) */
static char
dt_pf_kind(const dt_type_t *t)
{
	return t->t_kind == DT_TK_STRING ? 's' : t->t_kind == DT_TK_PTR ? 'p' :
	    t->t_kind == DT_TK_FLOAT ? 'f' :
	    t->t_kind == DT_TK_STACK || t->t_kind == DT_TK_VOID ? 'o' : 'i';
}

/* in bt, what the consumer puts in words is printed as a string (but a
 * buf(), by %r) */
static char
dt_pf_argkind(const dt_sctx_t *sx, const dt_type_t *t)
{
	if (DT_LF(sx->dtp, DT_LF_BTPRINTF) && t->t_sym != DT_SYM_NONE &&
	    t->t_sym != DT_SYM_BTBUF)
		return 's';
	/* bpftrace prints a pointer by any integer conversion */
	if (DT_LF(sx->dtp, DT_LF_BTPRINTF) && t->t_kind == DT_TK_PTR)
		return 'i';
	/* a struct or array value: no conversion takes it */
	if (DT_LF(sx->dtp, DT_LF_AGGVALUES) && (t->t_kind == DT_TK_SOU ||
	    t->t_kind == DT_TK_ARRAY))
		return 'o';
	return dt_pf_kind(t);
}
int
dt_sema_fmtargs(dt_sctx_t *sx, dt_node_t *call, dt_action_t *ap,
    dt_node_t *first, const char *fn)
{
	char err[512];
	dt_node_t *a;
	int i = 0, bad = 0, tag;

	for (a = first; a != NULL; a = a->dn_next, i++) {
		const dt_type_t *t;
		dt_type_t ft;
		char k;

		/* no conversion takes an aggregation */
		if (dt_is_agg(a)) {
			if ((tag = dt_printf_check(ap->ac_fmt, fn, i, 'o',
			    "aggregation", err, sizeof(err))) == 0)
				snprintf(err, sizeof(err), "%s( ) argument #%d "
				    "may not be an aggregation", fn, i + 2);
			return dt_dnerror(sx->dtp, call, tag != 0 ?
			    (dt_errtag_t)tag : D_PRINTF_ARG_TYPE, "%s", err);
		}
		/* an action's void value: by the check of its conversion */
		if (ap->ac_fmt != NULL && !DT_LF(sx->dtp, DT_LF_MANYERRS) &&
		    dt_action_call(sx, a) != NULL && (tag = dt_printf_check(
		    ap->ac_fmt, fn, i, 'o', "void", err, sizeof(err))) != 0)
			return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s",
			    err);
		/* bt: an argument of no type is reported by the check of
		 * its conversion (in D, printf( )'s were evaluated before
		 * its format was read) */
		if (DT_LF(sx->dtp, DT_LF_MANYERRS) ? dt_sema_expr(sx, a) != 0 :
		    a->dn_sema == NULL && dt_needs_value(sx, a, fn, i + 2) != 0) {
			/* bt: each argument's error is reported */
			if (!DT_LF(sx->dtp, DT_LF_MANYERRS) ||
			    sx->dtp->dt_errno != EDT_COMPILER)
				return -1;
			if (!dt_errhint(sx->dtp, DT_EH_KEPT))
				dt_errkeep(sx->dtp);
			dt_errhint_set(sx->dtp, DT_EH_KEPT, 0);
			bad = 1;
			continue;
		}
		t = dt_node_type(a);
		if (dt_sl(sx)->sl_tuplearg != NULL && dt_bttuple_is(t) &&
		    ap->ac_fmt != NULL)
			return dt_sl(sx)->sl_tuplearg(sx, call, ap->ac_fmt, i,
			    fn);
		if (dt_sl(sx)->sl_fmtarg != NULL && ap->ac_fmt != NULL) {
			ft = *t;
			dt_sl(sx)->sl_fmtarg(sx, ap->ac_fmt, i, &ft);
			t = &ft;
		}
		k = dt_pf_argkind(sx, t);
		/* bt's integer conversions take any integer */
		if (ap->ac_fmt != NULL && dt_printf_check(ap->ac_fmt, fn, i, k,
		    DT_LF(sx->dtp, DT_LF_BTPRINTF) && k == 'i' ? NULL :
		    t->t_name, err, sizeof(err)) != 0 &&
		    DT_LF(sx->dtp, DT_LF_BTPRINTF) &&
		    dt_printf_convof(ap->ac_fmt, i) != NULL) {
			const char *c = dt_printf_convof(ap->ac_fmt, i);

			return dt_lateerr(sx, t->t_kind == DT_TK_VOID ?
			    0 : 2, call, D_PRINTF_ARG_TYPE, "%s: %%%s specifier expects a "
			    "value of type %s (%s supplied)",
			    dt_funcword(sx, fn), c, strcmp(c, "s") == 0 ?
			    "string" : c[0] == 'r' ? "buffer" : "integer",
			    dt_kindword(sx, a));
		}
		if (ap->ac_fmt != NULL && (tag = dt_printf_check(ap->ac_fmt, fn,
		    i, k, DT_LF(sx->dtp, DT_LF_BTPRINTF) && k == 'i' ? NULL :
		    t->t_name, err, sizeof(err))) != 0)
			return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s",
			    err);
		/* (no fields: only checked, debugf()'s) */
		if (ap->ac_fields != NULL)
			dt_field_place(sx, &ap->ac_fields[i], t);
	}
	if (bad) {
		sx->dtp->dt_errno = EDT_COMPILER;
		dt_errhint_set(sx->dtp, DT_EH_KEPT, 1);
		return -1;
	}
	return 0;
}

/* the clause uses a destructive action: allowed only with -w */
int
dt_destructive(dt_sctx_t *sx, const dt_node_t *call)
{
	/* bpftrace refuses them at compile time without --unsafe */
	if (DT_LF(sx->dtp, DT_LF_UNSAFE) &&
	    sx->dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0)
		return dt_dnerror(sx->dtp, call, D_UNKNOWN, "%s() is an unsafe "
		    "function being used in safe mode", strcmp(call->dn_string,
		    "raise") == 0 ? "signal" : call->dn_string);
	if (sx->pp->p_destructive == 0)
		sx->pp->p_destructive = call->dn_line;
	return 0;
}

int
dt_sema_destr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a;

	if (dt_destructive(sx, call) != 0)
		return -1;
	if (dt_sema_actorder(sx, call, DT_ORD_DESTR) != 0)
		return -1;
	for (a = call->dn_args; a != NULL; a = a->dn_next)
		if (dt_needs_value(sx, a, call->dn_string, 1) != 0)
			return -1;
		else if (!dt_is_int(a))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "%s( ) argument #1 "
			    "is incompatible with prototype:\n\tprototype: int\n"
			    "\t argument: %s", call->dn_string,
			    dt_node_type(a)->t_name);
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

static int dt_sema_protoargs(dt_sctx_t *sx, dt_node_t *call,
    const dt_proto_t *pp);

/* what this kernel cannot do, said at compile time */
int
dt_sema_refused(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const struct { const char *fn, *why; } why[] = {
		{ "copyout", "the kernel refuses to let BPF programs write user "
		    "memory (bpf_probe_write_user) here" },
		{ "copyoutstr", "the kernel refuses to let BPF programs write "
		    "user memory (bpf_probe_write_user) here" },
		{ "panic", "BPF programs cannot panic the kernel" },
		{ "breakpoint", "BPF programs cannot enter the kernel debugger" },
		{ "chill", "BPF programs cannot spin in the kernel (chill)" },
	};
	dt_proto_t proto;
	size_t i;

	/* (DTrace's order: the arguments against the prototype, where a
	 * destructive action may be, then this) */
	if (si->si_fn->fn_proto != NULL) {
		dt_proto_parse(si->si_fn->fn_proto, &proto);
		if (dt_sema_protoargs(sx, call, &proto) != 0)
			return -1;
	}
	if (dt_sema_actorder(sx, call, DT_ORD_DESTR) != 0)
		return -1;
	for (i = 0; i < sizeof(why) / sizeof(why[0]); i++)
		if (strcmp(why[i].fn, call->dn_string) == 0)
			break;
	return dt_dnerror(sx->dtp, call, D_UNKNOWN,
	    "%s( ) is not available: %s",
	    call->dn_string, i < sizeof(why) / sizeof(why[0]) ? why[i].why :
	    "not supported on Linux");
}

/*
 * Speculations
 */
int
dt_sema_speculation(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	(void)call;
	sx->pp->p_usespec = 1;
	dt_type_int(&si->si_type, 4, 1, "int");
	return 0;
}

/* speculate(id), commit(id), discard(id) */
int
dt_sema_specact(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *fn = call->dn_string;
	dt_actkind_t kind = strcmp(fn, "speculate") == 0 ? DT_ACT_SPECULATE :
	    strcmp(fn, "commit") == 0 ? DT_ACT_COMMIT : DT_ACT_DISCARD;
	dt_action_t *ap;
	dt_type_t t;

	if (dt_needs_value(sx, call->dn_args, fn, 1) != 0)
		return -1;
	if (!dt_is_int(call->dn_args))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: int\n\t "
		    "argument: %s", fn, dt_node_type(call->dn_args)->t_name);
	if (dt_sema_actorder(sx, call, kind == DT_ACT_SPECULATE ?
	    DT_ORD_SPECULATE : kind == DT_ACT_COMMIT ? DT_ORD_COMMIT :
	    DT_ORD_DISCARD) != 0)
		return -1;
	sx->pp->p_usespec = 1;
	if (kind == DT_ACT_SPECULATE)
		sx->pp->p_speculates = 1;
	if ((ap = dt_action_new(sx, kind, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_type_int(&t, 8, 0, "uint64_t");
	dt_field_place(sx, &ap->ac_fields[0], &t);
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

int
dt_sema_printf(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *f = call->dn_args;
	const char *fn = call->dn_string;
	int sys = strcmp(fn, "system") == 0, reo = strcmp(fn, "freopen") == 0;
	int cat = strcmp(fn, "__bt_cat") == 0, bt = DT_LF(sx->dtp,
	    DT_LF_BTPRINTF);
	dt_action_t *ap;
	char err[512];
	int n = 0, tag;
	dt_node_t *a;

	if (strncmp(fn, "__bt_", 5) == 0)	/* cat(), errorf() */
		fn += 5;

	if (f->dn_kind != DT_NODE_STRING && bt) {
		if (dt_sema_expr(sx, f) != 0)
			return -1;
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "%s() expects a string "
		    "literal (%s provided)", fn, dt_kindword(sx, f));
	}
	if (f->dn_kind != DT_NODE_STRING) {
		/* a value that is not a string fails the function's
		 * prototype; a string that is not a constant, the format's */
		if (dt_sema_expr(sx, f) != 0)
			return -1;
		if (dt_node_type(f)->t_kind != DT_TK_STRING)
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "%s( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: string\n\t argument: %s",
			    fn, dt_node_type(f)->t_name);
		return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_FMT,
		    "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: string "
		    "constant\n\t argument: %s", fn, dt_node_type(f)->t_name);
	}
	/* as DTrace does, the arguments' values first, then the format
	 * and what it says of them */
	for (a = f->dn_next; a != NULL; a = a->dn_next) {
		n++;
		if (!bt && !dt_is_agg(a) && dt_action_call(sx, a) == NULL &&
		    dt_needs_value(sx, a, fn, n + 1) != 0)
			return -1;
	}
	if (dt_sema_actorder(sx, call, sys || reo ? DT_ORD_DESTR :
	    DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, sys ? DT_ACT_SYSTEM : reo ?
	    DT_ACT_FREOPEN : cat ? DT_ACT_BTCAT : DT_ACT_PRINTF, n,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	if ((sys || reo) && dt_destructive(sx, call) != 0)
		return -1;
	if ((tag = dt_printf_parse(f->dn_string, bt ? DT_PF_PARSE_BT : 0,
	    &ap->ac_fmt, err, sizeof(err))) != 0)
		return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s", err);
	if (bt && n != dt_printf_nargs(ap->ac_fmt))
		return dt_lateerr(sx, 2, call, D_PRINTF_ARG_PROTO, "%s: %s arguments for "
		    "format string (%d supplied, %d expected)",
		    fn, n < dt_printf_nargs(ap->ac_fmt) ? "Not enough" :
		    "Too many", n, dt_printf_nargs(ap->ac_fmt));
	/* freopen("") puts the output back where it was */
	if (!(reo && f->dn_string[0] == '\0') && (tag =
	    dt_printf_argcount_msg(ap->ac_fmt, fn, n, err, sizeof(err))) != 0)
		return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s", err);
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return dt_sema_fmtargs(sx, call, ap, f->dn_next, fn);
}

/* a printa() format against the keys of the aggregation it prints */
static int
dt_printa_check(dt_sctx_t *sx, dt_node_t *call, const dt_pfmt_t *fmt,
    const dt_agg_t *agg)
{
	int nkeys = agg->a_keyed ? agg->a_keys.k_n : 0, i, tag;
	char err[512];

	if (!agg->a_funcset)
		return 0;
	if (fmt->pf_nargs > nkeys && (tag =
	    dt_printf_argcount_msg(fmt, "printa", nkeys, err, sizeof(err))) != 0)
		return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s", err);
	for (i = 0; i < fmt->pf_nargs && i < nkeys; i++) {
		const dt_type_t *t = &agg->a_keys.k_types[i];
		char k = dt_pf_kind(t);

		if ((tag = dt_printf_check(fmt, "printa", i, k, t->t_name, err,
		    sizeof(err))) != 0)
			return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s",
			    err);
	}
	return 0;
}

/* aggregations printed together must have the same keys */
static int
dt_printa_keys(dt_sctx_t *sx, dt_node_t *call, const dt_agg_t *a,
    const dt_agg_t *b)
{
	int na = a->a_keyed ? a->a_keys.k_n : 0, nb = b->a_keyed ?
	    b->a_keys.k_n : 0, i;

	if (!a->a_funcset || !b->a_funcset)
		return 0;
	if (na != nb)
		return dt_dnerror(sx->dtp, call, D_PRINTA_AGGKEY,
		    "printa( ): @%s and @%s "
		    "do not have matching key signatures: @%s has %d key%s, "
		    "@%s has %d key%s", a->a_name, b->a_name, a->a_name, na,
		    na == 1 ? "" : "s", b->a_name, nb, nb == 1 ? "" : "s");
	for (i = 0; i < na; i++) {
		const dt_type_t *ta = &a->a_keys.k_types[i];
		const dt_type_t *tb = &b->a_keys.k_types[i];

		if ((ta->t_kind == DT_TK_STRING) == (tb->t_kind == DT_TK_STRING) &&
		    (ta->t_kind == DT_TK_STRING || ta->t_size == tb->t_size))
			continue;
		return dt_dnerror(sx->dtp, call, D_PRINTA_AGGPROTO,
		    "printa( ): @%s[ ] key "
		    "#%d is incompatible with @%s:\n%9s key #%d: %s\n%9s key "
		    "#%d: %s", b->a_name, i + 1, a->a_name, a->a_name, i + 1,
		    ta->t_name, b->a_name, i + 1, tb->t_name);
	}
	return 0;
}

int
dt_sema_printa(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	dt_action_t *ap;
	char err[512];
	int n = 0, i = 0, tag;
	dt_node_t *x;

	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_PRINTA, 0, call->dn_line)) == NULL)
		return dt_nomem(sx);
	/* DTrace's order: the count of the arguments, then the format */
	for (x = a->dn_kind == DT_NODE_STRING ? a->dn_next : a; x != NULL;
	    x = x->dn_next)
		n++;
	if (n == 0)	/* a format alone */
		return dt_dnerror(sx->dtp, call, D_PRINTA_PROTO,
		    "printa( ) prototype "
		    "mismatch: 1 args passed, 2 expected");
	if (a->dn_kind == DT_NODE_STRING) {
		if ((tag = dt_printf_parse(a->dn_string, 1, &ap->ac_fmt, err,
		    sizeof(err))) != 0)
			return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s",
			    err);
		a = a->dn_next;
	}
	if ((ap->ac_aggs = calloc((size_t)n, sizeof(dt_agg_t *))) == NULL)
		return dt_nomem(sx);
	for (x = a; x != NULL; x = x->dn_next, i++) {
		dt_agg_t *agg = NULL;

		if (x->dn_kind == DT_NODE_AGG) {
			for (agg = sx->pp->p_aggs; agg != NULL; agg = agg->a_next)
				if (strcmp(agg->a_name, x->dn_string) == 0)
					break;
		}
		if (agg == NULL && x->dn_kind != DT_NODE_AGG &&
		    dt_sema_expr(sx, x) != 0)
			return -1;
		if (agg == NULL)
			return dt_dnerror(sx->dtp, x, D_PRINTA_AGGARG,
			    "printa( ) argument "
			    "#%d is incompatible with prototype:\n\tprototype: "
			    "aggregation\n\t argument: %s", i + 1 +
			    (ap->ac_fmt != NULL), x->dn_kind == DT_NODE_AGG ?
			    "undefined aggregation" : dt_node_type(x)->t_name);
		ap->ac_aggs[i] = agg;
		if (i > 0 && dt_printa_keys(sx, call, ap->ac_aggs[0], agg) != 0)
			return -1;
		if (ap->ac_fmt != NULL && dt_printa_check(sx, call, ap->ac_fmt,
		    agg) != 0)
			return -1;
	}
	ap->ac_naggs = n;
	/* the record carries the aggregation id */
	if ((ap->ac_fields = calloc(1, sizeof(dt_field_t))) == NULL)
		return dt_nomem(sx);
	ap->ac_nfields = 1;
	{
		dt_type_t t;

		dt_type_int(&t, 4, 0, "uint32_t");
		dt_field_place(sx, &ap->ac_fields[0], &t);
	}
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

int
dt_sema_exit(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_action_t *ap;
	dt_type_t t;

	if (dt_sema_expr(sx, call->dn_args) != 0)
		return -1;
	if (!dt_is_int(call->dn_args))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "exit( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: int\n\t "
		    "argument: %s", dt_node_type(call->dn_args)->t_name);
	if (dt_sema_actorder(sx, call, DT_ORD_EXIT) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_EXIT, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_type_int(&t, 4, 1, "int");
	dt_field_place(sx, &ap->ac_fields[0], &t);
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

int
dt_sema_copyinstr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a;
	int i = 1;

	for (a = call->dn_args; a != NULL; a = a->dn_next, i++) {
		if (dt_sema_expr(sx, a) != 0)
			return -1;
		if (!dt_is_int(a))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "copyinstr( ) "
			    "argument #%d is incompatible with prototype:\n\t"
			    "prototype: %s\n\t argument: %s", i, i == 1 ?
			    "uintptr_t" : "size_t", dt_node_type(a)->t_name);
	}
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/*
 * stack([n]), ustack([n [, strsize]]) and sym(), func(), mod(), usym(),
 * ufunc(), umod(), uaddr(): values the consumer prints as symbols.  As a
 * statement each records its value; each may be an aggregation key.
 */
int
dt_sema_symfn(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const struct {
		const char *name;
		dt_symkind_t kind;
	} fns[] = {
		{ "stack", DT_SYM_STACK }, { "ustack", DT_SYM_USTACK },
		{ "sym", DT_SYM_SYM }, { "func", DT_SYM_SYM },
		{ "mod", DT_SYM_MOD }, { "usym", DT_SYM_USYM },
		{ "ufunc", DT_SYM_USYM }, { "umod", DT_SYM_UMOD },
		{ "uaddr", DT_SYM_UADDR },
	};
	const char *fn = call->dn_string;
	dt_symkind_t kind = DT_SYM_SYM;
	dt_type_t *t = &si->si_type;
	int64_t frames = 0;
	dt_node_t *a;
	size_t i;

	for (i = 0; i < sizeof(fns) / sizeof(fns[0]); i++)
		if (strcmp(fns[i].name, fn) == 0)
			kind = fns[i].kind;
	for (a = call->dn_args, i = 1; a != NULL; a = a->dn_next, i++) {
		const dt_sinfo_t *ai;

		if (dt_needs_value(sx, a, fn, (int)i) != 0)
			return -1;
		ai = a->dn_sema;
		if (kind != DT_SYM_STACK && kind != DT_SYM_USTACK) {
			if (!dt_is_int(a))
				return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
				    "%s( ) "
				    "argument #1 is incompatible with prototype:"
				    "\n\tprototype: uintptr_t\n\t argument: %s",
				    fn, dt_node_type(a)->t_name);
			continue;
		}
		/* the prototype's uint32_t, then DTrace's words for a
		 * count: stack()'s "integral constant expression", the
		 * others' "integer constant" */
		if (!dt_is_int(a))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "%s( ) argument #%zu is incompatible with "
			    "prototype:\n\tprototype: uint32_t\n\t argument: "
			    "%s", fn, i, dt_node_type(a)->t_name);
		if (!ai->si_const || ai->si_int < (i == 1))
			return dt_dnerror(sx->dtp, call, kind == DT_SYM_STACK ?
			    D_STACK_SIZE : i == 1 ? D_USTACK_FRAMES :
			    D_USTACK_STRSIZE, "%s( ) argument #%zu must be a "
			    "%spositive %s", fn, i, i == 1 ? "non-zero " : "",
			    kind == DT_SYM_STACK ? "integral constant "
			    "expression" : "integer constant");
		if (i == 1)
			frames = ai->si_int;
	}
	memset(t, 0, sizeof(*t));
	switch (kind) {
	case DT_SYM_STACK:
	case DT_SYM_USTACK:
		if (frames == 0)
			frames = sx->dtp->dt_options[kind == DT_SYM_STACK ?
			    DT_OPT_STACKFRAMES : DT_OPT_USTACKFRAMES];
		/* more frames than maxframes: silently fewer, as in DTrace */
		if (frames > sx->dtp->dt_options[DT_OPT_MAXFRAMES])
			frames = sx->dtp->dt_options[DT_OPT_MAXFRAMES];
		if (frames < 1 || frames > DT_MAXFRAMES)
			frames = frames < 1 ? 1 : DT_MAXFRAMES;
		t->t_kind = DT_TK_STACK;
		t->t_size = (uint32_t)(8 * frames) + (kind == DT_SYM_USTACK ? 8 : 0);
		snprintf(t->t_name, sizeof(t->t_name), "stack");
		if (call->dn_flags & DT_NF_BTPERF)
			t->t_aux = DT_TAUX_PERF;
		if (call->dn_flags & DT_NF_BTRAW)
			t->t_aux = DT_TAUX_RAW;
		break;
	case DT_SYM_SYM:
	case DT_SYM_MOD:
		dt_type_int(t, 8, 0, "_symaddr");
		break;
	default:
		t->t_kind = DT_TK_STACK;
		t->t_size = 16;
		snprintf(t->t_name, sizeof(t->t_name), "_usymaddr");
		break;
	}
	t->t_sym = kind;
	if (kind != DT_SYM_STACK && kind != DT_SYM_SYM && kind != DT_SYM_MOD)
		sx->pp->p_useupids = 1;
	return 0;
}

/* stack(), sym() ... as a statement: record the value */
int
dt_sema_symact(dt_sctx_t *sx, dt_node_t *call)
{
	dt_action_t *ap;

	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_TRACE, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_field_place(sx, &ap->ac_fields[0], dt_node_type(call));
	((dt_sinfo_t *)call->dn_sema)->si_act = ap;
	return 0;
}

/*
 * A char * (or void *) argument *ap where a string is expected, as
 * DTrace accepts it for a const char * parameter: the argument becomes
 * stringof(argument), which reads the string it points to; NULL stays a
 * NULL string.  0 if it is one (or a string already), 1 if not.
 */
static int
dt_sema_strarg(dt_sctx_t *sx, dt_node_t **ap)
{
	dt_node_t *a = *ap, *s;
	const dt_type_t *t = dt_node_type(a);
	dt_sinfo_t *si;
	dt_type_t et;

	if (t->t_kind == DT_TK_STRING)
		return 0;
	/* D: NULL, a string that faults where it is read */
	if (dt_is_null(a) && !DT_LF(sx->dtp, DT_LF_STRNOTNULL)) {
		dt_type_string(&et, dt_strcap(sx, 0));
		return dt_sema_wrapcast(sx, ap, &et);
	}
	if (t->t_kind != DT_TK_PTR || (t->t_id != 0 &&
	    (dt_type_deref(sx->dtp, t, &et) != 0 ||
	    et.t_kind != DT_TK_INT || et.t_size != 1)))
		return 1;
	if ((s = dt_node_new(sx->pp->p_ast, DT_NODE_OP1, a->dn_line,
	    a->dn_col)) == NULL)
		return dt_nomem(sx);
	s->dn_op = DT_OP_STRINGOF;
	s->dn_left = a;
	s->dn_next = a->dn_next;
	a->dn_next = NULL;
	*ap = s;
	SINFO(sx, s, si);
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/*
 * The arguments of a call against the prototype of its table row
 * (fn_proto).  A parameter of type char * takes a string (or a char *,
 * see dt_sema_strarg); another pointer a pointer, an array, the constant
 * 0 (NULL) or, for a void *, a string (where its characters are); an
 * integer one
 * an integer or a pointer.
 */
static int
dt_sema_protoargs(dt_sctx_t *sx, dt_node_t *call, const dt_proto_t *pp)
{
	dt_node_t *a, **ap;
	dt_type_t pt;
	int i = 0, rc;

	for (ap = &call->dn_args; (a = *ap) != NULL; ap = &a->dn_next, i++) {
		if (dt_sema_expr(sx, a) != 0)
			return -1;
		if (dt_type_parse(pp->p_args[i], &pt) != 0)
			return dt_dnerror(sx->dtp, call, D_TYPE_ERR,
			    "%s( ): no type "
			    "%s", call->dn_string, pp->p_args[i]);
		if (strcmp(pt.t_name, "char *") == 0 &&
		    (rc = dt_sema_strarg(sx, ap)) <= 0) {
			if (rc < 0)
				return -1;
			a = *ap;
			continue;
		}
		if (pt.t_kind != DT_TK_PTR && dt_is_int(a))
			continue;
		/* an array is its first element's address, as in C */
		if (pt.t_kind == DT_TK_PTR && strcmp(pt.t_name, "char *") != 0 &&
		    (dt_node_type(a)->t_kind == DT_TK_PTR || dt_is_null(a) ||
		    dt_node_type(a)->t_kind == DT_TK_ARRAY ||
		    (strcmp(pt.t_name, "void *") == 0 &&
		    dt_node_type(a)->t_kind == DT_TK_STRING)))
			continue;
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "%s( ) argument #%d is "
		    "incompatible with prototype:\n\tprototype: %s\n\t "
		    "argument: %s", call->dn_string, i + 1, pt.t_name,
		    dt_node_type(a)->t_name);
	}
	return 0;
}

int
dt_sema_subr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_proto_t proto;

	dt_proto_parse(si->si_fn->fn_proto, &proto);
	if (dt_sema_protoargs(sx, call, &proto) != 0)
		return -1;
	if (strcmp(proto.p_ret, "void") == 0) {
		memset(&si->si_type, 0, sizeof(si->si_type));
		si->si_type.t_kind = DT_TK_VOID;
	} else if (dt_type_parse(proto.p_ret, &si->si_type) != 0) {
		return dt_dnerror(sx->dtp, call, D_TYPE_ERR,
		    "%s( ): no type %s",
		    call->dn_string, proto.p_ret);
	} else if (si->si_type.t_kind == DT_TK_STRING) {
		dt_type_string(&si->si_type, dt_strcap(sx, 0));
	} else if (si->si_type.t_kind == DT_TK_PTR) {
		/* a pointer to a kernel type: the type itself */
		char base[DT_PROTO_NAMELEN];
		size_t n = strcspn(proto.p_ret, "*");

		snprintf(base, sizeof(base), "%.*s", (int)n, proto.p_ret);
		while (n > 0 && base[n - 1] == ' ')
			base[--n] = '\0';
		if (dt_type_lookup(sx->dtp, base, 1, &si->si_type) != 0)
			return dt_dnerror(sx->dtp, call, D_TYPE_ERR, "%s( ): %s",
			    call->dn_string, dtrace_errmsg(sx->dtp,
			    dtrace_errno(sx->dtp)));
	}
	return 0;
}

/* field f: n raw bytes (a string-typed field, not a string) */
static void
dt_bytes_field(dt_sctx_t *sx, dt_field_t *f, uint32_t n)
{
	dt_type_t t;

	memset(&t, 0, sizeof(t));
	t.t_kind = DT_TK_STRING;
	t.t_size = (uint32_t)ROUND8(n);
	dt_field_place(sx, f, &t);
}

/*
 * pcap(skb, linktype): a packet (struct sk_buff *, NULL: none) and the
 * link-layer header type its data starts with (PCAP_ETHER, PCAP_IP ...:
 * the D library's inlines): its first pcapsize bytes, as many as it has
 * there, its length, the type and the time are recorded.
 */
int
dt_sema_pcap(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_action_t *ap;
	dt_proto_t proto;
	dt_type_t t;
	uint32_t n = DT_PCAPSIZE(sx->dtp);
	int i;

	dt_proto_parse(si->si_fn->fn_proto, &proto);
	if (dt_sema_protoargs(sx, call, &proto) != 0 ||
	    dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_PCAP, 5, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_bytes_field(sx, &ap->ac_fields[0], n);
	dt_type_int(&t, 8, 1, "int64_t");
	for (i = 1; i < 5; i++)
		dt_field_place(sx, &ap->ac_fields[i], &t);
	ap->ac_nbytes = n;
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* the action of tracemem(addr, size [, dsize]) of n bytes */
static int
dt_tracemem_action(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si,
    uint32_t n)
{
	dt_action_t *ap;
	dt_type_t t;

	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_TRACEMEM, 2, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_bytes_field(sx, &ap->ac_fields[0], n);
	dt_type_int(&t, 8, 1, "int64_t");
	dt_field_place(sx, &ap->ac_fields[1], &t);
	ap->ac_nbytes = n;
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* tracemem(addr, size [, dsize]): size a constant */
int
dt_sema_tracemem(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *sz = a->dn_next;
	const dt_sinfo_t *zi;
	int i = 1;

	for (; a != NULL; a = a->dn_next, i++) {
		if (dt_needs_value(sx, a, "tracemem", i) != 0)
			return -1;
		if (!dt_is_int(a))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "tracemem( ) "
			    "argument #%d is incompatible with prototype:\n\t"
			    "prototype: %s\n\t argument: %s", i, i == 1 ?
			    "void *" : "size_t", dt_node_type(a)->t_name);
	}
	zi = sz->dn_sema;
	if (!zi->si_const || zi->si_int <= 0 || zi->si_int > 4096)
		return dt_dnerror(sx->dtp, call, D_TRACEMEM_SIZE,
		    "tracemem( ) argument #2 "
		    "must be a non-zero positive integral constant expression");
	return dt_tracemem_action(sx, call, si, (uint32_t)zi->si_int);
}

/* print(e): the value with its type, as DTrace lays it out */
int
dt_sema_print(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const dt_type_t *t;
	dt_action_t *ap;

	sx->keeparray = 1;
	if (dt_sema_expr(sx, call->dn_args) != 0 ||
	    dt_novalue(sx, call, call->dn_args, DT_BTUSE_PRINT) != 0)
		return -1;
	if (dt_node_type(call->dn_args)->t_kind == DT_TK_VOID)
		return dt_dnerror(sx->dtp, call->dn_args, D_TRACE_VOID,
		    "print( ) "
		    "argument #1 is void");
	t = dt_node_type(call->dn_args);
	/* an aggregate in memory, or (bt) a value that is one */
	if (dt_type_byaddr(t) &&
	    ((((dt_sinfo_t *)call->dn_args->dn_sema)->si_kind != DT_SI_MEM &&
	    !DT_LF(sx->dtp, DT_LF_AGGVALUES)) ||
	    t->t_size == 0 || t->t_size > 16384))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "print( ) cannot print "
		    "a value of type %s", t->t_name);
	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_PRINT, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_field_place(sx, &ap->ac_fields[0], t);
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* setopt(name [, value]) and ftruncate(): done by the consumer */
int
dt_sema_consumer_act(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	int set = strcmp(call->dn_string, "setopt") == 0, n = 0, i = 1;
	dt_action_t *ap;
	dt_node_t *a;

	for (a = call->dn_args; a != NULL; a = a->dn_next, i++, n++) {
		if (dt_needs_value(sx, a, call->dn_string, i) != 0)
			return -1;
		if (!dt_is_str(a))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "%s( ) argument "
			    "#%d is incompatible with prototype:\n\tprototype: "
			    "char *\n\t argument: %s", call->dn_string, i,
			    dt_node_type(a)->t_name);
	}
	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, set ? DT_ACT_SETOPT : DT_ACT_FTRUNCATE, n,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	for (a = call->dn_args, i = 0; a != NULL; a = a->dn_next, i++)
		dt_field_place(sx, &ap->ac_fields[i], dt_node_type(a));
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* strtok(s, delims): s may be NULL, to go on with the last string */
int
dt_sema_strtok(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *s = call->dn_args, *d = s->dn_next;
	int rc;

	if (dt_needs_value(sx, s, "strtok", 1) != 0 ||
	    dt_needs_value(sx, d, "strtok", 2) != 0)
		return -1;
	if (!dt_is_null(s) && (rc = dt_sema_strarg(sx, &call->dn_args)) != 0)
		return rc < 0 ? -1 : dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "strtok( ) "
		    "argument #1 is incompatible with prototype:\n\tprototype: "
		    "char *\n\t argument: %s", dt_node_type(s)->t_name);
	s = call->dn_args;
	if ((rc = dt_sema_strarg(sx, &s->dn_next)) != 0)
		return rc < 0 ? -1 : dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "strtok( ) "
		    "argument #2 is incompatible with prototype:\n\tprototype: "
		    "char *\n\t argument: %s", dt_node_type(d)->t_name);
	sx->pp->p_usestrtok = 1;
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/*
 * alloca(size) and copyin(addr, size) take their memory from the clause's
 * scratch memory, scratchsize bytes (rounded up to 8): a size known when
 * the program is built that cannot fit in it is DTrace's compile error
 * D_ALLOCA_SIZE (as Oracle's DTrace words it); other sizes, and what the
 * clause's earlier allocations leave, are checked when it runs (the
 * fault "out of scratch space").  Each time the clause runs, its
 * allocations start anew.
 */
static int
dt_sema_scratch(dt_sctx_t *sx, dt_node_t *call, const dt_node_t *size)
{
	const dt_sinfo_t *si = size->dn_sema;
	uint32_t room = DT_SCRATCH(sx->dtp);

	if (si->si_const && (uint64_t)si->si_int > room)
		return dt_dnerror(sx->dtp, call, D_ALLOCA_SIZE,
		    "%s(%llu) size larger than scratchsize %lu",
		    call->dn_string, (unsigned long long)si->si_int,
		    (unsigned long)room);
	if (sx->clause != NULL)
		sx->clause->c_usescratch = 1;
	return 0;
}

int
dt_sema_alloca(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	if (dt_sema_subr(sx, call, si) != 0)
		return -1;
	return dt_sema_scratch(sx, call, call->dn_args);
}

int
dt_sema_copyin(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	if (dt_sema_subr(sx, call, si) != 0)
		return -1;
	return dt_sema_scratch(sx, call, call->dn_args->dn_next);
}
