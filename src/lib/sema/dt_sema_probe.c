/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_probe.c -- the semantic pass over statements and clauses:
 * probe descriptions expanded and matched, predicates, pragmas, attach
 * sites, the record layout and epids; the entry points dt_sema() and
 * dt_sema_finish().
 *
 *
 * In program order, as DTrace does: pragmas set options; each clause's
 * probe descriptions are expanded and matched against the providers; every
 * expression gets a type (dn_sema); identifiers are resolved against the
 * built-in table, then the program's variables (a global's type is fixed
 * by its first assignment); calls are checked through the function table,
 * which also creates the clause's actions and their record layout.
 * Finally the matched probes are grouped into attach sites.
 *
 * String capacities: every string value has a capacity in bytes with its
 * NUL (execname: 16, a literal: its length + 1, otherwise strsize + 1: a
 * string holds at most strsize characters, as in DTrace).  Storage for strings
 * (variables, keys) is widened to the largest capacity stored into it,
 * which keeps keys such as @[execname] small.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "dt_ident.h"
#include "dt_sema.h"
#include "dt_sema_impl.h"

static int dt_undefined_error(dt_sctx_t *sx);

static int dt_sema_stmts(dt_sctx_t *sx, dt_node_t *list);

/*
 * Statements and clauses
 */
/* the clause-locals an expression reads: the verifier must know their
 * values to see that a loop ends, so they go on the stack first */
static void
dt_mark_loopvars(dt_node_t *dnp)
{
	const dt_sinfo_t *si;
	dt_node_t *a;

	if (dnp == NULL)
		return;
	si = dnp->dn_sema;
	if (dnp->dn_kind == DT_NODE_THIS && si != NULL &&
	    si->si_kind == DT_SI_VAR && si->si_var != NULL &&
	    si->si_var->v_kind == DT_VAR_THIS)
		si->si_var->v_loop = 1;
	dt_mark_loopvars(dnp->dn_left);
	dt_mark_loopvars(dnp->dn_right);
	dt_mark_loopvars(dnp->dn_third);
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		dt_mark_loopvars(a);
}

/* bt's while (cond) { body } */
static int
dt_sema_while(dt_sctx_t *sx, dt_node_t *s)
{
	if (dt_sema_expr(sx, s->dn_left) != 0)
		return -1;
	/* bt: bpftrace 0.17 does not check (its program fails to load) */
	if (!dt_is_int(s->dn_left) && DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, s, D_OP_SCALAR, "Invalid condition in "
		    "while(): %s", dt_kindword(sx, s->dn_left));
	if (!dt_is_int(s->dn_left))
		return dt_dnerror(sx->dtp, s, D_OP_SCALAR,
		    "while condition must be "
		    "of scalar type");
	dt_mark_loopvars(s->dn_left);
	sx->pp->p_hasloop = 1;
	return dt_sema_stmts(sx, s->dn_body);
}

static int dt_sema_stmt1(dt_sctx_t *, dt_node_t *);

/* a statement, its nesting bounded as expressions' are */
static int
dt_sema_stmt(dt_sctx_t *sx, dt_node_t *s)
{
	int rc;

	if (sx->nest >= DT_SEMA_MAXNEST)
		return dt_dnerror(sx->dtp, s, D_SYNTAX, "statements nested "
		    "too deeply (more than %d levels)", DT_SEMA_MAXNEST);
	sx->nest++;
	rc = dt_sema_stmt1(sx, s);
	sx->nest--;
	return rc;
}

static int
dt_sema_stmt1(dt_sctx_t *sx, dt_node_t *s)
{
	dt_node_t *e;

	if (dt_sl(sx)->sl_deferred != NULL && (s->dn_kind == DT_NODE_EXPR ||
	    s->dn_kind == DT_NODE_IF) &&
	    dt_sl(sx)->sl_deferred(sx, s->dn_left) != 0)
		return -1;
	switch (s->dn_kind) {
	case DT_NODE_EXPR:
		e = s->dn_left;
		if (dt_is_agg(e)) {
			const char *an = e->dn_kind == DT_NODE_AGG ?
			    e->dn_string : e->dn_left->dn_string;
			const dt_agg_t *ap;

			/* (one no clause before has given a value is no
			 * aggregation yet; a key makes one, as DTrace's
			 * @a[k] does) */
			for (ap = sx->pp->p_aggs; ap != NULL; ap = ap->a_next)
				if (strcmp(ap->a_name, an) == 0)
					break;
			if (ap == NULL && e->dn_kind == DT_NODE_AGG)
				return dt_dnerror(sx->dtp, e, D_IDENT_UNDEF,
				    "failed to resolve @%s: Unknown variable "
				    "name", an);
			return dt_dnerror(sx->dtp, e, D_AGG_NULL,
			    "expression has null effect: @%s", an);
		}
		if (e->dn_kind == DT_NODE_CALL) {
			const dt_func_t *fp = dt_func_lookup(sx->dtp,
			    e->dn_string);

			if (fp != NULL && fp->fn_kind == DT_FN_AGG)
				return dt_dnerror(sx->dtp, e, D_CG_EXPR,
				    "%s( ) may "
				    "only be used as the value of an "
				    "aggregation", fp->fn_name);
		}
		if (dt_sema_expr(sx, e) != 0)
			return -1;
		if (e->dn_kind == DT_NODE_CALL &&
		    dt_node_type(e)->t_sym != DT_SYM_NONE)
			return dt_sema_symact(sx, e);
		return 0;
	case DT_NODE_IF:
		if (dt_sema_expr(sx, s->dn_left) != 0)
			return -1;
		if (dt_sl(sx)->sl_ptrop != NULL &&
		    dt_node_type(s->dn_left)->t_kind == DT_TK_PTR)
			return dt_sl(sx)->sl_ptrop(sx, s, DT_OP_NONE,
			    s->dn_left, NULL);
		if (!dt_is_int(s->dn_left) && dt_sl(sx)->sl_conderr != NULL)
			return dt_sl(sx)->sl_conderr(sx, s->dn_left);
		if (!dt_is_int(s->dn_left))
			return dt_dnerror(sx->dtp, s, D_OP_SCALAR,
			    "if condition must be "
			    "of scalar type");
		if (dt_sema_stmts(sx, s->dn_body) != 0)
			return -1;
		return dt_sema_stmts(sx, s->dn_else);
	case DT_NODE_BLOCK:
		return dt_sema_stmts(sx, s->dn_body);
	case DT_NODE_RETURN:
		return 0;
	case DT_NODE_WHILE:
		return dt_sema_while(sx, s);
	case DT_NODE_FOR:	/* the map: by its first statement's call */
		return dt_sema_stmts(sx, s->dn_body);
	case DT_NODE_BREAK: case DT_NODE_CONTINUE:
		return 0;
	default:
		return dt_dnerror(sx->dtp, s, D_UNKNOWN, "%s are not supported "
		    "yet inside a clause", dt_construct_name(s));
	}
}

/* bt: an error in a statement is kept, and the next analysed, as
 * bpftrace reports every error (not one a predicate may yet define) */
static int
dt_bt_keep(dt_sctx_t *sx)
{
	/* an unknown function stops bpftrace's analysis */
	if (!DT_LF(sx->dtp, DT_LF_MANYERRS) ||
	    sx->dtp->dt_errno != EDT_COMPILER ||
	    (strncmp(sx->dtp->dt_errmsg, "Unknown function:", 17) == 0 &&
	    !dt_errhint(sx->dtp, DT_EH_KEPT)) || (sx->clause != NULL &&
	    sx->clause->c_node->dn_pred != NULL && dt_undefined_error(sx) &&
	    !dt_errhint(sx->dtp, DT_EH_KEPT)))
		return 0;
	if (!dt_errhint(sx->dtp, DT_EH_KEPT))
		dt_errkeep(sx->dtp);
	dt_errhint_set(sx->dtp, DT_EH_KEPT, 0);
	sx->lvalue = DT_OP_NONE;
	sx->keeparray = 0;
	sx->aggcall = NULL;
	sx->agg = NULL;
	sx->depth = 0;
	return 1;
}

/* bt: after an error in an assignment to $x, $x is not reported
 * undefined (bpftrace gives it a type and goes on): reading it stops the
 * statement, with no error of its own */
static void
dt_bt_poison(dt_sctx_t *sx, const dt_node_t *s)
{
	const dt_node_t *e = s->dn_kind == DT_NODE_EXPR ? s->dn_left : NULL;
	dt_var_t *vp;

	if (e == NULL || e->dn_kind != DT_NODE_OP2 || e->dn_op != DT_OP_ASGN ||
	    e->dn_left->dn_kind != DT_NODE_THIS || sx->clause == NULL)
		return;
	if ((vp = dt_var_find(sx, e->dn_left->dn_string, DT_VAR_THIS)) ==
	    NULL && (vp = dt_var_create(sx, e->dn_left->dn_string, DT_VAR_THIS,
	    e->dn_line)) == NULL)
		return;
	vp->v_btpoison = sx->clause->c_id + 1;
}

static int
dt_sema_stmts(dt_sctx_t *sx, dt_node_t *list)
{
	for (; list != NULL; list = list->dn_next)
		if (dt_sema_stmt(sx, list) != 0) {
			/* (an unroll's copy: reported with its first) */
			if (list->dn_flags & DT_NF_BTCOPY &&
			    dt_errhint(sx->dtp, DT_EH_COUNT) > 0) {
				dt_errhint_set(sx->dtp, DT_EH_KEPT, 0);
				continue;
			}
			if (!dt_bt_keep(sx))
				return -1;
			dt_bt_poison(sx, list);
		}
	return 0;
}

/*
 * An action's call is a value of type void: what uses it says so, in
 * DTrace's words for that use (dnp is the call, up what uses it, and i
 * which of its operands or arguments the call is).
 */
static int
dt_void_use(dt_sctx_t *sx, const dt_node_t *dnp, const dt_node_t *up, int i)
{
	const char *op;

	if (up != NULL && up->dn_kind == DT_NODE_CALL &&
	    strcmp(up->dn_string, "trace") == 0)
		return dt_dnerror(sx->dtp, up, D_TRACE_VOID, "trace( ) may not "
		    "be applied to a void expression");
	if (up != NULL && up->dn_kind == DT_NODE_ARRAY &&
	    up->dn_left != NULL && up->dn_left->dn_kind == DT_NODE_AGG)
		return dt_dnerror(sx->dtp, up, D_KEY_TYPE, "@%s[ ] key #%d is "
		    "of type void", up->dn_left->dn_string, i);
	if (up != NULL && up->dn_kind == DT_NODE_OP1) {
		op = dt_op_name(up->dn_op);
		switch (up->dn_op) {
		case DT_OP_STRINGOF:
			return dt_dnerror(sx->dtp, up, D_STRINGOF_TYPE,
			    "cannot apply stringof to a value of type void");
		case DT_OP_NEG: case DT_OP_PLUS:
			return dt_dnerror(sx->dtp, up, D_OP_ARITH, "operator %s "
			    "requires an operand of arithmetic type", op);
		case DT_OP_BNEG:
			return dt_dnerror(sx->dtp, up, D_OP_INT, "operator %s "
			    "requires an operand of integral type", op);
		case DT_OP_LNEG:
			return dt_dnerror(sx->dtp, up, D_OP_SCALAR, "operator %s "
			    "requires an operand of scalar type", op);
		default:
			break;
		}
	}
	if (up != NULL && up->dn_kind == DT_NODE_OP2 &&
	    up->dn_op == DT_OP_ASGN && i == 2 && dt_is_agg(up->dn_left))
		return dt_dnerror(sx->dtp, up, D_AGG_FUNC, "@%s must be "
		    "assigned the result of an aggregating function",
		    up->dn_left->dn_kind == DT_NODE_AGG ?
		    up->dn_left->dn_string : up->dn_left->dn_left->dn_string);
	if (up != NULL && up->dn_kind == DT_NODE_OP2) {
		op = dt_op_name(up->dn_op);
		switch (up->dn_op) {
		case DT_OP_ADD: case DT_OP_SUB: case DT_OP_MUL:
		case DT_OP_DIV: case DT_OP_MOD:
			return dt_dnerror(sx->dtp, up, D_OP_ARITH, "operator %s "
			    "requires operands of arithmetic type", op);
		default:
			break;
		}
	}
	/* ?: of two void values passes DTrace's checks of types, and its
	 * code generator refuses the actions */
	if (up != NULL && up->dn_kind == DT_NODE_OP3) {
		if (i == 1)
			return dt_dnerror(sx->dtp, up, D_OP_SCALAR, "operator "
			    "?: expression must be of scalar type");
		if (dt_action_call(sx, up->dn_right) == NULL ||
		    dt_action_call(sx, up->dn_third) == NULL)
			return dt_dnerror(sx->dtp, up, D_OP_INCOMPAT,
			    "operator ?: operands must have compatible types");
		return dt_dnerror(sx->dtp, dnp, D_CG_EXPR, "tracing function "
		    "%s( ) may not be called from a D expression (D program "
		    "context required)", dnp->dn_string);
	}
	return dt_dnerror(sx->dtp, dnp, D_PROTO_ARG, "%s( ) may not be used "
	    "in an expression", dnp->dn_string);
}

/* the action a call node names, or NULL */
const dt_func_t *
dt_action_call(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_func_t *fp;

	if (dnp == NULL || dnp->dn_kind != DT_NODE_CALL ||
	    (fp = dt_func_lookup(sx->dtp, dnp->dn_string)) == NULL ||
	    fp->fn_kind != DT_FN_ACTION)
		return NULL;
	return fp;
}

static int dt_check_used(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *up,
    int i);

/*
 * Actions may not be used inside expressions.  As DTrace finds it while
 * it checks an expression from its leaves up: the operands of a node
 * first (an action among them checked against its prototype), then what
 * the node does with the actions' void values.
 */
static int
dt_check_tree(dt_sctx_t *sx, dt_node_t *dnp, int nested)
{
	const dt_func_t *fp;
	dt_node_t *a, *ops[3];
	int n, k;

	if (dnp == NULL)
		return 0;
	if (dnp->dn_kind == DT_NODE_EXPR)
		return dt_check_tree(sx, dnp->dn_left, 0);
	if (dnp->dn_kind == DT_NODE_IF || dnp->dn_kind == DT_NODE_BLOCK ||
	    dnp->dn_kind == DT_NODE_WHILE || dnp->dn_kind == DT_NODE_FOR) {
		for (a = dnp->dn_body; a != NULL; a = a->dn_next)
			if (dt_check_tree(sx, a, 0) != 0)
				return -1;
		for (a = dnp->dn_else; a != NULL; a = a->dn_next)
			if (dt_check_tree(sx, a, 0) != 0)
				return -1;
		if (dnp->dn_kind == DT_NODE_FOR)
			return 0;
		return dt_check_used(sx, dnp->dn_left, dnp, 1);
	}
	ops[0] = dnp->dn_left;
	ops[1] = dnp->dn_right;
	ops[2] = dnp->dn_third;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		if (dt_check_tree(sx, a, 1) != 0)
			return -1;
	for (k = 0; k < 3; k++)
		if (dt_check_tree(sx, ops[k], 1) != 0)
			return -1;
	fp = dt_action_call(sx, dnp);
	if (nested && fp != NULL && dt_sema_arity(sx, fp, dnp) != 0)
		return -1;
	/* (printf()'s arguments: by the check of their conversions) */
	for (a = dnp->dn_args, n = 1; a != NULL; a = a->dn_next, n++)
		if (dt_action_call(sx, a) != NULL && (fp == NULL ||
		    fp->fn_sema != dt_sema_printf || n == 1))
			return dt_void_use(sx, a, dnp, n);
	for (k = 0; k < 3; k++)
		if (dt_action_call(sx, ops[k]) != NULL)
			return dt_void_use(sx, ops[k], dnp, k + 1);
	return 0;
}

/* the tree of dnp, then its use by up (i: which of up's operands or
 * arguments it is) */
static int
dt_check_used(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *up, int i)
{
	if (dt_check_tree(sx, dnp, 1) != 0)
		return -1;
	return dt_action_call(sx, dnp) != NULL ? dt_void_use(sx, dnp, up, i) :
	    0;
}

/* a statement (up NULL) or a predicate (up: the clause) */
static int
dt_check_actions(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *up, int i)
{
	/* bt: an action's call is a value of no type, reported (as
	 * bpftrace does) by what uses it */
	if (dt_sl(sx)->sl_novalue != NULL)
		return 0;
	return up != NULL ? dt_check_used(sx, dnp, up, i) :
	    dt_check_tree(sx, dnp, 0);
}

/* expand macro variables in a probe description: pid$target -> pid123 */
static int
dt_pdesc_expand(dt_sctx_t *sx, const dt_node_t *dnp, char *out, size_t len)
{
	const char *s = dnp->dn_string;
	size_t o = 0;

	while (*s != '\0' && o + 1 < len) {
		if (*s == '$' && (isalnum((unsigned char)s[1]) || s[1] == '$')) {
			dt_node_t m = *dnp;
			char name[64];
			size_t n = 0;
			int64_t iv = 0;
			const char *sv;
			int ident;

			s++;
			if (*s == '$')
				name[n++] = *s++;
			while ((isalnum((unsigned char)*s) || *s == '_') &&
			    n + 1 < sizeof(name))
				name[n++] = *s++;
			name[n] = '\0';
			m.dn_string = name;
			if (DT_LF(sx->dtp, DT_LF_BTPARAMS) &&
			    isdigit((unsigned char)name[0])) {
				/* bt: $N's text as given, or nothing */
				long i = strtol(name, NULL, 10);

				o += (size_t)snprintf(out + o, len - o, "%s",
				    i < sx->dtp->dt_argc ?
				    sx->dtp->dt_argv[i] : "");
				continue;
			}
			if (dt_macro_value(sx, &m, &iv, &sv, &ident) != 0)
				return -1;
			if (sv != NULL)
				o += (size_t)snprintf(out + o, len - o, "%s", sv);
			else
				o += (size_t)snprintf(out + o, len - o, "%" PRId64, iv);
			continue;
		}
		out[o++] = *s++;
	}
	out[o < len ? o : len - 1] = '\0';
	return 0;
}

/*
 * bt: a probe whose name has a part too long for a description.  A file
 * named by a long path is named by its real path if that is short enough;
 * otherwise the longest part is the error.
 */
static int
dt_pdesc_long(dt_sctx_t *sx, const dt_node_t *pd, char *text,
    dtrace_probedesc_t *desc)
{
	char *p = text, *best = text, path[PATH_MAX], real[PATH_MAX];
	size_t n, bestn = 0;

	for (;;) {
		n = strcspn(p, ":");
		if (n > bestn) {
			best = p;
			bestn = n;
		}
		if (p[n] == '\0')
			break;
		p += n + 1;
	}
	if (best[0] == '/' && bestn < sizeof(path)) {
		const char *rest = best + bestn;
		size_t rn;

		memcpy(path, best, bestn);
		path[bestn] = '\0';
		if (realpath(path, real) != NULL && (rn = strlen(real)) < bestn) {
			memmove(best + rn, rest, strlen(rest) + 1);
			memcpy(best, real, rn);
			if (dtrace_str2desc(sx->dtp, sx->spec, text, desc) == 0)
				return 0;
			if (dtrace_errno(sx->dtp) == ENAMETOOLONG)
				return dt_pdesc_long(sx, pd, text, desc);
			return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL, "%s",
			    dtrace_errmsg(sx->dtp, dtrace_errno(sx->dtp)));
		}
	}
	return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL, "'%.*s' is too long "
	    "to name a probe (%zu characters)", (int)bestn, best, bestn);
}

/*
 * The probes a clause's descriptions match, each once, in the order they
 * were first matched: a_seen[id] marks the probes the clause has (a
 * table that grows, as providers add probes while a description is
 * matched), so that a clause of a great many probes (pid$target:libc.so.6::
 * matches every instruction of libc) takes time in proportion to them.
 */
typedef struct dt_addprobe {
	dt_clause_t *a_clause;
	unsigned char *a_seen;	/* by probe id */
	size_t a_nseen;
	size_t a_cap;		/* room in a_clause->c_probes */
} dt_addprobe_t;

static int
dt_clause_addprobe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_addprobe_t *ap = arg;
	dt_clause_t *cp = ap->a_clause;

	if (prp->pr_id >= ap->a_nseen) {
		size_t n = ap->a_nseen * 2 > (size_t)prp->pr_id + 1 ?
		    ap->a_nseen * 2 : (size_t)prp->pr_id + 1;
		unsigned char *s = realloc(ap->a_seen, n);

		if (s == NULL)
			return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		memset(s + ap->a_nseen, 0, n - ap->a_nseen);
		ap->a_seen = s;
		ap->a_nseen = n;
	}
	if (ap->a_seen[prp->pr_id])
		return 0;
	if ((size_t)cp->c_nprobes == ap->a_cap) {
		size_t cap = ap->a_cap > 0 ? ap->a_cap * 2 : 16;
		dt_probe_t **v = realloc(cp->c_probes, sizeof(*v) * cap);

		if (v == NULL || cap > INT_MAX) {
			if (v != NULL)
				cp->c_probes = v;
			return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		}
		cp->c_probes = v;
		ap->a_cap = cap;
	}
	ap->a_seen[prp->pr_id] = 1;
	cp->c_probes[cp->c_nprobes++] = prp;
	return 0;
}

/* a description naming one process is kept, to be matched again when
 * the process maps new objects (dt_sema_late) */
static int
dt_sema_late_add(dt_sctx_t *sx, dt_clause_t *cp, const dtrace_probedesc_t *pdp)
{
	dt_compiled_t *pp = sx->pp;
	int pid = dt_probe_desc_pid(sx->dtp, pdp->prv);
	dt_late_t *v;

	if (pid <= 0)
		return 0;
	if ((v = realloc(pp->p_late, sizeof(*v) * (size_t)(pp->p_nlate + 1))) ==
	    NULL)
		return dt_nomem(sx);
	pp->p_late = v;
	v[pp->p_nlate].l_clause = cp;
	v[pp->p_nlate].l_desc = *pdp;
	v[pp->p_nlate++].l_pid = pid;
	return 0;
}

/* a D probe description that is a number: the probe of that id */
static int
dt_sema_pdescid(dt_sctx_t *sx, const dt_node_t *pd, const char *text,
    dtrace_probedesc_t *desc)
{
	static const char *const names[] = { "providers", "modules",
		"functions" };
	unsigned long long id;

	errno = 0;
	id = strtoull(text, NULL, 10);
	if (errno != 0 || id > UINT32_MAX)
		return dt_dnerror(sx->dtp, pd, D_ID_OFLOW,
		    "identifier %s exceeds "
		    "maximum probe id", text);
	if (sx->spec >= DTRACE_PROBESPEC_PROVIDER &&
	    sx->spec < DTRACE_PROBESPEC_NAME)
		return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
		    "probe identifier %llu "
		    "not permitted when specifying %s", id, names[sx->spec]);
	memset(desc, 0, sizeof(*desc));
	desc->id = (uint32_t)id;
	if (id == 0 || dt_probe_match(sx->dtp, desc, NULL, NULL) <= 0)
		return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
		    "invalid probe identifier "
		    "%llu: Unknown probe identifier", id);
	return 0;
}

static int
dt_sema_pdescs1(dt_sctx_t *sx, dt_clause_t *cp, dt_addprobe_t *ap)
{
	dt_node_t *pd;
	char text[512];
	int bad = 0;

	for (pd = cp->c_node->dn_pdescs; pd != NULL; pd = pd->dn_next) {
		dtrace_probedesc_t desc;
		int before = cp->c_nprobes, n;

		/* bt's clause setting a watchpoint up, without a target:
		 * the watchpoint's clause says it is needed */
		if ((cp->c_node->dn_flags & DT_NF_BTSETUP) &&
		    sx->dtp->dt_target <= 0)
			continue;
		if (dt_pdesc_expand(sx, pd, text, sizeof(text)) != 0)
			return -1;
		if (!DT_LF(sx->dtp, DT_LF_NOPROBEID) && text[0] != '\0' &&
		    strspn(text, "0123456789") == strlen(text)) {
			/* D: a number is a probe's id (dtrace -i 1) */
			if (dt_sema_pdescid(sx, pd, text, &desc) != 0)
				return -1;
		} else if (dtrace_str2desc(sx->dtp, sx->spec, text, &desc) != 0) {
			const char *m = dtrace_errmsg(sx->dtp,
			    dtrace_errno(sx->dtp));

			/* DTrace's words for a description it cannot take */
			if (!DT_LF(sx->dtp, DT_LF_BTERRS))
				return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
				    "invalid probe description \"%s\": %s",
				    text, m);
			if (dtrace_errno(sx->dtp) != ENAMETOOLONG)
				return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
				    "%s", m);
			if (dt_pdesc_long(sx, pd, text, &desc) != 0)
				return -1;
		}
		if (dt_sl(sx)->sl_probeobject != NULL &&
		    dt_sl(sx)->sl_probeobject(sx, pd, &desc) != 0) {
			/* bpftrace reports each probe of a list */
			dt_errkeep(sx->dtp);
			bad = 1;
			continue;
		}
		if (bad)	/* (after one, only the objects are checked) */
			continue;
		if (dt_sl(sx)->sl_probetarget != NULL)
			dt_sl(sx)->sl_probetarget(sx, &desc);
		if (dt_sl(sx)->sl_watchdesc != NULL &&
		    (n = dt_sl(sx)->sl_watchdesc(sx, cp->c_node, pd,
		    &desc)) != 0) {
			if (n < 0)
				return -1;
			continue;
		}
		n = dt_probe_match(sx->dtp, &desc, dt_clause_addprobe, ap);
		if (n >= 0 && !(cp->c_node->dn_flags & DT_NF_BTSETUP) &&
		    dt_sema_late_add(sx, cp, &desc) != 0)
			return -1;
		if (n >= 0) {
			int *v = realloc(cp->c_pdmatch, sizeof(*v) *
			    (size_t)(cp->c_npdmatch + 1));

			if (v == NULL)
				return dt_nomem(sx);
			v[cp->c_npdmatch++] = n;
			cp->c_pdmatch = v;
		}
		if (n == 0 && (cp->c_node->dn_flags & DT_NF_BTSETUP)) {
			/* FUNC not found: no watchpoint to attach */
			sx->pp->p_nunset++;
			continue;
		}
		if (n < 0 && DT_LF(sx->dtp, DT_LF_BTERRS) &&
		    (desc.mod[0] == '/' || desc.mod[0] == '.') &&
		    access(desc.mod, X_OK) != 0)
			return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
			    "uprobe target file "
			    "'%s' does not exist or is not executable", desc.mod);
		if (n < 0)
			return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO, "%s",
			    dtrace_errmsg(sx->dtp, dtrace_errno(sx->dtp)));
		if (cp->c_nprobes == before && n == 0 &&
		    !(sx->pp->p_cflags & DTRACE_C_ZDEFS) &&
		    sx->dtp->dt_options[DT_OPT_ZDEFS] <= 0 &&
		    dt_sl(sx)->sl_nomatch != NULL) {
			/* (a uprobe left out: the list's others stay) */
			if (dt_sl(sx)->sl_nomatch(sx, pd, &desc,
			    cp->c_node->dn_pdescs->dn_next != NULL) != 0)
				return -1;
			continue;
		}
		if (cp->c_nprobes == before && n == 0 &&
		    !(sx->pp->p_cflags & DTRACE_C_ZDEFS) &&
		    sx->dtp->dt_options[DT_OPT_ZDEFS] <= 0)
			return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
			    "probe description "
			    "%s:%s:%s:%s does not match any probes", desc.prv,
			    desc.mod, desc.fun, desc.prb);
	}
	if (bad) {
		sx->dtp->dt_errno = EDT_COMPILER;
		dt_errhint_set(sx->dtp, DT_EH_KEPT, 1);
		return -1;
	}
	return 0;
}

/* the probes of a new clause's descriptions (dt_addprobe_t) */
static int
dt_sema_pdescs(dt_sctx_t *sx, dt_clause_t *cp)
{
	dt_addprobe_t a = { .a_clause = cp };
	int rc = dt_sema_pdescs1(sx, cp, &a);

	free(a.a_seen);
	return rc;
}

static int
dt_sema_pred(dt_sctx_t *sx, dt_node_t *cn)
{
	if (cn->dn_pred == NULL)
		return 0;
	if (dt_sema_expr(sx, cn->dn_pred) != 0)
		return -1;
	if (!dt_is_int(cn->dn_pred) && dt_sl(sx)->sl_prederr != NULL)
		return dt_sl(sx)->sl_prederr(sx, cn->dn_pred);
	if (!dt_is_int(cn->dn_pred)) {
		/* found by DTrace when the clause is done: at its '}' */
		dt_node_t at = *cn->dn_pred;

		if (cn->dn_int > 0)
			at.dn_line = (int)cn->dn_int;
		return dt_dnerror(sx->dtp, &at, D_PRED_SCALAR,
		    "predicate "
		    "result must be of scalar type");
	}
	return 0;
}

/* a copy of a list of statements, not yet analysed (NULL: *nomem says
 * whether for lack of memory) */
static dt_node_t *
dt_stmts_clone(dt_sctx_t *sx, const dt_node_t *list, int *nomem)
{
	dt_node_t *head = NULL, **tail = &head;

	*nomem = 0;
	for (; list != NULL; list = list->dn_next) {
		if ((*tail = dt_node_clone(sx->pp->p_ast, list, 0, 0)) == NULL) {
			*nomem = 1;
			return NULL;
		}
		tail = &(*tail)->dn_next;
	}
	return head;
}

/* the error on the handle says a variable was read before any
 * declaration or assignment */
static int
dt_undefined_error(dt_sctx_t *sx)
{
	return sx->dtp->dt_errno == EDT_COMPILER &&
	    (sx->dtp->dt_lasterrtag == D_IDENT_UNDEF ||
	    sx->dtp->dt_lasterrtag == D_VAR_UNDEF);
}

/*
 * bt: bpftrace makes one program per probe for a probe description of a
 * clause that reads probe, or of usdt probes, one for all the probes of
 * the others; it refuses to make more than BPFTRACE_MAX_BPF_PROGS
 * (maxbpfprogs), counting as it goes from description to description.
 */
static int
dt_sema_btprogs(dt_sctx_t *sx)
{
	uint64_t max = (uint64_t)sx->dtp->dt_options[DT_OPT_MAXBPFPROGS];
	uint64_t n = 0;
	dt_clause_t *cp;
	int i, usdt;

	for (cp = sx->pp->p_clauses; cp != NULL; cp = cp->c_next) {
		for (i = 0, usdt = 0; i < cp->c_nprobes; i++)
			if (strcmp(cp->c_probes[i]->pr_prov->pv_impl->pi_name,
			    "usdt") == 0)
				usdt = 1;
		if (!cp->c_btprobe && !usdt)
			continue;
		for (i = 0; i < cp->c_npdmatch; i++) {
			n += (uint64_t)cp->c_pdmatch[i];
			if (n > max)
				return dt_dnerror(sx->dtp, NULL, D_UNKNOWN,
				    "Failed "
				    "to compile: Your program is trying to "
				    "generate more than %" PRIu64 " BPF "
				    "programs, which exceeds the current limit "
				    "of %" PRIu64 ".\nYou can increase the "
				    "limit through the BPFTRACE_MAX_BPF_PROGS "
				    "environment variable.", n, max);
		}
	}
	return 0;
}

static int
dt_sema_clause(dt_sctx_t *sx, dt_node_t *cn)
{
	dt_compiled_t *pp = sx->pp;
	dt_clause_t *cp, **tail;
	dt_node_t *s, *copy = NULL;
	int nomem, rc;

	if ((cp = calloc(1, sizeof(*cp))) == NULL)
		return dt_nomem(sx);
	cp->c_id = pp->p_nclauses++;
	cp->c_node = cn;
	for (tail = &pp->p_clauses; *tail != NULL; tail = &(*tail)->c_next)
		;
	*tail = cp;
	sx->clause = cp;
	sx->nactions = 0;
	sx->actseen = 0;
	/* the record starts with a u64 mask of the actions that ran */
	cp->c_recsize = 8;
	if (dt_sema_pdescs(sx, cp) != 0)
		return -1;
	if (cn->dn_pred != NULL &&
	    dt_check_actions(sx, cn->dn_pred, cn, 1) != 0)
		return -1;
	for (s = cn->dn_body; s != NULL; s = s->dn_next)
		if (dt_check_actions(sx, s, NULL, 0) != 0)
			return -1;
	/*
	 * As DTrace does: the actions first, since they usually create the
	 * variables a predicate tests; if they read a variable nothing
	 * created yet, the predicate first (it may create it), then the
	 * actions again, from a copy made before the first attempt.
	 */
	if (cn->dn_pred != NULL && (copy = dt_stmts_clone(sx, cn->dn_body,
	    &nomem)) == NULL && nomem)
		return dt_nomem(sx);
	if (dt_sema_stmts(sx, cn->dn_body) == 0)
		rc = dt_sema_pred(sx, cn);
	else if (cn->dn_pred != NULL && dt_undefined_error(sx)) {
		dt_actions_free(cp->c_acts);
		cp->c_acts = NULL;
		cp->c_records = 0;
		cp->c_recsize = 8;
		sx->nactions = 0;
		sx->actseen = 0;
		sx->keeparray = 0;
		cn->dn_body = copy;
		rc = dt_sema_pred(sx, cn) != 0 ||
		    dt_sema_stmts(sx, cn->dn_body) != 0 ? -1 : 0;
	} else
		rc = -1;
	if (rc != 0)
		return -1;
	/* an empty clause traces the probe (the default action) */
	if (cn->dn_body == NULL)
		cp->c_records = 1;
	cp->c_recsize = ROUND8(cp->c_recsize);
	return 0;
}

static int
dt_depends_stop(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	(void)dtp;
	(void)prp;
	(void)arg;
	return 1;
}

int
dt_depends_met(dtrace_hdl_t *dtp, const char *cls, const char *name)
{
	dtrace_probedesc_t pd;
	char path[300];

	if (strcmp(cls, "provider") == 0) {
		memset(&pd, 0, sizeof(pd));
		snprintf(pd.prv, sizeof(pd.prv), "%s", name);
		return dt_probe_match(dtp, &pd, dt_depends_stop, NULL) > 0;
	}
	if (strcmp(cls, "module") == 0) {
		snprintf(path, sizeof(path), "/sys/module/%s", name);
		return strcmp(name, "vmlinux") == 0 || access(path, F_OK) == 0;
	}
	return -1;
}

/* #pragma D depends_on provider|module|library name */
static int
dt_sema_depends(dt_sctx_t *sx, dt_node_t *dnp, dt_node_t *w)
{
	if (w == NULL || w->dn_next == NULL)
		return dt_dnerror(sx->dtp, dnp, D_PRAGMA_MALFORM,
		    "malformed #pragma D "
		    "depends_on: expected provider, module or library and a "
		    "name");
	if (dt_depends_met(sx->dtp, w->dn_string, w->dn_next->dn_string) > 0)
		return 0;
	if (strcmp(w->dn_string, "library") == 0) {
		/* only a library of the D library path may need another */
		return dt_dnerror(sx->dtp, dnp, D_PRAGMA_DEPEND, "main program "
		    "may not explicitly depend on a library");
	} else if (strcmp(w->dn_string, "provider") != 0 &&
	    strcmp(w->dn_string, "module") != 0) {
		return dt_dnerror(sx->dtp, dnp, D_PRAGMA_INVAL,
		    "invalid class %s "
		    "specified by #pragma D depends_on", w->dn_string);
	}
	return dt_dnerror(sx->dtp, dnp, D_PRAGMA_DEPEND,
	    "program requires %s %s",
	    w->dn_string, w->dn_next->dn_string);
}

/* #error and #pragma D error: the words, each followed by a blank */
static int
dt_sema_pragerr(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *w)
{
	char msg[1024];
	size_t o = 0;

	msg[0] = '\0';
	for (; w != NULL && o < sizeof(msg); w = w->dn_next) {
		const char *s = w->dn_string;
		size_t n = strlen(s);

		if (n >= 2 && s[0] == '"' && s[n - 1] == '"') {
			s++;
			n -= 2;
		}
		o += (size_t)snprintf(msg + o, sizeof(msg) - o, "%.*s ",
		    (int)n, s);
	}
	return dt_dnerror(sx->dtp, dnp, D_PRAGERR, "#error: %s", msg);
}

/* is s an attribute triple DTrace knows (name/data/class stabilities
 * and dependency class, each optional from the right)? */
static int
dt_attr_valid(const char *s)
{
	static const char *const stab[] = { "Internal", "Private",
	    "Obsolete", "External", "Unstable", "Evolving", "Stable",
	    "Standard" };
	static const char *const cls[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common" };
	char buf[128], *p, *save = NULL;
	int i = 0;

	snprintf(buf, sizeof(buf), "%s", s);
	for (p = strtok_r(buf, "/", &save); p != NULL;
	    p = strtok_r(NULL, "/", &save), i++) {
		const char *const *v = i < 2 ? stab : cls;
		size_t n = i < 2 ? sizeof(stab) / sizeof(stab[0]) :
		    sizeof(cls) / sizeof(cls[0]), j;

		if (i > 2)
			return 0;
		for (j = 0; j < n && strcasecmp(p, v[j]) != 0; j++)
			;
		if (j == n)
			return 0;
	}
	return i > 0;
}

/* #pragma D attributes|binding ATTRS|VERSION NAME: a provider's, or a
 * variable's declared before it (DTrace keeps them for -v; here they
 * only have to name something) */
static int
dt_sema_attributes(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *w)
{
	const char *what = w->dn_string;
	const dt_node_t *a = w->dn_next;

	if (a == NULL || a->dn_next == NULL)
		return dt_dnerror(sx->dtp, dnp, D_PRAGMA_MALFORM, "malformed "
		    "#pragma %s <%s> <ident>", what, strcmp(what, "binding") ==
		    0 ? "version" : "attributes");
	if (strcmp(what, "attributes") == 0 && !dt_attr_valid(a->dn_string))
		return dt_dnerror(sx->dtp, dnp, D_PRAGMA_INVAL, "invalid "
		    "attributes specified by #pragma %s", what);
	if (strcmp(a->dn_next->dn_string, "provider") == 0 ||
	    dt_var_find(sx, a->dn_next->dn_string, DT_VAR_GLOBAL) != NULL ||
	    dt_var_find(sx, a->dn_next->dn_string, DT_VAR_ARRAY) != NULL)
		return 0;
	return dt_dnerror(sx->dtp, dnp, D_PRAGMA_UNUSED, "unused #pragma %s",
	    what);
}

/* is the pragma one analysed in the program's order (after what is
 * declared before it), not before everything? */
static int
dt_pragma_inorder(const dt_node_t *dnp)
{
	const dt_node_t *w = dnp->dn_args;

	return w != NULL && strcmp(w->dn_string, "D") == 0 &&
	    w->dn_next != NULL && (strcmp(w->dn_next->dn_string,
	    "attributes") == 0 || strcmp(w->dn_next->dn_string,
	    "binding") == 0);
}

static int
dt_sema_pragma(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_node_t *w = dnp->dn_args;
	char name[256], *eq;

	if (w != NULL && strcmp(w->dn_string, "error") == 0)
		return dt_sema_pragerr(sx, dnp, w->dn_next);
	if (w != NULL && strcmp(w->dn_string, "D") != 0 &&
	    dt_sl(sx)->sl_pragma != NULL)
		return dt_sl(sx)->sl_pragma(sx, dnp);
	if (w == NULL || strcmp(w->dn_string, "D") != 0 || w->dn_next == NULL)
		return 0;	/* #pragma ident and others: ignored as in DTrace */
	w = w->dn_next;
	if (strcmp(w->dn_string, "option") == 0) {
		/* one option a line, as DTrace takes them */
		if ((w = w->dn_next) == NULL)
			return dt_dnerror(sx->dtp, dnp, D_PRAGMA_MALFORM,
			    "malformed #pragma option <option>=<val>");
		if (w->dn_next != NULL)
			return dt_dnerror(sx->dtp, dnp, D_PRAGMA_MALFORM,
			    "superfluous arguments specified for #pragma "
			    "option");
		snprintf(name, sizeof(name), "%s", w->dn_string);
		if ((eq = strchr(name, '=')) != NULL)
			*eq++ = '\0';
		if (dt_setopt_pragma(sx->dtp, name, eq) != 0)
			return dt_dnerror(sx->dtp, dnp, D_PRAGMA_OPTSET,
			    eq != NULL ? "failed to set option '%s' to '%s': %s" :
			    "failed to set option '%s'%s: %s", name,
			    eq != NULL ? eq : "", dtrace_errmsg(sx->dtp,
			    dtrace_errno(sx->dtp)));
		return 0;
	}
	if (strcmp(w->dn_string, "error") == 0)
		return dt_sema_pragerr(sx, dnp, w->dn_next);
	if (strcmp(w->dn_string, "depends_on") == 0)
		return dt_sema_depends(sx, dnp, w->dn_next);
	if (strcmp(w->dn_string, "attributes") == 0 ||
	    strcmp(w->dn_string, "binding") == 0)
		return dt_sema_attributes(sx, dnp, w);
	return dt_dnerror(sx->dtp, dnp, D_PRAGCTL_INVAL,
	    "invalid control directive: "
	    "#pragma D %s", w->dn_string);
}

/* group the matched probes into attach sites */
static int
dt_sema_sites(dt_sctx_t *sx)
{
	dt_compiled_t *pp = sx->pp;
	dt_clause_t *cp;
	int i;

	pp->p_nmatched = pp->p_nbtmissing + pp->p_nbtattacherr - pp->p_nunset;
	/* how many of each provider's probes the program's clauses have (a
	 * probe of several clauses counted for each: a provider may attach
	 * many otherwise than few) */
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		for (i = 0; i < cp->c_nprobes; i++)
			cp->c_probes[i]->pr_prov->pv_nenabled = 0;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		for (i = 0; i < cp->c_nprobes; i++)
			if (cp->c_probes[i]->pr_site == NULL)
				cp->c_probes[i]->pr_prov->pv_nenabled++;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next) {
		for (i = 0; i < cp->c_nprobes; i++) {
			dt_probe_t *prp = cp->c_probes[i];
			const dt_provimpl_t *pi = prp->pr_prov->pv_impl;
			dt_site_t *sp;
			enum bpf_prog_type type;
			char key[64];
			dt_probe_t **v;

			/* not bt's clauses setting watchpoints up; a probe
			 * at several places counts each */
			if (!(cp->c_node->dn_flags & DT_NF_BTSETUP))
				pp->p_nmatched += pi->pi_nplaces != NULL ?
				    pi->pi_nplaces(prp) : 1;
			if (prp->pr_site != NULL)
				continue;
			type = pi->pi_site_key(prp, key, sizeof(key));
			for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
				if (sp->s_impl == pi && strcmp(sp->s_key, key) == 0)
					break;
			if (sp == NULL) {
				if ((sp = calloc(1, sizeof(*sp))) == NULL)
					return dt_nomem(sx);
				sp->s_impl = pi;
				snprintf(sp->s_key, sizeof(sp->s_key), "%s", key);
				sp->s_progtype = type;
				sp->s_prog_fd = -1;
				sp->s_next = pp->p_sites;
				pp->p_sites = sp;
			}
			v = realloc(sp->s_probes, sizeof(*v) *
			    (size_t)(sp->s_nprobes + 1));
			if (v == NULL)
				return dt_nomem(sx);
			v[sp->s_nprobes++] = prp;
			sp->s_probes = v;
			prp->pr_site = sp;
		}
	}
	return 0;
}

/* a probe a late match adds to its clause: one not enabled yet, not
 * already added, and whose site is not loaded (its code would not know
 * it) */
typedef struct dt_lateadd {
	dt_compiled_t *la_pp;
	dt_clause_t *la_clause;
	int la_from;			/* the clause's probes before */
} dt_lateadd_t;

static int
dt_late_addprobe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_lateadd_t *la = arg;
	dt_clause_t *cp = la->la_clause;
	const dt_provimpl_t *pi = prp->pr_prov->pv_impl;
	dt_probe_t **v;
	dt_site_t *sp;
	char key[64];
	int i;

	if (prp->pr_site != NULL)
		return 0;
	for (i = la->la_from; i < cp->c_nprobes; i++)
		if (cp->c_probes[i] == prp)
			return 0;
	(void)pi->pi_site_key(prp, key, sizeof(key));
	for (sp = la->la_pp->p_sites; sp != NULL; sp = sp->s_next)
		if (sp->s_impl == pi && strcmp(sp->s_key, key) == 0 &&
		    sp->s_prog_fd >= 0)
			return 0;
	if ((v = realloc(cp->c_probes, sizeof(*v) *
	    (size_t)(cp->c_nprobes + 1))) == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	v[cp->c_nprobes++] = prp;
	cp->c_probes = v;
	return 0;
}

int
dt_sema_late(dtrace_hdl_t *dtp, dt_compiled_t *pp, int pid)
{
	dt_sctx_t sx = { .dtp = dtp, .pp = pp };
	int i;

	for (i = 0; i < pp->p_nlate; i++) {
		dt_lateadd_t la = { pp, pp->p_late[i].l_clause,
		    pp->p_late[i].l_clause->c_nprobes };

		if (pp->p_late[i].l_pid == pid &&
		    dt_probe_match(dtp, &pp->p_late[i].l_desc, dt_late_addprobe,
		    &la) < 0)
			return -1;
	}
	return dt_sema_sites(&sx);
}

/* bytes a key takes in a key tuple */
static uint32_t
dt_key_slot(const dt_type_t *t)
{
	return ROUND8(t->t_kind == DT_TK_STRING || t->t_kind == DT_TK_STACK ||
	    dt_type_byaddr(t) ? t->t_size : 8);
}

/* storage layout of globals and clause-locals */
static void
dt_sema_layout(dt_compiled_t *pp, unsigned lflags)
{
	dt_var_t *vp;
	dt_agg_t *ap;
	dt_clause_t *cp;
	uint32_t g = DT_G_FIRST, t = 0, nul;
	int i;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
		vp->v_vsize = ROUND8(vp->v_type.t_size ? vp->v_type.t_size : 8);
		nul = DT_VAR_NULLABLE(vp, lflags) ? 8 : 0;
		if (vp->v_kind == DT_VAR_GLOBAL) {
			vp->v_off = g;
			g += vp->v_vsize + nul;
		} else if (vp->v_kind == DT_VAR_THIS) {
			vp->v_off = t;
			t += vp->v_vsize + nul;
		}
		if (vp->v_kind == DT_VAR_ARRAY) {
			dt_keys_t *kp = &vp->v_keys;
			uint32_t off = 0;

			for (i = 0; i < kp->k_n; i++) {
				kp->k_off[i] = off;
				off += dt_key_slot(&kp->k_types[i]);
			}
			kp->k_size = off;
		}
	}
	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next) {
		dt_keys_t *kp = &ap->a_keys;
		uint32_t off = 0;

		for (i = 0; i < kp->k_n; i++) {
			kp->k_off[i] = off;
			off += dt_key_slot(&kp->k_types[i]);
		}
		kp->k_size = off ? off : 8;
		ap->a_valsize = ap->a_func == DT_AGG_COUNT ? 8 :
		    ap->a_func == DT_AGG_STDDEV ? 32 : ap->a_nbuckets > 0 ?
		    8 + 8 * ap->a_nbuckets : 16;
	}
	pp->p_gsize = g;
	pp->p_thissize = t;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if (cp->c_recsize + sizeof(dt_rechdr_t) > pp->p_recmax)
			pp->p_recmax = cp->c_recsize + sizeof(dt_rechdr_t);
}

static int
dt_sema_vectors(dt_sctx_t *sx)
{
	dt_compiled_t *pp = sx->pp;
	dt_clause_t *cp;
	dt_agg_t *ap;

	pp->p_clausev = calloc((size_t)pp->p_nclauses + 1, sizeof(dt_clause_t *));
	pp->p_aggv = calloc((size_t)pp->p_naggs + 1, sizeof(dt_agg_t *));
	if (pp->p_clausev == NULL || pp->p_aggv == NULL)
		return dt_nomem(sx);
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		pp->p_clausev[cp->c_id] = cp;
	for (ap = pp->p_aggs; ap != NULL; ap = ap->a_next)
		pp->p_aggv[ap->a_id] = ap;
	return 0;
}

/* a compile error where the program's text ends (DTrace's parser is
 * there when it finds these) */
static int
dt_sema_ateof(dt_sctx_t *sx, dt_errtag_t tag, const char *fmt, ...)
{
	const dt_ast_t *ast = sx->pp->p_ast;
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	sx->dtp->dt_errtag = (int)tag;
	return dt_compile_error(sx->dtp, ast->da_file != NULL ?
	    ast->da_endline : 0, msg);
}

/* D: a program of nothing but pragmas is an error, unless -x empty */
static int
dt_sema_empty(dt_sctx_t *sx)
{
	const dt_node_t *dnp;

	if (DT_LF(sx->dtp, DT_LF_BTERRS) ||
	    sx->dtp->dt_options[DT_OPT_EMPTY] > 0)
		return 0;
	for (dnp = sx->pp->p_ast->da_root->dn_body; dnp != NULL;
	    dnp = dnp->dn_next)
		if (dnp->dn_kind != DT_NODE_PRAGMA)
			return 0;
	return dt_sema_ateof(sx, D_EMPTY, "empty D program translation unit");
}

int
dt_sema(dtrace_hdl_t *dtp, dt_compiled_t *pp, dtrace_probespec_t spec)
{
	dt_sctx_t sx = { .dtp = dtp, .pp = pp, .spec = spec };
	dt_node_t *dnp;
	int rc = 0;

	/* pragmas first: options such as strsize shape what follows */
	for (dnp = pp->p_ast->da_root->dn_body; dnp != NULL && rc == 0;
	    dnp = dnp->dn_next)
		if (dnp->dn_kind == DT_NODE_PRAGMA && !dt_pragma_inorder(dnp))
			rc = dt_sema_pragma(&sx, dnp);
	/* D library directories (-L) are read whatever the program needs,
	 * so that their errors are always told, as DTrace tells them */
	if (rc == 0 && dtp->dt_nlibdirs > 0)
		rc = dt_decl_lib(&sx);
	dtp->dt_lastargref = 0;
	for (dnp = pp->p_ast->da_root->dn_body; dnp != NULL && rc == 0;
	    dnp = dnp->dn_next) {
		switch (dnp->dn_kind) {
		case DT_NODE_PRAGMA:
			if (dt_pragma_inorder(dnp))
				rc = dt_sema_pragma(&sx, dnp);
			break;
		case DT_NODE_CLAUSE:
			rc = dt_sema_clause(&sx, dnp);
			if (rc != 0 && dt_bt_keep(&sx))
				rc = 0;
			break;
		case DT_NODE_DECL:
		case DT_NODE_INLINE:
		case DT_NODE_XLATOR:
			rc = dt_decl(&sx, dnp);
			break;
		default:
			rc = dt_dnerror(dtp, dnp, D_UNKNOWN,
			    "%s are not supported "
			    "yet", dt_construct_name(dnp));
		}
	}
	if (rc == 0 && dt_sl(&sx)->sl_end != NULL)
		rc = dt_sl(&sx)->sl_end(&sx);
	/* (after the pragmas analysed in order, whose errors come first) */
	if (rc == 0 && (rc = dt_sema_empty(&sx)) != 0)
		return rc;
	/* bt: BPFTRACE_NODE_MAX (reached is exceeded, as bpftrace has it),
	 * then BPFTRACE_MAX_BPF_PROGS */
	if (rc == 0 && DT_LF(dtp, DT_LF_BTLIMITS) &&
	    dt_errhint(dtp, DT_EH_COUNT) == 0 &&
	    dtp->dt_options[DT_OPT_NODEMAX] != DT_OPT_UNSET &&
	    pp->p_ast != NULL && pp->p_ast->da_btnodes > 0 &&
	    pp->p_ast->da_btnodes >= (uint64_t)dtp->dt_options[DT_OPT_NODEMAX])
		rc = dt_dnerror(dtp, NULL, D_UNKNOWN,
		    "node count (%" PRIu64 ") "
		    "exceeds the limit (%" PRIu64 ")", pp->p_ast->da_btnodes,
		    (uint64_t)dtp->dt_options[DT_OPT_NODEMAX]);
	if (rc == 0 && DT_LF(dtp, DT_LF_BTLIMITS) &&
	    dt_errhint(dtp, DT_EH_COUNT) == 0)
		rc = dt_sema_btprogs(&sx);
	/* D: the last operand given must be referenced, unless argref */
	if (rc == 0 && !DT_LF(dtp, DT_LF_BTPARAMS) && dtp->dt_argc > 1 &&
	    !dtp->dt_lastargref && dtp->dt_options[DT_OPT_ARGREF] <= 0)
		rc = dt_sema_ateof(&sx, D_MACRO_UNUSED, "extraneous argument "
		    "'%s' ($%d is not referenced)", dtp->dt_argv[dtp->dt_argc - 1],
		    dtp->dt_argc - 1);
	if (DT_LF(dtp, DT_LF_MANYERRS) && dt_errhint(dtp, DT_EH_COUNT) > 0) {
		if (rc != 0 && dtp->dt_errno == EDT_COMPILER &&
		    !dt_errhint(dtp, DT_EH_KEPT))
			dt_errkeep(dtp);
		dt_errhint_set(dtp, DT_EH_KEPT, 0);
		rc = dt_errjoin(dtp);
	}
	return rc;
}

/* after the last compile: storage layout, vectors, attach sites */
/* EPIDs: one per (clause, probe) pair in script order, from 1; and the
 * clauses of dtrace:::ERROR, which the code generator runs on a fault */
static void
dt_sema_epids(dt_compiled_t *pp)
{
	dt_clause_t *c;
	int epid = 1, i;

	for (c = pp->p_clauses; c != NULL; c = c->c_next) {
		c->c_epid = epid;
		epid += c->c_nprobes;
		for (i = 0; i < c->c_nprobes; i++) {
			const dt_probe_t *prp = c->c_probes[i];

			if (strcmp(prp->pr_name, "ERROR") == 0 &&
			    strcmp(dt_probe_provname(prp), "dtrace") == 0) {
				c->c_error = 1;
				pp->p_nerror++;
				pp->p_error_prid = prp->pr_id;
			}
		}
	}
}

int
dt_sema_finish(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	dt_sctx_t sx = { .dtp = dtp, .pp = pp };

	if (pp->p_finished)
		return 0;
	pp->p_finished = 1;
	dt_sema_layout(pp, dtp->dt_lops->lo_flags);
	dt_sema_epids(pp);
	if (dt_sema_vectors(&sx) != 0 || dt_sema_sites(&sx) != 0)
		return -1;
	return 0;
}
