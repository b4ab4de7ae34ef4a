/*
 * dt_sema_bt.c -- the semantic pass's routines for what only bt programs
 * say: the functions the bt front end (dt_parse_bt.c) lowers to names of
 * their own (__bt_*), each a row of the function table (dt_ident.c).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_btval.h"
#include "dt_ident.h"
#include "dt_sema_impl.h"
#include "dt_uelf.h"

static void bt_void(dt_sinfo_t *si);
static void bt_ptype(const dt_probe_t *prp, char *buf, size_t len);

/* the kinds of probe that have no arguments (no argN, retval, sargN);
 * not tracepoints, which OpenBSD's syscall probes are made, with them */
static const char *const bt_argless[] = { "BEGIN", "END", "interval",
	"profile", "software", "hardware", "watchpoint", NULL };

static int
bt_inkinds(const char *kind, const char *const *kinds)
{
	int k;

	for (k = 0; kinds[k] != NULL; k++)
		if (strcmp(kinds[k], kind) == 0)
			return 1;
	return 0;
}

/* argN, sargN and retval (arg1, flagged) in a probe of a kind that has
 * none: bpftrace's error (-1); else 0 */
int
dt_bt_argcontext(dt_sctx_t *sx, const dt_node_t *dnp)
{
	static const char *const entries[] = { "kprobe", "uprobe", "usdt",
		NULL };
	const char *name = dnp->dn_string;
	dt_clause_t *cp = sx->clause;
	int retval = (dnp->dn_flags & DT_NF_BTRETVAL) != 0, i;
	char kind[64];

	if (!retval && (strncmp(name, "arg", 3) != 0 || !isdigit(
	    (unsigned char)name[3])) && (strncmp(name, "sarg", 4) != 0 ||
	    !isdigit((unsigned char)name[4])))
		return 0;
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		if (!bt_inkinds(kind, bt_argless) &&
		    !(retval && bt_inkinds(kind, entries)))
			continue;
		if (retval)
			return dt_program_error(sx->dtp, dnp, "The retval "
			    "builtin can only be used with 'kretprobe' and "
			    "'uretprobe' and 'kfunc' probes");
		if (name[0] == 's')
			return dt_program_error(sx->dtp, dnp, "The %s builtin "
			    "can only be used with 'kprobes' and 'uprobes' "
			    "probes", name);
		return dt_program_error(sx->dtp, dnp, "The %s builtin can only "
		    "be used with 'kprobes', 'uprobes' and 'usdt' probes", name);
	}
	return 0;
}

/*
 * bt's built-in variables: elapsed counts from a start time the consumer
 * writes into a global of its own (DT_BT_START) as tracing starts.
 */
int
dt_sema_btbuiltin(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_var_t *vp;

	(void)si;
	if (dt_bt_argcontext(sx, dnp) != 0)
		return -1;
	if (strcmp(dnp->dn_string, "__bt_elapsed") != 0 ||
	    dt_var_find(sx, DT_BT_START, DT_VAR_GLOBAL) != NULL)
		return 0;
	if ((vp = dt_var_create(sx, DT_BT_START, DT_VAR_GLOBAL,
	    dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_type_int(&vp->v_type, 8, 0, "uint64_t");
	vp->v_typed = 1;
	return 0;
}

/*
 * str(p[, n]): the string at address p, in user or kernel memory
 * (bpf_probe_read_str tells them apart on x86-64), at most n bytes
 * (BPFTRACE_STRLEN, the strsize option, at most).  As in bpftrace, a
 * string is not an address.
 */
int
dt_sema_btstr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;

	if (dt_sema_expr(sx, a) != 0 || (a->dn_next != NULL &&
	    dt_sema_expr(sx, a->dn_next) != 0))
		return -1;
	if (dt_is_str(a) && a->dn_kind == DT_NODE_MACRO && a->dn_next == NULL) {
		/* str($1): the positional parameter is the string */
		si->si_type = *dt_node_type(a);
		call->dn_kind = DT_NODE_EXPANDED;
		call->dn_left = a;
		call->dn_args = NULL;
		return 0;
	}
	if (dt_is_str(a))
		return dt_program_error(sx->dtp, call, "str() expects an "
		    "integer or a pointer type as first argument (string[%u] "
		    "provided)", a->dn_kind == DT_NODE_STRING ?
		    (unsigned)a->dn_len + 1 : dt_node_type(a)->t_size);
	if (!dt_is_int(a))
		return dt_program_error(sx->dtp, call, "str() expects an "
		    "integer or a pointer type as first argument (%s "
		    "provided)", dt_node_type(a)->t_name);
	if (a->dn_next != NULL && !dt_is_int(a->dn_next))
		return dt_program_error(sx->dtp, call, "str() expects an "
		    "integer for its second argument");
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/*
 * args->NAME: the argument of that name (a tracepoint's field) of every
 * probe of the clause, which becomes args[N].
 */
int
dt_sema_btargs(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_clause_t *cp = sx->clause;
	dt_node_t *l = dnp->dn_left, *idx;
	int i, n, found = -1;

	if (dnp->dn_op != DT_OP_ARROW && dnp->dn_op != DT_OP_DOT)
		return 0;
	if (l->dn_kind != DT_NODE_IDENT || strcmp(l->dn_string, "args") != 0)
		return 0;
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		dt_probe_t *prp = cp->c_probes[i];

		if (prp->pr_nargs < 0 && prp->pr_prov->pv_impl->pi_probe_info)
			prp->pr_prov->pv_impl->pi_probe_info(sx->dtp, prp);
		for (n = 0; n < prp->pr_nargs && n < DT_MAXARGS; n++) {
			if (prp->pr_argnames[n] != NULL &&
			    strcmp(prp->pr_argnames[n], dnp->dn_string) == 0)
				break;
		}
		if (n == prp->pr_nargs || n == DT_MAXARGS)
			return dt_program_error(sx->dtp, dnp, "Struct/union of "
			    "type 'struct %s_%s_args' does not contain a field "
			    "named '%s'", prp->pr_mod, prp->pr_name,
			    dnp->dn_string);
		if (found >= 0 && n != found)
			return dt_program_error(sx->dtp, dnp, "args->%s is not "
			    "at the same place in every probe of the clause",
			    dnp->dn_string);
		found = n;
	}
	if (found < 0)
		return dt_program_error(sx->dtp, dnp, "The args builtin can "
		    "only be used with tracepoint probes");
	if ((idx = dt_node_new(sx->pp->p_ast, DT_NODE_INT, dnp->dn_line,
	    dnp->dn_col)) == NULL)
		return dt_nomem(sx);
	idx->dn_int = (uint64_t)found;
	dnp->dn_kind = DT_NODE_ARRAY;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_args = idx;
	return 1;
}

/* delete(@m[k]): the element of a map, a variable or an aggregation */
int
dt_sema_btdelete(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const dt_sinfo_t *ai;

	if (a->dn_kind == DT_NODE_ARRAY && a->dn_left->dn_kind == DT_NODE_AGG) {
		dt_agg_t *agg = dt_agg_arg(sx, a->dn_left);
		dt_sinfo_t *li;
		int fixed;

		if (agg == NULL)
			return dt_program_error(sx->dtp, a, "Undefined map: @%s",
			    a->dn_left->dn_string);
		if (agg->a_funcset && !agg->a_keyed)
			return dt_program_error(sx->dtp, a, "@%s used with a "
			    "different key signature than before",
			    agg->a_name);
		fixed = agg->a_funcset;
		if (dt_sema_keys(sx, a->dn_args, &agg->a_keys, &fixed, a,
		    a->dn_left->dn_string) != 0)
			return -1;
		agg->a_keyed = 1;
		SINFO(sx, a, li);
		li->si_agg = agg;
		bt_void(si);
		return 0;
	}
	if (dt_sema_expr(sx, a) != 0)
		return -1;
	ai = a->dn_sema;
	if (ai->si_kind != DT_SI_VAR || ai->si_var->v_kind != DT_VAR_ARRAY ||
	    !ai->si_var->v_bt)
		return dt_program_error(sx->dtp, a, "delete() expects a map "
		    "element");
	bt_void(si);
	return 0;
}

int
dt_sema_btnomatch(dt_sctx_t *sx, const dt_node_t *pd,
    const dtrace_probedesc_t *desc)
{
	int glob = strpbrk(desc->prb, "*?[") != NULL ||
	    strpbrk(desc->fun, "*?[") != NULL;

	if (strcmp(desc->prv, "sdt") == 0)
		return dt_program_error(sx->dtp, pd, "tracepoint%s not found: "
		    "%s:%s", glob ? "s" : "", desc->mod, desc->prb);
	if (strcmp(desc->prv, "syscall") == 0)	/* tracepoint:syscalls: */
		return dt_program_error(sx->dtp, pd, "tracepoint%s not found: "
		    "syscalls:sys_%s_%s", glob ? "s" : "",
		    strcmp(desc->prb, "entry") == 0 ? "enter" : "exit",
		    desc->fun);
	if (strcmp(desc->prv, "rawtp") == 0)
		return dt_program_error(sx->dtp, pd, "rawtracepoint not found: "
		    "%s", desc->prb);
	if (strcmp(desc->prv, "perf") == 0)
		return dt_program_error(sx->dtp, pd, "%s is not a %s probe",
		    desc->fun, desc->mod);
	if (strcmp(desc->prv, "pid0") == 0 || strcmp(desc->prv, "*0") == 0)
		return dt_program_error(sx->dtp, pd, "Could not resolve "
		    "symbol: %s:%s", desc->mod, desc->prv[0] == '*' ?
		    desc->prb : desc->fun);
	return dt_program_error(sx->dtp, pd, "No probes matched: %s:%s:%s:%s",
	    desc->prv, desc->mod, desc->fun, desc->prb);
}

void
dt_sema_bttarget(dt_sctx_t *sx, dtrace_probedesc_t *desc)
{
	dtrace_hdl_t *dtp = sx->dtp;
	size_t n = strlen(desc->prv);
	char exe[PATH_MAX], mod[PATH_MAX], link[64];
	const char *created, *slash;

	if (dtp->dt_target <= 0 || n < 2 || desc->prv[n - 1] != '0' ||
	    (desc->prv[n - 2] >= '0' && desc->prv[n - 2] <= '9'))
		return;
	snprintf(desc->prv + n - 1, sizeof(desc->prv) - (n - 1), "%d",
	    (int)dtp->dt_target);
	/* the process's modules are a.out and its libraries' file names */
	if ((slash = strrchr(desc->mod, '/')) == NULL ||
	    realpath(desc->mod, mod) == NULL)
		return;
	snprintf(link, sizeof(link), "/proc/%d/exe", (int)dtp->dt_target);
	if ((created = dt_proc_execpath(dtp, dtp->dt_target)) != NULL ?
	    realpath(created, exe) != NULL : realpath(link, exe) != NULL) {
		if (strcmp(exe, mod) == 0) {
			snprintf(desc->mod, sizeof(desc->mod), "a.out");
			return;
		}
	}
	memmove(desc->mod, slash + 1, strlen(slash + 1) + 1);
}

/*
 * The rest of bt's functions
 */

/* the kind of probe prp is, as bt words it: "tracepoint", "uprobe",
 * "BEGIN" ... */
static void
bt_ptype(const dt_probe_t *prp, char *buf, size_t len)
{
	char name[1200], *c;

	dt_btval_probename(prp, name, sizeof(name));
	if ((c = strchr(name, ':')) != NULL)
		*c = '\0';
	snprintf(buf, len, "%.63s", name);
}

/* what may be used only in the probes of the kinds listed: bpftrace's
 * error for the first probe of the clause that is of none */
static int
bt_probekinds(dt_sctx_t *sx, const dt_node_t *where, const char *what,
    const char *const *kinds)
{
	dt_clause_t *cp = sx->clause;
	char kind[64];
	int i, k;

	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		for (k = 0; kinds[k] != NULL; k++)
			if (strcmp(kinds[k], kind) == 0)
				break;
		if (kinds[k] == NULL)
			return dt_program_error(sx->dtp, where, "%s can not be "
			    "used with \"%s\" probes", what, kind);
	}
	return 0;
}

static const char *const bt_userkinds[] = { "uprobe", "uretprobe", "usdt",
	NULL };

/* a string literal argument, or NULL */
static const char *
bt_literal(const dt_node_t *a)
{
	return a != NULL && a->dn_kind == DT_NODE_STRING ? a->dn_string : NULL;
}

static void
bt_void(dt_sinfo_t *si)
{
	memset(&si->si_type, 0, sizeof(si->si_type));
	si->si_type.t_kind = DT_TK_VOID;
}

/* @m as the front end leaves a map without a key: @m[0], flagged */
static int
bt_ismapref(const dt_node_t *a)
{
	return a->dn_kind == DT_NODE_ARRAY && (a->dn_flags & DT_NF_BTSCALAR) &&
	    a->dn_left->dn_kind == DT_NODE_IDENT &&
	    a->dn_left->dn_string[0] == '@';
}

/* the map variable such an @m names, or NULL */
static dt_var_t *
bt_mapvar(dt_sctx_t *sx, const dt_node_t *a)
{
	dt_var_t *vp;

	if (!bt_ismapref(a) || (vp = dt_var_find(sx, a->dn_left->dn_string,
	    DT_VAR_ARRAY)) == NULL || !vp->v_bt)
		return NULL;
	return vp;
}

/*
 * print(value); print(@m[, top[, div]]) of an aggregation or a map
 * variable: the whole map (its top entries, values divided by div), as
 * bpftrace prints maps
 */
int
dt_sema_btprint(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *x;
	dt_agg_t *agg = NULL;
	dt_var_t *vp = NULL;
	dt_action_t *ap;
	dt_type_t t;
	int i;

	if (a->dn_kind == DT_NODE_AGG && (agg = dt_agg_arg(sx, a)) == NULL)
		return dt_program_error(sx->dtp, a, "Undefined map: @%s",
		    a->dn_string);
	if (agg == NULL && bt_ismapref(a) && (vp = bt_mapvar(sx, a)) == NULL)
		return dt_program_error(sx->dtp, a, "Undefined map: %s",
		    a->dn_left->dn_string);
	if (agg == NULL && vp == NULL) {
		if (a->dn_kind == DT_NODE_ARRAY && !(a->dn_flags &
		    DT_NF_BTSCALAR) && (a->dn_left->dn_kind == DT_NODE_AGG ||
		    (a->dn_left->dn_kind == DT_NODE_IDENT &&
		    a->dn_left->dn_string[0] == '@')))
			return dt_program_error(sx->dtp, call, "The map passed "
			    "to print() should not be indexed by a key");
		if (a->dn_next != NULL)
			return dt_program_error(sx->dtp, call, "Non-map print() "
			    "only takes 1 argument, %d found", 1 +
			    (a->dn_next->dn_next != NULL ? 2 : 1));
		return dt_sema_print(sx, call, si);
	}
	for (x = a->dn_next, i = 2; x != NULL; x = x->dn_next, i++) {
		if (dt_needs_value(sx, x, "print", i) != 0)
			return -1;
		if (!dt_is_int(x))
			return dt_program_error(sx->dtp, x, "print() expects "
			    "an integer for argument %d", i);
	}
	if ((ap = dt_action_new(sx, DT_ACT_BTPRINT, 2, call->dn_line)) == NULL)
		return dt_nomem(sx);
	if (agg != NULL) {
		if ((ap->ac_aggs = calloc(1, sizeof(dt_agg_t *))) == NULL)
			return dt_nomem(sx);
		ap->ac_aggs[0] = agg;
		ap->ac_naggs = 1;
	}
	ap->ac_var = vp;
	dt_type_int(&t, 8, 1, "int64_t");
	dt_field_place(sx, &ap->ac_fields[0], &t);
	dt_field_place(sx, &ap->ac_fields[1], &t);
	si->si_act = ap;
	bt_void(si);
	return 0;
}

/*
 * clear(@m), zero(@m): of an aggregation, D's trunc() and clear(); of a
 * map variable, done by the consumer to the map
 */
int
dt_sema_btclear(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	int zero = strcmp(call->dn_string, "__bt_zero") == 0;
	dt_node_t *a = call->dn_args;
	const dt_func_t *fp;
	dt_action_t *ap;
	dt_var_t *vp;

	if (a->dn_kind == DT_NODE_AGG) {
		fp = dt_func_lookup(sx->dtp, zero ? "clear" : "trunc");
		free(call->dn_string);
		if (fp == NULL || (call->dn_string = strdup(fp->fn_name)) ==
		    NULL)
			return dt_nomem(sx);
		si->si_fn = fp;
		return fp->fn_sema(sx, call, si);
	}
	if (a->dn_kind == DT_NODE_ARRAY && !(a->dn_flags & DT_NF_BTSCALAR) &&
	    a->dn_left->dn_kind == DT_NODE_IDENT &&
	    a->dn_left->dn_string[0] == '@')
		return dt_program_error(sx->dtp, call, "The map passed to %s() "
		    "should not be indexed by a key", zero ? "zero" : "clear");
	if (!bt_ismapref(a))
		return dt_program_error(sx->dtp, call, "%s() expects a map to "
		    "be provided", zero ? "zero" : "clear");
	if ((vp = bt_mapvar(sx, a)) == NULL)
		return dt_program_error(sx->dtp, a, bt_ismapref(a) ?
		    "Undefined map: %s" : "%s() expects a map to be provided",
		    bt_ismapref(a) ? a->dn_left->dn_string : zero ? "zero" :
		    "clear");
	if ((ap = dt_action_new(sx, zero ? DT_ACT_BTZERO : DT_ACT_BTCLEAR, 0,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	ap->ac_var = vp;
	si->si_act = ap;
	bt_void(si);
	return 0;
}

/* time([fmt]): the consumer's clock when it prints the record */
int
dt_sema_bttime(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *fmt = "%H:%M:%S\n";
	dt_action_t *ap;

	if (call->dn_args != NULL && (fmt = bt_literal(call->dn_args)) ==
	    NULL)
		return dt_sema_expr(sx, call->dn_args) != 0 ? -1 :
		    dt_program_error(sx->dtp, call, "time() expects a "
		    "string literal (%s provided)", dt_bt_kind(sx,
		    call->dn_args));
	if ((ap = dt_action_new(sx, DT_ACT_BTTIME, 0, call->dn_line)) ==
	    NULL || (ap->ac_str = strdup(fmt)) == NULL)
		return dt_nomem(sx);
	si->si_act = ap;
	bt_void(si);
	return 0;
}

/* strftime(fmt, ns): ns, a time since boot, put in words by fmt when
 * printed */
int
dt_sema_btstrftime(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *f = call->dn_args, *ns = f->dn_next;

	if (bt_literal(f) == NULL)
		return dt_program_error(sx->dtp, call, "strftime() expects a "
		    "string literal as its first argument");
	if (dt_sema_expr(sx, f) != 0 || dt_needs_value(sx, ns, "strftime",
	    2) != 0)
		return -1;
	if (!dt_is_int(ns))
		return dt_program_error(sx->dtp, ns, "strftime() expects an "
		    "integer for its second argument");
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	snprintf(si->si_type.t_name, sizeof(si->si_type.t_name), "timestamp");
	si->si_type.t_sym = DT_SYM_BTTIME;
	si->si_type.t_aux = (uint32_t)((dt_sinfo_t *)f->dn_sema)->si_str;
	return 0;
}

/* join(argv[, sep]): the strings of a NULL-terminated array */
int
dt_sema_btjoin(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const char *sep = " ";
	dt_action_t *ap;

	if (dt_needs_value(sx, a, "join", 1) != 0)
		return -1;
	if (!dt_is_int(a))
		return dt_program_error(sx->dtp, a, "join() expects an array "
		    "of strings (char **)");
	if (a->dn_next != NULL && (sep = bt_literal(a->dn_next)) == NULL)
		return dt_program_error(sx->dtp, a->dn_next, "join() expects "
		    "a string literal as its delimiter");
	if ((ap = dt_action_new(sx, DT_ACT_BTJOIN, 0, call->dn_line)) ==
	    NULL || (ap->ac_str = strdup(sep)) == NULL)
		return dt_nomem(sx);
	sx->pp->p_usebtjoin = 1;
	si->si_act = ap;
	bt_void(si);
	return 0;
}

/* kaddr("sym"): the kernel symbol's address, when the program is built */
int
dt_sema_btkaddr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *name = bt_literal(call->dn_args);
	uint64_t addr, size;

	if (name == NULL)
		return dt_sema_expr(sx, call->dn_args) != 0 ? -1 :
		    dt_program_error(sx->dtp, call, "kaddr() expects a "
		    "string literal (%s provided)", dt_bt_kind(sx,
		    call->dn_args));
	/* bpftrace finds out as it generates code: no place in the text */
	if (dt_symfmt_kaddr(sx->dtp, name, &addr, &size) != 0)
		return dt_program_error(sx->dtp, NULL, "Failed to compile: "
		    "Failed to resolve kernel symbol: %s", name);
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	si->si_const = 1;
	si->si_int = (int64_t)addr;
	return 0;
}

/*
 * uaddr("sym"): where a data symbol of the probed program or library is,
 * as its symbol table says (bpftrace 0.17 resolves only objects, and does
 * not relocate them: a position-independent program's address is its
 * offset); a pointer to an integer of the symbol's size
 */
int
dt_sema_btuaddr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *name = bt_literal(call->dn_args);
	dt_clause_t *cp = sx->clause;
	uint64_t addr = 0, size = 0, a, z;
	const char *base;
	int i;

	if (name == NULL)
		return dt_program_error(sx->dtp, call, "uaddr() expects a "
		    "string literal");
	if (bt_probekinds(sx, call, "uaddr", bt_userkinds) != 0)
		return -1;
	for (i = 0; i < cp->c_nprobes; i++) {
		const dt_probe_t *prp = cp->c_probes[i];
		const dt_provimpl_t *pi = prp->pr_prov->pv_impl;
		const char *path = pi->pi_probe_path != NULL ?
		    pi->pi_probe_path(prp) : NULL;

		if (path == NULL)
			path = prp->pr_mod;
		if (dt_uelf_object(path, name, &a, &z) != 0)
			return dt_program_error(sx->dtp, call, "Could not "
			    "resolve symbol: %s:%s", path, name);
		if (i > 0 && a != addr)
			return dt_program_error(sx->dtp, call, "uaddr(\"%s\") "
			    "is not at the same address in every probe of the "
			    "clause", name);
		addr = a;
		size = z;
	}
	base = size == 1 ? "char" : size == 2 ? "short" : size == 4 ? "int" :
	    "long";
	if (dt_type_lookup(sx->dtp, base, 1, &si->si_type) != 0 &&
	    dt_type_parse("int64_t *", &si->si_type) != 0)
		return dt_type_error(sx, call);
	si->si_const = 1;
	si->si_int = (int64_t)addr;
	return 0;
}

/* reg("name"): a register of the probed context, as bpftrace names them
 * (x86-64's pt_regs) */
int
dt_sema_btreg(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const char *const regs[] = {
		"r15", "r14", "r13", "r12", "bp", "bx", "r11", "r10", "r9",
		"r8", "ax", "cx", "dx", "si", "di", "orig_ax", "ip", "cs",
		"flags", "sp", "ss",
	};
	static const char *const kinds[] = { "uprobe", "uretprobe", "usdt",
		"profile", NULL };
	const char *name = bt_literal(call->dn_args);
	size_t i;

	if (name == NULL)
		return dt_program_error(sx->dtp, call, "reg() expects a string "
		    "literal");
	if (bt_probekinds(sx, call, "reg", kinds) != 0)
		return -1;
	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		if (strcmp(regs[i], name) == 0)
			break;
	if (i == sizeof(regs) / sizeof(regs[0]))
		return dt_program_error(sx->dtp, call, "'%s' is not a valid "
		    "register on this architecture (x86_64)", name);
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	si->si_int = (int64_t)(8 * i);	/* its pt_regs offset */
	return 0;
}

/*
 * The size of the array an argument is, or 0: a kernel type's array
 * (kept an address), or a tracepoint's field "T [N]"
 */
static uint32_t
bt_arraysize(dt_sctx_t *sx, const dt_node_t *a)
{
	const dt_sinfo_t *ai = a->dn_sema;
	const dt_clause_t *cp = sx->clause;
	const char *tn;
	char base[64];
	unsigned n;

	if ((ai->si_type.t_kind == DT_TK_ARRAY ||
	    ai->si_type.t_kind == DT_TK_SOU) && ai->si_kind == DT_SI_MEM)
		return ai->si_type.t_size;
	if (ai->si_kind != DT_SI_ARG || cp == NULL || cp->c_nprobes == 0 ||
	    ai->si_int >= cp->c_probes[0]->pr_nargs ||
	    (tn = cp->c_probes[0]->pr_argtypes[ai->si_int]) == NULL ||
	    sscanf(tn, "%63[^[][%u]", base, &n) != 2)
		return 0;
	if (strstr(base, "64") != NULL || strstr(base, "long") != NULL)
		return 8 * n;
	if (strstr(base, "32") != NULL || strstr(base, "int") != NULL)
		return 4 * n;
	if (strstr(base, "16") != NULL || strstr(base, "short") != NULL)
		return 2 * n;
	return n;
}

/*
 * buf(p[, n]): n bytes (at most BPFTRACE_STRLEN, the strsize option and
 * its NUL) at p; an array's whole size without n
 */
int
dt_sema_btbuf(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *n = a->dn_next;
	uint32_t cap = DT_STRSIZE(sx->dtp) + 1, size;
	dt_type_t *t = &si->si_type;

	sx->keeparray = 1;
	if (dt_needs_value(sx, a, "buf", 1) != 0)
		return -1;
	size = bt_arraysize(sx, a);
	if (size == 0 && !dt_is_int(a))
		return dt_program_error(sx->dtp, a, "buf() expects an integer, "
		    "a pointer or an array (%s provided)",
		    dt_node_type(a)->t_name);
	if (n == NULL && size == 0)
		return dt_program_error(sx->dtp, call, "buf() expects a length "
		    "argument for non-array type %s", dt_node_type(a)->t_name);
	if (n != NULL) {
		const dt_sinfo_t *ni;

		if (dt_needs_value(sx, n, "buf", 2) != 0)
			return -1;
		if (!dt_is_int(n))
			return dt_program_error(sx->dtp, n, "buf() expects an "
			    "integer for its length");
		ni = n->dn_sema;
		if (ni->si_const && ni->si_int >= 0 &&
		    (uint64_t)ni->si_int < cap)
			cap = (uint32_t)ni->si_int;
	} else if (size < cap)
		cap = size;
	memset(t, 0, sizeof(*t));
	t->t_kind = DT_TK_STACK;
	t->t_size = 8 + ROUND8(cap > 0 ? cap : 1);
	t->t_aux = cap;
	t->t_sym = DT_SYM_BTBUF;
	snprintf(t->t_name, sizeof(t->t_name), "buffer");
	return 0;
}

/*
 * ntop([af, ]addr): an IPv4 address (an integer, or 4 bytes) or an IPv6
 * one (16 bytes), put in words by inet_ntop(3) when printed
 */
int
dt_sema_btntop(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *addr = a->dn_next != NULL ?
	    a->dn_next : a;
	dt_type_t *t = &si->si_type;
	uint32_t size;

	if (addr != a) {
		if (dt_needs_value(sx, a, "ntop", 1) != 0)
			return -1;
		if (!dt_is_int(a))
			return dt_program_error(sx->dtp, a, "ntop() expects "
			    "an integer for its address family");
	}
	sx->keeparray = 1;
	if (dt_needs_value(sx, addr, "ntop", addr == a ? 1 : 2) != 0)
		return -1;
	size = bt_arraysize(sx, addr);
	if (size == 0 && !dt_is_int(addr) && !dt_is_str(addr))
		return dt_program_error(sx->dtp, addr, "ntop() expects an "
		    "integer or an array of 4 or 16 bytes");
	memset(t, 0, sizeof(*t));
	t->t_kind = DT_TK_STACK;
	t->t_size = 24;
	t->t_aux = size;	/* the bytes of an array, 0: the value */
	t->t_sym = DT_SYM_BTINET;
	snprintf(t->t_name, sizeof(t->t_name), "inet");
	return 0;
}

/*
 * signal(sig): raise(sig), the signal by name ("KILL", "SIGKILL") or
 * number; unsafe, so only with --unsafe, and not in BEGIN or END
 */
int
dt_sema_btsignal(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const char *const names[] = {
		NULL, "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS",
		"FPE", "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM",
		"STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG",
		"XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "IO", "PWR", "SYS",
	};
	static const char *const kinds[] = { "tracepoint", "uprobe",
		"uretprobe", "usdt", "profile", "interval", "kprobe",
		"kretprobe", NULL };
	dt_node_t *a = call->dn_args, *n;
	const char *name = bt_literal(a), *s;
	const dt_func_t *fp;
	int64_t sig = -1;
	size_t i;

	if (sx->dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0)
		return dt_program_error(sx->dtp, call, "signal() is an unsafe "
		    "function being used in safe mode");
	if (bt_probekinds(sx, call, "signal", kinds) != 0)
		return -1;
	if (name != NULL) {
		s = strncmp(name, "SIG", 3) == 0 ? name + 3 : name;
		for (i = 1; i < sizeof(names) / sizeof(names[0]); i++)
			if (strcmp(names[i], s) == 0)
				sig = (int64_t)i;
		if (sig < 0)
			return dt_program_error(sx->dtp, call, "%s is not a "
			    "valid signal", name);
		if ((n = dt_node_new(sx->pp->p_ast, DT_NODE_INT, a->dn_line,
		    a->dn_col)) == NULL)
			return dt_nomem(sx);
		n->dn_int = (uint64_t)sig;
		call->dn_args = n;
	} else {
		if (dt_needs_value(sx, a, "signal", 1) != 0)
			return -1;
		if (((dt_sinfo_t *)a->dn_sema)->si_const) {
			sig = ((dt_sinfo_t *)a->dn_sema)->si_int;
			if (sig < 1 || sig > 64)
				return dt_program_error(sx->dtp, call, "%lld "
				    "is not a valid signal, allowed range: "
				    "[1,64]", (long long)sig);
		}
	}
	if ((fp = dt_func_lookup(sx->dtp, "raise")) == NULL)
		return dt_nomem(sx);
	free(call->dn_string);
	if ((call->dn_string = strdup("raise")) == NULL)
		return dt_nomem(sx);
	si->si_fn = fp;
	return fp->fn_sema(sx, call, si);
}

/* strncmp(s1, s2, n): 0 if the first n characters are the same, else 1 */
int
dt_sema_btstrncmp(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *b = a->dn_next, *n = b->dn_next;
	const dt_sinfo_t *ni;

	if (dt_needs_value(sx, a, "strncmp", 1) != 0 ||
	    dt_needs_value(sx, b, "strncmp", 2) != 0 ||
	    dt_needs_value(sx, n, "strncmp", 3) != 0)
		return -1;
	if (!dt_is_str(a) && dt_is_str(b))
		return dt_bt_lateerr(sx, 2, call, "strncmp() only "
		    "supports string arguments (%s provided)",
		    dt_bt_kind(sx, a));
	if (!dt_is_str(b)) {
		/* bpftrace reports each argument, in its final pass */
		if (!dt_is_str(a)) {
			dt_bt_lateerr(sx, 2, call, "strncmp() only "
			    "supports string arguments (%s provided)",
			    dt_bt_kind(sx, a));
			dt_bt_errkeep(sx->dtp);
		}
		return dt_bt_lateerr(sx, 2, call, "strncmp() only "
		    "supports string arguments (%s provided)",
		    dt_bt_kind(sx, b));
	}
	ni = n->dn_sema;
	if (!ni->si_const || ni->si_int < 0)
		return dt_program_error(sx->dtp, n, "strncmp() expects a "
		    "non-negative integer literal as its third argument");
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	return 0;
}

/*
 * func: the function the probed instruction is in, as bpftrace has it in
 * uprobes and uretprobes: usym() of the address the probe fired at, in a
 * uretprobe of the one it returns to (its caller's)
 */
int
dt_sema_btfunc(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_clause_t *cp = sx->clause;
	const dt_func_t *fp;
	dt_node_t *a;
	char kind[64];
	int i;

	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		if (strcmp(kind, "uprobe") != 0 &&
		    strcmp(kind, "uretprobe") != 0)
			return dt_program_error(sx->dtp, call, "The func "
			    "builtin can not be used with '%s' probes", kind);
	}
	if ((a = dt_node_new(sx->pp->p_ast, DT_NODE_CALL, call->dn_line,
	    call->dn_col)) == NULL || (a->dn_string = strdup("__bt_funcaddr")) ==
	    NULL || (fp = dt_func_lookup(sx->dtp, "ufunc")) == NULL)
		return dt_nomem(sx);
	free(call->dn_string);
	if ((call->dn_string = strdup("ufunc")) == NULL)
		return dt_nomem(sx);
	call->dn_args = a;
	cp->c_usesargs = 1;
	si->si_fn = fp;
	return fp->fn_sema(sx, call, si);
}

/* __bt_funcaddr(): where func's function is (dt_cg_btfuncaddr) */
int
dt_sema_btfuncaddr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	(void)sx;
	(void)call;
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	return 0;
}

/* cgroupid("path"): the id of the cgroup (v2) at path, when the program
 * is built, as its file handle has it */
int
dt_sema_btcgroupid(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *path = bt_literal(call->dn_args);
	union {
		struct file_handle fh;
		char buf[sizeof(struct file_handle) + 8];
	} h;
	uint64_t id;
	int mnt;

	if (path == NULL)
		return dt_program_error(sx->dtp, call, "cgroupid() expects a "
		    "string literal");
	h.fh.handle_bytes = 8;
	if (name_to_handle_at(AT_FDCWD, path, &h.fh, &mnt, 0) != 0)
		return dt_program_error(sx->dtp, NULL, "Failed to compile: "
		    "Failed to get `cgroupid` for path: \"%s\": %s", path,
		    strerror(errno));
	memcpy(&id, h.fh.f_handle, 8);
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	si->si_const = 1;
	si->si_int = (int64_t)id;
	return 0;
}

/*
 * bpftrace's words for values, in its messages: the kind of a value (its
 * Type: "integer", "string", "count" ...), and its type ("int64",
 * "unsigned int32", "string[6]", "probe" ...).
 */
static const char *const bt_aggkinds[DT_AGG_NFUNCS] = {
	[DT_AGG_COUNT] = "count", [DT_AGG_SUM] = "sum", [DT_AGG_MIN] = "min",
	[DT_AGG_MAX] = "max", [DT_AGG_AVG] = "avg", [DT_AGG_STATS] = "stats",
	[DT_AGG_QUANTIZE] = "hist", [DT_AGG_LQUANTIZE] = "lhist",
};

const char *
dt_bt_kind(dt_sctx_t *sx, const dt_node_t *a)
{
	const dt_type_t *t = dt_node_type(a);
	dt_agg_t *ap;

	if ((ap = dt_agg_arg(sx, a)) != NULL &&
	    bt_aggkinds[ap->a_func] != NULL)
		return bt_aggkinds[ap->a_func];
	if (t == NULL)
		return "none";
	switch (t->t_sym) {
	case DT_SYM_STACK:
		return "kstack";
	case DT_SYM_USTACK:
		return "ustack";
	case DT_SYM_SYM:
		return "ksym";
	case DT_SYM_USYM:
		return "usym";
	case DT_SYM_BTPROBE:
		return "probe";
	case DT_SYM_BTUSER:
		return "username";
	case DT_SYM_BTTIME:
		return "timestamp";
	case DT_SYM_BTINET:
		return "inet";
	case DT_SYM_BTBUF:
		return "buffer";
	default:
		break;
	}
	switch (t->t_kind) {
	case DT_TK_INT:
		return "integer";
	case DT_TK_STRING:
		return "string";
	case DT_TK_PTR:
		return "pointer";
	case DT_TK_SOU:
		return "record";
	case DT_TK_ARRAY:
		return "array";
	default:
		return "none";
	}
}

void
dt_bt_typestr(dt_sctx_t *sx, const dt_node_t *a, char *buf, size_t len)
{
	const dt_type_t *t = dt_node_type(a);
	const char *k = dt_bt_kind(sx, a);

	if (t != NULL && t->t_kind == DT_TK_STRING && t->t_sym == DT_SYM_NONE)
		snprintf(buf, len, "string[%u]", a->dn_kind == DT_NODE_STRING ?
		    (unsigned)a->dn_len + 1 : t->t_size);
	else if (strcmp(k, "integer") == 0)
		snprintf(buf, len, "%sint%u", a->dn_kind != DT_NODE_INT &&
		    !t->t_signed ? "unsigned " : "", a->dn_kind == DT_NODE_INT ?
		    64 : t->t_size * 8);
	else
		snprintf(buf, len, "%s", k);
}

/* the same of a type (a variable's, a key's) */
void
dt_bt_typestr_t(const dt_type_t *t, char *buf, size_t len)
{
	if (t->t_kind == DT_TK_STRING && t->t_sym == DT_SYM_NONE)
		snprintf(buf, len, "string[%u]", t->t_size);
	else if (t->t_kind == DT_TK_INT && t->t_sym == DT_SYM_NONE)
		snprintf(buf, len, "%sint%u", t->t_signed ? "" : "unsigned ",
		    t->t_size * 8);
	else if (t->t_kind == DT_TK_PTR)
		snprintf(buf, len, "%s", t->t_name);
	else
		snprintf(buf, len, "%s", t->t_sym == DT_SYM_BTPROBE ? "probe" :
		    t->t_sym == DT_SYM_STACK ? "kstack" : t->t_sym ==
		    DT_SYM_USTACK ? "ustack" : t->t_name);
}

/* bpftrace's error for a map's keys that are not the ones of its first
 * use: its keys as bpftrace types them (integers are unsigned int64) */
int
dt_bt_keyerr(dt_sctx_t *sx, const dt_node_t *where, const char *what,
    const dt_node_t *args, const dt_keys_t *kp)
{
	char have[512], want[512], t[80];
	const dt_node_t *a;
	size_t n = 0, m = 0;
	int i, rc;

	for (a = args; a != NULL; a = a->dn_next) {
		if (dt_is_int(a) && dt_node_type(a)->t_sym == DT_SYM_NONE)
			snprintf(t, sizeof(t), "unsigned int64");
		else
			dt_bt_typestr(sx, a, t, sizeof(t));
		n += (size_t)snprintf(have + n, sizeof(have) - n, "%s%s",
		    n ? ", " : "", t);
		if (n >= sizeof(have))
			n = sizeof(have) - 1;
	}
	have[n] = '\0';
	for (i = 0; i < kp->k_n; i++) {
		if (kp->k_types[i].t_kind == DT_TK_INT &&
		    kp->k_types[i].t_sym == DT_SYM_NONE)
			snprintf(t, sizeof(t), "unsigned int64");
		else
			dt_bt_typestr_t(&kp->k_types[i], t, sizeof(t));
		m += (size_t)snprintf(want + m, sizeof(want) - m, "%s%s",
		    m ? ", " : "", t);
		if (m >= sizeof(want))
			m = sizeof(want) - 1;
	}
	want[m] = '\0';
	rc = dt_bt_lateerr(sx, 1, where, "Argument mismatch for %s: trying to "
	    "access with arguments: [%s] when map expects arguments: [%s]",
	    what, have, want);
	sx->dtp->dt_bterr_brackets = 1;
	return rc;
}

/* an error bpftrace finds only in a later pass (pass 1: after the
 * first, 2: the final): shown when no earlier one is */
int
dt_bt_lateerr(dt_sctx_t *sx, int pass, const dt_node_t *dnp,
    const char *fmt, ...)
{
	char msg[900];
	va_list ap;
	int rc;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	rc = dt_program_error(sx->dtp, dnp, "%s", msg);
	sx->dtp->dt_bterr_late = pass;
	return rc;
}

/* an operation on operands bpftrace does not take together (a string and
 * an integer, a map of count() and an integer) */
int
dt_bt_binoperr(dt_sctx_t *sx, const dt_node_t *dnp)
{
	char l[80], r[80];

	dt_bt_typestr(sx, dnp->dn_left, l, sizeof(l));
	dt_bt_typestr(sx, dnp->dn_right, r, sizeof(r));
	return dt_bt_lateerr(sx, 2, dnp, "Type mismatch for '%s': comparing "
	    "'%s' with '%s'", dt_op_name(dnp->dn_op), l, r);
}

/* a value of another type stored in a variable or map: bpftrace's words
 * (its message for a map lacks the closing quote) */
int
dt_bt_asgnerr(dt_sctx_t *sx, const dt_node_t *dnp, const char *name,
    const dt_type_t *was, const char *now)
{
	char w[80];
	int map = name[0] == '@';
	const dt_node_t *at = dnp;

	if (map && dnp->dn_kind == DT_NODE_OP2 && dnp->dn_left != NULL)
		at = dnp->dn_left->dn_kind == DT_NODE_ARRAY &&
		    dnp->dn_left->dn_left != NULL ? dnp->dn_left->dn_left :
		    dnp->dn_left;
	dt_bt_typestr_t(was, w, sizeof(w));
	return dt_program_error(sx->dtp, at, "Type mismatch for %s: trying to "
	    "assign value of type '%s' when %s already contains a value of "
	    "type '%s%s", name, now, map ? "map" : "variable", w,
	    map ? "" : "'");
}

const char *
dt_bt_aggname(dt_aggfunc_t f)
{
	return f < DT_AGG_NFUNCS && bt_aggkinds[f] != NULL ? bt_aggkinds[f] :
	    "none";
}

/* an if whose condition is not an integer: bpftrace gives no place (its
 * line 1, column 1, nothing marked) */
int
dt_bt_conderr(dt_sctx_t *sx, const dt_node_t *cond)
{
	dt_node_t at = { .dn_kind = DT_NODE_INT, .dn_line = 1, .dn_col = 1 };
	int rc = dt_bt_lateerr(sx, 2, &at, "Invalid condition in if(): %s",
	    dt_bt_kind(sx, cond));

	sx->dtp->dt_bterr_ecol = -1;
	return rc;
}

/* the first error the front end left in expression dnp for this pass
 * (a call of __bt_error("message")): reported, -1; else 0 */
int
dt_bt_deferred(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *a;

	if (dnp == NULL)
		return 0;
	if (dnp->dn_kind == DT_NODE_CALL &&
	    strcmp(dnp->dn_string, "__bt_error") == 0)
		return dt_program_error(sx->dtp, dnp, "%s",
		    dnp->dn_args->dn_string);
	if (dt_bt_deferred(sx, dnp->dn_left) != 0 ||
	    dt_bt_deferred(sx, dnp->dn_right) != 0 ||
	    dt_bt_deferred(sx, dnp->dn_third) != 0)
		return -1;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		if (dt_bt_deferred(sx, a) != 0)
			return -1;
	return 0;
}

/*
 * The signedness bpftrace gives an integer expression, for its warnings:
 * 1 signed, 0 unsigned, and its size; *lit when it is a literal of no
 * sign (a non-negative one, which bpftrace does not count).  Its built-in
 * variables are unsigned 64-bit integers (cpid 32-bit), whatever the
 * engine's types.
 */
static int
bt_sign(dt_sctx_t *sx, const dt_node_t *a, int *size, int *lit)
{
	static const char *const u64[] = { "pid", "tid", "uid", "gid",
		"timestamp", "cpu", "__bt_elapsed", "__bt_cgroup", NULL };
	const dt_type_t *t = dt_node_type(a);
	int ls, rs, lsz, rsz, ll, rl, k;

	*lit = 0;
	*size = 8;
	switch (a->dn_kind) {
	case DT_NODE_INT:
		*lit = a->dn_int <= INT64_MAX;
		return 1;
	case DT_NODE_MACRO:
		if (strcmp(a->dn_string, "target") == 0) {
			*size = 4;
			return 0;
		}
		/* $1 is its number, a literal */
		*lit = a->dn_sema != NULL &&
		    ((const dt_sinfo_t *)a->dn_sema)->si_const &&
		    ((const dt_sinfo_t *)a->dn_sema)->si_int >= 0;
		return 1;
	case DT_NODE_IDENT:
		for (k = 0; u64[k] != NULL; k++)
			if (strcmp(a->dn_string, u64[k]) == 0)
				return 0;
		if (strncmp(a->dn_string, "arg", 3) == 0 &&
		    isdigit((unsigned char)a->dn_string[3]))
			return 0;
		/* FALLTHROUGH */
	case DT_NODE_THIS:
		if (a->dn_sema != NULL && ((const dt_sinfo_t *)
		    a->dn_sema)->si_kind == DT_SI_VAR) {
			const dt_var_t *vp = ((const dt_sinfo_t *)
			    a->dn_sema)->si_var;

			/* a map's integer is 64-bit, of the sign of the
			 * value stored */
			if (vp->v_name[0] == '@')
				*size = 8;
			else if (t != NULL && t->t_size > 0)
				*size = (int)t->t_size;
			if (vp->v_btsign != 0)
				return vp->v_btsign == 1;
		}
		break;
	case DT_NODE_ARRAY:
		if (a->dn_left != NULL && a->dn_left->dn_kind == DT_NODE_IDENT &&
		    strcmp(a->dn_left->dn_string, "args") == 0 &&
		    sx->clause != NULL && sx->clause->c_nprobes > 0 &&
		    strcmp(dt_probe_provname(sx->clause->c_probes[0]),
		    "syscall") == 0)
			return 0;	/* a system call's: u64 */
		if (a->dn_sema != NULL && ((const dt_sinfo_t *)
		    a->dn_sema)->si_kind == DT_SI_VAR) {
			const dt_var_t *vp = ((const dt_sinfo_t *)
			    a->dn_sema)->si_var;

			if (vp->v_name[0] == '@')
				*size = 8;
			if (vp->v_btsign != 0)
				return vp->v_btsign == 1;
		}
		break;
	case DT_NODE_OP2:
		if ((a->dn_op == DT_OP_ADD || a->dn_op == DT_OP_SUB ||
		    a->dn_op == DT_OP_MUL || a->dn_op == DT_OP_DIV ||
		    a->dn_op == DT_OP_MOD) && dt_is_int(a->dn_left) &&
		    dt_is_int(a->dn_right)) {
			ls = bt_sign(sx, a->dn_left, &lsz, &ll);
			rs = bt_sign(sx, a->dn_right, &rsz, &rl);
			return ls && rs;
		}
		break;
	default:
		break;
	}
	if (t == NULL)
		return 0;
	*size = t->t_kind == DT_TK_INT && t->t_size > 0 ? (int)t->t_size : 8;
	return t->t_kind == DT_TK_INT && t->t_signed;
}

/* bpftrace's warnings for an operation on integers of different signs,
 * and a division of signed ones */
void
dt_bt_signwarn(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	int ls, rs, lsz, rsz, ll, rl, cmp, arith;
	const char *op = dt_op_name(dnp->dn_op);
	char msg[300];

	if (!dt_is_int(l) || !dt_is_int(r) || dt_node_type(l)->t_sym !=
	    DT_SYM_NONE || dt_node_type(r)->t_sym != DT_SYM_NONE ||
	    dt_node_type(l)->t_kind != DT_TK_INT ||
	    dt_node_type(r)->t_kind != DT_TK_INT)
		return;
	cmp = dnp->dn_op == DT_OP_EQ || dnp->dn_op == DT_OP_NE ||
	    dnp->dn_op == DT_OP_LT || dnp->dn_op == DT_OP_LE ||
	    dnp->dn_op == DT_OP_GT || dnp->dn_op == DT_OP_GE;
	arith = dnp->dn_op == DT_OP_ADD || dnp->dn_op == DT_OP_SUB ||
	    dnp->dn_op == DT_OP_MUL || dnp->dn_op == DT_OP_DIV ||
	    dnp->dn_op == DT_OP_MOD;
	if (!cmp && !arith)
		return;
	ls = bt_sign(sx, l, &lsz, &ll);
	rs = bt_sign(sx, r, &rsz, &rl);
	if (ls != rs && !ll && !rl) {
		snprintf(msg, sizeof(msg), "%s integers of different signs: "
		    "'%sint%d' and '%sint%d' can lead to undefined behavior",
		    cmp ? "comparison of" : "arithmetic on", ls ? "" :
		    "unsigned ",
		    lsz * 8, rs ? "" : "unsigned ", rsz * 8);
		dt_bt_warn(sx->dtp, dnp->dn_line, dnp->dn_col, (int)strlen(op),
		    msg);
	}
	if ((dnp->dn_op == DT_OP_DIV || dnp->dn_op == DT_OP_MOD) &&
	    ((ls && !ll) || (rs && !rl))) {
		snprintf(msg, sizeof(msg), "signed operands for '%s' can lead "
		    "to undefined behavior (cast to unsigned to silence "
		    "warning)", op);
		dt_bt_warn(sx->dtp, dnp->dn_line, dnp->dn_col, (int)strlen(op),
		    msg);
	}
}

int
dt_bt_valsign(dt_sctx_t *sx, const dt_node_t *a)
{
	int size, lit;

	if (!dt_is_int(a) || dt_node_type(a)->t_kind != DT_TK_INT)
		return 0;
	return bt_sign(sx, a, &size, &lit) ? 1 : 2;
}
