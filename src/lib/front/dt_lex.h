/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_lex.h -- internal token API of the D lexer (dt_lex.c), used only by
 * the D parser (dt_parse.c).
 *
 * The lexer is reentrant: all state lives in a dt_lexer_t.  It has two
 * modes, mirroring the two main states of illumos dt_lex.l:
 *	DT_LX_CLAUSE - the outer scope of a program, where probe descriptions
 *		       (DT_T_PSPEC) and declaration keywords are recognised;
 *	DT_LX_EXPR   - everything else (expressions, statements, declarations).
 * The parser chooses the mode each time it asks for a token.
 *
 * Errors are reported by formatting a message into the caller's buffer and
 * longjmp()ing to lx_jmp; the parser owns the jmp_buf and cleans up.
 * Control lines (#pragma, # N "file", #line) are consumed by the lexer:
 * line markers change the line number, pragmas become DT_NODE_PRAGMA nodes
 * queued on lx_pragmas for the parser to place in the program.
 */
#ifndef DT_LEX_H
#define DT_LEX_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

#include "dt_ast.h"
#include "dt_errtag.h"

typedef enum dt_tokkind {
	DT_T_EOF = 0,
	DT_T_IDENT,	/* identifier, possibly backquote-scoped: tk_str */
	DT_T_INT,	/* tk_int, tk_flags (DT_NF_*) */
	DT_T_STRING,	/* tk_str (escapes decoded), tk_slen */
	DT_T_AGG,	/* @name: tk_str = name ("" for @) */
	DT_T_MACRO,	/* $1, $$1, $target: tk_str = text after the first '$' */
	DT_T_PSPEC,	/* probe description (DT_LX_CLAUSE only): tk_str */
	DT_T_KEY,	/* reserved word: tk_sub = dt_keyword_t */
	DT_T_PUNCT	/* operator or punctuation: tk_sub = dt_punct_t */
} dt_tokkind_t;

/* Reserved words of D (the S0 keyword list of dt_lex.l). */
typedef enum dt_keyword {
	DT_K_AUTO, DT_K_BREAK, DT_K_CASE, DT_K_CHAR, DT_K_CONST, DT_K_CONTINUE,
	DT_K_COUNTER, DT_K_DEFAULT, DT_K_DO, DT_K_DOUBLE, DT_K_ELSE, DT_K_ENUM,
	DT_K_EXTERN, DT_K_FLOAT, DT_K_FOR, DT_K_GOTO, DT_K_IF, DT_K_IMPORT,
	DT_K_INLINE, DT_K_INT, DT_K_LONG, DT_K_OFFSETOF, DT_K_PROBE,
	DT_K_PROVIDER, DT_K_REGISTER, DT_K_RESTRICT, DT_K_RETURN, DT_K_SELF,
	DT_K_SHORT, DT_K_SIGNED, DT_K_SIZEOF, DT_K_STATIC, DT_K_STRING,
	DT_K_STRINGOF, DT_K_STRUCT, DT_K_SWITCH, DT_K_THIS, DT_K_TRANSLATOR,
	DT_K_TYPEDEF, DT_K_UNION, DT_K_UNSIGNED, DT_K_USERLAND, DT_K_VOID,
	DT_K_VOLATILE, DT_K_WHILE, DT_K_XLATE,
	DT_K_NKEYS
} dt_keyword_t;

/* Operators and punctuation. */
typedef enum dt_punct {
	DT_P_LSH_EQ, DT_P_RSH_EQ, DT_P_ELLIPSIS,
	DT_P_ARROW, DT_P_INC, DT_P_DEC, DT_P_LAND, DT_P_LOR, DT_P_LXOR,
	DT_P_EQ, DT_P_NE, DT_P_LE, DT_P_GE, DT_P_LSH, DT_P_RSH,
	DT_P_ADD_EQ, DT_P_SUB_EQ, DT_P_MUL_EQ, DT_P_DIV_EQ, DT_P_MOD_EQ,
	DT_P_AND_EQ, DT_P_OR_EQ, DT_P_XOR_EQ,
	DT_P_ADD, DT_P_SUB, DT_P_MUL, DT_P_DIV, DT_P_MOD, DT_P_BAND, DT_P_BOR,
	DT_P_XOR, DT_P_LNEG, DT_P_BNEG, DT_P_LT, DT_P_GT, DT_P_ASGN,
	DT_P_QUESTION, DT_P_COLON, DT_P_DOT, DT_P_COMMA, DT_P_SEMI,
	DT_P_LPAR, DT_P_RPAR, DT_P_LBRAC, DT_P_RBRAC, DT_P_LBRACE, DT_P_RBRACE,
	DT_P_EPRED,	/* the '/' that closes a predicate (see dt_lex.c) */
	DT_P_NPUNCTS
} dt_punct_t;

typedef enum dt_lexmode { DT_LX_EXPR, DT_LX_CLAUSE } dt_lexmode_t;

typedef struct dt_token {
	dt_tokkind_t tk_kind;
	int tk_sub;		/* dt_keyword_t or dt_punct_t */
	int tk_line, tk_col;	/* 1-based position of the first byte */
	size_t tk_off, tk_len;	/* source text of the token (for messages) */
	uint64_t tk_int;
	unsigned tk_flags;
	char *tk_str;		/* malloc'd, owned by the token until taken */
	size_t tk_slen;
} dt_token_t;

/* Asks the parser whether name[0..len) names a type (typedef). */
typedef int dt_lex_istype_f(void *arg, const char *name, size_t len);

typedef struct dt_lexer {
	const char *lx_src;
	size_t lx_len;
	size_t lx_pos;
	size_t lx_linestart;	/* offset of the first byte of the line */
	int lx_line;
	int lx_parens, lx_brackets, lx_braces;
	int lx_inpred;		/* set by the parser while in /predicate/ */
	char *lx_tmp;		/* buffer under construction (freed on error) */
	dt_ast_t *lx_ast;	/* owner of pragma nodes */
	dt_node_t *lx_pragmas, **lx_pragtail;
	dt_lex_istype_f *lx_istype;
	void *lx_istype_arg;
	/* error reporting */
	jmp_buf *lx_jmp;
	char *lx_errbuf;
	size_t lx_errlen;
	int lx_errline, lx_errcol;
	dt_errtag_t lx_errtag;		/* DTrace's tag of the error */
} dt_lexer_t;

void dt_lex_init(dt_lexer_t *lx, const char *src, size_t len, dt_ast_t *ast,
    jmp_buf *jmp, char *errbuf, size_t errlen);
void dt_lex_next(dt_lexer_t *lx, dt_lexmode_t mode, dt_token_t *tk);
void dt_lex_fini(dt_lexer_t *lx);

/* Report an error (DTrace's tag, the message) at line/col and longjmp;
 * never returns. */
_Noreturn void dt_lex_error(dt_lexer_t *lx, dt_errtag_t tag, int line,
    int col, const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* "syntax error near ..." for the given token; never returns. */
_Noreturn void dt_lex_syntax(dt_lexer_t *lx, const dt_token_t *tk);

const char *dt_keyword_name(dt_keyword_t k);
const char *dt_punct_text(dt_punct_t p);

#endif
