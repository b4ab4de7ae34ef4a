/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_expr.c -- the semantic pass over expressions: literals, macros,
 * identifiers and variables, operators (unary, binary, ternary,
 * assignment), calls through the function table.
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

static int dt_sema_op3(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

static int dt_sema_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

static int dt_sema_call(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

static int dt_sema_assign(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

dt_sinfo_t *
dt_sinfo(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_sinfo_t *si;

	if (dnp->dn_sema != NULL)
		return dnp->dn_sema;
	if ((si = calloc(1, sizeof(*si))) == NULL)
		return NULL;
	si->si_str = -1;
	si->si_link = sx->pp->p_sinfos;
	sx->pp->p_sinfos = si;
	dnp->dn_sema = si;
	return si;
}

int
dt_nomem(dt_sctx_t *sx)
{
	return dt_set_errmsg(sx->dtp, EDT_NOMEM, "out of memory");
}

int
dt_is_int(const dt_node_t *dnp)
{
	const dt_type_t *t = dt_node_type(dnp);

	return t->t_kind == DT_TK_INT || t->t_kind == DT_TK_PTR;
}

/* an aggregation, @a or @a[keys], where a value is wanted */
int
dt_is_agg(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_AGG || (dnp->dn_kind == DT_NODE_ARRAY &&
	    dnp->dn_left->dn_kind == DT_NODE_AGG);
}

/* @a[i][j]: an aggregation indexed twice (DTrace's words) */
int
dt_agg_mdim(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *l = dnp->dn_left;

	if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_op != DT_OP_INDEX ||
	    l->dn_kind != DT_NODE_ARRAY || l->dn_left->dn_kind != DT_NODE_AGG)
		return 0;
	return dt_dnerror(sx->dtp, dnp, D_AGG_MDIM, "improper attempt to "
	    "reference @%s as a multi-dimensional array",
	    l->dn_left->dn_string);
}

int
dt_is_str(const dt_node_t *dnp)
{
	return dt_node_type(dnp)->t_kind == DT_TK_STRING;
}

/* the operator as DTrace names it in messages */
static const char *
dt_opstr(dt_op_t op)
{
	return dt_op_name(op == DT_OP_POSTINC ? DT_OP_PREINC :
	    op == DT_OP_POSTDEC ? DT_OP_PREDEC : op);
}

/* an integer, not a pointer: what C calls integral */
static int
dt_is_integer(const dt_node_t *dnp)
{
	return dt_node_type(dnp)->t_kind == DT_TK_INT;
}

uint32_t
dt_strcap(dt_sctx_t *sx, uint32_t cap)
{
	uint32_t max = DT_STRSIZE(sx->dtp) + 1;	/* strsize characters + NUL */

	return (cap == 0 || cap > max) ? max : cap;
}

/*
 * Literals and macros
 */
/*
 * The type of an integer constant is the first of these that holds its
 * value (C99 6.4.4.1, as DTrace types them): starting at the one its
 * suffix names, over every type for an octal or hex constant, over the
 * signed ones for a decimal constant (character constants too), over the
 * unsigned ones with a 'u' suffix.
 */
static int
dt_sema_int(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	static const struct {
		uint64_t max;
		uint32_t size;
		int sgn;
		const char *name;
	} types[] = {
		{ INT32_MAX, 4, 1, "int" }, { UINT32_MAX, 4, 0, "unsigned int" },
		{ INT64_MAX, 8, 1, "long" }, { UINT64_MAX, 8, 0, "unsigned long" },
		{ INT64_MAX, 8, 1, "long long" },
		{ UINT64_MAX, 8, 0, "unsigned long long" },
	};
	uint64_t v = dnp->dn_int;
	unsigned fl = dnp->dn_flags;
	int u = (fl & DT_NF_UNSIGNED) != 0;
	size_t i = (size_t)u + ((fl & DT_NF_LONG) ? 2 : (fl & DT_NF_LONGLONG) ?
	    4 : 0);
	size_t step = u || !(fl & DT_NF_OCTHEX) ? 2 : 1;

	/* bt's integer literals are 64-bit, as bpftrace's are */
	if (DT_LF(sx->dtp, DT_LF_BTINTS) && i < 2) {
		i = 2;
		step = 1;
	}
	for (; i < sizeof(types) / sizeof(types[0]); i += step) {
		if (v > types[i].max)
			continue;
		si->si_const = 1;
		si->si_int = (int64_t)v;
		dt_type_int(&si->si_type, types[i].size, types[i].sgn,
		    types[i].name);
		return 0;
	}
	return dt_dnerror(sx->dtp, dnp, D_INT_OFLOW,
	    "integer constant 0x%" PRIx64
	    " cannot be represented in any built-in integral type", v);
}

static int
dt_add_string(dt_sctx_t *sx, const char *s, size_t len)
{
	dt_compiled_t *pp = sx->pp;
	char **v;
	int i;

	for (i = 0; i < pp->p_nstrs; i++)
		if (strcmp(pp->p_strs[i], s) == 0)
			return i;
	if ((v = realloc(pp->p_strs, sizeof(char *) * (pp->p_nstrs + 1))) == NULL)
		return -1;
	pp->p_strs = v;
	if ((v[pp->p_nstrs] = strndup(s, len)) == NULL)
		return -1;
	return pp->p_nstrs++;
}

static int
dt_sema_string(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	size_t len = strlen(dnp->dn_string);

	if (len > DT_STRSIZE(sx->dtp))
		len = DT_STRSIZE(sx->dtp);
	if ((si->si_str = dt_add_string(sx, dnp->dn_string, len)) < 0)
		return dt_nomem(sx);
	dt_type_string(&si->si_type, (uint32_t)len + 1);
	si->si_type.t_aux = (uint32_t)len + 1;	/* before rounding (bt) */
	return 0;
}

/*
 * The value of a macro variable: 0 with *ival or *sval set.  An operand
 * is read as DTrace reads it: an integer constant when it is one, an
 * identifier (*ident set, its text in *sval) when it is one, otherwise a
 * string (without the double quotes around it, if any).
 */
int
dt_macro_value(dt_sctx_t *sx, const dt_node_t *dnp, int64_t *ival,
    const char **sval, int *ident)
{
	dtrace_hdl_t *dtp = sx->dtp;
	const char *name = dnp->dn_string;
	int forcestr = name[0] == '$';

	*sval = NULL;
	*ident = 0;
	if (forcestr)
		name++;
	if (DT_LF(dtp, DT_LF_BTPARAMS) && strcmp(name, "#") == 0) {
		/* bt's $#: how many positional parameters */
		*ival = dtp->dt_argc > 0 ? dtp->dt_argc - 1 : 0;
		return 0;
	}
	if (isdigit((unsigned char)name[0])) {
		long n = strtol(name, NULL, 10);
		const char *v, *p;
		char *end;

		if (n >= dtp->dt_argc) {
			/* bt: a missing parameter is 0, or "" to str() */
			if (dtp->dt_options[DT_OPT_DEFAULTARGS] <= 0 &&
			    !DT_LF(dtp, DT_LF_BTPARAMS))
				return dt_dnerror(dtp, dnp, D_MACRO_UNDEF,
				    "macro argument %s%s is not defined",
				    forcestr ? "$$" : "$", name);
			*ival = 0;
			*sval = forcestr ? "" : NULL;
			return 0;
		}
		if (n == dtp->dt_argc - 1)
			dtp->dt_lastargref = 1;
		v = dtp->dt_argv[n];
		if (forcestr) {
			*sval = v;
			return 0;
		}
		errno = 0;
		*ival = (int64_t)strtoull(v, &end, 0);
		if (*v != '\0' && *end == '\0' && errno == 0)
			return 0;
		if (errno == ERANGE && !DT_LF(dtp, DT_LF_BTPARAMS))
			return dt_dnerror(dtp, dnp, D_MACRO_OFLOW,
			    "macro argument $%s "
			    "constant %s results in integer overflow", name, v);
		if (DT_LF(dtp, DT_LF_BTPARAMS)) { /* a string, for str() */
			*sval = v;
			return 0;
		}
		for (p = v; *p != '\0' && (isalnum((unsigned char)*p) ||
		    *p == '_' || *p == '`'); p++)
			;
		if (*v == '\0' || *p != '\0') {
			*sval = v;
			return 0;
		}
		if (isdigit((unsigned char)v[0]))
			return dt_dnerror(dtp, dnp, D_MACRO_OFLOW,
			    "macro argument $%s "
			    "constant %s is not a valid integer constant", name,
			    v);
		*sval = v;
		*ident = 1;
		return 0;
	}
	if (strcmp(name, "target") == 0) {
		/* compiled only (-e): 0, as DTrace has it without a process */
		if (dtp->dt_target == 0 && !(sx->pp->p_cflags & DTRACE_C_NOEXEC))
			return dt_dnerror(dtp, dnp, D_MACRO_UNDEF, DT_LF(dtp,
			    DT_LF_BTERRS) ? "cpid cannot be used without child "
			    "command" : "macro variable $target may only be "
			    "used with -c or -p");
		*ival = dtp->dt_target;
	} else if (strcmp(name, "pid") == 0)
		*ival = getpid();
	else if (strcmp(name, "ppid") == 0)
		*ival = getppid();
	else if (strcmp(name, "uid") == 0)
		*ival = getuid();
	else if (strcmp(name, "gid") == 0)
		*ival = getgid();
	else if (strcmp(name, "euid") == 0)
		*ival = geteuid();
	else if (strcmp(name, "egid") == 0)
		*ival = getegid();
	else if (strcmp(name, "pgid") == 0)
		*ival = getpgid(0);
	else if (strcmp(name, "sid") == 0)
		*ival = getsid(0);
	else if (strcmp(name, "projid") == 0 || strcmp(name, "taskid") == 0)
		*ival = 0;
	else
		return dt_dnerror(dtp, dnp, D_MACRO_UNDEF,
		    "failed to resolve $%s: "
		    "Unknown macro variable", dnp->dn_string);
	return 0;
}

static int
dt_sema_macro(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	int64_t iv = 0;
	const char *sv;
	int ident, strok = sx->strparam, bad = 0;

	sx->strparam = 0;
	if (dt_macro_value(sx, dnp, &iv, &sv, &ident) != 0)
		return -1;
	/* bt: a positional parameter is a number, but in str($N) (bpftrace
	 * reports each in its final pass, and goes on) */
	if (DT_LF(sx->dtp, DT_LF_BTPARAMS) && !strok &&
	    isdigit((unsigned char)dnp->dn_string[0]) &&
	    (sv != NULL || strcmp(dnp->dn_string, "0") == 0)) {
		if (strcmp(dnp->dn_string, "0") == 0)
			dt_lateerr(sx, 2, dnp, D_MACRO_OFLOW, "param $0 is "
			    "out of integer range [1, 9223372036854775807]");
		else
			dt_lateerr(sx, 2, dnp, D_MACRO_OFLOW, "$%s used "
			    "numerically but given \"%s\". Try using str($%s).",
			    dnp->dn_string, sv, dnp->dn_string);
		dt_errkeep(sx->dtp);
		sv = NULL;
		bad = 1;
	}
	if (ident) {		/* the operand stands for that identifier */
		char *name = strdup(sv);

		if (name == NULL)
			return dt_nomem(sx);
		free(dnp->dn_string);
		dnp->dn_string = name;
		dnp->dn_kind = DT_NODE_IDENT;
		return dt_sema_ident(sx, dnp, si);
	}
	if (sv != NULL) {
		size_t len = strlen(sv);

		/* "text" in quotes is the string text */
		if (len > 1 && sv[0] == '"' && sv[len - 1] == '"') {
			sv++;
			len -= 2;
		}
		if ((si->si_str = dt_add_string(sx, sv, len)) < 0)
			return dt_nomem(sx);
		dt_type_string(&si->si_type, dt_strcap(sx, (uint32_t)len + 1));
		return 0;
	}
	si->si_const = !bad;	/* (not a NULL that strings compare with) */
	si->si_int = bad ? 0 : iv;
	if (iv >= INT32_MIN && iv <= INT32_MAX)
		dt_type_int(&si->si_type, 4, 1, "int");
	else
		dt_type_int(&si->si_type, 8, 1, "long");
	/* bt: cpid is a uint32, a positional parameter an int64 */
	if (DT_LF(sx->dtp, DT_LF_BTINTS))
		dt_type_int(&si->si_type, strcmp(dnp->dn_string, "target") ==
		    0 ? 4 : 8, strcmp(dnp->dn_string, "target") != 0,
		    strcmp(dnp->dn_string, "target") == 0 ? "uint32_t" :
		    "int64_t");
	return 0;
}

/*
 * Variables
 */
dt_var_t *
dt_var_find(dt_sctx_t *sx, const char *name, dt_varkind_t kind)
{
	dt_var_t *vp;
	int want_global = kind == DT_VAR_GLOBAL || kind == DT_VAR_ARRAY;

	for (vp = sx->pp->p_vars; vp != NULL; vp = vp->v_next) {
		int global = vp->v_kind == DT_VAR_GLOBAL ||
		    vp->v_kind == DT_VAR_ARRAY;

		if (strcmp(vp->v_name, name) == 0 &&
		    (want_global ? global : vp->v_kind == kind) &&
		    (vp->v_clause == NULL || vp->v_clause == sx->clause))
			return vp;
	}
	return NULL;
}

dt_var_t *
dt_var_create(dt_sctx_t *sx, const char *name, dt_varkind_t kind, int line)
{
	dt_var_t *vp;

	if ((vp = calloc(1, sizeof(*vp))) == NULL)
		return NULL;
	if ((vp->v_name = strdup(name)) == NULL) {
		free(vp);
		return NULL;
	}
	vp->v_kind = kind;
	vp->v_map_fd = -1;
	if (DT_LF(sx->dtp, DT_LF_SCRATCH) && kind == DT_VAR_THIS)
		vp->v_clause = sx->clause;	/* bt: a scratch variable */
	vp->v_line = line;
	vp->v_next = sx->pp->p_vars;
	sx->pp->p_vars = vp;
	return vp;
}

/* a variable read before anything declared or assigned it */
static int
dt_var_undeclared(dt_sctx_t *sx, const dt_node_t *dnp, dt_varkind_t kind,
    const char *name)
{
	if (DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, dnp, D_IDENT_UNDEF, "Undefined or undeclared "
		    "variable: %s%s", kind == DT_VAR_THIS ? "$" : "", name);
	return dt_dnerror(sx->dtp, dnp, D_VAR_UNDEF,
	    "%s%s has not yet been declared "
	    "or assigned", kind == DT_VAR_SELF ? "self->" : kind == DT_VAR_THIS ?
	    "this->" : "", name);
}

/* widen string storage to hold a value of type tp (and its capacity
 * before rounding, t_aux when not t_size, which bt's sizeof gives) */
static void
dt_type_widen(dt_type_t *slot, const dt_type_t *tp)
{
	uint32_t a, b;

	if (slot->t_kind != DT_TK_STRING || tp->t_kind != DT_TK_STRING)
		return;
	a = slot->t_aux != 0 ? slot->t_aux : slot->t_size;
	b = tp->t_aux != 0 ? tp->t_aux : tp->t_size;
	if (tp->t_size > slot->t_size)
		slot->t_size = tp->t_size;
	slot->t_aux = a > b ? a : b;
	if (slot->t_aux == slot->t_size)
		slot->t_aux = 0;
}

int
dt_incompat(dt_sctx_t *sx, const dt_node_t *dnp, dt_errtag_t tag,
    const char *op, const dt_type_t *l, const dt_type_t *r)
{
	return dt_dnerror(sx->dtp, dnp, tag,
	    "operands have incompatible "
	    "types: \"%s\" %s \"%s\"", l->t_name, op, r->t_name);
}

/* can a value of type r be stored where type l lives? */
static int
dt_assignable(const dt_type_t *l, const dt_type_t *r)
{
	if (l->t_kind == DT_TK_STRING || r->t_kind == DT_TK_STRING)
		return l->t_kind == r->t_kind;
	if (l->t_kind == DT_TK_STACK || r->t_kind == DT_TK_STACK)
		return l->t_kind == r->t_kind && l->t_sym == r->t_sym &&
		    l->t_size == r->t_size;
	/* a floating-point value: one of the same size */
	if (l->t_kind == DT_TK_FLOAT || r->t_kind == DT_TK_FLOAT)
		return l->t_kind == r->t_kind && l->t_size == r->t_size;
	/* a struct or union: one of the same type */
	if (l->t_kind == DT_TK_SOU || r->t_kind == DT_TK_SOU ||
	    l->t_kind == DT_TK_ARRAY || r->t_kind == DT_TK_ARRAY)
		return l->t_kind == r->t_kind && l->t_size == r->t_size &&
		    strcmp(l->t_name, r->t_name) == 0;
	return 1;
}

/* give var its type from the first value stored in it */
static int
dt_var_settype(dt_sctx_t *sx, dt_node_t *dnp, dt_var_t *vp,
    const dt_type_t *tp)
{
	/* an array or a long double kept in a global or clause-local only */
	if ((tp->t_kind == DT_TK_ARRAY || (tp->t_kind == DT_TK_FLOAT &&
	    dt_type_byaddr(tp))) &&
	    !DT_LF(sx->dtp, DT_LF_BTERRS) && vp->v_kind != DT_VAR_GLOBAL &&
	    vp->v_kind != DT_VAR_THIS)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "%s of type %s are "
		    "not supported yet", vp->v_kind == DT_VAR_SELF ?
		    "thread-local variables" : "associative array elements",
		    tp->t_name);
	if (!vp->v_typed) {
		vp->v_type = *tp;
		if (tp->t_kind == DT_TK_STRING)
			vp->v_type.t_size = tp->t_size;
		vp->v_typed = 1;
		return 0;
	}
	if (dt_sl(sx)->sl_tupleset != NULL && (dt_bttuple_is(&vp->v_type) ||
	    dt_bttuple_is(tp)))
		return dt_sl(sx)->sl_tupleset(sx, dnp, vp, tp);
	if (!dt_assignable(&vp->v_type, tp) && dt_sl(sx)->sl_asgnerr != NULL) {
		char now[80], name[300];
		const dt_node_t *rn = dnp->dn_kind == DT_NODE_OP2 ?
		    dnp->dn_right : NULL;

		if (rn != NULL && dt_node_type(rn) != NULL)
			dt_sl(sx)->sl_typeword(sx, rn, now, sizeof(now));
		else
			dt_sl(sx)->sl_typeword_t(tp, now, sizeof(now));
		snprintf(name, sizeof(name), "%s%s", vp->v_kind ==
		    DT_VAR_THIS ? "$" : "", vp->v_name);
		return dt_sl(sx)->sl_asgnerr(sx, dnp, name, &vp->v_type, now);
	}
	if (!dt_assignable(&vp->v_type, tp))
		return dt_incompat(sx, dnp, D_OP_INCOMPAT,
		    "=", &vp->v_type, tp);
	dt_type_widen(&vp->v_type, tp);
	return 0;
}

int
dt_sema_keys(dt_sctx_t *sx, dt_node_t **argsp, dt_keys_t *kp, int *fixed,
    const dt_node_t *where, const char *what)
{
	dt_node_t *args = *argsp, *a, *b;
	int n = 0, cnt, hidden, spliced = 0;

	for (a = args; a != NULL; a = a->dn_next, n++) {
		/* D: no key of a dynamic type (an aggregation, a translated
		 * pointer) or of type void */
		if (!spliced && !DT_LF(sx->dtp, DT_LF_BTERRS) &&
		    (dt_is_agg(a) || dt_inline_is_xlate(sx, a)))
			return dt_dnerror(sx->dtp, where, D_KEY_TYPE,
			    "%s[ ] key #%d is a dynamic expression", what,
			    n + 1);
		if (!spliced && (dt_sema_expr(sx, a) != 0 ||
		    dt_novalue(sx, where, a, DT_BTUSE_KEY) != 0))
			return -1;
		if (!DT_LF(sx->dtp, DT_LF_BTERRS) &&
		    dt_node_type(a)->t_kind == DT_TK_VOID)
			return dt_dnerror(sx->dtp, where, D_KEY_TYPE,
			    "%s[ ] key #%d is of type void", what, n + 1);
		if (DT_LF(sx->dtp, DT_LF_TUPLES) && !spliced && a == args &&
		    a->dn_next == NULL && dt_sl(sx)->sl_tuplekey != NULL &&
		    dt_bttuple_is(dt_node_type(a))) {
			/* @m[t], t a tuple: @m[t.0, t.1, ...] */
			if (dt_sl(sx)->sl_tuplekey(sx, argsp) != 0)
				return -1;
			a = args = *argsp;
			spliced = 1;
		}
		if (DT_LF(sx->dtp, DT_LF_TUPLES) &&
		    dt_bttuple_is(dt_node_type(a))) {
			n = dt_dnerror(sx->dtp, where, D_KEY_TYPE,
			    "tuple cannot be "
			    "used as a map key. Try a multi-key associative "
			    "array instead (eg `@map[$1, $2] = ...)`.");
			dt_errhint_set(sx->dtp, DT_EH_BRACKETS, 1);	/* @m[...] */
			return n;
		}
		if (n >= DT_MAXKEYS)
			return dt_dnerror(sx->dtp, where, D_PROTO_LEN,
			    "%s has too many "
			    "keys (at most %d)", what, DT_MAXKEYS);
		if (*fixed && (n >= kp->k_n ||
		    !dt_assignable(&kp->k_types[n], dt_node_type(a))))
			goto mismatch;
		if (!*fixed)
			kp->k_types[n] = *dt_node_type(a);
		else
			dt_type_widen(&kp->k_types[n], dt_node_type(a));
	}
	if (*fixed && n != kp->k_n)
		goto mismatch;
	kp->k_n = n;
	*fixed = 1;
	return 0;
mismatch:
	if (dt_sl(sx)->sl_keyerr != NULL) {
		/* the keys not yet analysed are, for the message */
		for (a = a != NULL ? a->dn_next : NULL; a != NULL;
		    a = a->dn_next)
			if (dt_sema_expr(sx, a) != 0)
				return -1;
		return dt_sl(sx)->sl_keyerr(sx, where, what, args, kp);
	}
	/* DTrace's words: the number of keys first, then the first key
	 * of another type (a thread-local array's hidden first key, the
	 * thread, not counted) */
	hidden = strncmp(what, "self->", 6) == 0;
	for (cnt = 0, b = args; b != NULL; b = b->dn_next)
		cnt++;
	if (cnt != kp->k_n)
		return dt_dnerror(sx->dtp, where, D_PROTO_LEN, "%s[ ] prototype "
		    "mismatch: %d key%s passed, %d expected", what, cnt - hidden,
		    cnt - hidden == 1 ? "" : "s", kp->k_n - hidden);
	return dt_dnerror(sx->dtp, where, D_PROTO_ARG, "%s[ ] key #%d is "
	    "incompatible with prototype:\n\tprototype: %s\n\t      key: %s",
	    what, n + 1 - hidden, kp->k_types[n].t_name,
	    dt_node_type(a)->t_name);
}

static int
dt_sema_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_builtin_t *bp;
	const dt_func_t *fp;
	dt_var_t *vp;
	int rc;

	if (sx->xl_name != NULL && strcmp(dnp->dn_string, sx->xl_name) == 0) {
		si->si_kind = DT_SI_VALUE;	/* a translator's input */
		si->si_type = *sx->xl_type;
		return 0;
	}
	if ((bp = dt_builtin_lookup(sx->dtp, dnp->dn_string)) != NULL) {
		if (sx->lvalue)
			return dt_dnerror(sx->dtp, dnp, D_OP_WRITE,
			    "operator %s can "
			    "only be applied to a writable variable",
			    dt_opstr(sx->lvalue));
		si->si_kind = DT_SI_BUILTIN;
		si->si_bi = bp;
		if (bp->bi_args)
			sx->clause->c_usesargs = 1;
		if (bp->bi_sym == DT_SYM_BTPROBE)
			sx->clause->c_btprobe = 1;
		if (bp->bi_kind == DT_TK_STRING)
			dt_type_string(&si->si_type, dt_strcap(sx, bp->bi_size));
		else if (bp->bi_kind == DT_TK_PTR) {
			if (dt_type_lookup(sx->dtp, bp->bi_tname, 1,
			    &si->si_type) != 0)
				return dt_type_error(sx, dnp, D_TYPE_ERR);
		} else
			dt_type_int(&si->si_type, bp->bi_size, bp->bi_signed,
			    bp->bi_tname);
		si->si_type.t_sym = bp->bi_sym;
		if (dt_sl(sx)->sl_builtin == NULL)
			return 0;
		if (bp->bi_sym == DT_SYM_NONE)
			dt_sl(sx)->sl_builtintype(sx, dnp, si);
		return dt_sl(sx)->sl_builtin(sx, dnp, si);
	}
	if (!sx->lvalue && (rc = dt_decl_ident(sx, dnp, si, 0)) != 0)
		return rc < 0 ? -1 : 0;
	vp = dt_var_find(sx, dnp->dn_string, DT_VAR_GLOBAL);
	if (vp == NULL && sx->lvalue)
		vp = dt_var_create(sx, dnp->dn_string, DT_VAR_GLOBAL, dnp->dn_line);
	if (vp == NULL && (rc = dt_decl_ident(sx, dnp, si, 1)) != 0)
		return rc < 0 ? -1 : 0;
	if (vp == NULL && dt_sl(sx)->sl_argcontext != NULL &&
	    dt_sl(sx)->sl_argcontext(sx, dnp) != 0)
		return -1;
	/* D: an array built-in or a function named as a scalar */
	if (vp == NULL && !DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    (strcmp(dnp->dn_string, "args") == 0 ||
	    strcmp(dnp->dn_string, "uregs") == 0 ||
	    strcmp(dnp->dn_string, "regs") == 0))
		return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF, "associative "
		    "array '%s' may not be referenced as scalar",
		    dnp->dn_string);
	if (vp == NULL && !DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    (fp = dt_func_lookup(sx->dtp, dnp->dn_string)) != NULL)
		return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF, "%s '%s' may "
		    "not be referenced as scalar", dt_func_kindname(fp),
		    dnp->dn_string);
	if (vp == NULL)
		return dt_dnerror(sx->dtp, dnp, D_IDENT_UNDEF, DT_LF(sx->dtp,
		    DT_LF_BTERRS) ? "Unknown identifier: '%s'" : "failed to "
		    "resolve %s: Unknown variable name", dnp->dn_string);
	if (vp->v_kind != DT_VAR_GLOBAL)
		return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF,
		    "associative array '%s' may not be referenced as scalar",
		    dnp->dn_string);
	if (!vp->v_typed && !sx->lvalue)
		return dt_var_undeclared(sx, dnp, vp->v_kind, vp->v_name);
	si->si_kind = DT_SI_VAR;
	si->si_var = vp;
	si->si_type = vp->v_type;
	return 0;
}

static int
dt_sema_local(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_varkind_t kind = dnp->dn_kind == DT_NODE_SELF ? DT_VAR_SELF : DT_VAR_THIS;
	dt_var_t *vp = dt_var_find(sx, dnp->dn_string, kind);

	if (vp != NULL && sx->clause != NULL && !sx->lvalue &&
	    vp->v_btpoison == sx->clause->c_id + 1) {
		sx->dtp->dt_errno = EDT_COMPILER;
		dt_errhint_set(sx->dtp, DT_EH_KEPT, 1);
		return -1;
	}
	/* DTrace analyses clauses in order: a read must follow a
	 * declaration or an assignment in the program text */
	if ((vp == NULL || !vp->v_typed) && !sx->lvalue)
		return dt_var_undeclared(sx, dnp, kind, dnp->dn_string);
	if (vp == NULL &&
	    (vp = dt_var_create(sx, dnp->dn_string, kind, dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	si->si_kind = DT_SI_VAR;
	si->si_var = vp;
	si->si_type = vp->v_type;
	return 0;
}

/*
 * The D type of a probe argument from the type name its provider gives:
 * D's integers, string (the argument is the address of a kernel string),
 * pointers, "char [N]" (the address of an array: a string of at most N
 * bytes), struct pointers and enums from BTF; anything else is an int64_t.
 */
static void
dt_sema_argtype(dt_sctx_t *sx, const char *name, dt_type_t *t)
{
	unsigned n;
	char base[64];
	int nptr = 0;
	size_t len;

	if (name != NULL && sscanf(name, "char [%u]", &n) == 1 && n > 0) {
		dt_type_string(t, n < dt_strcap(sx, 0) ? n : dt_strcap(sx, 0));
		return;
	}
	if (name != NULL && strcmp(name, "string") == 0) {
		dt_type_string(t, dt_strcap(sx, 0));
		return;
	}
	if (dt_tname_is_tag(name, 1)) {
		snprintf(base, sizeof(base), "%s", name);
		for (len = strlen(base); len > 0 && (base[len - 1] == '*' ||
		    base[len - 1] == ' '); len--)
			nptr += base[len - 1] == '*';
		base[len] = '\0';
		if (dt_type_lookup(sx->dtp, base, nptr, t) == 0)
			return;
	}
	if (name != NULL && dt_sl(sx)->sl_ptrtype != NULL &&
	    strchr(name, '*') != NULL &&
	    dt_sl(sx)->sl_ptrtype(sx, name, t) == 0)
		return;
	if (name == NULL || dt_type_parse(name, t) != 0)
		dt_type_int(t, 8, 1, "int64_t");
}

static int
dt_sema_args(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_clause_t *cp = sx->clause;
	const dt_sinfo_t *ki;
	int64_t n;
	int i;

	if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
		return dt_dnerror(sx->dtp, dnp, D_PROTO_LEN,
		    "args[ ] requires one "
		    "integer index");
	if (dt_sema_expr(sx, dnp->dn_args) != 0)
		return -1;
	ki = dnp->dn_args->dn_sema;
	if (!ki->si_const)
		return dt_dnerror(sx->dtp, dnp, D_PROTO_ARG,
		    "index of args[ ] must be "
		    "an integer constant");
	n = ki->si_int;
	if (n < 0 || n >= DT_MAXARGS)
		return dt_dnerror(sx->dtp, dnp, D_ARGS_IDX,
		    "index %" PRId64 " is out "
		    "of range for args[ ]", n);
	si->si_kind = DT_SI_ARG;
	si->si_int = n;
	cp->c_usesargs = 1;
	dt_type_int(&si->si_type, 8, 1, "int64_t");
	/* the type of args[n] is the probes' own, if they all agree */
	for (i = 0; i < cp->c_nprobes; i++) {
		dt_probe_t *prp = cp->c_probes[i];
		dt_type_t t;

		if (prp->pr_nargs < 0 && prp->pr_prov->pv_impl->pi_probe_info)
			prp->pr_prov->pv_impl->pi_probe_info(sx->dtp, prp);
		if (n >= prp->pr_nargs)
			return dt_dnerror(sx->dtp, dnp, D_ARGS_IDX,
			    "index %" PRId64
			    " is out of range for %s:%s:%s:%s args[ ]", n,
			    dt_probe_provname(prp), prp->pr_mod, prp->pr_func,
			    prp->pr_name);
		dt_sema_argtype(sx, prp->pr_argtypes[n], &t);
		if (i == 0)
			si->si_type = t;
		else if (strcmp(t.t_name, si->si_type.t_name) != 0)
			dt_type_int(&si->si_type, 8, 1, "int64_t");
	}
	return 0;
}

/*
 * self->a[k...]: a thread-local associative array is the global one
 * named "self->a" whose first key is the thread's id, hidden from the
 * program (tid k...).  The node becomes that: the analysis and the code
 * of associative arrays do the rest, and assigning 0 deletes an element
 * as it does there.
 */
static int
dt_sema_selfarray(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_node_t *base = dnp->dn_left, *tid;
	char *name;

	if ((tid = dt_node_new(sx->pp->p_ast, DT_NODE_IDENT, dnp->dn_line,
	    dnp->dn_col)) == NULL || (tid->dn_string = strdup("tid")) == NULL ||
	    asprintf(&name, "self->%s", base->dn_string) < 0)
		return dt_nomem(sx);
	tid->dn_next = dnp->dn_args;
	dnp->dn_args = tid;
	free(base->dn_string);
	base->dn_string = name;
	base->dn_kind = DT_NODE_IDENT;
	return 0;
}

/* regs[] is read: the clause's probes attach where the registers are seen
 * (fbt: a kprobe rather than fentry) */
static void
dt_sema_wantregs(dt_clause_t *cp)
{
	int i;

	for (i = 0; i < cp->c_nprobes; i++)
		cp->c_probes[i]->pr_wantregs = 1;
}

int
dt_sema_array(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *base = dnp->dn_left;
	dt_op_t lvalue = sx->lvalue;
	dt_var_t *vp;
	int fixed;

	if (base->dn_kind == DT_NODE_IDENT && strcmp(base->dn_string, "args") == 0)
		return dt_sema_args(sx, dnp, si);
	if (base->dn_kind == DT_NODE_IDENT &&
	    (strcmp(base->dn_string, "uregs") == 0 ||
	    strcmp(base->dn_string, "regs") == 0)) {
		/* uregs[i] is the subroutine __uregs(i), regs[i] __regs(i) */
		if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
			return dt_dnerror(sx->dtp, dnp, D_PROTO_LEN,
			    "%s[ ] requires one integer index",
			    base->dn_string);
		dnp->dn_kind = DT_NODE_CALL;
		free(dnp->dn_string);
		if (asprintf(&dnp->dn_string, "__%s", base->dn_string) < 0) {
			dnp->dn_string = NULL;
			return dt_nomem(sx);
		}
		if (base->dn_string[0] == 'r' && sx->clause != NULL)
			dt_sema_wantregs(sx->clause);
		return dt_sema_call(sx, dnp, si);
	}
	if (base->dn_kind == DT_NODE_IDENT && dt_var_find(sx, base->dn_string,
	    DT_VAR_GLOBAL) == NULL) {
		int rc = dt_decl_inline_index(sx, dnp, si);	/* fds[fd] */

		if (rc != 0)
			return rc < 0 ? -1 : 0;
	}
	if (base->dn_kind == DT_NODE_AGG)
		return dt_dnerror(sx->dtp, dnp, D_AGG_FUNC,
		    "aggregation @%s may only "
		    "be assigned an aggregating function", base->dn_string);
	/*
	 * A built-in variable or a scalar one that has a type: e[i] is
	 * *(e + i), as in C (memory when e holds a pointer).
	 */
	vp = dt_var_find(sx, base->dn_string, base->dn_kind == DT_NODE_SELF ?
	    DT_VAR_SELF : base->dn_kind == DT_NODE_THIS ? DT_VAR_THIS :
	    DT_VAR_GLOBAL);
	if (base->dn_kind == DT_NODE_SELF && (vp == NULL || !vp->v_typed)) {
		if (dt_sema_selfarray(sx, dnp) != 0)
			return -1;
		vp = dt_var_find(sx, base->dn_string, DT_VAR_GLOBAL);
	}
	if ((base->dn_kind == DT_NODE_IDENT &&
	    dt_builtin_lookup(sx->dtp, base->dn_string) != NULL) ||
	    (vp != NULL && vp->v_kind != DT_VAR_ARRAY && vp->v_typed)) {
		if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
			return dt_dnerror(sx->dtp, dnp, D_ARR_BADREF,
			    "cannot access "
			    "scalar %s as an associative array",
			    base->dn_string);
		sx->lvalue = DT_OP_NONE;	/* e and i are read */
		dnp->dn_kind = DT_NODE_OP2;
		dnp->dn_op = DT_OP_INDEX;
		dnp->dn_left = base;
		dnp->dn_right = dnp->dn_args;
		dnp->dn_args = NULL;
		return dt_sema_index(sx, dnp, si);
	}
	if (base->dn_kind != DT_NODE_IDENT)
		return dt_dnerror(sx->dtp, dnp, D_ARR_LOCAL,
		    "%s arrays are not "
		    "supported yet", base->dn_kind == DT_NODE_SELF ?
		    "thread-local" : "clause-local");
	if (vp != NULL)		/* a scalar created, never typed: an array now */
		vp->v_kind = DT_VAR_ARRAY;
	if ((vp == NULL || !vp->v_typed) && !lvalue &&
	    base->dn_string[0] != '@')
		return dt_var_undeclared(sx, dnp, DT_VAR_ARRAY, base->dn_string);
	if (vp == NULL && (vp = dt_var_create(sx, base->dn_string,
	    DT_VAR_ARRAY, dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	if (base->dn_string[0] == '@' && !vp->v_bt) {
		/* a bt map: one read before any assignment is an integer */
		vp->v_bt = DT_VBT_MAP | ((dnp->dn_flags & DT_NF_BTSCALAR) ?
		    DT_VBT_SCALAR : 0);
		if (!lvalue) {
			dt_type_int(&vp->v_type, 8, 1, "int64_t");
			vp->v_typed = 1;
		}
	}
	sx->lvalue = DT_OP_NONE;
	fixed = vp->v_keys.k_n > 0;
	if ((vp->v_bt & DT_VBT_MAP) && fixed && !(vp->v_bt & DT_VBT_SCALAR) !=
	    !(dnp->dn_flags & DT_NF_BTSCALAR)) {
		/* @m after @m[k], or the other way */
		dt_keys_t none = { .k_n = 0 };

		if (dnp->dn_flags & DT_NF_BTSCALAR) {
			return dt_sl(sx)->sl_keyerr(sx, dnp, base->dn_string,
			    NULL, &vp->v_keys);
		}
		if (dt_sema_keys(sx, &dnp->dn_args, &none, &fixed, dnp,
		    base->dn_string) != 0)
			return -1;
		return dt_sl(sx)->sl_keyerr(sx, dnp, base->dn_string,
		    dnp->dn_args, &none);
	}
	if (dt_sema_keys(sx, &dnp->dn_args, &vp->v_keys, &fixed, dnp,
	    base->dn_string) != 0)
		return -1;
	sx->lvalue = lvalue;
	si->si_kind = DT_SI_VAR;
	si->si_var = vp;
	si->si_type = vp->v_type;
	return 0;
}

/*
 * Operators
 */
/*
 * The type of an arithmetic result, as D computes it: not C's integer
 * promotions but the operand of greater rank, the rank being the size
 * and then unsignedness (so char + char is a char, and the value wraps
 * as one when it is recorded or stored).
 */
static void
dt_arith_type(dt_type_t *res, const dt_type_t *l, const dt_type_t *r)
{
	uint32_t lrank = l->t_size * 2 + !l->t_signed;
	uint32_t rrank = r->t_size * 2 + !r->t_signed;
	const dt_type_t *t = lrank >= rrank ? l : r;
	static const char *const names[2][4] = {
		{ "unsigned char", "unsigned short", "unsigned int",
		    "unsigned long" },
		{ "char", "short", "int", "long" }
	};
	uint32_t size = t->t_size;
	int i = size == 1 ? 0 : size == 2 ? 1 : size == 4 ? 2 : 3;

	if (size != 1 && size != 2 && size != 4)
		size = 8;
	dt_type_int(res, size, t->t_signed, names[t->t_signed != 0][i]);
}

/* the constant 0, which D's NULL is */
int
dt_is_null(const dt_node_t *dnp)
{
	const dt_sinfo_t *si = dnp->dn_sema;

	return si->si_const && si->si_type.t_kind == DT_TK_INT &&
	    si->si_int == 0;
}

static int
dt_is_cmp(dt_op_t op)
{
	return op == DT_OP_LT || op == DT_OP_LE || op == DT_OP_GT ||
	    op == DT_OP_GE || op == DT_OP_EQ || op == DT_OP_NE;
}

static int
dt_is_asgn(dt_op_t op)
{
	return op >= DT_OP_ASGN && op <= DT_OP_RSH_EQ;
}

static int
dt_fold(const dt_sctx_t *sx, dt_sinfo_t *si, dt_op_t op, int64_t a,
    int64_t b)
{
	/* / % >> as the generated code computes them: by the result's
	 * sign, or as the language has them (bt: unsigned, by 0 give 0;
	 * >> logical) */
	int sdiv = si->si_type.t_signed &&
	    !DT_LF(sx->dtp, DT_LF_DIV_UNSIGNED);
	int srsh = si->si_type.t_signed && !DT_LF(sx->dtp, DT_LF_RSH_LOGICAL);

	switch (op) {
	case DT_OP_DIV:
	case DT_OP_MOD:
		if (b == 0 || (sdiv && a == INT64_MIN && b == -1)) {
			if (!DT_LF(sx->dtp, DT_LF_DIV_UNSIGNED))
				return 0;
			si->si_int = 0;
			break;
		}
		if (sdiv)
			si->si_int = op == DT_OP_DIV ? a / b : a % b;
		else
			si->si_int = (int64_t)(op == DT_OP_DIV ?
			    (uint64_t)a / (uint64_t)b : (uint64_t)a % (uint64_t)b);
		break;
	case DT_OP_RSH:
		si->si_int = srsh ? a >> (b & 63) :
		    (int64_t)((uint64_t)a >> (b & 63));
		break;
	/* wrapping, as the generated code does */
	case DT_OP_ADD: si->si_int = (int64_t)((uint64_t)a + (uint64_t)b); break;
	case DT_OP_SUB: si->si_int = (int64_t)((uint64_t)a - (uint64_t)b); break;
	case DT_OP_MUL: si->si_int = (int64_t)((uint64_t)a * (uint64_t)b); break;
	case DT_OP_BAND: si->si_int = a & b; break;
	case DT_OP_BOR: si->si_int = a | b; break;
	case DT_OP_XOR: si->si_int = a ^ b; break;
	case DT_OP_LSH: si->si_int = (int64_t)((uint64_t)a << (b & 63)); break;
	default: return 0;
	}
	si->si_const = 1;
	return 0;
}

/*
 * Memory: e->m, e.m, e[i], *e, &e
 */

/* an error about the type system from dt_types.c, at node dnp, tagged */
int
dt_type_error(dt_sctx_t *sx, const dt_node_t *dnp, dt_errtag_t tag)
{
	char msg[256];

	snprintf(msg, sizeof(msg), "%s", dtrace_errmsg(sx->dtp,
	    dtrace_errno(sx->dtp)));
	return dt_dnerror(sx->dtp, dnp, tag, "%s", msg);
}

/*
 * The operand types a binary operator (or its compound assignment)
 * accepts, checked in DTrace's words: + and - take integers and
 * pointers, * and / integers ("arithmetic"), % and the bit operators
 * integers ("integral"), the logical operators any scalar.
 */
static int
dt_sema_operands(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l, const dt_node_t *r)
{
	const char *name = dt_opstr(op);

	switch (op) {
	case DT_OP_ADD: case DT_OP_SUB: case DT_OP_ADD_EQ: case DT_OP_SUB_EQ:
		/* D: a string and an integer, as a char * and an integer
		 * (dt_sema_ptrarith) */
		if (!DT_LF(sx->dtp, DT_LF_STRNOTNULL) &&
		    (op == DT_OP_ADD || op == DT_OP_SUB) &&
		    ((dt_is_str(l) && dt_is_integer(r)) ||
		    (op == DT_OP_ADD && dt_is_integer(l) && dt_is_str(r))))
			return 0;
		if (!dt_is_int(l) || !dt_is_int(r))
			return dt_incompat(sx, dnp, D_OP_INCOMPAT,
			    name, dt_node_type(l),
			    dt_node_type(r));
		return 0;
	case DT_OP_MUL: case DT_OP_DIV: case DT_OP_MUL_EQ: case DT_OP_DIV_EQ:
		if (!dt_is_integer(l) || !dt_is_integer(r))
			return dt_dnerror(sx->dtp, dnp, D_OP_ARITH,
			    "operator %s "
			    "requires operands of arithmetic type", name);
		return 0;
	case DT_OP_LAND: case DT_OP_LOR: case DT_OP_LXOR:
		if (!dt_is_int(l) || !dt_is_int(r))
			return dt_dnerror(sx->dtp, dnp, D_OP_SCALAR,
			    "operator %s "
			    "requires operands of scalar type", name);
		return 0;
	default:
		if (!dt_is_integer(l) || !dt_is_integer(r))
			return dt_dnerror(sx->dtp, dnp, D_OP_INT, "operator %s "
			    "requires operands of integral type", name);
		return 0;
	}
}

/* a constant 0 on the right of / % /= %= is refused, as DTrace does */
static int
dt_divzero(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_sinfo_t *ri = dnp->dn_right->dn_sema;
	dt_op_t op = dnp->dn_op;

	if ((op == DT_OP_DIV || op == DT_OP_MOD || op == DT_OP_DIV_EQ ||
	    op == DT_OP_MOD_EQ) && ri->si_const && ri->si_int == 0)
		return dt_dnerror(sx->dtp, dnp, D_DIV_ZERO,
		    "expression contains "
		    "division by zero");
	return 0;
}

/* an error at the operator of dnp, as bpftrace marks it (one of its
 * final pass) */
static int
dt_opnerror(dt_sctx_t *sx, const dt_node_t *dnp, const char *msg)
{
	dt_node_t at = { .dn_kind = DT_NODE_INT, .dn_line = dnp->dn_line,
	    .dn_col = dnp->dn_col };
	int rc = dt_lateerr(sx, 2, &at, D_OP_INCOMPAT, "%s", msg);

	dt_errhint_set(sx->dtp, DT_EH_END, dnp->dn_col + (int)strlen(
	    dt_op_name(dnp->dn_op)));
	return rc;
}

/*
 * l op r, two struct or array values (DT_LF_AGGVALUES): == and != compare
 * their bytes; arrays only of the same number of integers of one size, as
 * bpftrace 0.17 has it (its words)
 */
static int
dt_sema_aggcmp(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *lt = dt_node_type(dnp->dn_left);
	const dt_type_t *rt = dt_node_type(dnp->dn_right);
	char msg[256];
	dt_type_t le, re;
	int bad = 0;

	if (lt->t_kind == DT_TK_ARRAY && dnp->dn_op != DT_OP_EQ &&
	    dnp->dn_op != DT_OP_NE) {
		snprintf(msg, sizeof(msg), "The %s operator cannot be used on "
		    "arrays.", dt_op_name(dnp->dn_op));
		return dt_opnerror(sx, dnp, msg);
	}
	if (lt->t_kind == DT_TK_ARRAY && rt->t_kind == DT_TK_ARRAY) {
		if (dt_type_nelems(sx->dtp, lt) != dt_type_nelems(sx->dtp,
		    rt)) {
			dt_opnerror(sx, dnp, "Only arrays of same size support "
			    "comparison operators.");
			dt_errkeep(sx->dtp);
			bad = 1;
		}
		if (dt_type_deref(sx->dtp, lt, &le) != 0 ||
		    dt_type_deref(sx->dtp, rt, &re) != 0 ||
		    le.t_kind != DT_TK_INT || re.t_kind != DT_TK_INT ||
		    le.t_size != re.t_size)
			return dt_opnerror(sx, dnp, "Only arrays of same sized "
			    "integer support comparison operators.");
		if (bad)
			return -1;
	} else if (lt->t_kind == DT_TK_ARRAY || rt->t_kind == DT_TK_ARRAY ||
	    (dnp->dn_op != DT_OP_EQ && dnp->dn_op != DT_OP_NE)) {
		snprintf(msg, sizeof(msg), "The %s operator can not be used on "
		    "expressions of types %s, %s", dt_op_name(dnp->dn_op),
		    lt->t_name, rt->t_name);
		return dt_opnerror(sx, dnp, msg);
	}
	dt_type_int(&si->si_type, 8, 1, "int64_t");
	return 0;
}

static int
dt_sema_op2(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	dt_op_t op = dnp->dn_op;
	const char *opname = dt_op_name(op);

	if (dt_is_asgn(op))
		return dt_sema_assign(sx, dnp, si);
	if (op == DT_OP_DOT || op == DT_OP_ARROW)
		return dt_sema_member(sx, dnp, si);
	if (op == DT_OP_INDEX)
		return dt_sema_index(sx, dnp, si);
	if (dt_sl(sx)->sl_binoperr != NULL && (dt_agg_arg(sx, l) != NULL ||
	    dt_agg_arg(sx, r) != NULL)) {
		/* bpftrace: a map of count() compared with 1 */
		if ((dt_agg_arg(sx, l) == NULL && dt_sema_expr(sx, l) != 0) ||
		    (dt_agg_arg(sx, r) == NULL && dt_sema_expr(sx, r) != 0))
			return -1;
		return dt_sl(sx)->sl_binoperr(sx, dnp);
	}
	if (dt_sema_expr(sx, l) != 0 || dt_sema_expr(sx, r) != 0 ||
	    dt_novalue(sx, dnp, l, DT_BTUSE_OP) != 0 ||
	    dt_novalue(sx, dnp, r, DT_BTUSE_OP) != 0)
		return -1;
	if (op == DT_OP_COMMA) {
		si->si_type = *dt_node_type(r);
		return 0;
	}
	if (dt_sl(sx)->sl_tuplebin != NULL &&
	    (dt_bttuple_is(dt_node_type(l)) || dt_bttuple_is(dt_node_type(r)))) {
		/* two tuples are equal when they are the same one, as in
		 * bpftrace 0.17; nothing else takes a tuple */
		if (dt_sl(sx)->sl_tuplebin(sx, dnp, op, l, r) != 0)
			return -1;
		dt_type_int(&si->si_type, 4, 1, "int");
		return 0;
	}
	if (dt_sl(sx)->sl_ptrop != NULL && (dt_node_type(l)->t_kind ==
	    DT_TK_PTR || dt_node_type(r)->t_kind == DT_TK_PTR) &&
	    dt_sl(sx)->sl_ptrop(sx, dnp, op, l, r) != 0)
		return -1;
	if (dt_sl(sx)->sl_binoperr != NULL && (dt_is_str(l) != dt_is_str(r) ||
	    (DT_LF(sx->dtp, DT_LF_AGGVALUES) &&
	    dt_type_byaddr(dt_node_type(l)) !=
	    dt_type_byaddr(dt_node_type(r)))))
		return dt_sl(sx)->sl_binoperr(sx, dnp);
	/* two struct or array values: equal or not, by their bytes */
	if (DT_LF(sx->dtp, DT_LF_AGGVALUES) &&
	    dt_type_byaddr(dt_node_type(l)))
		return dt_sema_aggcmp(sx, dnp, si);
	if (dt_is_cmp(op)) {
		/* a string may be compared with NULL (the constant 0) */
		if ((dt_is_str(l) != dt_is_str(r) && !dt_is_null(l) &&
		    !dt_is_null(r)) || dt_node_type(l)->t_kind == DT_TK_FLOAT ||
		    dt_node_type(r)->t_kind == DT_TK_FLOAT)
			return dt_incompat(sx, dnp, D_OP_INCOMPAT,
			    opname, dt_node_type(l),
			    dt_node_type(r));
		dt_type_int(&si->si_type, 4, 1, "int");
		if (dt_sl(sx)->sl_binop != NULL) {
			dt_type_int(&si->si_type, 8, 1, "int64_t");
			return dt_sl(sx)->sl_binop(sx, dnp, op, si);
		}
		return 0;
	}
	/* bt divides by zero as BPF does (the result is 0) */
	if ((!DT_LF(sx->dtp, DT_LF_DIV_UNSIGNED) && dt_divzero(sx, dnp) != 0) ||
	    dt_sema_operands(sx, dnp, op, l, r) != 0)
		return -1;
	if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR) {
		dt_type_int(&si->si_type, 4, 1, "int");
		return 0;
	}
	if ((op == DT_OP_ADD || op == DT_OP_SUB) &&
	    (dt_node_type(l)->t_kind == DT_TK_PTR ||
	    dt_node_type(r)->t_kind == DT_TK_PTR ||
	    dt_is_str(l) || dt_is_str(r)))
		return dt_sema_ptrarith(sx, dnp, si);
	if (op == DT_OP_LSH || op == DT_OP_RSH)
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(l));
	else
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(r));
	if (dt_sl(sx)->sl_binop != NULL &&
	    dt_sl(sx)->sl_binop(sx, dnp, op, si) != 0)
		return -1;
	if (((dt_sinfo_t *)l->dn_sema)->si_const &&
	    ((dt_sinfo_t *)r->dn_sema)->si_const)
		return dt_fold(sx, si, op, ((dt_sinfo_t *)l->dn_sema)->si_int,
		    ((dt_sinfo_t *)r->dn_sema)->si_int);
	return 0;
}

/* is memory node dnp reached through a pointer (*p, p[i], p->m)? */
static int
dt_mem_via_pointer(const dt_node_t *dnp)
{
	const dt_type_t *lt;

	if (dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_OP_DEREF)
		return 1;
	if (dnp->dn_kind != DT_NODE_OP2 || dnp->dn_left == NULL)
		return 0;
	if (dnp->dn_op == DT_OP_ARROW)
		return 1;
	lt = dt_node_type(dnp->dn_left);
	return dnp->dn_op == DT_OP_INDEX && lt != NULL &&
	    lt->t_kind == DT_TK_PTR;
}

/* the operator x op= y applies: x = x OP y */
dt_op_t
dt_asgn_base(dt_op_t op)
{
	static const dt_op_t base[][2] = {
		{ DT_OP_ADD_EQ, DT_OP_ADD }, { DT_OP_SUB_EQ, DT_OP_SUB },
		{ DT_OP_MUL_EQ, DT_OP_MUL }, { DT_OP_DIV_EQ, DT_OP_DIV },
		{ DT_OP_MOD_EQ, DT_OP_MOD }, { DT_OP_AND_EQ, DT_OP_BAND },
		{ DT_OP_OR_EQ, DT_OP_BOR }, { DT_OP_XOR_EQ, DT_OP_XOR },
		{ DT_OP_LSH_EQ, DT_OP_LSH }, { DT_OP_RSH_EQ, DT_OP_RSH },
	};
	size_t i;

	for (i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		if (base[i][0] == op)
			return base[i][1];
	return op;
}

/* the target of assignment or ++/-- operator op */
static int
dt_sema_lvalue(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op)
{
	const dt_sinfo_t *si;
	int rc, mem;

	/* v.m, v[i], p->m, *p: memory, analysed as read */
	mem = (dnp->dn_kind == DT_NODE_OP2 && (dnp->dn_op == DT_OP_DOT ||
	    dnp->dn_op == DT_OP_INDEX || dnp->dn_op == DT_OP_ARROW)) ||
	    (dnp->dn_kind == DT_NODE_OP1 && dnp->dn_op == DT_OP_DEREF);
	switch (dnp->dn_kind) {
	case DT_NODE_IDENT: case DT_NODE_SELF: case DT_NODE_THIS:
	case DT_NODE_ARRAY:
		sx->lvalue = op;
		break;
	default:
		if (!mem)
			return dt_dnerror(sx->dtp, dnp, D_OP_LVAL,
			    "operator %s requires "
			    "modifiable lvalue as an operand", dt_opstr(op));
		break;
	}
	rc = dt_sema_expr(sx, dnp);
	sx->lvalue = DT_OP_NONE;
	if (rc != 0)
		return rc;
	si = dnp->dn_sema;
	/* memory is written where it is a D variable's, or (D) through a
	 * pointer, which must point into the clause's scratch memory when
	 * it runs (alloca()), as in DTrace */
	if (si->si_kind == DT_SI_ARG || (si->si_kind == DT_SI_MEM &&
	    !si->si_mem.m_dvar && (DT_LF(sx->dtp, DT_LF_BTERRS) ||
	    !dt_mem_via_pointer(dnp) || si->si_mem.m_bits != 0 ||
	    si->si_mem.m_strlen != 0)))
		return dt_dnerror(sx->dtp, dnp, D_OP_WRITE,
		    "operator %s can only be "
		    "applied to a writable variable", dt_opstr(op));
	/* a store through a pointer: checked against what the clause has
	 * allocated, which starts anew with it */
	if (si->si_kind == DT_SI_MEM && !si->si_mem.m_dvar &&
	    sx->clause != NULL)
		sx->clause->c_usescratch = 1;
	return 0;
}

/* the order of a clause's actions (dt_ord_t) */
int
dt_sema_actorder(dt_sctx_t *sx, const dt_node_t *where, dt_ord_t what)
{
	unsigned seen = sx->actseen;
	const char *msg = NULL;
	dt_errtag_t tag = D_UNKNOWN;

	switch (what) {
	case DT_ORD_COMMIT:
		msg = seen & DT_SEEN_COMMIT ? "commit( ) may not follow "
		    "commit( )" : seen & DT_SEEN_DATA ? "commit( ) may not "
		    "follow data-recording action(s)" : NULL;
		tag = seen & DT_SEEN_COMMIT ? D_COMM_COMM : D_COMM_DREC;
		sx->actseen |= DT_SEEN_COMMIT;
		break;
	case DT_ORD_SPECULATE:
		msg = seen & DT_SEEN_SPEC ? "speculate( ) may not follow "
		    "speculate( )" : seen & DT_SEEN_COMMIT ? "speculate( ) may "
		    "not follow commit( )" : seen & DT_SEEN_DATA ? "speculate( ) "
		    "may not follow data-recording action(s)" : NULL;
		tag = seen & DT_SEEN_SPEC ? D_SPEC_SPEC : seen & DT_SEEN_COMMIT ?
		    D_SPEC_COMM : D_SPEC_DREC;
		sx->actseen |= DT_SEEN_SPEC;
		break;
	case DT_ORD_AGG:
		msg = seen & DT_SEEN_SPEC ? "aggregating actions may not follow "
		    "speculate( )" : seen & DT_SEEN_COMMIT ? "aggregating actions "
		    "may not follow commit( )" : NULL;
		tag = seen & DT_SEEN_SPEC ? D_AGG_SPEC : D_AGG_COMM;
		sx->actseen |= DT_SEEN_DATA;
		break;
	case DT_ORD_DESTR:
		msg = seen & DT_SEEN_SPEC ? "destructive actions may not follow "
		    "speculate( )" : NULL;
		tag = D_ACT_SPEC;
		break;
	case DT_ORD_DISCARD:
		break;
	case DT_ORD_EXIT:
		if (seen & DT_SEEN_SPEC) {
			msg = "exit( ) may not follow speculate( )";
			tag = D_EXIT_SPEC;
			break;
		}
		/* FALLTHROUGH */
	case DT_ORD_DATA:
		if (seen & DT_SEEN_COMMIT)
			msg = "data-recording actions may not follow commit( )";
		tag = D_DREC_COMM;
		if (!(seen & DT_SEEN_SPEC))
			sx->actseen |= DT_SEEN_DATA;
		break;
	}
	return msg != NULL ? dt_dnerror(sx->dtp, where, tag, "%s", msg) : 0;
}

/*
 * v.m = e, v[i] op= e: a member or element of a D variable's struct,
 * union or array (dt_sema_lvalue made sure): an integer or pointer takes
 * any integer or pointer, a char array a string, a struct or union one
 * of its type.
 */
static int
dt_sema_memassign(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	const dt_type_t *lt = dt_node_type(l), *rt = dt_node_type(r);
	int ok;

	if (dnp->dn_op != DT_OP_ASGN && lt->t_kind != DT_TK_INT &&
	    lt->t_kind != DT_TK_PTR)
		return dt_incompat(sx, dnp, D_OP_INCOMPAT, dt_opstr(dnp->dn_op),
		    lt, rt);
	if (dnp->dn_op != DT_OP_ASGN &&
	    dt_sema_operands(sx, dnp, dnp->dn_op, l, r) != 0)
		return -1;
	switch (lt->t_kind) {
	case DT_TK_INT:
	case DT_TK_PTR:
		ok = rt->t_kind == DT_TK_INT || rt->t_kind == DT_TK_PTR;
		break;
	case DT_TK_STRING:
		ok = rt->t_kind == DT_TK_STRING;
		break;
	case DT_TK_SOU:
	case DT_TK_FLOAT:
		ok = dt_assignable(lt, rt);
		break;
	default:
		ok = 0;
		break;
	}
	if (!ok)
		return dt_incompat(sx, dnp, D_OP_INCOMPAT, dt_opstr(dnp->dn_op),
		    lt, rt);
	si->si_type = *lt;
	if ((dnp->dn_op == DT_OP_ADD_EQ || dnp->dn_op == DT_OP_SUB_EQ) &&
	    lt->t_kind == DT_TK_PTR)	/* (as dt_sema_assign) */
		si->si_mem.m_scale = dt_ptr_scale(sx, lt);
	return 0;
}

static int
dt_sema_assign(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	dt_sinfo_t *li;

	if (l->dn_kind == DT_NODE_AGG || (l->dn_kind == DT_NODE_ARRAY &&
	    l->dn_left->dn_kind == DT_NODE_AGG))
		return dt_sema_aggasgn(sx, dnp, si);
	if (dt_agg_mdim(sx, l) != 0)	/* (the left side first) */
		return -1;
	if (dt_sema_expr(sx, r) != 0 || (dnp->dn_op == DT_OP_ASGN &&
	    dt_novalue(sx, dnp, r, DT_BTUSE_ASSIGN) != 0) ||
	    dt_divzero(sx, dnp) != 0 || dt_sema_lvalue(sx, l, dnp->dn_op) != 0 ||
	    dt_novalue(sx, dnp, r, DT_BTUSE_OP) != 0)
		return -1;
	li = l->dn_sema;
	if (li->si_kind == DT_SI_MEM)
		return dt_sema_memassign(sx, dnp, si);
	/* a whole array (a struct or union is copied; where aggregates are
	 * values, an array is too) */
	if (li->si_kind == DT_SI_VAR && li->si_var->v_typed &&
	    li->si_var->v_type.t_kind == DT_TK_ARRAY &&
	    (dnp->dn_op != DT_OP_ASGN || !DT_LF(sx->dtp, DT_LF_AGGVALUES)))
		return dt_dnerror(sx->dtp, dnp, D_OP_ARRFUN, "operator %s may "
		    "not be applied to operand of type \"%s\"",
		    dt_opstr(dnp->dn_op), li->si_var->v_type.t_name);
	if (li->si_kind != DT_SI_VAR)
		return dt_dnerror(sx->dtp, dnp, D_OP_WRITE,
		    "operator %s can only be "
		    "applied to a writable variable", dt_opstr(dnp->dn_op));
	if (dnp->dn_op != DT_OP_ASGN) {
		/* bt: @m op= x on a new map makes it a uint64 map, as
		 * bpftrace 0.17 does */
		if (!li->si_var->v_typed && li->si_var->v_bt &&
		    li->si_var->v_kind != DT_VAR_THIS) {
			dt_type_int(&li->si_var->v_type, 8, 0, "uint64_t");
			li->si_var->v_typed = 1;
			li->si_type = li->si_var->v_type;
		}
		if (!li->si_var->v_typed)
			return dt_var_undeclared(sx, l, li->si_var->v_kind,
			    li->si_var->v_name);
		/* x op= y is x = x op y: the language's rules of pointer
		 * operands, its warnings */
		if (dt_sl(sx)->sl_ptrop != NULL &&
		    (dt_node_type(l)->t_kind == DT_TK_PTR ||
		    dt_node_type(r)->t_kind == DT_TK_PTR) &&
		    dt_sl(sx)->sl_ptrop(sx, dnp, dt_asgn_base(dnp->dn_op), l,
		    r) != 0)
			return -1;
		if (dt_sema_operands(sx, dnp, dnp->dn_op, l, r) != 0)
			return -1;
		if (dt_sl(sx)->sl_binop != NULL &&	/* (+= -= *= /= %=) */
		    dt_asgn_base(dnp->dn_op) <= DT_OP_MOD) {
			dt_sinfo_t tmp;

			memset(&tmp, 0, sizeof(tmp));
			if (dt_sl(sx)->sl_binop(sx, dnp,
			    dt_asgn_base(dnp->dn_op), &tmp) != 0)
				return -1;
		}
		/* p += i, p -= i: i counts in what p points to */
		if ((dnp->dn_op == DT_OP_ADD_EQ || dnp->dn_op == DT_OP_SUB_EQ) &&
		    dt_node_type(l)->t_kind == DT_TK_PTR)
			si->si_mem.m_scale = dt_ptr_scale(sx,
			    dt_node_type(l));
	}
	/* bpftrace 0.17 leaves a scratch variable as it is when assigned
	 * an integer wider than it (x op= y is 64 bits wide) */
	if (DT_LF(sx->dtp, DT_LF_SCRATCH) && li->si_var->v_kind ==
	    DT_VAR_THIS && li->si_var->v_typed &&
	    li->si_var->v_type.t_kind == DT_TK_INT && dt_is_integer(r) &&
	    (dnp->dn_op != DT_OP_ASGN ? 8 : dt_node_type(r)->t_size) >
	    li->si_var->v_type.t_size)
		dnp->dn_flags |= DT_NF_BTNOSTORE;
	/* D: a string variable assigned 0 (or NULL) is emptied, and a
	 * dynamic one freed, as DTrace frees any dynamic variable set to 0
	 * (a struct or union one too) */
	if (!DT_LF(sx->dtp, DT_LF_BTERRS) && dnp->dn_op == DT_OP_ASGN &&
	    li->si_var->v_typed && (li->si_var->v_type.t_kind == DT_TK_STRING ||
	    (li->si_var->v_type.t_kind == DT_TK_SOU &&
	    (li->si_var->v_kind == DT_VAR_SELF ||
	    li->si_var->v_kind == DT_VAR_ARRAY))) &&
	    ((const dt_sinfo_t *)r->dn_sema)->si_const &&
	    ((const dt_sinfo_t *)r->dn_sema)->si_int == 0 &&
	    (dt_node_type(r)->t_kind == DT_TK_INT ||
	    dt_node_type(r)->t_kind == DT_TK_PTR))
		dnp->dn_flags |= DT_NF_STRCLEAR;
	else if (dt_var_settype(sx, dnp, li->si_var, dt_node_type(r)) != 0)
		return -1;
	li->si_type = li->si_var->v_type;
	si->si_type = li->si_var->v_type;
	return 0;
}

static int
dt_sema_op1(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left;
	dt_op_t op = dnp->dn_op;
	const dt_sinfo_t *li;

	switch (op) {
	case DT_OP_PREINC: case DT_OP_PREDEC:
	case DT_OP_POSTINC: case DT_OP_POSTDEC:
		if (dt_sema_lvalue(sx, l, op) != 0)
			return -1;
		li = l->dn_sema;
		/* bt: $x++ on a new $x is refused */
		if (li->si_kind == DT_SI_VAR && !li->si_var->v_typed &&
		    DT_LF(sx->dtp, DT_LF_SCRATCH) &&
		    li->si_var->v_kind == DT_VAR_THIS) {
			if (op == DT_OP_PREINC || op == DT_OP_PREDEC)
				dt_errhint_set(sx->dtp, DT_EH_END, dnp->dn_col + 3 +
				    (int)strlen(l->dn_string));
			return dt_dnerror(sx->dtp, op == DT_OP_PREINC ||
			    op == DT_OP_PREDEC ? dnp : l, D_IDENT_UNDEF,
			    "Undefined or "
			    "undeclared variable: $%s", l->dn_string);
		}
		/* x++ on a new variable declares it an int64_t, as D does */
		if (li->si_kind == DT_SI_VAR && !li->si_var->v_typed) {
			dt_type_int(&li->si_var->v_type, 8, 1, "int64_t");
			li->si_var->v_typed = 1;
			((dt_sinfo_t *)li)->si_type = li->si_var->v_type;
		}
		if (dt_sl(sx)->sl_tupleop != NULL &&
		    dt_bttuple_is(dt_node_type(l)))
			return dt_sl(sx)->sl_tupleop(sx, dnp, op, l);
		if (!dt_is_int(l))
			return dt_dnerror(sx->dtp, dnp, D_OP_SCALAR,
			    "operator %s "
			    "requires operand of scalar type", dt_opstr(op));
		if (li->si_kind != DT_SI_VAR && li->si_kind != DT_SI_MEM)
			return dt_dnerror(sx->dtp, dnp, D_OP_WRITE,
			    "operator %s can "
			    "only be applied to a writable variable",
			    dt_opstr(op));
		si->si_type = li->si_type;
		/* a pointer moves by the size of what it points to */
		if (si->si_type.t_kind == DT_TK_PTR)
			si->si_mem.m_scale = dt_ptr_scale(sx, &si->si_type);
		return 0;
	case DT_OP_DEREF:
		return dt_sema_index(sx, dnp, si);
	case DT_OP_ADDROF:
		return dt_sema_addrof(sx, dnp, si);
	default:
		break;
	}
	if (dt_sema_expr(sx, l) != 0 || dt_novalue(sx, dnp, l,
	    DT_BTUSE_OP) != 0)
		return -1;
	li = l->dn_sema;
	if (op == DT_OP_STRINGOF) {
		if (!dt_is_str(l) && dt_node_type(l)->t_kind != DT_TK_PTR)
			return dt_dnerror(sx->dtp, dnp, D_STRINGOF_TYPE,
			    "stringof( ) "
			    "argument must be a string or pointer");
		dt_type_string(&si->si_type, dt_strcap(sx, dt_is_str(l) ?
		    dt_node_type(l)->t_size : 0));
		return 0;
	}
	if (dt_sl(sx)->sl_tupleop != NULL && dt_bttuple_is(dt_node_type(l)))
		return dt_sl(sx)->sl_tupleop(sx, dnp, op, l);
	if (dt_sl(sx)->sl_ptrop != NULL && dt_node_type(l)->t_kind ==
	    DT_TK_PTR && dt_sl(sx)->sl_ptrop(sx, dnp, op, l, NULL) != 0)
		return -1;
	if (op == DT_OP_LNEG ? !dt_is_int(l) : !dt_is_integer(l))
		return dt_dnerror(sx->dtp, dnp, op == DT_OP_LNEG ? D_OP_SCALAR :
		    op == DT_OP_BNEG ? D_OP_INT : D_OP_ARITH, "operator %s requires an "
		    "operand of %s type", dt_opstr(op), op == DT_OP_LNEG ?
		    "scalar" : op == DT_OP_BNEG ? "integral" : "arithmetic");
	if (op == DT_OP_LNEG)
		dt_type_int(&si->si_type, 4, 1, "int");
	else
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(l));
	/* bt: 64 bits, !x unsigned, -x and ~x of x's sign */
	if (DT_LF(sx->dtp, DT_LF_BTINTS) && (op == DT_OP_LNEG ||
	    dt_node_type(l)->t_kind == DT_TK_INT))
		dt_type_int(&si->si_type, 8, op != DT_OP_LNEG &&
		    dt_node_type(l)->t_signed, op != DT_OP_LNEG &&
		    dt_node_type(l)->t_signed ? "int64_t" : "uint64_t");
	if (li->si_const && op != DT_OP_LNEG) {
		si->si_const = 1;
		si->si_int = op == DT_OP_NEG ?
		    (int64_t)(0 - (uint64_t)li->si_int) :
		    op == DT_OP_BNEG ? ~li->si_int : li->si_int;
	}
	return 0;
}

static int
dt_sema_op3(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *c = dnp->dn_left, *a = dnp->dn_right, *b = dnp->dn_third;

	if (dt_sema_expr(sx, c) != 0 || dt_novalue(sx, dnp, c,
	    DT_BTUSE_TERNARY) != 0 || dt_sema_expr(sx, a) != 0 ||
	    dt_sema_expr(sx, b) != 0)
		return -1;
	if (DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    (dt_node_type(a)->t_kind == DT_TK_VOID ||
	    dt_node_type(b)->t_kind == DT_TK_VOID))
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "Ternary operator must "
		    "return the same type: have '%s' and '%s'",
		    dt_kindword(sx, a), dt_kindword(sx, b));
	if (dt_sl(sx)->sl_ptrop != NULL && dt_node_type(c)->t_kind ==
	    DT_TK_PTR && dt_sl(sx)->sl_ptrop(sx, dnp, DT_OP_NONE, c, NULL) != 0)
		return -1;
	if (!dt_is_int(c))
		return dt_dnerror(sx->dtp, dnp, D_OP_SCALAR,
		    "operator ?: expression "
		    "must be of scalar type");
	if (DT_LF(sx->dtp, DT_LF_TUPLES) && (dt_bttuple_is(dt_node_type(a)) ||
	    dt_bttuple_is(dt_node_type(b))))
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "Ternary return type "
		    "unsupported tuple");
	if (DT_LF(sx->dtp, DT_LF_AGGVALUES) &&
	    (dt_type_byaddr(dt_node_type(a)) ||
	    dt_type_byaddr(dt_node_type(b))))
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "Ternary return type unsupported %s", dt_kindword(sx,
		    dt_type_byaddr(dt_node_type(a)) ? a : b));
	if (dt_is_str(a) != dt_is_str(b))
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "operator ?: operands "
		    "must have compatible types");
	if (dt_is_str(a)) {
		si->si_type = *dt_node_type(a);
		dt_type_widen(&si->si_type, dt_node_type(b));
	} else if (dt_node_type(a)->t_kind == DT_TK_PTR &&
	    (dt_node_type(b)->t_kind == DT_TK_PTR || dt_is_null(b)))
		si->si_type = *dt_node_type(a);	/* p ? q : NULL */
	else if (dt_node_type(b)->t_kind == DT_TK_PTR && dt_is_null(a))
		si->si_type = *dt_node_type(b);
	else
		dt_arith_type(&si->si_type, dt_node_type(a), dt_node_type(b));
	return 0;
}

/* copy the n characters at s, without blanks around them */
static void
dt_proto_name(char *buf, const char *s, size_t n)
{
	while (n > 0 && *s == ' ')
		s++, n--;
	while (n > 0 && s[n - 1] == ' ')
		n--;
	if (n >= DT_PROTO_NAMELEN)
		n = DT_PROTO_NAMELEN - 1;
	memcpy(buf, s, n);
	buf[n] = '\0';
}

void
dt_proto_parse(const char *text, dt_proto_t *pp)
{
	const char *s = strchr(text, '('), *e;

	memset(pp, 0, sizeof(*pp));
	dt_proto_name(pp->p_ret, text, (size_t)(s - text));
	for (s++; *s != ')' && pp->p_nargs < DT_PROTO_MAXARGS; s = e + 1) {
		while (*s == ' ')
			s++;
		e = s + strcspn(s, ",)");
		if (*s == '[')
			dt_proto_name(pp->p_args[pp->p_nargs], s + 1,
			    (size_t)(strchr(s, ']') - s - 1));
		else {
			dt_proto_name(pp->p_args[pp->p_nargs], s,
			    (size_t)(e - s));
			pp->p_minargs = pp->p_nargs + 1;
		}
		pp->p_nargs++;
		if (*e == ')')
			break;
	}
}

/* the number of arguments of a call to fp against its prototype */
int
dt_sema_arity(dt_sctx_t *sx, const dt_func_t *fp, const dt_node_t *dnp)
{
	const dt_node_t *a;
	int n = 0, minargs = fp->fn_minargs, maxargs = fp->fn_maxargs;

	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		n++;
	if (fp->fn_proto != NULL) {
		dt_proto_t proto;

		dt_proto_parse(fp->fn_proto, &proto);
		minargs = proto.p_minargs;
		maxargs = proto.p_nargs;
	}
	if (n < minargs || (maxargs >= 0 && n > maxargs))
		return dt_dnerror(sx->dtp, dnp, D_PROTO_LEN,
		    "%s( ) prototype mismatch:"
		    " %d arg%s passed, %s%d expected", fp->fn_name, n,
		    n == 1 ? "" : "s", minargs == maxargs ? "" : n < minargs ?
		    "at least " : "at most ", n < minargs ? minargs : maxargs);
	return 0;
}

static int
dt_sema_call(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_func_t *fp = dt_func_lookup(sx->dtp, dnp->dn_string);

	if (fp == NULL && dt_sl(sx)->sl_deferred != NULL &&
	    strcmp(dnp->dn_string, "__bt_error") == 0)
		return dt_sl(sx)->sl_deferred(sx, dnp); /* in a predicate */
	if (fp == NULL)
		return dt_unknown_func(sx, dnp);
	if (dt_sema_arity(sx, fp, dnp) != 0)
		return -1;
	if (fp->fn_kind == DT_FN_AGG && sx->aggcall != dnp &&
	    DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, dnp, D_AGG_FUNC, "%s() should be directly "
		    "assigned to a map", dt_aggword(sx, fp->fn_aggfunc));
	if (fp->fn_kind == DT_FN_AGG && sx->aggcall != dnp)
		return dt_dnerror(sx->dtp, dnp, D_CG_EXPR,
		    "%s( ) may only be used "
		    "as the value of an aggregation", fp->fn_name);
	si->si_fn = fp;
	return fp->fn_sema(sx, dnp, si);
}

/* what a user calls a construct, for "not supported yet" messages */
const char *
dt_construct_name(const dt_node_t *dnp)
{
	static const struct {
		dt_nodekind_t kind;
		const char *name;
	} names[] = {
		{ DT_NODE_DECL, "declarations" },
		{ DT_NODE_SUE, "struct and union definitions" },
		{ DT_NODE_ENUM, "enum definitions" },
		{ DT_NODE_INLINE, "inline definitions" },
		{ DT_NODE_XLATOR, "translator definitions" },
		{ DT_NODE_PROVIDER, "provider definitions" },
		{ DT_NODE_XLATE, "xlate" },
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (names[i].kind == dnp->dn_kind)
			return names[i].name;
	return dt_nodekind_name(dnp->dn_kind);
}

/* D functions that exist in DTrace but not here yet */
static const char *const dt_unimplemented_funcs[] = {
	"jstack", "msgdsize", "msgsize", "mutex_owned", "mutex_owner",
	"strtoll",
	NULL
};

int
dt_unknown_func(dt_sctx_t *sx, const dt_node_t *dnp)
{
	int i;

	for (i = 0; dt_unimplemented_funcs[i] != NULL; i++)
		if (strcmp(dt_unimplemented_funcs[i], dnp->dn_string) == 0)
			return dt_dnerror(sx->dtp, dnp, D_UNKNOWN,
			    "%s( ) is not "
			    "supported yet", dnp->dn_string);
	if (DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, dnp, D_FUNC_UNDEF, "Unknown function: %s",
		    dnp->dn_string);
	return dt_dnerror(sx->dtp, dnp, D_FUNC_UNDEF,
	    "undefined function name: %s",
	    dnp->dn_string);
}

static int dt_sema_expr1(dt_sctx_t *, dt_node_t *);

/* an expression, its nesting bounded (DT_SEMA_MAXNEST) */
int
dt_sema_expr(dt_sctx_t *sx, dt_node_t *dnp)
{
	int rc;

	if (sx->nest >= DT_SEMA_MAXNEST)
		return dt_dnerror(sx->dtp, dnp, D_SYNTAX, "expression nested "
		    "too deeply (more than %d levels)", DT_SEMA_MAXNEST);
	sx->nest++;
	rc = dt_sema_expr1(sx, dnp);
	sx->nest--;
	return rc;
}

static int
dt_sema_expr1(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_sinfo_t *si;

	SINFO(sx, dnp, si);
	si->si_keeparray = sx->keeparray;
	sx->keeparray = 0;
	switch (dnp->dn_kind) {
	case DT_NODE_INT: return dt_sema_int(sx, dnp, si);
	case DT_NODE_STRING: return dt_sema_string(sx, dnp, si);
	case DT_NODE_MACRO: return dt_sema_macro(sx, dnp, si);
	case DT_NODE_IDENT: return dt_sema_ident(sx, dnp, si);
	case DT_NODE_SELF: case DT_NODE_THIS: return dt_sema_local(sx, dnp, si);
	case DT_NODE_ARRAY: return dt_sema_array(sx, dnp, si);
	case DT_NODE_OP1: return dt_sema_op1(sx, dnp, si);
	case DT_NODE_OP2: return dt_sema_op2(sx, dnp, si);
	case DT_NODE_OP3: return dt_sema_op3(sx, dnp, si);
	case DT_NODE_CALL: return dt_sema_call(sx, dnp, si);
	case DT_NODE_CAST: return dt_sema_cast(sx, dnp, si);
	case DT_NODE_SIZEOF: return dt_sema_sizeof(sx, dnp, si);
	case DT_NODE_OFFSETOF: return dt_sema_offsetof(sx, dnp, si);
	case DT_NODE_AGG:
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT,
		    "aggregation @%s may only "
		    "be assigned an aggregating function or printed",
		    dnp->dn_string);
	case DT_NODE_XLATE:
		return dt_decl_xlate_whole(sx, dnp, si);
	default:
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN,
		    "%s is not supported yet",
		    dt_construct_name(dnp));
	}
}
