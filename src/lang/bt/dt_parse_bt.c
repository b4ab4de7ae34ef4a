/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_parse_bt.c -- the bt language (bpftrace 0.17, OpenBSD btrace) front
 * end: its own small lexer and a recursive-descent parser that build the
 * shared AST (dt_ast.h) in the D form the semantic pass already knows.
 *
 * What bt writes differently is lowered here, as the tree is built:
 *  - probes become engine descriptions (tracepoint:G:E -> sdt:G::E,
 *    uprobe:PATH:F -> pid0:PATH:F:entry, ...; see dt_bt_probe());
 *  - built-in variables become D's (nsecs -> timestamp, comm -> execname;
 *    dt_bt_builtins[]), and functions D's (hist -> quantize, exit() ->
 *    exit(0); dt_bt_funcs[]);
 *  - $x scratch variables become clause-locals (this->x); $1 stays a
 *    macro argument;
 *  - a map @m is an aggregation when some statement assigns it an
 *    aggregating function, else a global variable named "@m" (an
 *    associative array when it has keys), which the semantic pass marks
 *    as a bt map so that it is printed at exit as bpftrace prints maps;
 *  - unroll (N) { body } is the body N times.
 *
 * Errors longjmp to dt_parse_bt() with a message and the position.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_ast.h"
#include "dt_parse_bt.h"
#include "dt_btval.h"
#include "dt_bt_config.h"
#include "dt_bt_import.h"
#include "dt_options.h"
#include "dt_provider.h"

#define BT_MAXDEPTH	500
#define BT_MAXUNROLL	100
#define BT_MAXMACRO	16	/* macros expanded in macros */

/* ---- tokens ---- */

typedef enum bt_tok {
	BT_EOF, BT_IDENT, BT_INT, BT_STR, BT_MAP /* @x */, BT_VAR /* $x */,
	BT_POS /* $1 */, BT_PROBE, BT_PUNCT
} bt_tok_t;

typedef struct bt_parser {
	const char *p_text;
	size_t p_len, p_off;
	int p_line, p_lstart;		/* line number, offset of its start */
	jmp_buf p_jmp;
	char *p_err;
	size_t p_errlen;
	int p_errline, p_errcol, p_errend;
	const char *p_errfirst;		/* another error at its place, shown
					   before it, or NULL */
	int p_probe;			/* reading a probe: its errors may span
					   lines (see bt_clause) */
	int p_cendline, p_cendcol;	/* just after the last clause's '}' */
	dt_ast_t *p_ast;
	int p_depth;
	/* the current token */
	bt_tok_t t_kind;
	char t_text[4096];		/* identifier, string, punctuation */
	size_t t_slen;
	uint64_t t_int;
	int t_line, t_col;
	int t_endpred;			/* a '/' followed by '{': a predicate's
					   end, not a division */
	int t_cmtline;			/* line of the first comment just
					   before the token, or 0 */
	/* found by a first scan: the maps assigned an aggregating function,
	 * those assigned a value, and those assigned an aggregating
	 * function OpenBSD's btrace does not have (OpenBSD's btrace takes a
	 * map given values and count(), sum(), min() or max(), which then
	 * change its value) */
	char **p_aggs;
	size_t p_naggs;
	char **p_valued;
	size_t p_nvalued;
	char **p_unmixable;
	size_t p_nunmixable;
	/* the lexer's errors, after which it goes on (as bpftrace's does):
	 * records "\1LINE:COL:END:message\n"; none kept while quiet */
	char *p_soft;
	size_t p_softlen;
	int p_quiet;
	int p_loops;			/* while loops around the statement */
	/* the map for-loops around the statement: their variables ($kv),
	 * each one of its own (bpftrace 0.20's, which no block scoping of
	 * 0.17 has), named by the engine (a '$' no program's name has) */
	char p_kvname[8][64];
	char p_kvvar[8][80];
	int p_nkv;
	int p_formap;			/* map for-loops around the statement */
	/* for-loops around the statement, of maps and ranges: bpftrace
	 * (0.21 and later) runs their bodies in a callback, without the
	 * probe's context */
	int p_forcb;
	uint64_t p_nodes;		/* bpftrace's tree's nodes so far: the
					   program, probes, attach points,
					   predicates, statements, expressions
					   (not parentheses; -N one literal) */
	/* the object-like macros of #include and #define lines: names and
	 * bodies, pointers into p_mtext; a macro being expanded is read
	 * as the text, its caller's reading kept in p_mstack */
	char *p_mtext;
	const char **p_mnames, **p_mbodies;
	size_t p_nmacros;
	struct bt_mexp {
		const char *me_text, *me_name;
		size_t me_len, me_off;
		int me_line, me_lstart;
		struct bt_import *me_import;	/* the import read, or NULL
						   (a macro's body) */
		int me_nclauses;		/* its reader's p_nclauses */
	} p_mstack[BT_MAXMACRO];
	int p_mdepth;
	int p_mline, p_mcol;		/* where the outermost one is used */
	/* the clauses that set the current clause's watchpoint:FUNC+argN
	 * probes up, put after it */
	dt_node_t *p_setup, **p_setuptail;
	const dt_btenv_t *p_env;	/* the kernel, the parameters */
	int p_stackperf;		/* config stack_mode (BT_STACK_*):
					   the layout of stacks without a
					   mode */
	int p_banned;			/* the probe just read: a kretprobe:
					   bpftrace refuses (bt_kernel) */
	int p_kfunc;			/* the probe just read: 1 kfunc:, 2
					   kretfunc: (fentry:, fexit:), else
					   0; then the clause's (bt_clause) */
	dt_node_t *p_config, **p_configtail;	/* its options' pragmas */
	/* bt's macros (macro NAME(PARAMS) { ... }), their parameters
	 * (names with their $ or @; a bare one is an expression) and
	 * bodies; the parameters of the one being read; the statements a
	 * macro used in an expression runs before the statement */
	struct bt_btmacro {
		char *bm_name;
		char **bm_params;
		int bm_nparams;
		dt_node_t *bm_body;
	} *p_btmacros;
	int p_nbtmacros;
	struct bt_btmacro *p_mdef;
	dt_node_t *p_hoist, **p_hoisttail;
	int p_mexp;			/* macros being expanded */
	/* the files imports read (import "NAME";), each once: their
	 * text, read with the macros' bodies' stack (p_mstack), its
	 * tokens where the outermost import is */
	struct bt_import {
		char *bi_path;		/* as found */
		char *bi_real;		/* the file (its realpath()) */
		char *bi_text;
		int bi_state;		/* 0 unread, 1 being read, 2 read */
		struct bt_import *bi_next;	/* all of them */
		struct bt_import *bi_then;	/* read after it (the next
						   file of a directory) */
	} *p_imports;
	int p_nclauses;			/* the probes of the file being read
					   so far (the program's, an
					   import's) */
	int p_semi;			/* the last expression statement read
					   ended with ';' (not at its '}') */
} bt_parser_t;

static void bt_error(bt_parser_t *p, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5), noreturn));
static int bt_inimport(const bt_parser_t *p);
static void bt_werror(bt_parser_t *p, int line, int col, const char *first,
    const char *fmt, ...) __attribute__((format(printf, 5, 6), noreturn));

static void
bt_error(bt_parser_t *p, int line, int col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p->p_err, p->p_errlen, fmt, ap);
	va_end(ap);
	p->p_errline = line;
	p->p_errcol = col;
	p->p_errend = p->p_probe && p->t_cmtline > 0 &&
	    p->t_cmtline < line ? -p->t_cmtline : 0;
	longjmp(p->p_jmp, 1);
}

/* an error from line:col to column end (< 0: a whole probe's, from
 * line -end to line, no column) */
static void __attribute__((noreturn, format(printf, 5, 6)))
bt_error_to(bt_parser_t *p, int line, int col, int end, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p->p_err, p->p_errlen, fmt, ap);
	va_end(ap);
	p->p_errline = line;
	p->p_errcol = col;
	p->p_errend = end;
	longjmp(p->p_jmp, 1);
}

/* bt_error() after first, another error at the same place ("": none) */
static void
bt_werror(bt_parser_t *p, int line, int col, const char *first,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(p->p_err, p->p_errlen, fmt, ap);
	va_end(ap);
	p->p_errfirst = *first != '\0' ? first : NULL;
	p->p_errline = line;
	p->p_errcol = col;
	p->p_errend = p->p_probe && p->t_cmtline > 0 &&
	    p->t_cmtline < line ? -p->t_cmtline : 0;
	longjmp(p->p_jmp, 1);
}

/* a lexer error (end: the column after it, 0: the token's): kept, and
 * the token dropped */
static void
bt_softerr(bt_parser_t *p, int line, int col, int end, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

static void
bt_softerr(bt_parser_t *p, int line, int col, int end, const char *fmt, ...)
{
	char msg[600], rec[700];
	va_list ap;
	size_t n;
	char *v;

	if (p->p_quiet)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	n = (size_t)snprintf(rec, sizeof(rec), "\1%d:%d:%d:%s\n", line, col,
	    end, msg);
	if (n >= sizeof(rec))
		n = sizeof(rec) - 1;
	if ((v = realloc(p->p_soft, p->p_softlen + n + 1)) == NULL)
		return;
	memcpy(v + p->p_softlen, rec, n + 1);
	p->p_soft = v;
	p->p_softlen += n;
}

static void
bt_nomem(bt_parser_t *p)
{
	bt_error(p, p->t_line, p->t_col, "out of memory");
}

static int
bt_peekc(const bt_parser_t *p, size_t k)
{
	return p->p_off + k < p->p_len ? (unsigned char)p->p_text[p->p_off + k]
	    : -1;
}

static void
bt_adv(bt_parser_t *p, size_t n)
{
	while (n-- > 0 && p->p_off < p->p_len) {
		if (p->p_text[p->p_off++] == '\n') {
			p->p_line++;
			p->p_lstart = (int)p->p_off;
		}
	}
}

/* only blanks before the current character on its line (a '#' there
 * starts a directive) */
static int
bt_linestart(const bt_parser_t *p)
{
	size_t i;

	for (i = (size_t)p->p_lstart; i < p->p_off; i++)
		if (p->p_text[i] != ' ' && p->p_text[i] != '\t')
			return 0;
	return 1;
}

static void
bt_skip(bt_parser_t *p)
{
	p->t_cmtline = 0;
	for (;;) {
		int c = bt_peekc(p, 0);

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
		    c == '\f' || c == '\v') {
			bt_adv(p, 1);
		} else if (c == '/' && bt_peekc(p, 1) == '/') {
			if (p->t_cmtline == 0)
				p->t_cmtline = p->p_line;
			while (bt_peekc(p, 0) != -1 && bt_peekc(p, 0) != '\n')
				bt_adv(p, 1);
		} else if (c == '/' && bt_peekc(p, 1) == '*') {
			int line = p->p_line, col = (int)p->p_off -
			    p->p_lstart + 1;

			if (p->t_cmtline == 0)
				p->t_cmtline = line;
			bt_adv(p, 2);
			while (!(bt_peekc(p, 0) == '*' && bt_peekc(p, 1) == '/')) {
				if (bt_peekc(p, 0) == -1) {
					/* bpftrace: at the end of the text */
					int ecol = (int)p->p_off -
					    p->p_lstart + 1;

					bt_softerr(p, p->p_line, ecol, ecol + 1,
					    "end of file during comment");
					(void)line;
					(void)col;
					return;
				}
				bt_adv(p, 1);
			}
			bt_adv(p, 2);
		} else if (c == '#' && (p->p_mdepth == 0 || bt_inimport(p)) &&
		    bt_linestart(p)) {
			/* #include <...> and #! lines: kernel types come from
			 * BTF, so an include only says which ones are used */
			while (bt_peekc(p, 0) != -1 && bt_peekc(p, 0) != '\n')
				bt_adv(p, 1);
		} else {
			return;
		}
	}
}

static int
bt_isident(int c, int first)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (!first && c >= '0' && c <= '9');
}

/* the operators and punctuation, longest first */
static const char *const bt_puncts[] = {
	"<<=", ">>=", "->", "++", "--", "&&", "||", "==", "!=", "<=", ">=",
	"..",
	"<<", ">>", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
	"+", "-", "*", "/", "%", "&", "|", "^", "!", "~", "<", ">", "=", "?",
	":", ".", ",", ";", "(", ")", "[", "]", "{", "}",
};

static int
bt_escape(bt_parser_t *p, int line, int col)
{
	int c = bt_peekc(p, 0), v = 0, n;

	bt_adv(p, 1);
	switch (c) {
	case 'n': return '\n';
	case 't': return '\t';
	case 'r': return '\r';
	case 'a': return '\a';
	case 'b': return '\b';
	case 'f': return '\f';
	case 'v': return '\v';
	case 'e': return 033;
	case '\\': return '\\';
	case '"': return '"';
	case '\'': return '\'';
	case 'x':
		for (n = 0; n < 2 && isxdigit(bt_peekc(p, 0)); n++) {
			c = bt_peekc(p, 0);
			v = v * 16 + (isdigit(c) ? c - '0' : tolower(c) - 'a' + 10);
			bt_adv(p, 1);
		}
		if (n == 0)
			bt_error(p, line, col, "invalid escape character '\\x'");
		return v;
	default:
		if (c >= '0' && c <= '7') {
			v = c - '0';
			for (n = 1; n < 3 && bt_peekc(p, 0) >= '0' &&
			    bt_peekc(p, 0) <= '7'; n++) {
				v = v * 8 + bt_peekc(p, 0) - '0';
				bt_adv(p, 1);
			}
			return v & 0xff;
		}
		bt_error(p, line, col, "invalid escape character '\\%c'", c);
	}
}

/* ---- macros ---- */

static char *bt_strdup(bt_parser_t *p, const char *s);

/* the entry of object-like macro name, or -1 (the last definition
 * counts; an #undef is one without a body) */
static long
bt_macro(const bt_parser_t *p, const char *name)
{
	size_t i;

	for (i = p->p_nmacros; i-- > 0;)
		if (strcmp(p->p_mnames[i], name) == 0)
			return p->p_mbodies[i] != NULL ? (long)i : -1;
	return -1;
}

/* the table of macros from their lines (dt_parse_bt_macros()), in
 * p_mtext, a copy of them */
static void
bt_macros(bt_parser_t *p, const char *text)
{
	char *s, *e, *b;
	size_t n = 1;

	if (text == NULL)
		return;
	p->p_mtext = bt_strdup(p, text);
	for (s = p->p_mtext; *s != '\0'; s++)
		n += *s == '\n';
	if ((p->p_mnames = calloc(n, sizeof(char *))) == NULL ||
	    (p->p_mbodies = calloc(n, sizeof(char *))) == NULL)
		bt_nomem(p);
	for (s = p->p_mtext; *s != '\0'; s = e) {
		int undef = strncmp(s, "#undef ", 7) == 0;

		if ((e = strchr(s, '\n')) != NULL)
			*e++ = '\0';
		else
			e = s + strlen(s);
		if (undef)
			s += 7;
		for (b = s; bt_isident(*b, b == s); b++)
			continue;
		if (b == s || *b == '(')	/* function-like: not expanded */
			continue;
		if (*b != '\0')
			*b++ = '\0';
		p->p_mnames[p->p_nmacros] = s;
		p->p_mbodies[p->p_nmacros++] = undef ? NULL : b;
	}
}

/* identifier name is a macro: read its body now (1), unless it is being
 * expanded already (0), as C does */
static int
bt_mpush(bt_parser_t *p, const char *name)
{
	long k = bt_macro(p, name);
	struct bt_mexp *m;
	int i;

	if (k < 0 || p->p_mdepth == BT_MAXMACRO)
		return 0;
	for (i = 0; i < p->p_mdepth; i++)
		if (strcmp(p->p_mstack[i].me_name, name) == 0)
			return 0;
	if (p->p_mdepth == 0) {
		p->p_mline = p->t_line;
		p->p_mcol = p->t_col;
	}
	m = &p->p_mstack[p->p_mdepth++];
	m->me_text = p->p_text;
	m->me_len = p->p_len;
	m->me_off = p->p_off;
	m->me_line = p->p_line;
	m->me_lstart = p->p_lstart;
	m->me_name = p->p_mnames[k];
	m->me_import = NULL;
	p->p_text = p->p_mbodies[k];
	p->p_len = strlen(p->p_text);
	p->p_off = 0;
	p->p_lstart = 0;
	return 1;
}

static void bt_ipush(bt_parser_t *p, struct bt_import *im);

/* the end of a macro's body: back to what used it (the end of an
 * imported file: the next file of its directory, if any, is read) */
static void
bt_mpop(bt_parser_t *p)
{
	struct bt_mexp *m = &p->p_mstack[--p->p_mdepth];
	struct bt_import *im = m->me_import;

	p->p_text = m->me_text;
	p->p_len = m->me_len;
	p->p_off = m->me_off;
	p->p_line = m->me_line;
	p->p_lstart = m->me_lstart;
	if (im == NULL || p->p_quiet)	/* (not the scan's reading) */
		return;
	p->p_nclauses = m->me_nclauses;
	im->bi_state = 2;
	for (im = im->bi_then; im != NULL && im->bi_state != 0;
	    im = im->bi_then)
		continue;
	if (im != NULL)
		bt_ipush(p, im);
}

/* C's suffixes of an integer literal (u, l, ul, ll, ull ...), which
 * change nothing */
static void
bt_intsuffix(bt_parser_t *p)
{
	int n = 0, c;

	while (n < 3 && ((c = bt_peekc(p, 0)) == 'u' || c == 'U' ||
	    c == 'l' || c == 'L')) {
		bt_adv(p, 1);
		n++;
	}
}

static void bt_next(bt_parser_t *p, int probe);

/* the duration suffixes of bpftrace 0.22 and later: nanoseconds */
static const struct {
	const char *d_unit;
	uint64_t d_ns;
} bt_durations[] = {
	{ "ns", 1 }, { "us", 1000 }, { "ms", 1000000 }, { "s", 1000000000 },
	{ "m", 60000000000ULL }, { "h", 3600000000000ULL },
	{ "d", 86400000000000ULL },
};

/* the k digits read are followed by a duration's unit (1s, 100ms): the
 * number of nanoseconds, read (1), or not a duration (0) */
static int
bt_duration(bt_parser_t *p, size_t k)
{
	size_t i, j, n;
	uint64_t v = 0;

	for (i = 0; i < sizeof(bt_durations) / sizeof(bt_durations[0]); i++) {
		n = strlen(bt_durations[i].d_unit);
		for (j = 0; j < n; j++)
			if (bt_peekc(p, k + j) != bt_durations[i].d_unit[j])
				break;
		if (j == n && !bt_isident(bt_peekc(p, k + n), 0))
			break;
	}
	if (i == sizeof(bt_durations) / sizeof(bt_durations[0]) ||
	    (k > 1 && bt_peekc(p, 0) == '0'))
		return 0;
	for (j = 0; j < k; j++)
		v = v * 10 + (uint64_t)(bt_peekc(p, j) - '0');
	bt_adv(p, k + n);
	p->t_int = v * bt_durations[i].d_ns;
	p->t_kind = BT_INT;
	return 1;
}

/*
 * An integer as bpftrace 0.17's lexer reads it where it differs from C's
 * (the current character is a digit): N e M (N times 10 to the M), and
 * the errors it reports and goes on after (the number dropped): a
 * leading 0 is octal, a number over 64 bits.  1 when it read the token
 * (or the next one, after an error), 0 to read it as usual.
 */
static int
bt_number(bt_parser_t *p)
{
	size_t k = 0, e = 0, i, n;
	int line = p->t_line, col = p->t_col;
	char num[64];
	uint64_t v = 0;

	if (bt_peekc(p, 0) == '0' && (bt_peekc(p, 1) == 'x' ||
	    bt_peekc(p, 1) == 'X'))
		return 0;
	while (isdigit(bt_peekc(p, k)))
		k++;
	if ((bt_peekc(p, k) == 'e' || bt_peekc(p, k) == 'E') &&
	    isdigit(bt_peekc(p, k + 1))) {
		for (e = k + 1; isdigit(bt_peekc(p, e)); e++)
			;
		for (n = 0; n < 3 && strchr("uUlL", bt_peekc(p, e + n)) !=
		    NULL && bt_peekc(p, e + n) > 0; n++)
			;	/* C's suffixes, which change nothing */
		if (bt_isident(bt_peekc(p, e + n), 0))
			return 0;
	} else if (k > 0 && bt_duration(p, k)) {
		return 1;
	} else {
		for (n = 0; n < 3 && strchr("uUlL", bt_peekc(p, k + n)) !=
		    NULL && bt_peekc(p, k + n) > 0; n++)
			;
		if (bt_isident(bt_peekc(p, k + n), 0) ||
		    bt_peekc(p, k) == '_')
			return 0;
	}
	if (e > 0) {
		uint64_t m = 0;
		int x = 0;

		for (i = 0; i < k; i++)
			m = m * 10 + (uint64_t)(bt_peekc(p, i) - '0');
		for (i = k + 1; i < e && x < 100; i++)
			x = x * 10 + (bt_peekc(p, i) - '0');
		bt_adv(p, e + n);
		if (x > 16) {
			bt_softerr(p, line, col, col + (int)e, "Exponent will "
			    "overflow integer range: %d", x);
			bt_next(p, 0);
			return 1;
		}
		for (v = m; x > 0; x--)
			v *= 10;
		p->t_int = v;
		p->t_kind = BT_INT;
		return 1;
	}
	if (k > 1 && bt_peekc(p, 0) == '0') {
		/* octal, as strtoull(3) with base 0 reads it */
		for (i = 1; i < k && bt_peekc(p, i) < '8'; i++)
			v = v * 8 + (uint64_t)(bt_peekc(p, i) - '0');
		if (i < k) {
			bt_adv(p, k + n);
			bt_softerr(p, line, col, col + (int)k, "Found trailing "
			    "non-numeric characters");
			bt_next(p, 0);
			return 1;
		}
		bt_adv(p, k + n);
		p->t_int = v;
		p->t_kind = BT_INT;
		return 1;
	}
	if (k >= 20) {
		snprintf(num, sizeof(num), "%.*s", (int)(k < 63 ? k : 63),
		    p->p_text + p->p_off);
		if (k > 20 || strcmp(num, "18446744073709551615") > 0) {
			bt_adv(p, k + n);
			bt_softerr(p, line, col, col + (int)k, "stoull");
			bt_next(p, 0);
			return 1;
		}
	}
	return 0;
}

/*
 * The next token.  probe: at the start of a top-level item, where a
 * probe is read as one word up to blanks, ',', '{' (a '/' inside it is a
 * path's, one that starts a word a predicate's).
 */
static void
bt_next(bt_parser_t *p, int probe)
{
	size_t n = 0, i;
	int c;

again:
	n = 0;
	bt_skip(p);
	if (bt_peekc(p, 0) == -1 && p->p_mdepth > 0) {
		bt_mpop(p);
		goto again;
	}
	p->t_line = p->p_line;
	p->t_col = (int)p->p_off - p->p_lstart + 1;
	if (p->p_mdepth > 0) {
		/* a macro's tokens are where it is used */
		p->t_line = p->p_mline;
		p->t_col = p->p_mcol;
	}
	p->t_text[0] = '\0';
	p->t_slen = 0;
	p->t_endpred = 0;
	c = bt_peekc(p, 0);
	if (c == -1) {
		p->t_kind = BT_EOF;
		return;
	}
	if (probe && c != '/' && c != '{' && c != ',' && c != '}') {
		while ((c = bt_peekc(p, 0)) != -1 && c != ' ' && c != '\t' &&
		    c != '\n' && c != '\r' && c != ',' && c != '{') {
			if (c == '"') {		/* a quoted path or name */
				bt_adv(p, 1);
				while ((c = bt_peekc(p, 0)) != -1 && c != '"') {
					if (n + 1 < sizeof(p->t_text))
						p->t_text[n++] = (char)c;
					bt_adv(p, 1);
				}
				bt_adv(p, 1);
				continue;
			}
			if (c == '/' && n > 0 && p->t_text[n - 1] != ':' &&
			    p->t_text[n - 1] != '/' &&
			    !bt_isident(bt_peekc(p, 1), 0) &&
			    bt_peekc(p, 1) != '.')
				break;
			if (n + 1 < sizeof(p->t_text))
				p->t_text[n++] = (char)c;
			bt_adv(p, 1);
		}
		p->t_text[n] = '\0';
		p->t_kind = BT_PROBE;
		return;
	}
	if (bt_isident(c, 1)) {
		while (bt_isident(bt_peekc(p, 0), 0)) {
			if (n + 1 < sizeof(p->t_text))
				p->t_text[n++] = (char)bt_peekc(p, 0);
			bt_adv(p, 1);
		}
		p->t_text[n] = '\0';
		p->t_kind = BT_IDENT;
		if (bt_mpush(p, p->t_text))
			goto again;
		return;
	}
	if (c == '@' || c == '$') {
		bt_adv(p, 1);
		while (bt_isident(bt_peekc(p, 0), 0) ||
		    (c == '$' && n == 0 && bt_peekc(p, 0) == '#')) {
			if (n + 1 < sizeof(p->t_text))
				p->t_text[n++] = (char)bt_peekc(p, 0);
			bt_adv(p, 1);
		}
		p->t_text[n] = '\0';
		if (c == '@')
			p->t_kind = BT_MAP;
		else if (n > 0 && (isdigit((unsigned char)p->t_text[0]) ||
		    p->t_text[0] == '#'))
			p->t_kind = BT_POS;
		else if (n > 0)
			p->t_kind = BT_VAR;
		else
			bt_error(p, p->t_line, p->t_col, "syntax error, "
			    "unexpected $");
		return;
	}
	if (isdigit(c) && !probe && bt_number(p))
		return;
	if (isdigit(c)) {
		uint64_t v = 0;
		int base = 10, d, any = 0;

		if (c == '0' && (bt_peekc(p, 1) == 'x' || bt_peekc(p, 1) == 'X')) {
			base = 16;
			bt_adv(p, 2);
		}
		while ((c = bt_peekc(p, 0)) != -1 &&
		    (isxdigit(c) || c == '_')) {
			if (c == '_') {
				bt_adv(p, 1);
				continue;
			}
			d = isdigit(c) ? c - '0' : tolower(c) - 'a' + 10;
			if (d >= base)
				break;
			if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
				bt_error(p, p->t_line, p->t_col,
				    "integer literal out of range");
			v = v * (uint64_t)base + (uint64_t)d;
			any = 1;
			bt_adv(p, 1);
		}
		if (any)
			bt_intsuffix(p);
		if (!any || bt_isident(bt_peekc(p, 0), 0))
			bt_error(p, p->t_line, p->t_col, "invalid integer "
			    "literal");
		p->t_int = v;
		p->t_kind = BT_INT;
		return;
	}
	if (c == '"') {
		int line = p->t_line, col = p->t_col;

		bt_adv(p, 1);
		while ((c = bt_peekc(p, 0)) != '"') {
			if (c == -1 || c == '\n') {
				/* to the end of the line, dropped */
				/* bpftrace's place takes the newline in */
				bt_softerr(p, line, col, (int)p->p_off -
				    p->p_lstart + 1 + (c == '\n'),
				    "unterminated string");
				bt_next(p, probe);
				return;
			}
			if (c == '\\') {
				bt_adv(p, 1);
				c = bt_escape(p, p->p_line,
				    (int)p->p_off - p->p_lstart);
			} else {
				bt_adv(p, 1);
			}
			if (n + 1 >= sizeof(p->t_text))
				bt_error(p, line, col, "string is too long");
			p->t_text[n++] = (char)c;
		}
		bt_adv(p, 1);
		p->t_text[n] = '\0';
		p->t_slen = n;
		p->t_kind = BT_STR;
		return;
	}
	for (i = 0; i < sizeof(bt_puncts) / sizeof(bt_puncts[0]); i++) {
		size_t l = strlen(bt_puncts[i]);

		if (p->p_off + l <= p->p_len &&
		    memcmp(p->p_text + p->p_off, bt_puncts[i], l) == 0) {
			memcpy(p->t_text, bt_puncts[i], l + 1);
			bt_adv(p, l);
			p->t_kind = BT_PUNCT;
			if (l == 1 && c == '/') {
				size_t k = 0;

				while (isspace(bt_peekc(p, k)))
					k++;
				p->t_endpred = bt_peekc(p, k) == '{';
			}
			return;
		}
	}
	/* bpftrace's lexer reports it, and goes on after it */
	bt_softerr(p, p->t_line, p->t_col, 0, "invalid character '%c'", c);
	bt_adv(p, 1);
	bt_next(p, probe);
}

static int
bt_is(const bt_parser_t *p, const char *s)
{
	return p->t_kind == BT_PUNCT && strcmp(p->t_text, s) == 0;
}

static int
bt_iskw(const bt_parser_t *p, const char *s)
{
	return p->t_kind == BT_IDENT && strcmp(p->t_text, s) == 0;
}

static const char *bt_identkind(const char *name);

static const char *
bt_tokname(const bt_parser_t *p)
{
	switch (p->t_kind) {
	case BT_EOF: return "end of file";
	case BT_INT: return "integer";
	case BT_STR: return "string";
	case BT_MAP: return "map";
	case BT_VAR: return "variable";
	case BT_POS: return "positional parameter";
	case BT_IDENT: return bt_identkind(p->t_text);
	default: return p->t_text;
	}
}

/*
 * A syntax error at the current token.  bpftrace's place for it starts
 * where the run of characters without a blank that holds the token
 * starts ("1 +;" is marked from the '+') and ends with the token.
 */
static void __attribute__((noreturn, format(printf, 2, 3)))
bt_syntax_at(bt_parser_t *p, const char *fmt, ...)
{
	const char *line = p->p_text + p->p_lstart;
	int start = p->t_col, end = (int)(p->p_off - (size_t)p->p_lstart) + 1;
	va_list ap;

	if (p->t_line != p->p_line || p->t_kind == BT_EOF)
		end = p->t_col + 1;
	if (p->t_kind == BT_EOF)	/* bpftrace's has no width */
		end = p->t_col;
	if (p->p_mdepth > 0)		/* in a macro: where it is used */
		end = 0;
	while (p->p_mdepth == 0 && start > 1 &&
	    !isspace((unsigned char)line[start - 2]))
		start--;
	va_start(ap, fmt);
	vsnprintf(p->p_err, p->p_errlen, fmt, ap);
	va_end(ap);
	p->p_errline = p->t_line;
	p->p_errcol = start;
	p->p_errend = end;
	longjmp(p->p_jmp, 1);
}

static void __attribute__((noreturn))
bt_syntax(bt_parser_t *p)
{
	bt_syntax_at(p, "syntax error, unexpected %s", bt_tokname(p));
}

static void
bt_expect(bt_parser_t *p, const char *s)
{
	if (!bt_is(p, s))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting %s",
		    bt_tokname(p), s);
	bt_next(p, 0);
}

static void
bt_enter(bt_parser_t *p)
{
	if (++p->p_depth > BT_MAXDEPTH)
		bt_error(p, p->t_line, p->t_col, "program is nested too "
		    "deeply (more than %d levels)", BT_MAXDEPTH);
}

/* ---- nodes ---- */

static dt_node_t *
bt_node_at(bt_parser_t *p, dt_nodekind_t kind, int line, int col)
{
	dt_node_t *n = dt_node_new(p->p_ast, kind, line, col);

	if (n == NULL)
		bt_nomem(p);
	return n;
}

static dt_node_t *
bt_node(bt_parser_t *p, dt_nodekind_t kind)
{
	return bt_node_at(p, kind, p->t_line, p->t_col);
}

static char *
bt_strdup(bt_parser_t *p, const char *s)
{
	char *d = strdup(s);

	if (d == NULL)
		bt_nomem(p);
	return d;
}

static dt_node_t *
bt_ident(bt_parser_t *p, const char *name, int line, int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_IDENT, line, col);

	n->dn_string = bt_strdup(p, name);
	return n;
}

/* the variable $name (name with its $) */
static dt_node_t *
bt_var(bt_parser_t *p, const char *name, int line, int col)
{
	dt_node_t *v = bt_node_at(p, DT_NODE_THIS, line, col);

	v->dn_string = bt_strdup(p, name);
	return v;
}

static dt_node_t *
bt_int(bt_parser_t *p, uint64_t v, int line, int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_INT, line, col);

	n->dn_int = v;
	return n;
}

static dt_node_t *
bt_call(bt_parser_t *p, const char *fn, dt_node_t *args, int line, int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_CALL, line, col);

	n->dn_string = bt_strdup(p, fn);
	n->dn_args = args;
	return n;
}

static dt_node_t *
bt_op2(bt_parser_t *p, dt_op_t op, dt_node_t *l, dt_node_t *r, int line,
    int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_OP2, line, col);

	n->dn_op = op;
	n->dn_left = l;
	n->dn_right = r;
	return n;
}

static size_t
bt_nargs(const dt_node_t *a)
{
	size_t n = 0;

	for (; a != NULL; a = a->dn_next)
		n++;
	return n;
}

/* stack modes: bpftrace's, perf's, raw (addresses only) */
enum { BT_STACK_BPFTRACE, BT_STACK_PERF, BT_STACK_RAW };

/* the flags of a kstack()/ustack() call of stack mode mode */
static unsigned
bt_stackflags(int mode)
{
	return mode == BT_STACK_PERF ? DT_NF_BTPERF : mode == BT_STACK_RAW ?
	    DT_NF_BTRAW : 0;
}

/* are OpenBSD btrace's programs accepted too (not as bpftrace)? */
static int
bt_openbsd(const bt_parser_t *p)
{
	return p->p_env != NULL && p->p_env->be_openbsd;
}

/* ---- maps: aggregations or variables ---- */

static int
bt_inlist(char *const *v, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (strcmp(v[i], name) == 0)
			return 1;
	}
	return 0;
}

static void
bt_addlist(bt_parser_t *p, char ***vp, size_t *np, const char *name)
{
	char **v;

	if (bt_inlist(*vp, *np, name))
		return;
	if ((v = realloc(*vp, (*np + 1) * sizeof(*v))) == NULL)
		bt_nomem(p);
	*vp = v;
	v[(*np)++] = bt_strdup(p, name);
}

static void
bt_freelist(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* is map name an aggregation (not, as btrace, one also given values) */
static int
bt_isagg(const bt_parser_t *p, const char *name)
{
	return bt_inlist(p->p_aggs, p->p_naggs, name) && !(bt_openbsd(p) &&
	    bt_inlist(p->p_valued, p->p_nvalued, name) &&
	    !bt_inlist(p->p_unmixable, p->p_nunmixable, name));
}

/* the aggregating functions, bt's names; those OpenBSD's btrace has
 * change a map's value */
static const struct {
	const char *a_name;
	int a_value;
} bt_aggfns[] = {
	{ "count", 1 }, { "sum", 1 }, { "avg", 0 }, { "min", 1 },
	{ "max", 1 }, { "stats", 0 }, { "hist", 0 }, { "lhist", 0 },
};

/* 0 if s is no aggregating function, 1 if one, 2 if one that OpenBSD's
 * btrace has */
static int
bt_isaggfn(const char *s)
{
	size_t i;

	for (i = 0; i < sizeof(bt_aggfns) / sizeof(bt_aggfns[0]); i++) {
		if (strcmp(bt_aggfns[i].a_name, s) == 0)
			return 1 + bt_aggfns[i].a_value;
	}
	return 0;
}

/* the scan's next token: what the lexer refuses (a probe's 99hz read
 * as a number) is passed over */
static void
bt_scan_next(bt_parser_t *s)
{
	if (setjmp(s->p_jmp) != 0)
		bt_adv(s, 1);
	bt_next(s, 0);
}

/*
 * The first scan: which maps are assigned an aggregating function
 * ("@name = count(" or "@name[...] = hist("), straight from the text.
 */
static void
bt_scan_aggs(bt_parser_t *p)
{
	bt_parser_t s = *p;		/* a lexer of its own */
	char map[4096];
	int depth, fn, let = 0;

	s.p_quiet = 1;

	map[0] = '\0';
	for (;;) {
		bt_scan_next(&s);
		if (s.t_kind == BT_EOF)
			break;
		/* not a map declaration's map (let @m = hash(N);) */
		if (s.t_kind != BT_MAP || let) {
			let = strcmp(s.t_text, "let") == 0;
			continue;
		}
		snprintf(map, sizeof(map), "%s", s.t_text);
		bt_scan_next(&s);
		if (bt_is(&s, "[")) {
			for (depth = 1; depth > 0 && s.t_kind != BT_EOF;) {
				bt_scan_next(&s);
				depth += bt_is(&s, "[") - bt_is(&s, "]");
			}
			bt_scan_next(&s);
		}
		if (!bt_is(&s, "="))
			continue;
		bt_scan_next(&s);
		fn = s.t_kind == BT_IDENT ? bt_isaggfn(s.t_text) : 0;
		if (fn > 0)
			bt_addlist(p, &p->p_aggs, &p->p_naggs, map);
		if (fn == 1)
			bt_addlist(p, &p->p_unmixable, &p->p_nunmixable, map);
		if (fn == 0)
			bt_addlist(p, &p->p_valued, &p->p_nvalued, map);
	}
}

/* ---- imports (bpftrace 0.24 and later) ---- */

/* is an imported file being read (not the program, nor a macro's body
 * in it)? */
static int
bt_inimport(const bt_parser_t *p)
{
	return p->p_mdepth > 0 &&
	    p->p_mstack[p->p_mdepth - 1].me_import != NULL;
}

/* read import im's text now, its tokens where the outermost import
 * statement is (p_mline, p_mcol) */
static void
bt_ipush(bt_parser_t *p, struct bt_import *im)
{
	struct bt_mexp *m;

	if (p->p_mdepth == BT_MAXMACRO)
		bt_error(p, p->p_mline, p->p_mcol, "imports nested too deeply");
	m = &p->p_mstack[p->p_mdepth++];
	m->me_text = p->p_text;
	m->me_len = p->p_len;
	m->me_off = p->p_off;
	m->me_line = p->p_line;
	m->me_lstart = p->p_lstart;
	m->me_name = im->bi_path;	/* no identifier */
	m->me_import = im;
	m->me_nclauses = p->p_nclauses;
	p->p_nclauses = 0;
	im->bi_state = 1;
	p->p_text = im->bi_text;
	p->p_len = strlen(im->bi_text);
	p->p_off = 0;
	p->p_line = 1;
	p->p_lstart = 0;
	bt_scan_aggs(p);	/* its maps given aggregating functions */
}

/* the import of file real (a realpath()) already made, or NULL */
static struct bt_import *
bt_imported(const bt_parser_t *p, const char *real)
{
	struct bt_import *im;

	for (im = p->p_imports; im != NULL; im = im->bi_next)
		if (strcmp(im->bi_real, real) == 0)
			return im;
	return NULL;
}

/*
 * import "NAME"; before the probes ("import" was just read, as a probe):
 * the .bt files it names (dt_bt_import_find()) are read next, each once
 * in the program (a file imported again is passed over, one importing a
 * file being read, or the program's own, is an error)
 */
static void
bt_import(bt_parser_t *p)
{
	const dt_btenv_t *env = p->p_env;
	struct bt_import *first = NULL, **then = &first, *im;
	int line = p->t_line, col = p->t_col, n, i, cycle = 0, end;
	char name[4096], err[4200], real[PATH_MAX], prog[PATH_MAX];
	char **paths;
	size_t len;

	if (p->p_nclauses > 0)
		bt_error_to(p, line, col, col + 6, "imports must come before "
		    "the probes");
	bt_next(p, 0);
	if (p->t_kind != BT_STR)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting string",
		    bt_tokname(p));
	snprintf(name, sizeof(name), "%s", p->t_text);
	bt_next(p, 0);
	if (!bt_is(p, ";"))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting ;",
		    bt_tokname(p));
	end = p->t_line == line && p->t_col > col ? p->t_col + 1 : 0;
	n = dt_bt_import_find(name, p->p_ast->da_file, env != NULL ?
	    env->be_incdirs : NULL, env != NULL ? env->be_nincdirs : 0, &paths,
	    err, sizeof(err));
	if (n < 0)
		bt_error_to(p, line, col, end, "%s", err);
	if (p->p_ast->da_file == NULL ||
	    realpath(p->p_ast->da_file, prog) == NULL)
		prog[0] = '\0';
	for (i = 0; i < n && !cycle; i++) {
		if (realpath(paths[i], real) == NULL) {
			snprintf(err, sizeof(err), "error reading import "
			    "\"%s\": %s", paths[i], strerror(errno));
			break;
		}
		if (strcmp(real, prog) == 0) {
			cycle = 2;
			continue;
		}
		if ((im = bt_imported(p, real)) != NULL) {
			cycle = im->bi_state == 1;
			continue;
		}
		if ((im = calloc(1, sizeof(*im))) == NULL) {
			snprintf(err, sizeof(err), "out of memory");
			break;
		}
		im->bi_next = p->p_imports;
		p->p_imports = im;
		if ((im->bi_path = strdup(paths[i])) == NULL ||
		    (im->bi_real = strdup(real)) == NULL) {
			snprintf(err, sizeof(err), "out of memory");
			break;
		}
		if ((im->bi_text = dt_bt_import_read(paths[i], &len, err,
		    sizeof(err))) == NULL)
			break;
		*then = im;
		then = &im->bi_then;
	}
	if (cycle)
		snprintf(err, sizeof(err), "Import cycle: \"%s\" is %s",
		    paths[i - 1], cycle == 2 ? "the program itself" :
		    "being imported already");
	dt_bt_import_free(paths);
	if (i < n || cycle)
		bt_error_to(p, line, col, end, "%s", err);
	if (first != NULL) {
		if (p->p_mdepth == 0) {
			p->p_mline = line;
			p->p_mcol = col;
		}
		bt_ipush(p, first);
	}
	bt_next(p, 1);
}

/* a statement's import (in a probe): bpftrace's are of C and BPF files
 * only, which need clang */
static void __attribute__((noreturn))
bt_stmtimport(bt_parser_t *p)
{
	int line = p->t_line, col = p->t_col;

	bt_next(p, 0);
	if (p->t_kind == BT_STR && strlen(p->t_text) > 3 &&
	    strcmp(p->t_text + strlen(p->t_text) - 3, ".bt") == 0)
		bt_error(p, line, col, "Import statements that are not at the "
		    "root are limited to specific object (.o), header (.h), or "
		    "C source (.c or bpf.c) files");
	bt_error(p, line, col, "cannot import C and BPF files (.h, .bpf.c, "
	    ".bpf.o): it needs clang, which btrace does not use; only .bt "
	    "files can be imported, before the probes");
}

/* @name: an AGG node, or the variable "@name" */
static dt_node_t *
bt_map(bt_parser_t *p, const char *name, int line, int col)
{
	dt_node_t *n;
	char vname[4100];

	if (bt_isagg(p, name)) {
		n = bt_node_at(p, DT_NODE_AGG, line, col);
		n->dn_string = bt_strdup(p, name);
		return n;
	}
	snprintf(vname, sizeof(vname), "@%s", name);
	return bt_ident(p, vname, line, col);
}

/* ---- built-in variables and functions ---- */

typedef struct bt_builtin {
	const char *b_name;	/* bt */
	const char *b_d;	/* D identifier, or a function of no
				   arguments when b_call */
	int b_call;
	int b_later;		/* bpftrace after 0.17 (an identifier in
				   0.17's grammar) */
} bt_builtin_t;

static const bt_builtin_t bt_builtins[] = {
	{ "pid", "pid", 0, 0 },
	{ "tid", "tid", 0, 0 },
	{ "uid", "uid", 0, 0 },
	{ "gid", "gid", 0, 0 },
	{ "nsecs", "timestamp", 0, 0 },
	{ "elapsed", "__bt_elapsed", 0, 0 },
	{ "cpu", "cpu", 0, 0 },
	{ "comm", "execname", 0, 0 },
	{ "kstack", "stack", 1, 0 },
	{ "ustack", "ustack", 1, 0 },
	{ "retval", "arg1", 0, 0 },
	{ "func", "__bt_func", 1, 0 },
	{ "probe", "__bt_probe", 0, 0 },
	{ "curtask", "curthread", 0, 0 },
	{ "rand", "__bt_rand", 0, 0 },
	{ "cgroup", "__bt_cgroup", 0, 0 },
	{ "numaid", "__bt_numaid", 0, 0 },
	{ "username", "__bt_username", 0, 0 },
	{ "args", "args", 0, 0 },
	{ "cpid", "$target", 0, 0 },
	{ "ctx", "__bt_ctx", 0, 0 },
	/* bpftrace after 0.17 */
	{ "ncpus", "__bt_ncpus", 1, 1 },
	{ "ppid", "ppid", 0, 1 },
	{ "pcomm", "__bt_pcomm", 1, 1 },
	{ "usermode", "__bt_usermode", 1, 1 },
	{ "jiffies", "__bt_jiffies", 0, 1 },
	{ "has_cpid", "__bt_has_cpid", 1, 1 },
};

static const bt_builtin_t *
bt_builtin(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(bt_builtins) / sizeof(bt_builtins[0]); i++) {
		if (strcmp(bt_builtins[i].b_name, name) == 0)
			return &bt_builtins[i];
	}
	return NULL;
}

/* bt function -> D function, with the argument counts bt allows */
typedef struct bt_func {
	const char *f_name;
	const char *f_d;
	int f_min, f_max;
	int f_later;		/* bpftrace after 0.17 */
} bt_func_t;

static const bt_func_t bt_funcs[] = {
	{ "printf", "printf", 1, 64, 0 },
	{ "exit", "exit", 0, 1, 0 },	/* exit(CODE): bpftrace 0.21's (not
					   as bpftrace) */
	{ "count", "count", 0, 0, 0 },
	{ "sum", "sum", 1, 1, 0 },
	{ "avg", "avg", 1, 1, 0 },
	{ "min", "min", 1, 1, 0 },
	{ "max", "max", 1, 1, 0 },
	{ "stats", "stats", 1, 1, 0 },
	{ "hist", "quantize", 1, 1, 0 },
	{ "lhist", "lquantize", 4, 4, 0 },
	{ "delete", "__bt_delete", 1, 2, 0 },
	{ "clear", "__bt_clear", 1, 1, 0 },
	{ "zero", "__bt_zero", 1, 1, 0 },
	{ "print", "__bt_print", 1, 3, 0 },
	{ "str", "__bt_str", 1, 2, 0 },
	{ "ksym", "func", 1, 1, 0 },
	{ "usym", "ufunc", 1, 1, 0 },
	{ "kstack", "stack", 0, 2, 0 },
	{ "ustack", "ustack", 0, 2, 0 },
	{ "system", "system", 1, 64, 0 },
	{ "cat", "__bt_cat", 1, 64, 0 },
	{ "time", "__bt_time", 0, 1, 0 },
	{ "strftime", "__bt_strftime", 2, 2, 0 },
	{ "join", "__bt_join", 1, 2, 0 },
	{ "kaddr", "__bt_kaddr", 1, 1, 0 },
	{ "cgroupid", "__bt_cgroupid", 1, 1, 0 },
	{ "kptr", NULL, 1, 1, 0 },
	{ "uptr", NULL, 1, 1, 0 },
	{ "uaddr", "__bt_uaddr", 1, 1, 0 },
	{ "reg", "__bt_reg", 1, 1, 0 },
	{ "buf", "__bt_buf", 1, 2, 0 },
	{ "strncmp", "__bt_strncmp", 3, 3, 0 },
	{ "ntop", "__bt_ntop", 1, 2, 0 },
	{ "signal", "__bt_signal", 1, 1, 0 },
	{ "sizeof", NULL, 1, 1, 0 },
	{ "strerror", "__bt_strerror", 1, 1, 0 },
	{ "strcontains", "__bt_strcontains", 2, 2, 0 },
	{ "bswap", "__bt_bswap", 1, 1, 0 },
	{ "pton", "__bt_pton", 1, 1, 0 },
	{ "override", "__bt_override", 1, 1, 0 },
	{ "unwatch", "__bt_unwatch", 1, 1, 0 },
	{ "macaddr", "__bt_macaddr", 1, 1, 0 },
	{ "cgroup_path", "__bt_cgroup_path", 1, 2, 0 },
	{ "debugf", "__bt_debugf", 1, 128, 0 },
	/* bpftrace's errors come before and after their count's */
	{ "path", "__bt_path", 0, 64, 0 },
	{ "skboutput", "__bt_skboutput", 0, 64, 0 },
	/* bpftrace after 0.17 */
	{ "has_key", "__bt_has_key", 2, 2, 1 },
	{ "len", "__bt_len", 1, 1, 1 },
	{ "find", "__bt_find", 3, 3, 1 },
	{ "strlen", "strlen", 1, 1, 1 },
	{ "syscall_name", "__bt_syscall_name", 1, 1, 1 },
	{ "kfunc_exist", "__bt_kfunc_exist", 1, 1, 1 },
	{ "kfunc_allowed", "__bt_kfunc_allowed", 1, 1, 1 },
	{ "socket_cookie", "__bt_socket_cookie", 1, 1, 1 },
	{ "percpu_kaddr", "__bt_percpu_kaddr", 1, 2, 1 },
	{ "is_array", "__bt_is_array", 1, 1, 1 },
	{ "is_integer", "__bt_is_integer", 1, 1, 1 },
	{ "is_unsigned_integer", "__bt_is_unsigned_integer", 1, 1, 1 },
	{ "is_str", "__bt_is_str", 1, 1, 1 },
	{ "is_ptr", "__bt_is_ptr", 1, 1, 1 },
	{ "is_literal", "__bt_is_literal", 1, 1, 1 },
	{ "fail", "__bt_fail", 1, 64, 1 },
	{ "errorf", "__bt_errorf", 1, 64, 1 },
	{ "memcmp", "__bt_memcmp", 3, 3, 1 },
	{ "globmatch", "__bt_globmatch", 2, 2, 1 },
	{ "assert", NULL, 2, 2, 1 },	/* made an if (bt_assert) */
};

static const bt_func_t *
bt_func(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(bt_funcs) / sizeof(bt_funcs[0]); i++) {
		if (strcmp(bt_funcs[i].f_name, name) == 0)
			return &bt_funcs[i];
	}
	return NULL;
}

/* an identifier's token in bpftrace 0.17's grammar (its syntax errors
 * name it): a built-in variable, a function, both (kstack, ustack), or
 * another name */
static const char *
bt_identkind(const char *name)
{
	const bt_builtin_t *b = bt_builtin(name);
	const bt_func_t *f = bt_func(name);
	const char *a = name + (name[0] == 's');	/* argN, sargN */

	if (strncmp(a, "arg", 3) == 0 && isdigit((unsigned char)a[3]) &&
	    a[4] == '\0')
		return "builtin";
	if (b != NULL && !b->b_later && f != NULL)
		return "call_builtin";
	if (b != NULL && !b->b_later)
		return "builtin";
	if (f != NULL && !f->f_later)
		return "call";
	return "identifier";
}

const char *
dt_bt_funcname(const char *d)
{
	size_t i;

	for (i = 0; i < sizeof(bt_funcs) / sizeof(bt_funcs[0]); i++)
		if (bt_funcs[i].f_d != NULL && strcmp(bt_funcs[i].f_d, d) == 0)
			return bt_funcs[i].f_name;
	return d;
}

/* ---- expressions ---- */

static dt_node_t *bt_expr(bt_parser_t *p);
static dt_node_t *bt_assign(bt_parser_t *p);
static dt_node_t *bt_unary(bt_parser_t *p);
static dt_node_t *bt_block(bt_parser_t *p, int top);
static void bt_brace(bt_parser_t *p, const char *expecting);

/* comma-separated expressions up to close */
static dt_node_t *
bt_exprlist(bt_parser_t *p, const char *close)
{
	dt_node_t *head = NULL, **tail = &head;

	if (bt_is(p, close)) {
		bt_next(p, 0);
		return NULL;
	}
	for (;;) {
		*tail = bt_assign(p);
		tail = &(*tail)->dn_next;
		if (bt_is(p, close))
			break;
		bt_expect(p, ",");
	}
	bt_next(p, 0);
	return head;
}

/* a type name after '(' or in sizeof: bt's integer names, or C's */
static const char *const bt_inttypes[][2] = {
	{ "int8", "int8_t" }, { "int16", "int16_t" }, { "int32", "int32_t" },
	{ "int64", "int64_t" }, { "uint8", "uint8_t" },
	{ "uint16", "uint16_t" }, { "uint32", "uint32_t" },
	{ "uint64", "uint64_t" },
};

static const char *const bt_ctypes[] = {
	"struct", "union", "enum", "char", "short", "int", "long", "unsigned",
	"signed", "void", "bool",
};

static int
bt_istype(const bt_parser_t *p)
{
	size_t i;

	if (p->t_kind != BT_IDENT)
		return 0;
	for (i = 0; i < sizeof(bt_inttypes) / sizeof(bt_inttypes[0]); i++) {
		if (strcmp(p->t_text, bt_inttypes[i][0]) == 0)
			return 1;
	}
	for (i = 0; i < sizeof(bt_ctypes) / sizeof(bt_ctypes[0]); i++) {
		if (strcmp(p->t_text, bt_ctypes[i]) == 0)
			return 1;
	}
	return strlen(p->t_text) > 2 &&
	    strcmp(p->t_text + strlen(p->t_text) - 2, "_t") == 0;
}

static dt_node_t *
bt_typename(bt_parser_t *p)
{
	dt_node_t *t = bt_node(p, DT_NODE_TYPE);
	char name[512];
	size_t i, n = 0;

	name[0] = '\0';
	while (p->t_kind == BT_IDENT) {
		const char *w = p->t_text;

		for (i = 0; i < sizeof(bt_inttypes) / sizeof(bt_inttypes[0]);
		    i++) {
			if (strcmp(w, bt_inttypes[i][0]) == 0)
				w = bt_inttypes[i][1];
		}
		if (strcmp(w, "bool") == 0)
			w = "_Bool";
		n += (size_t)snprintf(name + n, sizeof(name) - n, "%s%s",
		    n ? " " : "", w);
		if (n >= sizeof(name))
			bt_syntax(p);
		bt_next(p, 0);
		if (strncmp(name, "struct ", 7) == 0 ||
		    strncmp(name, "union ", 6) == 0 ||
		    strncmp(name, "enum ", 5) == 0 ||
		    strstr(name, "_t") != NULL)
			break;
	}
	while (bt_is(p, "*")) {
		t->dn_ptr++;
		bt_next(p, 0);
	}
	t->dn_tname = bt_strdup(p, name);
	/* an array of integers, N or [] (its size the value's), cast to
	 * (bpftrace 0.19 and later: dt_sema_btcast) */
	if (bt_is(p, "[")) {
		dt_node_t *d = bt_node(p, DT_NODE_INT);

		bt_next(p, 0);
		if (p->t_kind == BT_INT) {
			d->dn_int = p->t_int;
			bt_next(p, 0);
		} else
			d->dn_flags |= DT_NF_NODIM;
		bt_expect(p, "]");
		t->dn_args = d;
	}
	return t;
}

/* is the '(' just read the start of a cast? (the token after it names
 * a type) */
static int
bt_castahead(const bt_parser_t *p)
{
	bt_parser_t s = *p;

	if (!bt_is(&s, "("))
		return 0;
	s.p_quiet = 1;	/* the lexer's errors are the real reading's */
	bt_next(&s, 0);
	if (bt_istype(&s))
		return 1;
	/*
	 * bpftrace 0.17 reads "(NAME *)" and "(NAME) operand" as casts to
	 * a type NAME whatever NAME is (a name that is no built-in or
	 * function): "(task_struct *)curtask" is a cast, refused in the
	 * semantic pass when there is no such type.  "(NAME)" before an
	 * operator stays an expression (a kernel enumerator).
	 */
	if (s.t_kind != BT_IDENT ||
	    strcmp(bt_identkind(s.t_text), "identifier") != 0)
		return 0;
	bt_next(&s, 0);
	if (bt_is(&s, "*")) {
		while (bt_is(&s, "*"))
			bt_next(&s, 0);
		return bt_is(&s, ")");
	}
	if (!bt_is(&s, ")"))
		return 0;
	bt_next(&s, 0);
	return s.t_kind == BT_INT || s.t_kind == BT_STR ||
	    s.t_kind == BT_IDENT || s.t_kind == BT_VAR ||
	    s.t_kind == BT_MAP || s.t_kind == BT_POS || bt_is(&s, "(") ||
	    bt_is(&s, "!") || bt_is(&s, "~");
}

/*
 * An error bpftrace finds in its semantic pass, not its parser: a call of
 * __bt_error("message") in place of the expression, which the semantic
 * pass reports in its turn (so that it reports the others too).
 */
static dt_node_t *
bt_deferr(bt_parser_t *p, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static dt_node_t *
bt_deferr(bt_parser_t *p, int line, int col, const char *fmt, ...)
{
	dt_node_t *m = bt_node_at(p, DT_NODE_STRING, line, col);
	char msg[600];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	m->dn_string = bt_strdup(p, msg);
	m->dn_len = strlen(msg);
	return bt_call(p, "__bt_error", m, line, col);
}

/*
 * -O openbsd: the arguments of hist(v) or lhist(v, min, max, step) that
 * count v in OpenBSD's btrace's buckets (dt_bt_obsdhist.c): v given as
 * __bt_obsdbucket(v[, min, max, step]), lhist()'s range made whole steps
 * from min / step * step up to past max; an lhist() whose range is not
 * literals bpftrace accepts is left as it is (its errors, or bpftrace's
 * buckets)
 */
static dt_node_t *
bt_obsdbucket(bt_parser_t *p, dt_node_t *args, int line, int col)
{
	dt_node_t *mn = args->dn_next, *mx, *st, *v;
	uint64_t step;

	if (p->p_env == NULL || !p->p_env->be_obsdhist)
		return args;
	if (mn == NULL) {
		v = bt_call(p, "__bt_obsdbucket", args, line, col);
		return v;
	}
	mx = mn->dn_next;
	st = mx->dn_next;
	if (mn->dn_kind != DT_NODE_INT || mx->dn_kind != DT_NODE_INT ||
	    st->dn_kind != DT_NODE_INT || st->dn_int < 1 || mn->dn_int >
	    INT32_MAX || mx->dn_int > INT32_MAX || mx->dn_int < mn->dn_int ||
	    mx->dn_int - mn->dn_int < st->dn_int)
		return args;
	step = st->dn_int;
	v = bt_call(p, "__bt_obsdbucket", args, line, col);
	v->dn_next = bt_int(p, mn->dn_int / step * step, mn->dn_line,
	    mn->dn_col);
	v->dn_next->dn_next = bt_int(p, mx->dn_int / step * step + step,
	    mx->dn_line, mx->dn_col);
	v->dn_next->dn_next->dn_next = bt_int(p, step, st->dn_line,
	    st->dn_col);
	return v;
}

/* a call with the wrong number of arguments, as bpftrace words it */
static dt_node_t *
bt_argcount_deferred(bt_parser_t *p, const bt_func_t *f, size_t na,
    int line, int col)
{
	static const char *const words[] = { "no", "one" };
	int n = (int)na < f->f_min ? f->f_min : f->f_max;
	char num[16];

	if (n < 2)
		snprintf(num, sizeof(num), "%s", words[n]);
	else
		snprintf(num, sizeof(num), "%d", n);
	if (f->f_min != f->f_max && (int)na > f->f_max)
		return bt_deferr(p, line, col, "%s() takes up to %s argument%s "
		    "(%zu provided)", f->f_name, num, n == 1 ? "" : "s", na);
	return bt_deferr(p, line, col, "%s() requires %s%s argument%s (%zu "
	    "provided)", f->f_name, f->f_min == f->f_max ? "" : "at least ",
	    num, n == 1 ? "" : "s", na);
}

/*
 * is name a built-in that reads the probe's context (args, ctx, argN,
 * retval)?  bpftrace (0.21 and later) refuses them in a for-loop's body,
 * which it runs in a callback without that context
 */
static int
bt_isctxbuiltin(const char *name)
{
	if (strncmp(name, "arg", 3) == 0 && isdigit((unsigned char)name[3]) &&
	    name[4] == '\0')
		return 1;
	return strcmp(name, "args") == 0 || strcmp(name, "ctx") == 0 ||
	    strcmp(name, "retval") == 0;
}

/* built-in name read in a for-loop's body: bpftrace's error, placed at
 * the name alone */
static dt_node_t *
bt_forctxerr(bt_parser_t *p, const char *name, int line, int col)
{
	dt_node_t *n = bt_deferr(p, line, col, "'%s' builtin is not allowed "
	    "in a for-loop", name);

	n->dn_len = strlen(name);
	return n;
}

/*
 * The built-ins that read the probe's context in n and what follows it,
 * a macro's body expanded in a for-loop's body: each made the error
 * bt_forctxerr() gives one written there (in place: the nodes the
 * parser made of args, argN, retval (arg1) and ctx)
 */
static void
bt_forctxmacro(bt_parser_t *p, dt_node_t *n)
{
	for (; n != NULL; n = n->dn_next) {
		const char *name = n->dn_kind != DT_NODE_IDENT ? NULL :
		    (n->dn_flags & DT_NF_BTRETVAL) ? "retval" :
		    strcmp(n->dn_string, "__bt_ctx") == 0 ? "ctx" :
		    bt_isctxbuiltin(n->dn_string) ? n->dn_string : NULL;

		if (name != NULL) {
			dt_node_t *e = bt_forctxerr(p, name, n->dn_line,
			    n->dn_col);
			char *fn = bt_strdup(p, e->dn_string);

			free(n->dn_string);
			n->dn_kind = DT_NODE_CALL;
			n->dn_string = fn;
			n->dn_args = e->dn_args;
			n->dn_len = e->dn_len;
			n->dn_flags = 0;
			continue;
		}
		bt_forctxmacro(p, n->dn_left);
		bt_forctxmacro(p, n->dn_right);
		bt_forctxmacro(p, n->dn_third);
		bt_forctxmacro(p, n->dn_args);
		bt_forctxmacro(p, n->dn_body);
		bt_forctxmacro(p, n->dn_else);
	}
}

/* built-in name's node, or NULL if it is none */
static dt_node_t *
bt_builtin_node(bt_parser_t *p, const char *name, int line, int col)
{
	const bt_builtin_t *b = bt_builtin(name);
	dt_node_t *n;

	if (b == NULL)
		return NULL;
	if (b->b_call) {
		n = bt_call(p, b->b_d, NULL, line, col);
		if (p->p_kfunc && strcmp(name, "func") == 0)
			n->dn_flags |= DT_NF_BTKFUNC;	/* (not there) */
		if (strcmp(b->b_d, "stack") == 0 ||
		    strcmp(b->b_d, "ustack") == 0)
			n->dn_flags |= bt_stackflags(p->p_stackperf);
		return n;
	}
	if (b->b_d[0] == '$') {
		n = bt_node_at(p, DT_NODE_MACRO, line, col);
		n->dn_string = bt_strdup(p, b->b_d + 1);
		return n;
	}
	/* probe in a clause of kfunc: or kretfunc: probes: named so */
	n = bt_ident(p, p->p_kfunc && strcmp(name, "probe") == 0 ?
	    "__bt_fprobe" : b->b_d, line, col);
	if (strcmp(name, "retval") == 0)
		n->dn_flags |= DT_NF_BTRETVAL;
	if (p->p_kfunc == 2 && strcmp(name, "args") == 0)
		n->dn_flags |= DT_NF_BTKRETFUNC;
	return n;
}

/* ---- bt's macros (bpftrace 0.21 and later) ---- */

static struct bt_btmacro *
bt_btmacro(const bt_parser_t *p, const char *name)
{
	int i;

	for (i = 0; i < p->p_nbtmacros; i++)
		if (strcmp(p->p_btmacros[i].bm_name, name) == 0)
			return &p->p_btmacros[i];
	return NULL;
}

/* is name a bare parameter of the macro being read? */
static int
bt_mparam(const bt_parser_t *p, const char *name)
{
	int i;

	for (i = 0; p->p_mdef != NULL && i < p->p_mdef->bm_nparams; i++)
		if (strcmp(p->p_mdef->bm_params[i], name) == 0)
			return 1;
	return 0;
}

/* a map written alone: an aggregation, or a map's one element */
static int
bt_baremap(const dt_node_t *n)
{
	return n->dn_kind == DT_NODE_AGG || (n->dn_kind == DT_NODE_ARRAY &&
	    (n->dn_flags & DT_NF_BTSCALAR) && n->dn_left->dn_kind ==
	    DT_NODE_IDENT);
}

/* the name (with its @) of map node n, written alone or keyed */
static const char *
bt_mapname(const dt_node_t *n, char *buf, size_t len)
{
	if (n->dn_kind == DT_NODE_ARRAY)
		n = n->dn_left;
	if (n->dn_kind == DT_NODE_AGG)
		snprintf(buf, len, "@%s", n->dn_string);
	else if (n->dn_kind == DT_NODE_IDENT && n->dn_string[0] == '@')
		snprintf(buf, len, "%s", n->dn_string);
	else
		return NULL;
	return buf;
}

/*
 * OpenBSD's btrace: @m[k] = count() (sum(x), min(x), max(x)) on a map
 * also given values changes the value: @m[k] + 1 (@m[k] + x, the less
 * or the greater of @m[k] and x; a missing element is 0).  asgn is the
 * assignment, rewritten.
 */
static void
bt_valuefn(bt_parser_t *p, dt_node_t *asgn)
{
	dt_node_t *m = asgn->dn_left, *fn = asgn->dn_right, *x;
	int line = fn->dn_line, col = fn->dn_col, n;
	char name[4100];
	const char *f;

	if (!bt_openbsd(p) || asgn->dn_op != DT_OP_ASGN ||
	    fn->dn_kind != DT_NODE_CALL ||
	    bt_mapname(m, name, sizeof(name)) == NULL ||
	    m->dn_kind == DT_NODE_AGG || (m->dn_kind == DT_NODE_ARRAY &&
	    m->dn_left->dn_kind == DT_NODE_AGG))
		return;
	f = fn->dn_string;
	n = bt_nargs(fn->dn_args);
	if (strcmp(f, "count") == 0 && n == 0) {
		asgn->dn_right = bt_op2(p, DT_OP_ADD, dt_node_clone(p->p_ast,
		    m, 0, 0), bt_int(p, 1, line, col), line, col);
		return;
	}
	if (n != 1 || (strcmp(f, "sum") != 0 && strcmp(f, "min") != 0 &&
	    strcmp(f, "max") != 0))
		return;
	x = fn->dn_args;
	if (strcmp(f, "sum") == 0) {
		asgn->dn_right = bt_op2(p, DT_OP_ADD, dt_node_clone(p->p_ast,
		    m, 0, 0), x, line, col);
		return;
	}
	asgn->dn_right = bt_node_at(p, DT_NODE_OP3, line, col);
	asgn->dn_right->dn_left = bt_op2(p, strcmp(f, "min") == 0 ?
	    DT_OP_LT : DT_OP_GT, dt_node_clone(p->p_ast, m, 0, 0), x, line,
	    col);
	asgn->dn_right->dn_right = dt_node_clone(p->p_ast, m, 0, 0);
	asgn->dn_right->dn_third = dt_node_clone(p->p_ast, x, 0, 0);
}

typedef struct bt_subst {
	struct bt_btmacro *s_m;
	dt_node_t **s_args;		/* the arguments, one a parameter */
} bt_subst_t;

/* the argument of parameter name (with its $ or @), or NULL */
static dt_node_t *
bt_substarg(const bt_subst_t *su, const char *name)
{
	int i;

	for (i = 0; i < su->s_m->bm_nparams; i++)
		if (strcmp(su->s_m->bm_params[i], name) == 0)
			return su->s_args[i];
	return NULL;
}

static dt_node_t *bt_subst(bt_parser_t *p, const bt_subst_t *su,
    dt_node_t *n);

static void
bt_subst_list(bt_parser_t *p, const bt_subst_t *su, dt_node_t **lp)
{
	for (; *lp != NULL; lp = &(*lp)->dn_next) {
		dt_node_t *next = (*lp)->dn_next;

		*lp = bt_subst(p, su, *lp);
		(*lp)->dn_next = next;
	}
}

/* the copy of a macro's body n with the parameters replaced: a $
 * variable renamed, a map the argument's, a bare name the argument's
 * expression (a copy) */
static dt_node_t *
bt_subst(bt_parser_t *p, const bt_subst_t *su, dt_node_t *n)
{
	char name[4100];
	dt_node_t *a;

	if (n == NULL)
		return NULL;
	if (n->dn_kind == DT_NODE_THIS &&
	    (a = bt_substarg(su, n->dn_string)) != NULL) {
		free(n->dn_string);
		n->dn_string = bt_strdup(p, a->dn_string);
		return n;
	}
	if (n->dn_kind == DT_NODE_IDENT && n->dn_string[0] != '@' &&
	    (a = bt_substarg(su, n->dn_string)) != NULL)
		return dt_node_clone(p->p_ast, a, 0, 0);
	if (bt_mapname(n, name, sizeof(name)) != NULL &&
	    (a = bt_substarg(su, name)) != NULL) {
		if (bt_baremap(n))	/* @p alone: the argument */
			return dt_node_clone(p->p_ast, a, 0, 0);
		/* @p[k]: the argument's map, with k */
		n->dn_left = dt_node_clone(p->p_ast, a->dn_kind ==
		    DT_NODE_ARRAY ? a->dn_left : a, 0, 0);
	} else {
		n->dn_left = bt_subst(p, su, n->dn_left);
	}
	n->dn_right = bt_subst(p, su, n->dn_right);
	n->dn_third = bt_subst(p, su, n->dn_third);
	n->dn_pred = bt_subst(p, su, n->dn_pred);
	bt_subst_list(p, su, &n->dn_args);
	bt_subst_list(p, su, &n->dn_body);
	bt_subst_list(p, su, &n->dn_else);
	return n;
}

/*
 * macro m used with arguments args: a copy of its body, its parameters
 * replaced; the statements before the last run before the statement it
 * is used in (p_hoist), the last's expression is its value (a macro
 * whose last statement is not an expression: an empty block, which a
 * statement takes and an expression does not)
 */
static dt_node_t *
bt_expand(bt_parser_t *p, struct bt_btmacro *m, dt_node_t *args, int line,
    int col)
{
	dt_node_t *argv[64], *a, *body = NULL, **tail = &body, *b, *last;
	bt_subst_t su;
	int n = 0, i;

	for (a = args; a != NULL && n < 64; a = a->dn_next)
		argv[n++] = a;
	if (n != m->bm_nparams || a != NULL)
		bt_error(p, line, col, "Call to %s() expects %d argument%s "
		    "(%d given)", m->bm_name, m->bm_nparams,
		    m->bm_nparams == 1 ? "" : "s", n);
	for (i = 0; i < n; i++) {
		const char *pn = m->bm_params[i];

		argv[i]->dn_next = NULL;
		if (pn[0] == '$' && argv[i]->dn_kind != DT_NODE_THIS)
			bt_error(p, argv[i]->dn_line, argv[i]->dn_col, "Mismatched "
			    "arg. %s expects a variable for %s", m->bm_name, pn);
		if (pn[0] == '@' && !bt_baremap(argv[i]))
			bt_error(p, argv[i]->dn_line, argv[i]->dn_col, "Mismatched "
			    "arg. %s expects a map for %s", m->bm_name, pn);
	}
	if (++p->p_mexp > BT_MAXMACRO)
		bt_error(p, line, col, "macro %s: too deep an expansion",
		    m->bm_name);
	su.s_m = m;
	su.s_args = argv;
	for (b = m->bm_body; b != NULL; b = b->dn_next) {
		*tail = bt_subst(p, &su, dt_node_clone(p->p_ast, b, 0, 0));
		tail = &(*tail)->dn_next;
	}
	p->p_mexp--;
	if (p->p_forcb > 0)
		bt_forctxmacro(p, body);
	for (last = body; last != NULL && last->dn_next != NULL;
	    last = last->dn_next)
		continue;
	if (last == NULL || last->dn_kind != DT_NODE_EXPR) {
		*p->p_hoisttail = body;
		while (*p->p_hoisttail != NULL)
			p->p_hoisttail = &(*p->p_hoisttail)->dn_next;
		return bt_node_at(p, DT_NODE_BLOCK, line, col);
	}
	for (tail = &body; *tail != last; tail = &(*tail)->dn_next)
		continue;
	*tail = NULL;
	*p->p_hoisttail = body;
	while (*p->p_hoisttail != NULL)
		p->p_hoisttail = &(*p->p_hoisttail)->dn_next;
	return last->dn_left;
}

/* macro NAME(PARAMS) { body }: "macro" was just read (as a probe) */
static void
bt_macrodef(bt_parser_t *p)
{
	struct bt_btmacro *m, *v;
	dt_node_t *saved = p->p_hoist, **savedtail = p->p_hoisttail;

	bt_next(p, 0);
	if (p->t_kind != BT_IDENT)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting "
		    "identifier", bt_tokname(p));
	if (bt_btmacro(p, p->t_text) != NULL)
		bt_error(p, p->t_line, p->t_col, "Redefinition of macro: %s",
		    p->t_text);
	if ((v = realloc(p->p_btmacros, (size_t)(p->p_nbtmacros + 1) *
	    sizeof(*v))) == NULL)
		bt_nomem(p);
	p->p_btmacros = v;
	m = &v[p->p_nbtmacros];
	memset(m, 0, sizeof(*m));
	p->p_mdef = m;		/* freed with the parser from here on */
	m->bm_name = bt_strdup(p, p->t_text);
	bt_next(p, 0);
	bt_expect(p, "(");
	while (!bt_is(p, ")")) {
		char **pv;

		if (p->t_kind != BT_IDENT && p->t_kind != BT_VAR &&
		    p->t_kind != BT_MAP)
			bt_syntax_at(p, "syntax error, unexpected %s, expecting "
			    ")", bt_tokname(p));
		if ((pv = realloc(m->bm_params, (size_t)(m->bm_nparams + 1) *
		    sizeof(char *))) == NULL)
			bt_nomem(p);
		m->bm_params = pv;
		if (p->t_kind == BT_MAP) {
			char buf[4100];

			snprintf(buf, sizeof(buf), "@%s", p->t_text);
			pv[m->bm_nparams++] = bt_strdup(p, buf);
		} else {
			pv[m->bm_nparams++] = bt_strdup(p, p->t_text);
		}
		bt_next(p, 0);
		if (!bt_is(p, ")"))
			bt_expect(p, ",");
	}
	bt_next(p, 0);
	/* the body is read with its parameters known (the macro not yet
	 * known to the program: no macro uses itself) */
	p->p_hoist = NULL;
	p->p_hoisttail = &p->p_hoist;
	m->bm_body = bt_block(p, 1);
	p->p_mdef = NULL;
	p->p_hoist = saved;
	p->p_hoisttail = savedtail;
	p->p_nbtmacros++;
}

/*
 * getopt("name"[, default[, "description"]]) (bpftrace 0.24 and later):
 * the named parameter --name[=value] given after the program's name or
 * text, known when the program is read: without a default a boolean
 * (given: true), else of the default's type, an integer or a string
 */
static dt_node_t *
bt_getopt(bt_parser_t *p, dt_node_t *args, int line, int col)
{
	dt_node_t *def = args != NULL ? args->dn_next : NULL, *n;
	const char *val = NULL, *a;
	size_t len;
	int i, isbool;
	char *end;

	if (args == NULL || args->dn_kind != DT_NODE_STRING ||
	    (def != NULL && def->dn_next != NULL &&
	    (def->dn_next->dn_kind != DT_NODE_STRING ||
	    def->dn_next->dn_next != NULL)))
		bt_error(p, line, col, "getopt() takes a name (a string "
		    "literal), a default value and a description (a string "
		    "literal)");
	isbool = def == NULL || (def->dn_kind == DT_NODE_IDENT &&
	    (strcmp(def->dn_string, "true") == 0 ||
	    strcmp(def->dn_string, "false") == 0));
	if (def != NULL && !isbool && def->dn_kind != DT_NODE_INT &&
	    def->dn_kind != DT_NODE_STRING)
		bt_error(p, def->dn_line, def->dn_col, "getopt()'s default "
		    "value must be a literal: a boolean, an integer or a "
		    "string");
	len = strlen(args->dn_string);
	for (i = 1; p->p_env != NULL && i < p->p_env->be_argc; i++) {
		a = p->p_env->be_argv[i];
		if (strncmp(a, "--", 2) == 0 &&
		    strncmp(a + 2, args->dn_string, len) == 0 &&
		    (a[2 + len] == '\0' || a[2 + len] == '='))
			val = a[2 + len] == '=' ? a + 3 + len : "";
	}
	if (isbool) {
		uint64_t v = def != NULL && strcmp(def->dn_string, "true") == 0;

		if (val != NULL && (*val == '\0' || strcmp(val, "true") == 0 ||
		    strcmp(val, "1") == 0))
			v = 1;
		else if (val != NULL && (strcmp(val, "false") == 0 ||
		    strcmp(val, "0") == 0))
			v = 0;
		else if (val != NULL)
			bt_error(p, line, col, "Invalid value for named param "
			    "--%s: \"%s\" (a boolean is expected)",
			    args->dn_string, val);
		return bt_int(p, v, line, col);
	}
	def->dn_next = NULL;
	if (val == NULL)
		return def;
	if (def->dn_kind == DT_NODE_STRING) {
		n = bt_node_at(p, DT_NODE_STRING, line, col);
		n->dn_string = bt_strdup(p, val);
		n->dn_len = strlen(val);
		return n;
	}
	errno = 0;
	(void)strtoll(val, &end, 0);
	if (*val == '\0' || *end != '\0' || errno != 0)
		bt_error(p, line, col, "Invalid value for named param --%s: "
		    "\"%s\" (an integer is expected)", args->dn_string, val);
	return bt_int(p, (uint64_t)strtoll(val, NULL, 0), line, col);
}

/* delete(@m, key) of bpftrace 0.18 and later: delete(@m[key]), a
 * tuple's elements the keys of a map of several */
static dt_node_t *
bt_delete_key(bt_parser_t *p, dt_node_t *args)
{
	dt_node_t *map = args, *key = args->dn_next, *a;

	map->dn_next = NULL;
	if (map->dn_kind == DT_NODE_ARRAY && (map->dn_flags & DT_NF_BTSCALAR))
		map = map->dn_left;	/* @m: its one element, made keyless */
	if (map->dn_kind != DT_NODE_IDENT && map->dn_kind != DT_NODE_AGG)
		return map;		/* not a map: said as for delete(x) */
	a = bt_node_at(p, DT_NODE_ARRAY, map->dn_line, map->dn_col);
	a->dn_left = map;
	a->dn_args = key->dn_kind == DT_NODE_CALL &&
	    strcmp(key->dn_string, "__bt_tuple") == 0 ? key->dn_args : key;
	return a;
}

/*
 * offsetof(struct T, f[.g...]), offsetof(expr, f[.g...]) (bpftrace after
 * 0.17), after its '(': the member's path in dn_string, dotted
 */
static dt_node_t *
bt_offsetof(bt_parser_t *p, int line, int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_OFFSETOF, line, col);
	char path[512];
	size_t len = 0;

	if (bt_istype(p))
		n->dn_type = bt_typename(p);
	else
		n->dn_left = bt_assign(p);
	bt_expect(p, ",");
	for (;;) {
		if (p->t_kind != BT_IDENT)
			bt_syntax(p);
		len += (size_t)snprintf(path + len, len < sizeof(path) ?
		    sizeof(path) - len : 0, "%s%s", len > 0 ? "." : "",
		    p->t_text);
		bt_next(p, 0);
		if (!bt_is(p, "."))
			break;
		bt_next(p, 0);
	}
	if (len >= sizeof(path))
		bt_error(p, line, col, "offsetof: member path too long");
	n->dn_string = bt_strdup(p, path);
	bt_expect(p, ")");
	return n;
}

/*
 * OpenBSD's btrace's printf(): a string literal where the format wants
 * a number is read as one (printf(1)'s rules: "2" is 2, "0x10" 16, "'A"
 * and "\"A" the character's code, else what strtol() reads, 0 at worst;
 * for %c, its first character).
 * args: the format, then its arguments.
 */
static void
bt_printf_numbers(bt_parser_t *p, dt_node_t *args)
{
	const char *f;
	dt_node_t *a;

	if (args == NULL || args->dn_kind != DT_NODE_STRING)
		return;
	a = args->dn_next;
	for (f = args->dn_string; *f != '\0' && a != NULL; f++) {
		const char *s;

		if (*f != '%')
			continue;
		if (*++f == '%')
			continue;
		f += strspn(f, "#-+ 0123456789.*hlLqjzt");
		if (*f == '\0')
			break;
		s = a->dn_string;
		if (strchr("diouxXc", *f) != NULL &&
		    a->dn_kind == DT_NODE_STRING) {
			a->dn_kind = DT_NODE_INT;
			a->dn_int = *f == 'c' ? (unsigned char)s[0] :
			    *s == '"' || *s == '\'' ? (unsigned char)s[1] :
			    (uint64_t)strtoll(s, NULL, 0);
			free(a->dn_string);
			a->dn_string = NULL;
			a->dn_len = 0;
		}
		a = a->dn_next;
	}
}

/*
 * A built-in given a mode (bpftrace after 0.17, docs/stdlib.md): nsecs's
 * clock, pid's and tid's PID namespace; the mode's built-in, the bare
 * name's the one bpftrace 0.17 has.
 */
typedef struct bt_mode {
	const char *m_name;	/* the built-in */
	const char *m_mode;	/* its mode */
	const char *m_d;	/* the D identifier */
} bt_mode_t;

static const bt_mode_t bt_modes[] = {
	{ "nsecs", "monotonic", "timestamp" },
	{ "nsecs", "boot", "__bt_nsboot" },
	{ "nsecs", "tai", "__bt_nstai" },
	{ "nsecs", "sw_tai", "__bt_nsswtai" },
	{ "pid", "curr_ns", "__bt_pidns" },
	{ "pid", "init", "pid" },
	{ "tid", "curr_ns", "__bt_tidns" },
	{ "tid", "init", "tid" },
};

/* name(mode): the mode's built-in, or NULL if name has no modes */
static dt_node_t *
bt_modecall(bt_parser_t *p, const char *name, const dt_node_t *arg, int line,
    int col)
{
	size_t i, n = sizeof(bt_modes) / sizeof(bt_modes[0]);
	int known = 0;

	for (i = 0; i < n; i++) {
		if (strcmp(bt_modes[i].m_name, name) != 0)
			continue;
		known = 1;
		if (arg->dn_kind == DT_NODE_IDENT &&
		    strcmp(bt_modes[i].m_mode, arg->dn_string) == 0)
			return bt_ident(p, bt_modes[i].m_d, line, col);
	}
	if (!known)
		return NULL;
	if (arg->dn_kind != DT_NODE_IDENT)
		return bt_deferr(p, line, col, "%s() only supports %s as the "
		    "argument", name, name[0] == 'n' ? "monotonic, boot, tai "
		    "and sw_tai" : "curr_ns and init");
	if (name[0] == 'n')
		bt_error_to(p, arg->dn_line, arg->dn_col, arg->dn_col +
		    (int)strlen(arg->dn_string), "Invalid timestamp mode: %s",
		    arg->dn_string);
	bt_error_to(p, arg->dn_line, arg->dn_col, arg->dn_col +
	    (int)strlen(arg->dn_string), "Invalid PID namespace mode: %s "
	    "(expects: curr_ns or init)", arg->dn_string);
}

/* a call of bt function name (the '(' is the current token) */
static dt_node_t *bt_exprstmt(bt_parser_t *p, dt_node_t *e);

/*
 * assert(cond, msg) (later bpftrace): if (!cond) { errorf("assert failed:
 * %s", msg); exit(1); } run before the statement it is in, as a macro's
 * statements are; the error placed at the call
 */
static dt_node_t *
bt_assert(bt_parser_t *p, dt_node_t *args, int line, int col)
{
	dt_node_t *s = bt_node_at(p, DT_NODE_IF, line, col);
	dt_node_t *fmt = bt_node_at(p, DT_NODE_STRING, line, col);
	dt_node_t *msg = args->dn_next, *e;

	args->dn_next = NULL;
	s->dn_left = bt_node_at(p, DT_NODE_OP1, line, col);
	s->dn_left->dn_op = DT_OP_LNEG;
	s->dn_left->dn_left = args;
	fmt->dn_string = bt_strdup(p, "assert failed: %s");
	fmt->dn_len = strlen(fmt->dn_string);
	fmt->dn_next = msg;
	s->dn_body = bt_exprstmt(p, bt_call(p, "__bt_errorf", fmt, line, col));
	e = bt_exprstmt(p, bt_call(p, "exit", bt_int(p, 1, line, col), line,
	    col));
	s->dn_body->dn_next = e;
	*p->p_hoisttail = s;
	p->p_hoisttail = &s->dn_next;
	return bt_node_at(p, DT_NODE_BLOCK, line, col);
}

static dt_node_t *
bt_callexpr(bt_parser_t *p, const char *name, int line, int col)
{
	const bt_func_t *f = bt_func(name);
	dt_node_t *args, *n;
	size_t na;

	bt_next(p, 0);
	if (strcmp(name, "sizeof") == 0) {
		n = bt_node_at(p, DT_NODE_SIZEOF, line, col);
		if (bt_istype(p)) {
			p->p_nodes++;	/* bpftrace's node of the type */
			n->dn_type = bt_typename(p);
		}
		else
			n->dn_left = bt_expr(p);
		bt_expect(p, ")");
		return n;
	}
	if (strcmp(name, "offsetof") == 0)
		return bt_offsetof(p, line, col);
	if (f == NULL && p->t_kind == BT_IDENT && (strcmp(p->t_text,
	    "struct") == 0 || strcmp(p->t_text, "union") == 0)) {
		/* other functions given a type: bpftrace 0.17 parses them,
		 * and does not know the function */
		int depth = 1;

		while (p->t_kind != BT_EOF && depth > 0) {
			depth += bt_is(p, "(") - bt_is(p, ")");
			if (depth > 0)
				bt_next(p, 0);
		}
		bt_expect(p, ")");
		return bt_call(p, name, NULL, line, col);
	}
	args = bt_exprlist(p, ")");
	na = bt_nargs(args);
	if (f == NULL && bt_btmacro(p, name) != NULL)
		return bt_expand(p, bt_btmacro(p, name), args, line, col);
	if (f == NULL && strcmp(name, "getopt") == 0)
		return bt_getopt(p, args, line, col);
	if (f == NULL && na == 1 && (n = bt_modecall(p, name, args, line,
	    col)) != NULL)
		return n;
	/* pid(), comm(): a built-in called (bpftrace 0.21 and later) */
	if (f == NULL && na == 0 && (n = bt_builtin_node(p, name, line,
	    col)) != NULL)
		return n;
	if (f == NULL) {
		/* functions bt and D share, and unknown ones the semantic
		 * pass reports */
		return bt_call(p, name, args, line, col);
	}
	/* exit(CODE): later bpftrace's; as bpftrace, 0.17's exit() */
	if (strcmp(name, "exit") == 0 && !bt_openbsd(p)) {
		static const bt_func_t exit017 = { "exit", "exit", 0, 0, 0 };

		f = &exit017;
	}
	if ((int)na < f->f_min || (int)na > f->f_max)
		return bt_argcount_deferred(p, f, na, line, col);
	if (strcmp(name, "exit") == 0 && args == NULL)
		return bt_call(p, "exit", bt_int(p, 0, line, col), line, col);
	if ((strcmp(name, "kstack") == 0 || strcmp(name, "ustack") == 0) &&
	    args != NULL && args->dn_kind == DT_NODE_IDENT) {
		/* kstack(mode[, n]): bpftrace's layout, perf's, or the
		 * addresses only (raw: bpftrace 0.21 and later) */
		static const char *const modes[] = { "bpftrace", "perf",
		    "raw" };
		int mode;

		for (mode = 0; mode < 3 && strcmp(args->dn_string,
		    modes[mode]) != 0; mode++)
			;
		if (mode == 3)
			bt_error(p, args->dn_line, args->dn_col, "Invalid "
			    "stack mode: %s", args->dn_string);
		n = bt_call(p, f->f_d, args->dn_next, line, col);
		n->dn_flags |= bt_stackflags(mode);
		return n;
	}
	if (strcmp(name, "kstack") == 0 || strcmp(name, "ustack") == 0) {
		/* no mode: the config block's stack_mode */
		n = bt_call(p, f->f_d, args, line, col);
		n->dn_flags |= bt_stackflags(p->p_stackperf);
		return n;
	}
	if (strcmp(name, "kptr") == 0 || strcmp(name, "uptr") == 0)
		return args;	/* an address space: the engine reads both */
	if (strcmp(name, "assert") == 0)
		return bt_assert(p, args, line, col);
	if (strcmp(name, "printf") == 0 && bt_openbsd(p))
		bt_printf_numbers(p, args);
	if (strcmp(name, "hist") == 0 || strcmp(name, "lhist") == 0)
		args = bt_obsdbucket(p, args, line, col);
	if (strcmp(name, "delete") == 0 && na == 2)
		args = bt_delete_key(p, args);
	if (strcmp(name, "delete") == 0 && (args->dn_kind != DT_NODE_ARRAY ||
	    (args->dn_left->dn_kind != DT_NODE_IDENT &&
	    args->dn_left->dn_kind != DT_NODE_AGG)))
		return bt_deferr(p, line, col, "delete() expects a map to be "
		    "provided");
	return bt_call(p, f->f_d, args, line, col);
}

/* a tuple (e1, e2, ...) whose first element was just read, the ',' the
 * current token: a call of __bt_tuple with the elements */
static dt_node_t *
bt_tuple(bt_parser_t *p, dt_node_t *first, int line, int col)
{
	dt_node_t **tail = &first->dn_next;

	while (bt_is(p, ",")) {
		bt_next(p, 0);
		*tail = bt_expr(p);
		tail = &(*tail)->dn_next;
	}
	bt_expect(p, ")");
	return bt_call(p, "__bt_tuple", first, line, col);
}

/*
 * sargN: the Nth argument on the stack of a function just called
 * (x86-64: above the return address), *(uint64 *)(reg("sp") + 8 * (N + 1))
 */
static dt_node_t *
bt_sarg(bt_parser_t *p, int n, int line, int col)
{
	dt_node_t *sp, *c, *d, *s;

	s = bt_node_at(p, DT_NODE_STRING, line, col);
	s->dn_string = bt_strdup(p, "sp");
	s->dn_len = 2;
	sp = bt_call(p, "__bt_reg", s, line, col);
	sp->dn_flags |= DT_NF_BTSARG;
	sp->dn_int = (uint64_t)n;
	c = bt_node_at(p, DT_NODE_CAST, line, col);
	c->dn_type = bt_node_at(p, DT_NODE_TYPE, line, col);
	c->dn_type->dn_tname = bt_strdup(p, "uint64_t");
	c->dn_type->dn_ptr = 1;
	c->dn_left = bt_op2(p, DT_OP_ADD, sp, bt_int(p, 8 * ((uint64_t)n + 1),
	    line, col), line, col);
	d = bt_node_at(p, DT_NODE_OP1, line, col);
	d->dn_op = DT_OP_DEREF;
	d->dn_left = c;
	return d;
}

static const char *bt_kvname(const bt_parser_t *p, const char *name);

static dt_node_t *bt_stmt1(bt_parser_t *p);

/*
 * A value read where it may not be computed (the right operand of && and
 * ||, a branch of ?:, a loop's condition) that made statements run before
 * its statement (a block expression's, a macro's; since mark, the tail of
 * p_hoist before it was read): they would run always and once, so it is
 * an error (what: the place).
 */
static void
bt_nohoist(bt_parser_t *p, dt_node_t **mark, const dt_node_t *n,
    const char *what)
{
	if (p->p_hoisttail != mark)
		bt_error(p, n->dn_line, n->dn_col, "a block expression or "
		    "macro of statements cannot be used in %s: assign its "
		    "value to a variable first", what);
}

/*
 * { statements expr } used as a value (bpftrace 0.24 and later): its
 * statements run before the statement it is used in (p_hoist), as a
 * macro's do; its last, an expression with no ';' after it, is its value
 */
static dt_node_t *
bt_blockexpr(bt_parser_t *p)
{
	dt_node_t *n;
	int line = p->t_line, col = p->t_col;

	bt_enter(p);
	bt_next(p, 0);
	for (;;) {
		if (bt_is(p, "}"))
			bt_error(p, p->t_line, p->t_col, "a block used as a "
			    "value must end with an expression, without ';' "
			    "after it");
		if (p->t_kind == BT_EOF || bt_is(p, ";"))
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting }", bt_tokname(p));
		n = bt_stmt1(p);
		if (bt_is(p, "}") && n->dn_kind == DT_NODE_EXPR && !p->p_semi)
			break;
		if (n->dn_kind == DT_NODE_EXPR &&	/* a macro of no */
		    n->dn_left->dn_kind == DT_NODE_BLOCK &&	/* statement */
		    n->dn_left->dn_body == NULL)
			continue;
		*p->p_hoisttail = n;
		while (*p->p_hoisttail != NULL)
			p->p_hoisttail = &(*p->p_hoisttail)->dn_next;
	}
	bt_next(p, 0);
	p->p_depth--;
	n = n->dn_left;
	if (n->dn_kind == DT_NODE_BLOCK)	/* a macro of no value */
		bt_error(p, line, col, "a block used as a value must end with "
		    "an expression, without ';' after it");
	return n;
}

static dt_node_t *
bt_primary(bt_parser_t *p)
{
	dt_node_t *n;
	int line = p->t_line, col = p->t_col;
	char name[4096];

	p->p_nodes++;		/* the literal, variable, map, call ... */
	switch (p->t_kind) {
	case BT_INT:
		n = bt_int(p, p->t_int, line, col);
		bt_next(p, 0);
		return n;
	case BT_STR:
		n = bt_node(p, DT_NODE_STRING);
		if ((n->dn_string = malloc(p->t_slen + 1)) == NULL)
			bt_nomem(p);
		memcpy(n->dn_string, p->t_text, p->t_slen + 1);
		n->dn_len = p->t_slen;
		bt_next(p, 0);
		return n;
	case BT_VAR:
		n = bt_var(p, bt_kvname(p, p->t_text), line, col);
		bt_next(p, 0);
		return n;
	case BT_POS:
		n = bt_node(p, DT_NODE_MACRO);
		n->dn_string = bt_strdup(p, strcmp(p->t_text, "#") == 0 ?
		    "#" : p->t_text);
		bt_next(p, 0);
		return n;
	case BT_MAP:
		snprintf(name, sizeof(name), "%s", p->t_text);
		bt_next(p, 0);
		n = bt_map(p, name, line, col);
		if (bt_is(p, "[")) {
			dt_node_t *a = bt_node_at(p, DT_NODE_ARRAY, line, col);

			bt_next(p, 0);
			a->dn_left = n;
			a->dn_args = bt_exprlist(p, "]");
			if (a->dn_args == NULL)
				bt_error(p, line, col, "a map's key cannot be "
				    "empty");
			n = a;
		} else if (n->dn_kind == DT_NODE_IDENT) {
			/* a variable map without keys: one element */
			dt_node_t *a = bt_node_at(p, DT_NODE_ARRAY, line, col);

			a->dn_left = n;
			a->dn_args = bt_int(p, 0, line, col);
			a->dn_flags |= DT_NF_BTSCALAR;
			n = a;
		}
		return n;
	case BT_IDENT:
		snprintf(name, sizeof(name), "%s", p->t_text);
		bt_next(p, 0);
		if (bt_is(p, "("))
			return bt_callexpr(p, name, line, col);
		if (bt_mparam(p, name))
			return bt_ident(p, name, line, col);
		if (bt_btmacro(p, name) != NULL &&
		    bt_btmacro(p, name)->bm_nparams == 0)
			return bt_expand(p, bt_btmacro(p, name), NULL, line,
			    col);
		if (p->p_forcb > 0 && bt_isctxbuiltin(name))
			return bt_forctxerr(p, name, line, col);
		/* arg0-arg9 and sarg0-sarg9: a longer one is a name */
		if (strncmp(name, "arg", 3) == 0 && isdigit(
		    (unsigned char)name[3]) && name[4] == '\0')
			return bt_ident(p, name, line, col);
		if (strncmp(name, "sarg", 4) == 0 && isdigit(
		    (unsigned char)name[4]) && name[5] == '\0')
			return bt_sarg(p, atoi(name + 4), line, col);
		if ((n = bt_builtin_node(p, name, line, col)) != NULL)
			return n;
		return bt_ident(p, name, line, col);
	case BT_PUNCT:
		if (bt_is(p, "{"))
			return bt_blockexpr(p);
		if (bt_is(p, "(")) {
			bt_next(p, 0);
			n = bt_expr(p);
			if (bt_is(p, ","))
				return bt_tuple(p, n, line, col);
			p->p_nodes--;	/* parentheses are none */
			n->dn_flags |= DT_NF_PAREN;
			bt_expect(p, ")");
			return n;
		}
		/* FALLTHROUGH */
	default:
		bt_syntax(p);
	}
}

/* postfix operators; their nodes start where the operand does, as
 * bpftrace places an expression */
static dt_node_t *
bt_postfix(bt_parser_t *p)
{
	int line = p->t_line, col = p->t_col, chain = 0;
	dt_node_t *n = bt_primary(p), *m;

	for (;; chain++) {
		/* each postfix operator makes the tree one level deeper */
		if (chain > 0)
			bt_enter(p);
		if (bt_is(p, "[")) {
			bt_next(p, 0);
			p->p_nodes++;
			m = bt_node_at(p, DT_NODE_OP2, line, col);
			m->dn_op = DT_OP_INDEX;
			m->dn_left = n;
			m->dn_right = bt_expr(p);
			bt_expect(p, "]");
			n = m;
		} else if (bt_is(p, ".") || bt_is(p, "->")) {
			dt_op_t op = bt_is(p, ".") ? DT_OP_DOT : DT_OP_ARROW;

			bt_next(p, 0);
			if (p->t_kind != BT_IDENT && (p->t_kind != BT_INT ||
			    op != DT_OP_DOT))
				bt_syntax(p);
			/* bpftrace's a->b is (*a).b */
			p->p_nodes += op == DT_OP_ARROW ? 2 : 1;
			m = bt_node_at(p, DT_NODE_OP2, line, col);
			m->dn_op = op;
			m->dn_left = n;
			if (p->t_kind == BT_INT) {
				/* a tuple's element: e.N */
				char idx[32];

				snprintf(idx, sizeof(idx), "%llu",
				    (unsigned long long)p->t_int);
				m->dn_string = bt_strdup(p, idx);
			} else
				m->dn_string = bt_strdup(p, p->t_text);
			bt_next(p, 0);
			n = m;
		} else if (bt_is(p, "++") || bt_is(p, "--")) {
			p->p_nodes++;
			m = bt_node_at(p, DT_NODE_OP1, line, col);
			m->dn_op = bt_is(p, "++") ? DT_OP_POSTINC :
			    DT_OP_POSTDEC;
			m->dn_left = n;
			bt_next(p, 0);
			n = m;
		} else {
			p->p_depth -= chain;
			/* args itself (bpftrace 0.20 and later): the record
			 * of the probe's arguments (dt_sema_btargsval) */
			if (chain == 0 && n->dn_kind == DT_NODE_IDENT &&
			    strcmp(n->dn_string, "args") == 0) {
				free(n->dn_string);
				n->dn_kind = DT_NODE_CALL;
				n->dn_string = bt_strdup(p, "__bt_args");
			}
			return n;
		}
	}
}

static dt_node_t *
bt_unary(bt_parser_t *p)
{
	static const struct {
		const char *u_text;
		dt_op_t u_op;
	} ops[] = {
		{ "-", DT_OP_NEG }, { "+", DT_OP_PLUS }, { "!", DT_OP_LNEG },
		{ "~", DT_OP_BNEG }, { "*", DT_OP_DEREF },
		{ "&", DT_OP_ADDROF }, { "++", DT_OP_PREINC },
		{ "--", DT_OP_PREDEC },
	};
	int line = p->t_line, col = p->t_col;
	dt_node_t *n;
	size_t i;

	bt_enter(p);
	if (bt_castahead(p)) {
		p->p_nodes++;
		n = bt_node(p, DT_NODE_CAST);
		bt_next(p, 0);
		n->dn_type = bt_typename(p);
		bt_expect(p, ")");
		n->dn_left = bt_unary(p);
		p->p_depth--;
		return n;
	}
	for (i = 0; p->t_kind == BT_PUNCT && i < sizeof(ops) / sizeof(ops[0]);
	    i++) {
		if (strcmp(p->t_text, ops[i].u_text) != 0)
			continue;
		bt_next(p, 0);
		/* bpftrace reads -N as one integer */
		if (ops[i].u_op != DT_OP_NEG || p->t_kind != BT_INT)
			p->p_nodes++;
		n = bt_node_at(p, DT_NODE_OP1, line, col);
		n->dn_op = ops[i].u_op;
		n->dn_left = bt_unary(p);
		p->p_depth--;
		return n;
	}
	n = bt_postfix(p);
	p->p_depth--;
	return n;
}

static const struct {
	const char *b_text;
	dt_op_t b_op;
	int b_prec;
} bt_binops[] = {
	{ "||", DT_OP_LOR, 1 }, { "&&", DT_OP_LAND, 2 },
	{ "|", DT_OP_BOR, 3 }, { "^", DT_OP_XOR, 4 }, { "&", DT_OP_BAND, 5 },
	{ "==", DT_OP_EQ, 6 }, { "!=", DT_OP_NE, 6 },
	{ "<", DT_OP_LT, 7 }, { ">", DT_OP_GT, 7 }, { "<=", DT_OP_LE, 7 },
	{ ">=", DT_OP_GE, 7 },
	{ "<<", DT_OP_LSH, 8 }, { ">>", DT_OP_RSH, 8 },
	{ "+", DT_OP_ADD, 9 }, { "-", DT_OP_SUB, 9 },
	{ "*", DT_OP_MUL, 10 }, { "/", DT_OP_DIV, 10 }, { "%", DT_OP_MOD, 10 },
};

static int
bt_binop(const bt_parser_t *p, dt_op_t *op)
{
	size_t i;

	if (p->t_kind != BT_PUNCT || p->t_endpred)
		return 0;
	for (i = 0; i < sizeof(bt_binops) / sizeof(bt_binops[0]); i++) {
		if (strcmp(p->t_text, bt_binops[i].b_text) == 0) {
			*op = bt_binops[i].b_op;
			return bt_binops[i].b_prec;
		}
	}
	return 0;
}

static dt_node_t *
bt_binary(bt_parser_t *p, int minprec)
{
	dt_node_t *l = bt_unary(p);
	dt_op_t op;
	int prec, chain = 0;

	/* each operator of a chain makes the tree one level deeper */
	while ((prec = bt_binop(p, &op)) >= minprec && prec > 0) {
		int line = p->t_line, col = p->t_col;

		bt_next(p, 0);
		bt_enter(p);
		chain++;
		p->p_nodes++;
		if (op == DT_OP_LAND || op == DT_OP_LOR) {
			dt_node_t **mark = p->p_hoisttail;
			dt_node_t *r = bt_binary(p, prec + 1);

			bt_nohoist(p, mark, r,
			    "the right operand of && and ||");
			l = bt_op2(p, op, l, r, line, col);
			continue;
		}
		l = bt_op2(p, op, l, bt_binary(p, prec + 1), line, col);
	}
	p->p_depth -= chain;
	return l;
}

static dt_node_t *
bt_cond(bt_parser_t *p)
{
	dt_node_t *c = bt_binary(p, 1), *n, **mark;

	if (!bt_is(p, "?"))
		return c;
	n = bt_node(p, DT_NODE_OP3);
	p->p_nodes++;
	bt_enter(p);
	bt_next(p, 0);
	n->dn_left = c;
	mark = p->p_hoisttail;
	n->dn_right = bt_expr(p);
	bt_nohoist(p, mark, n->dn_right, "a branch of a ?: expression");
	bt_expect(p, ":");
	n->dn_third = bt_cond(p);
	bt_nohoist(p, mark, n->dn_third, "a branch of a ?: expression");
	p->p_depth--;
	return n;
}

static const struct {
	const char *a_text;
	dt_op_t a_op;
} bt_asgnops[] = {
	{ "=", DT_OP_ASGN }, { "+=", DT_OP_ADD_EQ }, { "-=", DT_OP_SUB_EQ },
	{ "*=", DT_OP_MUL_EQ }, { "/=", DT_OP_DIV_EQ }, { "%=", DT_OP_MOD_EQ },
	{ "&=", DT_OP_AND_EQ }, { "|=", DT_OP_OR_EQ }, { "^=", DT_OP_XOR_EQ },
	{ "<<=", DT_OP_LSH_EQ }, { ">>=", DT_OP_RSH_EQ },
};

static dt_node_t *
bt_assign(bt_parser_t *p)
{
	uint64_t before = p->p_nodes;
	dt_node_t *l = bt_cond(p);
	size_t i;

	if (p->t_kind != BT_PUNCT)
		return l;
	for (i = 0; i < sizeof(bt_asgnops) / sizeof(bt_asgnops[0]); i++) {
		int line = p->t_line, col = p->t_col;

		if (strcmp(p->t_text, bt_asgnops[i].a_text) != 0)
			continue;
		if (l->dn_kind == DT_NODE_IDENT || l->dn_kind == DT_NODE_CALL)
			bt_error(p, line, col, "syntax error, unexpected %s, "
			    "expecting }", p->t_text);
		if (l->dn_kind == DT_NODE_OP2 && l->dn_op == DT_OP_DOT &&
		    l->dn_string[0] >= '0' && l->dn_string[0] <= '9')
			bt_error(p, l->dn_line, l->dn_col, "Tuples are immutable "
			    "once created. Consider creating a new tuple and "
			    "assigning it instead.");
		bt_next(p, 0);
		bt_enter(p);
		/* bpftrace's a OP= b is a = a OP b (the statement is the
		 * assignment, counted by bt_stmt) */
		if (bt_asgnops[i].a_op != DT_OP_ASGN)
			p->p_nodes += 1 + (p->p_nodes - before);
		l = bt_op2(p, bt_asgnops[i].a_op, l, bt_assign(p), line, col);
		bt_valuefn(p, l);
		/* skboutput() wants to be assigned to a variable: flagged */
		if (l->dn_right->dn_kind == DT_NODE_CALL &&
		    strcmp(l->dn_right->dn_string, "__bt_skboutput") == 0 &&
		    l->dn_left->dn_kind == DT_NODE_THIS)
			l->dn_right->dn_flags |= DT_NF_BTPERF;
		p->p_depth--;
		return l;
	}
	return l;
}

static dt_node_t *
bt_expr(bt_parser_t *p)
{
	return bt_assign(p);
}

/* ---- statements ---- */

static dt_node_t *bt_stmts(bt_parser_t *p);
static dt_node_t *bt_stmt(bt_parser_t *p);

/*
 * The value of e, if known when parsing: integers, positional parameters
 * given numbers, and the operations of them bpftrace folds; 1 if known
 */
static int
bt_constexpr(bt_parser_t *p, const dt_node_t *e, int64_t *vp)
{
	int64_t l, r = 0;
	const char *v;
	char *end;
	long i;

	switch (e->dn_kind) {
	case DT_NODE_INT:
		*vp = (int64_t)e->dn_int;
		return 1;
	case DT_NODE_MACRO:
		i = strtol(e->dn_string, &end, 10);
		if (*end != '\0' || p->p_env == NULL || i <= 0 ||
		    i >= p->p_env->be_argc)
			return 0;
		v = p->p_env->be_argv[i];
		errno = 0;
		*vp = strtoll(v, &end, 0);
		return *v != '\0' && *end == '\0' && errno == 0;
	case DT_NODE_OP1:
		if (!bt_constexpr(p, e->dn_left, &l))
			return 0;
		if (e->dn_op == DT_OP_NEG)
			*vp = (int64_t)(0 - (uint64_t)l);
		else if (e->dn_op == DT_OP_LNEG)
			*vp = !l;
		else
			return 0;
		return 1;
	case DT_NODE_OP2:
		if (!bt_constexpr(p, e->dn_left, &l) ||
		    !bt_constexpr(p, e->dn_right, &r))
			return 0;
		switch (e->dn_op) {
		case DT_OP_ADD: *vp = (int64_t)((uint64_t)l + (uint64_t)r);
			return 1;
		case DT_OP_SUB: *vp = (int64_t)((uint64_t)l - (uint64_t)r);
			return 1;
		case DT_OP_LAND: *vp = l && r; return 1;
		case DT_OP_LOR: *vp = l || r; return 1;
		case DT_OP_LT: *vp = l < r; return 1;
		case DT_OP_LE: *vp = l <= r; return 1;
		case DT_OP_GT: *vp = l > r; return 1;
		case DT_OP_GE: *vp = l >= r; return 1;
		case DT_OP_EQ: *vp = l == r; return 1;
		case DT_OP_NE: *vp = l != r; return 1;
		default: return 0;
		}
	default:
		return 0;
	}
}

/* the fail() calls of statements a constant condition never runs: not
 * visited, as bpftrace does not visit them (a 0 instead) */
static void
bt_unreached(dt_node_t *n)
{
	for (; n != NULL; n = n->dn_next) {
		if (n->dn_kind == DT_NODE_CALL && n->dn_string != NULL &&
		    strcmp(n->dn_string, "__bt_fail") == 0) {
			n->dn_kind = DT_NODE_INT;
			n->dn_int = 0;
			n->dn_args = NULL;
			continue;
		}
		bt_unreached(n->dn_left);
		bt_unreached(n->dn_right);
		bt_unreached(n->dn_third);
		bt_unreached(n->dn_args);
		bt_unreached(n->dn_body);
		bt_unreached(n->dn_else);
	}
}

static dt_node_t *
bt_if(bt_parser_t *p)
{
	int64_t known;
	dt_node_t *n = bt_node(p, DT_NODE_IF);
	int paren;

	p->p_nodes++;
	bt_enter(p);		/* else if ... chains nest */
	bt_next(p, 0);
	/* the parentheses are the condition's own: bpftrace 0.18 and
	 * later take a condition without them, then braces; OpenBSD's
	 * btrace takes one statement without braces after (cond) */
	paren = bt_is(p, "(") && bt_openbsd(p);
	n->dn_left = bt_expr(p);
	n->dn_body = bt_is(p, "{") || !paren ? bt_block(p, 0) : bt_stmt(p);
	if (bt_iskw(p, "else")) {
		bt_next(p, 0);
		if (bt_iskw(p, "if")) {
			dt_node_t **mark = p->p_hoisttail;

			n->dn_else = bt_if(p);
			bt_nohoist(p, mark, n->dn_else->dn_left,
			    "an else if's condition");
		}
		else if (bt_is(p, "{") || bt_openbsd(p))
			n->dn_else = bt_is(p, "{") ? bt_block(p, 0) :
			    bt_stmt(p);
		else
			bt_brace(p, "{ or if");
	}
	if (bt_constexpr(p, n->dn_left, &known))
		bt_unreached(known ? n->dn_else : n->dn_body);
	p->p_depth--;
	return n;
}

/* a statement of expression e */
static dt_node_t *
bt_exprstmt(bt_parser_t *p, dt_node_t *e)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_EXPR, e->dn_line, e->dn_col);

	n->dn_left = e;
	return n;
}

/* $name = e */
static dt_node_t *
bt_setvar(bt_parser_t *p, const char *name, dt_node_t *e, int line, int col)
{
	return bt_exprstmt(p, bt_op2(p, DT_OP_ASGN, bt_var(p, name, line, col),
	    e, line, col));
}

/* a ternary statement of two calls runs one of them, even calls with no
 * value (printf(), exit()), as bpftrace runs it: an if and else */
static void
bt_ternary_stmt(bt_parser_t *p, dt_node_t *s)
{
	dt_node_t *t = s->dn_left;

	if (t->dn_kind != DT_NODE_OP3 || t->dn_right->dn_kind != DT_NODE_CALL ||
	    t->dn_third->dn_kind != DT_NODE_CALL)
		return;
	s->dn_kind = DT_NODE_IF;
	s->dn_left = t->dn_left;
	s->dn_body = bt_exprstmt(p, t->dn_right);
	s->dn_else = bt_exprstmt(p, t->dn_third);
}

/* unroll ($N) or ($#): the parameter's value, as bpftrace reads it (a
 * parameter not given is 0) */
static uint64_t
bt_unroll_param(bt_parser_t *p, int line, int col)
{
	int argc = p->p_env != NULL ? p->p_env->be_argc : 0;
	const char *v;
	char *end;
	long i;
	uint64_t n;

	if (strcmp(p->t_text, "#") == 0)
		return argc > 0 ? (uint64_t)argc - 1 : 0;
	i = strtol(p->t_text, NULL, 10);
	v = i > 0 && i < argc ? p->p_env->be_argv[i] : "";
	if (*v == '\0')
		return 0;
	errno = 0;
	n = strtoull(v, &end, 0);
	if (*end != '\0' || errno != 0 || *v == '-') {
		/* two errors: the first marked from unroll to the end of
		 * the parameter, as bpftrace marks it */
		bt_softerr(p, line, col, p->t_col + 1 + (int)strlen(p->t_text),
		    "$%ld used numerically but given \"%s\"", i, v);
		bt_error(p, line, col, "invalid unroll value");
	}
	return n;
}

/* unroll (N) { body }: the body N times (1..100) */
static dt_node_t *
bt_unroll(bt_parser_t *p)
{
	int line = p->t_line, col = p->t_col;
	dt_node_t *body, *head = NULL, **tail = &head, *b;
	uint64_t n, i;

	bt_next(p, 0);
	bt_expect(p, "(");
	if (p->t_kind != BT_INT && p->t_kind != BT_POS && !bt_is(p, "-"))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting $# or "
		    "- or positional parameter or integer", bt_tokname(p));
	if (p->t_kind == BT_POS)
		n = bt_unroll_param(p, line, col);
	else if (p->t_kind != BT_INT)
		bt_error(p, p->t_line, p->t_col, "unroll() expects an "
		    "integer literal");
	else
		n = p->t_int;
	if (n < 1)
		bt_error(p, line, col, "unroll minimum value is 1");
	if (n > BT_MAXUNROLL)
		bt_error(p, line, col, "unroll maximum value is %d",
		    BT_MAXUNROLL);
	bt_next(p, 0);
	bt_expect(p, ")");
	p->p_nodes += 2;	/* the unroll and its count */
	body = bt_block(p, 0);
	for (i = 0; i < n; i++) {
		for (b = body; b != NULL; b = b->dn_next) {
			if ((*tail = dt_node_clone(p->p_ast, b, 0, 0)) == NULL)
				bt_nomem(p);
			if (i > 0)
				(*tail)->dn_flags |= DT_NF_BTCOPY;
			tail = &(*tail)->dn_next;
		}
	}
	b = bt_node_at(p, DT_NODE_BLOCK, line, col);
	b->dn_body = head;
	return b;
}

/* while (cond) { body }: the braces are required, as in bpftrace */
static dt_node_t *
bt_while(bt_parser_t *p)
{
	dt_node_t *n = bt_node(p, DT_NODE_WHILE), **mark;

	p->p_nodes++;
	bt_next(p, 0);
	bt_expect(p, "(");
	mark = p->p_hoisttail;
	n->dn_left = bt_expr(p);
	bt_nohoist(p, mark, n->dn_left, "a while loop's condition");
	bt_expect(p, ")");
	p->p_loops++;
	n->dn_body = bt_block(p, 0);
	p->p_loops--;
	return n;
}

/* is the for just read bpftrace's, for $i : range (or for ($i :
 * range)), not C's? */
static int
bt_forahead(const bt_parser_t *p)
{
	bt_parser_t s = *p;

	s.p_quiet = 1;	/* the lexer's errors are the real reading's */
	bt_next(&s, 0);
	if (bt_is(&s, "("))
		bt_next(&s, 0);
	if (s.t_kind != BT_VAR)
		return 0;
	bt_next(&s, 0);
	return bt_is(&s, ":");
}

/*
 * let $x [: TYPE] [= e]; (bpftrace 0.20 and later): with bpftrace 0.17's
 * variables, one for the whole clause, an assignment, of (TYPE)e when
 * typed; a declaration without a value gives an integer its 0 and
 * leaves another type to the first assignment
 */
static dt_node_t *
bt_let(bt_parser_t *p)
{
	int line = p->t_line, col = p->t_col;
	dt_node_t *type = NULL, *e = NULL, *c;
	char name[4096];

	bt_next(p, 0);
	if (p->t_kind != BT_VAR)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting "
		    "variable", bt_tokname(p));
	snprintf(name, sizeof(name), "%s", p->t_text);
	bt_next(p, 0);
	p->p_nodes++;
	if (bt_is(p, ":")) {
		bt_next(p, 0);
		if (!bt_istype(p))
			bt_syntax_at(p, "syntax error, unexpected %s, expecting "
			    "type", bt_tokname(p));
		type = bt_typename(p);
	}
	if (bt_is(p, "=")) {
		bt_next(p, 0);
		e = bt_expr(p);
	} else if (type != NULL && type->dn_ptr == 0 &&
	    strcmp(type->dn_tname, "string") != 0) {
		e = bt_int(p, 0, line, col);
	}
	if (!bt_is(p, "}"))
		bt_expect(p, ";");
	if (e == NULL)
		return bt_node_at(p, DT_NODE_BLOCK, line, col);
	if (type != NULL) {
		c = bt_node_at(p, DT_NODE_CAST, line, col);
		c->dn_type = type;
		c->dn_left = e;
		e = c;
	}
	return bt_setvar(p, name, e, line, col);
}

/* the variable $name is, in the map for-loops around (see p_kvname) */
static const char *
bt_kvname(const bt_parser_t *p, const char *name)
{
	int i;

	for (i = p->p_nkv - 1; i >= 0; i--)
		if (strcmp(p->p_kvname[i], name) == 0)
			return p->p_kvvar[i];
	return name;
}

/*
 * for ($kv : @map) { body } (bpftrace 0.20 and later): the body run for
 * each element of the map, $kv = (key, value) set first (a call of
 * __bt_forkv, which the loop's callback answers: see dt_cg_forkv); the
 * key a tuple of the keys of a map with several
 */
static dt_node_t *
bt_formap(bt_parser_t *p, dt_node_t *decl, int paren, int line, int col)
{
	const char *var = decl->dn_string;
	dt_node_t *n = bt_node_at(p, DT_NODE_FOR, line, col), *kv, *m;
	int mline = p->t_line, mcol = p->t_col, scoped = 0;
	char name[4096];
	static unsigned seq;

	snprintf(name, sizeof(name), "%s", p->t_text);
	bt_next(p, 0);
	if (paren)
		bt_expect(p, ")");
	p->p_nodes += 4;
	if (p->p_nkv < 8 && strlen(var) < sizeof(p->p_kvname[0])) {
		snprintf(p->p_kvname[p->p_nkv], sizeof(p->p_kvname[0]), "%s",
		    var);
		snprintf(p->p_kvvar[p->p_nkv], sizeof(p->p_kvvar[0]),
		    "%s$%u", var, ++seq);
		var = p->p_kvvar[p->p_nkv++];
		scoped = 1;
	}
	/* __bt_forkv(@map, $kv as written) */
	n->dn_left = bt_map(p, name, mline, mcol);
	m = bt_map(p, name, mline, mcol);
	m->dn_next = decl;
	kv = bt_setvar(p, var, bt_call(p, "__bt_forkv", m, line, col), line,
	    col);
	p->p_loops++;
	p->p_formap++;
	p->p_forcb++;
	kv->dn_next = bt_block(p, 0);
	p->p_forcb--;
	p->p_formap--;
	p->p_loops--;
	p->p_nkv -= scoped;
	n->dn_body = kv;
	return n;
}

/*
 * for ($i : START..END) { body } (bpftrace 0.22 and later; the
 * parentheses may be left out): $i from START up to END, END left out,
 * both evaluated once; as bpftrace 0.17's while loop, with the counter
 * and the end in variables of their own, $i set at the top of the body
 * so that a continue goes on with the next one
 */
static dt_node_t *
bt_for(bt_parser_t *p)
{
	int line = p->t_line, col = p->t_col, paren;
	dt_node_t *start, *end, *w, *b, *stmts, *inc, *decl;
	char var[4096], ctr[64], lim[64];
	static unsigned seq;

	bt_next(p, 0);
	if ((paren = bt_is(p, "(")))
		bt_next(p, 0);
	if (p->t_kind != BT_VAR)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting "
		    "variable", bt_tokname(p));
	snprintf(var, sizeof(var), "%s", p->t_text);
	decl = bt_var(p, var, p->t_line, p->t_col);
	bt_next(p, 0);
	bt_expect(p, ":");
	if (p->t_kind == BT_MAP)
		return bt_formap(p, decl, paren, line, col);
	start = bt_unary(p);
	bt_expect(p, "..");
	end = bt_unary(p);
	if (paren)
		bt_expect(p, ")");
	p->p_nodes += 3;
	/* the engine's names, which a program's cannot be */
	seq++;
	snprintf(ctr, sizeof(ctr), "$__for%u_i", seq);
	snprintf(lim, sizeof(lim), "$__for%u_end", seq);
	p->p_loops++;
	p->p_forcb++;
	stmts = bt_block(p, 0);
	p->p_forcb--;
	p->p_loops--;
	/* $i = counter; counter++; body */
	inc = bt_node_at(p, DT_NODE_OP1, line, col);
	inc->dn_op = DT_OP_POSTINC;
	inc->dn_left = bt_var(p, ctr, line, col);
	b = bt_setvar(p, var, bt_var(p, ctr, line, col), line, col);
	b->dn_next = bt_exprstmt(p, inc);
	b->dn_next->dn_next = stmts;
	w = bt_node_at(p, DT_NODE_WHILE, line, col);
	w->dn_left = bt_op2(p, DT_OP_LT, bt_var(p, ctr, line, col),
	    bt_var(p, lim, line, col), line, col);
	w->dn_body = b;
	/* counter = START; end = END; while ... */
	b = bt_setvar(p, ctr, start, line, col);
	b->dn_next = bt_setvar(p, lim, end, line, col);
	b->dn_next->dn_next = w;
	w = bt_node_at(p, DT_NODE_BLOCK, line, col);
	w->dn_body = b;
	return w;
}

/* break or continue: only inside a while */
static dt_node_t *
bt_loopjump(bt_parser_t *p)
{
	dt_node_t *n = bt_node(p, strcmp(p->t_text, "break") == 0 ?
	    DT_NODE_BREAK : DT_NODE_CONTINUE);

	p->p_nodes++;
	if (p->p_loops == 0)
		bt_error(p, p->t_line, p->t_col, "%s used outside of a loop",
		    p->t_text);
	bt_next(p, 0);
	if (!bt_is(p, "}"))
		bt_expect(p, ";");
	return n;
}

static dt_node_t *bt_stmt1(bt_parser_t *p);

/* a statement, after the statements the macros its expressions use run
 * (a block of them and it) */
static dt_node_t *
bt_stmt(bt_parser_t *p)
{
	dt_node_t *saved = p->p_hoist, **savedtail = p->p_hoisttail, *n, *b;

	p->p_hoist = NULL;
	p->p_hoisttail = &p->p_hoist;
	n = bt_stmt1(p);
	if (p->p_hoist != NULL) {
		b = bt_node_at(p, DT_NODE_BLOCK, n->dn_line, n->dn_col);
		b->dn_body = p->p_hoist;
		/* a macro used as a statement: its statements alone */
		if (!(n->dn_kind == DT_NODE_EXPR &&
		    n->dn_left->dn_kind == DT_NODE_BLOCK &&
		    n->dn_left->dn_body == NULL))
			*p->p_hoisttail = n;
		n = b;
	} else if (n->dn_kind == DT_NODE_EXPR &&
	    n->dn_left->dn_kind == DT_NODE_BLOCK) {
		n = n->dn_left;		/* a macro of no statement */
	}
	p->p_hoist = saved;
	p->p_hoisttail = savedtail;
	return n;
}

static dt_node_t *
bt_stmt1(bt_parser_t *p)
{
	dt_node_t *n;

	bt_enter(p);
	if (bt_iskw(p, "if")) {
		n = bt_if(p);
	} else if (bt_iskw(p, "unroll")) {
		n = bt_unroll(p);
	} else if (bt_iskw(p, "return")) {
		/* bpftrace 0.24 and later: no return from its callback */
		if (p->p_formap > 0)
			bt_error_to(p, p->t_line, p->t_col, p->t_col + 6,
			    "'return' statement is not allowed in a for-loop");
		p->p_nodes++;
		n = bt_node(p, DT_NODE_RETURN);
		bt_next(p, 0);
		if (!bt_is(p, "}"))
			bt_expect(p, ";");
	} else if (bt_iskw(p, "while")) {
		n = bt_while(p);
	} else if (bt_iskw(p, "break") || bt_iskw(p, "continue")) {
		n = bt_loopjump(p);
	} else if (bt_iskw(p, "for") && bt_forahead(p)) {
		n = bt_for(p);
	} else if (bt_iskw(p, "for")) {	/* C's for: in no bpftrace */
		bt_error(p, p->t_line, p->t_col, "syntax error, unexpected for, "
		    "expecting }");
	} else if (bt_iskw(p, "import")) {
		bt_stmtimport(p);
	} else if (bt_iskw(p, "let")) {
		n = bt_let(p);
	} else if (bt_is(p, "{")) {
		n = bt_node(p, DT_NODE_BLOCK);
		n->dn_body = bt_block(p, 0);
	} else {
		p->p_nodes++;	/* the statement */
		n = bt_node(p, DT_NODE_EXPR);
		n->dn_left = bt_expr(p);
		bt_ternary_stmt(p, n);
		if (!bt_is(p, "}") && !bt_is(p, ";"))
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting }", bt_tokname(p));
		p->p_semi = !bt_is(p, "}");
		if (p->p_semi)
			bt_next(p, 0);
	}
	p->p_depth--;
	return n;
}

static dt_node_t *
bt_stmts(bt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	while (!bt_is(p, "}")) {
		/* bpftrace 0.17 takes no empty statement */
		if (p->t_kind == BT_EOF || bt_is(p, ";"))
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting }", bt_tokname(p));
		*tail = bt_stmt(p);
		tail = &(*tail)->dn_next;
	}
	return head;
}

/* a block's '{' is next, or the error (expecting: what may be) */
static void
bt_brace(bt_parser_t *p, const char *expecting)
{
	if (bt_is(p, "{"))
		return;
	if (p->t_kind == BT_IDENT)	/* the name marked, not a call's */
		bt_error_to(p, p->t_line, p->t_col, p->t_col +
		    (int)strlen(p->t_text), "syntax error, unexpected %s, "
		    "expecting %s", bt_tokname(p), expecting);
	bt_error(p, p->t_line, p->t_col, "syntax error, unexpected %s, "
	    "expecting %s", bt_tokname(p), expecting);
}

/* { statements }; top: a clause's, after which a probe may follow */
static dt_node_t *
bt_block(bt_parser_t *p, int top)
{
	dt_node_t *body;

	bt_brace(p, "{");
	bt_next(p, 0);
	body = bt_stmts(p);
	if (top) {
		p->p_cendline = p->t_line;
		p->p_cendcol = p->t_col + 1;
	}
	bt_next(p, top);
	return body;
}

/* ---- probes ---- */

/*
 * uprobe:PATH:FUNC, uprobe:PATH:FUNC+OFFSET (an instruction of FUNC, its
 * offset in hexadecimal as the pid provider names it) and
 * uprobe:PATH:ADDRESS (its function found by the semantic pass: FUNC
 * 0xADDRESS); a uretprobe has no offset
 */
static void
bt_uprobe_at(bt_parser_t *p, const char *path, const char *func, int ret,
    char *out, size_t len, int line, int col)
{
	const char *plus = strrchr(func, '+');
	unsigned long long off;
	char *end;

	if (plus != NULL && plus > func && plus[1] != '\0') {
		errno = 0;
		off = strtoull(plus + 1, &end, 0);
		if (*end == '\0' && errno == 0) {
			if (ret)
				bt_error(p, line, col, "Offset not allowed");
			if (off == 0)
				snprintf(out, len, "pid0:%s:%.*s:entry", path,
				    (int)(plus - func), func);
			else
				snprintf(out, len, "pid0:%s:%.*s:%llx", path,
				    (int)(plus - func), func, off);
			return;
		}
	}
	if (isdigit((unsigned char)func[0])) {
		errno = 0;
		off = strtoull(func, &end, 0);
		if (*end == '\0' && errno == 0) {
			if (ret)
				bt_error(p, line, col, "Offset not allowed");
			snprintf(out, len, "pid0:%s:0x%llx:entry", path, off);
			return;
		}
	}
	snprintf(out, len, "pid0:%s:%s:%s", path, func, ret ? "return" :
	    "entry");
}

/* bt's probe types: their aliases and the engine provider they are */
typedef enum bt_ptype {
	BT_P_BEGIN, BT_P_END, BT_P_TRACEPOINT, BT_P_UPROBE, BT_P_URETPROBE,
	BT_P_USDT, BT_P_PROFILE, BT_P_INTERVAL, BT_P_SYSCALL, BT_P_KERNEL,
	BT_P_RAWTP, BT_P_SOFTWARE, BT_P_HARDWARE, BT_P_WATCHPOINT,
	BT_P_ASYNCWATCHPOINT, BT_P_ITER, BT_P_SELF, BT_P_TEST, BT_P_BENCH
} bt_ptype_t;

static const struct {
	const char *pt_name, *pt_alias;
	bt_ptype_t pt_type;
} bt_ptypes[] = {
	{ "BEGIN", "begin", BT_P_BEGIN },	/* later bpftrace's spellings */
	{ "END", "end", BT_P_END },
	{ "tracepoint", "t", BT_P_TRACEPOINT },
	{ "uprobe", "u", BT_P_UPROBE },
	{ "uretprobe", "ur", BT_P_URETPROBE },
	{ "usdt", "U", BT_P_USDT },
	{ "profile", "p", BT_P_PROFILE },
	{ "interval", "i", BT_P_INTERVAL },
	{ "syscall", NULL, BT_P_SYSCALL },
	{ "kprobe", "k", BT_P_KERNEL },
	{ "kretprobe", "kr", BT_P_KERNEL },
	{ "kfunc", "f", BT_P_KERNEL },
	{ "kretfunc", "fr", BT_P_KERNEL },
	{ "fentry", NULL, BT_P_KERNEL },	/* bpftrace 0.18's names */
	{ "fexit", NULL, BT_P_KERNEL },
	{ "rawtracepoint", "rt", BT_P_RAWTP },
	{ "software", "s", BT_P_SOFTWARE },
	{ "hardware", "h", BT_P_HARDWARE },
	{ "watchpoint", "w", BT_P_WATCHPOINT },
	{ "asyncwatchpoint", "aw", BT_P_ASYNCWATCHPOINT },
	{ "iter", "it", BT_P_ITER },
	{ "self", NULL, BT_P_SELF },	/* bpftrace after 0.17 */
	{ "test", NULL, BT_P_TEST },	/* bpftrace 0.24's, run by --test */
	{ "bench", NULL, BT_P_BENCH },	/* and by --bench */
};

/* split s at ':' into at most n fields (the last takes the rest) */
static int
bt_fields(char *s, char **f, int n)
{
	int i = 0;

	f[i++] = s;
	while (i < n && (s = strchr(s, ':')) != NULL) {
		*s++ = '\0';
		f[i++] = s;
	}
	return i;
}

/* a rate of profile/interval: unit and count -> the engine's suffix */
static void
bt_rate(bt_parser_t *p, const char *unit, const char *count, char *out,
    size_t len, int line, int col)
{
	static const char *const units[][2] = {
		{ "hz", "hz" }, { "s", "s" }, { "ms", "ms" }, { "us", "us" },
		{ "ns", "ns" },
	};
	char *end;
	size_t i;

	(void)strtoull(count, &end, 10);
	if (*count == '\0' || *end != '\0')
		bt_error(p, line, col, "invalid rate of probe: %s", count);
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		if (strcmp(unit, units[i][0]) == 0) {
			snprintf(out, len, "%s%s", count, units[i][1]);
			return;
		}
	}
	bt_error(p, line, col, "%s is not an accepted unit of time", unit);
}

/*
 * The clause that sets a watchpoint:FUNC+argN:LEN:MODE up, as bpftrace
 * 0.17 does: at each entry of FUNC in the target process (-p, -c),
 * __bt_watch() stops the process (not for an asyncwatchpoint), and has
 * the consumer put a breakpoint on the address argN holds into the
 * watchpoint's probe (its description wp) and let the process go on.
 */
static void
bt_watchsetup(bt_parser_t *p, const char *func, unsigned long long argn,
    const char *wp, int line, int col)
{
	dt_node_t *c = bt_node_at(p, DT_NODE_CLAUSE, line, col);
	dt_node_t *pd = bt_node_at(p, DT_NODE_PDESC, line, col);
	dt_node_t *s = bt_node_at(p, DT_NODE_STRING, line, col);
	dt_node_t *st = bt_node_at(p, DT_NODE_EXPR, line, col);
	char buf[4200], arg[32];

	snprintf(buf, sizeof(buf), "pid$target:a.out:%s:entry", func);
	pd->dn_string = bt_strdup(p, buf);
	c->dn_pdescs = pd;
	c->dn_flags |= DT_NF_BTSETUP;
	s->dn_string = bt_strdup(p, wp);
	s->dn_len = strlen(wp);
	snprintf(arg, sizeof(arg), "arg%llu", argn > 99 ? 99 : argn);
	s->dn_next = bt_ident(p, arg, line, col);
	st->dn_left = bt_call(p, "__bt_watch", s, line, col);
	c->dn_body = st;
	*p->p_setuptail = c;
	p->p_setuptail = &c->dn_next;
}

/*
 * watchpoint:ADDR:LEN:MODE: the perf provider's breakpoint event,
 * perf:watchpoint:ADDR:LEN-MODE (MODE w, rw or x); watchpoint:FUNC+argN
 * (and asyncwatchpoint:) the breakpoint put on the address that argN of
 * FUNC holds (perf:watchpoint:FUNC+argN:LEN-MODE, with a clause that sets
 * it up); with bpftrace's errors for what it refuses
 */
static void
bt_watchpoint(bt_parser_t *p, char **f, int nf, char *out, size_t len,
    int line, int col, int async)
{
	unsigned long long addr = 0, argn = 0;
	unsigned long n;
	int r = 0, w = 0, x = 0;
	char *end, *plus = NULL, *e, wp[4200];
	const char *s, *first = "";

	if (nf != 4)
		bt_error(p, line, col, "%swatchpoint probe type requires 3 "
		    "arguments", async ? "async" : "");
	if ((plus = strchr(f[1], '+')) != NULL) {
		*plus++ = '\0';
		if (strncmp(plus, "arg", 3) != 0)
			bt_error(p, line, col, "Invalid function argument");
		argn = strtoull(plus + 3, &end, 10);
		if (end == plus + 3)
			bt_error(p, line, col, "stoull");
	} else {
		addr = strtoull(f[1], &end, 0);
		/* bpftrace reads a number with an e as 1e6 is read */
		if ((end == f[1] || *f[1] == '-') && strncmp(f[1], "0x", 2) !=
		    0 && (e = strpbrk(f[1], "eE")) != NULL)
			bt_error(p, line, col, "Coefficient part of scientific "
			    "literal is not a valid number: %.*s: stoull",
			    (int)(e - f[1]), f[1]);
		if (end == f[1] || *f[1] == '-')
			bt_error(p, line, col, "stoull");
	}
	n = strtoul(f[2], &end, 10);
	/* bpftrace goes on after this one, to the length and mode */
	if (async && plus == NULL)
		first = "asyncwatchpoint requires a function name";
	if (end == f[2] || *end != '\0' || (n != 1 && n != 2 && n != 4 &&
	    n != 8))
		bt_werror(p, line, col, first, "watchpoint length must be one "
		    "of (1,2,4,8)");
	for (s = f[3]; *s != '\0'; s++) {
		if (*s == 'r')
			r = 1;
		else if (*s == 'w')
			w = 1;
		else if (*s == 'x')
			x = 1;
		else
			bt_werror(p, line, col, first, "watchpoint mode "
			    "must be combination of (r,w,x)");
	}
	/* what a breakpoint can be: written, read or written, executed */
	if (x ? r || w : !w)
		bt_werror(p, line, col, first, "invalid watchpoint mode: %s",
		    f[3]);
	if (*first != '\0')
		bt_error(p, line, col, "asyncwatchpoint requires a function "
		    "name");
	if (plus == NULL) {
		snprintf(out, len, "perf:%swatchpoint:0x%llx:%lu-%s",
		    async ? "async" : "", addr, n, x ? "x" : r ? "rw" : "w");
		return;
	}
	snprintf(wp, sizeof(wp), "%swatchpoint:%s+arg%llu:%lu-%s",
	    async ? "async" : "", f[1], argn, n, x ? "x" : r ? "rw" : "w");
	snprintf(out, len, "perf:%swatchpoint:%s+arg%llu:%lu-%s",
	    async ? "async" : "", f[1], argn, n, x ? "x" : r ? "rw" : "w");
	bt_watchsetup(p, f[1], argn, wp, line, col);
}

/*
 * kprobe:F+OFFSET (OFFSET as C writes numbers: 5, 0x5): the kinst
 * provider's probe of the instruction at that offset, named in decimal;
 * bpftrace's errors (before the kernel's refusal) for an offset missing
 * or not a number, for two of them and for a kretprobe's.
 */
static void
bt_koffset(bt_parser_t *p, int ret, const char *why, char *fo, char *out,
    size_t len, int line, int col)
{
	char *plus = strchr(fo, '+'), *end;
	unsigned long long off;

	if (strchr(plus + 1, '+') != NULL)
		bt_error(p, line, col, "Cannot take more than one offset");
	errno = 0;
	off = strtoull(plus + 1, &end, 0);
	if (plus[1] == '\0')
		bt_error(p, line, col, "Invalid offset");
	/* std::stoull's exception, as bpftrace shows it */
	if (end == plus + 1 || errno != 0)
		bt_error(p, line, col, "stoull");
	if (ret)
		bt_error(p, line, col, "Offset not allowed");
	if (why != NULL)
		bt_error(p, line, col, "kprobe probes are not available: %s",
		    why);
	*plus = '\0';
	snprintf(out, len, "kinst::%s:%llu", fo, off);
}

/* is fn a function whose kretprobe bpftrace 0.17 refuses to attach? */
static int
bt_bannedret(const char *fn)
{
	static const char *const banned[] = { "_raw_spin_lock",
		"_raw_spin_lock_irqsave", "_raw_spin_unlock_irqrestore",
		"queued_spin_lock_slowpath" };
	size_t i;

	for (i = 0; i < sizeof(banned) / sizeof(banned[0]); i++)
		if (strcmp(fn, banned[i]) == 0)
			return 1;
	return 0;
}

/*
 * kprobe:F, kretprobe:F, kfunc:[MOD:]F, kretfunc:[MOD:]F (fentry:,
 * fexit:): the fbt provider's probes (fbt:MOD:F:entry or :return), which
 * attach through fentry/fexit where the kernel allows them, kprobes
 * otherwise.  Where the kernel allows neither, the reason.
 */
static void
bt_kernel(bt_parser_t *p, const char *type, char **f, int nf, char *out,
    size_t len, int line, int col)
{
	int fentry = 0, func = strstr(type, "func") != NULL ||
	    type[0] == 'f', ret = strstr(type, "ret") != NULL ||
	    strcmp(type, "fexit") == 0;
	const char *why = p->p_env != NULL && p->p_env->be_refusal != NULL ?
	    p->p_env->be_refusal(&fentry) : NULL;

	const char *plus = strchr(f[nf - 1], '+');

	/* bpftrace 0.17's attach point errors first, then what the kernel
	 * lacks */
	if (nf < 2 || nf > (func ? 3 : 2))
		bt_error(p, line, col, func ? "%s probe type requires 1 or 2 "
		    "arguments" : "%s probe type requires 1 argument", type);
	if (!func && plus == f[1])
		bt_error(p, line, col, "Invalid offset");
	if (!func && plus != NULL) {
		bt_koffset(p, ret, why, f[1], out, len, line, col);
		return;
	}
	if (!func && f[1][0] == '\0')
		bt_error(p, line, col, "kprobes should be attached to a "
		    "function");
	if (func && !fentry)
		bt_error(p, line, col, "kfunc/kretfunc not available for your "
		    "kernel version.");
	if (why != NULL)
		bt_error(p, line, col, "%s probes are not available: %s", type,
		    why);
	if (f[nf - 1][0] == '\0')
		bt_error(p, line, col, "%s probe type requires 1 argument",
		    type);
	if (plus != NULL)
		bt_error(p, line, col, "%s probes at an offset are not "
		    "supported yet", type);
	snprintf(out, len, "fbt:%s:%s:%s", nf == 3 ? f[1] : "", f[nf - 1],
	    ret ? "return" : "entry");
	p->p_banned = !func && ret && bt_bannedret(f[1]);
	p->p_kfunc = func ? 1 + ret : 0;
}

/*
 * One probe as written, as an engine description.  A probe whose type
 * this kernel or engine cannot give is an error naming the reason.
 */
static dt_node_t *
bt_probe(bt_parser_t *p, const char *text, int line, int col)
{
	char buf[4096], out[4200], rate[64], unit[4096], *f[4], *s;
	dt_node_t *n;
	size_t i;
	int nf;

	/* $1..: the parameters' text, as bpftrace puts it in; a part left
	 * empty is the semantic pass's error (dt_sema_btparampd) */
	if (dt_bt_pdexpand(text, p->p_env != NULL ? p->p_env->be_argc : 0,
	    p->p_env != NULL ? p->p_env->be_argv : NULL, buf, sizeof(buf)) >
	    0 && dt_bt_pdbroken(buf)) {
		n = bt_node_at(p, DT_NODE_PDESC, line, col);
		n->dn_string = bt_strdup(p, "dtrace:::BEGIN");
		n->dn_left = bt_node_at(p, DT_NODE_STRING, line, col);
		n->dn_left->dn_string = bt_strdup(p, buf);
		return n;
	}
	nf = bt_fields(buf, f, 4);
	for (i = 0; i < sizeof(bt_ptypes) / sizeof(bt_ptypes[0]); i++) {
		if (strcmp(f[0], bt_ptypes[i].pt_name) == 0 ||
		    (bt_ptypes[i].pt_alias != NULL &&
		    strcmp(f[0], bt_ptypes[i].pt_alias) == 0))
			break;
	}
	if (i == sizeof(bt_ptypes) / sizeof(bt_ptypes[0]))
		bt_error(p, line, col, "Invalid probe type: %s", f[0]);
	switch (bt_ptypes[i].pt_type) {
	case BT_P_BEGIN:
	case BT_P_END:
		if (nf != 1)
			bt_error(p, line, col, "%s probes take no arguments",
			    f[0]);
		snprintf(out, sizeof(out), "dtrace:::%s",
		    bt_ptypes[i].pt_name);
		break;
	case BT_P_TEST:
	case BT_P_BENCH:
		/* test:NAME, bench:NAME: the dtrace provider's, run by
		 * btrace --test (--bench); a name as the site's key holds */
		if (nf != 2 || f[1][0] == '\0' || strchr(f[1], '*') != NULL)
			bt_error(p, line, col, "%s probe type requires 1 "
			    "argument, a name", f[0]);
		if (strlen(f[1]) > DT_BT_RUNNAME_MAX)
			bt_error(p, line, col, "%s probe name longer than %d "
			    "characters: %s", f[0], DT_BT_RUNNAME_MAX, f[1]);
		snprintf(out, sizeof(out), "dtrace:%s::%s", f[0], f[1]);
		break;
	case BT_P_SELF:
		/* self:signal:SIGUSR1, run when btrace receives it */
		if (nf != 3 || strcmp(f[1], "signal") != 0)
			bt_error(p, line, col, "%s is not a supported trigger",
			    nf > 1 ? f[1] : "");
		if (strcmp(f[2], "SIGUSR1") != 0)
			bt_error(p, line, col, "%s is not a supported signal",
			    f[2]);
		snprintf(out, sizeof(out), "dtrace:::SIGUSR1");
		break;
	case BT_P_TRACEPOINT:
		if (nf != 3)
			bt_error(p, line, col, "tracepoint probe type requires "
			    "2 arguments");
		/* a system call's: the syscall provider's, whose one
		 * program on the raw sys_enter (sys_exit) costs less */
		if (strcmp(f[1], "syscalls") == 0 &&
		    strncmp(f[2], "sys_enter_", 10) == 0)
			snprintf(out, sizeof(out), "syscall::%s:entry",
			    f[2] + 10);
		else if (strcmp(f[1], "syscalls") == 0 &&
		    strncmp(f[2], "sys_exit_", 9) == 0)
			snprintf(out, sizeof(out), "syscall::%s:return",
			    f[2] + 9);
		else
			snprintf(out, sizeof(out), "sdt:%s::%s", f[1], f[2]);
		break;
	case BT_P_SYSCALL:
		/* OpenBSD: syscall:read:entry */
		if (nf != 3)
			bt_error(p, line, col, "syscall probe type requires "
			    "2 arguments");
		snprintf(out, sizeof(out), "syscall::%s:%s", f[1], f[2]);
		break;
	case BT_P_UPROBE:
	case BT_P_URETPROBE:
		/* (uprobe:path:cpp:func: a later bpftrace's language part,
		 * which changes nothing here) */
		if (nf < 3 || (nf == 4 && (strcmp(f[2], "cpp") != 0 ||
		    strchr(f[3], ':') != NULL)))
			bt_error(p, line, col, "%s probe type requires 2 "
			    "arguments", bt_ptypes[i].pt_name);
		if (nf == 4)
			f[2] = f[3];
		bt_uprobe_at(p, f[1], f[2], bt_ptypes[i].pt_type ==
		    BT_P_URETPROBE, out, sizeof(out), line, col);
		break;
	case BT_P_USDT:
		if ((nf != 3 && nf != 4) || (nf == 4 && strchr(f[3], ':') !=
		    NULL))
			bt_error(p, line, col, "usdt probe type requires 2 "
			    "or 3 arguments");
		if (f[1][0] == '\0' && (p->p_env == NULL ||
		    !p->p_env->be_grabbed))
			bt_error(p, line, col, "usdt probe must specify at "
			    "least path or pid to probe");
		if (f[nf - 1][0] == '\0')
			bt_error(p, line, col, "usdt probe must have a target "
			    "function or wildcard");
		/* the engine names a note's "a__b" a-b, as DTrace does */
		for (s = f[nf - 1]; (s = strstr(s, "__")) != NULL; s++)
			memmove(s, s + 1, strlen(s + 1) + 1), *s = '-';
		/* (an empty provider is any, as a missing one) */
		if (nf == 3 || f[2][0] == '\0')
			snprintf(out, sizeof(out), "*0:%s::%s", f[1],
			    f[nf - 1]);
		else
			snprintf(out, sizeof(out), "%s0:%s::%s", f[2], f[1],
			    f[3]);
		break;
	case BT_P_PROFILE:
	case BT_P_INTERVAL:
		if (nf == 2 && isdigit((unsigned char)f[1][0])) {
			/* interval:1s, profile:99hz (bpftrace 0.22 and later):
			 * the count, then its unit */
			for (s = f[1]; isdigit((unsigned char)*s); s++)
				continue;
			snprintf(unit, sizeof(unit), "%s", s);
			*s = '\0';
			f[2] = f[1];
			f[1] = unit;
			nf = 3;
		}
		if (nf != 3)
			bt_error(p, line, col, "%s probe type requires 2 "
			    "arguments", bt_ptypes[i].pt_name);
		bt_rate(p, f[1], f[2], rate, sizeof(rate), line, col);
		snprintf(out, sizeof(out), "profile:::%s-%s",
		    bt_ptypes[i].pt_type == BT_P_PROFILE ? "profile" : "tick",
		    rate);
		break;
	case BT_P_RAWTP:
		if (nf != 2 && nf != 3)
			bt_error(p, line, col, "rawtracepoint probe type "
			    "requires 1 argument");
		snprintf(out, sizeof(out), "rawtp:::%s", f[nf - 1]);
		break;
	case BT_P_SOFTWARE:
	case BT_P_HARDWARE:
		if (nf != 3 && nf != 2)
			bt_error(p, line, col, "%s probe type requires 1 or 2 "
			    "arguments", bt_ptypes[i].pt_name);
		snprintf(out, sizeof(out), "perf:%s:%s:%s",
		    bt_ptypes[i].pt_name, f[1], nf == 3 ? f[2] : "");
		break;
	case BT_P_WATCHPOINT:
	case BT_P_ASYNCWATCHPOINT:
		bt_watchpoint(p, f, nf, out, sizeof(out), line, col,
		    bt_ptypes[i].pt_type == BT_P_ASYNCWATCHPOINT);
		break;
	case BT_P_ITER:
		/* iter:NAME[:PIN]: bpftrace 0.17 finds no iterator on this
		 * kernel (the semantic pass says so, as it does) */
		if (nf != 2 && nf != 3)
			bt_error(p, line, col, "iter probe type takes 2 "
			    "arguments (1 optional)");
		if (strpbrk(f[1], "*?[") != NULL)
			bt_error(p, line, col, "iter probe type does not "
			    "support wildcards");
		snprintf(out, sizeof(out), "iter:::%s", f[1]);
		break;
	case BT_P_KERNEL:
		/* (sets p_kfunc) */
		bt_kernel(p, bt_ptypes[i].pt_name, f, nf, out, sizeof(out),
		    line, col);
		break;
		/* FALLTHROUGH */
	default:
		bt_error(p, line, col, "%s probes are not supported yet",
		    bt_ptypes[i].pt_name);
	}
	n = bt_node_at(p, DT_NODE_PDESC, line, col);
	n->dn_string = bt_strdup(p, out);
	if (p->p_banned)
		n->dn_flags |= DT_NF_BTBANNED;
	p->p_banned = 0;
	return n;
}

/* ---- struct definitions ---- */

/*
 * One member of a struct definition: type words, '*'s, the name, array
 * dimensions ("unsigned long y;", "struct foo *next;", "char tag[8];");
 * several declarators after one type ("int a, b;").  Lowered into the
 * DECL nodes the D parser makes for members.
 */
static dt_node_t *
bt_members(bt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	while (!bt_is(p, "}")) {
		char words[16][128], tname[512];
		int nw = 0, i, line = p->t_line, col = p->t_col, named = 0;
		size_t n = 0;

		if (p->t_kind != BT_IDENT)
			bt_syntax(p);
		while (p->t_kind == BT_IDENT && nw < 16) {
			snprintf(words[nw++], sizeof(words[0]), "%.127s",
			    p->t_text);
			bt_next(p, 0);
		}
		/* without '*', the last word is the member's name */
		if (!bt_is(p, "*")) {
			if (nw < 2)
				bt_syntax(p);
			nw--;
			named = 1;
		}
		tname[0] = '\0';
		for (i = 0; i < nw; i++) {
			const char *w = words[i];
			size_t k;

			for (k = 0; k < sizeof(bt_inttypes) /
			    sizeof(bt_inttypes[0]); k++)
				if (strcmp(w, bt_inttypes[k][0]) == 0)
					w = bt_inttypes[k][1];
			if (strcmp(w, "bool") == 0)
				w = "_Bool";
			n += (size_t)snprintf(tname + n, sizeof(tname) - n,
			    "%s%s", n ? " " : "", w);
			if (n >= sizeof(tname))
				bt_syntax(p);
		}
		for (;;) {
			dt_node_t *d = bt_node_at(p, DT_NODE_DECL, line, col);
			dt_node_t *t = bt_node_at(p, DT_NODE_TYPE, line, col);
			dt_node_t **dims = &t->dn_args;

			d->dn_type = t;
			t->dn_tname = bt_strdup(p, tname);
			while (bt_is(p, "*")) {
				t->dn_ptr++;
				bt_next(p, 0);
			}
			if (!named) {
				/* "int a, *b": a name after the '*'s */
				if (p->t_kind != BT_IDENT)
					bt_syntax(p);
				snprintf(words[nw], sizeof(words[0]), "%.127s",
				    p->t_text);
				bt_next(p, 0);
			}
			named = 0;
			d->dn_string = bt_strdup(p, words[nw]);
			while (bt_is(p, "[")) {
				bt_next(p, 0);
				if (p->t_kind != BT_INT)
					bt_syntax(p);
				*dims = bt_int(p, p->t_int, p->t_line,
				    p->t_col);
				dims = &(*dims)->dn_next;
				bt_next(p, 0);
				bt_expect(p, "]");
			}
			*tail = d;
			tail = &d->dn_next;
			if (!bt_is(p, ","))
				break;
			bt_next(p, 0);
		}
		/* C (clang, for bpftrace) lets the last ';' go */
		if (!bt_is(p, "}"))
			bt_expect(p, ";");
	}
	return head;
}

/* enum [NAME] { A [= e], ... }: its enumerators, up to the '}' */
static dt_node_t *bt_cond(bt_parser_t *p);

static dt_node_t *
bt_enumerators(bt_parser_t *p)
{
	dt_node_t *head = NULL, **tail = &head;

	while (!bt_is(p, "}")) {
		dt_node_t *e = bt_node(p, DT_NODE_ENUMERATOR);

		if (p->t_kind != BT_IDENT)
			bt_syntax(p);
		e->dn_string = bt_strdup(p, p->t_text);
		bt_next(p, 0);
		if (bt_is(p, "=")) {
			bt_next(p, 0);
			e->dn_left = bt_cond(p);
		}
		*tail = e;
		tail = &e->dn_next;
		if (!bt_is(p, "}"))
			bt_expect(p, ",");
	}
	return head;
}

/* struct|union NAME { members } [;] or enum [NAME] { A [= e], ... } [;]
 * (bpftrace 0.17 reads C's through clang) before the probes: a DECL of a
 * TYPE whose definition (SUE, ENUM) is its body, as the D parser has it */
static dt_node_t *
bt_sudef(bt_parser_t *p, int after)
{
	int line = p->t_line, col = p->t_col, end, endline;
	int isunion = strcmp(p->t_text, "union") == 0;
	int isenum = strcmp(p->t_text, "enum") == 0;
	dt_node_t *d = bt_node_at(p, DT_NODE_DECL, line, col);
	dt_node_t *t = bt_node_at(p, DT_NODE_TYPE, line, col);
	dt_node_t *s = bt_node_at(p, isenum ? DT_NODE_ENUM : DT_NODE_SUE, line,
	    col);
	char tname[4200];

	bt_next(p, 0);
	if (p->t_kind != BT_IDENT && !(isenum && bt_is(p, "{")))
		bt_syntax(p);
	if (p->t_kind == BT_IDENT)
		s->dn_string = bt_strdup(p, p->t_text);
	s->dn_flags = isunion ? DT_NF_UNION : 0;
	snprintf(tname, sizeof(tname), "%s%s%s", isenum ? "enum" : isunion ?
	    "union" : "struct", s->dn_string != NULL ? " " : "",
	    s->dn_string != NULL ? s->dn_string : "");
	t->dn_tname = bt_strdup(p, tname);
	t->dn_body = s;
	d->dn_type = t;
	if (p->t_kind == BT_IDENT)
		bt_next(p, 0);
	bt_expect(p, "{");
	/* (both leave the '}' as the current token) */
	s->dn_body = isenum ? bt_enumerators(p) : bt_members(p);
	/* after the '}', the next top-level item (an optional ';') */
	end = (int)(p->p_off - (size_t)p->p_lstart) + 1;
	endline = p->p_line;
	bt_next(p, 1);
	if (bt_is(p, ";") || (p->t_kind == BT_PROBE &&
	    strcmp(p->t_text, ";") == 0)) {
		end = (int)(p->p_off - (size_t)p->p_lstart) + 1;
		endline = p->p_line;
		bt_next(p, 1);
	}
	if (after) {
		/* bpftrace takes definitions only before the probes */
		snprintf(p->p_err, p->p_errlen, "syntax error, unexpected "
		    "struct definition, expecting {");
		p->p_errline = line;
		p->p_errcol = col;
		p->p_errend = endline == line ? end : 0;
		longjmp(p->p_jmp, 1);
	}
	return d;
}

/*
 * bpftrace's place of a probe starts right after the token before it (a
 * previous clause's '}', a ',' in a list) at line, col: a probe on a
 * later line is given the line (dn_int: its errors say "FILE:L1-L2:"),
 * one on the same line the column (dn_len)
 */
static void
bt_pdplace(dt_node_t *pd, int line, int col)
{
	if (line == 0)
		return;		/* the first probe: its own place */
	if (line < pd->dn_line)
		pd->dn_int = (uint64_t)line;
	else if (line == pd->dn_line && col <= pd->dn_col)
		pd->dn_len = (size_t)col;
}

/* a pragma setting engine option opt to val, as D's #pragma D option */
static dt_node_t *
bt_optpragma(bt_parser_t *p, const char *opt, const char *val, int line,
    int col)
{
	dt_node_t *n = bt_node_at(p, DT_NODE_PRAGMA, line, col), **w;
	char buf[256];
	const char *words[3];
	int i;

	snprintf(buf, sizeof(buf), "%s=%s", opt, val);
	words[0] = "D";
	words[1] = "option";
	words[2] = buf;
	for (w = &n->dn_args, i = 0; i < 3; i++, w = &(*w)->dn_next) {
		*w = bt_node_at(p, DT_NODE_IDENT, line, col);
		(*w)->dn_string = bt_strdup(p, words[i]);
	}
	return n;
}

/*
 * config = { NAME = VALUE; ... } (bpftrace 0.18 and later), before any
 * probe: each variable (dt_bt_config.c) an option's pragma, or what the
 * front end does itself (stack_mode); "config" is the current token
 */
static void
bt_config(bt_parser_t *p, int nclauses)
{
	int line = p->t_line, col = p->t_col;
	dt_bt_config_t c;
	char name[4096], err[4200];

	int eq = strcmp(p->t_text, "config=") == 0;	/* read as a probe */

	if (nclauses > 0)
		bt_error(p, line, col, "the config block must come before "
		    "any probe");
	bt_next(p, 0);
	if (!eq)
		bt_expect(p, "=");
	if (!bt_is(p, "{"))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting {",
		    bt_tokname(p));
	bt_next(p, 0);
	while (!bt_is(p, "}")) {
		int kline = p->t_line, kcol = p->t_col;

		if (p->t_kind != BT_IDENT)
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting }", bt_tokname(p));
		snprintf(name, sizeof(name), "%s", p->t_text);
		bt_next(p, 0);
		bt_expect(p, "=");
		if (p->t_kind == BT_INT) {
			snprintf(p->t_text, sizeof(p->t_text), "%llu",
			    (unsigned long long)p->t_int);
		} else if (p->t_kind != BT_IDENT && p->t_kind != BT_STR) {
			bt_syntax_at(p, "syntax error, unexpected %s",
			    bt_tokname(p));
		}
		if (dt_bt_config(name, p->t_text, &c, err, sizeof(err)) != 0)
			bt_error(p, kline, kcol, "%s", err);
		if (strcmp(c.bc_name, "stack_mode") == 0 && !c.bc_env)
			p->p_stackperf = c.bc_word;	/* BT_STACK_* */
		if (c.bc_opt != NULL) {
			*p->p_configtail = bt_optpragma(p, c.bc_opt, c.bc_val,
			    kline, kcol);
			p->p_configtail = &(*p->p_configtail)->dn_next;
		}
		bt_next(p, 0);
		if (!bt_is(p, "}"))
			bt_expect(p, ";");
	}
	bt_next(p, 1);
}

/*
 * let @m = KIND(ENTRIES); (bpftrace 0.24 and later), before any probe:
 * a pragma "bt map @m KIND ENTRIES" (dt_bt_mapdecl.c); "let" is the
 * current token
 */
static dt_node_t *
bt_mapdecl(bt_parser_t *p, int nclauses)
{
	int line = p->t_line, col = p->t_col, i;
	const char *words[5];
	char name[4100], kind[4096], n[32];
	dt_node_t *d, **w;

	if (nclauses > 0)
		bt_error(p, line, col, "map declarations must come before any "
		    "probe");
	bt_next(p, 0);
	if (p->t_kind != BT_MAP)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting map",
		    bt_tokname(p));
	snprintf(name, sizeof(name), "@%s", p->t_text);
	bt_next(p, 0);
	bt_expect(p, "=");
	if (p->t_kind != BT_IDENT)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting "
		    "identifier", bt_tokname(p));
	snprintf(kind, sizeof(kind), "%s", p->t_text);
	bt_next(p, 0);
	bt_expect(p, "(");
	if (p->t_kind != BT_INT)
		bt_syntax_at(p, "syntax error, unexpected %s, expecting "
		    "integer", bt_tokname(p));
	snprintf(n, sizeof(n), "%llu", (unsigned long long)p->t_int);
	bt_next(p, 0);
	if (!bt_is(p, ")"))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting )",
		    bt_tokname(p));
	d = bt_node_at(p, DT_NODE_PRAGMA, line, col);
	words[0] = "bt";
	words[1] = "map";
	words[2] = name;
	words[3] = kind;
	words[4] = n;
	for (w = &d->dn_args, i = 0; i < 5; i++, w = &(*w)->dn_next) {
		*w = bt_node_at(p, DT_NODE_IDENT, line, col);
		(*w)->dn_string = bt_strdup(p, words[i]);
	}
	bt_next(p, 0);
	if (!bt_is(p, ";"))
		bt_syntax_at(p, "syntax error, unexpected %s, expecting ;",
		    bt_tokname(p));
	bt_next(p, 1);
	return d;
}

static dt_node_t *
bt_clause(bt_parser_t *p)
{
	dt_node_t *c = bt_node(p, DT_NODE_CLAUSE), **tail = &c->dn_pdescs, *pd;
	int sline = p->p_cendline, scol = p->p_cendcol, kfunc = 0;

	p->p_nodes++;
	for (;;) {
		if (p->t_kind != BT_PROBE && tail == &c->dn_pdescs &&
		    p->p_ast->da_root->dn_body == NULL && bt_is(p, "{")) {
			/* bpftrace: no place for a probe list it did not get */
			snprintf(p->p_err, p->p_errlen, "No attach points for "
			    "probe");
			p->p_errline = p->p_errcol = p->p_errend = 1;
			longjmp(p->p_jmp, 1);
		}
		if (p->t_kind != BT_PROBE && tail == &c->dn_pdescs &&
		    p->p_ast->da_root->dn_body != NULL)
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting {", bt_tokname(p));
		if (p->t_kind == BT_PROBE && p->p_ast->da_root->dn_body !=
		    NULL && tail == &c->dn_pdescs && strlen(p->t_text) == 1 &&
		    ispunct((unsigned char)p->t_text[0]) && p->t_text[0] != '*')
			bt_syntax_at(p, "syntax error, unexpected %s, "
			    "expecting {", p->t_text);
		if (p->t_kind != BT_PROBE)
			bt_syntax(p);
		p->p_probe = 1;
		p->p_nodes++;
		p->p_kfunc = 0;
		*tail = bt_probe(p, p->t_text, p->t_line, p->t_col);
		p->p_probe = 0;
		/* the clause's: 2 if all of its probes are kretfunc:, 1 if
		 * all are kfunc: or kretfunc:, else 0 */
		if (tail == &c->dn_pdescs)
			kfunc = p->p_kfunc;
		else if (kfunc != p->p_kfunc)
			kfunc = kfunc && p->p_kfunc;
		/* bpftrace's place for a probe starts with the comments
		 * written just before it (its errors then say "FILE:L1-L2:") */
		(*tail)->dn_int = (uint64_t)p->t_cmtline;
		bt_pdplace(*tail, sline, scol);
		tail = &(*tail)->dn_next;
		bt_next(p, 1);
		if (!bt_is(p, ","))
			break;
		sline = p->t_line;
		scol = p->t_col + 1;
		bt_next(p, 1);
	}
	p->p_kfunc = kfunc;
	/* an iterator is a probe's only one */
	for (pd = c->dn_pdescs; c->dn_pdescs->dn_next != NULL && pd != NULL;
	    pd = pd->dn_next)
		if (strncmp(pd->dn_string, "iter:::", 7) == 0)
			bt_error(p, pd->dn_line, pd->dn_col, "Only single iter "
			    "attach point is allowed.");
	if (bt_is(p, "/")) {
		bt_next(p, 0);
		p->p_depth = 0;
		p->p_nodes++;
		c->dn_pred = bt_binary(p, 1);
		if (p->p_hoist != NULL)
			bt_error(p, c->dn_pred->dn_line, c->dn_pred->dn_col,
			    "a block expression or macro of statements "
			    "cannot be used in a predicate");
		if (!bt_is(p, "/"))
			bt_error(p, p->t_line, p->t_col, "syntax error, "
			    "unexpected %s, expecting /", bt_tokname(p));
		bt_next(p, 0);
	}
	if (p->t_kind == BT_EOF && c->dn_pdescs->dn_int > 0) {
		/* bpftrace's place: the probe's lines (from the comments
		 * before it) to the end */
		snprintf(p->p_err, p->p_errlen, "unexpected end of file, "
		    "expected {");
		p->p_errline = p->t_line;	/* to the end of the text */
		p->p_errcol = 1;
		p->p_errend = -(int)c->dn_pdescs->dn_int;
		longjmp(p->p_jmp, 1);
	}
	c->dn_body = bt_block(p, 1);
	p->p_kfunc = 0;
	return c;
}

/* bpftrace 0.17: one BEGIN probe and one END probe (OpenBSD's btrace
 * takes several, run in order) */
static void
bt_onespecial(bt_parser_t *p, const dt_node_t *prog)
{
	const dt_node_t *c, *pd;
	int seen[2] = { 0, 0 }, end;

	if (bt_openbsd(p))
		return;
	for (c = prog->dn_body; c != NULL; c = c->dn_next) {
		if (c->dn_kind != DT_NODE_CLAUSE)
			continue;
		for (pd = c->dn_pdescs; pd != NULL; pd = pd->dn_next) {
			end = strcmp(pd->dn_string, "dtrace:::END") == 0;
			/* (not a probe name a parameter left broken, which
			 * stands as BEGIN for its error) */
			if ((!end && strcmp(pd->dn_string, "dtrace:::BEGIN") !=
			    0) || pd->dn_left != NULL || seen[end]++ == 0)
				continue;
			/* a whole probe's place: from the end of the one
			 * before it */
			bt_error_to(p, pd->dn_line, pd->dn_len > 0 ?
			    (int)pd->dn_len : pd->dn_col, pd->dn_int > 0 &&
			    (int)pd->dn_int < pd->dn_line ? -(int)pd->dn_int :
			    pd->dn_col + (end ? 3 : 5), "More than one %s probe "
			    "defined", end ? "END" : "BEGIN");
		}
	}
}

/* an error met reading an imported file (its place the import's, in
 * the program): where in the file, before the message */
static void
bt_importerr(bt_parser_t *p)
{
	char where[4200];
	int i, line;
	size_t n, len;

	for (i = p->p_mdepth - 1; i >= 0; i--)
		if (p->p_mstack[i].me_import != NULL)
			break;
	if (i < 0)
		return;
	line = i == p->p_mdepth - 1 ? p->p_line : p->p_mstack[i + 1].me_line;
	n = (size_t)snprintf(where, sizeof(where), "%s:%d: ",
	    p->p_mstack[i].me_import->bi_path, line);
	len = strlen(p->p_err);
	if (n + len + 1 > p->p_errlen)
		return;
	memmove(p->p_err + n, p->p_err, len + 1);
	memcpy(p->p_err, where, n);
}

/* whether a probe description is a test: (DT_BTRUN_TEST) or bench:
 * (DT_BTRUN_BENCH) probe's, else DT_BTRUN_TRACE */
static int
bt_runkind(const dt_node_t *pd)
{
	if (strncmp(pd->dn_string, "dtrace:test:", 12) == 0)
		return DT_BTRUN_TEST;
	if (strncmp(pd->dn_string, "dtrace:bench:", 13) == 0)
		return DT_BTRUN_BENCH;
	return DT_BTRUN_TRACE;
}

/*
 * The probes this run keeps (p_env's be_run): bpftrace runs a program's
 * test: probes with --test, its bench: probes with --bench, and leaves
 * them out otherwise; the probes left out, and clauses with none left,
 * are taken out of the program (parsed, not compiled)
 */
static void
bt_runfilter(bt_parser_t *p, dt_node_t *prog)
{
	int run = p->p_env != NULL ? p->p_env->be_run : DT_BTRUN_TRACE;
	dt_node_t **cp, **pp;

	for (cp = &prog->dn_body; *cp != NULL; ) {
		if ((*cp)->dn_kind != DT_NODE_CLAUSE) {
			cp = &(*cp)->dn_next;
			continue;
		}
		for (pp = &(*cp)->dn_pdescs; *pp != NULL; ) {
			if (bt_runkind(*pp) != run)
				*pp = (*pp)->dn_next;
			else
				pp = &(*pp)->dn_next;
		}
		if ((*cp)->dn_pdescs == NULL)
			*cp = (*cp)->dn_next;
		else
			cp = &(*cp)->dn_next;
	}
}

int
dt_parse_bt(const char *text, size_t len, const char *file, dt_ast_t **astp,
    char *errbuf, size_t errlen, int *errline, int *errcol, int *errend)
{
	return dt_parse_bt_macros(text, len, file, NULL, NULL, astp, errbuf,
	    errlen, errline, errcol, errend, NULL);
}

int
dt_parse_bt_macros(const char *text, size_t len, const char *file,
    const char *macros, const dt_btenv_t *env, dt_ast_t **astp,
    char *errbuf, size_t errlen, int *errline, int *errcol, int *errend,
    const char **errfirst)
{
	bt_parser_t *p;
	dt_ast_t *ast;
	dt_node_t **tail;
	size_t i;
	volatile int rc = 0;
	volatile int defline = 0;

	*astp = NULL;
	if ((p = calloc(1, sizeof(*p))) == NULL ||
	    (ast = calloc(1, sizeof(*ast))) == NULL) {
		free(p);
		snprintf(errbuf, errlen, "out of memory");
		return -1;
	}
	p->p_text = text;
	p->p_len = len;
	p->p_line = 1;
	p->p_err = errbuf;
	p->p_errlen = errlen;
	p->p_ast = ast;
	p->p_env = env;
	p->p_configtail = &p->p_config;
	p->p_hoisttail = &p->p_hoist;
	if (setjmp(p->p_jmp) != 0) {
		bt_importerr(p);
		if (errline != NULL)
			*errline = p->p_errline;
		if (errcol != NULL)
			*errcol = p->p_errcol;
		if (errend != NULL)
			*errend = p->p_errend;
		if (errfirst != NULL)
			*errfirst = p->p_errfirst;
		dt_ast_free(ast);
		rc = -1;
		goto out;
	}
	if (file != NULL && (ast->da_file = strdup(file)) == NULL)
		bt_nomem(p);
	bt_macros(p, macros);
	bt_scan_aggs(p);
	ast->da_root = bt_node_at(p, DT_NODE_PROGRAM, 1, 1);
	tail = &ast->da_root->dn_body;
	bt_next(p, 1);
	if (p->t_kind == BT_EOF)
		bt_error(p, p->t_line, p->t_col, "No probes found");
	while (p->t_kind != BT_EOF) {
		if (p->t_kind == BT_PROBE && (strcmp(p->t_text, "struct") ==
		    0 || strcmp(p->t_text, "union") == 0 ||
		    strcmp(p->t_text, "enum") == 0)) {
			defline = p->t_line;
			*tail = bt_sudef(p, p->p_nclauses > 0);
			tail = &(*tail)->dn_next;
			if (p->t_kind == BT_EOF) {
				/* definitions, then no probe */
				snprintf(p->p_err, p->p_errlen, "unexpected end "
				    "of file, expected {");
				p->p_errline = p->p_line;
				p->p_errcol = (int)(p->p_off -
				    (size_t)p->p_lstart) + 1;
				p->p_errend = defline < p->p_line ? -defline :
				    0;
				longjmp(p->p_jmp, 1);
			}
			continue;
		}
		if (p->t_kind == BT_PROBE && strcmp(p->t_text, "macro") == 0) {
			bt_macrodef(p);
			continue;
		}
		if (p->t_kind == BT_PROBE && strcmp(p->t_text, "import") == 0) {
			bt_import(p);
			continue;
		}
		if (p->t_kind == BT_PROBE && strcmp(p->t_text, "let") == 0) {
			*p->p_configtail = bt_mapdecl(p, p->p_nclauses);
			p->p_configtail = &(*p->p_configtail)->dn_next;
			continue;
		}
		if (p->t_kind == BT_PROBE && (strcmp(p->t_text, "config") == 0 ||
		    strcmp(p->t_text, "config=") == 0)) {
			if (bt_inimport(p))
				bt_error_to(p, p->t_line, p->t_col,
				    p->t_col + 6,
				    "invalid `config` within import");
			bt_config(p, p->p_nclauses);
			continue;
		}
		p->p_setup = NULL;
		p->p_setuptail = &p->p_setup;
		p->p_nclauses++;	/* (its file's: an import ends it) */
		*tail = bt_clause(p);
		tail = &(*tail)->dn_next;
		/* the clauses setting its watchpoints up */
		*tail = p->p_setup;
		while (*tail != NULL)
			tail = &(*tail)->dn_next;
	}
	bt_onespecial(p, ast->da_root);
	bt_runfilter(p, ast->da_root);
	/* the config block's options first: they shape what follows */
	*p->p_configtail = ast->da_root->dn_body;
	ast->da_root->dn_body = p->p_config;
	ast->da_btnodes = p->p_nodes + 1;	/* and the program */
	*astp = ast;
	if (p->p_softlen > 0) {
		/* only the lexer's errors */
		dt_ast_free(ast);
		*astp = NULL;
		errbuf[0] = '\0';
		p->p_errline = -1;
		if (errline != NULL)
			*errline = -1;
		rc = -1;
	}
out:
	if (p->p_softlen > 0 && rc != 0) {
		/* the lexer's errors, then the parser's */
		size_t ml = strlen(errbuf);

		if (p->p_softlen + ml + 1 <= errlen) {
			memmove(errbuf + p->p_softlen, errbuf, ml + 1);
			memcpy(errbuf, p->p_soft, p->p_softlen);
		}
	}
	free(p->p_soft);
	bt_freelist(p->p_aggs, p->p_naggs);
	bt_freelist(p->p_valued, p->p_nvalued);
	bt_freelist(p->p_unmixable, p->p_nunmixable);
	free(p->p_mtext);
	free(p->p_mnames);
	free(p->p_mbodies);
	for (i = 0; i < (size_t)p->p_nbtmacros + (p->p_mdef != NULL); i++) {
		struct bt_btmacro *m = &p->p_btmacros[i];
		int k;

		for (k = 0; k < m->bm_nparams; k++)
			free(m->bm_params[k]);
		free(m->bm_params);
		free(m->bm_name);
	}
	free(p->p_btmacros);
	while (p->p_imports != NULL) {
		struct bt_import *im = p->p_imports;

		p->p_imports = im->bi_next;
		free(im->bi_path);
		free(im->bi_real);
		free(im->bi_text);
		free(im);
	}
	free(p);
	return rc;
}
