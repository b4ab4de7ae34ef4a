/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_bt.c -- the semantic pass's routines for what only bt programs
 * say: the functions the bt front end (dt_parse_bt.c) lowers to names of
 * their own (__bt_*), each a row of the function table (dt_ident.c).
 */
#include <arpa/inet.h>
#include <bpf/btf.h>
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_bt_diag.h"
#include "dt_btdwarf.h"
#include "dt_btval.h"
#include "dt_bt_impl.h"
#include "dt_impl.h"
#include "dt_parse_bt.h"
#include "dt_proc.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"
#include "dt_symfmt.h"
#include "dt_uelf.h"
#include "dt_uprobe.h"

static void bt_void(dt_sinfo_t *si);
static int bt_mapelem(dt_sctx_t *sx, dt_node_t *call, const char *fn);
static int bt_probekinds(dt_sctx_t *sx, const dt_node_t *where,
    const char *what, const char *const *kinds);
/* the probes whose context has the registers (reg(), usermode) */
static const char *const bt_regkinds[] = { "uprobe", "uretprobe", "usdt",
	"profile", NULL };
static void bt_ptype(const dt_probe_t *prp, char *buf, size_t len);

/* the kinds of probe that have no arguments (no argN, retval, sargN);
 * not tracepoints, which OpenBSD's syscall probes are made, with them */
static const char *const bt_argless[] = { "BEGIN", "END", "interval",
	"profile", "software", "hardware", "watchpoint", "asyncwatchpoint",
	NULL };

static int
bt_inkinds(const char *kind, const char *const *kinds)
{
	int k;

	for (k = 0; kinds[k] != NULL; k++)
		if (strcmp(kinds[k], kind) == 0)
			return 1;
	return 0;
}

/* how many of the clause's probe descriptions (bpftrace's attach points,
 * not the probes they match) are of a kind for which bad() is true; a
 * description is of the kind of the first probe it matched */
static int
bt_badpoints(dt_sctx_t *sx, int (*bad)(dt_sctx_t *, const char *, int),
    int arg)
{
	dt_clause_t *cp = sx->clause;
	char kind[64];
	int d, i = 0, n = 0;

	for (d = 0; cp != NULL && d < cp->c_npdmatch && i < cp->c_nprobes;
	    i += cp->c_pdmatch[d++]) {
		if (cp->c_pdmatch[d] == 0)
			continue;
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		n += bad(sx, kind, arg);
	}
	return n;
}

/* a kind of probe without argN (retval if flagged), as bpftrace 0.17
 * has them: argN in kprobes, uprobes, USDT probes (and raw tracepoints,
 * which its message does not name); retval in
 * kretprobes, uretprobes and kfuncs (their kind here is the entry's,
 * so the argless kinds and tracepoints); OpenBSD's btrace's tracepoints
 * have both */
static int
bt_noargs(dt_sctx_t *sx, const char *kind, int retval)
{
	static const char *const argful[] = { "kprobe", "uprobe", "usdt",
		"rawtp", NULL };

	if (strcmp(kind, "tracepoint") == 0)
		return sx->dtp->dt_options[DT_OPT_BTOPENBSD] <= 0;
	return retval ? bt_inkinds(kind, bt_argless) ||
	    bt_inkinds(kind, argful) : !bt_inkinds(kind, argful);
}

/* argN and retval (arg1, flagged) where bpftrace 0.17 refuses them:
 * its error for each attach point of a kind without them, and argN past
 * the last argument register (arg5) in any probe; else 0 (sargN:
 * bt_sargkinds) */
int
dt_bt_argcontext(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const char *name = dnp->dn_string, *msgs[8];
	int retval = (dnp->dn_flags & DT_NF_BTRETVAL) != 0, n = 0, i;
	char kmsg[160], amsg[64];

	if (!retval && (strncmp(name, "arg", 3) != 0 || !isdigit(
	    (unsigned char)name[3])))
		return 0;
	/* (a watchpoint's set-up clause: its argN is checked with the
	 * watchpoint's name, dt_sema_btwatchdesc; kretfunc's args->NAME
	 * made argN, bt_kretfuncargs) */
	if ((sx->clause != NULL && sx->clause->c_node != NULL &&
	    (sx->clause->c_node->dn_flags & DT_NF_BTSETUP)) ||
	    (dnp->dn_flags & DT_NF_BTKRETFUNC))
		return 0;
	if (!retval && name[4] != '\0')	/* arg0-arg9 only */
		return dt_dnerror(sx->dtp, dnp, D_IDENT_UNDEF,
		    "Unknown identifier: '%s'", name);
	if (retval) {
		dt_clause_t *cp = sx->clause;
		char kind[64];

		for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
			bt_ptype(cp->c_probes[i], kind, sizeof(kind));
			if (bt_noargs(sx, kind, 1))
				return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF,
				    "The retval builtin can only be used with "
				    "'kretprobe' and 'uretprobe' and 'kfunc' "
				    "probes%s", strcmp(kind, "tracepoint") == 0 ?
				    " (try to use args->ret instead)" : "");
		}
		return 0;
	}
	snprintf(kmsg, sizeof(kmsg), "The %s builtin can only be used with "
	    "'kprobes', 'uprobes' and 'usdt' probes", name);
	for (i = bt_badpoints(sx, bt_noargs, 0); i > 0 && n < 7; i--)
		msgs[n++] = kmsg;
	if (atoi(name + 3) > 5) {
		snprintf(amsg, sizeof(amsg), "x86_64 doesn't support %s", name);
		msgs[n++] = amsg;
	}
	return n == 0 ? 0 : dt_bt_errors(sx->dtp, dnp, D_IDENT_BADREF, 0, n,
	    msgs);
}

/* ctx: the registers a uprobe, USDT probe or perf event's program is
 * given; bpftrace's errors where a program has no such context (BEGIN,
 * END) or another (a tracepoint's); a kernel function's program here
 * may be fentry's, whose context is its arguments */
static int
dt_bt_ctxcontext(dt_sctx_t *sx, const dt_node_t *dnp)
{
	static const char *const regs[] = { "uprobe", "uretprobe", "usdt",
		"profile", "interval", "software", "hardware", "watchpoint",
		"asyncwatchpoint", NULL };
	dt_clause_t *cp = sx->clause;
	char kind[64];
	int i;

	if (strcmp(dnp->dn_string, "__bt_ctx") != 0)
		return 0;
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		if (bt_inkinds(kind, regs))
			continue;
		if (strcmp(kind, "tracepoint") == 0)
			return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF,
			    "Use args instead of ctx in tracepoint");
		if (strcmp(kind, "BEGIN") == 0 || strcmp(kind, "END") == 0)
			return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF,
			    "invalid program type");
		return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF, "ctx is not "
		    "supported in %s probes yet", kind);
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
	if (dt_bt_argcontext(sx, dnp) != 0 || dt_bt_ctxcontext(sx, dnp) != 0)
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

	/* str($N): the parameter's text ($0 is none) */
	if (a->dn_kind == DT_NODE_MACRO && strcmp(a->dn_string, "0") == 0) {
		/* (an error of bpftrace's first pass) */
		dt_dnerror(sx->dtp, call, D_MACRO_OFLOW, "param $0 is out of "
		    "integer range [1, 9223372036854775807]");
		/* marked up to the closing parenthesis, not with it */
		DT_BTD(sx->dtp)->bterr_end = call->dn_col + 6;
		return -1;
	}
	sx->strparam = a->dn_kind == DT_NODE_MACRO;
	if (dt_sema_expr(sx, a) != 0 || (a->dn_next != NULL &&
	    dt_sema_expr(sx, a->dn_next) != 0))
		return -1;
	if (a->dn_kind == DT_NODE_MACRO && isdigit((unsigned char)
	    a->dn_string[0]) && (a->dn_next == NULL ||
	    ((dt_sinfo_t *)a->dn_next->dn_sema)->si_const)) {
		/* str($N[, n]): the parameter's text (its first n
		 * characters), a number's too */
		long i = strtol(a->dn_string, NULL, 10);
		const char *v = i < sx->dtp->dt_argc ? sx->dtp->dt_argv[i] : "";
		size_t n = strlen(v);
		char *t;

		if (a->dn_next != NULL) {
			const dt_sinfo_t *ni = a->dn_next->dn_sema;

			if (ni->si_int < 0)
				n = 0;
			else if ((uint64_t)ni->si_int < n)
				n = (size_t)ni->si_int;
		}
		if ((t = strndup(v, n)) == NULL)
			return dt_nomem(sx);
		free(a->dn_string);
		a->dn_string = t;
		a->dn_len = n;
		a->dn_kind = DT_NODE_STRING;
		a->dn_next = NULL;
		if (dt_sema_expr(sx, a) != 0)
			return -1;
		si->si_type = *dt_node_type(a);
		call->dn_kind = DT_NODE_EXPANDED;
		call->dn_left = a;
		call->dn_args = NULL;
		return 0;
	}
	if (dt_is_str(a) && a->dn_kind == DT_NODE_MACRO && a->dn_next == NULL) {
		/* str($1): the positional parameter is the string */
		si->si_type = *dt_node_type(a);
		call->dn_kind = DT_NODE_EXPANDED;
		call->dn_left = a;
		call->dn_args = NULL;
		return 0;
	}
	if (dt_is_str(a) && a->dn_next == NULL && (((dt_sinfo_t *)
	    a->dn_sema)->si_kind == DT_SI_ARG || ((dt_sinfo_t *)
	    a->dn_sema)->si_kind == DT_SI_MEM)) {
		/* str() of a tracepoint's char array field (bpftrace's
		 * array or __data_loc), which is read as a string already */
		si->si_type = *dt_node_type(a);
		call->dn_kind = DT_NODE_EXPANDED;
		call->dn_left = a;
		call->dn_args = NULL;
		return 0;
	}
	if (dt_is_str(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "str() expects an "
		    "integer or a pointer type as first argument (string[%u] "
		    "provided)", a->dn_kind == DT_NODE_STRING ?
		    (unsigned)a->dn_len + 1 : dt_node_type(a)->t_size);
	if (!dt_is_int(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "str() expects an "
		    "integer or a pointer type as first argument (%s "
		    "provided)", dt_node_type(a)->t_kind == DT_TK_VOID ?
		    "none" : dt_node_type(a)->t_name);
	if (a->dn_next != NULL && !dt_is_int(a->dn_next))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "str() expects an "
		    "integer for its second argument");
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/* a new node args[n] at dnp's place */
static dt_node_t *
bt_args_elem(dt_sctx_t *sx, const dt_node_t *dnp, int n)
{
	dt_ast_t *ast = sx->pp->p_ast;
	dt_node_t *a = dt_node_new(ast, DT_NODE_ARRAY, dnp->dn_line,
	    dnp->dn_col);
	dt_node_t *id = dt_node_new(ast, DT_NODE_IDENT, dnp->dn_line,
	    dnp->dn_col);
	dt_node_t *idx = dt_node_new(ast, DT_NODE_INT, dnp->dn_line,
	    dnp->dn_col);

	if (a == NULL || id == NULL || idx == NULL ||
	    (id->dn_string = strdup("args")) == NULL)
		return NULL;
	idx->dn_int = (uint64_t)n;
	a->dn_left = id;
	a->dn_args = idx;
	return a;
}

/*
 * args->NAME where the field is at different places in the clause's
 * probes (sys_enter_open's filename is its first argument, openat's its
 * second): dnp becomes id == P1 ? args[N1] : id == P2 ? args[N2] : ...,
 * the last probe's place when none of the others fired.  pos[i] is the
 * place of the field in probe i.
 */
static int
bt_args_byprobe(dt_sctx_t *sx, dt_node_t *dnp, const int *pos)
{
	dt_clause_t *cp = sx->clause;
	dt_ast_t *ast = sx->pp->p_ast;
	dt_node_t *tail, *cond, *id, *pr;
	int i, last = cp->c_nprobes - 1;

	if ((tail = bt_args_elem(sx, dnp, pos[last])) == NULL)
		return dt_nomem(sx);
	for (i = last - 1; i >= 0; i--) {
		dt_node_t *t;

		if (pos[i] == pos[last])
			continue;
		if ((t = dt_node_new(ast, DT_NODE_OP3, dnp->dn_line,
		    dnp->dn_col)) == NULL ||
		    (cond = dt_node_new(ast, DT_NODE_OP2, dnp->dn_line,
		    dnp->dn_col)) == NULL ||
		    (id = dt_node_new(ast, DT_NODE_IDENT, dnp->dn_line,
		    dnp->dn_col)) == NULL ||
		    (pr = dt_node_new(ast, DT_NODE_INT, dnp->dn_line,
		    dnp->dn_col)) == NULL ||
		    (id->dn_string = strdup("id")) == NULL ||
		    (t->dn_right = bt_args_elem(sx, dnp, pos[i])) == NULL)
			return dt_nomem(sx);
		pr->dn_int = (uint64_t)cp->c_probes[i]->pr_id;
		cond->dn_op = DT_OP_EQ;
		cond->dn_left = id;
		cond->dn_right = pr;
		t->dn_left = cond;
		t->dn_third = tail;
		tail = t;
	}
	/* dnp becomes the first test (or the one args[N]) */
	dnp->dn_kind = tail->dn_kind;
	dnp->dn_op = tail->dn_op;
	dnp->dn_left = tail->dn_left;
	dnp->dn_right = tail->dn_right;
	dnp->dn_third = tail->dn_third;
	dnp->dn_args = tail->dn_args;
	free(dnp->dn_string);		/* the field's name */
	dnp->dn_string = NULL;
	return dnp->dn_kind == DT_NODE_OP3 ? 2 : 1;
}

/* a uprobe's arguments: the probed function's parameters, from the
 * DWARF of its object (bpftrace's args-> in uprobes) */
static void
bt_uprobeargs(dt_sctx_t *sx, dt_probe_t *prp)
{
	const dt_provimpl_t *pi = prp->pr_prov->pv_impl;
	const char *path = pi->pi_probe_path != NULL ? pi->pi_probe_path(prp) :
	    NULL;
	char kind[64];
	int n;

	bt_ptype(prp, kind, sizeof(kind));
	if (strcmp(kind, "uprobe") != 0)
		return;
	if (path == NULL)
		path = prp->pr_mod;
	n = dt_btdwarf_args(sx->dtp, path, prp->pr_func, prp->pr_argnames,
	    prp->pr_argtypes, DT_MAXARGS);
	if (n > 0)
		prp->pr_nargs = n;
}

/*
 * args->__syscall_nr of syscall tracepoints (the syscall provider's
 * probes, whose fields start after it): the number of the clause's
 * syscall, an int32 constant (2: the node is now that cast); 0 if the
 * probes are not syscalls'
 */
static int
bt_syscallnr(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_clause_t *cp = sx->clause;
	uint64_t nr = 0;
	int i;

	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		const dt_probe_t *prp = cp->c_probes[i];

		if (prp->pr_prov->pv_impl->pi_bttype != DT_BT_SYSCALLS)
			return 0;
		if (i > 0 && prp->pr_data != nr)
			return dt_dnerror(sx->dtp, dnp, D_ARGS_MULTI,
			    "args->%s is not "
			    "the same in every probe of the clause",
			    dnp->dn_string);
		nr = prp->pr_data;
	}
	if (cp == NULL || cp->c_nprobes == 0)
		return 0;
	dnp->dn_kind = DT_NODE_CAST;
	dnp->dn_op = DT_OP_NONE;
	if ((dnp->dn_type = dt_node_new(sx->pp->p_ast, DT_NODE_TYPE,
	    dnp->dn_line, dnp->dn_col)) == NULL ||
	    (dnp->dn_type->dn_tname = strdup("int32_t")) == NULL ||
	    (dnp->dn_left = dt_node_new(sx->pp->p_ast, DT_NODE_INT,
	    dnp->dn_line, dnp->dn_col)) == NULL)
		return dt_nomem(sx);
	dnp->dn_left->dn_int = nr;
	return 2;
}

static int
bt_entryprobe_f(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	(void)dtp;
	*(dt_probe_t **)arg = prp;
	return 1;
}

/* the entry probe of kretfunc: probe prp (its arguments' names and
 * types), or NULL */
static dt_probe_t *
bt_entryof(dt_sctx_t *sx, const dt_probe_t *prp)
{
	dtrace_probedesc_t pd;
	dt_probe_t *ent = NULL;

	memset(&pd, 0, sizeof(pd));
	snprintf(pd.prv, sizeof(pd.prv), "%s", dt_probe_provname(prp));
	snprintf(pd.mod, sizeof(pd.mod), "%s", prp->pr_mod);
	snprintf(pd.fun, sizeof(pd.fun), "%s", prp->pr_func);
	snprintf(pd.prb, sizeof(pd.prb), "entry");
	(void)dt_probe_match(sx->dtp, &pd, bt_entryprobe_f, &ent);
	if (ent != NULL && ent->pr_nargs < 0 &&
	    ent->pr_prov->pv_impl->pi_probe_info != NULL)
		ent->pr_prov->pv_impl->pi_probe_info(sx->dtp, ent);
	return ent;
}

/*
 * args->NAME in a clause of kretfunc: probes (fbt's returns): the
 * argument of that name of the function, typed as at its entry, which
 * fexit has in arg2.. (dt_prov_fbt.c): dnp becomes (TYPE)argN (returns
 * 2).  It must be the same argument, of the same type, in every probe.
 */
static int
bt_kretfuncargs(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_clause_t *cp = sx->clause;
	const char *type = NULL;
	dt_node_t *t, *a;
	char argn[16];
	int i, n, found = -1;

	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		dt_probe_t *prp = cp->c_probes[i], *ent = bt_entryof(sx, prp);

		for (n = 0; ent != NULL && n < ent->pr_nargs &&
		    n + 2 < DT_MAXARGS; n++)
			if (ent->pr_argnames[n] != NULL &&
			    strcmp(ent->pr_argnames[n], dnp->dn_string) == 0)
				break;
		if (ent == NULL || n >= ent->pr_nargs || n + 2 >= DT_MAXARGS)
			return dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER,
			    "Struct/union of type 'struct %s_%s_args' does not "
			    "contain a field named '%s'", prp->pr_mod,
			    prp->pr_func, dnp->dn_string);
		if (found >= 0 && (n != found ||
		    strcmp(type, ent->pr_argtypes[n]) != 0))
			return dt_dnerror(sx->dtp, dnp, D_ARGS_MULTI,
			    "args->%s is not the same in every probe of the "
			    "clause", dnp->dn_string);
		found = n;
		type = ent->pr_argtypes[n];
	}
	if (found < 0)
		return 0;
	for (i = 0; i < cp->c_nprobes; i++)
		cp->c_probes[i]->pr_wantfargs = 1;
	snprintf(argn, sizeof(argn), "arg%d", found + 2);
	if ((t = dt_node_new(sx->pp->p_ast, DT_NODE_TYPE, dnp->dn_line,
	    dnp->dn_col)) == NULL || (t->dn_tname = strdup(type)) == NULL ||
	    (a = dt_node_new(sx->pp->p_ast, DT_NODE_IDENT, dnp->dn_line,
	    dnp->dn_col)) == NULL || (a->dn_string = strdup(argn)) == NULL)
		return dt_nomem(sx);
	a->dn_flags |= DT_NF_BTKRETFUNC;	/* (no user's argN) */
	dnp->dn_kind = DT_NODE_CAST;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_type = t;
	dnp->dn_left = a;
	return 2;
}

/*
 * args->NAME: the argument of that name (a tracepoint's field) of every
 * probe of the clause, which becomes args[N] (returns 1), or, where the
 * probes have it at different places, a choice by the probe that fired
 * (returns 2: an OP3 node).
 */
int
dt_sema_btargs(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_clause_t *cp = sx->clause;
	dt_node_t *l = dnp->dn_left, *idx;
	int i, n, found = -1, differ = 0;
	int *pos = NULL;

	if (dnp->dn_op != DT_OP_ARROW && dnp->dn_op != DT_OP_DOT)
		return 0;
	if (l->dn_kind != DT_NODE_IDENT || strcmp(l->dn_string, "args") != 0)
		return 0;
	if (strcmp(dnp->dn_string, "__syscall_nr") == 0 &&
	    (i = bt_syscallnr(sx, dnp)) != 0)
		return i;
	if (l->dn_flags & DT_NF_BTKRETFUNC)
		return bt_kretfuncargs(sx, dnp);
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		dt_probe_t *prp = cp->c_probes[i];

		if (prp->pr_nargs < 0 && prp->pr_prov->pv_impl->pi_probe_info)
			prp->pr_prov->pv_impl->pi_probe_info(sx->dtp, prp);
		if (prp->pr_nargs <= 0)
			bt_uprobeargs(sx, prp);
		for (n = 0; n < prp->pr_nargs && n < DT_MAXARGS; n++) {
			if (prp->pr_argnames[n] != NULL &&
			    strcmp(prp->pr_argnames[n], dnp->dn_string) == 0)
				break;
		}
		if (n == prp->pr_nargs || n == DT_MAXARGS)
			return dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER,
			    "Struct/union of "
			    "type 'struct %s_%s_args' does not contain a field "
			    "named '%s'", prp->pr_mod, prp->pr_name,
			    dnp->dn_string);
		if (found >= 0 && n != found)
			differ = 1;
		found = n;
	}
	if (differ) {
		int rc;

		if ((pos = calloc((size_t)cp->c_nprobes, sizeof(int))) == NULL)
			return dt_nomem(sx);
		for (i = 0; i < cp->c_nprobes; i++) {
			dt_probe_t *prp = cp->c_probes[i];

			for (n = 0; n < prp->pr_nargs && n < DT_MAXARGS; n++)
				if (prp->pr_argnames[n] != NULL &&
				    strcmp(prp->pr_argnames[n],
				    dnp->dn_string) == 0)
					break;
			pos[i] = n;
		}
		rc = bt_args_byprobe(sx, dnp, pos);
		free(pos);
		return rc;
	}
	if (found < 0)
		return dt_dnerror(sx->dtp, dnp, D_ARGS_NONE,
		    "The args builtin can "
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

static int bt_sema_elems(dt_sctx_t *, dt_node_t *, dt_sinfo_t *,
    const char *const *);

/*
 * args itself (bpftrace 0.20 and later, "print(args)"): the record of
 * the probe's arguments, printed as a struct.  It is made the tuple of
 * args->NAME (dt_sema_btargs) for each argument of the clause's first
 * probe (after __syscall_nr for a syscall's tracepoint, as bpftrace has
 * it), the elements named.
 */
int
dt_sema_btargsval(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_clause_t *cp = sx->clause;
	const char *names[DT_MAXARGS + 1];
	dt_node_t *a, *id, **tail = &call->dn_args;
	dt_probe_t *prp = NULL;
	int n = 0, i;

	if (cp != NULL && cp->c_nprobes > 0) {
		prp = cp->c_probes[0];
		if (call->dn_flags & DT_NF_BTKRETFUNC)
			prp = bt_entryof(sx, prp);
		else if (prp->pr_nargs < 0 &&
		    prp->pr_prov->pv_impl->pi_probe_info != NULL)
			prp->pr_prov->pv_impl->pi_probe_info(sx->dtp, prp);
		if (prp != NULL && prp->pr_nargs <= 0 &&
		    !(call->dn_flags & DT_NF_BTKRETFUNC))
			bt_uprobeargs(sx, prp);
	}
	if (prp != NULL && prp->pr_prov->pv_impl->pi_bttype == DT_BT_SYSCALLS)
		names[n++] = "__syscall_nr";
	for (i = 0; prp != NULL && i < prp->pr_nargs && i < DT_MAXARGS &&
	    prp->pr_argnames[i] != NULL; i++)
		names[n++] = prp->pr_argnames[i];
	if (n == 0)
		return dt_dnerror(sx->dtp, call, D_ARGS_NONE, "The args builtin "
		    "can only be used with tracepoint probes");
	for (i = 0; i < n; i++) {
		if ((a = dt_node_new(sx->pp->p_ast, DT_NODE_OP2, call->dn_line,
		    call->dn_col)) == NULL || (id = dt_node_new(sx->pp->p_ast,
		    DT_NODE_IDENT, call->dn_line, call->dn_col)) == NULL ||
		    (id->dn_string = strdup("args")) == NULL ||
		    (a->dn_string = strdup(names[i])) == NULL)
			return dt_nomem(sx);
		id->dn_flags = call->dn_flags & DT_NF_BTKRETFUNC;
		a->dn_op = DT_OP_ARROW;
		a->dn_left = id;
		*tail = a;
		tail = &a->dn_next;
	}
	free(call->dn_string);
	if ((call->dn_string = strdup("__bt_tuple")) == NULL)
		return dt_nomem(sx);
	si->si_fn = dt_func_lookup(sx->dtp, "__bt_tuple");
	return bt_sema_elems(sx, call, si, names);
}

/* delete(@m[k]): the element of a map, a variable or an aggregation */
int
dt_sema_btdelete(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	if (bt_mapelem(sx, call, "delete") != 0)
		return -1;
	bt_void(si);
	return 0;
}

/*
 * has_key(@m, k) (bpftrace after 0.17): made has_key(@m[k]), the
 * element checked as delete()'s; 1 if the map has it
 */
int
dt_sema_bthaskey(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *m = call->dn_args, *a;

	if (!dt_bt_ismapref(m) && m->dn_kind != DT_NODE_AGG)
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "has_key() expects a map to be provided");
	if ((a = dt_node_new(sx->pp->p_ast, DT_NODE_ARRAY, m->dn_line,
	    m->dn_col)) == NULL)
		return dt_nomem(sx);
	a->dn_left = dt_bt_ismapref(m) ? m->dn_left : m;
	a->dn_args = m->dn_next;
	m->dn_next = NULL;
	call->dn_args = a;
	if (bt_mapelem(sx, call, "has_key") != 0)
		return -1;
	dt_type_int(&si->si_type, 1, 0, "uint8_t");
	return 0;
}

/*
 * len(@map), len(stack) and find(@map, key, $var) (later bpftrace,
 * docs/stdlib.md; their code is dt_bt_len.c's): find() is made
 * has_key(@map, key) ? ($var = @map[key], 1) : 0, so that $var gets the
 * element's value (and type, after a "let $var;") as an assignment would
 * give it; an aggregation's element read by __bt_aggval
 */
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

/* a new node of the tree, at the place of node at */
static dt_node_t *
bt_newnode(dt_sctx_t *sx, int kind, const dt_node_t *at, const char *s)
{
	dt_node_t *n = dt_node_new(sx->pp->p_ast, kind, at->dn_line,
	    at->dn_col);

	if (n != NULL && s != NULL && (n->dn_string = strdup(s)) == NULL)
		n = NULL;
	return n;
}

/* call made the expression e (its node, kind and operator given), and
 * analysed as such */
static int
bt_callbecomes(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si, int kind,
    dt_op_t op, dt_node_t *l, dt_node_t *r, const char *s)
{
	free(call->dn_string);
	call->dn_string = NULL;
	if (s != NULL && (call->dn_string = strdup(s)) == NULL)
		return dt_nomem(sx);
	call->dn_kind = kind;
	call->dn_op = op;
	call->dn_left = l;
	call->dn_right = r;
	call->dn_args = NULL;
	si->si_fn = NULL;
	return dt_sema_expr(sx, call);
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
	hk = bt_newnode(sx, DT_NODE_CALL, call, "__bt_has_key");
	elem = bt_newnode(sx, DT_NODE_ARRAY, m, NULL);
	map = dt_node_clone(sx->pp->p_ast, m->dn_kind == DT_NODE_AGG ? m :
	    m->dn_left, 0, 0);
	asgn = bt_newnode(sx, DT_NODE_OP2, var, NULL);
	comma = bt_newnode(sx, DT_NODE_OP2, call, NULL);
	one = bt_newnode(sx, DT_NODE_INT, call, NULL);
	zero = bt_newnode(sx, DT_NODE_INT, call, NULL);
	val = elem;
	if (agg != NULL && (val = bt_newnode(sx, DT_NODE_CALL, m,
	    "__bt_aggval")) != NULL)
		val->dn_args = elem;
	if (hk == NULL || elem == NULL || map == NULL || asgn == NULL ||
	    comma == NULL || one == NULL || zero == NULL || val == NULL ||
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
	call->dn_third = zero;
	return bt_callbecomes(sx, call, si, DT_NODE_OP3, DT_OP_NONE, hk,
	    comma, NULL);
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

/* ncpus (bpftrace after 0.17): the machine's possible CPUs, a constant */
int
dt_sema_btncpus(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	si->si_const = 1;
	si->si_int = dt_ncpus(sx->dtp);
	return 0;
}

/* pcomm (bpftrace after 0.17): curtask->group_leader->comm */
int
dt_sema_btpcomm(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *t = bt_newnode(sx, DT_NODE_IDENT, call, "curthread");
	dt_node_t *g = bt_newnode(sx, DT_NODE_OP2, call, "group_leader");

	if (t == NULL || g == NULL)
		return dt_nomem(sx);
	g->dn_op = DT_OP_ARROW;
	g->dn_left = t;
	return bt_callbecomes(sx, call, si, DT_NODE_OP2, DT_OP_ARROW, g, NULL,
	    "comm");
}

/* usermode (bpftrace after 0.17, x86-64): 1 if the probe fired in user
 * mode, (reg("cs") & 3) == 3 */
int
dt_sema_btusermode(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *r = bt_newnode(sx, DT_NODE_CALL, call, "__bt_reg");
	dt_node_t *cs = bt_newnode(sx, DT_NODE_STRING, call, "cs");
	dt_node_t *and = bt_newnode(sx, DT_NODE_OP2, call, NULL);
	dt_node_t *m1 = bt_newnode(sx, DT_NODE_INT, call, NULL);
	dt_node_t *m2 = bt_newnode(sx, DT_NODE_INT, call, NULL);

	if (r == NULL || cs == NULL || and == NULL || m1 == NULL || m2 == NULL)
		return dt_nomem(sx);
	if (bt_probekinds(sx, call, "usermode", bt_regkinds) != 0)
		return -1;
	cs->dn_len = 2;
	r->dn_args = cs;
	and->dn_op = DT_OP_BAND;
	and->dn_left = r;
	and->dn_right = m1;
	m1->dn_int = m2->dn_int = 3;
	return bt_callbecomes(sx, call, si, DT_NODE_OP2, DT_OP_EQ, and, m2,
	    NULL);
}

/* the map element delete() or has_key() (fn) is given, @m[k], checked */
static int
bt_mapelem(dt_sctx_t *sx, dt_node_t *call, const char *fn)
{
	dt_node_t *a = call->dn_args;
	const dt_sinfo_t *ai;

	if (a->dn_kind == DT_NODE_ARRAY && a->dn_left->dn_kind == DT_NODE_AGG) {
		dt_agg_t *agg = dt_agg_arg(sx, a->dn_left);
		dt_sinfo_t *li;
		char what[DTRACE_NAMELEN + 2];
		int fixed;

		if (agg == NULL)
			return dt_dnerror(sx->dtp, a, D_IDENT_UNDEF,
			    "Undefined map: @%s",
			    a->dn_left->dn_string);
		if (agg->a_funcset && !agg->a_keyed)
			return dt_dnerror(sx->dtp, a, D_PROTO_ARG,
			    "@%s used with a "
			    "different key signature than before",
			    agg->a_name);
		fixed = agg->a_funcset;
		snprintf(what, sizeof(what), "@%s", a->dn_left->dn_string);
		if (dt_sema_keys(sx, &a->dn_args, &agg->a_keys, &fixed, a,
		    what) != 0)
			return -1;
		agg->a_keyed = 1;
		SINFO(sx, a, li);
		li->si_agg = agg;
		return 0;
	}
	if (dt_sema_expr(sx, a) != 0)
		return -1;
	ai = a->dn_sema;
	if (ai->si_kind != DT_SI_VAR || ai->si_var->v_kind != DT_VAR_ARRAY ||
	    !ai->si_var->v_bt)
		return dt_dnerror(sx->dtp, a, D_PROTO_ARG,
		    "%s() expects a map element", fn);
	return 0;
}

/* a tracepoint GROUP:EVENT a probe list names that the kernel does not
 * have: bpftrace's warning; it is counted among the probes attached and
 * said not found when they are (bpftrace tries it), the others run */
static int
bt_tpmissing(dt_sctx_t *sx, const dt_node_t *pd, const char *group,
    const char *event)
{
	dt_compiled_t *pp = sx->pp;
	char **v;

	if (dt_program_btwarn(sx->dtp, pd, -1, "tracepoint not found: %s:%s",
	    group, event) != 0)
		return -1;
	if ((v = realloc(pp->p_btmissing, sizeof(*v) *
	    (size_t)(pp->p_nbtmissing + 1))) == NULL)
		return dt_nomem(sx);
	pp->p_btmissing = v;
	if ((v[pp->p_nbtmissing] = malloc(strlen(group) + strlen(event) +
	    2)) == NULL)
		return dt_nomem(sx);
	sprintf(v[pp->p_nbtmissing++], "%s/%s", group, event);
	return 0;
}

int
dt_sema_btnomatch(dt_sctx_t *sx, const dt_node_t *pd,
    const dtrace_probedesc_t *desc, int inlist)
{
	int glob = strpbrk(desc->prb, "*?[") != NULL ||
	    strpbrk(desc->fun, "*?[") != NULL;
	char event[DTRACE_FUNCNAMELEN + 16];
	size_t n;
	const dt_provimpl_t *pi = dt_provider_byname(sx->dtp, desc->prv);
	int bt = pi != NULL ? pi->pi_bttype : DT_BT_OTHER;

	if (bt == DT_BT_TRACEPOINT && inlist && !glob)
		return bt_tpmissing(sx, pd, desc->mod, desc->prb);
	if (bt == DT_BT_TRACEPOINT)
		return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
		    "tracepoint%s not found: "
		    "%s:%s", glob ? "s" : "", desc->mod, desc->prb);
	if (bt == DT_BT_SYSCALLS) {	/* tracepoint:syscalls: */
		snprintf(event, sizeof(event), "sys_%s_%s",
		    strcmp(desc->prb, "entry") == 0 ? "enter" : "exit",
		    desc->fun);
		if (inlist && !glob)
			return bt_tpmissing(sx, pd, "syscalls", event);
		return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
		    "tracepoint%s not found: "
		    "syscalls:%s", glob ? "s" : "", event);
	}
	/* kprobe:, kfunc: (bpftrace's warning); a pattern that matches no
	 * function is left out ("No probes to attach" if none is left) */
	if (bt == DT_BT_KERNEL && glob)
		return 0;
	if (bt == DT_BT_KERNEL)
		return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
		    "%s is not traceable (either non-existing, inlined, or "
		    "marked as \"notrace\")", desc->fun);
	if (bt == DT_BT_RAWTP)
		return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
		    "rawtracepoint not found: "
		    "%s", desc->prb);
	if (bt == DT_BT_PERF)
		return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
		    "%s is not a %s probe",
		    desc->fun, desc->mod);
	/* a uprobe or USDT probe (pid0, PROV0: in any process) its object
	 * does not have is left out, as bpftrace leaves it out ("No probes
	 * to attach" if none is left) */
	n = strlen(desc->prv);
	if (n >= 2 && desc->prv[n - 1] == '0' &&
	    (desc->prv[n - 2] < '0' || desc->prv[n - 2] > '9'))
		return 0;
	/* so is a USDT probe that -p's process does not have */
	snprintf(event, sizeof(event), "pid%d", (int)sx->dtp->dt_target);
	if (sx->dtp->dt_target > 0 && n > strlen(event) - 3 &&
	    strcmp(desc->prv + n - (strlen(event) - 3), event + 3) == 0 &&
	    strcmp(desc->prv, event) != 0)
		return 0;
	return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
	    "No probes matched: %s:%s:%s:%s",
	    desc->prv, desc->mod, desc->fun, desc->prb);
}

/* a function of a uprobe's object, found by name or by a file offset
 * in it */
typedef struct bt_upfn {
	const char *uf_name;		/* wanted: by name, else by uf_at */
	uint64_t uf_at;
	char uf_found[256];
	uint64_t uf_off, uf_size;
} bt_upfn_t;

static int
bt_upfn_cb(const char *name, uint64_t off, uint64_t size, int bind,
    void *arg)
{
	bt_upfn_t *u = arg;

	(void)bind;
	if (u->uf_name != NULL ? strcmp(name, u->uf_name) != 0 :
	    u->uf_at < off || u->uf_at >= off + size)
		return 0;
	snprintf(u->uf_found, sizeof(u->uf_found), "%s", name);
	u->uf_off = off;
	u->uf_size = size;
	return 1;
}

/*
 * uprobe:PATH:ADDRESS (the front end's function 0xADDRESS): the function
 * of the object whose code holds it, the probe at its offset there;
 * an address no function holds is left for bt_uprobe_check
 */
static void
bt_uprobe_addr(dtrace_probedesc_t *desc)
{
	bt_upfn_t u;
	uint64_t at;

	if (strcmp(desc->prv, "pid0") != 0 || strncmp(desc->fun, "0x", 2) != 0)
		return;
	memset(&u, 0, sizeof(u));
	if (dt_uelf_vaoff(desc->mod, strtoull(desc->fun, NULL, 16), &at) != 0)
		return;
	u.uf_at = at;
	if (dt_uelf_funcs(desc->mod, bt_upfn_cb, &u) != 1 ||
	    strlen(u.uf_found) >= sizeof(desc->fun))
		return;
	memcpy(desc->fun, u.uf_found, strlen(u.uf_found) + 1);
	if (at == u.uf_off)
		snprintf(desc->prb, sizeof(desc->prb), "entry");
	else
		snprintf(desc->prb, sizeof(desc->prb), "%llx",
		    (unsigned long long)(at - u.uf_off));
}

/* a probe bpftrace fails to attach: counted among the attached, its
 * error (the first) told by dtrace_go() */
static int
bt_attacherr(dt_sctx_t *sx, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static int
bt_attacherr(dt_sctx_t *sx, const char *fmt, ...)
{
	dt_compiled_t *pp = sx->pp;
	va_list ap;
	char msg[PATH_MAX + 512];

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	pp->p_nbtattacherr++;
	if (pp->p_btattacherr == NULL &&
	    (pp->p_btattacherr = strdup(msg)) == NULL)
		return dt_nomem(sx);
	return 1;
}

/*
 * A uprobe at an address or at FUNC+OFFSET: bpftrace's errors when it
 * attaches (an address in no function, an offset past the function's
 * end or inside an instruction); 1 when it is one, -1 on an error, 0 to
 * match it.  FUNC not found: matched (nothing), as bpftrace leaves it.
 */
static int
bt_uprobe_check(dt_sctx_t *sx, const dtrace_probedesc_t *desc)
{
	unsigned long long off;
	uint64_t *offs;
	size_t n, i;
	bt_upfn_t u;
	int rc;

	if (strcmp(desc->prv, "pid0") != 0 || strchr(desc->mod, '/') == NULL)
		return 0;
	if (strncmp(desc->fun, "0x", 2) == 0)
		return bt_attacherr(sx, "Could not resolve address: %s:%s",
		    desc->mod, desc->fun);
	if (strcmp(desc->prb, "entry") == 0 || !dt_uprobe_isoffset(desc->prb))
		return 0;
	memset(&u, 0, sizeof(u));
	u.uf_name = desc->fun;
	if (dt_uelf_funcs(desc->mod, bt_upfn_cb, &u) != 1)
		return 0;
	off = strtoull(desc->prb, NULL, 16);
	if (off >= u.uf_size)
		return bt_attacherr(sx, "Offset outside the function bounds "
		    "('%s' size is %llu)", desc->fun,
		    (unsigned long long)u.uf_size);
	if ((rc = dt_uelf_insns(desc->mod, u.uf_off, u.uf_size, &offs,
	    &n)) != 0)
		return 0;	/* the pid provider says why */
	for (i = 0; i < n && offs[i] != off; i++)
		continue;
	free(offs);
	if (i == n)
		return bt_attacherr(sx, "Could not add uprobe into middle of "
		    "instruction: %s:%s+%llu", desc->mod, desc->fun, off);
	return 0;
}

int
dt_sema_btobject(dt_sctx_t *sx, const dt_node_t *pd,
    dtrace_probedesc_t *desc)
{
	size_t n = strlen(desc->prv);
	int uprobe = strcmp(desc->prv, "pid0") == 0, nfound;
	char path[PATH_MAX];

	if (dt_sema_btparampd(sx, pd) != 0)
		return -1;
	if (!uprobe && (n < 2 || desc->prv[n - 1] != '0' ||
	    (desc->prv[n - 2] >= '0' && desc->prv[n - 2] <= '9')))
		return 0;	/* not in every process */
	if (uprobe && strchr(desc->mod, '/') != NULL)
		bt_uprobe_addr(desc);
	if (strchr(desc->mod, '/') != NULL || desc->mod[0] == '\0' ||
	    strpbrk(desc->mod, "*?[") != NULL)
		return 0;
	if (dtrace_uprobe_target(sx->dtp, desc->mod, uprobe, path,
	    sizeof(path), &nfound) != 0)
		return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
		    "%s", sx->dtp->dt_errmsg);
	if (nfound > 1)
		(void)dt_program_btwarn(sx->dtp, pd, -1, "attaching to %s "
		    "target file '%s' but matched %d binaries", uprobe ?
		    "uprobe" : "usdt", path, nfound);
	/* the probes are of the file found, named by that path (their
	 * `probe`), as bpftrace names them */
	if (strlen(path) < sizeof(desc->mod))
		memcpy(desc->mod, path, strlen(path) + 1);
	if (uprobe)
		bt_uprobe_addr(desc);
	return 0;
}

/* a USDT probe's file given by a pattern of paths, in the target
 * process: the one file it names (several: left to match nothing); with
 * -p, as bpftrace 0.17, the one of the process's objects whose path
 * under /proc/PID/root it matches */
static void
bt_target_glob(dtrace_hdl_t *dtp, dtrace_probedesc_t *desc)
{
	int pid = (int)dtp->dt_target;
	char exe[PATH_MAX], root[PATH_MAX + 64];
	const char *one = NULL;
	dt_uelf_list_t l;
	size_t i, n = 0;

	if (strchr(desc->mod, '*') == NULL || strchr(desc->mod, '/') == NULL)
		return;
	if (dt_proc_execpath(dtp, pid) != NULL) {
		if (dt_uprobe_glob(dtp, desc->mod, &l) != 0)
			return;
		n = l.ul_n;
		one = n > 0 ? l.ul_paths[0] : NULL;
	} else if (dt_uprobe_objects(dtp, pid, &l, exe, sizeof(exe)) == 0) {
		for (i = 0; i < l.ul_n; i++) {
			snprintf(root, sizeof(root), "/proc/%d/root%s", pid,
			    dt_uprobe_nspath(l.ul_paths[i], pid));
			if (fnmatch(desc->mod, root, 0) == 0 && n++ == 0)
				one = dt_uprobe_nspath(l.ul_paths[i], pid);
		}
	}
	if (n == 1 && strlen(one) < sizeof(desc->mod))
		memcpy(desc->mod, one, strlen(one) + 1);
	dt_uelf_list_free(&l);
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
	/* as bpftrace 0.17, -p and -c filter only USDT probes: a uprobe is
	 * on its object in every process */
	if (strcmp(desc->prv, "pid0") == 0)
		return;
	snprintf(desc->prv + n - 1, sizeof(desc->prv) - (n - 1), "%d",
	    (int)dtp->dt_target);
	/* the process's modules are a.out and its libraries' file names;
	 * a program or library named without a path is looked for as in
	 * every process (in $PATH, the library directories) */
	if (strchr(desc->mod, '/') == NULL && desc->mod[0] != '\0' &&
	    strcmp(desc->mod, "a.out") != 0 &&
	    dt_uprobe_anyproc(dtp, desc->mod, mod, sizeof(mod)) == 0) {
		slash = strrchr(mod, '/');
		memmove(desc->mod, slash + 1, strlen(slash + 1) + 1);
		return;
	}
	bt_target_glob(dtp, desc);
	if ((slash = strrchr(desc->mod, '/')) == NULL)
		return;
	snprintf(link, sizeof(link), "/proc/%d/exe", (int)dtp->dt_target);
	created = dt_proc_execpath(dtp, dtp->dt_target);
	if (realpath(desc->mod, mod) == NULL) {
		/* a path in the process's mount namespace, not here: as
		 * it names its program */
		ssize_t len;

		if (created != NULL || (len = readlink(link, exe,
		    sizeof(exe) - 1)) < 0)
			return;
		exe[len] = '\0';
		if (strcmp(exe, desc->mod) == 0)
			snprintf(desc->mod, sizeof(desc->mod), "a.out");
		else
			memmove(desc->mod, slash + 1, strlen(slash + 1) + 1);
		return;
	}
	if (created != NULL ? realpath(created, exe) != NULL :
	    realpath(link, exe) != NULL) {
		if (strcmp(exe, mod) == 0) {
			snprintf(desc->mod, sizeof(desc->mod), "a.out");
			return;
		}
	}
	memmove(desc->mod, slash + 1, strlen(slash + 1) + 1);
}

/*
 * A probe description of a bt clause, before it is matched: a
 * watchpoint:FUNC+argN (perf:watchpoint:FUNC+argN:LEN-MODE) needs a
 * target process and an argument x86-64 passes in a register, as
 * bpftrace 0.17 says; an iter: probe is refused with its words.  -1: an
 * error, 0: match it.
 */
int
dt_sema_btwatchdesc(dt_sctx_t *sx, const dt_node_t *clause,
    const dt_node_t *pd, const dtrace_probedesc_t *desc)
{
	const char *plus;
	unsigned long long argn;
	const dt_provimpl_t *pi;
	int n;

	if (clause->dn_flags & DT_NF_BTSETUP)
		return 0;
	if ((n = bt_uprobe_check(sx, desc)) != 0)
		return n;
	/* bpftrace 0.17 refuses when it attaches: "error: ..." */
	if (pd->dn_flags & DT_NF_BTBANNED)
		return bt_attacherr(sx, "error: kretprobe:%s can't be used as "
		    "it might lock up your system.", desc->fun);
	/* iter:NAME: bpftrace 0.17 sees no iterator on this kernel (its
	 * test of the kernel fails, though BPF_TRACE_ITER programs load) */
	if (strcmp(desc->prv, "iter") == 0)
		return dt_dnerror(sx->dtp, pd, D_PDESC_ZERO,
		    "iter %s not available "
		    "for your kernel version.", desc->prb);
	if ((pi = dt_provider_byname(sx->dtp, desc->prv)) == NULL ||
	    pi->pi_bttype != DT_BT_PERF || (strcmp(desc->mod,
	    "watchpoint") != 0 && strcmp(desc->mod, "asyncwatchpoint") != 0) ||
	    (plus = strstr(desc->fun, "+arg")) == NULL)
		return 0;
	argn = strtoull(plus + 4, NULL, 10);
	if (sx->dtp->dt_target <= 0 && argn > 5) {
		char m[64];
		const char *msgs[2] = { "-p PID or -c CMD required for "
		    "watchpoint", m };

		snprintf(m, sizeof(m), "x86_64 doesn't support arg%llu", argn);
		return dt_bt_errors(sx->dtp, pd, D_PDESC_INVAL, 0, 2, msgs);
	}
	if (sx->dtp->dt_target <= 0)
		return dt_dnerror(sx->dtp, pd, D_PROC_GRAB, "-p PID or -c CMD "
		    "required for watchpoint");
	if (argn > 5)
		return dt_dnerror(sx->dtp, pd, D_PDESC_INVAL,
		    "x86_64 doesn't support "
		    "arg%llu", argn);
	return 0;
}

/*
 * __bt_watch("watchpoint:FUNC+argN:LEN-MODE", argN), in the clause the
 * front end makes to set a watchpoint up: the address for the consumer
 * (see dt_cg_btwatch)
 */
int
dt_sema_btwatch(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args->dn_next;
	dt_action_t *ap;
	dt_type_t t;

	if (dt_sema_expr(sx, a) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_BTWATCH, 1, call->dn_line)) ==
	    NULL || (ap->ac_str = strdup(call->dn_args->dn_string)) == NULL)
		return dt_nomem(sx);
	dt_type_int(&t, 8, 0, "uint64_t");
	dt_field_place(sx, &ap->ac_fields[0], &t);
	call->dn_args = a;	/* the fields: the address */
	si->si_act = ap;
	bt_void(si);
	return 0;
}

/* unwatch(addr): the breakpoints on addr are removed (by the consumer,
 * when it reads the record, as bpftrace 0.17 does) */
int
dt_sema_btunwatch(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	dt_action_t *ap;
	dt_type_t t;

	if (dt_needs_value(sx, a, "unwatch", 1) != 0)
		return -1;
	if (!dt_is_int(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "unwatch() only "
		    "supports integer arguments (%s provided)",
		    dt_bt_kind(sx, a));
	if ((ap = dt_action_new(sx, DT_ACT_BTUNWATCH, 1, call->dn_line)) ==
	    NULL)
		return dt_nomem(sx);
	dt_type_int(&t, 8, 0, "uint64_t");
	dt_field_place(sx, &ap->ac_fields[0], &t);
	si->si_act = ap;
	bt_void(si);
	return 0;
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
			return dt_dnerror(sx->dtp, where, D_IDENT_BADREF,
			    "%s can not be "
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

/* a 64-bit integer the consumer puts in words (sym), named name */
static void
bt_symint(dt_type_t *t, int sign, dt_symkind_t sym, const char *name)
{
	dt_type_int(t, 8, sign, sign ? "int64_t" : "uint64_t");
	t->t_sym = sym;
	snprintf(t->t_name, sizeof(t->t_name), "%s", name);
}

static void
bt_void(dt_sinfo_t *si)
{
	memset(&si->si_type, 0, sizeof(si->si_type));
	si->si_type.t_kind = DT_TK_VOID;
}

/* @m as the front end leaves a map without a key: @m[0], flagged */
int
dt_bt_ismapref(const dt_node_t *a)
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

	if (!dt_bt_ismapref(a) || (vp = dt_var_find(sx, a->dn_left->dn_string,
	    DT_VAR_ARRAY)) == NULL || !vp->v_bt)
		return NULL;
	return vp;
}

/*
 * Under -O openbsd, print(@m), clear(@m) and zero(@m) of a map variable
 * with keys (its own BPF map) happen when they run, as in OpenBSD's
 * btrace: the program sends print's elements as they are then, and
 * clears or zeroes the map itself (dt_cg_btsnap)
 */
static int
bt_mapsnap(const dt_sctx_t *sx, const dt_var_t *vp)
{
	return vp != NULL && !(vp->v_bt & DT_VBT_SCALAR) &&
	    sx->dtp->dt_options[DT_OPT_OFORMAT] == DT_OFORMAT_BTOPENBSD;
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

	if (a->dn_kind == DT_NODE_AGG && (agg = dt_agg_arg(sx, a)) == NULL)
		return dt_dnerror(sx->dtp, a, D_IDENT_UNDEF,
		    "Undefined map: @%s",
		    a->dn_string);
	if (agg == NULL && dt_bt_ismapref(a) && (vp = bt_mapvar(sx, a)) == NULL)
		return dt_dnerror(sx->dtp, a, D_IDENT_UNDEF,
		    "Undefined map: %s",
		    a->dn_left->dn_string);
	if (agg == NULL && vp == NULL) {
		if (a->dn_kind == DT_NODE_ARRAY && !(a->dn_flags &
		    DT_NF_BTSCALAR) && (a->dn_left->dn_kind == DT_NODE_AGG ||
		    (a->dn_left->dn_kind == DT_NODE_IDENT &&
		    a->dn_left->dn_string[0] == '@')))
			return dt_dnerror(sx->dtp, call, D_PRINTA_AGGARG,
			    "The map passed "
			    "to print() should not be indexed by a key");
		if (a->dn_next != NULL)
			return dt_dnerror(sx->dtp, call, D_PROTO_LEN,
			    "Non-map print() "
			    "only takes 1 argument, %d found", 1 +
			    (a->dn_next->dn_next != NULL ? 2 : 1));
		return dt_sema_print(sx, call, si);
	}
	for (x = a->dn_next; x != NULL; x = x->dn_next) {
		if (dt_sema_expr(sx, x) != 0)
			return -1;
		if (!dt_is_int(x))	/* (bpftrace's final pass) */
			return dt_lateerr(sx, 2, call, D_PROTO_ARG, "print() expects a "
			    "integer literal (%s provided)", dt_bt_kind(sx, x));
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
	ap->ac_btsnap = bt_mapsnap(sx, vp);
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
		return dt_dnerror(sx->dtp, call, D_CLEAR_AGGARG,
		    "The map passed to %s() "
		    "should not be indexed by a key", zero ? "zero" : "clear");
	if (!dt_bt_ismapref(a))
		return dt_dnerror(sx->dtp, call, D_CLEAR_AGGARG,
		    "%s() expects a map to "
		    "be provided", zero ? "zero" : "clear");
	if ((vp = bt_mapvar(sx, a)) == NULL)
		return dt_dnerror(sx->dtp, a, dt_bt_ismapref(a) ?
		    D_IDENT_UNDEF : D_CLEAR_AGGARG, dt_bt_ismapref(a) ?
		    "Undefined map: %s" : "%s() expects a map to be provided",
		    dt_bt_ismapref(a) ? a->dn_left->dn_string : zero ? "zero" :
		    "clear");
	if ((ap = dt_action_new(sx, zero ? DT_ACT_BTZERO : DT_ACT_BTCLEAR, 0,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	ap->ac_var = vp;
	ap->ac_btsnap = bt_mapsnap(sx, vp);
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
		    dt_dnerror(sx->dtp, call, D_PROTO_ARG, "time() expects a "
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
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "strftime() expects a "
		    "string literal as its first argument");
	if (dt_sema_expr(sx, f) != 0 || dt_needs_value(sx, ns, "strftime",
	    2) != 0)
		return -1;
	if (!dt_is_int(ns))
		return dt_dnerror(sx->dtp, ns, D_PROTO_ARG,
		    "strftime() expects an "
		    "integer for its second argument");
	bt_symint(&si->si_type, 0, DT_SYM_BTTIME, "timestamp");
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
		return dt_dnerror(sx->dtp, a, D_PROTO_ARG,
		    "join() expects an array "
		    "of strings (char **)");
	if (a->dn_next != NULL && (sep = bt_literal(a->dn_next)) == NULL)
		return dt_dnerror(sx->dtp, a->dn_next, D_PROTO_ARG,
		    "join() expects "
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
		    dt_dnerror(sx->dtp, call, D_PROTO_ARG, "kaddr() expects a "
		    "string literal (%s provided)", dt_bt_kind(sx,
		    call->dn_args));
	/* bpftrace finds out as it generates code: no place in the text */
	if (dt_symfmt_kaddr(sx->dtp, name, &addr, &size) != 0)
		return dt_dnerror(sx->dtp, NULL, D_SYM_BADREF,
		    "Failed to compile: "
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
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "uaddr() expects a "
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
			return dt_dnerror(sx->dtp, call, D_SYM_BADREF,
			    "Could not "
			    "resolve symbol: %s:%s", path, name);
		if (i > 0 && a != addr)
			return dt_dnerror(sx->dtp, call, D_SYM_BADREF,
			    "uaddr(\"%s\") "
			    "is not at the same address in every probe of the "
			    "clause", name);
		addr = a;
		size = z;
	}
	base = size == 1 ? "char" : size == 2 ? "short" : size == 4 ? "int" :
	    "long";
	if (dt_type_lookup(sx->dtp, base, 1, &si->si_type) != 0 &&
	    dt_type_parse("int64_t *", &si->si_type) != 0)
		return dt_type_error(sx, call, D_TYPE_ERR);
	si->si_const = 1;
	si->si_int = (int64_t)addr;
	return 0;
}

/* a kind of probe without sargN */
static int
bt_nosargs(dt_sctx_t *sx, const char *kind, int unused)
{
	(void)sx;
	(void)unused;
	return strcmp(kind, "kprobe") != 0 && strcmp(kind, "uprobe") != 0;
}

/* sargN (a reg("sp") the front end made): only in kprobes and uprobes,
 * bpftrace's error for each attach point of another kind */
static int
bt_sargkinds(dt_sctx_t *sx, const dt_node_t *call)
{
	const char *msgs[8];
	char m[96];
	int i, n = 0;

	snprintf(m, sizeof(m), "The sarg%llu builtin can only be used with "
	    "'kprobes' and 'uprobes' probes", (unsigned long long)
	    call->dn_int);
	for (i = bt_badpoints(sx, bt_nosargs, 0); i > 0 && n < 8; i--)
		msgs[n++] = m;
	return n == 0 ? 0 : dt_bt_errors(sx->dtp, call, D_IDENT_BADREF, 0, n,
	    msgs);
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
	const char *name = bt_literal(call->dn_args);
	size_t i;

	if (name == NULL)
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "reg() expects a string "
		    "literal");
	if ((call->dn_flags & DT_NF_BTSARG) && bt_sargkinds(sx, call) != 0)
		return -1;
	if (bt_probekinds(sx, call, "reg", bt_regkinds) != 0)
		return -1;
	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		if (strcmp(regs[i], name) == 0)
			break;
	if (i == sizeof(regs) / sizeof(regs[0]))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "'%s' is not a valid "
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
 * its NUL) at p; an array's whole size without n; a string's first n
 * bytes (zeroes after its end, as its buffer has them in bpftrace)
 */
int
dt_sema_btbuf(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *n = a->dn_next;
	uint32_t cap = DT_STRSIZE(sx->dtp) + 1, size, room;
	dt_type_t *t = &si->si_type;

	sx->keeparray = 1;
	if (dt_needs_value(sx, a, "buf", 1) != 0)
		return -1;
	size = bt_arraysize(sx, a);
	if (size == 0 && !dt_is_int(a) && !dt_is_str(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "buf() expects an "
		    "integer, string, or array argument but saw %s",
		    dt_node_type(a)->t_name);
	if (n == NULL && size == 0)
		return dt_dnerror(sx->dtp, call, D_PROTO_LEN,
		    "buf() expects a length "
		    "argument for non-array type %s", dt_node_type(a)->t_name);
	if (n != NULL) {
		const dt_sinfo_t *ni;

		if (dt_needs_value(sx, n, "buf", 2) != 0)
			return -1;
		if (!dt_is_int(n))
			return dt_dnerror(sx->dtp, n, D_PROTO_ARG,
			    "buf() expects an "
			    "integer for its length");
		ni = n->dn_sema;
		if (ni->si_const && ni->si_int >= 0 &&
		    (uint64_t)ni->si_int < cap)
			cap = (uint32_t)ni->si_int;
	} else if (size < cap)
		cap = size;
	memset(t, 0, sizeof(*t));
	t->t_kind = DT_TK_STACK;
	/* a string is read with its NUL: room for one more byte */
	room = cap + (dt_is_str(a) ? 1 : 0);
	t->t_size = 8 + ROUND8(room > 0 ? room : 1);
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
			return dt_dnerror(sx->dtp, a, D_PROTO_ARG,
			    "ntop() expects "
			    "an integer for its address family");
	}
	sx->keeparray = 1;
	if (dt_needs_value(sx, addr, "ntop", addr == a ? 1 : 2) != 0)
		return -1;
	size = bt_arraysize(sx, addr);
	{
		unsigned char b[16];
		int pn = dt_bt_pton_bytes(addr, b);

		if (pn > 0)
			size = (uint32_t)pn;
		else if (dt_node_type(addr)->t_sym == DT_SYM_BTPTON)
			size = dt_node_type(addr)->t_aux;	/* $p = pton() */
	}
	if (size == 0 && !dt_is_int(addr) && !dt_is_str(addr))
		return dt_dnerror(sx->dtp, addr, D_PROTO_ARG,
		    "ntop() expects an "
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
		return dt_dnerror(sx->dtp, call, D_UNKNOWN,
		    "signal() is an unsafe "
		    "function being used in safe mode");
	if (bt_probekinds(sx, call, "signal", kinds) != 0)
		return -1;
	if (name != NULL) {
		s = strncmp(name, "SIG", 3) == 0 ? name + 3 : name;
		for (i = 1; i < sizeof(names) / sizeof(names[0]); i++)
			if (strcmp(names[i], s) == 0)
				sig = (int64_t)i;
		if (sig < 0)
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "%s is not a "
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
				return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
				    "%lld "
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
		return dt_lateerr(sx, 2, call, D_PROTO_ARG, "strncmp() only "
		    "supports string arguments (%s provided)",
		    dt_bt_kind(sx, a));
	if (!dt_is_str(b)) {
		/* bpftrace reports each argument, in its final pass */
		if (!dt_is_str(a)) {
			dt_lateerr(sx, 2, call, D_PROTO_ARG, "strncmp() only "
			    "supports string arguments (%s provided)",
			    dt_bt_kind(sx, a));
			dt_bt_errkeep(sx->dtp);
		}
		return dt_lateerr(sx, 2, call, D_PROTO_ARG, "strncmp() only "
		    "supports string arguments (%s provided)",
		    dt_bt_kind(sx, b));
	}
	ni = n->dn_sema;
	if (!ni->si_const || ni->si_int < 0)
		return dt_dnerror(sx->dtp, n, D_PROTO_ARG,
		    "strncmp() expects a "
		    "non-negative integer literal as its third argument");
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	return 0;
}

/*
 * func: the function the probed instruction is in, as bpftrace has it in
 * uprobes and uretprobes: usym() of the address the probe fired at, in a
 * uretprobe of the one it returns to (its caller's); in kprobes and
 * kretprobes the probed function
 */
int
dt_sema_btfunc(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_clause_t *cp = sx->clause;
	const dt_func_t *fp;
	dt_node_t *a;
	char kind[64];
	int i, kernel = 0;

	if ((call->dn_flags & DT_NF_BTKFUNC) && cp != NULL &&
	    cp->c_nprobes > 0)
		return dt_dnerror(sx->dtp, call, D_IDENT_BADREF, "The func "
		    "builtin can not be used with '%s' probes",
		    strcmp(cp->c_probes[0]->pr_name, "return") == 0 ?
		    "kretfunc" : "kfunc");
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++)
		kernel += cp->c_probes[i]->pr_prov->pv_impl->pi_bttype ==
		    DT_BT_KERNEL;
	if (kernel > 0 && kernel == cp->c_nprobes) {
		/* kprobes: the probed function, the probe's own */
		call->dn_kind = DT_NODE_IDENT;
		call->dn_args = NULL;
		free(call->dn_string);
		if ((call->dn_string = strdup("probefunc")) == NULL)
			return dt_nomem(sx);
		(void)si;
		return dt_sema_expr(sx, call);
	}
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		if (strcmp(kind, "uprobe") != 0 &&
		    strcmp(kind, "uretprobe") != 0)
			return dt_dnerror(sx->dtp, call, D_IDENT_BADREF,
			    "The func "
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
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "cgroupid() expects a "
		    "string literal");
	h.fh.handle_bytes = 8;
	if (name_to_handle_at(AT_FDCWD, path, &h.fh, &mnt, 0) != 0)
		return dt_dnerror(sx->dtp, NULL, D_UNKNOWN,
		    "Failed to compile: "
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
	case DT_SYM_BTMAC:
		return "mac_address";
	case DT_SYM_BTCGPATH:
		return "cgroup_path";
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
	else if (t != NULL && (t->t_kind == DT_TK_SOU ||
	    t->t_kind == DT_TK_ARRAY) && t->t_sym == DT_SYM_NONE)
		dt_bt_typestr_t(t, buf, len);
	else if (strcmp(k, "integer") == 0)
		snprintf(buf, len, "%sint%u", a->dn_kind != DT_NODE_INT &&
		    !t->t_signed ? "unsigned " : "", a->dn_kind == DT_NODE_INT ?
		    64 : t->t_size * 8);
	else
		snprintf(buf, len, "%s", k);
}

/* an array type's C name ("int32_t [4]", "struct inner [2]") as
 * bpftrace writes it: "int32[4]", "struct inner[2]" */
static void
bt_arraytypestr(const char *cname, char *buf, size_t len)
{
	const char *dims = strstr(cname, " [");
	size_t n = dims != NULL ? (size_t)(dims - cname) : strlen(cname);

	if (dims == NULL)
		dims = "";
	else
		dims++;
	/* bpftrace's integer types have no _t */
	if (n > 2 && strncmp(cname + n - 2, "_t", 2) == 0 &&
	    (strncmp(cname, "int", 3) == 0 || strncmp(cname, "uint", 4) == 0))
		n -= 2;
	snprintf(buf, len, "%.*s%s", (int)n, cname, dims);
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
	else if (t->t_kind == DT_TK_ARRAY && t->t_sym == DT_SYM_NONE)
		bt_arraytypestr(t->t_name, buf, len);
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
	rc = dt_lateerr(sx, 1, where, D_PROTO_ARG, "Argument mismatch for %s: trying to "
	    "access with arguments: [%s] when map expects arguments: [%s]",
	    what, have, want);
	DT_BTD(sx->dtp)->bterr_brackets = 1;
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
	return dt_lateerr(sx, 2, dnp, D_OP_INCOMPAT, "Type mismatch for '%s': comparing "
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
	if (map && was->t_kind == DT_TK_INT) {
		dt_type_t w64 = *was;	/* a map's integers are 64-bit */

		w64.t_size = 8;
		dt_bt_typestr_t(&w64, w, sizeof(w));
	} else {
		dt_bt_typestr_t(was, w, sizeof(w));
	}
	/* a keyed map's place ends with its key, where "= " is (taken to
	 * be one blank before the '=') */
	if (map && at != dnp && dnp->dn_left->dn_kind == DT_NODE_ARRAY &&
	    !(dnp->dn_left->dn_flags & DT_NF_BTSCALAR) &&
	    dnp->dn_line == at->dn_line && dnp->dn_col - 1 > at->dn_col)
		DT_BTD(sx->dtp)->bterr_end = dnp->dn_col - 1;
	return dt_dnerror(sx->dtp, at, D_OP_INCOMPAT,
	    "Type mismatch for %s: trying to "
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

/* a predicate that is not an integer: marked with its closing '/' */
int
dt_bt_prederr(dt_sctx_t *sx, const dt_node_t *pred)
{
	dt_dnerror(sx->dtp, pred, D_PRED_SCALAR,
	    "Invalid type for predicate: %s",
	    dt_bt_kind(sx, pred));
	DT_BTD(sx->dtp)->bterr_more = 1;
	return -1;
}

/* an if whose condition is not an integer: bpftrace gives no place (its
 * line 1, column 1, nothing marked) */
int
dt_bt_conderr(dt_sctx_t *sx, const dt_node_t *cond)
{
	dt_node_t at = { .dn_kind = DT_NODE_INT, .dn_line = 1, .dn_col = 1 };
	/* (one of no type is not a later pass's) */
	int rc = dt_lateerr(sx, dt_node_type(cond)->t_kind == DT_TK_VOID ?
	    0 : 2, &at, D_PRED_SCALAR, "Invalid condition in if(): %s", dt_bt_kind(sx, cond));

	DT_BTD(sx->dtp)->bterr_ecol = -1;
	return rc;
}

/* the first error the front end left in expression dnp for this pass
 * (a call of __bt_error("message"), its place dn_len long if not 0, else
 * the expression's there): reported, -1; else 0 */
int
dt_bt_deferred(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *a;

	if (dnp == NULL)
		return 0;
	if (dnp->dn_kind == DT_NODE_CALL &&
	    strcmp(dnp->dn_string, "__bt_error") == 0) {
		int rc = dt_dnerror(sx->dtp, dnp, D_PRAGERR, "%s",
		    dnp->dn_args->dn_string);

		if (dnp->dn_len > 0)	/* the place is dn_len long */
			DT_BTD(sx->dtp)->bterr_end = dnp->dn_col +
			    (int)dnp->dn_len;
		return rc;
	}
	if (dt_bt_deferred(sx, dnp->dn_left) != 0 ||
	    dt_bt_deferred(sx, dnp->dn_right) != 0 ||
	    dt_bt_deferred(sx, dnp->dn_third) != 0)
		return -1;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		if (dt_bt_deferred(sx, a) != 0)
			return -1;
	return 0;
}

/* fn(e) of an integer e, which the consumer prints as a symbol kind
 * sym says (named name in messages) */
static int
bt_intsym(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si, const char *fn,
    dt_symkind_t sym, const char *name)
{
	dt_node_t *a = call->dn_args;

	if (dt_needs_value(sx, a, fn, 1) != 0)
		return -1;
	if (!dt_is_int(a) || dt_is_str(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "%s() only "
		    "supports integer arguments (%s provided)", fn,
		    dt_bt_kind(sx, a));
	bt_symint(&si->si_type, 1, sym, name);
	call->dn_kind = DT_NODE_EXPANDED;
	call->dn_left = a;
	call->dn_args = NULL;
	return 0;
}

/* strerror(e): the integer, which the consumer prints as strerror(3) */
int
dt_sema_btstrerror(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	return bt_intsym(sx, call, si, "strerror", DT_SYM_BTERRNO, "strerror");
}

/* syscall_name(nr) (bpftrace after 0.17): the number, which the consumer
 * prints as the system call's name */
int
dt_sema_btsyscallname(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	return bt_intsym(sx, call, si, "syscall_name", DT_SYM_BTSYSCALL,
	    "syscall_name");
}

/* strcontains(haystack, needle): 1 if needle occurs in haystack, else 0 */
int
dt_sema_btstrcontains(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *b = a->dn_next;

	if (dt_needs_value(sx, a, "strcontains", 1) != 0 ||
	    dt_needs_value(sx, b, "strcontains", 2) != 0)
		return -1;
	if (!dt_is_str(a) || !dt_is_str(b))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "strcontains() only "
		    "supports string arguments (%s provided)",
		    dt_bt_kind(sx, dt_is_str(a) ? b : a));
	dt_type_int(&si->si_type, 8, 0, "uint64_t");
	return 0;
}

/* bswap(n): the bytes of n reversed, at n's own width, unsigned */
int
dt_sema_btbswap(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const char *const names[] = { "uint8_t", "uint16_t",
		"uint32_t", "uint64_t" };
	dt_node_t *a = call->dn_args;
	uint32_t size;

	if (dt_needs_value(sx, a, "bswap", 1) != 0)
		return -1;
	if (!dt_is_int(a) || dt_is_str(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "bswap() only supports "
		    "integer arguments (%s provided)", dt_bt_kind(sx, a));
	size = dt_node_type(a)->t_size;
	if (size != 1 && size != 2 && size != 4)
		size = 8;
	dt_type_int(&si->si_type, size, 0, names[size == 8 ? 3 : size / 2]);
	return 0;
}

/*
 * pton("addr"): the bytes of an IPv4 (dotted) or IPv6 address, found as
 * the program is built; kept in memory as u64 count, then the bytes
 * (t_aux: the count)
 */
int
dt_sema_btpton(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const char *s = bt_literal(call->dn_args);
	unsigned char addr[16];
	dt_type_t *t = &si->si_type;
	char tn[80];
	int six;

	if (dt_sema_expr(sx, call->dn_args) != 0)
		return -1;
	if (s == NULL) {
		dt_bt_typestr(sx, call->dn_args, tn, sizeof(tn));
	{
		char m[128];
		const char *msgs[2] = { m, "pton() expects an string argument "
		    "of an IPv4/IPv6 address, got " };

		snprintf(m, sizeof(m), "Expected string literal, got %s", tn);
		return dt_bt_errors(sx->dtp, call, D_PROTO_ARG, 1, 2, msgs);
	}
	}
	six = strchr(s, '.') == NULL;
	if (inet_pton(six ? AF_INET6 : AF_INET, s, addr) != 1)
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "pton() expects a "
		    "valid IPv4/IPv6 address, got %s", s);
	memset(t, 0, sizeof(*t));
	t->t_kind = DT_TK_STACK;
	t->t_size = 24;
	t->t_aux = six ? 16 : 4;
	t->t_sym = DT_SYM_BTPTON;
	snprintf(t->t_name, sizeof(t->t_name), "uint8[%u]", t->t_aux);
	return 0;
}

/* the bytes pton() gives (count 4 or 16); 0, or -1 if a is no pton() */
int
dt_bt_pton_bytes(const dt_node_t *a, unsigned char *addr)
{
	const char *s;

	if (a == NULL || a->dn_kind != DT_NODE_CALL ||
	    strcmp(a->dn_string, "__bt_pton") != 0 ||
	    (s = bt_literal(a->dn_args)) == NULL)
		return -1;
	memset(addr, 0, 16);
	if (strchr(s, '.') != NULL)
		return inet_pton(AF_INET, s, addr) == 1 ? 4 : -1;
	return inet_pton(AF_INET6, s, addr) == 1 ? 16 : -1;
}

/*
 * override(rc): only for kprobes, which this kernel does not give, and
 * unsafe: bpftrace's errors, both when both apply (DT_BTERR_NEXT)
 */
int
dt_sema_btoverride(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	(void)si;
	if (sx->dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0) {
		static const char *const msgs[2] = { "override() is an unsafe "
		    "function being used in safe mode", "override can only be "
		    "used with kprobes." };

		return dt_bt_errors(sx->dtp, call, D_UNKNOWN, 0, 2, msgs);
	}
	return dt_dnerror(sx->dtp, call, D_UNKNOWN, "override can only be used "
	    "with kprobes.");
}

/*
 * Tuples: (e1, e2, ...) is a call of __bt_tuple; its value is kept in
 * memory (a DT_TK_STACK of DT_SYM_BTTUPLE) laid out as bpftrace lays it
 * out: a C struct of the elements, integer literals 64 bits, a string a
 * char array of its capacity.  The layouts are the program's
 * (p_bttups, indexed by t_aux).
 */

/* the alignment of a tuple's element of type t */
static uint32_t
bt_tuple_align(const dt_compiled_t *pp, const dt_type_t *t)
{
	if (dt_bttuple_is(t))
		return dt_bttuple_of(pp, t)->tu_align;
	if (t->t_kind == DT_TK_STRING || t->t_kind == DT_TK_STACK)
		return 1;
	return t->t_size >= 8 ? 8 : t->t_size > 0 ? t->t_size : 1;
}

static int
bt_tuple_sametype(const dt_type_t *a, const dt_type_t *b)
{
	return a->t_kind == b->t_kind && a->t_size == b->t_size &&
	    a->t_signed == b->t_signed && a->t_sym == b->t_sym &&
	    a->t_aux == b->t_aux && a->t_id == b->t_id;
}

/* the tuple type of n elements of types el (one the program has if it is
 * the same) */
int
bt_tuple_type(dt_sctx_t *sx, const dt_type_t *el, int n, dt_type_t *out)
{
	return bt_record_type(sx, el, n, NULL, out);
}

/* the same with the elements named (NULL: none), a record printed as a
 * struct */
int
bt_record_type(dt_sctx_t *sx, const dt_type_t *el, int n,
    const char *const *names, dt_type_t *out)
{
	dt_compiled_t *pp = sx->pp;
	dt_bttuple_t *tu, *v;
	uint32_t off = 0, align = 1, a;
	int i, j;

	for (j = 0; j < pp->p_nbttups; j++) {
		tu = &pp->p_bttups[j];
		if (tu->tu_n != n || (tu->tu_names == NULL) != (names == NULL))
			continue;
		for (i = 0; i < n && bt_tuple_sametype(&tu->tu_types[i],
		    &el[i]) && (names == NULL ||
		    strcmp(tu->tu_names[i], names[i]) == 0); i++)
			;
		if (i == n)
			goto found;
	}
	if ((v = realloc(pp->p_bttups, sizeof(*v) *
	    (size_t)(pp->p_nbttups + 1))) == NULL)
		return dt_nomem(sx);
	pp->p_bttups = v;
	tu = &v[pp->p_nbttups];
	memset(tu, 0, sizeof(*tu));
	if ((tu->tu_types = calloc((size_t)n, sizeof(dt_type_t))) == NULL ||
	    (tu->tu_off = calloc((size_t)n, sizeof(uint32_t))) == NULL) {
		free(tu->tu_types);
		return dt_nomem(sx);
	}
	j = pp->p_nbttups++;
	tu->tu_n = n;
	if (names != NULL && (tu->tu_names = calloc((size_t)n,
	    sizeof(char *))) == NULL)
		return dt_nomem(sx);
	for (i = 0; i < n; i++) {
		if (names != NULL && (tu->tu_names[i] = strdup(names[i])) ==
		    NULL)
			return dt_nomem(sx);
		tu->tu_types[i] = el[i];
		a = bt_tuple_align(pp, &el[i]);
		off = (off + a - 1) / a * a;
		tu->tu_off[i] = off;
		off += el[i].t_size;
		if (a > align)
			align = a;
	}
	tu->tu_align = align;
	tu->tu_size = (off + align - 1) / align * align;
found:
	memset(out, 0, sizeof(*out));
	out->t_kind = DT_TK_STACK;
	out->t_sym = DT_SYM_BTTUPLE;
	out->t_size = tu->tu_size;
	out->t_aux = (uint32_t)j;
	snprintf(out->t_name, sizeof(out->t_name), "tuple");
	return 0;
}

/* the elements of a tuple, call's arguments, named names (NULL: none) */
static int
bt_sema_elems(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si,
    const char *const *names)
{
	const dt_sinfo_t *ai;
	dt_type_t *el;
	dt_node_t *a;
	int n = 0, rc;

	for (a = call->dn_args; a != NULL; a = a->dn_next, n++) {
		if (n >= DT_BTTUPLE_MAX)
			return dt_dnerror(sx->dtp, a, D_KEY_TYPE,
			    "a tuple has at "
			    "most %d elements", DT_BTTUPLE_MAX);
	}
	if ((el = calloc((size_t)n, sizeof(*el))) == NULL)
		return dt_nomem(sx);
	for (a = call->dn_args, n = 0; a != NULL; a = a->dn_next, n++) {
		if (dt_sema_expr(sx, a) != 0) {
			free(el);
			return -1;
		}
		/* a tuple with an element of no type has none */
		if (dt_node_type(a)->t_kind == DT_TK_VOID) {
			free(el);
			bt_void(si);
			return 0;
		}
		ai = a->dn_sema;
		el[n] = *dt_node_type(a);
		switch (el[n].t_kind) {
		case DT_TK_INT:
			/* a constant is bpftrace's int64, a cast keeps its
			 * size */
			if (ai->si_const && el[n].t_sym == DT_SYM_NONE &&
			    a->dn_kind != DT_NODE_CAST)
				dt_type_int(&el[n], 8, 1, "int64");
			break;
		case DT_TK_STRING:
			/* a literal (or a variable holding one): its length
			 * and NUL, as bpftrace has it */
			if (el[n].t_aux != 0 && el[n].t_aux < el[n].t_size)
				el[n].t_size = el[n].t_aux;
			/* a string of strsize characters (str()): bpftrace's
			 * BPFTRACE_STRLEN bytes, not the engine's rounding */
			else if (el[n].t_size > dt_strcap(sx, 0) &&
			    el[n].t_size == ROUND8(dt_strcap(sx, 0)))
				el[n].t_size = dt_strcap(sx, 0);
			el[n].t_aux = 0;
			break;
		case DT_TK_PTR:
		case DT_TK_STACK:	/* stacks, symbols, buffers... */
		case DT_TK_SOU:		/* structs and arrays: their bytes */
		case DT_TK_ARRAY:
			break;
		default:
			rc = dt_dnerror(sx->dtp, a, D_KEY_TYPE,
			    "a value of type %s "
			    "cannot be an element of a tuple", el[n].t_name);
			free(el);
			return rc;
		}
	}
	rc = bt_record_type(sx, el, n, names, &si->si_type);
	free(el);
	return rc;
}

int
dt_sema_bttuple(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	return bt_sema_elems(sx, call, si, NULL);
}

/* e.N of a tuple e */
int
dt_sema_bttupidx(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_bttuple_t *tu = dt_bttuple_of(sx->pp,
	    dt_node_type(dnp->dn_left));
	const char *s = dnp->dn_string;
	unsigned long i;
	char *end, idx[24];

	/* a record's field by name (args stored: $a.filename) */
	for (i = 0; tu->tu_names != NULL && i < (unsigned long)tu->tu_n &&
	    (s[0] < '0' || s[0] > '9'); i++) {
		if (strcmp(tu->tu_names[i], s) != 0)
			continue;
		snprintf(idx, sizeof(idx), "%lu", i);
		free(dnp->dn_string);
		if ((dnp->dn_string = strdup(idx)) == NULL)
			return dt_nomem(sx);
		dnp->dn_op = DT_OP_DOT;
		s = dnp->dn_string;
		break;
	}
	if (tu->tu_names != NULL && (s[0] < '0' || s[0] > '9'))
		return dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER, "Struct/union "
		    "of type 'args' does not contain a field named '%s'", s);
	if (dnp->dn_op != DT_OP_DOT || s[0] < '0' || s[0] > '9') {
		/* bpftrace marks the tuple and the dot: $t. */
		if (dnp->dn_left->dn_kind == DT_NODE_THIS)
			DT_BTD(sx->dtp)->bterr_end = dnp->dn_col + 2 +
			    (int)strlen(dnp->dn_left->dn_string);
		return dt_dnerror(sx->dtp, dnp, D_ARR_BADREF,
		    "Tuples must be indexed "
		    "with a constant and non-negative integer");
	}
	errno = 0;
	i = strtoul(s, &end, 10);
	if (*end != '\0' || errno != 0 || i >= (unsigned long)tu->tu_n) {
		/* reported, and the element is none, which what uses it
		 * reports too, as bpftrace does */
		dt_dnerror(sx->dtp, dnp, D_ARR_BOUNDS,
		    "Invalid tuple index: %s. Found "
		    "%d elements in tuple.", s, tu->tu_n);
		dt_bt_errkeep(sx->dtp);
		bt_void(si);
		return 0;
	}
	si->si_type = tu->tu_types[i];
	si->si_kind = DT_SI_VALUE;
	return 0;
}

/*
 * @m[t], t a tuple (bpftrace after 0.17: a map's keys are a tuple): the
 * keys its elements are, a literal's own, else t.0, t.1, ... (t read for
 * each)
 */
static int
bt_tuplekey(dt_sctx_t *sx, dt_node_t **ap)
{
	dt_node_t *t = *ap, *head = NULL, **tail = &head, *e;
	const dt_bttuple_t *tu = dt_bttuple_of(sx->pp, dt_node_type(t));
	char idx[16];
	int i;

	if (t->dn_kind == DT_NODE_CALL &&
	    strcmp(t->dn_string, "__bt_tuple") == 0) {
		*ap = t->dn_args;
		return 0;
	}
	for (i = 0; i < tu->tu_n; i++) {
		snprintf(idx, sizeof(idx), "%d", i);
		if ((e = dt_node_new(sx->pp->p_ast, DT_NODE_OP2, t->dn_line,
		    t->dn_col)) == NULL || (e->dn_string = strdup(idx)) == NULL ||
		    (e->dn_left = dt_node_clone(sx->pp->p_ast, t, 0, 0)) == NULL)
			return dt_nomem(sx);
		e->dn_op = DT_OP_DOT;
		if (dt_sema_expr(sx, e) != 0)
			return -1;
		*tail = e;
		tail = &e->dn_next;
	}
	*ap = head;
	return 0;
}

/* bpftrace's name of type t: int64, unsigned int8, string[N], (a,b) */
static void
bt_tname(const dt_compiled_t *pp, const dt_type_t *t, dt_strbuf_t *out)
{
	const dt_bttuple_t *tu;
	int i;

	if (dt_bttuple_is(t)) {
		tu = dt_bttuple_of(pp, t);
		dt_sb_putc(out, '(');
		for (i = 0; i < tu->tu_n; i++) {
			if (i > 0)
				dt_sb_putc(out, ',');
			bt_tname(pp, &tu->tu_types[i], out);
		}
		dt_sb_putc(out, ')');
	} else {
		char buf[80];

		dt_bt_typestr_t(t, buf, sizeof(buf));
		dt_sb_puts(out, buf);
	}
}

/* the tuple type holding tuples of types a and b (strings as wide as the
 * widest, integers as the widest) into out; 1 if they are not of one
 * shape, -1 with an error */
static int
bt_tuplemerge(dt_sctx_t *sx, const dt_type_t *a, const dt_type_t *b,
    dt_type_t *out)
{
	const dt_bttuple_t *ta, *tb;
	dt_type_t *el, ea, eb;
	int i, n, rc = 0;

	if (!dt_bttuple_is(a) || !dt_bttuple_is(b))
		return 1;
	ta = dt_bttuple_of(sx->pp, a);
	tb = dt_bttuple_of(sx->pp, b);
	if (ta->tu_n != tb->tu_n)
		return 1;
	n = ta->tu_n;
	if ((el = calloc((size_t)n, sizeof(*el))) == NULL)
		return dt_nomem(sx);
	for (i = 0; i < n && rc == 0; i++) {
		/* copies: the table moves as types are added */
		ea = dt_bttuple_of(sx->pp, a)->tu_types[i];
		eb = dt_bttuple_of(sx->pp, b)->tu_types[i];
		if (dt_bttuple_is(&ea) || dt_bttuple_is(&eb)) {
			rc = bt_tuplemerge(sx, &ea, &eb, &el[i]);
			continue;
		}
		if (ea.t_kind != eb.t_kind || ea.t_sym != eb.t_sym ||
		    (ea.t_kind == DT_TK_STACK && ea.t_size != eb.t_size)) {
			rc = 1;
			continue;
		}
		el[i] = ea.t_size >= eb.t_size ? ea : eb;
		if (ea.t_kind == DT_TK_INT && ea.t_signed != eb.t_signed)
			el[i].t_signed = 1;
	}
	if (rc == 0)
		rc = bt_tuple_type(sx, el, n, out);
	free(el);
	return rc;
}

int
dt_sema_bttupleset(dt_sctx_t *sx, const dt_node_t *dnp, dt_var_t *vp,
    const dt_type_t *tp)
{
	int map = vp->v_name[0] == '@', rc;
	dt_strbuf_t a, b;
	dt_type_t out;

	if ((rc = bt_tuplemerge(sx, &vp->v_type, tp, &out)) <= 0) {
		if (rc == 0)
			vp->v_type = out;
		return rc;
	}
	dt_sb_init(&a);
	dt_sb_init(&b);
	bt_tname(sx->pp, &vp->v_type, &a);
	bt_tname(sx->pp, tp, &b);
	if (a.sb_buf == NULL || b.sb_buf == NULL)
		rc = dt_nomem(sx);
	else if (dt_bttuple_is(&vp->v_type) && dt_bttuple_is(tp))
		rc = dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "Tuple type mismatch: %s "
		    "!= %s.", a.sb_buf, b.sb_buf);
	else	/* bpftrace's message for a map lacks the closing quote,
		 * and is placed at the map */
		rc = dt_dnerror(sx->dtp, map && dnp->dn_kind ==
		    DT_NODE_OP2 && dnp->dn_left != NULL ? dnp->dn_left : dnp,
		    D_OP_INCOMPAT, "Type mismatch for %s%s: "
		    "trying to assign value of type '%s' when %s already "
		    "contains a value of type '%s%s", map ? "" : "$",
		    vp->v_name, b.sb_buf, map ? "map" : "variable", a.sb_buf,
		    map ? "" : "'");
	dt_sb_fini(&a);
	dt_sb_fini(&b);
	return rc;
}

/* the text of operator op */
static const char *
bt_opname(dt_op_t op)
{
	switch (op) {
	case DT_OP_PREINC: case DT_OP_POSTINC: return "++";
	case DT_OP_PREDEC: case DT_OP_POSTDEC: return "--";
	case DT_OP_NEG: return "-";
	case DT_OP_PLUS: return "+";
	default: return dt_op_name(op);
	}
}

int
dt_bt_none(dt_sctx_t *sx, const dt_node_t *use, const dt_node_t *a,
    dt_btuse_t how)
{
	const dt_node_t *l = use->dn_left;
	char lt[80], rt[80];
	int call;

	if (sx->dtp->dt_lang == DT_LANG_BT && how == DT_BTUSE_PRINT &&
	    dt_node_type(a)->t_kind == DT_TK_PTR)	/* bpftrace 0.17's */
		return dt_sema_btptrop(sx, use, DT_OP_NONE, a, NULL);
	if (sx->dtp->dt_lang != DT_LANG_BT ||
	    dt_node_type(a)->t_kind != DT_TK_VOID)
		return 0;
	call = a->dn_kind == DT_NODE_CALL &&
	    strcmp(a->dn_string, "__bt_tuple") != 0;
	switch (how) {
	case DT_BTUSE_PRINT:
		return dt_dnerror(sx->dtp, use, D_TRACE_VOID,
		    "none type passed to "
		    "print() is not printable");
	case DT_BTUSE_ASSIGN:
	case DT_BTUSE_KEY:
		if (call)
			dt_dnerror(sx->dtp, how == DT_BTUSE_KEY ? use : a,
			    D_KEY_TYPE, "%s() should not be used in an "
			    "assignment or as a map key", dt_bt_funcname(a->dn_string));
		else if (how == DT_BTUSE_KEY)
			dt_dnerror(sx->dtp, use, D_OP_INCOMPAT,
			    "Invalid expression for "
			    "assignment: ");
		if (call || how == DT_BTUSE_KEY) {
			/* marked from the map to the end of the key */
			DT_BTD(sx->dtp)->bterr_ecol = a->dn_col;
			return -1;
		}
		/* the variable is not made: bpftrace says so first, at the
		 * '=' (the map at the map) */
		if (l->dn_kind == DT_NODE_THIS) {
			dt_dnerror(sx->dtp, use, D_IDENT_UNDEF,
			    "Undefined variable: "
			    "$%s", l->dn_string);
			DT_BTD(sx->dtp)->bterr_end = use->dn_col + 1;
		} else {
			const char *m = (l->dn_kind == DT_NODE_ARRAY ?
			    l->dn_left : l)->dn_string;

			dt_dnerror(sx->dtp, l, D_IDENT_UNDEF,
			    "Undefined map: %s%s",
			    m[0] == '@' ? "" : "@", m);
		}
		dt_bt_errkeep(sx->dtp);
		dt_dnerror(sx->dtp, a, D_OP_INCOMPAT, "Invalid expression for "
		    "assignment: none");
		DT_BTD(sx->dtp)->bterr_brackets = 2;	/* a tuple, whole */
		return -1;
	case DT_BTUSE_OP:
		if (use->dn_kind == DT_NODE_OP1) {
			/* marked at the operator */
			DT_BTD(sx->dtp)->bterr_end = use->dn_col + 1;
			return dt_dnerror(sx->dtp, use, D_OP_SCALAR,
			    "The %s operator "
			    "can not be used on expressions of type 'none'",
			    bt_opname(use->dn_op));
		}
		dt_bt_typestr(sx, use->dn_left, lt, sizeof(lt));
		dt_bt_typestr(sx, use->dn_right, rt, sizeof(rt));
		if (dt_node_type(use->dn_left)->t_kind == DT_TK_VOID &&
		    dt_node_type(use->dn_right)->t_kind == DT_TK_VOID) {
			dt_node_t at = { .dn_kind = DT_NODE_INT, .dn_line =
			    use->dn_line, .dn_col = use->dn_col };

			/* at the operator */
			DT_BTD(sx->dtp)->bterr_end = use->dn_col + 1;
			return dt_dnerror(sx->dtp, &at, D_OP_SCALAR,
			    "The %s operator "
			    "can not be used on expressions of types none, "
			    "none", bt_opname(use->dn_op));
		}
		if (use->dn_op == dt_asgn_base(use->dn_op))
			return dt_dnerror(sx->dtp, use, D_OP_INCOMPAT,
			    "Type mismatch "
			    "for '%s': comparing '%s' with '%s'",
			    dt_op_name(use->dn_op), lt, rt);
		/* x op= y: marked from x to the end of y */
		dt_dnerror(sx->dtp, l, D_OP_INCOMPAT, "Type mismatch for '%s': "
		    "comparing '%s' with '%s'", dt_op_name(dt_asgn_base(
		    use->dn_op)), lt, rt);
		DT_BTD(sx->dtp)->bterr_ecol = a->dn_col;
		return -1;
	case DT_BTUSE_TERNARY:
		return dt_dnerror(sx->dtp, use, D_OP_SCALAR,
		    "Invalid condition in "
		    "ternary: none");
	case DT_BTUSE_CAST:
		/* two errors, at the type in parentheses */
		dt_dnerror(sx->dtp, use, D_CAST_INVAL,
		    "Cannot cast from \"none\" "
		    "type");
		DT_BTD(sx->dtp)->bterr_brackets = 2;
		dt_bt_errkeep(sx->dtp);
		dt_dnerror(sx->dtp, use, D_CAST_INVAL,
		    "Casts are not supported for "
		    "type: \"none\"");
		DT_BTD(sx->dtp)->bterr_brackets = 2;
		return -1;
	}
	return 0;
}

/*
 * bt's integers (bpftrace 0.17): an operator's result is 64 bits wide,
 * signed when both operands are; / % and >> are unsigned whatever the
 * types (the code generator's part).  bpftrace warns of operands of
 * different signs (a literal that is not negative takes the other's sign)
 * and of signed operands of / and %.
 */

/* bpftrace's name of an integer type */
static void
bt_intname(const dt_type_t *t, char *buf, size_t len)
{
	snprintf(buf, len, "%sint%u", t->t_signed ? "" : "unsigned ",
	    8 * t->t_size);
}

/* bpftrace's name of an operand's integer type: a map's values are
 * 64-bit */
static void
bt_operandname(const dt_node_t *n, char *buf, size_t len)
{
	dt_type_t t = *dt_node_type(n);
	const dt_node_t *m = n->dn_kind == DT_NODE_ARRAY ? n->dn_left : n;

	if (m->dn_kind == DT_NODE_IDENT && m->dn_string[0] == '@')
		t.t_size = 8;
	if (n->dn_kind == DT_NODE_INT) {
		t.t_size = 8;
		t.t_signed = 1;
	}
	bt_intname(&t, buf, len);
}

/* an integer literal (or positional parameter) that is not negative (as
 * the 64-bit value it is) */
static int
bt_nonneglit(const dt_node_t *n)
{
	const dt_sinfo_t *si = n->dn_sema;

	return (n->dn_kind == DT_NODE_INT && (int64_t)n->dn_int >= 0) ||
	    (n->dn_kind == DT_NODE_MACRO && si != NULL && si->si_const &&
	    si->si_int >= 0);
}

int
dt_sema_btbinop(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op, dt_sinfo_t *si)
{
	const dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	const dt_type_t *lt = dt_node_type(l), *rt = dt_node_type(r);
	/* a literal is bpftrace's int64, one over INT64_MAX too */
	int ls = l->dn_kind == DT_NODE_INT || lt->t_signed;
	int rs = r->dn_kind == DT_NODE_INT || rt->t_signed;
	int cmp = op == DT_OP_EQ || op == DT_OP_NE || op == DT_OP_LT ||
	    op == DT_OP_LE || op == DT_OP_GT || op == DT_OP_GE;
	int len = (int)strlen(dt_op_name(dnp->dn_op));
	char ln[32], rn[32];

	if (lt->t_kind != DT_TK_INT || rt->t_kind != DT_TK_INT)
		return 0;
	bt_operandname(l, ln, sizeof(ln));
	bt_operandname(r, rn, sizeof(rn));
	if (ls != rs) {
		if (ls && bt_nonneglit(l)) {
			ls = 0;
		} else if (rs && bt_nonneglit(r)) {
			rs = 0;
		} else if (cmp) {
			if (dt_program_btwarn(sx->dtp, dnp, len, "comparison of "
			    "integers of different signs: '%s' and '%s' can "
			    "lead to undefined behavior", ln, rn) != 0)
				return -1;
		} else if (op == DT_OP_ADD || op == DT_OP_SUB ||
		    op == DT_OP_MUL || op == DT_OP_DIV || op == DT_OP_MOD) {
			if (dt_program_btwarn(sx->dtp, dnp, len, "arithmetic on "
			    "integers of different signs: '%s' and '%s' can "
			    "lead to undefined behavior", ln, rn) != 0)
				return -1;
		}
	}
	if (op == DT_OP_DIV || op == DT_OP_MOD) {
		if (ls && bt_nonneglit(l))
			ls = 0;
		if (rs && bt_nonneglit(r))
			rs = 0;
		if ((ls || rs) && dt_program_btwarn(sx->dtp, dnp, len, "signed "
		    "operands for '%s' can lead to undefined behavior (cast to "
		    "unsigned to silence warning)", dt_op_name(op)) != 0)
			return -1;
	}
	if (cmp)
		return 0;
	if (lt->t_signed && rt->t_signed)
		dt_type_int(&si->si_type, 8, 1, "int64_t");
	else
		dt_type_int(&si->si_type, 8, 0, "uint64_t");
	return 0;
}

/* bpftrace's integer built-in variables are all unsigned 64-bit */
void
dt_sema_btbitype(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	(void)sx;
	(void)dnp;
	if (si->si_type.t_kind == DT_TK_INT)
		dt_type_int(&si->si_type, 8, 0, "uint64_t");
}

int
dt_sema_btptrtype(dt_sctx_t *sx, const char *name, dt_type_t *t)
{
	char base[128], w[64];
	const char *p = name;
	int nptr = 0, n;
	size_t len = 0;

	base[0] = '\0';
	while (*p != '\0') {
		if (*p == '*') {
			nptr++;
			p++;
		} else if (*p == ' ') {
			p++;
		} else if (sscanf(p, "%63[A-Za-z0-9_]%n", w, &n) == 1) {
			p += n;
			if (strcmp(w, "const") == 0 || strcmp(w, "volatile") ==
			    0)
				continue;
			if (nptr > 0)
				return -1;
			len += (size_t)snprintf(base + len, sizeof(base) - len,
			    "%s%s", len > 0 ? " " : "", w);
			if (len >= sizeof(base))
				return -1;
		} else {
			return -1;
		}
	}
	if (nptr == 0 || len == 0)
		return -1;
	return dt_type_lookup(sx->dtp, base, nptr, t);
}

int
dt_sema_bttupleop(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l)
{
	dt_strbuf_t a;
	int rc;

	dt_sb_init(&a);
	bt_tname(sx->pp, dt_node_type(l), &a);
	/* marked whole, as bpftrace marks it: $t-- */
	if (l->dn_kind == DT_NODE_THIS && (op == DT_OP_POSTINC ||
	    op == DT_OP_POSTDEC))
		DT_BTD(sx->dtp)->bterr_end = dnp->dn_col + 3 +
		    (int)strlen(l->dn_string);
	else if (op == DT_OP_PREINC || op == DT_OP_PREDEC)
		DT_BTD(sx->dtp)->bterr_end = dnp->dn_col + 2;
	rc = a.sb_buf == NULL ? dt_nomem(sx) : dt_dnerror(sx->dtp, dnp,
	    D_OP_SCALAR, "The %s operator can not be used on expressions of "
	    "type '%s'", bt_opname(op), a.sb_buf);
	dt_sb_fini(&a);
	return rc;
}

int
dt_sema_bttuplebin(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l, const dt_node_t *r)
{
	int both = dt_bttuple_is(dt_node_type(l)) &&
	    dt_bttuple_is(dt_node_type(r)), rc;
	dt_strbuf_t a, b;

	if (both && (op == DT_OP_EQ || op == DT_OP_NE))
		return 0;
	dt_sb_init(&a);
	dt_sb_init(&b);
	bt_tname(sx->pp, dt_node_type(l), &a);
	bt_tname(sx->pp, dt_node_type(r), &b);
	if (a.sb_buf == NULL || b.sb_buf == NULL)
		rc = dt_nomem(sx);
	else if (both)	/* placed at the operator, as bpftrace places it */
		rc = dt_dnerror(sx->dtp, &(dt_node_t){ .dn_kind =
		    DT_NODE_INT, .dn_line = dnp->dn_line, .dn_col =
		    dnp->dn_col }, D_OP_INCOMPAT, "The %s operator can not be "
		    "used on "
		    "expressions of types %s, %s", bt_opname(op), a.sb_buf,
		    b.sb_buf);
	else
		rc = dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "Type mismatch for '%s': "
		    "comparing '%s' with '%s'", bt_opname(op), a.sb_buf,
		    b.sb_buf);
	dt_sb_fini(&a);
	dt_sb_fini(&b);
	return rc;
}

int
dt_sema_bttuplearg(dt_sctx_t *sx, const dt_node_t *call,
    const dt_pfmt_t *fmt, int i, const char *fn)
{
	const dt_pfconv_t *c;
	int c_i, n = 0;

	for (c_i = 0; c_i < fmt->pf_nconvs; c_i++) {
		c = &fmt->pf_convs[c_i];
		if (c->pc_conv == '\0' || c->pc_conv == '%')
			continue;
		n += c->pc_width_star + c->pc_prec_star;
		if (n++ != i)
			continue;
		return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_TYPE,
		    "%s: %%%c specifier "
		    "expects a value of type %s (tuple supplied)", fn,
		    c->pc_conv, c->pc_conv == 's' ? "string" : c->pc_conv ==
		    'r' ? "buffer" : "integer");
	}
	return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_TYPE,
	    "%s: a tuple cannot be an "
	    "argument", fn);
}

/*
 * A value of an enum type by printf's %s (bpftrace 0.22 and later, its
 * pull request 3515) is its enumerator's name, by %d its number: the
 * argument is recorded as the integer it is, of symbol kind
 * DT_SYM_BTENUM, which the consumer names (dt_btval_text).  Only
 * printf's conversions do it: print(), map keys and values keep bpftrace
 * 0.17's numbers.
 */
void
dt_sema_btfmtarg(dt_sctx_t *sx, const dt_pfmt_t *fmt, int i, dt_type_t *t)
{
	const char *c = dt_printf_convof(fmt, i);
	const struct btf_type *bt;
	struct btf *btf;

	if (c == NULL || strcmp(c, "s") != 0 || t->t_kind != DT_TK_INT ||
	    t->t_sym != DT_SYM_NONE || t->t_id == 0 ||
	    (btf = dt_types_btf(sx->dtp)) == NULL)
		return;
	bt = btf__type_by_id(btf, dt_btf_skip(btf, t->t_id));
	if (bt != NULL && btf_is_any_enum(bt))
		t->t_sym = DT_SYM_BTENUM;
}

/*
 * macaddr(x): the 6 bytes of an array (or a string) x, or those at
 * address x (an integer or a pointer); an integer with the bytes in
 * memory order, printed as AA:BB:CC:DD:EE:FF
 */
int
dt_sema_btmacaddr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const dt_type_t *at;
	uint32_t size = 0;
	int array = 0, lit = a->dn_kind == DT_NODE_STRING;
	char part[3][160];
	const char *msgs[3];
	int np = 0, i;

	sx->keeparray = 1;
	if (dt_needs_value(sx, a, "macaddr", 1) != 0)
		return -1;
	at = dt_node_type(a);
	if (at->t_sym == DT_SYM_BTPTON) {
		array = 1;
		size = at->t_aux;
	} else if (at->t_sym == DT_SYM_BTBUF) {
		array = 1;	/* bpftrace counts its length's bytes too */
	} else if (at->t_kind == DT_TK_SOU) {
		snprintf(part[np++], sizeof(part[0]), "macaddr() only supports array or "
		    "pointer arguments (record provided)");
	} else if (at->t_kind == DT_TK_STRING) {
		array = 1;
		size = lit ? (uint32_t)strlen(a->dn_string) + 1 : at->t_size;
	} else if (at->t_kind == DT_TK_ARRAY || (size = bt_arraysize(sx,
	    a)) > 0) {
		array = 1;
		if (size == 0)
			size = at->t_size;
	} else if (at->t_kind != DT_TK_INT && at->t_kind != DT_TK_PTR)
		snprintf(part[np++], sizeof(part[0]), "macaddr() only supports array or "
		    "pointer arguments (%s provided)", dt_bttuple_is(at) ?
		    "tuple" : dt_bt_kind(sx, a));
	if (array && size != 6)
		snprintf(part[np++], sizeof(part[0]), "macaddr() argument must be 6 bytes in size");
	if (lit)
		snprintf(part[np++], sizeof(part[0]), "macaddr() does not support literal string arguments");
	for (i = 0; i < np; i++)
		msgs[i] = part[i];
	if (np > 0)
		return dt_bt_errors(sx->dtp, call, D_PROTO_ARG, 0, np,
		    msgs);
	bt_symint(&si->si_type, 0, DT_SYM_BTMAC, "mac_address");
	return 0;
}

/*
 * cgroup_path(id[, filter]): the id, the filter (a string literal, a
 * bpftrace wildcard; another string, as in bpftrace, matches nothing)
 * with it; the consumer finds the cgroup's paths
 */
int
dt_sema_btcgroup_path(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *f = a->dn_next;

	if (dt_needs_value(sx, a, "cgroup_path", 1) != 0)
		return -1;
	if (dt_node_type(a)->t_kind != DT_TK_INT || dt_is_str(a))
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
		    "cgroup_path() only "
		    "supports integer arguments (%s provided)",
		    dt_bt_kind(sx, a));
	if (f != NULL) {
		if (dt_needs_value(sx, f, "cgroup_path", 2) != 0)
			return -1;
		if (!dt_is_str(f))
			return dt_dnerror(sx->dtp, call, D_PROTO_ARG,
			    "cgroup_path() "
			    "only supports string arguments (%s provided)",
			    dt_bt_kind(sx, f));
	}
	bt_symint(&si->si_type, 0, DT_SYM_BTCGPATH, "cgroup_path");
	return 0;
}

/* debugf(fmt, ...): bpf_trace_printk(); at most 3 conversions */
int
dt_sema_btdebugf(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *f = call->dn_args, *a;
	dt_pfmt_t *pf = NULL;
	dt_action_t act;
	char err[512];
	int n = 0, want, i, rc, tag;

	if (f->dn_kind != DT_NODE_STRING) {
		if (dt_sema_expr(sx, f) != 0)
			return -1;
		return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_FMT,
		    "debugf() expects a "
		    "string literal (%s provided)", dt_bt_kind(sx, f));
	}
	if (dt_program_btwarn(sx->dtp, call, -1, "The debugf() builtin is "
	    "not recommended for production use. For more information see "
	    "bpf_trace_printk in bpf-helpers(7).") != 0)
		return -1;
	if (dt_sema_expr(sx, f) != 0)
		return -1;
	for (a = f->dn_next; a != NULL; a = a->dn_next)
		n++;
	if ((tag = dt_printf_parse(f->dn_string, DT_PF_PARSE_BT, &pf, err,
	    sizeof(err))) != 0)
		return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s", err);
	/* printf's %r, %rx, %rh are none of bpf_trace_printk()'s */
	for (i = 0; i < pf->pf_nconvs; i++)
		if (pf->pf_convs[i].pc_conv == 'r') {
			rc = dt_dnerror(sx->dtp, call, D_PRINTF_ARG_FMT,
			    "debugf: Unknown "
			    "format string token: %s", pf->pf_convs[i].pc_spec);
			dt_printf_free(pf);
			return rc;
		}
	want = dt_printf_nargs(pf);
	if (n != want) {
		dt_printf_free(pf);
		return dt_lateerr(sx, 2, call, D_PRINTF_ARG_PROTO, "debugf: %s arguments for "
		    "format string (%d supplied, %d expected)", n < want ?
		    "Not enough" : "Too many", n, want);
	}
	if (n > 3) {
		dt_printf_free(pf);
		return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_EXTRA,
		    "debugf: Cannot use "
		    "more than 3 conversion specifiers");
	}
	/* the arguments against the conversions, as printf's */
	memset(&act, 0, sizeof(act));
	act.ac_fmt = pf;
	rc = dt_sema_fmtargs(sx, call, &act, f->dn_next, "debugf");
	dt_printf_free(pf);
	if (rc != 0)
		return -1;
	bt_void(si);
	return 0;
}

/* d_path() and skb_output(): for fentry/fexit (kfunc) and iter programs,
 * which this kernel does not let load */
int
dt_sema_btpath(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	static const char *const kinds[] = { "kfunc", "kretfunc", "iter",
		NULL };
	dt_clause_t *cp = sx->clause;
	int n = 0, i, other = 0;
	const dt_node_t *a;
	char part[3][160], kind[64];
	const char *msgs[3];
	int np = 0;

	(void)si;
	for (a = call->dn_args; a != NULL; a = a->dn_next)
		n++;
	for (i = 0; cp != NULL && i < cp->c_nprobes; i++) {
		bt_ptype(cp->c_probes[i], kind, sizeof(kind));
		if (!bt_inkinds(kind, kinds))
			other = 1;
	}
	snprintf(part[np++], sizeof(part[0]), "BPF_FUNC_d_path not available for your "
	    "kernel version");
	if (n == 0)
		snprintf(part[np++], sizeof(part[0]), "path() requires at least one argument (0 provided)");
	else if (n > 1)
		snprintf(part[np++], sizeof(part[0]), "path() takes up to one argument (%d provided)", n);
	if (other)
		snprintf(part[np++], sizeof(part[0]), "The path function can only be used with 'kfunc', "
		    "'kretfunc', 'iter' probes");
	for (i = 0; i < np; i++)
		msgs[i] = part[i];
	return dt_bt_errors(sx->dtp, call, D_PROTO_ARG, 0, np, msgs);
}

int
dt_sema_btskboutput(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	int n = 0;
	const dt_node_t *a;
	char part[3][160];
	const char *msgs[3];
	int np = 0, i;

	(void)si;
	for (a = call->dn_args; a != NULL; a = a->dn_next)
		n++;
	snprintf(part[np++], sizeof(part[0]), "BPF_FUNC_skb_output is not available "
	    "for your kernel version");
	if (!(call->dn_flags & DT_NF_BTPERF))
		snprintf(part[np++], sizeof(part[0]), "skboutput() should be assigned to a variable");
	if (n != 4)
		snprintf(part[np++], sizeof(part[0]), "skboutput() requires 4 arguments (%d provided)", n);
	for (i = 0; i < np; i++)
		msgs[i] = part[i];
	return dt_bt_errors(sx->dtp, call, D_PROTO_ARG, 0, np, msgs);
}

int
dt_bt_probekinds(dt_sctx_t *sx, const dt_node_t *where, const char *what,
    const char *const *kinds)
{
	return bt_probekinds(sx, where, what, kinds);
}

void
dt_bt_ptype(const dt_probe_t *prp, char *buf, size_t len)
{
	bt_ptype(prp, buf, len);
}

const dt_semalang_t dt_bt_semalang = {
	.sl_funcname = dt_bt_funcname,
	.sl_aggname = dt_bt_aggname,
	.sl_kindword = dt_bt_kind,
	.sl_typeword = dt_bt_typestr,
	.sl_typeword_t = dt_bt_typestr_t,
	.sl_binoperr = dt_bt_binoperr,
	.sl_asgnerr = dt_bt_asgnerr,
	.sl_keyerr = dt_bt_keyerr,
	.sl_prederr = dt_bt_prederr,
	.sl_conderr = dt_bt_conderr,
	.sl_novalue = dt_bt_none,
	.sl_argcontext = dt_bt_argcontext,
	.sl_deferred = dt_bt_deferred,
	.sl_tupidx = dt_sema_bttupidx,
	.sl_cast = dt_sema_btcast,
	.sl_tuplekey = bt_tuplekey,
	.sl_tupleset = dt_sema_bttupleset,
	.sl_tupleop = dt_sema_bttupleop,
	.sl_tuplebin = dt_sema_bttuplebin,
	.sl_tuplearg = dt_sema_bttuplearg,
	.sl_fmtarg = dt_sema_btfmtarg,
	.sl_argsmember = dt_sema_btargs,
	.sl_builtintype = dt_sema_btbitype,
	.sl_builtin = dt_sema_btbuiltin,
	.sl_binop = dt_sema_btbinop,
	.sl_ptrop = dt_sema_btptrop,
	.sl_ptrtype = dt_sema_btptrtype,
	.sl_probeobject = dt_sema_btobject,
	.sl_probetarget = dt_sema_bttarget,
	.sl_watchdesc = dt_sema_btwatchdesc,
	.sl_nomatch = dt_sema_btnomatch,
	.sl_pragma = dt_sema_btpragma,
	.sl_end = dt_sema_btend,
};
