/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ast.c -- allocation, freeing and text dump of the shared syntax tree.
 *
 * Every node is chained on its dt_ast_t through dn_link at allocation, so
 * dt_ast_free() releases all nodes (and their dn_string / dn_tname) no
 * matter how far a parse got before it failed.
 *
 * Dump format (stable; used by tests and -x tree): one node per line,
 *	<indent><label>: KIND [op] ["string"] [value] [attrs] line:col
 * indented two spaces per level; the label names the field of the parent
 * that holds the node (body, left, arg, ...).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ast.h"

static const char *const dt_op_names[DT_OP_NOPS] = {
	[DT_OP_NONE] = "none",
	[DT_OP_ADD] = "+", [DT_OP_SUB] = "-", [DT_OP_MUL] = "*",
	[DT_OP_DIV] = "/", [DT_OP_MOD] = "%", [DT_OP_BAND] = "&",
	[DT_OP_BOR] = "|", [DT_OP_XOR] = "^", [DT_OP_LSH] = "<<",
	[DT_OP_RSH] = ">>", [DT_OP_LAND] = "&&", [DT_OP_LOR] = "||",
	[DT_OP_LXOR] = "^^", [DT_OP_LT] = "<", [DT_OP_LE] = "<=",
	[DT_OP_GT] = ">", [DT_OP_GE] = ">=", [DT_OP_EQ] = "==",
	[DT_OP_NE] = "!=", [DT_OP_ASGN] = "=", [DT_OP_ADD_EQ] = "+=",
	[DT_OP_SUB_EQ] = "-=", [DT_OP_MUL_EQ] = "*=", [DT_OP_DIV_EQ] = "/=",
	[DT_OP_MOD_EQ] = "%=", [DT_OP_AND_EQ] = "&=", [DT_OP_OR_EQ] = "|=",
	[DT_OP_XOR_EQ] = "^=", [DT_OP_LSH_EQ] = "<<=", [DT_OP_RSH_EQ] = ">>=",
	[DT_OP_COMMA] = ",", [DT_OP_NEG] = "-", [DT_OP_PLUS] = "+",
	[DT_OP_LNEG] = "!", [DT_OP_BNEG] = "~", [DT_OP_DEREF] = "*",
	[DT_OP_ADDROF] = "&", [DT_OP_PREINC] = "++", [DT_OP_PREDEC] = "--",
	[DT_OP_POSTINC] = "++(post)", [DT_OP_POSTDEC] = "--(post)",
	[DT_OP_STRINGOF] = "stringof", [DT_OP_INDEX] = "[]",
	[DT_OP_DOT] = ".", [DT_OP_ARROW] = "->",
};

static const char *const dt_kind_names[] = {
	[DT_NODE_INT] = "INT", [DT_NODE_STRING] = "STRING",
	[DT_NODE_IDENT] = "IDENT", [DT_NODE_SELF] = "SELF",
	[DT_NODE_THIS] = "THIS", [DT_NODE_MACRO] = "MACRO",
	[DT_NODE_AGG] = "AGG", [DT_NODE_ARRAY] = "ARRAY",
	[DT_NODE_OP1] = "OP1", [DT_NODE_OP2] = "OP2", [DT_NODE_OP3] = "OP3",
	[DT_NODE_CALL] = "CALL", [DT_NODE_CAST] = "CAST",
	[DT_NODE_SIZEOF] = "SIZEOF", [DT_NODE_OFFSETOF] = "OFFSETOF",
	[DT_NODE_XLATE] = "XLATE", [DT_NODE_EXPANDED] = "EXPANDED",
	[DT_NODE_EXPR] = "EXPR",
	[DT_NODE_IF] = "IF", [DT_NODE_BLOCK] = "BLOCK",
	[DT_NODE_RETURN] = "RETURN",
	[DT_NODE_WHILE] = "WHILE", [DT_NODE_BREAK] = "BREAK",
	[DT_NODE_CONTINUE] = "CONTINUE", [DT_NODE_FOR] = "FOR",
	[DT_NODE_TYPE] = "TYPE", [DT_NODE_DECL] = "DECL",
	[DT_NODE_SUE] = "SUE", [DT_NODE_ENUM] = "ENUM",
	[DT_NODE_ENUMERATOR] = "ENUMERATOR", [DT_NODE_INLINE] = "INLINE",
	[DT_NODE_XLATOR] = "XLATOR", [DT_NODE_XLMEMBER] = "XLMEMBER",
	[DT_NODE_PROVIDER] = "PROVIDER", [DT_NODE_PROBEDECL] = "PROBEDECL",
	[DT_NODE_PRAGMA] = "PRAGMA", [DT_NODE_PDESC] = "PDESC",
	[DT_NODE_CLAUSE] = "CLAUSE", [DT_NODE_PROGRAM] = "PROGRAM",
};

static const char *const dt_class_names[] = {
	[DT_CLASS_NONE] = "", [DT_CLASS_SELF] = "self",
	[DT_CLASS_THIS] = "this", [DT_CLASS_EXTERN] = "extern",
	[DT_CLASS_STATIC] = "static", [DT_CLASS_REGISTER] = "register",
	[DT_CLASS_TYPEDEF] = "typedef",
};

/* Integer literal flags, printed as words in the dump. */
static const struct {
	unsigned flag;
	const char *name;
} dt_flag_names[] = {
	{ DT_NF_UNSIGNED, "unsigned" }, { DT_NF_LONG, "long" },
	{ DT_NF_LONGLONG, "longlong" }, { DT_NF_CHAR, "char" },
	{ DT_NF_UNION, "union" }, { DT_NF_PAREN, "paren" },
	{ DT_NF_OCTHEX, "octhex" },
};

const char *
dt_op_name(dt_op_t op)
{
	if ((int)op < 0 || op >= DT_OP_NOPS || dt_op_names[op] == NULL)
		return "?";
	return dt_op_names[op];
}

const char *
dt_nodekind_name(dt_nodekind_t k)
{
	if ((int)k < 0 || (size_t)k >= sizeof(dt_kind_names) /
	    sizeof(dt_kind_names[0]) || dt_kind_names[k] == NULL)
		return "?";
	return dt_kind_names[k];
}

dt_node_t *
dt_node_new(dt_ast_t *ast, dt_nodekind_t kind, int line, int col)
{
	dt_node_t *n = calloc(1, sizeof(*n));

	if (n == NULL)
		return NULL;
	n->dn_kind = kind;
	n->dn_line = line;
	n->dn_col = col;
	n->dn_link = ast->da_nodes;
	ast->da_nodes = n;
	return n;
}

static dt_node_t *
dt_node_clone1(dt_ast_t *ast, const dt_node_t *src, int line, int col);

/* clone a list (dn_next chain) */
static dt_node_t *
dt_node_clone_list(dt_ast_t *ast, const dt_node_t *src, int line, int col,
    int *err)
{
	dt_node_t *head = NULL, **tail = &head;

	for (; src != NULL; src = src->dn_next) {
		if ((*tail = dt_node_clone1(ast, src, line, col)) == NULL) {
			*err = 1;
			return NULL;
		}
		tail = &(*tail)->dn_next;
	}
	return head;
}

static dt_node_t *
dt_node_clone1(dt_ast_t *ast, const dt_node_t *src, int line, int col)
{
	dt_node_t *n = dt_node_new(ast, src->dn_kind, line ? line : src->dn_line,
	    line ? col : src->dn_col);
	int err = 0;

	if (n == NULL)
		return NULL;
	n->dn_op = src->dn_op;
	n->dn_flags = src->dn_flags;
	n->dn_class = src->dn_class;
	n->dn_int = src->dn_int;
	n->dn_len = src->dn_len;
	n->dn_ptr = src->dn_ptr;
	if (src->dn_string != NULL) {
		/* string literals may hold NULs: dn_len bytes */
		size_t len = strlen(src->dn_string);

		if (src->dn_len > len)
			len = src->dn_len;
		if ((n->dn_string = malloc(len + 1)) == NULL)
			return NULL;
		memcpy(n->dn_string, src->dn_string, len);
		n->dn_string[len] = '\0';
	}
	if (src->dn_tname != NULL && (n->dn_tname = strdup(src->dn_tname)) == NULL)
		return NULL;
#define CLONE1(f) \
	if (src->f != NULL && (n->f = dt_node_clone1(ast, src->f, line, col)) == NULL) \
		return NULL
	CLONE1(dn_left);
	CLONE1(dn_right);
	CLONE1(dn_third);
	CLONE1(dn_pred);
	CLONE1(dn_type);
#undef CLONE1
	n->dn_args = dt_node_clone_list(ast, src->dn_args, line, col, &err);
	n->dn_body = dt_node_clone_list(ast, src->dn_body, line, col, &err);
	n->dn_else = dt_node_clone_list(ast, src->dn_else, line, col, &err);
	n->dn_pdescs = dt_node_clone_list(ast, src->dn_pdescs, line, col, &err);
	return err ? NULL : n;
}

dt_node_t *
dt_node_clone(dt_ast_t *ast, const dt_node_t *src, int line, int col)
{
	return dt_node_clone1(ast, src, line, col);
}

void
dt_ast_free(dt_ast_t *ast)
{
	dt_node_t *n, *next;

	if (ast == NULL)
		return;
	for (n = ast->da_nodes; n != NULL; n = next) {
		next = n->dn_link;
		free(n->dn_string);
		free(n->dn_tname);
		free(n);
	}
	free(ast->da_file);
	free(ast);
}

/* ---- dump ---------------------------------------------------------- */

static int dump_node(FILE *fp, const dt_node_t *n, const char *label,
    int depth);

static void
dump_quoted(FILE *fp, const char *s, size_t len)
{
	size_t i;

	fputc('"', fp);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			fprintf(fp, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", fp);
		else if (c == '\t')
			fputs("\\t", fp);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(fp, "\\%03o", c);
		else
			fputc(c, fp);
	}
	fputc('"', fp);
}

static void
dump_flags(FILE *fp, unsigned flags)
{
	size_t i;

	for (i = 0; i < sizeof(dt_flag_names) / sizeof(dt_flag_names[0]); i++)
		if (flags & dt_flag_names[i].flag)
			fprintf(fp, " %s", dt_flag_names[i].name);
}

static int
has_op(const dt_node_t *n)
{
	return n->dn_kind == DT_NODE_OP1 || n->dn_kind == DT_NODE_OP2;
}

/* The node's own line: everything but its children. */
static void
dump_head(FILE *fp, const dt_node_t *n)
{
	fputs(dt_nodekind_name(n->dn_kind), fp);
	if (has_op(n))
		fprintf(fp, " %s", dt_op_name(n->dn_op));
	if (n->dn_string != NULL) {
		fputc(' ', fp);
		dump_quoted(fp, n->dn_string, n->dn_kind == DT_NODE_STRING ?
		    n->dn_len : strlen(n->dn_string));
	}
	if (n->dn_kind == DT_NODE_INT)
		fprintf(fp, " %llu", (unsigned long long)n->dn_int);
	if (n->dn_kind == DT_NODE_TYPE) {
		fputc(' ', fp);
		dump_quoted(fp, n->dn_tname ? n->dn_tname : "",
		    n->dn_tname ? strlen(n->dn_tname) : 0);
		if (n->dn_ptr > 0)
			fprintf(fp, " ptr=%d", n->dn_ptr);
	}
	if (n->dn_class != DT_CLASS_NONE &&
	    (size_t)n->dn_class < sizeof(dt_class_names) / sizeof(char *))
		fprintf(fp, " class=%s", dt_class_names[n->dn_class]);
	dump_flags(fp, n->dn_flags);
	fprintf(fp, " %d:%d\n", n->dn_line, n->dn_col);
}

static int
dump_list(FILE *fp, const dt_node_t *n, const char *label, int depth)
{
	for (; n != NULL; n = n->dn_next)
		if (dump_node(fp, n, label, depth) != 0)
			return -1;
	return 0;
}

/* Labels of each child slot, in dump order. */
static const char *
args_label(const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_NODE_ARRAY: return "key";
	case DT_NODE_TYPE: return "dim";
	case DT_NODE_DECL: return "param";
	default: return "arg";
	}
}

static int
dump_children(FILE *fp, const dt_node_t *n, int depth)
{
	int d = depth + 1, r = 0;

	r |= dump_list(fp, n->dn_pdescs, "pdesc", d);
	r |= dump_list(fp, n->dn_pred, "pred", d);
	r |= dump_list(fp, n->dn_type, "type", d);
	r |= dump_list(fp, n->dn_left, "left", d);
	r |= dump_list(fp, n->dn_right, "right", d);
	r |= dump_list(fp, n->dn_third, "third", d);
	r |= dump_list(fp, n->dn_args, args_label(n), d);
	r |= dump_list(fp, n->dn_body, "body", d);
	r |= dump_list(fp, n->dn_else, "else", d);
	return r ? -1 : 0;
}

static int
dump_node(FILE *fp, const dt_node_t *n, const char *label, int depth)
{
	int i;

	for (i = 0; i < depth; i++)
		fputs("  ", fp);
	if (label != NULL)
		fprintf(fp, "%s: ", label);
	dump_head(fp, n);
	if (dump_children(fp, n, depth) != 0)
		return -1;
	return ferror(fp) ? -1 : 0;
}

int
dt_ast_dump(const dt_ast_t *ast, FILE *fp)
{
	if (ast == NULL || ast->da_root == NULL)
		return 0;
	if (dump_node(fp, ast->da_root, NULL, 0) != 0)
		return -1;
	return fflush(fp) == 0 ? 0 : -1;
}
