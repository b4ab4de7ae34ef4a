/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_decl.c -- the semantic pass for declarations: struct, union, enum
 * and typedef declarations (into the handle's BTF, dt_types.c), typed
 * variables, inlines and translators; and the expansion of an inline, or
 * of a member of a translated struct, where a clause uses it.
 *
 * Inlines and translators are kept with the AST that declared them: the
 * program's (pp->p_decls) or the D library's (dtp->dt_libdecls, from
 * dt_stdlib.d, read the first time a script needs a name it does not
 * declare).  An expansion is a copy of the declared expression in the
 * clause's own AST, analysed there like any other expression.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ident.h"
#include "dt_sema.h"
#include "dt_sema_impl.h"
#include "dt_stdlib.h"		/* generated: const char dt_stdlib_d[] */

#define DT_MAXDEPTH	16	/* inlines and translations nested */

void
dt_decls_free(dt_decls_t *dp)
{
	dt_inline_t *ip, *in;
	dt_xlator_t *xp, *xn;

	for (ip = dp->d_inlines; ip != NULL; ip = in) {
		in = ip->in_next;
		free(ip->in_name);
		free(ip);
	}
	for (xp = dp->d_xlators; xp != NULL; xp = xn) {
		xn = xp->xl_next;
		free(xp);
	}
	dt_ast_free(dp->d_ast);
	while (dp->d_nlibasts > 0)
		dt_ast_free(dp->d_libasts[--dp->d_nlibasts]);
	free(dp->d_libasts);
	memset(dp, 0, sizeof(*dp));
}

/*
 * Types
 */

/* the type layer's error on the handle, raised at dnp with DTrace's tag */
static int
dt_decl_typeerr(dt_sctx_t *sx, const dt_node_t *dnp, dt_errtag_t tag)
{
	return dt_type_error(sx, dnp, tag);
}
static int
dt_decl_const(dt_sctx_t *sx, dt_node_t *e, dt_errtag_t tag, int64_t *vp)
{
	const dt_sinfo_t *si;

	if (dt_sema_expr(sx, e) != 0)
		return -1;
	si = e->dn_sema;
	if (!si->si_const)
		return dt_dnerror(sx->dtp, e, tag, "expression must be an "
		    "integer constant");
	*vp = si->si_int;
	return 0;
}

int
dt_tname_is_tag(const char *name, int enums)
{
	return name != NULL && (strncmp(name, "struct ", 7) == 0 ||
	    strncmp(name, "union ", 6) == 0 ||
	    (enums && strncmp(name, "enum ", 5) == 0));
}

/*
 * A member whose type is a struct, union or enum with no definition yet
 * (another not defined, or the one being defined): DTrace's error, which
 * names a type never declared a struct, as CTF's forward declaration does.
 */
/* does type name tn name a struct, union or enum by its tag alone, which
 * no declaration (the script's or the D library's) defines? */
static int
dt_decl_undefined_tag(dt_sctx_t *sx, const dt_node_t *tn)
{
	dt_type_t t;

	return tn->dn_ptr == 0 && tn->dn_body == NULL && tn->dn_args == NULL &&
	    dt_tname_is_tag(tn->dn_tname, 1) &&
	    dt_type_lookup(sx->dtp, tn->dn_tname, 0, &t) != 0 &&
	    (dt_decl_lib(sx) != 0 ||
	    dt_type_lookup(sx->dtp, tn->dn_tname, 0, &t) != 0);
}

static int
dt_decl_member_incomplete(dt_sctx_t *sx, const dt_node_t *sue,
    const dt_node_t *m)
{
	const dt_node_t *tn = m->dn_type;
	const char *name, *sp;
	int self;

	if (!dt_decl_undefined_tag(sx, tn))
		return 0;
	sp = strchr(tn->dn_tname, ' ');
	name = sp + 1;
	self = sue->dn_string != NULL && strcmp(name, sue->dn_string) == 0 &&
	    strncmp(tn->dn_tname, sue->dn_flags & DT_NF_UNION ? "union " :
	    "struct ", (size_t)(sp - tn->dn_tname) + 1) == 0;
	return dt_dnerror(sx->dtp, m, D_DECL_INCOMPLETE, "incomplete "
	    "struct/union/enum %s %s: %s", self ? (sue->dn_flags &
	    DT_NF_UNION ? "union" : "struct") : "struct", name,
	    m->dn_string != NULL ? m->dn_string : "");
}

static int
dt_decl_sou(dt_sctx_t *sx, dt_node_t *sue, dt_type_t *tp)
{
	dt_memdecl_t mems[DT_MAXMEMBERS];
	int is_union = (sue->dn_flags & DT_NF_UNION) != 0, n = 0;
	dt_node_t *m;

	if (sue->dn_string != NULL &&
	    dt_type_declare_tag(sx->dtp, sue->dn_string, is_union) != 0)
		return dt_decl_typeerr(sx, sue, D_DECL_TYPERED);
	for (m = sue->dn_body; m != NULL; m = m->dn_next, n++) {
		int64_t bits = 0;

		if (n == DT_MAXMEMBERS)
			return dt_dnerror(sx->dtp, m, D_UNKNOWN, "too many members");
		if (dt_decl_member_incomplete(sx, sue, m) != 0 ||
		    dt_decl_type(sx, m->dn_type, &mems[n].md_type) != 0)
			return -1;
		if (m->dn_left != NULL && dt_decl_const(sx, m->dn_left, D_DECL_BFCONST,
		    &bits) != 0)
			return -1;
		if (m->dn_left != NULL && bits <= 0)
			return dt_dnerror(sx->dtp, m, D_DECL_BFCONST, "positive "
			    "integral constant expression expected as bit-field "
			    "size");
		if (m->dn_left != NULL && mems[n].md_type.t_kind != DT_TK_INT)
			return dt_dnerror(sx->dtp, m, D_DECL_BFTYPE, "invalid "
			    "type for bit-field: %s", m->dn_string != NULL ?
			    m->dn_string : "(anon)");
		if (bits > mems[n].md_type.t_size * 8)
			return dt_dnerror(sx->dtp, m, D_DECL_BFSIZE, "bit-field "
			    "too big for type: %s", m->dn_string != NULL ?
			    m->dn_string : "(anon)");
		mems[n].md_name = m->dn_string != NULL ? m->dn_string : "";
		for (int j = 0; j < n && m->dn_string != NULL; j++)
			if (strcmp(mems[j].md_name, m->dn_string) == 0)
				return dt_dnerror(sx->dtp, m, D_UNKNOWN, "failed to "
				    "define member '%s': Duplicate member or "
				    "variable name", m->dn_string);
		mems[n].md_bits = (uint32_t)bits;
	}
	if (dt_type_define_sou(sx->dtp, sue->dn_string, is_union, mems, n,
	    tp) != 0)
		return dt_decl_typeerr(sx, sue, D_DECL_INCOMPLETE);
	return 0;
}

static int
dt_decl_enum(dt_sctx_t *sx, dt_node_t *en, dt_type_t *tp)
{
	const char *names[256];
	int64_t values[256], next = 0;
	dt_node_t *e;
	int n = 0, i, rc;

	for (e = en->dn_body; e != NULL; e = e->dn_next, n++) {
		dt_type_t et;
		int64_t v;

		if (n == 256)
			return dt_dnerror(sx->dtp, e, D_UNKNOWN, "too many "
			    "enumerators");
		if (dt_type_enumerator(sx->dtp, e->dn_string, 0, &v, &et) == 0)
			return dt_dnerror(sx->dtp, e, D_DECL_IDRED, "identifier "
			    "redeclared: %s", e->dn_string);
		for (i = 0; i < n; i++)
			if (strcmp(names[i], e->dn_string) == 0)
				return dt_dnerror(sx->dtp, e, D_UNKNOWN, "failed "
				    "to define enumerator '%s': Duplicate member "
				    "or variable name", e->dn_string);
		if (e->dn_left != NULL) {
			sx->enames = names;
			sx->evalues = values;
			sx->nenum = n;
			rc = dt_sema_expr(sx, e->dn_left);
			sx->nenum = 0;
			if (rc != 0)
				return -1;
			if (!((const dt_sinfo_t *)e->dn_left->dn_sema)->si_const)
				return dt_dnerror(sx->dtp, e->dn_left,
				    D_DECL_ENCONST, "enumerator '%s' must be "
				    "assigned to an integral constant expression",
				    e->dn_string);
			next = ((const dt_sinfo_t *)e->dn_left->dn_sema)->si_int;
		}
		if (next > INT32_MAX || next < INT32_MIN)
			return dt_dnerror(sx->dtp, e->dn_left != NULL ?
			    e->dn_left : e, D_DECL_ENOFLOW, "enumerator '%s' value "
			    "overflows INT_MAX (%d)", e->dn_string, INT32_MAX);
		names[n] = e->dn_string;
		values[n] = next++;
	}
	if (dt_type_define_enum(sx->dtp, en->dn_string, names, values, n,
	    tp) != 0)
		return dt_decl_typeerr(sx, en, D_DECL_TYPERED);
	return 0;
}

/*
 * D, as C: a pointer to a struct or union that nothing declares points
 * to a forward declaration of its tag, made here (a language of
 * DT_LF_NOFWDTAGS refuses the name instead).
 */
static int
dt_decl_forward(dt_sctx_t *sx, const dt_node_t *tn, dt_type_t *tp)
{
	if (DT_LF(sx->dtp, DT_LF_NOFWDTAGS) || tn->dn_ptr == 0 ||
	    !dt_tname_is_tag(tn->dn_tname, 0))
		return -1;
	if (dt_type_declare_tag(sx->dtp, strchr(tn->dn_tname, ' ') + 1,
	    tn->dn_tname[0] == 'u') != 0)
		return -1;
	return dt_type_lookup(sx->dtp, tn->dn_tname, tn->dn_ptr, tp);
}

int
dt_decl_type(dt_sctx_t *sx, dt_node_t *tn, dt_type_t *tp)
{
	dt_node_t *d, *dims[8];
	int i, n = 0;

	if (tn->dn_body != NULL) {
		if ((tn->dn_body->dn_kind == DT_NODE_SUE ?
		    dt_decl_sou(sx, tn->dn_body, tp) :
		    dt_decl_enum(sx, tn->dn_body, tp)) != 0)
			return -1;
		for (i = 0; i < tn->dn_ptr; i++)
			if (dt_type_ptrto(sx->dtp, tp, tp) != 0)
				return dt_decl_typeerr(sx, tn, D_TYPE_ERR);
	} else if (dt_type_lookup(sx->dtp, tn->dn_tname, tn->dn_ptr, tp) != 0) {
		/* the D library's types, the first time one is needed */
		if (dt_decl_lib(sx) != 0)
			return -1;
		/* (a name made of specifiers C has no type for is
		 * DTrace's D_UNKNOWN) */
		if (dt_type_lookup(sx->dtp, tn->dn_tname, tn->dn_ptr, tp) != 0 &&
		    dt_decl_forward(sx, tn, tp) != 0)
			return dt_decl_typeerr(sx, tn, dt_tname_is_tag(
			    tn->dn_tname, 1) ? D_TYPE_ERR : D_UNKNOWN);
	}
	for (d = tn->dn_args; d != NULL; d = d->dn_next) {
		if (d->dn_kind == DT_NODE_TYPE)
			return dt_dnerror(sx->dtp, tn, D_DECL_ARRSUB, "associative "
			    "array types are not allowed here");
		if (d->dn_kind != DT_NODE_INT || d->dn_int <= 0)
			return dt_dnerror(sx->dtp, tn, D_DECL_ARRSUB, "positive "
			    "integral constant expression or tuple signature "
			    "expected as array declaration subscript");
		if (n == 8)
			return dt_dnerror(sx->dtp, tn, D_DECL_ARRBIG, "too many array "
			    "dimensions");
		dims[n++] = d;
	}
	while (n-- > 0)
		if (dt_type_arrayof(sx->dtp, tp, (uint32_t)dims[n]->dn_int,
		    tp) != 0)
			return dt_decl_typeerr(sx, tn, D_TYPE_ERR);
	return 0;
}

/*
 * Declarations
 */
static dt_decls_t *
dt_decl_set(dt_sctx_t *sx)
{
	return sx->lib ? sx->dtp->dt_libdecls : &sx->pp->p_decls;
}

/* the key types of an associative array's declaration */
static int
dt_decl_keys(dt_sctx_t *sx, dt_node_t *keys, dt_keys_t *kp)
{
	dt_node_t *k;

	for (k = keys; k != NULL; k = k->dn_next) {
		dt_type_t *t = &kp->k_types[kp->k_n];

		if (kp->k_n == DT_MAXKEYS)
			return dt_dnerror(sx->dtp, k, D_DECL_ARRBIG, "associative arrays "
			    "have at most %d keys", DT_MAXKEYS);
		if (k->dn_kind != DT_NODE_TYPE)
			return dt_dnerror(sx->dtp, k, D_DECL_ARRSUB, "array declaration "
			    "mixes types and dimensions");
		if (dt_decl_type(sx, k, t) != 0)
			return -1;
		if (t->t_kind == DT_TK_STRING)
			dt_type_string(t, dt_strcap(sx, 0));
		if (t->t_kind != DT_TK_INT && t->t_kind != DT_TK_PTR &&
		    t->t_kind != DT_TK_STRING && t->t_kind != DT_TK_SOU)
			return dt_dnerror(sx->dtp, k, D_KEY_TYPE, "associative array "
			    "keys of type %s are not supported", t->t_name);
		kp->k_n++;
	}
	return 0;
}

static int
dt_keys_same(const dt_keys_t *a, const dt_keys_t *b)
{
	int i;

	if (a->k_n != b->k_n)
		return 0;
	for (i = 0; i < a->k_n; i++)
		if (a->k_types[i].t_kind != b->k_types[i].t_kind ||
		    (a->k_types[i].t_kind != DT_TK_STRING &&
		    a->k_types[i].t_size != b->k_types[i].t_size))
			return 0;
	return 1;
}

/*
 * A function's declaration (extern int f(int, ...);): D can name no
 * function it declares, but DTrace accepts the declaration once its
 * parameters are well formed.
 */
static int
dt_decl_func(dt_sctx_t *sx, dt_node_t *dnp)
{
	const dt_node_t *a;
	int n = 0;

	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		n++;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next) {
		int isvoid = a->dn_kind == DT_NODE_TYPE && a->dn_ptr == 0 &&
		    a->dn_tname != NULL && strcmp(a->dn_tname, "void") == 0;

		if (isvoid && a->dn_string != NULL)
			return dt_dnerror(sx->dtp, dnp, D_DECL_PROTO_NAME,
			    "void parameter may not have a name: %s",
			    a->dn_string);
		if (isvoid && n > 1)
			return dt_dnerror(sx->dtp, dnp, D_DECL_PROTO_VOID,
			    "void must be sole parameter");
	}
	return 0;
}

static int
dt_decl_var(dt_sctx_t *sx, dt_node_t *dnp)
{
	static const dt_varkind_t kinds[] = {
		[DT_CLASS_NONE] = DT_VAR_GLOBAL, [DT_CLASS_SELF] = DT_VAR_SELF,
		[DT_CLASS_THIS] = DT_VAR_THIS, [DT_CLASS_EXTERN] = DT_VAR_GLOBAL,
		[DT_CLASS_STATIC] = DT_VAR_GLOBAL,
		[DT_CLASS_REGISTER] = DT_VAR_GLOBAL,
	};
	dt_varkind_t kind = kinds[dnp->dn_class];
	dt_node_t *tn = dnp->dn_type, *keys = tn->dn_args;
	int assoc = keys != NULL && keys->dn_kind == DT_NODE_TYPE;
	dt_keys_t kt = { .k_n = 0 };
	dt_type_t t;
	dt_var_t *vp;
	int rc;

	if (dnp->dn_flags & DT_NF_FUNCDECL)
		return dt_decl_func(sx, dnp);
	for (const dt_node_t *d = keys; d != NULL; d = d->dn_next)
		if (d->dn_kind == DT_NODE_TYPE && d->dn_tname != NULL &&
		    strcmp(d->dn_tname, "...") == 0)
			return dt_dnerror(sx->dtp, dnp, D_DECL_PROTO_VARARGS,
			    "array prototype may not use a variable-length "
			    "argument list");
	for (const dt_node_t *d = keys; d != NULL; d = d->dn_next)
		if (d->dn_kind == DT_NODE_INT && (d->dn_flags & DT_NF_NODIM))
			return dt_dnerror(sx->dtp, dnp, D_DECL_ARRNULL, "array "
			    "declaration requires array dimension or tuple "
			    "signature: %s", dnp->dn_string);
	if (assoc && kind == DT_VAR_THIS)
		return dt_dnerror(sx->dtp, dnp, D_DECL_LOCASSC, "associative arrays may "
		    "not be declared as local variables: %s", dnp->dn_string);
	if (assoc && kind == DT_VAR_SELF) {
		/* self->a[k...] is "self->a"[tid, k...] (dt_sema_array) */
		char *name;

		if (asprintf(&name, "self->%s", dnp->dn_string) < 0)
			return dt_nomem(sx);
		free(dnp->dn_string);
		dnp->dn_string = name;
		dt_type_int(&kt.k_types[0], 4, 1, "id_t");
		kt.k_n = 1;
	}
	/* D: a global may not take a built-in's name (one -x version hides
	 * is no longer a built-in) */
	if (kind == DT_VAR_GLOBAL && !DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    (dt_builtin_lookup(sx->dtp, dnp->dn_string) != NULL ||
	    dt_func_lookup(sx->dtp, dnp->dn_string) != NULL ||
	    strcmp(dnp->dn_string, "self") == 0 ||
	    strcmp(dnp->dn_string, "this") == 0))
		return dt_dnerror(sx->dtp, dnp, D_DECL_IDRED, "built-in identifier "
		    "redeclared: %s", dnp->dn_string);
	/* int a[int, string]: the value's type, then the keys' */
	if (assoc)
		tn->dn_args = NULL;
	rc = dt_decl_type(sx, tn, &t);
	tn->dn_args = keys;
	if (rc != 0 || (assoc && dt_decl_keys(sx, keys, &kt) != 0))
		return -1;
	if (assoc)
		kind = DT_VAR_ARRAY;
	if (t.t_kind == DT_TK_STRING)
		dt_type_string(&t, dt_strcap(sx, 0));
	/* an array or a long double: a global or clause-local variable
	 * (not yet a thread-local one or an associative array's value) */
	if (t.t_kind == DT_TK_VOID || ((t.t_kind == DT_TK_ARRAY ||
	    (t.t_kind == DT_TK_FLOAT && dt_type_byaddr(&t))) &&
	    kind != DT_VAR_GLOBAL && kind != DT_VAR_THIS))
		return dt_dnerror(sx->dtp, dnp, D_DECL_VOIDOBJ, "variables of type %s are "
		    "not supported", t.t_name);
	if ((vp = dt_var_find(sx, dnp->dn_string, kind)) != NULL) {
		if (vp->v_typed && (vp->v_kind != kind ||
		    vp->v_type.t_kind != t.t_kind ||
		    vp->v_type.t_size != t.t_size ||
		    (assoc && !dt_keys_same(&vp->v_keys, &kt))))
			return dt_dnerror(sx->dtp, dnp, D_DECL_IDRED, "identifier "
			    "redeclared: %s", dnp->dn_string);
	} else if ((vp = dt_var_create(sx, dnp->dn_string, kind,
	    dnp->dn_line)) == NULL) {
		return dt_nomem(sx);
	}
	vp->v_kind = kind;
	vp->v_type = t;
	vp->v_typed = 1;
	if (assoc)
		vp->v_keys = kt;
	return 0;
}

/* what a global identifier already is, in DTrace's words (its kind and
 * whether it is an inline), into buf; 0 if it is nothing yet */
static int
dt_decl_previous(dt_sctx_t *sx, const char *name, char *buf, size_t size)
{
	const dt_inline_t *ip;
	const dt_func_t *fp;
	const dt_var_t *vp;
	const char *kind;

	for (ip = dt_decl_set(sx)->d_inlines; ip != NULL; ip = ip->in_next)
		if (strcmp(ip->in_name, name) == 0) {
			snprintf(buf, size, "%s inline", ip->in_params != NULL ?
			    "associative array" : "scalar");
			return 1;
		}
	if ((vp = dt_var_find(sx, name, DT_VAR_GLOBAL)) != NULL)
		kind = vp->v_kind == DT_VAR_ARRAY ? "associative array" :
		    "scalar";
	else if (dt_builtin_lookup(sx->dtp, name) != NULL)
		kind = "scalar";
	else if ((fp = dt_func_lookup(sx->dtp, name)) != NULL)
		kind = dt_func_kindname(fp);
	else
		return 0;
	snprintf(buf, size, "%s ", kind);	/* (no "inline") */
	return 1;
}

static int
dt_decl_inline(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_decls_t *ds = dt_decl_set(sx);
	dt_inline_t *ip;
	char prev[64];

	if (dt_decl_previous(sx, dnp->dn_string, prev, sizeof(prev)))
		return dt_dnerror(sx->dtp, dnp, D_DECL_IDRED, "identifier "
		    "redefined: %s\n\t current: inline definition\n\t"
		    "previous: %s", dnp->dn_string, prev);
	if ((ip = calloc(1, sizeof(*ip))) == NULL ||
	    (ip->in_name = strdup(dnp->dn_string)) == NULL) {
		free(ip);
		return dt_nomem(sx);
	}
	ip->in_next = ds->d_inlines;
	ds->d_inlines = ip;
	ip->in_expr = dnp->dn_left;
	/* inline T name[T1 p1, ...]: its parameters, named, and T */
	if (dnp->dn_type->dn_args != NULL &&
	    dnp->dn_type->dn_args->dn_kind == DT_NODE_TYPE) {
		dt_node_t *k;
		int rc;

		ip->in_params = dnp->dn_type->dn_args;
		for (k = ip->in_params; k != NULL; k = k->dn_next)
			if (k->dn_kind != DT_NODE_TYPE || k->dn_string == NULL)
				return dt_dnerror(sx->dtp, k, D_DECL_ARRSUB,
				    "inline %s: each parameter needs a type "
				    "and a name", ip->in_name);
		dnp->dn_type->dn_args = NULL;
		rc = dt_decl_type(sx, dnp->dn_type, &ip->in_type);
		dnp->dn_type->dn_args = ip->in_params;
		if (rc != 0)
			return -1;
	} else if (dt_decl_type(sx, dnp->dn_type, &ip->in_type) != 0)
		return -1;
	if (ip->in_type.t_kind == DT_TK_STRING)
		dt_type_string(&ip->in_type, dt_strcap(sx, 0));
	return 0;
}

/*
 * Is in, a translator's input type, the type t translated from?  Exactly
 * (a redeclaration): the same type; otherwise a pointer to the same type
 * or a struct or union of the same type, or an integer.
 */
static int
dt_xlator_input(dt_sctx_t *sx, const dt_type_t *in, const dt_type_t *t,
    int exact)
{
	dt_type_t a, b;

	if (in->t_kind != t->t_kind)
		return 0;
	switch (in->t_kind) {
	case DT_TK_PTR:
		if (in->t_id == 0 || t->t_id == 0)
			return in->t_id == t->t_id;
		return dt_type_deref(sx->dtp, in, &a) == 0 &&
		    dt_type_deref(sx->dtp, t, &b) == 0 && a.t_kind == b.t_kind &&
		    (a.t_kind == DT_TK_INT ? a.t_size == b.t_size &&
		    a.t_signed == b.t_signed : a.t_id == b.t_id);
	case DT_TK_INT:
		return !exact || (in->t_size == t->t_size &&
		    strcmp(in->t_name, t->t_name) == 0);
	default:
		return in->t_id == t->t_id;
	}
}

/* the translator to struct or union out from type in */
static dt_xlator_t *
dt_xlator_lookup(dt_sctx_t *sx, const dt_type_t *out, const dt_type_t *in,
    int exact)
{
	dt_decls_t *sets[2] = { &sx->pp->p_decls, sx->dtp->dt_libdecls };
	dt_xlator_t *xp;
	int i;

	for (i = 0; i < 2; i++)
		for (xp = sets[i] != NULL ? sets[i]->d_xlators : NULL;
		    xp != NULL; xp = xp->xl_next)
			if (xp->xl_out.t_id == out->t_id &&
			    dt_xlator_input(sx, &xp->xl_in, in, exact))
				return xp;
	return NULL;
}

/* can a value of expression e be given to a member of type t, as DTrace
 * allows a translator's (integers, strings, the same struct, compatible
 * pointers)? */
static int
dt_decl_strcompat(dt_sctx_t *sx, const dt_type_t *t)
{
	dt_type_t e;

	if (t->t_kind == DT_TK_STRING)
		return 1;
	return (t->t_kind == DT_TK_PTR || t->t_kind == DT_TK_ARRAY) &&
	    t->t_id != 0 && dt_type_deref(sx->dtp, t, &e) == 0 &&
	    e.t_kind == DT_TK_INT && e.t_size == 1;
}

static int
dt_decl_argcompat(dt_sctx_t *sx, const dt_type_t *t, const dt_node_t *e)
{
	const dt_type_t *et = dt_node_type(e);

	if (t->t_kind == DT_TK_INT && et->t_kind == DT_TK_INT)
		return 1;
	if (dt_decl_strcompat(sx, t) && dt_decl_strcompat(sx, et))
		return 1;
	if (t->t_kind != DT_TK_PTR)
		return t->t_kind == DT_TK_SOU && et->t_kind == DT_TK_SOU &&
		    t->t_id == et->t_id;
	if (et->t_kind == DT_TK_INT)
		return dt_is_null(e);
	/* void * goes with any pointer */
	return et->t_kind == DT_TK_PTR && (t->t_id == 0 || et->t_id == 0 ||
	    dt_xlator_input(sx, t, et, 0));
}

/*
 * A translator's members, checked where it is declared as DTrace checks
 * them: each a member of the output type, given an expression of a type
 * compatible with the member's, in which the input's name is a value of
 * the input type.  The expressions are checked on copies, in a clause of
 * their own; each use analyses its own copy again (dt_decl_xlate_member).
 * Errors of the declaration as a whole are at 'end', its closing ';'.
 */
static int
dt_decl_xlmembers(dt_sctx_t *sx, const dt_xlator_t *xp, const dt_node_t *end)
{
	dt_clause_t scratch, *cp = sx->clause;
	int nactions = sx->nactions, rc = 0;
	unsigned actseen = sx->actseen;
	dt_node_t *m, *e;
	dt_member_t mi;

	memset(&scratch, 0, sizeof(scratch));
	scratch.c_recsize = 8;
	sx->clause = &scratch;
	sx->xl_name = xp->xl_ident;
	sx->xl_type = &xp->xl_in;
	for (m = xp->xl_members; m != NULL && rc == 0; m = m->dn_next) {
		if (dt_type_member(sx->dtp, &xp->xl_out, m->dn_string,
		    &mi) != 0) {
			rc = dt_dnerror(sx->dtp, end, D_XLATE_MEMB, "translator "
			    "member %s is not a member of %s", m->dn_string,
			    xp->xl_out.t_name);
			break;
		}
		if ((e = dt_node_clone(sx->pp->p_ast, m->dn_left, 0, 0)) == NULL) {
			rc = dt_nomem(sx);
			break;
		}
		if ((rc = dt_sema_expr(sx, e)) == 0 &&
		    !dt_decl_argcompat(sx, &mi.m_type, e))
			rc = dt_dnerror(sx->dtp, end, D_XLATE_INCOMPAT,
			    "translator member %s definition uses incompatible "
			    "types: \"%s\" = \"%s\"", m->dn_string,
			    mi.m_type.t_name, dt_node_type(e)->t_name);
	}
	sx->xl_name = NULL;
	sx->xl_type = NULL;
	sx->clause = cp;
	sx->nactions = nactions;
	sx->actseen = actseen;
	dt_actions_free(scratch.c_acts);
	return rc;
}

static int
dt_decl_xlator(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_decls_t *ds = dt_decl_set(sx);
	dt_node_t end = *dnp;
	dt_type_t out, in;
	dt_xlator_t *xp;

	end.dn_line = (int)dnp->dn_int;
	if (dt_decl_undefined_tag(sx, dnp->dn_type))
		return dt_dnerror(sx->dtp, &end, D_XLATE_SOU, "incomplete "
		    "struct/union/enum %s", dnp->dn_type->dn_tname);
	if (dt_decl_type(sx, dnp->dn_type, &out) != 0 ||
	    dt_decl_type(sx, dnp->dn_third, &in) != 0)
		return -1;
	if (out.t_kind != DT_TK_SOU)
		return dt_dnerror(sx->dtp, &end, D_XLATE_SOU, "translator output "
		    "type must be a struct or union");
	if (dt_xlator_lookup(sx, &out, &in, 1) != NULL)
		return dt_dnerror(sx->dtp, &end, D_XLATE_REDECL, "translator from "
		    "%s to %s has already been declared", in.t_name,
		    out.t_name);
	if ((xp = calloc(1, sizeof(*xp))) == NULL)
		return dt_nomem(sx);
	xp->xl_next = ds->d_xlators;
	ds->d_xlators = xp;
	xp->xl_ident = dnp->dn_string;
	xp->xl_members = dnp->dn_body;
	xp->xl_out = out;
	xp->xl_in = in;
	/* the D library's translators are known to be sound */
	return sx->lib ? 0 : dt_decl_xlmembers(sx, xp, &end);
}

int
dt_decl(dt_sctx_t *sx, dt_node_t *dnp)
{
	dt_type_t t;

	switch (dnp->dn_kind) {
	case DT_NODE_DECL:
		if (dnp->dn_class == DT_CLASS_TYPEDEF) {
			if (dt_decl_type(sx, dnp->dn_type, &t) != 0)
				return -1;
			if (dt_type_define_typedef(sx->dtp, dnp->dn_string,
			    &t) != 0)
				return dt_decl_typeerr(sx, dnp, D_DECL_IDRED);
			return 0;
		}
		/* a type alone declares something only if it defines a
		 * struct, union or enum (or names a tag) */
		if (dnp->dn_string == NULL && dnp->dn_type->dn_body == NULL &&
		    !dt_tname_is_tag(dnp->dn_type->dn_tname, 1))
			return dt_dnerror(sx->dtp, dnp, D_DECL_USELESS,
			    "useless declaration");
		if (dnp->dn_string == NULL)
			return dt_decl_type(sx, dnp->dn_type, &t);
		return dt_decl_var(sx, dnp);
	case DT_NODE_INLINE:
		return dt_decl_inline(sx, dnp);
	case DT_NODE_XLATOR:
		return dt_decl_xlator(sx, dnp);
	default:
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "this declaration is not "
		    "supported yet");
	}
}

/*
 * The D library files of the -L directories (libdir): every ".d" file of
 * each, by name, declared after the built-in library (a directory that
 * cannot be read is skipped, as DTrace skips it).  A file says what
 * it needs with #pragma D depends_on: another library file (read first),
 * a provider or a kernel module (without it the file is left out, as
 * DTrace leaves it out).  A file holds declarations only.
 */
typedef struct dt_libfile {
	char *lf_path;
	dt_ast_t *lf_ast;
	int lf_state;			/* 0 to do, 1 declared, 2 left out */
} dt_libfile_t;

static int
dt_libfile_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_libfile_t *)a)->lf_path,
	    ((const dt_libfile_t *)b)->lf_path);
}

/* the text of the file at path, NUL-terminated; NULL with errno set */
static char *
dt_decl_readfile(const char *path, size_t *lenp)
{
	FILE *f = fopen(path, "re");
	char *text = NULL;
	size_t cap = 0, n = 0, r;

	if (f == NULL)
		return NULL;
	do {
		char *t;

		if (n + 4096 + 1 > cap) {
			cap = cap ? cap * 2 : 8192;
			if ((t = realloc(text, cap)) == NULL) {
				free(text);
				fclose(f);
				return NULL;
			}
			text = t;
		}
		r = fread(text + n, 1, cap - n - 1, f);
		n += r;
	} while (r > 0);
	fclose(f);
	text[n] = '\0';
	*lenp = n;
	return text;
}

/* 1: the file may be declared now, 0: not yet (a library it depends on
 * is still to do), 2: never (a provider or module it needs is missing) */
static int
dt_libfile_ready(dt_sctx_t *sx, const dt_libfile_t *v, size_t n,
    const dt_libfile_t *lf, char *missing, size_t len)
{
	const dt_node_t *dnp, *w;
	size_t i;

	for (dnp = lf->lf_ast->da_root->dn_body; dnp != NULL;
	    dnp = dnp->dn_next) {
		if (dnp->dn_kind != DT_NODE_PRAGMA || (w = dnp->dn_args) ==
		    NULL || strcmp(w->dn_string, "D") != 0 ||
		    (w = w->dn_next) == NULL ||
		    strcmp(w->dn_string, "depends_on") != 0 ||
		    (w = w->dn_next) == NULL || w->dn_next == NULL)
			continue;
		if (strcmp(w->dn_string, "library") == 0) {
			for (i = 0; i < n; i++) {
				const char *b = strrchr(v[i].lf_path, '/');

				if (strcmp(b + 1, w->dn_next->dn_string) == 0)
					break;
			}
			if (i == n || v[i].lf_state == 2) {
				snprintf(missing, len, "%s", w->dn_next->dn_string);
				return 2;
			}
			if (v[i].lf_state == 0)
				return 0;
		} else if (dt_depends_met(sx->dtp, w->dn_string,
		    w->dn_next->dn_string) == 0) {
			return 2;
		}
	}
	return 1;
}

static int
dt_libfile_declare(dt_sctx_t *lx, const dt_libfile_t *lf)
{
	dtrace_hdl_t *dtp = lx->dtp;
	dt_node_t *dnp;

	for (dnp = lf->lf_ast->da_root->dn_body; dnp != NULL;
	    dnp = dnp->dn_next) {
		if (dnp->dn_kind == DT_NODE_PRAGMA)
			continue;
		if (dnp->dn_kind == DT_NODE_CLAUSE)
			return dt_set_errmsg(dtp, EDT_COMPILER, "D library "
			    "file %s: line %d: a library holds declarations, "
			    "not probe clauses", lf->lf_path, dnp->dn_line);
		if (dt_decl(lx, dnp) != 0)
			return dt_set_errmsg(dtp, EDT_COMPILER, "D library "
			    "file %s: %s", lf->lf_path, dtrace_errmsg(dtp,
			    dtrace_errno(dtp)));
	}
	return 0;
}

static int
dt_decl_libdirs(dt_sctx_t *lx)
{
	dtrace_hdl_t *dtp = lx->dtp;
	dt_decls_t *dp = dtp->dt_libdecls;
	dt_libfile_t *v = NULL;
	size_t n = 0, i, done;
	char err[256], missing[256];
	int d, k, rc = 0, line, col;

	for (d = 0; d < dtp->dt_nlibdirs && rc == 0; d++) {
		struct dirent **ents;
		int ne = scandir(dtp->dt_libdirs[d], &ents, NULL, alphasort);

		if (ne < 0)	/* skipped, as DTrace skips it */
			continue;
		for (k = 0; k < ne; k++) {
			size_t len = strlen(ents[k]->d_name);
			dt_libfile_t *nv;

			if (rc == 0 && len > 2 &&
			    strcmp(ents[k]->d_name + len - 2, ".d") == 0 &&
			    (nv = realloc(v, (n + 1) * sizeof(*v))) != NULL) {
				v = nv;
				memset(&v[n], 0, sizeof(v[n]));
				if (asprintf(&v[n].lf_path, "%s/%s",
				    dtp->dt_libdirs[d], ents[k]->d_name) < 0)
					rc = dt_set_errno(dtp, EDT_NOMEM);
				else
					n++;
			}
			free(ents[k]);
		}
		free(ents);
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), dt_libfile_cmp);
	for (i = 0; i < n && rc == 0; i++) {
		dt_ast_t **na;
		size_t len;
		char *text = dt_decl_readfile(v[i].lf_path, &len);

		if (text == NULL) {
			rc = dt_set_errmsg(dtp, EDT_COMPILER, "cannot read D "
			    "library file %s: %s", v[i].lf_path,
			    strerror(errno));
			break;
		}
		if (dt_parse_d(text, len, v[i].lf_path, DT_PARSE_PROGRAM,
		    &v[i].lf_ast, err, sizeof(err), &line, &col, NULL,
		    NULL) != 0)
			rc = dt_set_errmsg(dtp, EDT_COMPILER, "D library file "
			    "%s: line %d: %s", v[i].lf_path, line, err);
		free(text);
		/* the handle keeps the trees: declarations point into them */
		if (v[i].lf_ast != NULL &&
		    (na = realloc(dp->d_libasts, (size_t)(dp->d_nlibasts + 1) *
		    sizeof(*na))) != NULL) {
			dp->d_libasts = na;
			na[dp->d_nlibasts++] = v[i].lf_ast;
		}
	}
	/* in order of dependence: each pass declares what it can */
	for (done = 0; rc == 0 && done < n;) {
		size_t before = done;

		for (i = 0; i < n && rc == 0; i++) {
			if (v[i].lf_state != 0)
				continue;
			missing[0] = '\0';
			switch (dt_libfile_ready(lx, v, n, &v[i], missing,
			    sizeof(missing))) {
			case 0:
				continue;
			case 2:
				if (missing[0] != '\0')
					rc = dt_set_errmsg(dtp, EDT_COMPILER,
					    "D library file %s depends on "
					    "library %s, which is not in the "
					    "library path", v[i].lf_path,
					    missing);
				v[i].lf_state = 2;
				break;
			default:
				rc = dt_libfile_declare(lx, &v[i]);
				v[i].lf_state = 1;
			}
			done++;
		}
		if (rc == 0 && done == before) {
			for (i = 0; v[i].lf_state != 0; i++)
				continue;
			rc = dt_set_errmsg(dtp, EDT_COMPILER, "D library file "
			    "%s: its #pragma D depends_on library make a "
			    "cycle", v[i].lf_path);
		}
	}
	for (i = 0; i < n; i++)
		free(v[i].lf_path);
	free(v);
	return rc;
}

/* read the D library's declarations, once per handle */
int
dt_decl_lib(dt_sctx_t *sx)
{
	dtrace_hdl_t *dtp = sx->dtp;
	dt_sctx_t lx = *sx;
	dt_node_t *dnp;
	char err[256];
	int line, col;

	if (dtp->dt_libdecls != NULL)
		return 0;
	if ((dtp->dt_libdecls = calloc(1, sizeof(dt_decls_t))) == NULL)
		return dt_nomem(sx);
	/* -x nolibs: DTrace's D library is not read; what it declares
	 * (psinfo_t, curpsinfo's translators ...) is unknown */
	if (dtp->dt_options[DT_OPT_NOLIBS] > 0)
		return 0;
	if (dt_parse_d(dt_stdlib_d, strlen(dt_stdlib_d), "dt_stdlib.d",
	    DT_PARSE_PROGRAM, &dtp->dt_libdecls->d_ast, err, sizeof(err),
	    &line, &col, NULL, NULL) != 0)
		return dt_set_errmsg(dtp, EDT_COMPILER, "the D library does "
		    "not parse: line %d: %s", line, err);
	lx.lib = 1;
	for (dnp = dtp->dt_libdecls->d_ast->da_root->dn_body; dnp != NULL;
	    dnp = dnp->dn_next)
		if (dt_decl(&lx, dnp) != 0)
			return dt_set_errmsg(dtp, EDT_COMPILER, "the D library "
			    "does not compile here: %s", dtrace_errmsg(dtp,
			    dtrace_errno(dtp)));
	return dt_decl_libdirs(&lx);
}

/*
 * Expansions
 */
static dt_inline_t *
dt_inline_find(dt_sctx_t *sx, const char *name, int load)
{
	dt_decls_t *sets[2] = { &sx->pp->p_decls, sx->dtp->dt_libdecls };
	dt_inline_t *ip;
	int i;

	if (load && sets[1] == NULL && dt_decl_lib(sx) == 0)
		sets[1] = sx->dtp->dt_libdecls;
	for (i = 0; i < 2; i++)
		for (ip = sets[i] != NULL ? sets[i]->d_inlines : NULL;
		    ip != NULL; ip = ip->in_next)
			if (strcmp(ip->in_name, name) == 0)
				return ip;
	return NULL;
}

/* dnp names an inline that translates (curpsinfo): a value of no type
 * of its own until a member is taken, DTrace's "dynamic" */
int
dt_inline_is_xlate(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_inline_t *ip;

	if (dnp->dn_kind != DT_NODE_IDENT ||
	    dt_var_find(sx, dnp->dn_string, DT_VAR_GLOBAL) != NULL ||
	    (ip = dt_inline_find(sx, dnp->dn_string, 1)) == NULL)
		return 0;
	return ip->in_params == NULL && ip->in_expr->dn_kind == DT_NODE_XLATE;
}

static int dt_subst(dt_sctx_t *sx, dt_node_t *n, const char *name,
    const dt_node_t *repl);

/*
 * name[a1, ...] of an inline array: a copy of its expression with each
 * parameter replaced by a copy of its index; NULL with the error set (-1
 * in *errp) or without (0: name is no inline array).
 */
static dt_node_t *
dt_inline_args(dt_sctx_t *sx, dt_node_t *dnp, int *errp)
{
	dt_node_t *base = dnp->dn_left, *e, *p, *a;
	dt_inline_t *ip;
	int n = 0, na = 0;

	*errp = 0;
	if (base->dn_kind != DT_NODE_IDENT ||
	    (ip = dt_inline_find(sx, base->dn_string, 1)) == NULL ||
	    ip->in_params == NULL)
		return NULL;
	*errp = -1;
	for (p = ip->in_params; p != NULL; p = p->dn_next)
		n++;
	for (a = dnp->dn_args; a != NULL; a = a->dn_next)
		na++;
	if (n != na) {
		dt_dnerror(sx->dtp, dnp, D_PROTO_LEN, "%s[ ] prototype "
		    "mismatch: %d args passed, %d expected", ip->in_name, na, n);
		return NULL;
	}
	if ((e = dt_node_clone(sx->pp->p_ast, ip->in_expr, dnp->dn_line,
	    dnp->dn_col)) == NULL) {
		dt_nomem(sx);
		return NULL;
	}
	for (p = ip->in_params, a = dnp->dn_args; p != NULL;
	    p = p->dn_next, a = a->dn_next)
		if (dt_subst(sx, e, p->dn_string, a) != 0) {
			dt_nomem(sx);
			return NULL;
		}
	return e;
}

/* name[a1, ...] of an inline array, expanded in place and analysed: 1,
 * 0 if name is no inline array, -1 on error */
int
dt_decl_inline_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *e;
	int err, rc;

	if ((e = dt_inline_args(sx, dnp, &err)) == NULL)
		return err;
	if (sx->depth >= DT_MAXDEPTH)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "inline %s is defined in "
		    "terms of itself", dnp->dn_left->dn_string);
	dnp->dn_kind = DT_NODE_EXPANDED;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_left = e;
	dnp->dn_right = NULL;
	dnp->dn_args = NULL;
	sx->depth++;
	rc = dt_sema_expr(sx, e);
	sx->depth--;
	if (rc != 0)
		return -1;
	si->si_type = *dt_node_type(e);
	return 1;
}

/* turn dnp into an EXPANDED node around a copy of e */
static dt_node_t *
dt_expand(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *e)
{
	dt_node_t *copy = dt_node_clone(sx->pp->p_ast, e, dnp->dn_line,
	    dnp->dn_col);

	if (copy == NULL)
		return NULL;
	dnp->dn_kind = DT_NODE_EXPANDED;
	dnp->dn_op = DT_OP_NONE;
	dnp->dn_left = copy;
	dnp->dn_right = NULL;
	return copy;
}

int
dt_decl_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si, int load)
{
	dt_inline_t *ip;
	dt_node_t *e;
	int64_t v;
	int rc, i;

	for (i = 0; i < sx->nenum; i++)
		if (strcmp(sx->enames[i], dnp->dn_string) == 0) {
			dt_type_int(&si->si_type, 4, 1, "int");
			si->si_const = 1;
			si->si_int = sx->evalues[i];
			return 1;
		}
	if (dt_type_enumerator(sx->dtp, dnp->dn_string, 0, &v,
	    &si->si_type) == 0 || (DT_LF(sx->dtp, DT_LF_KENUMS) &&
	    dt_type_enumerator(sx->dtp, dnp->dn_string, 1, &v,
	    &si->si_type) == 0)) {
		si->si_const = 1;
		si->si_int = v;
		return 1;
	}
	if ((ip = dt_inline_find(sx, dnp->dn_string, load)) == NULL)
		return 0;
	if (ip->in_params != NULL)
		return dt_dnerror(sx->dtp, dnp, D_IDENT_BADREF, "associative "
		    "array '%s' may not be referenced as scalar",
		    dnp->dn_string);
	if (ip->in_expr->dn_kind == DT_NODE_XLATE)
		return dt_dnerror(sx->dtp, dnp, D_XLATE_NONE, "%s can only be used with "
		    "-> or . to reach a member", dnp->dn_string);
	if (sx->depth >= DT_MAXDEPTH)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "inline %s is defined in "
		    "terms of itself", dnp->dn_string);
	if ((e = dt_expand(sx, dnp, ip->in_expr)) == NULL)
		return dt_nomem(sx);
	sx->depth++;
	rc = dt_sema_expr(sx, e);
	sx->depth--;
	if (rc != 0)
		return -1;
	if ((ip->in_type.t_kind == DT_TK_STRING) != dt_is_str(e))
		return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPAT, "inline %s definition "
		    "uses incompatible types: \"%s\" = \"%s\"", ip->in_name,
		    ip->in_type.t_name, dt_node_type(e)->t_name);
	si->si_type = dt_is_str(e) ? *dt_node_type(e) : ip->in_type;
	/* a constant stays one, converted to the inline's type */
	if (((dt_sinfo_t *)e->dn_sema)->si_const &&
	    ip->in_type.t_kind == DT_TK_INT) {
		int64_t cv = ((dt_sinfo_t *)e->dn_sema)->si_int;
		uint32_t bits = ip->in_type.t_size * 8;

		if (bits < 64) {
			uint64_t m = (1ULL << bits) - 1;

			cv = (int64_t)((uint64_t)cv & m);
			if (ip->in_type.t_signed && (cv & (1LL << (bits - 1))))
				cv = (int64_t)((uint64_t)cv | ~m);
		}
		si->si_const = 1;
		si->si_int = cv;
	}
	return 1;
}

/* replace every identifier 'name' in the tree at n by a copy of repl */
static int
dt_subst(dt_sctx_t *sx, dt_node_t *n, const char *name, const dt_node_t *repl)
{
	dt_node_t **lists[] = { &n->dn_args, &n->dn_body, &n->dn_else };
	dt_node_t *kids[] = { n->dn_left, n->dn_right, n->dn_third };
	size_t i;

	if (n->dn_kind == DT_NODE_IDENT && strcmp(n->dn_string, name) == 0) {
		dt_node_t *c = dt_node_clone(sx->pp->p_ast, repl, n->dn_line,
		    n->dn_col), *next = n->dn_next, *link = n->dn_link;
		char *old = n->dn_string;

		if (c == NULL)
			return -1;
		*n = *c;
		n->dn_next = next;
		n->dn_link = link;
		c->dn_string = old;	/* freed with c */
		c->dn_tname = NULL;
		return 0;
	}
	for (i = 0; i < 3; i++)
		if (kids[i] != NULL && dt_subst(sx, kids[i], name, repl) != 0)
			return -1;
	for (i = 0; i < 3; i++)
		for (dt_node_t *k = *lists[i]; k != NULL; k = k->dn_next)
			if (dt_subst(sx, k, name, repl) != 0)
				return -1;
	return 0;
}

/*
 * args[N] of probes that give argument N translated (proc:::create's
 * psinfo_t *): the translation xlate <T> (args[N]) of the native argument,
 * or NULL if the clause's probes do not all translate it to one type.
 */
static dt_node_t *
dt_decl_xlate_arg(dt_sctx_t *sx, dt_node_t *l)
{
	dt_clause_t *cp = sx->clause;
	const char *xt = NULL;
	dt_node_t *x, *t;
	char base[64];
	size_t len;
	int i, nptr = 0;
	uint64_t n;

	if (l->dn_kind != DT_NODE_ARRAY || (l->dn_flags & DT_NF_NATIVE) ||
	    l->dn_left->dn_kind != DT_NODE_IDENT ||
	    strcmp(l->dn_left->dn_string, "args") != 0 || cp == NULL ||
	    l->dn_args == NULL || l->dn_args->dn_kind != DT_NODE_INT ||
	    l->dn_args->dn_next != NULL || (n = l->dn_args->dn_int) >= DT_MAXARGS)
		return NULL;
	for (i = 0; i < cp->c_nprobes; i++) {
		dt_probe_t *prp = cp->c_probes[i];

		if (prp->pr_nargs < 0 && prp->pr_prov->pv_impl->pi_probe_info)
			prp->pr_prov->pv_impl->pi_probe_info(sx->dtp, prp);
		if ((int)n >= prp->pr_nargs || prp->pr_xargtypes[n] == NULL ||
		    (xt != NULL && strcmp(xt, prp->pr_xargtypes[n]) != 0))
			return NULL;
		xt = prp->pr_xargtypes[n];
	}
	if (xt == NULL)
		return NULL;
	snprintf(base, sizeof(base), "%s", xt);
	for (len = strlen(base); len > 0 && (base[len - 1] == '*' ||
	    base[len - 1] == ' '); len--)
		nptr += base[len - 1] == '*';
	base[len] = '\0';
	if ((x = dt_node_new(sx->pp->p_ast, DT_NODE_XLATE, l->dn_line,
	    l->dn_col)) == NULL ||
	    (t = dt_node_new(sx->pp->p_ast, DT_NODE_TYPE, l->dn_line,
	    l->dn_col)) == NULL ||
	    (t->dn_tname = strdup(base)) == NULL ||
	    (x->dn_left = dt_node_clone(sx->pp->p_ast, l, 0, 0)) == NULL)
		return NULL;
	t->dn_ptr = nptr;
	x->dn_type = t;
	x->dn_left->dn_flags |= DT_NF_NATIVE;
	return x;
}

/*
 * Member m of translator xp, for an xlate of operand 'in' (the operand as
 * written): node e (at which errors are reported) becomes its expansion,
 * analysed; the member's type in *mt, the value's in *vt.
 */
static int
dt_xlate_expand(dt_sctx_t *sx, dt_node_t *e, const dt_xlator_t *xp,
    const dt_node_t *m, const dt_node_t *in, const dt_type_t *sou,
    dt_member_t *mi, dt_type_t *vt)
{
	dt_node_t *x;
	int rc;

	if (dt_type_member(sx->dtp, sou, m->dn_string, mi) != 0)
		return dt_dnerror(sx->dtp, e, D_TYPE_MEMBER, "%s is not a member "
		    "of %s", m->dn_string, sou->t_name);
	if ((x = dt_expand(sx, e, m->dn_left)) == NULL ||
	    dt_subst(sx, x, xp->xl_ident, in) != 0)
		return dt_nomem(sx);
	sx->depth++;
	rc = dt_sema_expr(sx, x);
	sx->depth--;
	if (rc != 0)
		return -1;
	if (dt_type_is_chararray(sx->dtp, &mi->m_type)) {
		if (!dt_is_str(x))
			return dt_dnerror(sx->dtp, e, D_XLATE_INCOMPAT, "translator "
			    "member %s must be given a string", m->dn_string);
		*vt = *dt_node_type(x);
	} else if (mi->m_type.t_kind == DT_TK_INT ||
	    mi->m_type.t_kind == DT_TK_PTR) {
		if (!dt_is_int(x))
			return dt_dnerror(sx->dtp, e, D_XLATE_INCOMPAT, "translator "
			    "member %s must be given an integer", m->dn_string);
		*vt = mi->m_type;
	} else {
		return dt_dnerror(sx->dtp, e, D_XLATE_INCOMPAT, "translator member "
		    "%s of type %s is not supported yet", m->dn_string,
		    mi->m_type.t_name);
	}
	return 0;
}

/* the translator to sou from x's operand (analysed into *inp) */
static dt_xlator_t *
dt_xlate_find(dt_sctx_t *sx, dt_node_t *dnp, const dt_node_t *x,
    const dt_type_t *out, const dt_type_t *sou, dt_node_t **inp)
{
	dt_xlator_t *xp;

	/* the input: a copy of the xlate operand, analysed for its type */
	if ((*inp = dt_node_clone(sx->pp->p_ast, x->dn_left, dnp->dn_line,
	    dnp->dn_col)) == NULL) {
		dt_nomem(sx);
		return NULL;
	}
	if (dt_sema_expr(sx, *inp) != 0)
		return NULL;
	if ((xp = dt_xlator_lookup(sx, sou, dt_node_type(*inp), 0)) == NULL)
		dt_dnerror(sx->dtp, dnp, D_XLATE_NONE, "cannot translate from "
		    "\"%s\" to \"%s\"", dt_node_type(*inp)->t_name, out->t_name);
	return xp;
}

int
dt_decl_xlate_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *x = NULL, *in, *m;
	dt_type_t out, sou;
	dt_member_t mi;
	dt_xlator_t *xp;
	dt_inline_t *ip;
	int rc;

	if (l->dn_kind == DT_NODE_XLATE)
		x = l;
	else if (l->dn_kind == DT_NODE_IDENT &&
	    dt_builtin_lookup(sx->dtp, l->dn_string) == NULL &&
	    dt_var_find(sx, l->dn_string, DT_VAR_GLOBAL) == NULL &&
	    (ip = dt_inline_find(sx, l->dn_string, 1)) != NULL &&
	    ip->in_expr->dn_kind == DT_NODE_XLATE)
		x = ip->in_expr;
	else if (l->dn_kind == DT_NODE_ARRAY) {
		/* an inline array (fds[fd].fi_name), or args[N] */
		if ((x = dt_inline_args(sx, l, &rc)) == NULL && rc != 0)
			return -1;
		if (x != NULL && x->dn_kind != DT_NODE_XLATE)
			x = NULL;
		else if (x == NULL)
			x = dt_decl_xlate_arg(sx, l);
	}
	if (x == NULL)
		return 0;
	if (sx->depth >= DT_MAXDEPTH)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "translations nest too "
		    "deeply");
	if (dt_decl_type(sx, x->dn_type, &out) != 0)
		return -1;
	sou = out;
	if (out.t_kind == DT_TK_PTR && dt_type_deref(sx->dtp, &out, &sou) != 0)
		return dt_decl_typeerr(sx, dnp, D_XLATE_SOU);
	/* the translation first (as DTrace cooks the xlate before the
	 * operator applied to it), then the operator */
	if ((xp = dt_xlate_find(sx, dnp, x, &out, &sou, &in)) == NULL)
		return -1;
	if (dnp->dn_op == DT_OP_ARROW && out.t_kind != DT_TK_PTR)
		return dt_dnerror(sx->dtp, dnp, D_OP_PTR, "operator -> must be "
		    "applied to a pointer");
	if (dnp->dn_op != DT_OP_ARROW && out.t_kind != DT_TK_SOU)
		return dt_dnerror(sx->dtp, dnp, D_OP_SOU, "operator . cannot be "
		    "applied to type \"%s\"; must be applied to a struct or "
		    "union", out.t_name);
	for (m = xp->xl_members; m != NULL; m = m->dn_next)
		if (strcmp(m->dn_string, dnp->dn_string) == 0)
			break;
	if (m == NULL)
		return dt_dnerror(sx->dtp, dnp, D_XLATE_NOCONV, "translator does not "
		    "define conversion for member: %s", dnp->dn_string);
	if (dt_xlate_expand(sx, dnp, xp, m, x->dn_left, &sou, &mi,
	    &si->si_type) != 0)
		return -1;
	return 1;
}

/*
 * xlate <T> (e) as a value: the struct or union T, zeroes where the
 * translator defines no member (dt_cg_xlate builds it).  Each member's
 * expansion hangs off an XLMEMBER node of dn_args.
 */
int
dt_decl_xlate_whole(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *in, *m, *e, **tail = &dnp->dn_args;
	dt_type_t out, vt;
	dt_member_t mi;
	dt_xlator_t *xp;

	if (dt_decl_type(sx, dnp->dn_type, &out) != 0)
		return -1;
	if (out.t_kind != DT_TK_SOU)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "xlate to %s can only be "
		    "used with -> to reach a member", out.t_name);
	if (sx->depth >= DT_MAXDEPTH)
		return dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "translations nest too "
		    "deeply");
	if ((xp = dt_xlate_find(sx, dnp, dnp, &out, &out, &in)) == NULL)
		return -1;
	dnp->dn_args = NULL;
	for (m = xp->xl_members; m != NULL; m = m->dn_next) {
		if ((e = dt_node_new(sx->pp->p_ast, DT_NODE_XLMEMBER,
		    dnp->dn_line, dnp->dn_col)) == NULL ||
		    (e->dn_string = strdup(m->dn_string)) == NULL ||
		    (e->dn_right = dt_node_new(sx->pp->p_ast, DT_NODE_EXPANDED,
		    dnp->dn_line, dnp->dn_col)) == NULL)
			return dt_nomem(sx);
		*tail = e;
		tail = &e->dn_next;
		if (dt_xlate_expand(sx, e->dn_right, xp, m, dnp->dn_left, &out,
		    &mi, &vt) != 0)
			return -1;
		if (mi.m_bits != 0)
			return dt_dnerror(sx->dtp, dnp, D_XLATE_INCOMPAT,
			    "translator member %s is a bit-field: translate "
			    "it with -> or .", m->dn_string);
		e->dn_left = e->dn_right->dn_left;	/* the expansion */
		e->dn_right = NULL;
	}
	si->si_kind = DT_SI_VALUE;
	si->si_type = out;
	return 0;
}
