/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_mem.c -- the semantic pass over memory: members, indexing,
 * address-of, offsetof, pointer arithmetic, casts and sizeof.
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

/* is node l (the left of . or [ ]) a D variable's struct, union or array,
 * or memory in one? */
static int
dt_in_dvar(const dt_node_t *l)
{
	const dt_sinfo_t *li = l->dn_sema;

	if (li == NULL)
		return 0;
	if (li->si_kind == DT_SI_MEM)
		return li->si_mem.m_dvar != 0;
	return li->si_kind == DT_SI_VAR &&
	    (li->si_var->v_kind == DT_VAR_GLOBAL ||
	    li->si_var->v_kind == DT_VAR_THIS) &&
	    dt_type_byaddr(&li->si_type);
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
		si->si_mem.m_bytes = t->t_size;
		dt_type_string(&si->si_type, cap);
	}
	return 0;
}

int
dt_sema_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left;
	const char *op = dt_op_name(dnp->dn_op);
	const dt_type_t *lt;
	dt_type_t sou;
	dt_member_t m;
	int rc;

	if (dt_sl(sx)->sl_argsmember != NULL &&
	    (rc = dt_sl(sx)->sl_argsmember(sx, dnp)) != 0)
		return rc < 0 ? -1 : rc == 2 ? dt_sema_expr(sx, dnp) :
		    dt_sema_array(sx, dnp, si);
	if ((rc = dt_decl_xlate_member(sx, dnp, si)) != 0)
		return rc < 0 ? -1 : 0;
	if (dt_sema_expr(sx, l) != 0)
		return -1;
	lt = dt_node_type(l);
	if (dt_sl(sx)->sl_tupidx != NULL && dt_bttuple_is(lt))
		return dt_sl(sx)->sl_tupidx(sx, dnp, si);
	if (dnp->dn_op == DT_OP_DOT && lt->t_kind == DT_TK_PTR &&
	    DT_LF(sx->dtp, DT_LF_DOTDEREF) && lt->t_id != 0 &&
	    dt_type_deref(sx->dtp, lt, &sou) == 0 && sou.t_kind == DT_TK_SOU)
		dnp->dn_op = DT_OP_ARROW;	/* the language's . through a
						   pointer */
	if (dnp->dn_op == DT_OP_ARROW) {
		if (lt->t_kind != DT_TK_PTR)
			return dt_dnerror(sx->dtp, dnp, D_OP_PTR,
			    "operator -> must "
			    "be applied to a pointer");
		if (dt_type_is_forward(sx->dtp, lt, sou.t_name,
		    sizeof(sou.t_name)))
			return dt_dnerror(sx->dtp, dnp, D_OP_INCOMPLETE,
			    "operator -> cannot be applied to a forward "
			    "declaration: no %s definition is available",
			    sou.t_name);
		if (lt->t_id == 0 || dt_type_deref(sx->dtp, lt, &sou) != 0 ||
		    sou.t_kind != DT_TK_SOU) {
			const char *n = lt->t_id == 0 ? "void" : sou.t_name;

			return dt_dnerror(sx->dtp, dnp, D_OP_SOU, "operator -> "
			    "cannot be applied to pointer to type \"%s\"; must "
			    "be applied to a struct or union pointer", n);
		}
	} else {
		if (lt->t_kind != DT_TK_SOU)
			return dt_dnerror(sx->dtp, dnp, D_OP_SOU,
			    "operator %s cannot "
			    "be applied to type \"%s\"; must be applied to a "
			    "struct or union", op, lt->t_name);
		sou = *lt;
	}
	if (dt_type_member(sx->dtp, &sou, dnp->dn_string, &m) != 0 &&
	    DT_LF(sx->dtp, DT_LF_BTERRS))
		return dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER, "Struct/union of type "
		    "'%s' does not contain a field named '%s'", sou.t_name,
		    dnp->dn_string);
	if (dt_type_member(sx->dtp, &sou, dnp->dn_string, &m) != 0)
		return dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER,
		    "%s is not a member of %s",
		    dnp->dn_string, sou.t_name);
	si->si_mem.m_off = m.m_off;
	si->si_mem.m_bitoff = m.m_bitoff;
	si->si_mem.m_bits = m.m_bits;
	si->si_mem.m_dvar = dnp->dn_op != DT_OP_ARROW && dt_in_dvar(l);
	return dt_sema_memresult(sx, si, &m.m_type);
}

/*
 * *np, already checked, made an operand of type t: wrapped in a cast
 * node, which the code generator converts (dt_cg_expr's DT_NODE_CAST).
 */
int
dt_sema_wrapcast(dt_sctx_t *sx, dt_node_t **np, const dt_type_t *t)
{
	dt_node_t *a = *np, *c;
	dt_sinfo_t *si;

	if ((c = dt_node_new(sx->pp->p_ast, DT_NODE_CAST, a->dn_line,
	    a->dn_col)) == NULL)
		return dt_nomem(sx);
	c->dn_left = a;
	c->dn_next = a->dn_next;
	a->dn_next = NULL;
	*np = c;
	SINFO(sx, c, si);
	si->si_type = *t;
	return 0;
}

/*
 * A string where a pointer is wanted (s + i, s[i], *s): the address of
 * its characters, a char *, as DTrace's strings are addresses (a NULL
 * string is address 0, which faults where it is read).
 */
static int
dt_sema_str2ptr(dt_sctx_t *sx, dt_node_t **np)
{
	dt_type_t t;

	if (dt_type_lookup(sx->dtp, "char", 1, &t) != 0)
		return dt_type_error(sx, *np, D_TYPE_ERR);
	return dt_sema_wrapcast(sx, np, &t);
}

/* e[i] on a pointer or array, and *e (dn_right NULL) */
int
dt_sema_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_node_t *l = dnp->dn_left, *r = dnp->dn_right;
	const char *op;
	const dt_type_t *lt;
	dt_type_t et;

	if (dnp->dn_kind != DT_NODE_OP2)
		r = NULL;
	if (r != NULL && dt_agg_mdim(sx, dnp) != 0)
		return -1;
	op = r != NULL ? "[ ]" : "*";
	sx->keeparray = 1;
	if (dt_sema_expr(sx, l) != 0)
		return -1;
	/* a string indexed, s[i]: its character (bt too, after 0.17) */
	if (dt_is_str(l) && (r != NULL || !DT_LF(sx->dtp, DT_LF_STRNOTNULL))) {
		if (dt_sema_str2ptr(sx, &dnp->dn_left) != 0)
			return -1;
		l = dnp->dn_left;
	}
	lt = dt_node_type(l);
	/* e[i] is *(e + i): the + first, then the * */
	if (r != NULL && (lt->t_kind != DT_TK_PTR && lt->t_kind != DT_TK_ARRAY)) {
		if (dt_sema_expr(sx, r) != 0)
			return -1;
		if (lt->t_kind != DT_TK_INT || !dt_is_int(r))
			return dt_incompat(sx, dnp, D_OP_INCOMPAT,
			    "+", lt, dt_node_type(r));
	}
	if (lt->t_kind != DT_TK_PTR && lt->t_kind != DT_TK_ARRAY)
		return dt_dnerror(sx->dtp, dnp, D_DEREF_NONPTR,
		    "cannot dereference "
		    "non-pointer type");
	if (dt_type_deref(sx->dtp, lt, &et) != 0)
		return dt_type_error(sx, dnp, D_DEREF_VOID);
	if (et.t_size == 0)
		return dt_dnerror(sx->dtp, dnp, D_DEREF_VOID,
		    "operator %s cannot be "
		    "applied to a pointer to type \"%s\" of unknown size", op,
		    et.t_name);
	if (r != NULL) {
		const dt_sinfo_t *ri;

		if (dt_sema_expr(sx, r) != 0)
			return -1;
		ri = r->dn_sema;
		if (dt_node_type(r)->t_kind != DT_TK_INT)
			return dt_incompat(sx, dnp, D_OP_INCOMPAT,
			    "+", lt, dt_node_type(r));
		if (lt->t_kind == DT_TK_ARRAY && ri->si_const &&
		    dt_type_nelems(sx->dtp, lt) > 0 &&	/* not flexible */
		    (uint64_t)ri->si_int >= dt_type_nelems(sx->dtp, lt) &&
		    DT_LF(sx->dtp, DT_LF_BTERRS)) {
			int rc = dt_dnerror(sx->dtp, dnp, D_ARR_BOUNDS, "the "
			    "index %lld is out of bounds for array of size %u",
			    (long long)ri->si_int,
			    dt_type_nelems(sx->dtp, lt));

			/* bpftrace marks the element, index and all */
			dt_errhint_set(sx->dtp, DT_EH_BRACKETS, 1);
			return rc;
		}
		if (lt->t_kind == DT_TK_ARRAY && ri->si_const &&
		    dt_type_nelems(sx->dtp, lt) > 0 &&	/* not flexible */
		    (uint64_t)ri->si_int >= dt_type_nelems(sx->dtp, lt))
			return dt_dnerror(sx->dtp, dnp, D_ARR_BOUNDS,
			    "index outside "
			    "array bounds: %llu, max is %u",
			    (unsigned long long)ri->si_int,
			    dt_type_nelems(sx->dtp, lt));
		si->si_mem.m_scale = et.t_size;
		if (lt->t_kind == DT_TK_ARRAY && dt_in_dvar(l)) {
			si->si_mem.m_dvar = 1;
			si->si_mem.m_nelems = dt_type_nelems(sx->dtp, lt);
		}
	}
	return dt_sema_memresult(sx, si, &et);
}

int
dt_sema_addrof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_sinfo_t *li;

	sx->keeparray = 1;
	if (dt_sema_expr(sx, dnp->dn_left) != 0)
		return -1;
	li = dnp->dn_left->dn_sema;
	if (li->si_kind == DT_SI_VAR)
		return dt_dnerror(sx->dtp, dnp, D_ADDROF_VAR, "cannot take "
		    "address of dynamic variable");
	if (li->si_kind != DT_SI_MEM)
		return dt_dnerror(sx->dtp, dnp, D_ADDROF_LVAL,
		    "operator & requires an "
		    "operand that is in memory: a member, an element or *p");
	if (li->si_mem.m_bits != 0)
		return dt_dnerror(sx->dtp, dnp, D_ADDROF_BITFIELD,
		    "cannot take address of "
		    "bit-field");
	if (dt_type_ptrto(sx->dtp, dt_node_type(dnp->dn_left),
	    &si->si_type) != 0)
		return dt_type_error(sx, dnp, D_TYPE_ERR);
	return 0;
}

/* the type a TYPE node names */
static int
dt_sema_typename(dt_sctx_t *sx, dt_node_t *tn, dt_type_t *tp)
{
	if (tn->dn_args != NULL)
		return dt_dnerror(sx->dtp, tn, D_TYPE_ERR,
		    "array types are not "
		    "supported here");
	return dt_decl_type(sx, tn, tp);
}

/*
 * offsetof(T, m), and (bt) offsetof(e, m) of an expression e of a
 * struct or union type (dn_left; not evaluated), m a path of members
 * (a.b.c: the parser gives D's a name only)
 */
int
dt_sema_offsetof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	dt_type_t t;
	dt_member_t m;
	char *comp, *save = NULL, *path;
	uint64_t off = 0;
	int rc = 0;

	const dt_node_t *tn = dnp->dn_type;

	/* a struct or union never defined is no struct or union type */
	if (tn != NULL && tn->dn_kind == DT_NODE_TYPE && tn->dn_ptr == 0 &&
	    dt_tname_is_tag(tn->dn_tname, 0) &&
	    dt_type_lookup(sx->dtp, tn->dn_tname, 0, &t) != 0)
		return dt_dnerror(sx->dtp, dnp, D_OFFSETOF_TYPE, "offsetof "
		    "operand must be a struct or union type");
	if (tn == NULL) {
		if (dt_sema_expr(sx, dnp->dn_left) != 0)
			return -1;
		t = *dt_node_type(dnp->dn_left);
	} else if (dt_sema_typename(sx, dnp->dn_type, &t) != 0)
		return tn->dn_string == NULL ? -1 : dt_dnerror(sx->dtp, tn,
		    D_SYNTAX, "syntax error near \"%s\"", tn->dn_string);
	if ((path = strdup(dnp->dn_string)) == NULL)
		return dt_nomem(sx);
	for (comp = strtok_r(path, ".", &save); comp != NULL && rc == 0;
	    comp = strtok_r(NULL, ".", &save)) {
		if (t.t_kind != DT_TK_SOU)
			rc = dt_dnerror(sx->dtp, dnp, D_OFFSETOF_TYPE,
			    "offsetof operand must be a struct or union type");
		else if (dt_type_member(sx->dtp, &t, comp, &m) != 0 &&
		    DT_LF(sx->dtp, DT_LF_BTERRS))
			rc = dt_dnerror(sx->dtp, dnp, D_TYPE_MEMBER,
			    "Struct/union of type '%s' does not contain a "
			    "field named '%s'", t.t_name, comp);
		else if (dt_type_member(sx->dtp, &t, comp, &m) != 0)
			rc = dt_dnerror(sx->dtp, dnp, D_UNKNOWN, "failed to "
			    "determine offset of %s: Member name not found",
			    comp);
		else if (m.m_bits != 0)
			rc = dt_dnerror(sx->dtp, dnp, D_OFFSETOF_BITFIELD,
			    "cannot take offset of a bit-field: %s", comp);
		else {
			off += m.m_off;
			t = m.m_type;
		}
	}
	free(path);
	if (rc != 0)
		return rc;
	si->si_const = 1;
	si->si_int = off;
	dt_type_int(&si->si_type, 8, 0, "size_t");
	return 0;
}

/* what pointer type pt moves by: the size of what it points to, or 1
 * (void, a type of unknown size) */
uint32_t
dt_ptr_scale(dt_sctx_t *sx, const dt_type_t *pt)
{
	dt_type_t et;

	if (pt->t_id == 0 || dt_type_deref(sx->dtp, pt, &et) != 0 ||
	    et.t_size == 0)
		return 1;
	return et.t_size;
}

/*
 * p + i, i + p, p - i: a pointer of p's type, i counting in the size of
 * what p points to; p - q (pointers to the same type): the number of
 * those between them, a ptrdiff_t (K&R A7.7, as DTrace has it).  A void
 * pointer, of no known size, takes no part in D (in bt it counts in
 * bytes).
 */
int
dt_sema_ptrarith(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *lt, *rt, *pt;
	int lp, rp;
	dt_type_t et;

	/* a string and an integer: the string at its address moved so far
	 * (DTrace treats a string as a pointer here); a NULL string's
	 * address is 0 */
	if (dt_is_str(dnp->dn_left) != dt_is_str(dnp->dn_right)) {
		if (dt_sema_str2ptr(sx, dt_is_str(dnp->dn_left) ?
		    &dnp->dn_left : &dnp->dn_right) != 0)
			return -1;
		si->si_mem.m_scale = 1;
		dt_type_string(&si->si_type, dt_strcap(sx, 0));
		return 0;
	}
	lt = dt_node_type(dnp->dn_left);
	rt = dt_node_type(dnp->dn_right);
	pt = lt->t_kind == DT_TK_PTR ? lt : rt;
	lp = lt->t_kind == DT_TK_PTR;
	rp = rt->t_kind == DT_TK_PTR;

	/* (D has no arithmetic on void pointers; bt counts them in bytes) */
	if ((lp && rp && (dnp->dn_op != DT_OP_SUB || lt->t_id != rt->t_id)) ||
	    (rp && !lp && dnp->dn_op == DT_OP_SUB) ||
	    (!DT_LF(sx->dtp, DT_LF_BTERRS) && pt->t_id == 0 &&
	    strcmp(pt->t_name, "void *") == 0))
		return dt_incompat(sx, dnp, D_OP_INCOMPAT,
		    dt_op_name(dnp->dn_op), lt, rt);
	si->si_mem.m_scale = 1;
	if (pt->t_id != 0) {
		if (dt_type_deref(sx->dtp, pt, &et) != 0)
			return dt_type_error(sx, dnp, D_TYPE_ERR);
		if (et.t_size > 0)
			si->si_mem.m_scale = et.t_size;
	}
	if (lp && rp)
		dt_type_int(&si->si_type, 8, 1, "ptrdiff_t");
	else
		si->si_type = *pt;
	return 0;
}

int
dt_sema_cast(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *from;
	int rc;

	/* bpftrace: a struct pointer, or any type by a name (not an array:
	 * dt_sema_btcast; not an enum: dt_bt_enumcast), unknown */
	if (DT_LF(sx->dtp, DT_LF_BTERRS) &&
	    strncmp(dnp->dn_type->dn_tname, "enum ", 5) != 0 &&
	    (dnp->dn_type->dn_ptr > 0 ||
	    (!dt_tname_is_tag(dnp->dn_type->dn_tname, 0) &&
	    dnp->dn_type->dn_args == NULL)) &&
	    dt_sema_typename(sx, dnp->dn_type, &si->si_type) != 0) {
		dt_dnerror(sx->dtp, dnp, D_TYPE_ERR,
		    "Unknown struct/union: '%s'",
		    dnp->dn_type->dn_tname);
		dt_errhint_set(sx->dtp, DT_EH_BRACKETS,
		    dnp->dn_type->dn_ptr > 0 &&
		    !dt_tname_is_tag(dnp->dn_type->dn_tname, 0) ? 3 : 2);
		return -1;
	}
	/* a translated struct's pointer (xlate <T *> (e)) reaches members
	 * only: it is no value to cast, as in DTrace */
	if (dnp->dn_left->dn_kind == DT_NODE_XLATE &&
	    dnp->dn_left->dn_type->dn_ptr > 0) {
		if (dt_sema_typename(sx, dnp->dn_type, &si->si_type) != 0)
			return -1;
		return dt_dnerror(sx->dtp, dnp, D_CAST_INVAL, "invalid cast "
		    "expression: \"pointer to translated data\" to \"%s\"",
		    si->si_type.t_name);
	}
	if (dt_sema_expr(sx, dnp->dn_left) != 0 || dt_novalue(sx, dnp,
	    dnp->dn_left, DT_BTUSE_CAST) != 0)
		return -1;
	if (dt_sl(sx)->sl_cast != NULL && (rc = dt_sl(sx)->sl_cast(sx, dnp,
	    si)) != 0)
		return rc < 0 ? -1 : 0;
	if (dt_sema_typename(sx, dnp->dn_type, &si->si_type) != 0)
		return -1;
	from = dt_node_type(dnp->dn_left);
	/* a struct or union to its own type: the value itself */
	if (si->si_type.t_kind == DT_TK_SOU && from->t_kind == DT_TK_SOU &&
	    si->si_type.t_id == from->t_id) {
		dt_node_t *l = dnp->dn_left, *next = dnp->dn_next;
		dt_node_t *link = dnp->dn_link;
		char *str = dnp->dn_string, *tname = dnp->dn_tname;

		*dnp = *l;
		dnp->dn_next = next;
		dnp->dn_link = link;
		l->dn_string = str;	/* each string freed once, with its */
		l->dn_tname = tname;	/* node */
		return 0;
	}
	/* (string)p reads the string at p, as stringof(p) does; (char *)s
	 * is the address of string s (D only: a bt string is no address) */
	if (!DT_LF(sx->dtp, DT_LF_STRNOTNULL) &&
	    ((si->si_type.t_kind == DT_TK_STRING &&
	    (from->t_kind == DT_TK_PTR || from->t_kind == DT_TK_STRING)) ||
	    (from->t_kind == DT_TK_STRING && si->si_type.t_kind == DT_TK_PTR))) {
		if (si->si_type.t_kind == DT_TK_STRING)
			dt_type_string(&si->si_type, dt_strcap(sx,
			    from->t_kind == DT_TK_STRING ? from->t_size : 0));
		return 0;
	}
	/* (a floating-point value: only to its own type, as DTrace has no
	 * conversions of them) */
	if (si->si_type.t_kind == DT_TK_STRING ||
	    from->t_kind == DT_TK_STRING || si->si_type.t_kind == DT_TK_SOU ||
	    si->si_type.t_kind == DT_TK_ARRAY || from->t_kind == DT_TK_SOU ||
	    ((si->si_type.t_kind == DT_TK_FLOAT || from->t_kind ==
	    DT_TK_FLOAT) && (si->si_type.t_kind != from->t_kind ||
	    si->si_type.t_size != from->t_size)))
		return dt_dnerror(sx->dtp, dnp, D_CAST_INVAL,
		    "invalid cast expression: "
		    "\"%s\" to \"%s\"", from->t_name, si->si_type.t_name);
	return 0;
}

int
dt_sema_sizeof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_sinfo_t *li;
	dt_type_t t;

	if (dnp->dn_left != NULL && dnp->dn_left->dn_kind == DT_NODE_IDENT &&
	    (dt_type_lookup(sx->dtp, dnp->dn_left->dn_string, 0, &t) == 0 ||
	    (dt_decl_lib(sx) == 0 && dt_type_lookup(sx->dtp,
	    dnp->dn_left->dn_string, 0, &t) == 0))) {
		/* a type the parser could not know (a D library file's) */
	} else if (dnp->dn_left != NULL) {
		sx->keeparray = 1;
		if (dt_sema_expr(sx, dnp->dn_left) != 0)
			return -1;
		li = dnp->dn_left->dn_sema;
		if (li->si_kind == DT_SI_MEM && li->si_mem.m_bits != 0)
			return dt_dnerror(sx->dtp, dnp, D_SIZEOF_BITFIELD,
			    "cannot apply "
			    "sizeof to a bit-field");
		t = *dt_node_type(dnp->dn_left);
	} else if (dt_sema_typename(sx, dnp->dn_type, &t) != 0) {
		return -1;
	}
	si->si_const = 1;
	si->si_int = t.t_kind == DT_TK_STRING ? DT_STRSIZE(sx->dtp) : t.t_size;
	if (DT_LF(sx->dtp, DT_LF_BTINTS) && dnp->dn_left != NULL) {
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
