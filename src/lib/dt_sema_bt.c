/*
 * dt_sema_bt.c -- the semantic pass's routines for what only bt programs
 * say: the functions the bt front end (dt_parse_bt.c) lowers to names of
 * their own (__bt_*), each a row of the function table (dt_ident.c).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ident.h"
#include "dt_sema_impl.h"

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

/* delete(@m[k]): the element of a map that is a variable */
int
dt_sema_btdelete(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const dt_sinfo_t *ai;

	if (dt_sema_expr(sx, a) != 0)
		return -1;
	ai = a->dn_sema;
	if (ai->si_kind != DT_SI_VAR || ai->si_var->v_kind != DT_VAR_ARRAY ||
	    !ai->si_var->v_bt)
		return dt_program_error(sx->dtp, a, "delete() expects a map "
		    "element");
	memset(&si->si_type, 0, sizeof(si->si_type));
	si->si_type.t_kind = DT_TK_VOID;
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
