/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_arrcast.c -- bt's casts between integers and arrays of integers
 * (bpftrace 0.19 and later, docs/language.md "Array casts"): (T[N])e
 * gives the bytes of integer e as N elements of integer type T,
 * (T[])e as many as e's size holds; (T)a the bytes of array a as the
 * integer T.  Both sides must have the same size.  The cast becomes a
 * call of __bt_arrcast(e) of the type cast to (dt_cg_btarrcast).  Casts
 * to an enum type (0.23 and later) are checked here too.
 */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_bt_impl.h"
#include "dt_impl.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"
#include "dt_types.h"

/* an error of cast dnp, marked at its type in parentheses as bpftrace
 * marks it */
static int
bt_err(dt_sctx_t *sx, const dt_node_t *dnp, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
bt_err(dt_sctx_t *sx, const dt_node_t *dnp, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dt_dnerror(sx->dtp, dnp, D_CAST_INVAL, "%s", msg);
	DT_BTD(sx->dtp)->bterr_brackets = 2;
	return -1;
}

/* a type as bpftrace's messages about these casts name it ("uint64",
 * "int8[4]") */
static void
bt_tname(const dt_type_t *t, char *buf, size_t len)
{
	if (t->t_kind == DT_TK_INT && t->t_sym == DT_SYM_NONE)
		snprintf(buf, len, "%sint%u", t->t_signed ? "" : "u",
		    t->t_size * 8);
	else
		dt_bt_typestr_t(t, buf, len);
}

/* bpftrace's message for a cast from type from to type to */
static int
bt_casterr(dt_sctx_t *sx, const dt_node_t *dnp, const dt_type_t *from,
    const char *to)
{
	char f[128];

	if (from->t_kind == DT_TK_INT && from->t_sym == DT_SYM_NONE &&
	    dnp->dn_left->dn_kind == DT_NODE_INT)
		snprintf(f, sizeof(f), "int64");	/* a literal's type */
	else if (dnp->dn_left->dn_kind == DT_NODE_STRING)
		snprintf(f, sizeof(f), "string[%zu]",	/* its length, NUL */
		    strlen(dnp->dn_left->dn_string) + 1);
	else
		bt_tname(from, f, sizeof(f));
	return bt_err(sx, dnp, "Cannot cast from "
	    "\"%s\" to \"%s\"", f, to);
}

/* the size of the integer operand of a cast: a literal's 64 bits */
static uint32_t
bt_opsize(const dt_node_t *dnp, const dt_type_t *from)
{
	return dnp->dn_left->dn_kind == DT_NODE_INT ? 8 : from->t_size;
}

/*
 * A cast to an enum type, (enum E)e (bpftrace 0.23 and later; 0.17 has
 * none): E must be an enum of the kernel's, and a literal e the value of
 * one of its enumerators, in bpftrace's words (0, or -1 with the error).
 * The cast is then an integer cast to E.
 */
int
dt_bt_enumcast(dt_sctx_t *sx, const dt_node_t *dnp)
{
	const dt_node_t *tn = dnp->dn_type, *e = dnp->dn_left;
	dt_type_t t;

	if (tn == NULL || tn->dn_tname == NULL ||
	    strncmp(tn->dn_tname, "enum ", 5) != 0 || tn->dn_ptr != 0 ||
	    tn->dn_args != NULL)
		return 0;
	if (dt_type_lookup(sx->dtp, tn->dn_tname, 0, &t) != 0 ||
	    t.t_kind != DT_TK_INT) {
		dt_dnerror(sx->dtp, dnp, D_CAST_INVAL, "Unknown enum: %s",
		    tn->dn_tname + 5);
		DT_BTD(sx->dtp)->bterr_brackets = 2;
		return -1;
	}
	if (e->dn_kind == DT_NODE_INT &&
	    dt_type_enumname(sx->dtp, &t, e->dn_int) == NULL)
		return dt_dnerror(sx->dtp, e, D_CAST_INVAL, "Enum: %s doesn't "
		    "contain a variant value of %" PRIu64, tn->dn_tname + 5,
		    e->dn_int);
	return 0;
}

int
dt_sema_btcast(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si)
{
	const dt_type_t *from = dt_node_type(dnp->dn_left);
	dt_node_t *tn = dnp->dn_type, *dim = tn->dn_args;
	dt_type_t et;
	char to[128];
	uint32_t n;
	int isint = from->t_kind == DT_TK_INT && from->t_sym == DT_SYM_NONE;

	if (dt_bt_enumcast(sx, dnp) != 0)	/* (enum E)e */
		return -1;
	if (dim == NULL) {
		/* (T)a of an array a: its bytes as integer T */
		if (from->t_kind != DT_TK_ARRAY || from->t_sym != DT_SYM_NONE ||
		    tn->dn_ptr > 0)
			return 0;
		if (dt_decl_type(sx, tn, &si->si_type) != 0)
			return -1;
		bt_tname(&si->si_type, to, sizeof(to));
		if (si->si_type.t_kind != DT_TK_INT ||
		    si->si_type.t_size != from->t_size)
			return bt_casterr(sx, dnp, from, to);
	} else {
		/* (T[N])e, (T[])e: the element type, then the array */
		tn->dn_args = NULL;
		if (dt_decl_type(sx, tn, &et) != 0) {
			tn->dn_args = dim;
			return -1;
		}
		tn->dn_args = dim;
		bt_tname(&et, to, sizeof(to));
		if (dim->dn_flags & DT_NF_NODIM)
			snprintf(to + strlen(to), sizeof(to) - strlen(to), "[]");
		else
			snprintf(to + strlen(to), sizeof(to) - strlen(to),
			    "[%llu]", (unsigned long long)dim->dn_int);
		if (et.t_kind != DT_TK_INT || et.t_sym != DT_SYM_NONE ||
		    et.t_size == 0)
			return bt_err(sx, dnp,
			    "Cannot cast to \"%s\"", to);
		if (strcmp(et.t_name, "_Bool") == 0)
			return bt_err(sx, dnp,
			    "Bit arrays are not supported");
		if ((dim->dn_flags & DT_NF_NODIM) && isint &&
		    bt_opsize(dnp, from) % et.t_size != 0)
			return bt_err(sx, dnp,
			    "Cannot determine array size: the element size is "
			    "incompatible with the cast integer size");
		n = (dim->dn_flags & DT_NF_NODIM) && isint ?
		    bt_opsize(dnp, from) / et.t_size : (uint32_t)dim->dn_int;
		if (!(dim->dn_flags & DT_NF_NODIM) && dim->dn_int > 8)
			n = 9;	/* (too many to be an integer's) */
		if (!isint || n * et.t_size != bt_opsize(dnp, from))
			return bt_casterr(sx, dnp, from, to);
		if (dt_type_arrayof(sx->dtp, &et, n, &si->si_type) != 0)
			return dt_type_error(sx, dnp, D_TYPE_ERR);
		si->si_type.t_aux |= DT_TAUX_INTS;	/* bytes as numbers */
	}
	/* the cast made a call of __bt_arrcast(e) of that type */
	dnp->dn_kind = DT_NODE_CALL;
	free(dnp->dn_string);
	if ((dnp->dn_string = strdup("__bt_arrcast")) == NULL)
		return dt_nomem(sx);
	dnp->dn_args = dnp->dn_left;
	dnp->dn_left = NULL;
	si->si_kind = DT_SI_VALUE;
	si->si_fn = dt_func_lookup(sx->dtp, "__bt_arrcast");
	return 1;
}

/* __bt_arrcast() is made by the cast only (dt_sema_btcast) */
int
dt_sema_btarrcastfn(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	(void)si;
	return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "Unknown function: "
	    "'%s'", call->dn_string);
}
