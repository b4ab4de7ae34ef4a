/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ast.h -- the one syntax tree shared by both front ends (D and bt).
 *
 * Every node carries the line and column where it starts.  Nodes are owned
 * by the parse (dt_ast_t) that created them and freed all at once with it.
 * Lists (clauses, statements, arguments, probe descriptions, members) are
 * chained through dn_next in source order.
 *
 * The front ends only build this tree; names are resolved and types checked
 * by the semantic pass (src/lib/sema/dt_sema_*.c); nothing here knows BPF.
 */
#ifndef DT_AST_H
#define DT_AST_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Operators and the few keywords the tree refers to. */
typedef enum dt_op {
	DT_OP_NONE = 0,
	/* binary arithmetic / bitwise */
	DT_OP_ADD, DT_OP_SUB, DT_OP_MUL, DT_OP_DIV, DT_OP_MOD,
	DT_OP_BAND, DT_OP_BOR, DT_OP_XOR, DT_OP_LSH, DT_OP_RSH,
	/* logical */
	DT_OP_LAND, DT_OP_LOR, DT_OP_LXOR,
	/* comparison */
	DT_OP_LT, DT_OP_LE, DT_OP_GT, DT_OP_GE, DT_OP_EQ, DT_OP_NE,
	/* assignment: '=' and the compound forms */
	DT_OP_ASGN, DT_OP_ADD_EQ, DT_OP_SUB_EQ, DT_OP_MUL_EQ, DT_OP_DIV_EQ,
	DT_OP_MOD_EQ, DT_OP_AND_EQ, DT_OP_OR_EQ, DT_OP_XOR_EQ, DT_OP_LSH_EQ,
	DT_OP_RSH_EQ,
	DT_OP_COMMA,		/* a, b */
	/* unary */
	DT_OP_NEG, DT_OP_PLUS, DT_OP_LNEG /* ! */, DT_OP_BNEG /* ~ */,
	DT_OP_DEREF /* *p */, DT_OP_ADDROF /* &x */,
	DT_OP_PREINC, DT_OP_PREDEC, DT_OP_POSTINC, DT_OP_POSTDEC,
	DT_OP_STRINGOF,		/* stringof e */
	/* postfix / member */
	DT_OP_INDEX,		/* e[i] on a non-array-variable expression */
	DT_OP_DOT, DT_OP_ARROW,	/* e.m, e->m : dn_left = e, dn_string = m */
	DT_OP_NOPS
} dt_op_t;

typedef enum dt_nodekind {
	/* expressions */
	DT_NODE_INT,		/* dn_int (as written, unsigned 64), dn_flags DT_NF_* */
	DT_NODE_STRING,		/* dn_string: bytes after escapes, dn_len */
	DT_NODE_IDENT,		/* plain identifier dn_string (builtin, global, enum, inline) */
	DT_NODE_SELF,		/* self->name : dn_string = name */
	DT_NODE_THIS,		/* this->name : dn_string = name */
	DT_NODE_MACRO,		/* $1, $$1, $target, $pid ...: dn_string = text after '$' ("1", "$1", "target") */
	DT_NODE_AGG,		/* @name / @ : dn_string = name without '@' ("" for @) */
	DT_NODE_ARRAY,		/* name[k1, k2]: dn_left = IDENT, SELF, THIS or AGG; dn_args = keys */
	DT_NODE_OP1,		/* dn_op, dn_left = operand */
	DT_NODE_OP2,		/* dn_op, dn_left, dn_right (DOT/ARROW: dn_string = member) */
	DT_NODE_OP3,		/* dn_left ? dn_right : dn_third */
	DT_NODE_CALL,		/* dn_string = function name, dn_args = arguments */
	DT_NODE_CAST,		/* (type) e : dn_type, dn_left */
	DT_NODE_SIZEOF,		/* sizeof: dn_type (type form) or dn_left (expression form) */
	DT_NODE_OFFSETOF,	/* offsetof(type, member): dn_type, dn_string = member */
	DT_NODE_XLATE,		/* xlate <type> (e): dn_type, dn_left */
	DT_NODE_EXPANDED,	/* an inline or translated member after the semantic
				   pass expanded it: dn_left = the expression */

	/* statements (inside a clause body or an if) */
	DT_NODE_EXPR,		/* expression statement: dn_left */
	DT_NODE_IF,		/* dn_left = cond, dn_body = then list, dn_else = else list */
	DT_NODE_BLOCK,		/* { ... } nested block: dn_body */
	DT_NODE_RETURN,		/* bt's return: the clause ends here */
	DT_NODE_WHILE,		/* bt's while: dn_left = cond, dn_body = the loop's statements */
	DT_NODE_BREAK,		/* bt's break: leaves the innermost while */
	DT_NODE_CONTINUE,	/* bt's continue: the innermost while's next test */
	DT_NODE_FOR,		/* bt's for ($kv : @map): dn_left = the map, dn_body
				   = the statements run for each element, the
				   first one setting $kv (see dt_cg_forkv) */

	/* types and declarations */
	DT_NODE_TYPE,		/* a type name: see dn_tname, dn_ptr, dn_args (array dims) */
	DT_NODE_DECL,		/* declaration: dn_type, dn_string = name (may be NULL), dn_class */
	DT_NODE_SUE,		/* struct/union definition: dn_string = tag, dn_flags = DT_NF_UNION, dn_body = DECL members (dn_left = bit width or NULL) */
	DT_NODE_ENUM,		/* enum definition: dn_string = tag (may be NULL), dn_body = ENUMERATORs */
	DT_NODE_ENUMERATOR,	/* dn_string = name, dn_left = value expr or NULL */
	DT_NODE_INLINE,		/* inline type name = expr: dn_type, dn_string, dn_left */
	DT_NODE_XLATOR,		/* translator out < in ident > { members }: dn_type = out, dn_third = TYPE in,
				   dn_string = input ident, dn_body = XLMEMBERs,
				   dn_int = the line of its closing ';' */
	DT_NODE_XLMEMBER,	/* member = expr: dn_string, dn_left */
	DT_NODE_PROVIDER,	/* provider name { probes }: dn_string, dn_body = PROBEDECLs */
	DT_NODE_PROBEDECL,	/* probe name(args) [: (xargs)]: dn_string, dn_args = TYPE list, dn_right = xargs TYPE list */

	/* program structure */
	DT_NODE_PRAGMA,		/* #pragma ...: dn_args = STRING nodes, one per word after "pragma" */
	DT_NODE_PDESC,		/* probe description as written: dn_string (macros not yet expanded) */
	DT_NODE_CLAUSE,		/* dn_pdescs, dn_pred (or NULL), dn_body (statements, NULL if empty);
			   D: dn_int the line of its closing brace */
	DT_NODE_PROGRAM		/* dn_body = top-level items in order */
} dt_nodekind_t;

/* dn_flags */
#define DT_NF_UNSIGNED	0x01	/* integer literal had a 'u' suffix */
#define DT_NF_LONG	0x02	/* 'l' suffix */
#define DT_NF_LONGLONG	0x04	/* 'll' suffix */
#define DT_NF_CHAR	0x08	/* integer came from a character constant 'c' */
#define DT_NF_UNION	0x10	/* DT_NODE_SUE is a union */
#define DT_NF_PAREN	0x20	/* expression was parenthesised */
#define DT_NF_OCTHEX	0x40	/* integer literal was written in octal or hex */
#define DT_NF_NATIVE	0x80	/* args[N] made by the semantic pass: the
				   argument untranslated */
#define DT_NF_BTSCALAR	0x100	/* ARRAY: a bt map without keys (@x), made
				   an array of one element (key 0) */
#define DT_NF_BTPERF	0x200	/* CALL of stack()/ustack(): bt's
				   kstack(perf)/ustack(perf) layout; CALL
				   of __bt_skboutput: assigned to a $var */
#define DT_NF_BTCOPY	0x400	/* a statement of bt's unroll after the first
				   copy: its errors are the first's */
#define DT_NF_STRCLEAR	0x800	/* OP2 =: a string variable assigned 0
				   (D): emptied, or deleted if dynamic */
#define DT_NF_NODIM	0x1000	/* INT: the dimension of an array declared
				   with [] */
#define DT_NF_FUNCDECL	0x2000	/* DECL: of a function, f(params) */
#define DT_NF_BTRETVAL	0x4000	/* IDENT: bt's retval (made arg1) */
#define DT_NF_BTKFUNC	0x8000	/* CALL: bt's func in a clause of
				   kfunc:/kretfunc: probes */
#define DT_NF_BTBANNED	0x20000	/* PDESC: a bt kretprobe bpftrace 0.17
					   refuses to attach (it might lock
					   the system up) */
#define DT_NF_BTRAW	0x40000	/* CALL of stack()/ustack(): bt's raw
				   mode, the addresses only */
#define DT_NF_BTKRETFUNC 0x10000	/* IDENT: bt's args in a clause of
				   kretfunc: probes */
#define DT_NF_BTSETUP	0x10000000	/* CLAUSE: made by bt's front end to
				   set a watchpoint:FUNC+argN up, not
				   counted among the probes attached */
#define DT_NF_BTSARG	0x20000000	/* CALL of __bt_reg("sp") made for
				   bt's sargN (N in dn_int) */
#define DT_NF_BTNOSTORE	0x40000000	/* bt assignment of a value wider
				   than its scratch variable: not done */

/* dn_class of a DECL */
typedef enum dt_class {
	DT_CLASS_NONE = 0, DT_CLASS_SELF, DT_CLASS_THIS, DT_CLASS_EXTERN,
	DT_CLASS_STATIC, DT_CLASS_REGISTER, DT_CLASS_TYPEDEF
} dt_class_t;

typedef struct dt_node dt_node_t;
struct dt_node {
	dt_nodekind_t dn_kind;
	dt_op_t dn_op;
	int dn_line;		/* 1-based */
	int dn_col;		/* 1-based */
	unsigned dn_flags;
	dt_class_t dn_class;
	uint64_t dn_int;
	char *dn_string;	/* NUL-terminated (strings may also contain NULs: see dn_len) */
	size_t dn_len;
	dt_node_t *dn_left, *dn_right, *dn_third;
	dt_node_t *dn_args;	/* list */
	dt_node_t *dn_body;	/* list */
	dt_node_t *dn_else;	/* list */
	dt_node_t *dn_pdescs;	/* list */
	dt_node_t *dn_pred;
	dt_node_t *dn_type;	/* DT_NODE_TYPE */
	/* DT_NODE_TYPE: dn_tname is the base type as normalised text:
	 * "int", "unsigned int", "char", "long long", "unsigned long", "void",
	 * "string", "float", "double", "struct task_struct", "union u",
	 * "enum e", a typedef name such as "uint64_t", or a scoped name
	 * such as "vmlinux`task_struct".  dn_ptr counts '*'; dn_args lists
	 * array dimensions (INT nodes, outermost first). dn_body holds an
	 * inline struct/union/enum definition if one was written in place. */
	char *dn_tname;
	int dn_ptr;
	dt_node_t *dn_next;	/* next in list */
	dt_node_t *dn_link;	/* allocation chain (owned by dt_ast_t) */

	/* filled in by the semantic pass; the parser leaves these zero */
	void *dn_sema;
};

/* A parsed program and everything it owns. */
typedef struct dt_ast {
	dt_node_t *da_root;	/* DT_NODE_PROGRAM */
	dt_node_t *da_nodes;	/* allocation chain */
	char *da_file;		/* file name for messages, or NULL for -n text */
	uint64_t da_btnodes;	/* bt: the nodes of bpftrace's tree of the
				   program (BPFTRACE_NODE_MAX) */
	int da_endline;		/* the line of the end of the text (D) */
} dt_ast_t;


/*
 * Parse D source text.  On success returns 0 and *astp.  On a syntax error
 * returns DTrace's D_* tag of it (dt_errtag.h, nonzero) and writes a message (without any "dtrace: " prefix or line
 * number) such as	syntax error near "}"
 * into errbuf, and the position into errline and errcol (when non-NULL).
 * 'kind' says what the text is:
 *	DT_PARSE_PROGRAM - a whole D program (-s file)
 *	DT_PARSE_PROBES  - a -n/-P/-m/-f argument: probe description(s), an
 *			   optional predicate and action block
 */
typedef enum dt_parsekind { DT_PARSE_PROGRAM, DT_PARSE_PROBES } dt_parsekind_t;

/* is name a type the program does not declare (the kernel's)?  Asked,
 * if given, only where nothing else tells a cast from an expression:
 * "( name ) - x" */
typedef int dt_parse_istype_f(void *arg, const char *name);

int dt_parse_d(const char *text, size_t len, const char *file,
    dt_parsekind_t kind, dt_ast_t **astp, char *errbuf, size_t errlen,
    int *errline, int *errcol, dt_parse_istype_f *istype, void *arg);

dt_node_t *dt_node_new(dt_ast_t *ast, dt_nodekind_t kind, int line, int col);
/* a deep copy of the tree at src (not its dn_next), allocated in ast; with
 * line != 0 every copied node says it is at line:col */
dt_node_t *dt_node_clone(dt_ast_t *ast, const dt_node_t *src, int line,
    int col);
void dt_ast_free(dt_ast_t *ast);

/* Print the tree in a stable, indented, one-node-per-line form (for tests
 * and -xtree).  Returns 0 or -1 on write error. */
int dt_ast_dump(const dt_ast_t *ast, FILE *fp);

const char *dt_op_name(dt_op_t op);	/* "+", "<<=", "->", "++(post)"... */
const char *dt_nodekind_name(dt_nodekind_t k);

#endif
