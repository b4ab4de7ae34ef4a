/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btptr.c -- bt's operators with a pointer operand, as bpftrace 0.17
 * takes them: p + i, i + p, p - i (i counting in what p points to, the
 * shared pass's dt_sema_ptrarith) and the comparisons, of two pointers
 * too (with a warning when they point to different types); ++, --, +=
 * and -= move a pointer the same way.  Anything else (p - q, p * 2, -p,
 * p && 1, p == "a") is an error in bpftrace's words, marked at the
 * operator.  print(p) is an error too, and so is a pointer as the
 * condition of an if or of ?: (a predicate may be one).
 */
#include <stdio.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_impl.h"
#include "dt_sema_bt.h"
#include "dt_types.h"

/* bpftrace's name of type t: "unsigned int32 *", "struct task_struct *",
 * "int8 * *" */
static void
bt_ptrtname(dtrace_hdl_t *dtp, const dt_type_t *t, char *buf, size_t len)
{
	dt_type_t et;
	size_t n;

	if (t->t_kind != DT_TK_PTR || dt_type_deref(dtp, t, &et) != 0) {
		dt_bt_typestr_t(t, buf, len);
		return;
	}
	bt_ptrtname(dtp, &et, buf, len);
	n = strlen(buf);
	snprintf(buf + n, len - n, " *");
}

/* the same of operand a (an integer literal is an int64) */
static void
bt_operand(dt_sctx_t *sx, const dt_node_t *a, char *buf, size_t len)
{
	if (dt_node_type(a)->t_kind == DT_TK_PTR)
		bt_ptrtname(sx->dtp, dt_node_type(a), buf, len);
	else
		dt_bt_typestr(sx, a, buf, len);
}

static int
bt_is_cmp(dt_op_t op)
{
	return op == DT_OP_EQ || op == DT_OP_NE || op == DT_OP_LT ||
	    op == DT_OP_LE || op == DT_OP_GT || op == DT_OP_GE;
}

/* the name of variable or map l in messages: $p, @m */
static void
bt_lname(const dt_node_t *l, char *buf, size_t len)
{
	const dt_node_t *m = l->dn_kind == DT_NODE_ARRAY ? l->dn_left : l;

	snprintf(buf, len, "%s%s", l->dn_kind == DT_NODE_THIS ? "$" :
	    m->dn_string[0] == '@' ? "" : "@", m->dn_string);
}

/* x op= y assigns x a value of the type of what (NULL: none), not of
 * was's: bpftrace's error, from x to the end of y ($x) or at x (@x) */
static int
bt_asgnerr(dt_sctx_t *sx, const dt_node_t *l, const dt_node_t *r,
    const dt_node_t *what, const dt_node_t *was)
{
	char name[160], now[160], had[160];
	int var = l->dn_kind == DT_NODE_THIS;

	bt_lname(l, name, sizeof(name));
	if (what != NULL)
		bt_operand(sx, what, now, sizeof(now));
	else
		snprintf(now, sizeof(now), "none");
	bt_operand(sx, was, had, sizeof(had));
	dt_dnerror(sx->dtp, l, D_OP_INCOMPAT, "Type mismatch for %s: trying to "
	    "assign value of type '%s' when %s already contains a value of "
	    "type '%s%s", name, now, var ? "variable" : "map", had,
	    var ? "'" : "");
	if (var)	/* (a map's is its name) */
		DT_BTD(sx->dtp)->bterr_ecol = r->dn_col;
	return -1;
}

int
dt_sema_btptrop(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l, const dt_node_t *r)
{
	const dt_type_t *lt = dt_node_type(l);
	dt_node_t at = { .dn_kind = DT_NODE_INT, .dn_line = dnp->dn_line,
	    .dn_col = dnp->dn_col };
	char a[160], b[160];
	int lp, rp;

	if (r == NULL && op == DT_OP_NONE && dnp->dn_kind == DT_NODE_IF)
		return dt_bt_conderr(sx, l);
	if (r == NULL && op == DT_OP_NONE && dnp->dn_kind == DT_NODE_OP3)
		return dt_lateerr(sx, 2, dnp, D_OP_SCALAR, "Invalid condition "
		    "in ternary: pointer");
	if (r == NULL && op == DT_OP_NONE) {	/* print(p) */
		bt_ptrtname(sx->dtp, lt, a, sizeof(a));
		return dt_dnerror(sx->dtp, dnp, D_TRACE_VOID, "%s type passed "
		    "to print() is not printable", a);
	}
	if (r == NULL) {
		/* ++ and -- move it; * reads through it */
		if (op != DT_OP_NEG && op != DT_OP_BNEG && op != DT_OP_LNEG &&
		    op != DT_OP_PLUS)
			return 0;
		/* (found in bpftrace's final pass: shown without others) */
		bt_ptrtname(sx->dtp, lt, a, sizeof(a));
		dt_lateerr(sx, 2, &at, D_OP_SCALAR, "The %s operator can not "
		    "be used on expressions of type '%s'", op == DT_OP_NEG ?
		    "-" : op == DT_OP_PLUS ? "+" : dt_op_name(op), a);
		DT_BTD(sx->dtp)->bterr_end = dnp->dn_col + 1;
		return -1;
	}
	lp = lt->t_kind == DT_TK_PTR;
	rp = dt_node_type(r)->t_kind == DT_TK_PTR;
	if (lp && rp && bt_is_cmp(op)) {
		dt_type_t le, re;

		/* bpftrace's message lacks two closing quotes */
		if (dt_type_deref(sx->dtp, lt, &le) != 0 ||
		    dt_type_deref(sx->dtp, dt_node_type(r), &re) != 0)
			return 0;
		bt_ptrtname(sx->dtp, &le, a, sizeof(a));
		bt_ptrtname(sx->dtp, &re, b, sizeof(b));
		if (strcmp(a, b) == 0)
			return 0;
		return dt_program_btwarn(sx->dtp, dnp, -1,
		    "comparison of distinct pointer types "
		    "('%s, '%s')", a, b);
	}
	if (!(lp && rp) && dt_node_type(lp ? r : l)->t_kind == DT_TK_INT &&
	    (bt_is_cmp(op) || op == DT_OP_ADD || (op == DT_OP_SUB && lp))) {
		/* x += p: x, an integer, would be assigned a pointer */
		if (dnp->dn_op != op && !lp)
			return bt_asgnerr(sx, l, r, r, l);
		return 0;
	}
	bt_operand(sx, l, a, sizeof(a));
	bt_operand(sx, r, b, sizeof(b));
	dt_dnerror(sx->dtp, &at, D_OP_INCOMPAT, "The %s operator can not be "
	    "used on expressions of types %s, %s", dt_op_name(op), a, b);
	DT_BTD(sx->dtp)->bterr_end = dnp->dn_col +
	    (int)strlen(dt_op_name(dnp->dn_op));
	if (dnp->dn_op == op)
		return -1;
	/* x op= y: x is then assigned no value (bpftrace's second error) */
	dt_bt_errkeep(sx->dtp);
	return bt_asgnerr(sx, l, r, NULL, l);
}
