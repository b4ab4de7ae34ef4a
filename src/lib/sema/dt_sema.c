/*
 * dt_sema.c -- the semantic pass: from the AST to a dt_compiled_t.
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
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_ident.h"
#include "dt_sema_impl.h"

static int dt_sema_stmts(dt_sctx_t *sx, dt_node_t *list);
static int dt_sema_call(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
static int dt_sema_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);


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

const dt_type_t *
dt_node_type(const dt_node_t *dnp)
{
	const dt_sinfo_t *si = dnp->dn_sema;

	return si != NULL ? &si->si_type : NULL;
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
static int
dt_is_agg(const dt_node_t *dnp)
{
	return dnp->dn_kind == DT_NODE_AGG || (dnp->dn_kind == DT_NODE_ARRAY &&
	    dnp->dn_left->dn_kind == DT_NODE_AGG);
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
	if (sx->dtp->dt_lang == DT_LANG_BT && i < 2) {
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
	return dt_program_error(sx->dtp, dnp, "integer constant 0x%" PRIx64
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
static int
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
	if (dtp->dt_lang == DT_LANG_BT && strcmp(name, "#") == 0) {
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
			    dtp->dt_lang != DT_LANG_BT)
				return dt_program_error(dtp, dnp,
				    "macro argument %s%s is not defined",
				    forcestr ? "$$" : "$", name);
			*ival = 0;
			*sval = forcestr ? "" : NULL;
			return 0;
		}
		v = dtp->dt_argv[n];
		if (forcestr) {
			*sval = v;
			return 0;
		}
		errno = 0;
		*ival = (int64_t)strtoull(v, &end, 0);
		if (*v != '\0' && *end == '\0' && errno == 0)
			return 0;
		if (errno == ERANGE)
			return dt_program_error(dtp, dnp, "macro argument $%s "
			    "constant %s results in integer overflow", name, v);
		if (dtp->dt_lang == DT_LANG_BT) {	/* a string, for str() */
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
			return dt_program_error(dtp, dnp, "macro argument $%s "
			    "constant %s is not a valid integer constant", name,
			    v);
		*sval = v;
		*ident = 1;
		return 0;
	}
	if (strcmp(name, "target") == 0) {
		if (dtp->dt_target == 0)
			return dt_program_error(dtp, dnp, dtp->dt_lang ==
			    DT_LANG_BT ? "cpid cannot be used without child "
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
		return dt_program_error(dtp, dnp, "failed to resolve $%s: "
		    "Unknown macro variable", dnp->dn_string);
	return 0;
}

static int dt_sema_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

static int
dt_sema_macro(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	int64_t iv = 0;
	const char *sv;
	int ident;

	if (dt_macro_value(sx, dnp, &iv, &sv, &ident) != 0)
		return -1;
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
	si->si_const = 1;
	si->si_int = iv;
	if (iv >= INT32_MIN && iv <= INT32_MAX)
		dt_type_int(&si->si_type, 4, 1, "int");
	else
		dt_type_int(&si->si_type, 8, 1, "long");
	/* bt: cpid is a uint32, a positional parameter an int64 */
	if (sx->dtp->dt_lang == DT_LANG_BT)
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
	if (sx->dtp->dt_lang == DT_LANG_BT && kind == DT_VAR_THIS)
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
	if (sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, dnp, "Undefined or undeclared "
		    "variable: %s%s", kind == DT_VAR_THIS ? "$" : "", name);
	return dt_program_error(sx->dtp, dnp, "%s%s has not yet been declared "
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

static int
dt_incompat(dt_sctx_t *sx, const dt_node_t *dnp, const char *op,
    const dt_type_t *l, const dt_type_t *r)
{
	return dt_program_error(sx->dtp, dnp, "operands have incompatible "
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
	return 1;
}

/* give var its type from the first value stored in it */
static int
dt_var_settype(dt_sctx_t *sx, dt_node_t *dnp, dt_var_t *vp,
    const dt_type_t *tp)
{
	if (!vp->v_typed) {
		vp->v_type = *tp;
		if (tp->t_kind == DT_TK_STRING)
			vp->v_type.t_size = tp->t_size;
		vp->v_typed = 1;
		return 0;
	}
	if (sx->dtp->dt_lang == DT_LANG_BT && (dt_bttuple_is(&vp->v_type) ||
	    dt_bttuple_is(tp)))
		return dt_sema_bttupleset(sx, dnp, vp, tp);
	if (!dt_assignable(&vp->v_type, tp) && sx->dtp->dt_lang == DT_LANG_BT) {
		char now[80], name[300];
		const dt_node_t *rn = dnp->dn_kind == DT_NODE_OP2 ?
		    dnp->dn_right : NULL;

		if (rn != NULL && dt_node_type(rn) != NULL)
			dt_bt_typestr(sx, rn, now, sizeof(now));
		else
			dt_bt_typestr_t(tp, now, sizeof(now));
		snprintf(name, sizeof(name), "%s%s", vp->v_kind ==
		    DT_VAR_THIS ? "$" : "", vp->v_name);
		return dt_bt_asgnerr(sx, dnp, name, &vp->v_type, now);
	}
	if (!dt_assignable(&vp->v_type, tp))
		return dt_incompat(sx, dnp, "=", &vp->v_type, tp);
	dt_type_widen(&vp->v_type, tp);
	return 0;
}

int
dt_sema_keys(dt_sctx_t *sx, dt_node_t *args, dt_keys_t *kp, int *fixed,
    const dt_node_t *where, const char *what)
{
	dt_node_t *a;
	int n = 0;

	for (a = args; a != NULL; a = a->dn_next, n++) {
		if (dt_sema_expr(sx, a) != 0 ||
		    dt_bt_none(sx, where, a, DT_BTUSE_KEY) != 0)
			return -1;
		if (sx->dtp->dt_lang == DT_LANG_BT &&
		    dt_bttuple_is(dt_node_type(a))) {
			n = dt_program_error(sx->dtp, where, "tuple cannot be "
			    "used as a map key. Try a multi-key associative "
			    "array instead (eg `@map[$1, $2] = ...)`.");
			sx->dtp->dt_bterr_brackets = 1;	/* @m[...] */
			return n;
		}
		if (n >= DT_MAXKEYS)
			return dt_program_error(sx->dtp, where, "%s has too many "
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
	if (sx->dtp->dt_lang == DT_LANG_BT) {
		/* the keys not yet analysed are, for the message */
		for (a = a != NULL ? a->dn_next : NULL; a != NULL;
		    a = a->dn_next)
			if (dt_sema_expr(sx, a) != 0)
				return -1;
		return dt_bt_keyerr(sx, where, what, args, kp);
	}
	return dt_program_error(sx->dtp, where, "%s used with a different "
	    "key signature than before", what);
}

static int
dt_sema_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_builtin_t *bp;
	dt_var_t *vp;
	int rc;

	if ((bp = dt_builtin_lookup(sx->dtp, dnp->dn_string)) != NULL) {
		if (sx->lvalue)
			return dt_program_error(sx->dtp, dnp, "operator %s can "
			    "only be applied to a writable variable",
			    dt_opstr(sx->lvalue));
		si->si_kind = DT_SI_BUILTIN;
		si->si_bi = bp;
		if (strncmp(bp->bi_name, "arg", 3) == 0)
			sx->clause->c_usesargs = 1;
		if (bp->bi_sym == DT_SYM_BTPROBE)
			sx->clause->c_btprobe = 1;
		if (bp->bi_kind == DT_TK_STRING)
			dt_type_string(&si->si_type, dt_strcap(sx, bp->bi_size));
		else if (bp->bi_kind == DT_TK_PTR) {
			if (dt_type_lookup(sx->dtp, bp->bi_tname, 1,
			    &si->si_type) != 0)
				return dt_type_error(sx, dnp);
		} else
			dt_type_int(&si->si_type, bp->bi_size, bp->bi_signed,
			    bp->bi_tname);
		si->si_type.t_sym = bp->bi_sym;
		if (sx->dtp->dt_lang != DT_LANG_BT)
			return 0;
		if (bp->bi_sym == DT_SYM_NONE)
			dt_sema_btbitype(sx, dnp, si);
		return dt_sema_btbuiltin(sx, dnp, si);
	}
	if (!sx->lvalue && (rc = dt_decl_ident(sx, dnp, si, 0)) != 0)
		return rc < 0 ? -1 : 0;
	vp = dt_var_find(sx, dnp->dn_string, DT_VAR_GLOBAL);
	if (vp == NULL && sx->lvalue)
		vp = dt_var_create(sx, dnp->dn_string, DT_VAR_GLOBAL, dnp->dn_line);
	if (vp == NULL && (rc = dt_decl_ident(sx, dnp, si, 1)) != 0)
		return rc < 0 ? -1 : 0;
	if (vp == NULL && sx->dtp->dt_lang == DT_LANG_BT &&
	    dt_bt_argcontext(sx, dnp) != 0)
		return -1;
	if (vp == NULL)
		return dt_program_error(sx->dtp, dnp, sx->dtp->dt_lang ==
		    DT_LANG_BT ? "Unknown identifier: '%s'" : "failed to "
		    "resolve %s: Unknown variable name", dnp->dn_string);
	if (vp->v_kind != DT_VAR_GLOBAL)
		return dt_program_error(sx->dtp, dnp, "%s is an associative "
		    "array and must be indexed", dnp->dn_string);
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
		sx->dtp->dt_bterr_kept = 1;
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
 * bytes), struct pointers from BTF; anything else is an int64_t.
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
	if (name != NULL && (strncmp(name, "struct ", 7) == 0 ||
	    strncmp(name, "union ", 6) == 0)) {
		snprintf(base, sizeof(base), "%s", name);
		for (len = strlen(base); len > 0 && (base[len - 1] == '*' ||
		    base[len - 1] == ' '); len--)
			nptr += base[len - 1] == '*';
		base[len] = '\0';
		if (dt_type_lookup(sx->dtp, base, nptr, t) == 0)
			return;
	}
	if (name != NULL && sx->dtp->dt_lang == DT_LANG_BT &&
	    strchr(name, '*') != NULL && dt_sema_btptrtype(sx, name, t) == 0)
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
		return dt_program_error(sx->dtp, dnp, "args[ ] requires one "
		    "integer index");
	if (dt_sema_expr(sx, dnp->dn_args) != 0)
		return -1;
	ki = dnp->dn_args->dn_sema;
	if (!ki->si_const)
		return dt_program_error(sx->dtp, dnp, "index of args[ ] must be "
		    "an integer constant");
	n = ki->si_int;
	if (n < 0 || n >= DT_MAXARGS)
		return dt_program_error(sx->dtp, dnp, "index %" PRId64 " is out "
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
			return dt_program_error(sx->dtp, dnp, "index %" PRId64
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

static int
dt_sema_array(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *base = dnp->dn_left;
	dt_op_t lvalue = sx->lvalue;
	dt_var_t *vp;
	int fixed;

	if (base->dn_kind == DT_NODE_IDENT && strcmp(base->dn_string, "args") == 0)
		return dt_sema_args(sx, dnp, si);
	if (base->dn_kind == DT_NODE_IDENT &&
	    strcmp(base->dn_string, "uregs") == 0) {
		/* uregs[i] is the subroutine __uregs(i) */
		if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
			return dt_program_error(sx->dtp, dnp, "uregs[ ] requires "
			    "one integer index");
		dnp->dn_kind = DT_NODE_CALL;
		free(dnp->dn_string);
		if ((dnp->dn_string = strdup("__uregs")) == NULL)
			return dt_nomem(sx);
		return dt_sema_call(sx, dnp, si);
	}
	if (base->dn_kind == DT_NODE_AGG)
		return dt_program_error(sx->dtp, dnp, "aggregation @%s may only "
		    "be assigned an aggregating function", base->dn_string);
	/*
	 * A built-in variable or a scalar one that has a type: e[i] is
	 * *(e + i), as in C (memory when e holds a pointer).
	 */
	vp = dt_var_find(sx, base->dn_string, base->dn_kind == DT_NODE_SELF ?
	    DT_VAR_SELF : base->dn_kind == DT_NODE_THIS ? DT_VAR_THIS :
	    DT_VAR_GLOBAL);
	if ((base->dn_kind == DT_NODE_IDENT &&
	    dt_builtin_lookup(sx->dtp, base->dn_string) != NULL) ||
	    (vp != NULL && vp->v_kind != DT_VAR_ARRAY && vp->v_typed)) {
		if (dnp->dn_args == NULL || dnp->dn_args->dn_next != NULL)
			return dt_program_error(sx->dtp, dnp, "cannot access "
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
		return dt_program_error(sx->dtp, dnp, "%s arrays are not "
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
			return dt_bt_keyerr(sx, dnp, base->dn_string, NULL,
			    &vp->v_keys);
		}
		if (dt_sema_keys(sx, dnp->dn_args, &none, &fixed, dnp,
		    base->dn_string) != 0)
			return -1;
		return dt_bt_keyerr(sx, dnp, base->dn_string, dnp->dn_args,
		    &none);
	}
	if (dt_sema_keys(sx, dnp->dn_args, &vp->v_keys, &fixed, dnp,
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
static void
dt_arith_type(dt_type_t *res, const dt_type_t *l, const dt_type_t *r)
{
	uint32_t size = l->t_size > r->t_size ? l->t_size : r->t_size;
	int usign;

	if (size < 4)
		size = 4;
	usign = (!l->t_signed && l->t_size >= size) ||
	    (!r->t_signed && r->t_size >= size);
	if (size == 4)
		dt_type_int(res, 4, !usign, usign ? "unsigned int" : "int");
	else
		dt_type_int(res, 8, !usign, usign ? "unsigned long" : "long");
}

/* the constant 0, which D's NULL is */
static int
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

static int dt_sema_assign(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
static int dt_unknown_func(dt_sctx_t *sx, const dt_node_t *dnp);

static int
dt_fold(dt_sinfo_t *si, dt_op_t op, int64_t a, int64_t b)
{
	switch (op) {
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

/* an error about the type system from dt_types.c, at node dnp */
int
dt_type_error(dt_sctx_t *sx, const dt_node_t *dnp)
{
	char msg[256];

	snprintf(msg, sizeof(msg), "%s", dtrace_errmsg(sx->dtp,
	    dtrace_errno(sx->dtp)));
	return dt_program_error(sx->dtp, dnp, "%s", msg);
}

/* the node reads an object of type t from memory */
static int
dt_sema_memresult(dt_sctx_t *sx, dt_sinfo_t *si, const dt_type_t *t)
{
	si->si_kind = DT_SI_MEM;
	si->si_type = *t;
	if (!si->si_keeparray && dt_type_is_chararray(sx->dtp, t)) {
		uint32_t cap = dt_strcap(sx, dt_type_nelems(sx->dtp, t) + 1);

		si->si_mem.m_strlen = cap;
		dt_type_string(&si->si_type, cap);
	}
	return 0;
}

static int dt_sema_op3(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

static int
dt_sema_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left;
	const char *op = dt_op_name(dnp->dn_op);
	const dt_type_t *lt;
	dt_type_t sou;
	dt_member_t m;
	int rc;

	if (sx->dtp->dt_lang == DT_LANG_BT &&
	    (rc = dt_sema_btargs(sx, dnp)) != 0)
		return rc < 0 ? -1 : rc == 2 ? dt_sema_expr(sx, dnp) :
		    dt_sema_array(sx, dnp, si);
	if ((rc = dt_decl_xlate_member(sx, dnp, si)) != 0)
		return rc < 0 ? -1 : 0;
	if (dt_sema_expr(sx, l) != 0)
		return -1;
	lt = dt_node_type(l);
	if (sx->dtp->dt_lang == DT_LANG_BT && dt_bttuple_is(lt))
		return dt_sema_bttupidx(sx, dnp, si);
	if (dnp->dn_op == DT_OP_ARROW) {
		if (lt->t_kind != DT_TK_PTR)
			return dt_program_error(sx->dtp, dnp, "operator -> must "
			    "be applied to a pointer");
		if (lt->t_id == 0 || dt_type_deref(sx->dtp, lt, &sou) != 0 ||
		    sou.t_kind != DT_TK_SOU) {
			const char *n = lt->t_id == 0 ? "void" : sou.t_name;

			return dt_program_error(sx->dtp, dnp, "operator -> "
			    "cannot be applied to pointer to type \"%s\"; must "
			    "be applied to a struct or union pointer", n);
		}
	} else {
		if (lt->t_kind != DT_TK_SOU)
			return dt_program_error(sx->dtp, dnp, "operator %s cannot "
			    "be applied to type \"%s\"; must be applied to a "
			    "struct or union", op, lt->t_name);
		sou = *lt;
	}
	if (dt_type_member(sx->dtp, &sou, dnp->dn_string, &m) != 0 &&
	    sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, dnp, "Struct/union of type "
		    "'%s' does not contain a field named '%s'", sou.t_name,
		    dnp->dn_string);
	if (dt_type_member(sx->dtp, &sou, dnp->dn_string, &m) != 0)
		return dt_program_error(sx->dtp, dnp, "%s is not a member of %s",
		    dnp->dn_string, sou.t_name);
	si->si_mem.m_off = m.m_off;
	si->si_mem.m_bitoff = m.m_bitoff;
	si->si_mem.m_bits = m.m_bits;
	return dt_sema_memresult(sx, si, &m.m_type);
}

/* e[i] on a pointer or array, and *e (dn_right NULL) */
static int
dt_sema_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	const char *op;
	const dt_type_t *lt;
	dt_type_t et;

	if (dnp->dn_kind != DT_NODE_OP2)
		r = NULL;
	op = r != NULL ? "[ ]" : "*";
	sx->keeparray = 1;
	if (dt_sema_expr(sx, l) != 0)
		return -1;
	lt = dt_node_type(l);
	/* e[i] is *(e + i): the + first, then the * */
	if (r != NULL && (lt->t_kind != DT_TK_PTR && lt->t_kind != DT_TK_ARRAY)) {
		if (dt_sema_expr(sx, r) != 0)
			return -1;
		if (lt->t_kind != DT_TK_INT || !dt_is_int(r))
			return dt_incompat(sx, dnp, "+", lt, dt_node_type(r));
	}
	if (lt->t_kind != DT_TK_PTR && lt->t_kind != DT_TK_ARRAY)
		return dt_program_error(sx->dtp, dnp, "cannot dereference "
		    "non-pointer type");
	if (dt_type_deref(sx->dtp, lt, &et) != 0)
		return dt_type_error(sx, dnp);
	if (et.t_size == 0)
		return dt_program_error(sx->dtp, dnp, "operator %s cannot be "
		    "applied to a pointer to type \"%s\" of unknown size", op,
		    et.t_name);
	if (r != NULL) {
		const dt_sinfo_t *ri;

		if (dt_sema_expr(sx, r) != 0)
			return -1;
		ri = r->dn_sema;
		if (dt_node_type(r)->t_kind != DT_TK_INT)
			return dt_incompat(sx, dnp, "+", lt, dt_node_type(r));
		if (lt->t_kind == DT_TK_ARRAY && ri->si_const &&
		    dt_type_nelems(sx->dtp, lt) > 0 &&	/* not flexible */
		    (uint64_t)ri->si_int >= dt_type_nelems(sx->dtp, lt))
			return dt_program_error(sx->dtp, dnp, "index outside "
			    "array bounds: %llu, max is %u",
			    (unsigned long long)ri->si_int,
			    dt_type_nelems(sx->dtp, lt));
		si->si_mem.m_scale = et.t_size;
	}
	return dt_sema_memresult(sx, si, &et);
}

static int
dt_sema_addrof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_sinfo_t *li;

	sx->keeparray = 1;
	if (dt_sema_expr(sx, dnp->dn_left) != 0)
		return -1;
	li = dnp->dn_left->dn_sema;
	if (li->si_kind != DT_SI_MEM)
		return dt_program_error(sx->dtp, dnp, "operator & requires an "
		    "operand that is in memory: a member, an element or *p");
	if (li->si_mem.m_bits != 0)
		return dt_program_error(sx->dtp, dnp, "cannot take address of "
		    "bit-field");
	if (dt_type_ptrto(sx->dtp, dt_node_type(dnp->dn_left),
	    &si->si_type) != 0)
		return dt_type_error(sx, dnp);
	return 0;
}

/* the type a TYPE node names */
static int
dt_sema_typename(dt_sctx_t *sx, dt_node_t *tn, dt_type_t *tp)
{
	if (tn->dn_args != NULL)
		return dt_program_error(sx->dtp, tn, "array types are not "
		    "supported here");
	return dt_decl_type(sx, tn, tp);
}

static int
dt_sema_offsetof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_type_t t;
	dt_member_t m;

	if (dt_sema_typename(sx, dnp->dn_type, &t) != 0)
		return -1;
	if (t.t_kind != DT_TK_SOU)
		return dt_program_error(sx->dtp, dnp, "offsetof( ) must be "
		    "applied to a struct or union type");
	if (dt_type_member(sx->dtp, &t, dnp->dn_string, &m) != 0)
		return dt_program_error(sx->dtp, dnp, "%s is not a member of %s",
		    dnp->dn_string, t.t_name);
	if (m.m_bits != 0)
		return dt_program_error(sx->dtp, dnp, "cannot take offset of a "
		    "bit-field: %s", dnp->dn_string);
	si->si_const = 1;
	si->si_int = m.m_off;
	dt_type_int(&si->si_type, 8, 0, "size_t");
	return 0;
}

/*
 * p + i, i + p, p - i: a pointer of p's type, i counting in the size of
 * what p points to; p - q (pointers to the same type): the number of
 * those between them, a ptrdiff_t (K&R A7.7, as DTrace has it).  A void
 * pointer, of no known size, counts in bytes.
 */
static int
dt_sema_ptrarith(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *lt = dt_node_type(dnp->dn_left);
	const dt_type_t *rt = dt_node_type(dnp->dn_right);
	const dt_type_t *pt = lt->t_kind == DT_TK_PTR ? lt : rt;
	int lp = lt->t_kind == DT_TK_PTR, rp = rt->t_kind == DT_TK_PTR;
	dt_type_t et;

	if ((lp && rp && (dnp->dn_op != DT_OP_SUB || lt->t_id != rt->t_id)) ||
	    (rp && !lp && dnp->dn_op == DT_OP_SUB))
		return dt_incompat(sx, dnp, dt_op_name(dnp->dn_op), lt, rt);
	si->si_mem.m_scale = 1;
	if (pt->t_id != 0) {
		if (dt_type_deref(sx->dtp, pt, &et) != 0)
			return dt_type_error(sx, dnp);
		if (et.t_size > 0)
			si->si_mem.m_scale = et.t_size;
	}
	if (lp && rp)
		dt_type_int(&si->si_type, 8, 1, "ptrdiff_t");
	else
		si->si_type = *pt;
	return 0;
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
		if (!dt_is_int(l) || !dt_is_int(r))
			return dt_incompat(sx, dnp, name, dt_node_type(l),
			    dt_node_type(r));
		return 0;
	case DT_OP_MUL: case DT_OP_DIV: case DT_OP_MUL_EQ: case DT_OP_DIV_EQ:
		if (!dt_is_integer(l) || !dt_is_integer(r))
			return dt_program_error(sx->dtp, dnp, "operator %s "
			    "requires operands of arithmetic type", name);
		return 0;
	case DT_OP_LAND: case DT_OP_LOR: case DT_OP_LXOR:
		if (!dt_is_int(l) || !dt_is_int(r))
			return dt_program_error(sx->dtp, dnp, "operator %s "
			    "requires operands of scalar type", name);
		return 0;
	default:
		if (!dt_is_integer(l) || !dt_is_integer(r))
			return dt_program_error(sx->dtp, dnp, "operator %s "
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
		return dt_program_error(sx->dtp, dnp, "expression contains "
		    "division by zero");
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
	if (sx->dtp->dt_lang == DT_LANG_BT && (dt_agg_arg(sx, l) != NULL ||
	    dt_agg_arg(sx, r) != NULL)) {
		/* bpftrace: a map of count() compared with 1 */
		if ((dt_agg_arg(sx, l) == NULL && dt_sema_expr(sx, l) != 0) ||
		    (dt_agg_arg(sx, r) == NULL && dt_sema_expr(sx, r) != 0))
			return -1;
		return dt_bt_binoperr(sx, dnp);
	}
	if (dt_sema_expr(sx, l) != 0 || dt_sema_expr(sx, r) != 0 ||
	    dt_bt_none(sx, dnp, l, DT_BTUSE_OP) != 0 ||
	    dt_bt_none(sx, dnp, r, DT_BTUSE_OP) != 0)
		return -1;
	if (op == DT_OP_COMMA) {
		si->si_type = *dt_node_type(r);
		return 0;
	}
	if (sx->dtp->dt_lang == DT_LANG_BT &&
	    (dt_bttuple_is(dt_node_type(l)) || dt_bttuple_is(dt_node_type(r)))) {
		/* two tuples are equal when they are the same one, as in
		 * bpftrace 0.17; nothing else takes a tuple */
		if (dt_sema_bttuplebin(sx, dnp, op, l, r) != 0)
			return -1;
		dt_type_int(&si->si_type, 4, 1, "int");
		return 0;
	}
	if (sx->dtp->dt_lang == DT_LANG_BT && dt_is_str(l) != dt_is_str(r))
		return dt_bt_binoperr(sx, dnp);
	if (dt_is_cmp(op)) {
		/* a string may be compared with NULL (the constant 0) */
		if (dt_is_str(l) != dt_is_str(r) && !dt_is_null(l) &&
		    !dt_is_null(r))
			return dt_incompat(sx, dnp, opname, dt_node_type(l),
			    dt_node_type(r));
		dt_type_int(&si->si_type, 4, 1, "int");
		if (sx->dtp->dt_lang == DT_LANG_BT) {
			dt_type_int(&si->si_type, 8, 1, "int64_t");
			return dt_sema_btbinop(sx, dnp, op, si);
		}
		return 0;
	}
	/* bt divides by zero as BPF does (the result is 0) */
	if ((sx->dtp->dt_lang != DT_LANG_BT && dt_divzero(sx, dnp) != 0) ||
	    dt_sema_operands(sx, dnp, op, l, r) != 0)
		return -1;
	if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR) {
		dt_type_int(&si->si_type, 4, 1, "int");
		return 0;
	}
	if ((op == DT_OP_ADD || op == DT_OP_SUB) &&
	    (dt_node_type(l)->t_kind == DT_TK_PTR ||
	    dt_node_type(r)->t_kind == DT_TK_PTR))
		return dt_sema_ptrarith(sx, dnp, si);
	if (op == DT_OP_LSH || op == DT_OP_RSH)
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(l));
	else
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(r));
	if (sx->dtp->dt_lang == DT_LANG_BT &&
	    dt_sema_btbinop(sx, dnp, op, si) != 0)
		return -1;
	if (((dt_sinfo_t *)l->dn_sema)->si_const &&
	    ((dt_sinfo_t *)r->dn_sema)->si_const)
		return dt_fold(si, op, ((dt_sinfo_t *)l->dn_sema)->si_int,
		    ((dt_sinfo_t *)r->dn_sema)->si_int);
	return 0;
}

/* the target of assignment or ++/-- operator op */
static int
dt_sema_lvalue(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op)
{
	int rc;

	switch (dnp->dn_kind) {
	case DT_NODE_IDENT: case DT_NODE_SELF: case DT_NODE_THIS:
	case DT_NODE_ARRAY:
		break;
	default:
		return dt_program_error(sx->dtp, dnp, "operator %s requires "
		    "modifiable lvalue as an operand", dt_opstr(op));
	}
	sx->lvalue = op;
	rc = dt_sema_expr(sx, dnp);
	sx->lvalue = DT_OP_NONE;
	if (rc == 0 && ((dt_sinfo_t *)dnp->dn_sema)->si_kind == DT_SI_ARG)
		return dt_program_error(sx->dtp, dnp, "operator %s can only be "
		    "applied to a writable variable", dt_opstr(op));
	return rc;
}

/*
 * The order of a clause's actions, as DTrace checks it: a speculation's
 * actions come after speculate(), commit() after none that records.
 */
enum { DT_SEEN_COMMIT = 1, DT_SEEN_SPEC = 2, DT_SEEN_DATA = 4 };
typedef enum { DT_ORD_COMMIT, DT_ORD_SPECULATE, DT_ORD_DISCARD, DT_ORD_AGG,
	DT_ORD_DESTR, DT_ORD_EXIT, DT_ORD_DATA } dt_ord_t;

static int
dt_sema_actorder(dt_sctx_t *sx, const dt_node_t *where, dt_ord_t what)
{
	unsigned seen = sx->actseen;
	const char *msg = NULL;

	switch (what) {
	case DT_ORD_COMMIT:
		msg = seen & DT_SEEN_COMMIT ? "commit( ) may not follow "
		    "commit( )" : seen & DT_SEEN_DATA ? "commit( ) may not "
		    "follow data-recording action(s)" : NULL;
		sx->actseen |= DT_SEEN_COMMIT;
		break;
	case DT_ORD_SPECULATE:
		msg = seen & DT_SEEN_SPEC ? "speculate( ) may not follow "
		    "speculate( )" : seen & DT_SEEN_COMMIT ? "speculate( ) may "
		    "not follow commit( )" : seen & DT_SEEN_DATA ? "speculate( ) "
		    "may not follow data-recording action(s)" : NULL;
		sx->actseen |= DT_SEEN_SPEC;
		break;
	case DT_ORD_AGG:
		msg = seen & DT_SEEN_SPEC ? "aggregating actions may not follow "
		    "speculate( )" : seen & DT_SEEN_COMMIT ? "aggregating actions "
		    "may not follow commit( )" : NULL;
		sx->actseen |= DT_SEEN_DATA;
		break;
	case DT_ORD_DESTR:
		msg = seen & DT_SEEN_SPEC ? "destructive actions may not follow "
		    "speculate( )" : NULL;
		break;
	case DT_ORD_DISCARD:
		break;
	case DT_ORD_EXIT:
		if (seen & DT_SEEN_SPEC) {
			msg = "exit( ) may not follow speculate( )";
			break;
		}
		/* FALLTHROUGH */
	case DT_ORD_DATA:
		if (seen & DT_SEEN_COMMIT)
			msg = "data-recording actions may not follow commit( )";
		if (!(seen & DT_SEEN_SPEC))
			sx->actseen |= DT_SEEN_DATA;
		break;
	}
	return msg != NULL ? dt_program_error(sx->dtp, where, "%s", msg) : 0;
}

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

static int
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
	if (sx->dtp->dt_lang == DT_LANG_BT && dnp->dn_op == DT_OP_ASGN &&
	    (r->dn_kind != DT_NODE_CALL || (fp = dt_func_lookup(sx->dtp,
	    r->dn_string)) == NULL || fp->fn_kind != DT_FN_AGG) &&
	    dt_sema_expr(sx, r) != 0)
		return -1;	/* bpftrace: count() + 1, in its words */
	if (dnp->dn_op != DT_OP_ASGN || r->dn_kind != DT_NODE_CALL ||
	    (fp = dt_func_lookup(sx->dtp, r->dn_string)) == NULL ||
	    fp->fn_kind != DT_FN_AGG)
		return dt_program_error(sx->dtp, dnp, "@%s must be assigned the "
		    "result of an aggregating function", an->dn_string);
	if (dt_sema_actorder(sx, dnp, DT_ORD_AGG) != 0)
		return -1;
	if ((ap = dt_agg_lookup(sx, an->dn_string, dnp->dn_line)) == NULL)
		return dt_nomem(sx);
	if (ap->a_funcset && ap->a_func != (dt_aggfunc_t)fp->fn_aggfunc &&
	    sx->dtp->dt_lang == DT_LANG_BT) {
		char name[300];
		dt_type_t was = { .t_kind = DT_TK_VOID };

		snprintf(name, sizeof(name), "@%s", an->dn_string);
		snprintf(was.t_name, sizeof(was.t_name), "%s",
		    dt_bt_aggname(ap->a_func));
		return dt_bt_asgnerr(sx, dnp, name, &was,
		    dt_bt_aggname((dt_aggfunc_t)fp->fn_aggfunc));
	}
	if (ap->a_funcset && ap->a_func != (dt_aggfunc_t)fp->fn_aggfunc)
		return dt_program_error(sx->dtp, dnp, "aggregation redefined: "
		    "@%s\n\t current: @%s = %s( )\n\tprevious: @%s = %s( ) : "
		    "line %d", an->dn_string, an->dn_string, fp->fn_name,
		    an->dn_string, dt_aggfunc_lookup(ap->a_func)->fn_name,
		    ap->a_line);
	if (ap->a_funcset && ap->a_keyed != (l->dn_kind == DT_NODE_ARRAY))
		return dt_program_error(sx->dtp, dnp, "@%s used with a "
		    "different key signature than before", an->dn_string);
	ap->a_func = fp->fn_aggfunc;
	ap->a_keyed = l->dn_kind == DT_NODE_ARRAY;
	fixed = ap->a_funcset;
	ap->a_funcset = 1;
	/* bt names the map @m, at its place */
	snprintf(what, sizeof(what), "%s%s", sx->dtp->dt_lang == DT_LANG_BT ?
	    "@" : "", an->dn_string);
	if (ap->a_keyed && dt_sema_keys(sx, l->dn_args, &ap->a_keys, &fixed,
	    sx->dtp->dt_lang == DT_LANG_BT ? l : dnp, what) != 0)
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

static int
dt_sema_assign(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	dt_sinfo_t *li;

	if (l->dn_kind == DT_NODE_AGG || (l->dn_kind == DT_NODE_ARRAY &&
	    l->dn_left->dn_kind == DT_NODE_AGG))
		return dt_sema_aggasgn(sx, dnp, si);
	if (dt_sema_expr(sx, r) != 0 || (dnp->dn_op == DT_OP_ASGN &&
	    dt_bt_none(sx, dnp, r, DT_BTUSE_ASSIGN) != 0) ||
	    dt_divzero(sx, dnp) != 0 || dt_sema_lvalue(sx, l, dnp->dn_op) != 0 ||
	    dt_bt_none(sx, dnp, r, DT_BTUSE_OP) != 0)
		return -1;
	li = l->dn_sema;
	if (li->si_kind != DT_SI_VAR)
		return dt_program_error(sx->dtp, dnp, "operator %s can only be "
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
		if (dt_sema_operands(sx, dnp, dnp->dn_op, l, r) != 0)
			return -1;
		if (sx->dtp->dt_lang == DT_LANG_BT) {
			/* x op= y is x = x op y: bpftrace's warnings */
			static const dt_op_t base[][2] = {
				{ DT_OP_ADD_EQ, DT_OP_ADD },
				{ DT_OP_SUB_EQ, DT_OP_SUB },
				{ DT_OP_MUL_EQ, DT_OP_MUL },
				{ DT_OP_DIV_EQ, DT_OP_DIV },
				{ DT_OP_MOD_EQ, DT_OP_MOD },
			};
			dt_sinfo_t tmp;
			size_t i;

			memset(&tmp, 0, sizeof(tmp));
			for (i = 0; i < sizeof(base) / sizeof(base[0]); i++)
				if (base[i][0] == dnp->dn_op &&
				    dt_sema_btbinop(sx, dnp, base[i][1],
				    &tmp) != 0)
					return -1;
		}
	}
	/* bpftrace 0.17 leaves a scratch variable as it is when assigned
	 * an integer wider than it (x op= y is 64 bits wide) */
	if (sx->dtp->dt_lang == DT_LANG_BT && li->si_var->v_kind ==
	    DT_VAR_THIS && li->si_var->v_typed &&
	    li->si_var->v_type.t_kind == DT_TK_INT && dt_is_integer(r) &&
	    (dnp->dn_op != DT_OP_ASGN ? 8 : dt_node_type(r)->t_size) >
	    li->si_var->v_type.t_size)
		dnp->dn_flags |= DT_NF_BTNOSTORE;
	if (dt_var_settype(sx, dnp, li->si_var, dt_node_type(r)) != 0)
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
		    sx->dtp->dt_lang == DT_LANG_BT &&
		    li->si_var->v_kind == DT_VAR_THIS) {
			if (op == DT_OP_PREINC || op == DT_OP_PREDEC)
				sx->dtp->dt_bterr_end = dnp->dn_col + 3 +
				    (int)strlen(l->dn_string);
			return dt_program_error(sx->dtp, op == DT_OP_PREINC ||
			    op == DT_OP_PREDEC ? dnp : l, "Undefined or "
			    "undeclared variable: $%s", l->dn_string);
		}
		/* x++ on a new variable declares it an int64_t, as D does */
		if (li->si_kind == DT_SI_VAR && !li->si_var->v_typed) {
			dt_type_int(&li->si_var->v_type, 8, 1, "int64_t");
			li->si_var->v_typed = 1;
			((dt_sinfo_t *)li)->si_type = li->si_var->v_type;
		}
		if (sx->dtp->dt_lang == DT_LANG_BT &&
		    dt_bttuple_is(dt_node_type(l)))
			return dt_sema_bttupleop(sx, dnp, op, l);
		if (!dt_is_int(l))
			return dt_program_error(sx->dtp, dnp, "operator %s "
			    "requires operand of scalar type", dt_opstr(op));
		if (li->si_kind != DT_SI_VAR)
			return dt_program_error(sx->dtp, dnp, "operator %s can "
			    "only be applied to a writable variable",
			    dt_opstr(op));
		si->si_type = li->si_type;
		return 0;
	case DT_OP_DEREF:
		return dt_sema_index(sx, dnp, si);
	case DT_OP_ADDROF:
		return dt_sema_addrof(sx, dnp, si);
	default:
		break;
	}
	if (dt_sema_expr(sx, l) != 0 || dt_bt_none(sx, dnp, l,
	    DT_BTUSE_OP) != 0)
		return -1;
	li = l->dn_sema;
	if (op == DT_OP_STRINGOF) {
		if (!dt_is_str(l) && dt_node_type(l)->t_kind != DT_TK_PTR)
			return dt_program_error(sx->dtp, dnp, "stringof( ) "
			    "argument must be a string or pointer");
		dt_type_string(&si->si_type, dt_strcap(sx, dt_is_str(l) ?
		    dt_node_type(l)->t_size : 0));
		return 0;
	}
	if (sx->dtp->dt_lang == DT_LANG_BT && dt_bttuple_is(dt_node_type(l)))
		return dt_sema_bttupleop(sx, dnp, op, l);
	if (op == DT_OP_LNEG ? !dt_is_int(l) : !dt_is_integer(l))
		return dt_program_error(sx->dtp, dnp, "operator %s requires an "
		    "operand of %s type", dt_opstr(op), op == DT_OP_LNEG ?
		    "scalar" : op == DT_OP_BNEG ? "integral" : "arithmetic");
	if (op == DT_OP_LNEG)
		dt_type_int(&si->si_type, 4, 1, "int");
	else
		dt_arith_type(&si->si_type, dt_node_type(l), dt_node_type(l));
	/* bt: 64 bits, !x unsigned, -x and ~x of x's sign */
	if (sx->dtp->dt_lang == DT_LANG_BT && (op == DT_OP_LNEG ||
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

	if (dt_sema_expr(sx, c) != 0 || dt_bt_none(sx, dnp, c,
	    DT_BTUSE_TERNARY) != 0 || dt_sema_expr(sx, a) != 0 ||
	    dt_sema_expr(sx, b) != 0)
		return -1;
	if (sx->dtp->dt_lang == DT_LANG_BT &&
	    (dt_node_type(a)->t_kind == DT_TK_VOID ||
	    dt_node_type(b)->t_kind == DT_TK_VOID))
		return dt_program_error(sx->dtp, dnp, "Ternary operator must "
		    "return the same type: have '%s' and '%s'",
		    dt_bt_kind(sx, a), dt_bt_kind(sx, b));
	if (!dt_is_int(c))
		return dt_program_error(sx->dtp, dnp, "operator ?: expression "
		    "must be of scalar type");
	if (sx->dtp->dt_lang == DT_LANG_BT && (dt_bttuple_is(dt_node_type(a)) ||
	    dt_bttuple_is(dt_node_type(b))))
		return dt_program_error(sx->dtp, dnp, "Ternary return type "
		    "unsupported tuple");
	if (dt_is_str(a) != dt_is_str(b))
		return dt_program_error(sx->dtp, dnp, "operator ?: operands "
		    "must have compatible types");
	if (dt_is_str(a)) {
		si->si_type = *dt_node_type(a);
		dt_type_widen(&si->si_type, dt_node_type(b));
	} else
		dt_arith_type(&si->si_type, dt_node_type(a), dt_node_type(b));
	return 0;
}

static int
dt_sema_cast(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *from;

	if (sx->dtp->dt_lang == DT_LANG_BT && dnp->dn_type->dn_ptr > 0 &&
	    (strncmp(dnp->dn_type->dn_tname, "struct ", 7) == 0 ||
	    strncmp(dnp->dn_type->dn_tname, "union ", 6) == 0) &&
	    dt_sema_typename(sx, dnp->dn_type, &si->si_type) != 0) {
		dt_program_error(sx->dtp, dnp, "Unknown struct/union: '%s'",
		    dnp->dn_type->dn_tname);
		sx->dtp->dt_bterr_brackets = 2;
		return -1;
	}
	if (dt_sema_expr(sx, dnp->dn_left) != 0 || dt_bt_none(sx, dnp,
	    dnp->dn_left, DT_BTUSE_CAST) != 0 ||
	    dt_sema_typename(sx, dnp->dn_type, &si->si_type) != 0)
		return -1;
	from = dt_node_type(dnp->dn_left);
	if (si->si_type.t_kind == DT_TK_STRING ||
	    from->t_kind == DT_TK_STRING || si->si_type.t_kind == DT_TK_SOU ||
	    si->si_type.t_kind == DT_TK_ARRAY || from->t_kind == DT_TK_SOU)
		return dt_program_error(sx->dtp, dnp, "invalid cast expression: "
		    "\"%s\" to \"%s\"", from->t_name, si->si_type.t_name);
	return 0;
}

static int
dt_sema_sizeof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_sinfo_t *li;
	dt_type_t t;

	if (dnp->dn_left != NULL) {
		sx->keeparray = 1;
		if (dt_sema_expr(sx, dnp->dn_left) != 0)
			return -1;
		li = dnp->dn_left->dn_sema;
		if (li->si_kind == DT_SI_MEM && li->si_mem.m_bits != 0)
			return dt_program_error(sx->dtp, dnp, "cannot apply "
			    "sizeof to a bit-field");
		t = *dt_node_type(dnp->dn_left);
	} else if (dt_sema_typename(sx, dnp->dn_type, &t) != 0) {
		return -1;
	}
	si->si_const = 1;
	si->si_int = t.t_kind == DT_TK_STRING ? DT_STRSIZE(sx->dtp) : t.t_size;
	if (sx->dtp->dt_lang == DT_LANG_BT && dnp->dn_left != NULL) {
		/* bpftrace's sizes: a string's capacity (a literal's length
		 * and NUL), an integer literal's 64 bits */
		if (t.t_kind == DT_TK_STRING)
			si->si_int = dnp->dn_left->dn_kind == DT_NODE_STRING ?
			    (int64_t)strlen(dnp->dn_left->dn_string) + 1 :
			    t.t_aux != 0 ? t.t_aux : t.t_size;
		else if (dnp->dn_left->dn_kind == DT_NODE_INT)
			si->si_int = 8;
		/* str($1) is the parameter itself, sized as any str() */
		if (dnp->dn_left->dn_kind == DT_NODE_EXPANDED &&
		    dnp->dn_left->dn_string != NULL &&
		    strcmp(dnp->dn_left->dn_string, "__bt_str") == 0)
			si->si_int = dt_strcap(sx, 0);
	}
	dt_type_int(&si->si_type, 8, 0, "size_t");
	return 0;
}

/*
 * A subroutine's prototype as DTrace writes it (fn_proto): the result's
 * type, then the parameters' in parentheses, optional ones in brackets:
 * "string(const char *, int, [int])".
 */
#define DT_PROTO_MAXARGS	4
#define DT_PROTO_NAMELEN	32

typedef struct dt_proto {
	char p_ret[DT_PROTO_NAMELEN];
	char p_args[DT_PROTO_MAXARGS][DT_PROTO_NAMELEN];
	int p_nargs;		/* parameters */
	int p_minargs;		/* those that are not optional */
} dt_proto_t;

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

static void
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

static int
dt_sema_call(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_func_t *fp = dt_func_lookup(sx->dtp, dnp->dn_string);
	dt_node_t *a;
	int n = 0;

	int minargs, maxargs;

	if (fp == NULL && sx->dtp->dt_lang == DT_LANG_BT &&
	    strcmp(dnp->dn_string, "__bt_error") == 0)
		return dt_bt_deferred(sx, dnp);	/* in a predicate */
	if (fp == NULL)
		return dt_unknown_func(sx, dnp);
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		n++;
	minargs = fp->fn_minargs;
	maxargs = fp->fn_maxargs;
	if (fp->fn_proto != NULL) {
		dt_proto_t proto;

		dt_proto_parse(fp->fn_proto, &proto);
		minargs = proto.p_minargs;
		maxargs = proto.p_nargs;
	}
	if (n < minargs || (maxargs >= 0 && n > maxargs))
		return dt_program_error(sx->dtp, dnp, "%s( ) prototype mismatch:"
		    " %d arg%s passed, %s%d expected", fp->fn_name, n,
		    n == 1 ? "" : "s", minargs == maxargs ? "" : n < minargs ?
		    "at least " : "at most ", n < minargs ? minargs : maxargs);
	if (fp->fn_kind == DT_FN_AGG && sx->aggcall != dnp &&
	    sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, dnp, "%s() should be directly "
		    "assigned to a map", dt_bt_aggname(fp->fn_aggfunc));
	if (fp->fn_kind == DT_FN_AGG && sx->aggcall != dnp)
		return dt_program_error(sx->dtp, dnp, "%s( ) may only be used "
		    "as the value of an aggregation", fp->fn_name);
	si->si_fn = fp;
	return fp->fn_sema(sx, dnp, si);
}

/* what a user calls a construct, for "not supported yet" messages */
static const char *
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

static int
dt_unknown_func(dt_sctx_t *sx, const dt_node_t *dnp)
{
	int i;

	for (i = 0; dt_unimplemented_funcs[i] != NULL; i++)
		if (strcmp(dt_unimplemented_funcs[i], dnp->dn_string) == 0)
			return dt_program_error(sx->dtp, dnp, "%s( ) is not "
			    "supported yet", dnp->dn_string);
	if (sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, dnp, "Unknown function: %s",
		    dnp->dn_string);
	return dt_program_error(sx->dtp, dnp, "undefined function name: %s",
	    dnp->dn_string);
}

int
dt_sema_expr(dt_sctx_t *sx, dt_node_t *dnp)
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
		return dt_program_error(sx->dtp, dnp, "aggregation @%s may only "
		    "be assigned an aggregating function or printed",
		    dnp->dn_string);
	case DT_NODE_XLATE:
		return dt_program_error(sx->dtp, dnp, "xlate can only be used "
		    "with -> or . to reach a member: whole translated structs "
		    "are not supported yet");
	default:
		return dt_program_error(sx->dtp, dnp, "%s is not supported yet",
		    dt_construct_name(dnp));
	}
}

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
	    sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, a, "%s() argument %d has no "
		    "value (none provided)", dt_bt_funcname(fn), i);
	if (dt_node_type(a)->t_kind == DT_TK_VOID)
		return dt_program_error(sx->dtp, a, "%s( ) argument #%d is void",
		    fn, i);
	return 0;
}

int
dt_sema_trace(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	dt_action_t *ap;

	if (dt_is_agg(a))
		return dt_program_error(sx->dtp, a, "trace( ) may not be "
		    "applied to a dynamic expression");
	if (dt_needs_value(sx, a, "trace", 1) != 0 ||
	    dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_TRACE, 1, call->dn_line)) == NULL)
		return dt_nomem(sx);
	dt_field_place(sx, &ap->ac_fields[0], dt_node_type(a));
	si->si_act = ap;
	dt_type_int(&si->si_type, 4, 1, "void");
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}


/* what dt_printf_check() calls an argument: 's'tring, 'p'ointer,
 * 'i'nteger, or 'o'ther (stacks and user symbols, checked by name) */
static char
dt_pf_kind(const dt_type_t *t)
{
	return t->t_kind == DT_TK_STRING ? 's' : t->t_kind == DT_TK_PTR ? 'p' :
	    t->t_kind == DT_TK_STACK || t->t_kind == DT_TK_VOID ? 'o' : 'i';
}

/* in bt, what the consumer puts in words is printed as a string (but a
 * buf(), by %r) */
static char
dt_pf_argkind(const dt_sctx_t *sx, const dt_type_t *t)
{
	if (sx->dtp->dt_lang == DT_LANG_BT && t->t_sym != DT_SYM_NONE &&
	    t->t_sym != DT_SYM_BTBUF)
		return 's';
	/* bpftrace prints a pointer by any integer conversion */
	if (sx->dtp->dt_lang == DT_LANG_BT && t->t_kind == DT_TK_PTR)
		return 'i';
	return dt_pf_kind(t);
}
int
dt_sema_fmtargs(dt_sctx_t *sx, dt_node_t *call, dt_action_t *ap,
    dt_node_t *first, const char *fn)
{
	char err[512];
	dt_node_t *a;
	int i = 0, bad = 0;

	for (a = first; a != NULL; a = a->dn_next, i++) {
		const dt_type_t *t;
		char k;

		/* no conversion takes an aggregation */
		if (dt_is_agg(a)) {
			if (dt_printf_check(ap->ac_fmt, fn, i, 'o',
			    "aggregation", err, sizeof(err)) == 0)
				snprintf(err, sizeof(err), "%s( ) argument #%d "
				    "may not be an aggregation", fn, i + 2);
			return dt_program_error(sx->dtp, call, "%s", err);
		}
		/* bt: an argument of no type is reported by the check of
		 * its conversion */
		if (sx->dtp->dt_lang == DT_LANG_BT ? dt_sema_expr(sx, a) != 0 :
		    dt_needs_value(sx, a, fn, i + 2) != 0) {
			/* bt: each argument's error is reported */
			if (sx->dtp->dt_lang != DT_LANG_BT ||
			    sx->dtp->dt_errno != EDT_COMPILER)
				return -1;
			if (!sx->dtp->dt_bterr_kept)
				dt_bt_errkeep(sx->dtp);
			sx->dtp->dt_bterr_kept = 0;
			bad = 1;
			continue;
		}
		t = dt_node_type(a);
		if (sx->dtp->dt_lang == DT_LANG_BT && dt_bttuple_is(t) &&
		    ap->ac_fmt != NULL)
			return dt_sema_bttuplearg(sx, call, ap->ac_fmt, i, fn);
		k = dt_pf_argkind(sx, t);
		/* bt's integer conversions take any integer */
		if (ap->ac_fmt != NULL && dt_printf_check(ap->ac_fmt, fn, i, k,
		    sx->dtp->dt_lang == DT_LANG_BT && k == 'i' ? NULL :
		    t->t_name, err, sizeof(err)) != 0 &&
		    sx->dtp->dt_lang == DT_LANG_BT &&
		    dt_printf_convof(ap->ac_fmt, i) != NULL) {
			const char *c = dt_printf_convof(ap->ac_fmt, i);

			return dt_bt_lateerr(sx, t->t_kind == DT_TK_VOID ?
			    0 : 2, call, "%s: %%%s specifier expects a "
			    "value of type %s (%s supplied)",
			    dt_bt_funcname(fn), c, strcmp(c, "s") == 0 ?
			    "string" : c[0] == 'r' ? "buffer" : "integer",
			    dt_bt_kind(sx, a));
		}
		if (ap->ac_fmt != NULL && dt_printf_check(ap->ac_fmt, fn, i, k,
		    sx->dtp->dt_lang == DT_LANG_BT && k == 'i' ? NULL :
		    t->t_name, err, sizeof(err)) != 0)
			return dt_program_error(sx->dtp, call, "%s", err);
		/* (no fields: only checked, debugf()'s) */
		if (ap->ac_fields != NULL)
			dt_field_place(sx, &ap->ac_fields[i], t);
	}
	if (bad) {
		sx->dtp->dt_errno = EDT_COMPILER;
		sx->dtp->dt_bterr_kept = 1;
		return -1;
	}
	return 0;
}

/* the clause uses a destructive action: allowed only with -w */
int
dt_destructive(dt_sctx_t *sx, const dt_node_t *call)
{
	/* bpftrace refuses them at compile time without --unsafe */
	if (sx->dtp->dt_lang == DT_LANG_BT &&
	    sx->dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0)
		return dt_program_error(sx->dtp, call, "%s() is an unsafe "
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
			return dt_program_error(sx->dtp, call, "%s( ) argument #1 "
			    "is incompatible with prototype:\n\tprototype: int\n"
			    "\t argument: %s", call->dn_string,
			    dt_node_type(a)->t_name);
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

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
	size_t i;

	(void)si;
	for (i = 0; i < sizeof(why) / sizeof(why[0]); i++)
		if (strcmp(why[i].fn, call->dn_string) == 0)
			break;
	return dt_program_error(sx->dtp, call, "%s( ) is not available: %s",
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
		return dt_program_error(sx->dtp, call, "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: int\n\t "
		    "argument: %s", fn, dt_node_type(call->dn_args)->t_name);
	if (dt_sema_actorder(sx, call, kind == DT_ACT_SPECULATE ?
	    DT_ORD_SPECULATE : kind == DT_ACT_COMMIT ? DT_ORD_COMMIT :
	    DT_ORD_DISCARD) != 0)
		return -1;
	sx->pp->p_usespec = 1;
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
	int cat = strcmp(fn, "__bt_cat") == 0, bt = sx->dtp->dt_lang ==
	    DT_LANG_BT;
	dt_action_t *ap;
	char err[512];
	int n = 0;
	dt_node_t *a;

	if (cat)
		fn = "cat";

	if (f->dn_kind != DT_NODE_STRING && bt) {
		if (dt_sema_expr(sx, f) != 0)
			return -1;
		return dt_program_error(sx->dtp, call, "%s() expects a string "
		    "literal (%s provided)", fn, dt_bt_kind(sx, f));
	}
	if (f->dn_kind != DT_NODE_STRING)
		return dt_program_error(sx->dtp, call, "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: string "
		    "constant\n\t argument: %s", fn, "expression");
	for (a = f->dn_next; a != NULL; a = a->dn_next)
		n++;
	if (dt_sema_actorder(sx, call, sys || reo ? DT_ORD_DESTR :
	    DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, sys ? DT_ACT_SYSTEM : reo ?
	    DT_ACT_FREOPEN : cat ? DT_ACT_BTCAT : DT_ACT_PRINTF, n,
	    call->dn_line)) == NULL)
		return dt_nomem(sx);
	if ((sys || reo) && dt_destructive(sx, call) != 0)
		return -1;
	if (dt_printf_parse(f->dn_string, bt ? DT_PF_PARSE_BT : 0, &ap->ac_fmt,
	    err, sizeof(err)) != 0)
		return dt_program_error(sx->dtp, call, "%s", err);
	if (bt && n != dt_printf_nargs(ap->ac_fmt))
		return dt_bt_lateerr(sx, 2, call, "%s: %s arguments for "
		    "format string (%d supplied, %d expected)", cat ? "cat" :
		    fn, n < dt_printf_nargs(ap->ac_fmt) ? "Not enough" :
		    "Too many", n, dt_printf_nargs(ap->ac_fmt));
	/* freopen("") puts the output back where it was */
	if (!(reo && f->dn_string[0] == '\0') &&
	    dt_printf_argcount_msg(ap->ac_fmt, fn, n, err, sizeof(err)) != 0)
		return dt_program_error(sx->dtp, call, "%s", err);
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return dt_sema_fmtargs(sx, call, ap, f->dn_next, fn);
}

/* a printa() format against the keys of the aggregation it prints */
static int
dt_printa_check(dt_sctx_t *sx, dt_node_t *call, const dt_pfmt_t *fmt,
    const dt_agg_t *agg)
{
	int nkeys = agg->a_keyed ? agg->a_keys.k_n : 0, i;
	char err[512];

	if (!agg->a_funcset)
		return 0;
	if (fmt->pf_nargs > nkeys &&
	    dt_printf_argcount_msg(fmt, "printa", nkeys, err, sizeof(err)) != 0)
		return dt_program_error(sx->dtp, call, "%s", err);
	for (i = 0; i < fmt->pf_nargs && i < nkeys; i++) {
		const dt_type_t *t = &agg->a_keys.k_types[i];
		char k = dt_pf_kind(t);

		if (dt_printf_check(fmt, "printa", i, k, t->t_name, err,
		    sizeof(err)) != 0)
			return dt_program_error(sx->dtp, call, "%s", err);
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
		return dt_program_error(sx->dtp, call, "printa( ): @%s and @%s "
		    "do not have matching key signatures: @%s has %d key%s, "
		    "@%s has %d key%s", a->a_name, b->a_name, a->a_name, na,
		    na == 1 ? "" : "s", b->a_name, nb, nb == 1 ? "" : "s");
	for (i = 0; i < na; i++) {
		const dt_type_t *ta = &a->a_keys.k_types[i];
		const dt_type_t *tb = &b->a_keys.k_types[i];

		if ((ta->t_kind == DT_TK_STRING) == (tb->t_kind == DT_TK_STRING) &&
		    (ta->t_kind == DT_TK_STRING || ta->t_size == tb->t_size))
			continue;
		return dt_program_error(sx->dtp, call, "printa( ): @%s[ ] key "
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
	int n = 0, i = 0;
	dt_node_t *x;

	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_PRINTA, 0, call->dn_line)) == NULL)
		return dt_nomem(sx);
	if (a->dn_kind == DT_NODE_STRING) {
		if (dt_printf_parse(a->dn_string, 1, &ap->ac_fmt, err,
		    sizeof(err)) != 0)
			return dt_program_error(sx->dtp, call, "%s", err);
		a = a->dn_next;
	}
	for (x = a; x != NULL; x = x->dn_next)
		n++;
	if (n == 0)
		return dt_program_error(sx->dtp, call, "printa( ) prototype "
		    "mismatch: aggregation argument expected");
	if ((ap->ac_aggs = calloc((size_t)n, sizeof(dt_agg_t *))) == NULL)
		return dt_nomem(sx);
	for (x = a; x != NULL; x = x->dn_next, i++) {
		dt_agg_t *agg = NULL;

		if (x->dn_kind == DT_NODE_AGG) {
			for (agg = sx->pp->p_aggs; agg != NULL; agg = agg->a_next)
				if (strcmp(agg->a_name, x->dn_string) == 0)
					break;
		}
		if (agg == NULL)
			return dt_program_error(sx->dtp, x, "printa( ) argument "
			    "#%d is incompatible with prototype:\n\tprototype: "
			    "aggregation\n\t argument: %s", i + 1 +
			    (ap->ac_fmt != NULL), x->dn_kind == DT_NODE_AGG ?
			    "undefined aggregation" : "expression");
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
		if (a->dn_kind != DT_NODE_AGG && dt_sema_expr(sx, a) != 0)
			return -1;
		return dt_program_error(sx->dtp, call, "%s( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: aggregation\n"
		    "\t argument: %s", fn, a->dn_kind == DT_NODE_AGG ?
		    "undefined aggregation" : dt_node_type(a)->t_name);
	}
	if (n != NULL) {
		if (dt_sema_expr(sx, n) != 0)
			return -1;
		if (!dt_is_int(n))
			return dt_program_error(sx->dtp, call, "%s( ) argument "
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

int
dt_sema_exit(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_action_t *ap;
	dt_type_t t;

	if (dt_sema_expr(sx, call->dn_args) != 0)
		return -1;
	if (!dt_is_int(call->dn_args))
		return dt_program_error(sx->dtp, call, "exit( ) argument #1 is "
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
			return dt_program_error(sx->dtp, call, "copyinstr( ) "
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
				return dt_program_error(sx->dtp, call, "%s( ) "
				    "argument #1 is incompatible with prototype:"
				    "\n\tprototype: uintptr_t\n\t argument: %s",
				    fn, dt_node_type(a)->t_name);
			continue;
		}
		if (!dt_is_int(a) || !ai->si_const || ai->si_int < (i == 1))
			return dt_program_error(sx->dtp, call, i == 1 ?
			    "%s( ) argument #1 must be a non-zero positive "
			    "integral constant expression" : "%s( ) argument #2 "
			    "must be a positive integral constant expression",
			    fn);
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
		if (frames < 1 || frames > DT_MAXFRAMES)
			frames = frames < 1 ? 1 : DT_MAXFRAMES;
		t->t_kind = DT_TK_STACK;
		t->t_size = (uint32_t)(8 * frames) + (kind == DT_SYM_USTACK ? 8 : 0);
		snprintf(t->t_name, sizeof(t->t_name), "stack");
		if (call->dn_flags & DT_NF_BTPERF)
			t->t_aux = DT_TAUX_PERF;
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
static int
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
 * stringof(argument), which reads the string it points to.  0 if it is
 * one (or a string already), 1 if not.
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
 * A subroutine with a prototype in its table row (fn_proto).  A
 * parameter of type char * takes a string (or a char *, see
 * dt_sema_strarg); any other one an integer or a pointer.
 */
int
dt_sema_subr(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a, **ap;
	dt_proto_t proto;
	dt_type_t pt;
	int i = 0, rc;

	dt_proto_parse(si->si_fn->fn_proto, &proto);
	for (ap = &call->dn_args; (a = *ap) != NULL; ap = &a->dn_next, i++) {
		if (dt_sema_expr(sx, a) != 0)
			return -1;
		if (dt_type_parse(proto.p_args[i], &pt) != 0)
			return dt_program_error(sx->dtp, call, "%s( ): no type "
			    "%s", call->dn_string, proto.p_args[i]);
		if (strcmp(pt.t_name, "char *") == 0 &&
		    (rc = dt_sema_strarg(sx, ap)) <= 0) {
			if (rc < 0)
				return -1;
			a = *ap;
			continue;
		}
		if (strcmp(pt.t_name, "char *") != 0 && dt_is_int(a))
			continue;
		return dt_program_error(sx->dtp, call, "%s( ) argument #%d is "
		    "incompatible with prototype:\n\tprototype: %s\n\t "
		    "argument: %s", call->dn_string, i + 1, pt.t_name,
		    dt_node_type(a)->t_name);
	}
	if (strcmp(proto.p_ret, "void") == 0) {
		memset(&si->si_type, 0, sizeof(si->si_type));
		si->si_type.t_kind = DT_TK_VOID;
	} else if (dt_type_parse(proto.p_ret, &si->si_type) != 0) {
		return dt_program_error(sx->dtp, call, "%s( ): no type %s",
		    call->dn_string, proto.p_ret);
	} else if (si->si_type.t_kind == DT_TK_STRING) {
		dt_type_string(&si->si_type, dt_strcap(sx, 0));
	}
	return 0;
}

/* tracemem(addr, size [, dsize]): size a constant */
int
dt_sema_tracemem(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *sz = a->dn_next;
	const dt_sinfo_t *zi;
	dt_action_t *ap;
	dt_type_t t;
	int i = 1;

	for (; a != NULL; a = a->dn_next, i++) {
		if (dt_needs_value(sx, a, "tracemem", i) != 0)
			return -1;
		if (!dt_is_int(a))
			return dt_program_error(sx->dtp, call, "tracemem( ) "
			    "argument #%d is incompatible with prototype:\n\t"
			    "prototype: %s\n\t argument: %s", i, i == 1 ?
			    "void *" : "size_t", dt_node_type(a)->t_name);
	}
	zi = sz->dn_sema;
	if (!zi->si_const || zi->si_int <= 0 || zi->si_int > 4096)
		return dt_program_error(sx->dtp, call, "tracemem( ) argument #2 "
		    "must be a non-zero positive integral constant expression");
	if (dt_sema_actorder(sx, call, DT_ORD_DATA) != 0)
		return -1;
	if ((ap = dt_action_new(sx, DT_ACT_TRACEMEM, 2, call->dn_line)) == NULL)
		return dt_nomem(sx);
	memset(&t, 0, sizeof(t));
	t.t_kind = DT_TK_STRING;		/* raw bytes, not a string */
	t.t_size = (uint32_t)ROUND8((uint32_t)zi->si_int);
	dt_field_place(sx, &ap->ac_fields[0], &t);
	dt_type_int(&t, 8, 1, "int64_t");
	dt_field_place(sx, &ap->ac_fields[1], &t);
	ap->ac_nbytes = (uint32_t)zi->si_int;
	si->si_act = ap;
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

/* print(e): the value with its type, as DTrace lays it out */
int
dt_sema_print(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const dt_type_t *t;
	dt_action_t *ap;

	sx->keeparray = 1;
	if (dt_sema_expr(sx, call->dn_args) != 0 ||
	    dt_bt_none(sx, call, call->dn_args, DT_BTUSE_PRINT) != 0)
		return -1;
	if (dt_node_type(call->dn_args)->t_kind == DT_TK_VOID)
		return dt_program_error(sx->dtp, call->dn_args, "print( ) "
		    "argument #1 is void");
	t = dt_node_type(call->dn_args);
	if ((t->t_kind == DT_TK_SOU || t->t_kind == DT_TK_ARRAY) &&
	    (((dt_sinfo_t *)call->dn_args->dn_sema)->si_kind != DT_SI_MEM ||
	    t->t_size == 0 || t->t_size > 16384))
		return dt_program_error(sx->dtp, call, "print( ) cannot print "
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
			return dt_program_error(sx->dtp, call, "%s( ) argument "
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
		return rc < 0 ? -1 : dt_program_error(sx->dtp, call, "strtok( ) "
		    "argument #1 is incompatible with prototype:\n\tprototype: "
		    "char *\n\t argument: %s", dt_node_type(s)->t_name);
	s = call->dn_args;
	if ((rc = dt_sema_strarg(sx, &s->dn_next)) != 0)
		return rc < 0 ? -1 : dt_program_error(sx->dtp, call, "strtok( ) "
		    "argument #2 is incompatible with prototype:\n\tprototype: "
		    "char *\n\t argument: %s", dt_node_type(d)->t_name);
	sx->pp->p_usestrtok = 1;
	dt_type_string(&si->si_type, dt_strcap(sx, 0));
	return 0;
}

/* alloca(size): the size must be known when the program is built */
int
dt_sema_alloca(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	const dt_sinfo_t *ai;

	if (dt_sema_subr(sx, call, si) != 0)
		return -1;
	ai = call->dn_args->dn_sema;
	if (!ai->si_const || ai->si_int < 0 || ai->si_int > 4096)
		return dt_program_error(sx->dtp, call, "alloca( ) size must be "
		    "a constant from 0 to 4096");
	return 0;
}

/* argument #i of an aggregating function must be an integer constant */
static int
dt_agg_constarg(dt_sctx_t *sx, dt_node_t *call, dt_node_t *a, int i,
    int64_t *vp)
{
	const dt_sinfo_t *ai = a->dn_sema;

	if (!ai->si_const)
		return dt_program_error(sx->dtp, call, "%s( ) argument #%d must "
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
	if (ap->a_func == DT_AGG_LQUANTIZE && sx->dtp->dt_lang == DT_LANG_BT) {
		/* bpftrace checks each, and reports each that fails */
		int nerr = 0;

		if (v[2] < 1 && nerr++ >= 0)
			dt_program_error(sx->dtp, call, "lhist() step must be "
			    ">= 1 (%lld provided)", (long long)v[2]);
		if (v[0] < 0) {
			if (nerr++ > 0) {
				sx->dtp->dt_bterr_late = 2;
				dt_bt_errkeep(sx->dtp);
			}
			dt_program_error(sx->dtp, call, "lhist() min must be "
			    "non-negative (provided min %lld)", (long long)v[0]);
		}
		if (v[0] > v[1]) {
			if (nerr++ > 0) {
				sx->dtp->dt_bterr_late = 2;
				dt_bt_errkeep(sx->dtp);
			}
			dt_program_error(sx->dtp, call, "lhist() min must be "
			    "less than max (provided min %lld and max %lld)",
			    (long long)v[0], (long long)v[1]);
		}
		if (v[1] - v[0] < v[2]) {
			if (nerr++ > 0) {
				sx->dtp->dt_bterr_late = 2;
				dt_bt_errkeep(sx->dtp);
			}
			dt_program_error(sx->dtp, call, "lhist() step is too "
			    "large for the given range (provided step %lld for "
			    "range %lld)", (long long)v[2],
			    (long long)(v[1] - v[0]));
		}
		/* found in bpftrace's final pass */
		sx->dtp->dt_bterr_late = nerr > 0 ? 2 : 0;
		if (nerr > 0)
			return -1;
	}
	if (ap->a_func == DT_AGG_LQUANTIZE) {
		if (v[2] <= 0)
			return dt_program_error(sx->dtp, call, "lquantize( ) step "
			    "must be greater than zero");
		if (v[1] <= v[0])
			return dt_program_error(sx->dtp, call, "lquantize( ) upper "
			    "bound must be greater than lower bound");
		if ((v[1] - v[0]) / v[2] > 4096)
			return dt_program_error(sx->dtp, call, "lquantize( ) range "
			    "/ step is too large (at most 4096 levels)");
		*nb = (uint32_t)((v[1] - v[0]) / v[2]) + 2;
	} else {
		int64_t factor = v[0], low = v[1], high = v[2], steps = v[3];
		int64_t this = 1, o;

		if (factor < 2)
			return dt_program_error(sx->dtp, call, "llquantize( ) "
			    "factor (argument #2) must be two or more");
		if (low < 0)
			return dt_program_error(sx->dtp, call, "llquantize( ) low "
			    "magnitude (argument #3) must be a non-negative "
			    "integer");
		if (high < low)
			return dt_program_error(sx->dtp, call, "llquantize( ) high "
			    "magnitude (argument #4) must be at least the low "
			    "magnitude (argument #3)");
		if (steps < factor || steps % factor != 0)
			return dt_program_error(sx->dtp, call, "llquantize( ) "
			    "number of steps (argument #5) must be a multiple of "
			    "the factor (argument #2)");
		*nb = 2;
		for (o = 0; o < low; o++)
			this *= factor;
		for (this *= factor, o = low; o <= high; o++) {
			int64_t k = this > steps ? steps : this;

			if (this * factor / factor != this || *nb > 4096)
				return dt_program_error(sx->dtp, call,
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
		if (sx->dtp->dt_lang == DT_LANG_BT && i == 1 && !dt_is_int(a))
			return dt_bt_lateerr(sx, 2, call, "%s() only "
			    "supports integer arguments (%s provided)",
			    dt_bt_aggname(f), dt_bt_kind(sx, a));
		if (sx->dtp->dt_lang == DT_LANG_BT && i > 1 &&
		    !((const dt_sinfo_t *)a->dn_sema)->si_const)
			return dt_program_error(sx->dtp, call, "%s() expects a "
			    "integer literal (%s provided)", dt_bt_aggname(f),
			    dt_bt_kind(sx, a));
		if (!dt_is_int(a) && i == 1)
			return dt_program_error(sx->dtp, call, "%s( ) argument "
			    "#1 must be of scalar type", call->dn_string);
		if (!dt_is_int(a))
			return dt_program_error(sx->dtp, call, "%s( ) argument #%d"
			    " is incompatible with prototype:\n\tprototype: "
			    "int64_t\n\t argument: %s", call->dn_string, i,
			    dt_node_type(a)->t_name);
	}
	if (n < nargs[f].min || n > nargs[f].max)
		return dt_program_error(sx->dtp, call, "%s( ) prototype mismatch:"
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
		return dt_program_error(sx->dtp, call, "%s( ) parameters of @%s "
		    "differ from its earlier definition", call->dn_string,
		    ap->a_name);
	if (ap != NULL) {
		memcpy(ap->a_arg, arg, sizeof(arg));
		ap->a_nbuckets = nb;
	}
	si->si_type.t_kind = DT_TK_VOID;
	return 0;
}

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
	if (!dt_is_int(s->dn_left) && sx->dtp->dt_lang == DT_LANG_BT)
		return dt_program_error(sx->dtp, s, "Invalid condition in "
		    "while(): %s", dt_bt_kind(sx, s->dn_left));
	if (!dt_is_int(s->dn_left))
		return dt_program_error(sx->dtp, s, "while condition must be "
		    "of scalar type");
	dt_mark_loopvars(s->dn_left);
	sx->pp->p_hasloop = 1;
	return dt_sema_stmts(sx, s->dn_body);
}

static int
dt_sema_stmt(dt_sctx_t *sx, dt_node_t *s)
{
	dt_node_t *e;

	if (sx->dtp->dt_lang == DT_LANG_BT && (s->dn_kind == DT_NODE_EXPR ||
	    s->dn_kind == DT_NODE_IF) && dt_bt_deferred(sx, s->dn_left) != 0)
		return -1;
	switch (s->dn_kind) {
	case DT_NODE_EXPR:
		e = s->dn_left;
		if (dt_is_agg(e))
			return dt_program_error(sx->dtp, e, "expression has null "
			    "effect: @%s", e->dn_kind == DT_NODE_AGG ?
			    e->dn_string : e->dn_left->dn_string);
		if (e->dn_kind == DT_NODE_CALL) {
			const dt_func_t *fp = dt_func_lookup(sx->dtp,
			    e->dn_string);

			if (fp != NULL && fp->fn_kind == DT_FN_AGG)
				return dt_program_error(sx->dtp, e, "%s( ) may "
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
		if (!dt_is_int(s->dn_left) && sx->dtp->dt_lang == DT_LANG_BT)
			return dt_bt_conderr(sx, s->dn_left);
		if (!dt_is_int(s->dn_left))
			return dt_program_error(sx->dtp, s, "if condition must be "
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
	case DT_NODE_BREAK: case DT_NODE_CONTINUE:
		return 0;
	default:
		return dt_program_error(sx->dtp, s, "%s are not supported "
		    "yet inside a clause", dt_construct_name(s));
	}
}

static int dt_undefined_error(dt_sctx_t *sx);

/* bt: an error in a statement is kept, and the next analysed, as
 * bpftrace reports every error (not one a predicate may yet define) */
static int
dt_bt_keep(dt_sctx_t *sx)
{
	/* an unknown function stops bpftrace's analysis */
	if (sx->dtp->dt_lang != DT_LANG_BT ||
	    sx->dtp->dt_errno != EDT_COMPILER ||
	    (strncmp(sx->dtp->dt_errmsg, "Unknown function:", 17) == 0 &&
	    !sx->dtp->dt_bterr_kept) || (sx->clause != NULL &&
	    sx->clause->c_node->dn_pred != NULL && dt_undefined_error(sx) &&
	    !sx->dtp->dt_bterr_kept))
		return 0;
	if (!sx->dtp->dt_bterr_kept)
		dt_bt_errkeep(sx->dtp);
	sx->dtp->dt_bterr_kept = 0;
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
			    sx->dtp->dt_bterrn > 0) {
				sx->dtp->dt_bterr_kept = 0;
				continue;
			}
			if (!dt_bt_keep(sx))
				return -1;
			dt_bt_poison(sx, list);
		}
	return 0;
}

/* actions may not be used inside expressions */
static int
dt_check_actions(dt_sctx_t *sx, dt_node_t *dnp, int top)
{
	const dt_func_t *fp;
	dt_node_t *a;

	/* bt: an action's call is a value of no type, reported (as
	 * bpftrace does) by what uses it */
	if (dnp == NULL || sx->dtp->dt_lang == DT_LANG_BT)
		return 0;
	if (dnp->dn_kind == DT_NODE_CALL &&
	    (fp = dt_func_lookup(sx->dtp, dnp->dn_string)) != NULL &&
	    fp->fn_kind == DT_FN_ACTION && !top)
		return dt_program_error(sx->dtp, dnp, "%s( ) may not be used in "
		    "an expression", fp->fn_name);
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		if (dt_check_actions(sx, a, 0) != 0)
			return -1;
	if (dnp->dn_kind == DT_NODE_EXPR)
		return dt_check_actions(sx, dnp->dn_left, 1);
	if (dnp->dn_kind == DT_NODE_IF || dnp->dn_kind == DT_NODE_BLOCK ||
	    dnp->dn_kind == DT_NODE_WHILE) {
		for (a = dnp->dn_body; a != NULL; a = a->dn_next)
			if (dt_check_actions(sx, a, 1) != 0)
				return -1;
		for (a = dnp->dn_else; a != NULL; a = a->dn_next)
			if (dt_check_actions(sx, a, 1) != 0)
				return -1;
		return dt_check_actions(sx, dnp->dn_left, 0);
	}
	if (dt_check_actions(sx, dnp->dn_left, 0) != 0 ||
	    dt_check_actions(sx, dnp->dn_right, 0) != 0)
		return -1;
	return dt_check_actions(sx, dnp->dn_third, 0);
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

static int
dt_clause_addprobe(dtrace_hdl_t *dtp, dt_probe_t *prp, void *arg)
{
	dt_clause_t *cp = arg;
	dt_probe_t **v;
	int i;

	for (i = 0; i < cp->c_nprobes; i++)
		if (cp->c_probes[i] == prp)
			return 0;
	v = realloc(cp->c_probes, sizeof(*v) * (size_t)(cp->c_nprobes + 1));
	if (v == NULL)
		return dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	v[cp->c_nprobes++] = prp;
	cp->c_probes = v;
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
		return dt_program_error(sx->dtp, pd, "identifier %s exceeds "
		    "maximum probe id", text);
	if (sx->spec >= DTRACE_PROBESPEC_PROVIDER &&
	    sx->spec < DTRACE_PROBESPEC_NAME)
		return dt_program_error(sx->dtp, pd, "probe identifier %llu "
		    "not permitted when specifying %s", id, names[sx->spec]);
	memset(desc, 0, sizeof(*desc));
	desc->id = (uint32_t)id;
	if (id == 0 || dt_probe_match(sx->dtp, desc, NULL, NULL) <= 0)
		return dt_program_error(sx->dtp, pd, "invalid probe identifier "
		    "%llu: Invalid probe identifier", id);
	return 0;
}

static int
dt_sema_pdescs(dt_sctx_t *sx, dt_clause_t *cp)
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
		if (sx->dtp->dt_lang != DT_LANG_BT && text[0] != '\0' &&
		    strspn(text, "0123456789") == strlen(text)) {
			/* D: a number is a probe's id (dtrace -i 1) */
			if (dt_sema_pdescid(sx, pd, text, &desc) != 0)
				return -1;
		} else if (dtrace_str2desc(sx->dtp, sx->spec, text, &desc) != 0)
			return dt_program_error(sx->dtp, pd, "%s",
			    dtrace_errmsg(sx->dtp, dtrace_errno(sx->dtp)));
		if (sx->dtp->dt_lang == DT_LANG_BT &&
		    dt_sema_btobject(sx, pd, &desc) != 0) {
			/* bpftrace reports each probe of a list */
			dt_bt_errkeep(sx->dtp);
			bad = 1;
			continue;
		}
		if (bad)	/* (after one, only the objects are checked) */
			continue;
		if (sx->dtp->dt_lang == DT_LANG_BT)
			dt_sema_bttarget(sx, &desc);
		if (sx->dtp->dt_lang == DT_LANG_BT && (n = dt_sema_btwatchdesc(
		    sx, cp->c_node, pd, &desc)) != 0) {
			if (n < 0)
				return -1;
			continue;
		}
		n = dt_probe_match(sx->dtp, &desc, dt_clause_addprobe, cp);
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
		if (n < 0 && sx->dtp->dt_lang == DT_LANG_BT &&
		    (desc.mod[0] == '/' || desc.mod[0] == '.') &&
		    access(desc.mod, X_OK) != 0)
			return dt_program_error(sx->dtp, pd, "uprobe target file "
			    "'%s' does not exist or is not executable", desc.mod);
		if (n < 0)
			return dt_program_error(sx->dtp, pd, "%s",
			    dtrace_errmsg(sx->dtp, dtrace_errno(sx->dtp)));
		if (cp->c_nprobes == before && n == 0 &&
		    !(sx->pp->p_cflags & DTRACE_C_ZDEFS) &&
		    sx->dtp->dt_options[DT_OPT_ZDEFS] <= 0 &&
		    sx->dtp->dt_lang == DT_LANG_BT) {
			/* (a uprobe left out: the list's others stay) */
			if (dt_sema_btnomatch(sx, pd, &desc,
			    cp->c_node->dn_pdescs->dn_next != NULL) != 0)
				return -1;
			continue;
		}
		if (cp->c_nprobes == before && n == 0 &&
		    !(sx->pp->p_cflags & DTRACE_C_ZDEFS) &&
		    sx->dtp->dt_options[DT_OPT_ZDEFS] <= 0)
			return dt_program_error(sx->dtp, pd, "probe description "
			    "%s:%s:%s:%s does not match any probes", desc.prv,
			    desc.mod, desc.fun, desc.prb);
	}
	if (bad) {
		sx->dtp->dt_errno = EDT_COMPILER;
		sx->dtp->dt_bterr_kept = 1;
		return -1;
	}
	return 0;
}

static int
dt_sema_pred(dt_sctx_t *sx, dt_node_t *cn)
{
	if (cn->dn_pred == NULL)
		return 0;
	if (dt_sema_expr(sx, cn->dn_pred) != 0)
		return -1;
	if (!dt_is_int(cn->dn_pred) && sx->dtp->dt_lang == DT_LANG_BT)
		return dt_bt_prederr(sx, cn->dn_pred);
	if (!dt_is_int(cn->dn_pred))
		return dt_program_error(sx->dtp, cn->dn_pred, "predicate "
		    "result must be of scalar type");
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
	const char *tag = dt_errtag(dtrace_errmsg(sx->dtp,
	    dtrace_errno(sx->dtp)));

	return strcmp(tag, "D_IDENT_UNDEF") == 0 ||
	    strcmp(tag, "D_VAR_UNDEF") == 0;
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
				return dt_program_error(sx->dtp, NULL, "Failed "
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
	if (cn->dn_pred != NULL && dt_check_actions(sx, cn->dn_pred, 0) != 0)
		return -1;
	for (s = cn->dn_body; s != NULL; s = s->dn_next)
		if (dt_check_actions(sx, s, 1) != 0)
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

/* #pragma D depends_on provider|module|library name */
static int
dt_sema_depends(dt_sctx_t *sx, dt_node_t *dnp, dt_node_t *w)
{
	dtrace_probedesc_t pd;
	char path[300];

	if (w == NULL || w->dn_next == NULL)
		return dt_program_error(sx->dtp, dnp, "malformed #pragma D "
		    "depends_on: expected provider, module or library and a "
		    "name");
	if (strcmp(w->dn_string, "provider") == 0) {
		memset(&pd, 0, sizeof(pd));
		snprintf(pd.prv, sizeof(pd.prv), "%s", w->dn_next->dn_string);
		if (dt_probe_match(sx->dtp, &pd, dt_depends_stop, NULL) > 0)
			return 0;
	} else if (strcmp(w->dn_string, "module") == 0) {
		snprintf(path, sizeof(path), "/sys/module/%s",
		    w->dn_next->dn_string);
		if (strcmp(w->dn_next->dn_string, "vmlinux") == 0 ||
		    access(path, F_OK) == 0)
			return 0;
	} else if (strcmp(w->dn_string, "library") == 0) {
		return 0;
	} else {
		return dt_program_error(sx->dtp, dnp, "invalid class %s "
		    "specified by #pragma D depends_on", w->dn_string);
	}
	return dt_program_error(sx->dtp, dnp, "program requires %s %s",
	    w->dn_string, w->dn_next->dn_string);
}

static int
dt_sema_pragma(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_node_t *w = dnp->dn_args;
	char name[256], *eq;

	if (w == NULL || strcmp(w->dn_string, "D") != 0 || w->dn_next == NULL)
		return 0;	/* #pragma ident and others: ignored as in DTrace */
	w = w->dn_next;
	if (strcmp(w->dn_string, "option") == 0) {
		for (w = w->dn_next; w != NULL; w = w->dn_next) {
			snprintf(name, sizeof(name), "%s", w->dn_string);
			if ((eq = strchr(name, '=')) != NULL)
				*eq++ = '\0';
			if (dtrace_setopt(sx->dtp, name, eq) != 0)
				return dt_program_error(sx->dtp, dnp, "failed to "
				    "set option '%s': %s", name, dtrace_errmsg(
				    sx->dtp, dtrace_errno(sx->dtp)));
		}
		return 0;
	}
	if (strcmp(w->dn_string, "depends_on") == 0)
		return dt_sema_depends(sx, dnp, w->dn_next);
	if (strcmp(w->dn_string, "attributes") == 0 ||
	    strcmp(w->dn_string, "binding") == 0)
		return 0;
	return dt_program_error(sx->dtp, dnp, "invalid control directive: "
	    "#pragma D %s", w->dn_string);
}

/* group the matched probes into attach sites */
static int
dt_sema_sites(dt_sctx_t *sx)
{
	dt_compiled_t *pp = sx->pp;
	dt_clause_t *cp;
	int i;

	pp->p_nmatched = pp->p_nbtmissing - pp->p_nunset;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next) {
		/* not bt's clauses setting watchpoints up */
		if (!(cp->c_node->dn_flags & DT_NF_BTSETUP))
			pp->p_nmatched += cp->c_nprobes;
		for (i = 0; i < cp->c_nprobes; i++) {
			dt_probe_t *prp = cp->c_probes[i];
			const dt_provimpl_t *pi = prp->pr_prov->pv_impl;
			dt_site_t *sp;
			enum bpf_prog_type type;
			char key[64];
			dt_probe_t **v;

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

/* bytes a key takes in a key tuple */
static uint32_t
dt_key_slot(const dt_type_t *t)
{
	return ROUND8(t->t_kind == DT_TK_STRING || t->t_kind == DT_TK_STACK ?
	    t->t_size : 8);
}

/* storage layout of globals and clause-locals */
static void
dt_sema_layout(dt_compiled_t *pp)
{
	dt_var_t *vp;
	dt_agg_t *ap;
	dt_clause_t *cp;
	uint32_t g = DT_G_FIRST, t = 0;
	int i;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next) {
		vp->v_vsize = ROUND8(vp->v_type.t_size ? vp->v_type.t_size : 8);
		if (vp->v_kind == DT_VAR_GLOBAL) {
			vp->v_off = g;
			g += vp->v_vsize;
		} else if (vp->v_kind == DT_VAR_THIS) {
			vp->v_off = t;
			t += vp->v_vsize;
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

int
dt_sema(dtrace_hdl_t *dtp, dt_compiled_t *pp, dtrace_probespec_t spec)
{
	dt_sctx_t sx = { .dtp = dtp, .pp = pp, .spec = spec };
	dt_node_t *dnp;
	int rc = 0;

	/* pragmas first: options such as strsize shape what follows */
	for (dnp = pp->p_ast->da_root->dn_body; dnp != NULL && rc == 0;
	    dnp = dnp->dn_next)
		if (dnp->dn_kind == DT_NODE_PRAGMA)
			rc = dt_sema_pragma(&sx, dnp);
	for (dnp = pp->p_ast->da_root->dn_body; dnp != NULL && rc == 0;
	    dnp = dnp->dn_next) {
		switch (dnp->dn_kind) {
		case DT_NODE_PRAGMA:
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
			rc = dt_program_error(dtp, dnp, "%s are not supported "
			    "yet", dt_construct_name(dnp));
		}
	}
	/* bt: BPFTRACE_NODE_MAX (reached is exceeded, as bpftrace has it),
	 * then BPFTRACE_MAX_BPF_PROGS */
	if (rc == 0 && dtp->dt_lang == DT_LANG_BT && dtp->dt_bterrn == 0 &&
	    dtp->dt_options[DT_OPT_NODEMAX] != DT_OPT_UNSET &&
	    pp->p_ast != NULL && pp->p_ast->da_btnodes > 0 &&
	    pp->p_ast->da_btnodes >= (uint64_t)dtp->dt_options[DT_OPT_NODEMAX])
		rc = dt_program_error(dtp, NULL, "node count (%" PRIu64 ") "
		    "exceeds the limit (%" PRIu64 ")", pp->p_ast->da_btnodes,
		    (uint64_t)dtp->dt_options[DT_OPT_NODEMAX]);
	if (rc == 0 && dtp->dt_lang == DT_LANG_BT && dtp->dt_bterrn == 0)
		rc = dt_sema_btprogs(&sx);
	if (dtp->dt_lang == DT_LANG_BT && dtp->dt_bterrn > 0) {
		if (rc != 0 && dtp->dt_errno == EDT_COMPILER &&
		    !dtp->dt_bterr_kept)
			dt_bt_errkeep(dtp);
		dtp->dt_bterr_kept = 0;
		rc = dt_bt_errjoin(dtp);
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
	dt_sema_layout(pp);
	dt_sema_epids(pp);
	if (dt_sema_vectors(&sx) != 0 || dt_sema_sites(&sx) != 0)
		return -1;
	return 0;
}
