/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_parse.c -- recursive-descent parser for D, building the shared AST
 * (dt_ast.h) from the tokens of dt_lex.c.  It accepts the language of
 * illumos dt_grammar.y plus FreeBSD's if/else statements and nested blocks.
 *
 * Conventions:
 *  - Errors longjmp to dt_parse_d() through the lexer (dt_lex_error), so
 *    every function here either returns a valid node or never returns.
 *    Everything allocated is reachable from the AST's allocation chain or
 *    from the parser (current tokens, typedef table) and freed there.
 *  - Node positions: the first token of the construct, except binary,
 *    ternary, assignment and postfix operator nodes (OP2, OP3, INDEX, '.',
 *    '->', x++ ...), which carry the position of their operator token.
 *    DECL nodes carry the position of the declarator's name.
 *  - Recursion is bounded: enter() counts nesting (parentheses, unary
 *    operators, statements, operator chains) and fails past DT_MAXDEPTH.
 *  - Mode: each token is lexed in clause mode (probe descriptions) at the
 *    start of a top-level item, and in expression mode otherwise.
 *  - Representation choices the contract leaves open: INDEX's dn_right is
 *    the list of indices; an array declarator "[]" records an INT 0 dim and
 *    "[type, ...]" records TYPE dims (associative keys); a function
 *    declarator's parameter TYPEs go in the DECL's dn_args; "..." in a
 *    parameter list is a TYPE named "..."; anonymous struct/union/enum
 *    types are named "struct", "union", "enum".  Pragmas met inside a
 *    clause are placed after that clause.
 */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ast.h"
#include "dt_lex.h"
#include "dt_libtypes.h"	/* generated: dt_lib_types[] */

#define DT_MAXDEPTH	1000
#define DT_LOOKAHEAD	8	/* tokens of lookahead for cast detection */

typedef struct dt_parser {
	dt_lexer_t p_lx;
	jmp_buf p_jmp;
	dt_ast_t *p_ast;
	dt_parsekind_t p_kind;
	dt_token_t p_tok;		/* current token */
	dt_token_t p_la[DT_LOOKAHEAD];	/* lookahead (expression mode) */
	int p_nla;
	int p_depth;
	int p_anyname;			/* cast: take any identifier as a type */
	char **p_types;			/* typedef names declared so far */
	size_t p_ntypes, p_captypes;
	dt_parse_istype_f *p_istype;	/* the kernel's types (or NULL) */
	void *p_istype_arg;
} dt_parser_t;

/* Type names D predefines (they are typedefs in the D type system). */
static const char *const dt_std_types[] = {
	"int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
	"uint32_t", "uint64_t", "intptr_t", "uintptr_t", "size_t", "ssize_t",
	"off_t", "pid_t", "uid_t", "gid_t", "id_t", "processorid_t", "time_t",
	"hrtime_t", "caddr_t", "dev_t", "ino_t", "mode_t", "nlink_t",
	"blkcnt_t", "boolean_t", "uchar_t", "ushort_t", "uint_t", "ulong_t",
	"u_longlong_t", "longlong_t", "major_t", "minor_t", "zoneid_t",
};

/* Binary operators: token, tree operator, precedence (higher binds
 * tighter).  All are left-associative. */
static const struct {
	dt_punct_t tok;
	dt_op_t op;
	int prec;
} dt_binops[] = {
	{ DT_P_LOR, DT_OP_LOR, 1 }, { DT_P_LXOR, DT_OP_LXOR, 2 },
	{ DT_P_LAND, DT_OP_LAND, 3 }, { DT_P_BOR, DT_OP_BOR, 4 },
	{ DT_P_XOR, DT_OP_XOR, 5 }, { DT_P_BAND, DT_OP_BAND, 6 },
	{ DT_P_EQ, DT_OP_EQ, 7 }, { DT_P_NE, DT_OP_NE, 7 },
	{ DT_P_LT, DT_OP_LT, 8 }, { DT_P_LE, DT_OP_LE, 8 },
	{ DT_P_GT, DT_OP_GT, 8 }, { DT_P_GE, DT_OP_GE, 8 },
	{ DT_P_LSH, DT_OP_LSH, 9 }, { DT_P_RSH, DT_OP_RSH, 9 },
	{ DT_P_ADD, DT_OP_ADD, 10 }, { DT_P_SUB, DT_OP_SUB, 10 },
	{ DT_P_MUL, DT_OP_MUL, 11 }, { DT_P_DIV, DT_OP_DIV, 11 },
	{ DT_P_MOD, DT_OP_MOD, 11 },
};

static const struct {
	dt_punct_t tok;
	dt_op_t op;
} dt_asgnops[] = {
	{ DT_P_ASGN, DT_OP_ASGN }, { DT_P_ADD_EQ, DT_OP_ADD_EQ },
	{ DT_P_SUB_EQ, DT_OP_SUB_EQ }, { DT_P_MUL_EQ, DT_OP_MUL_EQ },
	{ DT_P_DIV_EQ, DT_OP_DIV_EQ }, { DT_P_MOD_EQ, DT_OP_MOD_EQ },
	{ DT_P_AND_EQ, DT_OP_AND_EQ }, { DT_P_OR_EQ, DT_OP_OR_EQ },
	{ DT_P_XOR_EQ, DT_OP_XOR_EQ }, { DT_P_LSH_EQ, DT_OP_LSH_EQ },
	{ DT_P_RSH_EQ, DT_OP_RSH_EQ },
};

/* Prefix operators applied to a cast-expression. */
static const struct {
	dt_punct_t tok;
	dt_op_t op;
} dt_unops[] = {
	{ DT_P_BAND, DT_OP_ADDROF }, { DT_P_MUL, DT_OP_DEREF },
	{ DT_P_ADD, DT_OP_PLUS }, { DT_P_SUB, DT_OP_NEG },
	{ DT_P_BNEG, DT_OP_BNEG }, { DT_P_LNEG, DT_OP_LNEG },
};

/* Storage classes of a declaration. */
static const struct {
	dt_keyword_t key;
	dt_class_t class;
} dt_classes[] = {
	{ DT_K_SELF, DT_CLASS_SELF }, { DT_K_THIS, DT_CLASS_THIS },
	{ DT_K_EXTERN, DT_CLASS_EXTERN }, { DT_K_STATIC, DT_CLASS_STATIC },
	{ DT_K_REGISTER, DT_CLASS_REGISTER }, { DT_K_AUTO, DT_CLASS_NONE },
	{ DT_K_TYPEDEF, DT_CLASS_TYPEDEF },
};

/* Keywords that can start a type name (specifiers and qualifiers). */
static const dt_keyword_t dt_type_starts[] = {
	DT_K_VOID, DT_K_CHAR, DT_K_SHORT, DT_K_INT, DT_K_LONG, DT_K_FLOAT,
	DT_K_DOUBLE, DT_K_SIGNED, DT_K_UNSIGNED, DT_K_STRING, DT_K_STRUCT,
	DT_K_UNION, DT_K_ENUM, DT_K_CONST, DT_K_VOLATILE, DT_K_RESTRICT,
	DT_K_USERLAND,
};

static dt_node_t *parse_expr(dt_parser_t *p);
static dt_node_t *parse_assign(dt_parser_t *p);
static dt_node_t *parse_cond(dt_parser_t *p);
static dt_node_t *parse_cast(dt_parser_t *p);
static dt_node_t *parse_unary(dt_parser_t *p);
static dt_node_t *parse_type_name(dt_parser_t *p);
static dt_node_t *parse_stmt(dt_parser_t *p);

/* ---- tokens and errors --------------------------------------------- */

static _Noreturn void
syntax(dt_parser_t *p)
{
	dt_lex_syntax(&p->p_lx, &p->p_tok);
}

static _Noreturn void
nomem(dt_parser_t *p)
{
	dt_lex_error(&p->p_lx, D_UNKNOWN, p->p_tok.tk_line, p->p_tok.tk_col,
	    "out of memory");
}

static void
next(dt_parser_t *p, dt_lexmode_t mode)
{
	free(p->p_tok.tk_str);
	p->p_tok.tk_str = NULL;
	if (p->p_nla > 0) {
		p->p_tok = p->p_la[0];
		memmove(&p->p_la[0], &p->p_la[1],
		    (size_t)(p->p_nla - 1) * sizeof(dt_token_t));
		p->p_nla--;
		memset(&p->p_la[p->p_nla], 0, sizeof(dt_token_t));
		return;
	}
	dt_lex_next(&p->p_lx, mode, &p->p_tok);
}

/* The k-th token after the current one (k < DT_LOOKAHEAD), lexed in
 * expression mode; lookahead is only used inside expressions. */
static const dt_token_t *
peek_at(dt_parser_t *p, int k)
{
	while (p->p_nla <= k) {
		dt_lex_next(&p->p_lx, DT_LX_EXPR, &p->p_la[p->p_nla]);
		p->p_nla++;
		if (p->p_la[p->p_nla - 1].tk_kind == DT_T_EOF)
			break;
	}
	return &p->p_la[k < p->p_nla ? k : p->p_nla - 1];
}

static const dt_token_t *
peek(dt_parser_t *p)
{
	return peek_at(p, 0);
}

static int
tok_punct(const dt_token_t *tk, dt_punct_t c)
{
	return tk->tk_kind == DT_T_PUNCT && tk->tk_sub == (int)c;
}

static int
is_punct(const dt_parser_t *p, dt_punct_t c)
{
	return tok_punct(&p->p_tok, c);
}

static int
is_key(const dt_parser_t *p, dt_keyword_t k)
{
	return p->p_tok.tk_kind == DT_T_KEY && p->p_tok.tk_sub == (int)k;
}

static void
expect(dt_parser_t *p, dt_punct_t c, dt_lexmode_t mode)
{
	if (!is_punct(p, c))
		syntax(p);
	next(p, mode);
}

static char *
take_str(dt_parser_t *p)
{
	char *s = p->p_tok.tk_str;

	p->p_tok.tk_str = NULL;
	return s;
}

static char *
xstrdup(dt_parser_t *p, const char *s)
{
	char *d = strdup(s);

	if (d == NULL)
		nomem(p);
	return d;
}

static dt_node_t *
node_at(dt_parser_t *p, dt_nodekind_t kind, int line, int col)
{
	dt_node_t *n = dt_node_new(p->p_ast, kind, line, col);

	if (n == NULL)
		nomem(p);
	return n;
}

/* A node positioned at the current token. */
static dt_node_t *
node(dt_parser_t *p, dt_nodekind_t kind)
{
	return node_at(p, kind, p->p_tok.tk_line, p->p_tok.tk_col);
}

/*
 * Give a malloc'd string to the AST at once (on a node outside the tree),
 * so that no error path can leak it; returns the string.
 */
static const char *
hold_str(dt_parser_t *p, char *s)
{
	dt_node_t *n = dt_node_new(p->p_ast, DT_NODE_STRING, 0, 0);

	if (n == NULL) {
		free(s);
		nomem(p);
	}
	n->dn_string = s;
	return s;
}

/* Hold "kw" or "kw tag" as a type name. */
static const char *
hold_tag(dt_parser_t *p, const char *kw, const char *tag)
{
	size_t n = strlen(kw) + (tag != NULL ? strlen(tag) + 1 : 0) + 1;
	char *s = malloc(n);

	if (s == NULL)
		nomem(p);
	snprintf(s, n, "%s%s%s", kw, tag != NULL ? " " : "",
	    tag != NULL ? tag : "");
	return hold_str(p, s);
}

static void
enter(dt_parser_t *p)
{
	if (++p->p_depth > DT_MAXDEPTH)
		dt_lex_error(&p->p_lx, D_SYNTAX, p->p_tok.tk_line,
		    p->p_tok.tk_col, "nesting too deep (more than %d levels)", DT_MAXDEPTH);
}

static void
leave(dt_parser_t *p, int n)
{
	p->p_depth -= n;
}

/* Append list 'l' at *tailp; returns the new tail pointer. */
static dt_node_t **
append(dt_node_t **tailp, dt_node_t *l)
{
	*tailp = l;
	while (*tailp != NULL)
		tailp = &(*tailp)->dn_next;
	return tailp;
}

/* ---- type names ---------------------------------------------------- */

static int
in_names(const char *const *names, size_t nnames, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < nnames; i++)
		if (strlen(names[i]) == n && memcmp(names[i], s, n) == 0)
			return 1;
	return 0;
}

/* the standard type names, and those of the D library (psinfo_t,
 * ipaddr_t ...), which it defines when a program's types are resolved */
static int
is_std_type(const char *s, size_t n)
{
	return in_names(dt_std_types, sizeof(dt_std_types) /
	    sizeof(dt_std_types[0]), s, n) || in_names(dt_lib_types,
	    sizeof(dt_lib_types) / sizeof(dt_lib_types[0]), s, n);
}

static int
is_typename(void *arg, const char *s, size_t n)
{
	dt_parser_t *p = arg;
	size_t i;

	if (is_std_type(s, n))
		return 1;
	for (i = 0; i < p->p_ntypes; i++)
		if (strlen(p->p_types[i]) == n &&
		    memcmp(p->p_types[i], s, n) == 0)
			return 1;
	return 0;
}

static void
add_typename(dt_parser_t *p, const char *name)
{
	if (p->p_ntypes == p->p_captypes) {
		size_t cap = p->p_captypes ? p->p_captypes * 2 : 16;
		char **t = realloc(p->p_types, cap * sizeof(char *));

		if (t == NULL)
			nomem(p);
		p->p_types = t;
		p->p_captypes = cap;
	}
	p->p_types[p->p_ntypes] = xstrdup(p, name);
	p->p_ntypes++;
}

static int
key_in(const dt_token_t *tk, const dt_keyword_t *set, size_t n)
{
	size_t i;

	if (tk->tk_kind != DT_T_KEY)
		return 0;
	for (i = 0; i < n; i++)
		if (tk->tk_sub == (int)set[i])
			return 1;
	return 0;
}

/* Can this token start a type name? */
static int
tok_is_type(dt_parser_t *p, const dt_token_t *tk)
{
	if (tk->tk_kind == DT_T_IDENT)
		return is_typename(p, tk->tk_str, tk->tk_slen);
	return key_in(tk, dt_type_starts,
	    sizeof(dt_type_starts) / sizeof(dt_type_starts[0]));
}

/* ---- declaration specifiers ---------------------------------------- */

typedef struct dt_spec {
	dt_class_t ds_class;
	int ds_nclass;		/* storage classes given */
	int ds_base;		/* dt_keyword_t of void/char/int/..., or -1 */
	int ds_signed, ds_unsigned, ds_short, ds_long;
	const char *ds_tname;	/* typedef or struct/union/enum name (held
				   by a node of the AST, see hold_str) */
	dt_node_t *ds_def;	/* inline struct/union/enum definition */
	int ds_any;		/* saw any type specifier */
	int ds_line, ds_col;
} dt_spec_t;

static void parse_specs(dt_parser_t *p, dt_spec_t *ds, int allow_class);
static dt_node_t *parse_declarator(dt_parser_t *p, const dt_spec_t *ds,
    int need_name);

/* a second type where one was given: DTrace finds it at the token that
 * completes the second */
static _Noreturn void
bad_combo(dt_parser_t *p)
{
	dt_lex_error(&p->p_lx, D_DECL_COMBO, p->p_tok.tk_line, p->p_tok.tk_col,
	    "invalid type combination");
}

static _Noreturn void
bad_attr(dt_parser_t *p, const dt_spec_t *ds, dt_errtag_t tag,
    const char *what)
{
	dt_lex_error(&p->p_lx, tag, ds->ds_line, ds->ds_col, "invalid type "
	    "declaration: %s", what);
}

/* long, short, signed or unsigned with a struct, union, enum or typedef:
 * DTrace's words, at the line given */
static void
check_tag_mods(dt_parser_t *p, const dt_spec_t *ds, int line, int col)
{
	if (ds->ds_long)
		dt_lex_error(&p->p_lx, D_DECL_LONGINT, line, col, "invalid "
		    "type declaration: long and long long may only be used "
		    "with integer or floating-point type");
	if (ds->ds_short)
		dt_lex_error(&p->p_lx, D_DECL_SHORTINT, line, col, "invalid "
		    "type declaration: short may only be used with integer "
		    "type");
	if (ds->ds_signed || ds->ds_unsigned)
		dt_lex_error(&p->p_lx, D_DECL_SIGNINT, line, col, "invalid "
		    "type declaration: signed and unsigned may only be used "
		    "with integer type");
}

/*
 * The name of an integer or floating-point type as DTrace builds it from
 * its specifiers: signed, unsigned, short, long and long long in that
 * order, each with a blank after it (a second short changes nothing, a
 * second long makes long long, a third adds long again), then the base
 * type (int only when nothing came before it).  A combination C has no
 * type for ("short long ", "signed unsigned int") is then no type's name.
 */
static const char *
raw_type_name(const dt_spec_t *ds, const char *base, char *buf, size_t size)
{
	int ll = ds->ds_long >= 2, l = ds->ds_long % 2 == 1;

	snprintf(buf, size, "%s%s%s%s%s%s", ds->ds_signed ? "signed " : "",
	    ds->ds_unsigned ? "unsigned " : "", ds->ds_short ? "short " : "",
	    l ? "long " : "", ll ? "long long " : "",
	    base != NULL ? base : "");
	return buf;
}

/* The integer family: [unsigned] short|int|long|long long. */
static const char *
int_type_name(const dt_spec_t *ds, char *buf, size_t size)
{
	static const char *const names[2][4] = {
		{ "int", "short", "long", "long long" },
		{ "unsigned int", "unsigned short", "unsigned long",
		    "unsigned long long" },
	};
	int size_i = ds->ds_short ? 1 : ds->ds_long ? ds->ds_long + 1 : 0;

	if ((ds->ds_short && ds->ds_long) || ds->ds_long > 2 ||
	    (ds->ds_signed && ds->ds_unsigned))
		return raw_type_name(ds, ds->ds_short || ds->ds_long ||
		    ds->ds_base < 0 ? NULL : "int", buf, size);
	return names[ds->ds_unsigned ? 1 : 0][size_i];
}

/* Normalised text of the base type the specifiers name (in buf when
 * it is made of them). */
static const char *
spec_type_name(dt_parser_t *p, const dt_spec_t *ds, char *buf, size_t size)
{
	int mods = ds->ds_signed + ds->ds_unsigned + ds->ds_short + ds->ds_long;

	if (ds->ds_tname != NULL) {
		check_tag_mods(p, ds, ds->ds_line, ds->ds_col);
		if (mods != 0 || ds->ds_base >= 0)
			bad_combo(p);
		return ds->ds_tname;
	}
	switch (ds->ds_base) {
	case DT_K_CHAR:
		if (ds->ds_short || ds->ds_long)
			bad_attr(p, ds, D_DECL_CHARATTR, "short and long may "
			    "not be used with char type");
		if (ds->ds_signed && ds->ds_unsigned)
			return raw_type_name(ds, "char", buf, size);
		return ds->ds_signed ? "signed char" :
		    ds->ds_unsigned ? "unsigned char" : "char";
	case DT_K_VOID:
		if (mods != 0)
			bad_attr(p, ds, D_DECL_VOIDATTR, "attributes may not "
			    "be used with void type");
		return "void";
	case DT_K_DOUBLE:
	case DT_K_FLOAT:
		if (ds->ds_signed || ds->ds_unsigned)
			bad_attr(p, ds, D_DECL_SIGNINT, "signed and unsigned "
			    "may only be used with integer type");
		if (mods == 0)
			return dt_keyword_name(ds->ds_base);
		return raw_type_name(ds, dt_keyword_name(ds->ds_base), buf,
		    size);
	case DT_K_STRING:
		check_tag_mods(p, ds, ds->ds_line, ds->ds_col);
		return "string";
	default:
		return int_type_name(ds, buf, size);
	}
}

static dt_node_t *
spec_type(dt_parser_t *p, const dt_spec_t *ds, int line, int col)
{
	dt_node_t *t = node_at(p, DT_NODE_TYPE, line, col);
	char buf[64];

	t->dn_tname = xstrdup(p, spec_type_name(p, ds, buf, sizeof(buf)));
	return t;
}

static int
parse_class(dt_parser_t *p, dt_spec_t *ds)
{
	size_t i;

	for (i = 0; i < sizeof(dt_classes) / sizeof(dt_classes[0]); i++) {
		if (is_key(p, dt_classes[i].key)) {
			if (ds->ds_nclass++ > 0)
				dt_lex_error(&p->p_lx, D_DECL_CLASS,
				    p->p_tok.tk_line, p->p_tok.tk_col, "only one "
				    "storage class allowed in a declaration");
			ds->ds_class = dt_classes[i].class;
			next(p, DT_LX_EXPR);
			return 1;
		}
	}
	return 0;
}

static void
set_base(dt_parser_t *p, dt_spec_t *ds, int key)
{
	if (ds->ds_base >= 0 || ds->ds_tname != NULL)
		bad_combo(p);
	ds->ds_base = key;
}

/* Members of a struct/union: specs, declarators with optional :width. */
static dt_node_t *
parse_members(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	do {
		dt_spec_t ds;

		parse_specs(p, &ds, 0);
		for (;;) {
			dt_node_t *d;

			if (is_punct(p, DT_P_COLON)) {
				d = node(p, DT_NODE_DECL);
				d->dn_type = spec_type(p, &ds, d->dn_line,
				    d->dn_col);
			} else
				d = parse_declarator(p, &ds, 1);
			ds.ds_def = NULL;
			if (is_punct(p, DT_P_COLON)) {
				next(p, DT_LX_EXPR);
				d->dn_left = parse_cond(p);
			}
			tail = append(tail, d);
			if (!is_punct(p, DT_P_COMMA))
				break;
			next(p, DT_LX_EXPR);
		}
		expect(p, DT_P_SEMI, DT_LX_EXPR);
	} while (!is_punct(p, DT_P_RBRACE));
	return head;
}

/* struct|union [tag] [{ members }] */
static void
parse_sue(dt_parser_t *p, dt_spec_t *ds)
{
	int isunion = is_key(p, DT_K_UNION);
	const char *kw = isunion ? "union" : "struct";
	dt_node_t *def = node(p, DT_NODE_SUE);
	const char *tag = NULL;

	next(p, DT_LX_EXPR);
	if (p->p_tok.tk_kind == DT_T_IDENT) {
		def->dn_string = take_str(p);
		tag = def->dn_string;
		next(p, DT_LX_EXPR);
	} else if (!is_punct(p, DT_P_LBRACE))
		syntax(p);
	if (ds->ds_base >= 0 || ds->ds_tname != NULL)
		bad_combo(p);
	ds->ds_tname = hold_tag(p, kw, tag);
	if (!is_punct(p, DT_P_LBRACE))
		return;
	/* DTrace finds these where the definition starts */
	check_tag_mods(p, ds, p->p_tok.tk_line, p->p_tok.tk_col);
	def->dn_flags = isunion ? DT_NF_UNION : 0;
	next(p, DT_LX_EXPR);
	enter(p);
	def->dn_body = parse_members(p);
	leave(p, 1);
	expect(p, DT_P_RBRACE, DT_LX_EXPR);
	ds->ds_def = def;
}

static dt_node_t *
parse_enumerators(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	for (;;) {
		dt_node_t *e;

		if (p->p_tok.tk_kind != DT_T_IDENT)
			syntax(p);
		e = node(p, DT_NODE_ENUMERATOR);
		e->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
		if (is_punct(p, DT_P_ASGN)) {
			next(p, DT_LX_EXPR);
			e->dn_left = parse_cond(p);
			/* reduced by DTrace's parser at the next token */
			e->dn_left->dn_line = p->p_tok.tk_line;
		}
		tail = append(tail, e);
		if (!is_punct(p, DT_P_COMMA))
			return head;
		next(p, DT_LX_EXPR);
	}
}

/* enum [tag] [{ A [= e], ... }] */
static void
parse_enum(dt_parser_t *p, dt_spec_t *ds)
{
	dt_node_t *def = node(p, DT_NODE_ENUM);

	next(p, DT_LX_EXPR);
	if (p->p_tok.tk_kind == DT_T_IDENT) {
		def->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
	} else if (!is_punct(p, DT_P_LBRACE))
		syntax(p);
	if (ds->ds_base >= 0 || ds->ds_tname != NULL)
		bad_combo(p);
	ds->ds_tname = hold_tag(p, "enum", def->dn_string);
	if (!is_punct(p, DT_P_LBRACE))
		return;
	next(p, DT_LX_EXPR);
	def->dn_body = parse_enumerators(p);
	expect(p, DT_P_RBRACE, DT_LX_EXPR);
	ds->ds_def = def;
}

/* One specifier at the current token; returns 0 if there is none. */
static int
parse_spec1(dt_parser_t *p, dt_spec_t *ds)
{
	const dt_token_t *tk = &p->p_tok;

	if (tk->tk_kind == DT_T_IDENT) {
		if (ds->ds_any || (!is_typename(p, tk->tk_str, tk->tk_slen) &&
		    !p->p_anyname))
			return 0;
		ds->ds_tname = hold_str(p, take_str(p));
	} else if (tk->tk_kind != DT_T_KEY)
		return 0;
	else if (is_key(p, DT_K_STRUCT) || is_key(p, DT_K_UNION)) {
		parse_sue(p, ds);
		ds->ds_any = 1;
		return 1;
	} else if (is_key(p, DT_K_ENUM)) {
		parse_enum(p, ds);
		ds->ds_any = 1;
		return 1;
	} else if (is_key(p, DT_K_SIGNED))
		ds->ds_signed++;
	else if (is_key(p, DT_K_UNSIGNED))
		ds->ds_unsigned++;
	else if (is_key(p, DT_K_SHORT))
		ds->ds_short++;
	else if (is_key(p, DT_K_LONG))
		ds->ds_long++;
	else if (is_key(p, DT_K_CONST) || is_key(p, DT_K_VOLATILE) ||
	    is_key(p, DT_K_RESTRICT) || is_key(p, DT_K_USERLAND)) {
		next(p, DT_LX_EXPR);
		return 1;		/* qualifiers do not name a type */
	} else if (tok_is_type(p, tk))
		set_base(p, ds, tk->tk_sub);
	else
		return 0;
	ds->ds_any = 1;
	next(p, DT_LX_EXPR);
	return 1;
}

/* Declaration specifiers (storage class when allowed, type, qualifiers). */
static void
parse_specs(dt_parser_t *p, dt_spec_t *ds, int allow_class)
{
	memset(ds, 0, sizeof(*ds));
	ds->ds_base = -1;
	ds->ds_line = p->p_tok.tk_line;
	ds->ds_col = p->p_tok.tk_col;
	for (;;) {
		if (allow_class && parse_class(p, ds))
			continue;
		if (!ds->ds_any) {
			ds->ds_line = p->p_tok.tk_line;
			ds->ds_col = p->p_tok.tk_col;
		}
		if (!parse_spec1(p, ds))
			break;
		p->p_anyname = 0;
	}
	p->p_anyname = 0;
	if (!ds->ds_any && !allow_class)
		syntax(p);
}

/* ---- declarators --------------------------------------------------- */

static int
parse_pointers(dt_parser_t *p)
{
	int n = 0;

	while (is_punct(p, DT_P_MUL) || is_key(p, DT_K_CONST) ||
	    is_key(p, DT_K_VOLATILE) || is_key(p, DT_K_RESTRICT)) {
		if (is_punct(p, DT_P_MUL))
			n++;
		next(p, DT_LX_EXPR);
	}
	return n;
}

static dt_node_t *parse_params(dt_parser_t *p);

/* [N], [], [type, ...] after a declarator; appended to t->dn_args. */
static void
parse_dims(dt_parser_t *p, dt_node_t *t)
{
	dt_node_t **tail = append(&t->dn_args, t->dn_args);

	while (is_punct(p, DT_P_LBRAC)) {
		dt_node_t *d;

		next(p, DT_LX_EXPR);
		if (is_punct(p, DT_P_RBRAC)) {
			d = node(p, DT_NODE_INT);
			d->dn_flags |= DT_NF_NODIM;
		} else if (tok_is_type(p, &p->p_tok) ||
		    is_punct(p, DT_P_ELLIPSIS))
			d = parse_params(p);
		else
			d = parse_cond(p);
		tail = append(tail, d);
		expect(p, DT_P_RBRAC, DT_LX_EXPR);
	}
}

/* One parameter: specs, then an optional (abstract) declarator. */
static dt_node_t *
parse_param(dt_parser_t *p)
{
	dt_spec_t ds;
	dt_node_t *t;

	if (is_punct(p, DT_P_ELLIPSIS)) {
		t = node(p, DT_NODE_TYPE);
		t->dn_tname = xstrdup(p, "...");
		next(p, DT_LX_EXPR);
		return t;
	}
	parse_specs(p, &ds, 1);
	t = spec_type(p, &ds, ds.ds_line, ds.ds_col);
	t->dn_body = ds.ds_def;
	t->dn_ptr = parse_pointers(p);
	if (p->p_tok.tk_kind == DT_T_IDENT) {	/* a parameter's name */
		t->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
	}
	parse_dims(p, t);
	return t;
}

/* Comma-separated parameter types, up to (not including) ')' or ']'. */
static dt_node_t *
parse_params(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	if (is_punct(p, DT_P_RPAR))
		return NULL;
	for (;;) {
		tail = append(tail, parse_param(p));
		if (!is_punct(p, DT_P_COMMA))
			return head;
		next(p, DT_LX_EXPR);
	}
}

/* Pointers, a name, array dimensions, or a parameter list. */
static dt_node_t *
parse_declarator(dt_parser_t *p, const dt_spec_t *ds, int need_name)
{
	int nptr = parse_pointers(p), fptr = 0;
	dt_node_t *d, *t;

	/* a pointer to a function: ( *... name ) ( parameters ) */
	if (need_name && is_punct(p, DT_P_LPAR) &&
	    tok_punct(peek(p), DT_P_MUL)) {
		next(p, DT_LX_EXPR);
		fptr = parse_pointers(p);
	}
	if (p->p_tok.tk_kind != DT_T_IDENT && need_name)
		syntax(p);
	d = node(p, DT_NODE_DECL);
	d->dn_class = ds->ds_class;
	t = d->dn_type = spec_type(p, ds, ds->ds_line, ds->ds_col);
	t->dn_ptr = nptr;
	t->dn_body = ds->ds_def;
	if (p->p_tok.tk_kind == DT_T_IDENT) {
		d->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
	}
	if (fptr > 0) {
		expect(p, DT_P_RPAR, DT_LX_EXPR);
		if (!is_punct(p, DT_P_LPAR))
			syntax(p);
	}
	if (is_punct(p, DT_P_LPAR)) {
		next(p, DT_LX_EXPR);
		d->dn_args = parse_params(p);
		d->dn_flags |= DT_NF_FUNCDECL;
		expect(p, DT_P_RPAR, DT_LX_EXPR);
	}
	parse_dims(p, t);
	return d;
}

/* A type name as in casts and sizeof: specifiers then '*'s and dims. */
static dt_node_t *
parse_type_name(dt_parser_t *p)
{
	dt_spec_t ds;
	dt_node_t *t;

	p->p_anyname = 1;	/* a type is required here: any name is one */
	parse_specs(p, &ds, 0);
	t = spec_type(p, &ds, ds.ds_line, ds.ds_col);
	t->dn_body = ds.ds_def;
	t->dn_ptr = parse_pointers(p);
	parse_dims(p, t);
	return t;
}

/* ---- expressions --------------------------------------------------- */

static dt_node_t *
op_node(dt_parser_t *p, dt_nodekind_t kind, dt_op_t op)
{
	dt_node_t *n = node(p, kind);

	n->dn_op = op;
	return n;
}

/* Argument list up to 'close' (which is consumed). */
static dt_node_t *
parse_args(dt_parser_t *p, dt_punct_t close, int allow_empty)
{
	dt_node_t *head = NULL, **tail = &head;

	if (allow_empty && is_punct(p, close)) {
		next(p, DT_LX_EXPR);
		return NULL;
	}
	for (;;) {
		tail = append(tail, parse_assign(p));
		if (!is_punct(p, DT_P_COMMA))
			break;
		next(p, DT_LX_EXPR);
	}
	expect(p, close, DT_LX_EXPR);
	return head;
}

/* self->name or this->name (or the bare word, left to the sema pass). */
static dt_node_t *
parse_self_this(dt_parser_t *p)
{
	int self = is_key(p, DT_K_SELF);
	dt_node_t *n = node(p, DT_NODE_IDENT);

	next(p, DT_LX_EXPR);
	if (!is_punct(p, DT_P_ARROW)) {
		n->dn_string = xstrdup(p, self ? "self" : "this");
		return n;
	}
	next(p, DT_LX_EXPR);
	if (p->p_tok.tk_kind != DT_T_IDENT)
		syntax(p);
	n->dn_kind = self ? DT_NODE_SELF : DT_NODE_THIS;
	n->dn_string = take_str(p);
	next(p, DT_LX_EXPR);
	return n;
}

/* offsetof ( type , member ) */
static dt_node_t *
parse_offsetof(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_OFFSETOF);
	char *near = NULL;

	next(p, DT_LX_EXPR);
	expect(p, DT_P_LPAR, DT_LX_EXPR);
	/* a name not known here as a type's (a kernel's or the D
	 * library's may be one): if it is none, the semantic pass gives
	 * DTrace's syntax error, near the rest of the line, kept in the
	 * type's dn_string */
	if (p->p_tok.tk_kind == DT_T_IDENT && !tok_is_type(p, &p->p_tok)) {
		const char *s = p->p_lx.lx_src + p->p_tok.tk_off;

		near = strndup(s, strcspn(s, "\n"));
		if (near == NULL)
			nomem(p);
	}
	n->dn_type = parse_type_name(p);
	n->dn_type->dn_string = near;
	expect(p, DT_P_COMMA, DT_LX_EXPR);
	if (p->p_tok.tk_kind != DT_T_IDENT)
		syntax(p);
	n->dn_string = take_str(p);
	next(p, DT_LX_EXPR);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	return n;
}

/* xlate < type > ( expr ) */
static dt_node_t *
parse_xlate(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_XLATE);

	next(p, DT_LX_EXPR);
	expect(p, DT_P_LT, DT_LX_EXPR);
	n->dn_type = parse_type_name(p);
	expect(p, DT_P_GT, DT_LX_EXPR);
	expect(p, DT_P_LPAR, DT_LX_EXPR);
	n->dn_left = parse_expr(p);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	return n;
}

/* Identifier-like tokens: the kind of node each makes. */
static const struct {
	dt_tokkind_t tok;
	dt_nodekind_t kind;
} dt_leaves[] = {
	{ DT_T_IDENT, DT_NODE_IDENT }, { DT_T_AGG, DT_NODE_AGG },
	{ DT_T_MACRO, DT_NODE_MACRO }, { DT_T_STRING, DT_NODE_STRING },
};

static dt_node_t *
parse_leaf(dt_parser_t *p)
{
	size_t i;
	dt_node_t *n;

	for (i = 0; i < sizeof(dt_leaves) / sizeof(dt_leaves[0]); i++) {
		if (p->p_tok.tk_kind != dt_leaves[i].tok)
			continue;
		n = node(p, dt_leaves[i].kind);
		n->dn_len = p->p_tok.tk_slen;
		n->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
		return n;
	}
	if (p->p_tok.tk_kind != DT_T_INT)
		syntax(p);
	n = node(p, DT_NODE_INT);
	n->dn_int = p->p_tok.tk_int;
	n->dn_flags = p->p_tok.tk_flags;
	next(p, DT_LX_EXPR);
	return n;
}

static dt_node_t *
parse_primary(dt_parser_t *p)
{
	dt_node_t *n;

	if (is_key(p, DT_K_SELF) || is_key(p, DT_K_THIS))
		return parse_self_this(p);
	if (is_key(p, DT_K_OFFSETOF))
		return parse_offsetof(p);
	if (is_key(p, DT_K_XLATE))
		return parse_xlate(p);
	if (!is_punct(p, DT_P_LPAR))
		return parse_leaf(p);
	next(p, DT_LX_EXPR);
	n = parse_expr(p);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	n->dn_flags |= DT_NF_PAREN;
	return n;
}

/* Can base[...] be a variable reference (DT_NODE_ARRAY)? */
static int
is_array_base(const dt_node_t *n)
{
	if (n->dn_flags & DT_NF_PAREN)
		return 0;
	return n->dn_kind == DT_NODE_IDENT || n->dn_kind == DT_NODE_SELF ||
	    n->dn_kind == DT_NODE_THIS || n->dn_kind == DT_NODE_AGG;
}

static dt_node_t *
parse_subscript(dt_parser_t *p, dt_node_t *base)
{
	dt_node_t *n;

	if (is_array_base(base)) {
		n = node_at(p, DT_NODE_ARRAY, base->dn_line, base->dn_col);
		next(p, DT_LX_EXPR);
		n->dn_left = base;
		n->dn_args = parse_args(p, DT_P_RBRAC, 0);
		return n;
	}
	n = op_node(p, DT_NODE_OP2, DT_OP_INDEX);
	next(p, DT_LX_EXPR);
	n->dn_left = base;
	n->dn_right = parse_args(p, DT_P_RBRAC, 0);
	return n;
}

static dt_node_t *
parse_call(dt_parser_t *p, dt_node_t *base)
{
	dt_node_t *n;

	/* as DTrace's grammar: any postfix expression may be called, and
	 * only a name is a function */
	if (base->dn_kind != DT_NODE_IDENT || (base->dn_flags & DT_NF_PAREN))
		dt_lex_error(&p->p_lx, D_FUNC_IDENT, p->p_tok.tk_line,
		    p->p_tok.tk_col, "function designator is not of "
		    "function type");
	n = node_at(p, DT_NODE_CALL, base->dn_line, base->dn_col);
	n->dn_string = base->dn_string;
	base->dn_string = NULL;
	next(p, DT_LX_EXPR);
	n->dn_args = parse_args(p, DT_P_RPAR, 1);
	return n;
}

static dt_node_t *
parse_member(dt_parser_t *p, dt_node_t *base)
{
	dt_node_t *n = op_node(p, DT_NODE_OP2,
	    is_punct(p, DT_P_DOT) ? DT_OP_DOT : DT_OP_ARROW);

	next(p, DT_LX_EXPR);
	n->dn_left = base;
	/* a member may be named by a D keyword (atomic_t's counter) */
	if (p->p_tok.tk_kind == DT_T_KEY)
		n->dn_string = xstrdup(p, dt_keyword_name(p->p_tok.tk_sub));
	else if (p->p_tok.tk_kind == DT_T_IDENT)
		n->dn_string = take_str(p);
	else
		syntax(p);
	next(p, DT_LX_EXPR);
	return n;
}

static dt_node_t *
parse_postfix(dt_parser_t *p)
{
	dt_node_t *n = parse_primary(p), *op;
	int depth = 0;

	for (;; depth++) {
		enter(p);
		if (is_punct(p, DT_P_LBRAC))
			n = parse_subscript(p, n);
		else if (is_punct(p, DT_P_LPAR))
			n = parse_call(p, n);
		else if (is_punct(p, DT_P_DOT) || is_punct(p, DT_P_ARROW))
			n = parse_member(p, n);
		else if (is_punct(p, DT_P_INC) || is_punct(p, DT_P_DEC)) {
			op = op_node(p, DT_NODE_OP1, is_punct(p, DT_P_INC) ?
			    DT_OP_POSTINC : DT_OP_POSTDEC);
			op->dn_left = n;
			n = op;
			next(p, DT_LX_EXPR);
		} else
			break;
	}
	leave(p, depth + 1);
	return n;
}

/* sizeof ( type ) | sizeof unary-expression */
static dt_node_t *
parse_sizeof(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_SIZEOF);

	next(p, DT_LX_EXPR);
	if (is_punct(p, DT_P_LPAR) && tok_is_type(p, peek(p))) {
		next(p, DT_LX_EXPR);
		n->dn_type = parse_type_name(p);
		expect(p, DT_P_RPAR, DT_LX_EXPR);
	} else
		n->dn_left = parse_unary(p);
	return n;
}

static int
unop_of(const dt_parser_t *p, dt_op_t *op)
{
	size_t i;

	for (i = 0; i < sizeof(dt_unops) / sizeof(dt_unops[0]); i++) {
		if (is_punct(p, dt_unops[i].tok)) {
			*op = dt_unops[i].op;
			return 1;
		}
	}
	return 0;
}

static dt_node_t *
parse_unary(dt_parser_t *p)
{
	dt_node_t *n;
	dt_op_t op;

	enter(p);
	if (is_punct(p, DT_P_INC) || is_punct(p, DT_P_DEC)) {
		n = op_node(p, DT_NODE_OP1, is_punct(p, DT_P_INC) ?
		    DT_OP_PREINC : DT_OP_PREDEC);
		next(p, DT_LX_EXPR);
		n->dn_left = parse_unary(p);
	} else if (unop_of(p, &op)) {
		n = op_node(p, DT_NODE_OP1, op);
		next(p, DT_LX_EXPR);
		n->dn_left = parse_cast(p);
	} else if (is_key(p, DT_K_SIZEOF)) {
		n = parse_sizeof(p);
	} else if (is_key(p, DT_K_STRINGOF)) {
		n = op_node(p, DT_NODE_OP1, DT_OP_STRINGOF);
		next(p, DT_LX_EXPR);
		n->dn_left = parse_unary(p);
	} else
		n = parse_postfix(p);
	leave(p, 1);
	return n;
}

/* Can this token begin the operand of a cast but not follow a ')'? */
static int
starts_operand(const dt_token_t *tk)
{
	if (tk->tk_kind == DT_T_PUNCT)
		return tk->tk_sub == DT_P_LPAR || tk->tk_sub == DT_P_LNEG ||
		    tk->tk_sub == DT_P_BNEG;
	return tk->tk_kind != DT_T_EOF && tk->tk_kind != DT_T_PSPEC;
}

/* Can this token begin a cast's operand and also follow a ')' as a
 * binary operator (- + * &)? */
static int
starts_either(const dt_token_t *tk)
{
	return tk->tk_kind == DT_T_PUNCT && (tk->tk_sub == DT_P_SUB ||
	    tk->tk_sub == DT_P_ADD || tk->tk_sub == DT_P_MUL ||
	    tk->tk_sub == DT_P_BAND);
}

/*
 * Is '(' the start of a cast?  Yes if a known type name follows.  Kernel
 * and library typedefs are not known here, so "( name *... )" and
 * "( name ) operand" are casts too, as in C compilers' usual heuristic;
 * the semantic pass checks that the name is a type.  "( name ) - x"
 * is one if the kernel has a type of that name (p_istype).
 */
static int
is_cast(dt_parser_t *p)
{
	const dt_token_t *tk;
	int k = 1;

	if (!is_punct(p, DT_P_LPAR))
		return 0;
	tk = peek(p);
	if (tok_is_type(p, tk))
		return 1;
	if (tk->tk_kind != DT_T_IDENT)
		return 0;
	while (k < DT_LOOKAHEAD - 1 && tok_punct(peek_at(p, k), DT_P_MUL))
		k++;
	if (!tok_punct(peek_at(p, k), DT_P_RPAR))
		return 0;
	if (k == 1 && starts_either(peek_at(p, k + 1)))
		return p->p_istype != NULL && p->p_istype(p->p_istype_arg,
		    tk->tk_str);
	return k > 1 || starts_operand(peek_at(p, k + 1));
}

/* ( type ) cast-expression | unary-expression */
static dt_node_t *
parse_cast(dt_parser_t *p)
{
	dt_node_t *n;

	if (!is_cast(p))
		return parse_unary(p);
	enter(p);
	n = node(p, DT_NODE_CAST);
	next(p, DT_LX_EXPR);
	n->dn_type = parse_type_name(p);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	n->dn_left = parse_cast(p);
	leave(p, 1);
	return n;
}

static int
binop_of(const dt_parser_t *p, dt_op_t *op)
{
	size_t i;

	for (i = 0; i < sizeof(dt_binops) / sizeof(dt_binops[0]); i++) {
		if (is_punct(p, dt_binops[i].tok)) {
			*op = dt_binops[i].op;
			return dt_binops[i].prec;
		}
	}
	return 0;
}

/* Precedence climbing over the left-associative binary operators. */
static dt_node_t *
parse_binary(dt_parser_t *p, int minprec)
{
	dt_node_t *left = parse_cast(p), *n;
	int prec, depth = 0;
	dt_op_t op;

	while ((prec = binop_of(p, &op)) >= minprec && prec > 0) {
		enter(p);
		depth++;
		n = op_node(p, DT_NODE_OP2, op);
		next(p, DT_LX_EXPR);
		n->dn_left = left;
		n->dn_right = parse_binary(p, prec + 1);
		/* DTrace's node is made when its parser reduces it, having
		 * read the token after it: its line is that token's */
		n->dn_line = p->p_tok.tk_line;
		left = n;
	}
	leave(p, depth);
	return left;
}

static dt_node_t *
parse_cond(dt_parser_t *p)
{
	dt_node_t *c = parse_binary(p, 1), *n;

	if (!is_punct(p, DT_P_QUESTION))
		return c;
	enter(p);
	n = node(p, DT_NODE_OP3);
	next(p, DT_LX_EXPR);
	n->dn_left = c;
	n->dn_right = parse_expr(p);
	expect(p, DT_P_COLON, DT_LX_EXPR);
	n->dn_third = parse_cond(p);
	leave(p, 1);
	return n;
}

static int
asgnop_of(const dt_parser_t *p, dt_op_t *op)
{
	size_t i;

	for (i = 0; i < sizeof(dt_asgnops) / sizeof(dt_asgnops[0]); i++) {
		if (is_punct(p, dt_asgnops[i].tok)) {
			*op = dt_asgnops[i].op;
			return 1;
		}
	}
	return 0;
}

/* The grammar only allows a unary-expression left of '='. */
static int
is_unary_expr(const dt_node_t *n)
{
	if (n->dn_flags & DT_NF_PAREN)
		return 1;
	if (n->dn_kind == DT_NODE_OP3 || n->dn_kind == DT_NODE_CAST)
		return 0;
	return n->dn_kind != DT_NODE_OP2 || n->dn_op == DT_OP_INDEX ||
	    n->dn_op == DT_OP_DOT || n->dn_op == DT_OP_ARROW;
}

static dt_node_t *
parse_assign(dt_parser_t *p)
{
	dt_node_t *left, *n;
	dt_op_t op;

	enter(p);
	left = parse_cond(p);
	if (asgnop_of(p, &op)) {
		if (!is_unary_expr(left))
			syntax(p);
		n = op_node(p, DT_NODE_OP2, op);
		next(p, DT_LX_EXPR);
		n->dn_left = left;
		n->dn_right = parse_assign(p);
		left = n;
	}
	leave(p, 1);
	return left;
}

static dt_node_t *
parse_expr(dt_parser_t *p)
{
	dt_node_t *left = parse_assign(p), *n;
	int depth = 0;

	while (is_punct(p, DT_P_COMMA)) {
		enter(p);
		depth++;
		n = op_node(p, DT_NODE_OP2, DT_OP_COMMA);
		next(p, DT_LX_EXPR);
		n->dn_left = left;
		n->dn_right = parse_assign(p);
		left = n;
	}
	leave(p, depth);
	return left;
}

/* ---- statements ---------------------------------------------------- */

/* Statements up to (not including) the closing '}'. */
static dt_node_t *
parse_stmts(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	while (!is_punct(p, DT_P_RBRACE)) {
		if (is_punct(p, DT_P_SEMI)) {
			next(p, DT_LX_EXPR);
			continue;
		}
		tail = append(tail, parse_stmt(p));
	}
	return head;
}

/* The then/else part of an if: a block's statements or one statement. */
static dt_node_t *
parse_stmt_or_block(dt_parser_t *p)
{
	dt_node_t *l;

	if (is_punct(p, DT_P_SEMI)) {
		next(p, DT_LX_EXPR);
		return NULL;
	}
	if (!is_punct(p, DT_P_LBRACE))
		return parse_stmt(p);
	next(p, DT_LX_EXPR);
	l = parse_stmts(p);
	next(p, DT_LX_EXPR);
	return l;
}

static dt_node_t *
parse_if(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_IF);

	next(p, DT_LX_EXPR);
	expect(p, DT_P_LPAR, DT_LX_EXPR);
	n->dn_left = parse_expr(p);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	n->dn_body = parse_stmt_or_block(p);
	if (is_key(p, DT_K_ELSE)) {
		next(p, DT_LX_EXPR);
		n->dn_else = parse_stmt_or_block(p);
	}
	return n;
}

static dt_node_t *
parse_stmt(dt_parser_t *p)
{
	dt_node_t *n;

	enter(p);
	if (is_key(p, DT_K_IF)) {
		n = parse_if(p);
	} else if (is_punct(p, DT_P_LBRACE)) {
		n = node(p, DT_NODE_BLOCK);
		next(p, DT_LX_EXPR);
		n->dn_body = parse_stmts(p);
		next(p, DT_LX_EXPR);
	} else {
		n = node(p, DT_NODE_EXPR);
		n->dn_left = parse_expr(p);
		if (is_punct(p, DT_P_SEMI))
			next(p, DT_LX_EXPR);
		else if (!is_punct(p, DT_P_RBRACE))
			syntax(p);
	}
	leave(p, 1);
	return n;
}

/* ---- clauses ------------------------------------------------------- */

static dt_node_t *
parse_pdesc(dt_parser_t *p)
{
	dt_node_t *d = node(p, DT_NODE_PDESC);

	if (p->p_tok.tk_kind == DT_T_PSPEC) {
		d->dn_string = take_str(p);
	} else if (p->p_tok.tk_kind == DT_T_INT) {
		d->dn_string = strndup(p->p_lx.lx_src + p->p_tok.tk_off,
		    p->p_tok.tk_len);
		if (d->dn_string == NULL)
			nomem(p);
	} else
		syntax(p);
	d->dn_len = strlen(d->dn_string);
	next(p, DT_LX_CLAUSE);
	return d;
}

static void
parse_pred(dt_parser_t *p, dt_node_t *c)
{
	p->p_lx.lx_inpred = 1;
	next(p, DT_LX_EXPR);
	c->dn_pred = parse_expr(p);
	if (!is_punct(p, DT_P_EPRED))
		syntax(p);
	/* reduced by DTrace's parser at the predicate's end, which its
	 * lexer reads with the blanks after it (lx_slash_kind) */
	c->dn_pred->dn_line = p->p_tok.tk_line;
	p->p_lx.lx_inpred = 0;
	next(p, DT_LX_CLAUSE);
	if (!is_punct(p, DT_P_LBRACE) && p->p_kind == DT_PARSE_PROGRAM)
		dt_lex_error(&p->p_lx, D_SYNTAX, c->dn_pred->dn_line,
		    c->dn_pred->dn_col, "expected actions { } following "
		    "probe description and predicate");
}

/* descriptions [/ predicate /] [{ statements }] */
static dt_node_t *
parse_clause(dt_parser_t *p)
{
	dt_node_t *c = node(p, DT_NODE_CLAUSE), **tail = &c->dn_pdescs;

	for (;;) {
		tail = append(tail, parse_pdesc(p));
		if (!is_punct(p, DT_P_COMMA))
			break;
		next(p, DT_LX_CLAUSE);
	}
	if (is_punct(p, DT_P_DIV))
		parse_pred(p, c);
	if (is_punct(p, DT_P_LBRACE)) {
		next(p, DT_LX_EXPR);
		c->dn_body = parse_stmts(p);
		c->dn_int = p->p_tok.tk_line;	/* the line of its '}' */
		next(p, DT_LX_CLAUSE);
	} else if (c->dn_pred == NULL && p->p_kind == DT_PARSE_PROGRAM) {
		/* (what may start another clause ends this one, as in
		 * DTrace's grammar) */
		if (p->p_tok.tk_kind != DT_T_EOF &&
		    p->p_tok.tk_kind != DT_T_PSPEC)
			syntax(p);
		dt_lex_error(&p->p_lx, D_SYNTAX, c->dn_line, c->dn_col,
		    "expected "
		    "predicate and/or actions following probe description");
	}
	return c;
}

/* ---- top-level declarations ---------------------------------------- */

/* [class] specifiers [declarator {, declarator}] ; */
static dt_node_t *
parse_declaration(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head, *d;
	dt_spec_t ds;

	parse_specs(p, &ds, 1);
	if (is_punct(p, DT_P_SEMI)) {
		d = node_at(p, DT_NODE_DECL, ds.ds_line, ds.ds_col);
		d->dn_class = ds.ds_class;
		d->dn_type = spec_type(p, &ds, ds.ds_line, ds.ds_col);
		d->dn_type->dn_body = ds.ds_def;
		next(p, DT_LX_CLAUSE);
		return d;
	}
	for (;;) {
		d = parse_declarator(p, &ds, 1);
		ds.ds_def = NULL;
		if (ds.ds_class == DT_CLASS_TYPEDEF)
			add_typename(p, d->dn_string);
		tail = append(tail, d);
		if (!is_punct(p, DT_P_COMMA))
			break;
		next(p, DT_LX_EXPR);
	}
	expect(p, DT_P_SEMI, DT_LX_CLAUSE);
	return head;
}

/* inline type name = expression ; */
static dt_node_t *
parse_inline(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_INLINE), *d;
	dt_spec_t ds;

	next(p, DT_LX_EXPR);
	parse_specs(p, &ds, 1);
	d = parse_declarator(p, &ds, 1);
	n->dn_type = d->dn_type;
	n->dn_string = d->dn_string;
	d->dn_string = NULL;
	expect(p, DT_P_ASGN, DT_LX_EXPR);
	n->dn_left = parse_assign(p);
	expect(p, DT_P_SEMI, DT_LX_CLAUSE);
	return n;
}

static dt_node_t *
parse_xlmembers(dt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head, *m;

	while (!is_punct(p, DT_P_RBRACE)) {
		if (p->p_tok.tk_kind != DT_T_IDENT)
			syntax(p);
		m = node(p, DT_NODE_XLMEMBER);
		m->dn_string = take_str(p);
		next(p, DT_LX_EXPR);
		expect(p, DT_P_ASGN, DT_LX_EXPR);
		m->dn_left = parse_assign(p);
		expect(p, DT_P_SEMI, DT_LX_EXPR);
		tail = append(tail, m);
	}
	return head;
}

/* translator out < in ident > { member = expr ; ... } ; */
static dt_node_t *
parse_translator(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_XLATOR);

	next(p, DT_LX_EXPR);
	n->dn_type = parse_type_name(p);
	expect(p, DT_P_LT, DT_LX_EXPR);
	n->dn_third = parse_type_name(p);
	if (p->p_tok.tk_kind != DT_T_IDENT)
		syntax(p);
	n->dn_string = take_str(p);
	next(p, DT_LX_EXPR);
	expect(p, DT_P_GT, DT_LX_EXPR);
	expect(p, DT_P_LBRACE, DT_LX_EXPR);
	n->dn_body = parse_xlmembers(p);
	expect(p, DT_P_RBRACE, DT_LX_EXPR);
	n->dn_int = (uint64_t)p->p_tok.tk_line;	/* the line of its ';' */
	expect(p, DT_P_SEMI, DT_LX_CLAUSE);
	return n;
}

static dt_node_t *
parse_paren_params(dt_parser_t *p)
{
	dt_node_t *l;

	expect(p, DT_P_LPAR, DT_LX_EXPR);
	l = parse_params(p);
	expect(p, DT_P_RPAR, DT_LX_EXPR);
	return l;
}

/* probe name ( types ) [ : ( types ) ] ; */
static dt_node_t *
parse_probedecl(dt_parser_t *p)
{
	dt_node_t *n;

	if (!is_key(p, DT_K_PROBE))
		syntax(p);
	next(p, DT_LX_EXPR);
	if (p->p_tok.tk_kind != DT_T_IDENT)
		syntax(p);
	n = node(p, DT_NODE_PROBEDECL);
	n->dn_string = take_str(p);
	next(p, DT_LX_EXPR);
	n->dn_args = parse_paren_params(p);
	if (is_punct(p, DT_P_COLON)) {
		next(p, DT_LX_EXPR);
		n->dn_right = parse_paren_params(p);
	}
	expect(p, DT_P_SEMI, DT_LX_EXPR);
	return n;
}

/* provider name { probe ... ; } ; */
static dt_node_t *
parse_provider(dt_parser_t *p)
{
	dt_node_t *n = node(p, DT_NODE_PROVIDER), **tail = &n->dn_body;

	next(p, DT_LX_EXPR);
	if (p->p_tok.tk_kind != DT_T_IDENT)
		syntax(p);
	n->dn_string = take_str(p);
	next(p, DT_LX_EXPR);
	expect(p, DT_P_LBRACE, DT_LX_EXPR);
	while (!is_punct(p, DT_P_RBRACE))
		tail = append(tail, parse_probedecl(p));
	next(p, DT_LX_EXPR);
	expect(p, DT_P_SEMI, DT_LX_CLAUSE);
	return n;
}

/* One top-level item (a list: a declaration may declare several). */
static dt_node_t *
parse_item(dt_parser_t *p)
{
	switch (p->p_tok.tk_kind) {
	case DT_T_PSPEC:
	case DT_T_INT:
		return parse_clause(p);
	case DT_T_IDENT:
		return parse_declaration(p);
	case DT_T_KEY:
		if (is_key(p, DT_K_INLINE))
			return parse_inline(p);
		if (is_key(p, DT_K_TRANSLATOR))
			return parse_translator(p);
		if (is_key(p, DT_K_PROVIDER))
			return parse_provider(p);
		return parse_declaration(p);
	default:
		syntax(p);
	}
}

static dt_node_t **
drain_pragmas(dt_parser_t *p, dt_node_t **tail)
{
	if (p->p_lx.lx_pragmas == NULL)
		return tail;
	tail = append(tail, p->p_lx.lx_pragmas);
	p->p_lx.lx_pragmas = NULL;
	p->p_lx.lx_pragtail = &p->p_lx.lx_pragmas;
	return tail;
}

static void
parse_program(dt_parser_t *p)
{
	dt_node_t *root = node_at(p, DT_NODE_PROGRAM, 1, 1);
	dt_node_t **tail = &root->dn_body;

	p->p_ast->da_root = root;
	next(p, DT_LX_CLAUSE);
	for (;;) {
		tail = drain_pragmas(p, tail);
		if (p->p_tok.tk_kind == DT_T_EOF) {
			p->p_ast->da_endline = p->p_tok.tk_line;
			break;
		}
		tail = append(tail, parse_item(p));
	}
}

/* ---- entry point --------------------------------------------------- */

static void
parser_fini(dt_parser_t *p)
{
	size_t j;

	int i;

	free(p->p_tok.tk_str);
	for (i = 0; i < p->p_nla; i++)
		free(p->p_la[i].tk_str);
	for (j = 0; j < p->p_ntypes; j++)
		free(p->p_types[j]);
	free(p->p_types);
	dt_lex_fini(&p->p_lx);
	free(p);
}

static int
parse_fail(char *errbuf, size_t errlen, const char *msg)
{
	if (errbuf != NULL && errlen > 0)
		snprintf(errbuf, errlen, "%s", msg);
	return D_UNKNOWN;
}

int
dt_parse_d(const char *text, size_t len, const char *file,
    dt_parsekind_t kind, dt_ast_t **astp, char *errbuf, size_t errlen,
    int *errline, int *errcol, dt_parse_istype_f *istype, void *arg)
{
	dt_parser_t *p = calloc(1, sizeof(*p));
	dt_ast_t *ast = calloc(1, sizeof(*ast));

	*astp = NULL;
	if (errbuf != NULL && errlen > 0)
		errbuf[0] = '\0';
	if (p == NULL || ast == NULL || (file != NULL &&
	    (ast->da_file = strdup(file)) == NULL)) {
		free(p);
		dt_ast_free(ast);
		return parse_fail(errbuf, errlen, "out of memory");
	}
	if (text == NULL)
		text = "", len = 0;
	p->p_ast = ast;
	p->p_kind = kind;
	p->p_istype = istype;
	p->p_istype_arg = arg;
	dt_lex_init(&p->p_lx, text, len, ast, &p->p_jmp, errbuf, errlen);
	p->p_lx.lx_istype = is_typename;
	p->p_lx.lx_istype_arg = p;
	if (setjmp(p->p_jmp) != 0) {
		if (errline != NULL)
			*errline = p->p_lx.lx_errline;
		if (errcol != NULL)
			*errcol = p->p_lx.lx_errcol;
		int tag = p->p_lx.lx_errtag != 0 ? (int)p->p_lx.lx_errtag :
		    D_UNKNOWN;

		parser_fini(p);
		dt_ast_free(ast);
		return tag;
	}
	parse_program(p);
	parser_fini(p);
	*astp = ast;
	return 0;
}
