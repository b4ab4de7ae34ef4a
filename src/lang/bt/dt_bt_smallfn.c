/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_smallfn.c -- small functions of later bpftrace (docs/stdlib.md),
 * their checks and code:
 *
 * is_array(e), is_integer(e), is_unsigned_integer(e), is_str(e),
 * is_ptr(e), is_literal(e): compile-time tests of an expression's type
 * (or of its being a literal), constants 1 or 0; e is not evaluated.
 *
 * fail(fmt, literals...): a compile error whose message is the format
 * applied to the literals (printf()'s conversions).
 *
 * errorf(fmt, args...): printf() to the standard error, as an error at
 * the call's place ("stdin:L:C-E: ERROR: message", the line, its mark);
 * the record is printf()'s, its action DT_ACT_BTERRORF, the placed text
 * around the message in ac_str, the message put where its \001 is.
 *
 * globmatch(str, pat): below.
 *
 * memcmp(a, b, n): the first n bytes of two values kept in memory
 * (strings, arrays, structs) compared: 0 if the same, else the
 * difference of the first bytes that differ (a's - b's).
 *
 * assert(cond, msg) is made by the parser (dt_parse_bt.c) into
 * if (!cond) { errorf("assert failed: %s", msg); exit(1); }.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_bt_impl.h"
#include "dt_cg_impl.h"
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_sema_bt.h"
#include "dt_sema_impl.h"

/* the type tests: a function's name, the type kind it wants, and for
 * integers whether only unsigned ones */
static const struct bt_istest {
	const char *it_fn;
	dt_tkind_t it_kind;
	int it_unsigned;
} bt_istests[] = {
	{ "__bt_is_array", DT_TK_ARRAY, 0 },
	{ "__bt_is_integer", DT_TK_INT, 0 },
	{ "__bt_is_unsigned_integer", DT_TK_INT, 1 },
	{ "__bt_is_str", DT_TK_STRING, 0 },
	{ "__bt_is_ptr", DT_TK_PTR, 0 },
};

/* a literal: an integer (-N too), a string, a positional parameter */
static int
bt_literal(const dt_node_t *a)
{
	if (a->dn_kind == DT_NODE_OP1 && a->dn_op == DT_OP_NEG)
		a = a->dn_left;
	return a->dn_kind == DT_NODE_INT || a->dn_kind == DT_NODE_STRING ||
	    a->dn_kind == DT_NODE_MACRO;
}

int
dt_sema_btistype(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args;
	const dt_type_t *t;
	size_t i;

	if (dt_sema_expr(sx, a) != 0)
		return -1;
	t = dt_node_type(a);
	si->si_int = 0;
	if (strcmp(call->dn_string, "__bt_is_literal") == 0)
		si->si_int = bt_literal(a);
	for (i = 0; i < sizeof(bt_istests) / sizeof(bt_istests[0]); i++)
		if (strcmp(call->dn_string, bt_istests[i].it_fn) == 0)
			si->si_int = t->t_kind == bt_istests[i].it_kind &&
			    !(bt_istests[i].it_unsigned && t->t_signed);
	dt_type_int(&si->si_type, 1, 0, "uint8_t");
	si->si_const = 1;
	return 0;
}

/* fail(fmt, literals...): the compile error it says */
int
dt_sema_btfail(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *f = call->dn_args, *a;
	dt_value_t vals[64];
	dt_pfmt_t *pf = NULL;
	dt_strbuf_t msg;
	char err[512];
	int n = 0, tag, rc, i;

	(void)si;
	if (f->dn_kind != DT_NODE_STRING) {
		if (dt_sema_expr(sx, f) != 0)
			return -1;
		return dt_dnerror(sx->dtp, call, D_PROTO_ARG, "fail() expects "
		    "a string literal (%s provided)", dt_bt_kind(sx, f));
	}
	for (a = f->dn_next; a != NULL && n < 64; a = a->dn_next, n++) {
		const dt_sinfo_t *ai;

		if (dt_sema_expr(sx, a) != 0)
			return -1;
		ai = a->dn_sema;
		if (!bt_literal(a) || (!dt_is_str(a) && !ai->si_const))
			return dt_dnerror(sx->dtp, a, D_PROTO_ARG, "fail() "
			    "takes only literals as the format's values");
		memset(&vals[n], 0, sizeof(vals[n]));
		if (dt_is_str(a)) {
			vals[n].dv_kind = DT_V_STR;
			vals[n].dv_str = ai->si_str >= 0 ?
			    sx->pp->p_strs[ai->si_str] : "";
			vals[n].dv_len = strlen(vals[n].dv_str) + 1;
		} else {
			vals[n].dv_kind = DT_V_INT;
			vals[n].dv_size = 8;
			vals[n].dv_signed = 1;
			vals[n].dv_int = (uint64_t)ai->si_int;
		}
	}
	if ((tag = dt_printf_parse(f->dn_string, DT_PF_PARSE_BT, &pf, err,
	    sizeof(err))) != 0)
		return dt_dnerror(sx->dtp, call, (dt_errtag_t)tag, "%s", err);
	if (n != dt_printf_nargs(pf)) {
		rc = dt_dnerror(sx->dtp, call, D_PRINTF_ARG_PROTO, "fail: %s "
		    "arguments for format string (%d supplied, %d expected)",
		    n < dt_printf_nargs(pf) ? "Not enough" : "Too many", n,
		    dt_printf_nargs(pf));
		dt_printf_free(pf);
		return rc;
	}
	for (i = 0; i < n; i++) {
		const char *c = dt_printf_convof(pf, i);

		if (c != NULL && (strcmp(c, "s") == 0) !=
		    (vals[i].dv_kind == DT_V_STR)) {
			dt_printf_free(pf);
			return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_TYPE,
			    "fail(): value %d does not fit its conversion %%%s",
			    i + 1, c);
		}
	}
	dt_sb_init(&msg);
	if (dt_printf_format(&msg, pf, vals, n, NULL, NULL) != 0) {
		dt_sb_fini(&msg);
		dt_printf_free(pf);
		return dt_dnerror(sx->dtp, call, D_PRINTF_ARG_TYPE, "fail(): "
		    "the format's conversions do not fit its values");
	}
	rc = dt_dnerror(sx->dtp, call, D_PROTO_ARG, "%s", msg.sb_len > 0 ?
	    msg.sb_buf : "");
	dt_sb_fini(&msg);
	dt_printf_free(pf);
	return rc;
}

/* errorf(fmt, ...): printf()'s checks and record, the text around the
 * message placed as an error at the call */
int
dt_sema_bterrorf(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	char *placed;

	if (dt_sema_printf(sx, call, si) != 0)
		return -1;
	if ((placed = dt_bt_placetext(sx->dtp, call, -1, "\001")) == NULL)
		return dt_nomem(sx);
	si->si_act->ac_kind = DT_ACT_BTERRORF;
	si->si_act->ac_str = placed;
	return 0;
}

/* memcmp(a, b, n): values kept in memory, n a literal no larger than
 * either */
int
dt_sema_btmemcmp(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *b = a->dn_next, *n = b->dn_next;
	const dt_sinfo_t *ni;
	dt_node_t *x;
	int i;

	if (dt_needs_value(sx, a, "memcmp", 1) != 0 ||
	    dt_needs_value(sx, b, "memcmp", 2) != 0 ||
	    dt_needs_value(sx, n, "memcmp", 3) != 0)
		return -1;
	for (i = 0, x = a; i < 2; i++, x = b) {
		dt_tkind_t k = dt_node_type(x)->t_kind;

		if (k != DT_TK_STRING && k != DT_TK_ARRAY && k != DT_TK_SOU)
			return dt_dnerror(sx->dtp, x, D_PROTO_ARG, "memcmp() "
			    "compares strings, arrays and structs (%s "
			    "provided)", dt_bt_kind(sx, x));
	}
	ni = n->dn_sema;
	if (!ni->si_const || ni->si_int < 0)
		return dt_dnerror(sx->dtp, n, D_PROTO_ARG, "memcmp() expects "
		    "a non-negative integer literal as its third argument");
	for (i = 0, x = a; i < 2; i++, x = b)
		if ((uint64_t)ni->si_int > dt_node_type(x)->t_size)
			return dt_dnerror(sx->dtp, n, D_PROTO_ARG, "memcmp(): "
			    "%lld bytes are more than argument %d holds",
			    (long long)ni->si_int, i + 1);
	dt_type_int(&si->si_type, 8, 1, "int64");
	return 0;
}

int
dt_cg_btmemcmp(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *a = call->dn_args, *b = a->dn_next, *n = b->dn_next;
	uint32_t sa = dt_node_type(a)->t_size, sb = dt_node_type(b)->t_size;
	int64_t k = ((const dt_sinfo_t *)n->dn_sema)->si_int, i;
	uint32_t ta, tb, off = cx->tmp, ne, done;
	int w;

	if ((ta = dt_cg_tmp(cx, sa)) == 0 || (tb = dt_cg_tmp(cx, sb)) == 0)
		return -1;
	w = dt_cg_valloc(cx);
	if (dt_cg_memstore(cx, a, ta, sa, v) != 0 ||
	    dt_cg_memstore(cx, b, tb, sb, w) != 0)
		return -1;
	dt_cg_vfree(cx, w);
	ne = dt_as_label(cx->as);
	done = dt_as_label(cx->as);
	EMIT(cx, I_MOV64_IMM(BPF_REG_0, 0));
	for (i = 0; i < k; i++) {
		dt_cg_ld9(cx, BPF_B, BPF_REG_1, ta + (uint32_t)i);
		dt_cg_ld9(cx, BPF_B, BPF_REG_2, tb + (uint32_t)i);
		dt_as_jump(cx->as, I_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2),
		    ne);
	}
	if (k > 0) {		/* (no byte compared: no code unreached) */
		dt_as_jump(cx->as, I_JA(), done);
		dt_as_place(cx->as, ne);
		EMIT(cx, I_MOV64_REG(BPF_REG_0, BPF_REG_1));
		EMIT(cx, I_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_2));
	}
	dt_as_place(cx->as, done);
	cx->tmp = off;
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}

/*
 * globmatch(str, pat): whether the whole string matches the glob pattern
 * pat (docs/stdlib.md "globmatch"): '?' any one character, '*' any run
 * of characters, [abc], [a-z] and [!...] one character of a class (or
 * not of it), any other character itself; '/' nothing special.  The
 * pattern is a literal, made at compile time into its steps (bt_glob_t):
 * the characters' tests, each step j matched taking state j to j + 1,
 * and where a '*' is, a state that any character keeps.  The code walks
 * the string's characters up to its NUL with the set of states reached,
 * a bit each (the first that cannot match ends it); the string matches
 * if the last state is in the set at its end.
 */
/* states 0 .. 30: bits of a 32-bit immediate */
#define BT_GLOB_STEPS	30
#define BT_GLOB_RANGES	32

typedef struct bt_globstep {
	int gs_any;		/* '?' */
	int gs_neg;		/* [!...] */
	int gs_nr;		/* ranges of a class, or the character */
	unsigned char gs_lo[BT_GLOB_RANGES], gs_hi[BT_GLOB_RANGES];
} bt_globstep_t;

typedef struct bt_glob {
	int g_n;
	bt_globstep_t g_steps[BT_GLOB_STEPS];
	int g_star[BT_GLOB_STEPS + 1];	/* a '*' at state j */
} bt_glob_t;

/* pat made into g: NULL, or what is wrong with it */
static const char *
bt_glob_parse(const char *pat, bt_glob_t *g)
{
	const unsigned char *s = (const unsigned char *)pat;
	bt_globstep_t *st;

	memset(g, 0, sizeof(*g));
	while (*s != '\0') {
		if (*s == '*') {
			g->g_star[g->g_n] = 1;
			s++;
			continue;
		}
		if (g->g_n == BT_GLOB_STEPS)
			return "more than 30 characters or classes in the "
			    "pattern";
		st = &g->g_steps[g->g_n++];
		if (*s == '?') {
			st->gs_any = 1;
			s++;
		} else if (*s != '[') {
			st->gs_lo[0] = st->gs_hi[0] = *s++;
			st->gs_nr = 1;
		} else {
			s++;
			if (*s == '!') {
				st->gs_neg = 1;
				s++;
			}
			/* a ']' first is one of the class */
			do {
				if (*s == '\0')
					return "a class ([...]) not closed";
				if (st->gs_nr == BT_GLOB_RANGES)
					return "more than 32 ranges in a class";
				st->gs_lo[st->gs_nr] = st->gs_hi[st->gs_nr] =
				    *s++;
				if (s[0] == '-' && s[1] != ']' &&
				    s[1] != '\0') {
					st->gs_hi[st->gs_nr] = s[1];
					s += 2;
				}
				st->gs_nr++;
			} while (*s != ']');
			s++;
		}
	}
	return NULL;
}

int
dt_sema_btglobmatch(dt_sctx_t *sx, dt_node_t *call, dt_sinfo_t *si)
{
	dt_node_t *a = call->dn_args, *p = a->dn_next;
	const char *bad;
	bt_glob_t g;

	if (dt_needs_value(sx, a, "globmatch", 1) != 0 ||
	    dt_needs_value(sx, p, "globmatch", 2) != 0)
		return -1;
	if (!dt_is_str(a))
		return dt_dnerror(sx->dtp, a, D_PROTO_ARG, "globmatch() "
		    "expects a string (%s provided)", dt_bt_kind(sx, a));
	if (p->dn_kind != DT_NODE_STRING)
		return dt_dnerror(sx->dtp, p, D_PROTO_ARG, "globmatch() "
		    "expects a string literal as its pattern");
	if ((bad = bt_glob_parse(p->dn_string, &g)) != NULL)
		return dt_dnerror(sx->dtp, p, D_PROTO_ARG, "globmatch(): %s",
		    bad);
	dt_type_int(&si->si_type, 1, 0, "uint8_t");
	return 0;
}

/* R3 |= bit j of the states, if R1 passes step st (else to the next) */
static void
bt_glob_step(dt_cgx_t *cx, const bt_globstep_t *st, int j)
{
	uint32_t set = dt_as_label(cx->as), skip = dt_as_label(cx->as);
	int r;

	EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_2));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_4, 1 << j));
	dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_4, 0), skip);
	for (r = 0; !st->gs_any && r < st->gs_nr; r++) {
		uint32_t next = dt_as_label(cx->as);

		if (st->gs_lo[r] <= st->gs_hi[r]) {
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JLT, BPF_REG_1,
			    st->gs_lo[r]), next);
			dt_as_jump(cx->as, I_JMP_IMM(BPF_JLE, BPF_REG_1,
			    st->gs_hi[r]), st->gs_neg ? skip : set);
		}
		dt_as_place(cx->as, next);
	}
	if (!st->gs_any && !st->gs_neg)
		dt_as_jump(cx->as, I_JA(), skip);
	dt_as_place(cx->as, set);
	EMIT(cx, I_ALU64_IMM(BPF_OR, BPF_REG_3, 1 << (j + 1)));
	dt_as_place(cx->as, skip);
}

int
dt_cg_btglobmatch(dt_cgx_t *cx, dt_node_t *call, int v)
{
	dt_node_t *a = call->dn_args;
	uint32_t size = dt_node_type(a)->t_size, off = cx->tmp, tmp, i;
	uint32_t end;
	bt_glob_t g;
	int j;

	(void)bt_glob_parse(a->dn_next->dn_string, &g);
	if ((tmp = dt_cg_tmp(cx, size)) == 0 ||
	    dt_cg_memstore(cx, a, tmp, size, v) != 0)
		return -1;
	end = dt_as_label(cx->as);
	EMIT(cx, I_MOV64_IMM(BPF_REG_2, 1));	/* state 0 */
	for (i = 0; i < size; i++) {
		dt_cg_ld9(cx, BPF_B, BPF_REG_1, tmp + i);
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, 0), end);
		EMIT(cx, I_MOV64_IMM(BPF_REG_3, 0));
		for (j = 0; j < g.g_n; j++)
			bt_glob_step(cx, &g.g_steps[j], j);
		for (j = 0; j <= g.g_n; j++) {
			if (!g.g_star[j])
				continue;
			EMIT(cx, I_MOV64_REG(BPF_REG_4, BPF_REG_2));
			EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_4, 1 << j));
			EMIT(cx, I_ALU64_REG(BPF_OR, BPF_REG_3, BPF_REG_4));
		}
		EMIT(cx, I_MOV64_REG(BPF_REG_2, BPF_REG_3));
		dt_as_jump(cx->as, I_JMP_IMM(BPF_JEQ, BPF_REG_2, 0), end);
	}
	dt_as_place(cx->as, end);
	EMIT(cx, I_MOV64_REG(BPF_REG_0, BPF_REG_2));
	EMIT(cx, I_ALU64_IMM(BPF_RSH, BPF_REG_0, g.g_n));
	EMIT(cx, I_ALU64_IMM(BPF_AND, BPF_REG_0, 1));
	cx->tmp = off;
	dt_cg_vset(cx, v, BPF_REG_0);
	return 0;
}
