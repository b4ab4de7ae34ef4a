/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_lex.c -- hand-written, reentrant lexer for the D language.
 *
 * It follows illumos dt_lex.l: the same token classes, the same lookahead
 * rule for the '/' that ends a predicate, the same probe-description
 * pattern in the outer scope, the same escape decoding (stresc2chr) and
 * the same error messages.  Deliberate differences:
 *   - '//' starts a comment (except right after a predicate's '/');
 *   - a NUL byte ends the input, as DTrace's input() does;
 *   - '\'' and '\?' escapes decode to the quoted character.
 *
 * Invariant: every read of the source goes through lx_at(), which returns
 * -1 past the end, so no input can make the lexer read out of bounds.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_lex.h"

static const char *const dt_keywords[DT_K_NKEYS] = {
	"auto", "break", "case", "char", "const", "continue",
	"counter", "default", "do", "double", "else", "enum",
	"extern", "float", "for", "goto", "if", "import",
	"inline", "int", "long", "offsetof", "probe",
	"provider", "register", "restrict", "return", "self",
	"short", "signed", "sizeof", "static", "string",
	"stringof", "struct", "switch", "this", "translator",
	"typedef", "union", "unsigned", "userland", "void",
	"volatile", "while", "xlate",
};

/* Keywords that the outer scope (state S2 of dt_lex.l) recognises. */
static const dt_keyword_t dt_clause_keys[] = {
	DT_K_AUTO, DT_K_CHAR, DT_K_CONST, DT_K_COUNTER, DT_K_DOUBLE, DT_K_ENUM,
	DT_K_EXTERN, DT_K_FLOAT, DT_K_IMPORT, DT_K_INLINE, DT_K_INT, DT_K_LONG,
	DT_K_PROVIDER, DT_K_REGISTER, DT_K_RESTRICT, DT_K_SELF, DT_K_SHORT,
	DT_K_SIGNED, DT_K_STATIC, DT_K_STRING, DT_K_STRUCT, DT_K_THIS,
	DT_K_TRANSLATOR, DT_K_TYPEDEF, DT_K_UNION, DT_K_UNSIGNED, DT_K_VOID,
	DT_K_VOLATILE,
};

/* Keywords naming a base type, which win over a probe description. */
static const dt_keyword_t dt_type_keys[] = {
	DT_K_CHAR, DT_K_DOUBLE, DT_K_FLOAT, DT_K_INT, DT_K_LONG, DT_K_SHORT,
	DT_K_SIGNED, DT_K_STRING, DT_K_UNSIGNED, DT_K_VOID,
};

/* Operator spellings, indexed by dt_punct_t; longest spellings first. */
static const char *const dt_puncts[DT_P_NPUNCTS] = {
	"<<=", ">>=", "...",
	"->", "++", "--", "&&", "||", "^^",
	"==", "!=", "<=", ">=", "<<", ">>",
	"+=", "-=", "*=", "/=", "%=",
	"&=", "|=", "^=",
	"+", "-", "*", "/", "%", "&", "|",
	"^", "!", "~", "<", ">", "=",
	"?", ":", ".", ",", ";",
	"(", ")", "[", "]", "{", "}",
	"/",
};

const char *
dt_keyword_name(dt_keyword_t k)
{
	return (k >= 0 && k < DT_K_NKEYS) ? dt_keywords[k] : "?";
}

const char *
dt_punct_text(dt_punct_t p)
{
	return (p >= 0 && p < DT_P_NPUNCTS) ? dt_puncts[p] : "?";
}

/* ---- character access ---------------------------------------------- */

static int
lx_at(const dt_lexer_t *lx, size_t off)
{
	size_t i = lx->lx_pos + off;

	if (i >= lx->lx_len || i < lx->lx_pos)
		return -1;
	return (unsigned char)lx->lx_src[i];
}

static int
lx_col(const dt_lexer_t *lx)
{
	return (int)(lx->lx_pos - lx->lx_linestart) + 1;
}

/* Advance one byte, counting lines. */
static void
lx_adv(dt_lexer_t *lx)
{
	if (lx->lx_pos >= lx->lx_len)
		return;
	if (lx->lx_src[lx->lx_pos++] == '\n') {
		lx->lx_line++;
		lx->lx_linestart = lx->lx_pos;
	}
}

static int
is_alpha(int c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
is_hex(int c)
{
	return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int
is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\f' || c == '\v' || c == '\r';
}

/* ---- errors -------------------------------------------------------- */

void
dt_lex_error(dt_lexer_t *lx, dt_errtag_t tag, int line, int col,
    const char *fmt, ...)
{
	va_list ap;

	if (lx->lx_errbuf != NULL && lx->lx_errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(lx->lx_errbuf, lx->lx_errlen, fmt, ap);
		va_end(ap);
	}
	lx->lx_errline = line;
	lx->lx_errcol = col;
	lx->lx_errtag = tag;
	free(lx->lx_tmp);
	lx->lx_tmp = NULL;
	longjmp(*lx->lx_jmp, 1);
}

void
dt_lex_syntax(dt_lexer_t *lx, const dt_token_t *tk)
{
	const char *s = lx->lx_src + tk->tk_off;
	const char *nl;
	size_t n = tk->tk_len;

	if (tk->tk_kind == DT_T_EOF)
		dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
		    "syntax error near end of input");
	if ((nl = memchr(s, '\n', n)) != NULL)
		n = (size_t)(nl - s);	/* crop at newline, as DTrace does */
	dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
	    "syntax error near \"%.*s\"",
	    (int)n, s);
}

static _Noreturn void
lx_nomem(dt_lexer_t *lx)
{
	dt_lex_error(lx, D_UNKNOWN, lx->lx_line, lx_col(lx), "out of memory");
}

/* ---- comments and control lines ----------------------------------- */

static void
lx_comment(dt_lexer_t *lx)
{
	lx_adv(lx);
	lx_adv(lx);
	for (;;) {
		int c = lx_at(lx, 0);

		if (c == -1)
			dt_lex_error(lx, D_SYNTAX, lx->lx_line, lx_col(lx),
			    "end-of-file encountered before matching */");
		if (c == '/' && lx_at(lx, 1) == '*')
			dt_lex_error(lx, D_SYNTAX, lx->lx_line, lx_col(lx),
			    "/* encountered inside a comment");
		if (c == '*' && lx_at(lx, 1) == '/') {
			lx_adv(lx);
			lx_adv(lx);
			return;
		}
		lx_adv(lx);
	}
}

static void
lx_skip_line(dt_lexer_t *lx)
{
	while (lx_at(lx, 0) != -1 && lx_at(lx, 0) != '\n')
		lx_adv(lx);
}

/* Is the current byte the first non-blank of its line? */
static int
lx_at_line_start(const dt_lexer_t *lx)
{
	size_t i;

	for (i = lx->lx_linestart; i < lx->lx_pos; i++)
		if (!is_blank((unsigned char)lx->lx_src[i]))
			return 0;
	return 1;
}

static size_t lx_decode(char *s, size_t n);

/* Append one control-line word as a STRING node; dn_int marks quoting. */
static void
lx_ctl_word(dt_lexer_t *lx, dt_node_t ***tailp, size_t start, size_t end,
    int quoted, int line, int col)
{
	dt_node_t *n = dt_node_new(lx->lx_ast, DT_NODE_STRING, line, col);
	char *s;

	if (n == NULL || (s = malloc(end - start + 1)) == NULL)
		lx_nomem(lx);
	memcpy(s, lx->lx_src + start, end - start);
	s[end - start] = '\0';
	n->dn_string = s;
	n->dn_len = quoted ? lx_decode(s, end - start) : end - start;
	n->dn_int = (uint64_t)quoted;
	**tailp = n;
	*tailp = &n->dn_next;
}

static void
lx_ctl_string(dt_lexer_t *lx, dt_node_t ***tailp)
{
	int line = lx->lx_line, col = lx_col(lx);
	size_t start;

	lx_adv(lx);
	start = lx->lx_pos;
	for (;;) {
		int c = lx_at(lx, 0);

		if (c == -1 || c == '\n')
			dt_lex_error(lx, D_STR_NL, line, col,
			    "newline encountered in string literal");
		if (c == '"')
			break;
		if (c == '\\' && lx_at(lx, 1) != -1 && lx_at(lx, 1) != '\n')
			lx_adv(lx);
		lx_adv(lx);
	}
	lx_ctl_word(lx, tailp, start, lx->lx_pos, 1, line, col);
	lx_adv(lx);
}

/* Split a control line into words (strings or runs of non-blanks). */
static dt_node_t *
lx_ctl_words(dt_lexer_t *lx)
{
	dt_node_t *head = NULL, **tail = &head;

	for (;;) {
		int c = lx_at(lx, 0);
		size_t start;
		int col;

		if (c == -1 || c == '\n')
			return head;
		if (is_blank(c)) {
			lx_adv(lx);
			continue;
		}
		if (c == '"') {
			lx_ctl_string(lx, &tail);
			continue;
		}
		start = lx->lx_pos;
		col = lx_col(lx);
		while ((c = lx_at(lx, 0)) != -1 && c != '\n' && c != '"' &&
		    !is_blank(c))
			lx_adv(lx);
		lx_ctl_word(lx, &tail, start, lx->lx_pos, 0, lx->lx_line, col);
	}
}

static int
lx_word_is_int(const dt_node_t *w)
{
	size_t i;

	if (w == NULL || w->dn_int != 0 || w->dn_len == 0 || w->dn_len > 9)
		return 0;
	for (i = 0; i < w->dn_len; i++)
		if (!is_digit((unsigned char)w->dn_string[i]))
			return 0;
	return 1;
}

/* # N ["file" [state]] and #line / #pragma line: returns the new line. */
static int
lx_ctl_line(dt_lexer_t *lx, const char *name, dt_node_t *w, int line)
{
	dt_node_t *f = w ? w->dn_next : NULL;
	dt_node_t *st = f ? f->dn_next : NULL;

	if (!lx_word_is_int(w) || (f != NULL && f->dn_int == 0) ||
	    (st != NULL && !lx_word_is_int(st)))
		dt_lex_error(lx, D_PRAGMA_MALFORM, line, 1, "malformed #%s <line> [ [\"file\"] "
		    "state ]", name);
	return atoi(w->dn_string);
}

static void
lx_queue_pragma(dt_lexer_t *lx, dt_node_t *args, int line, int col)
{
	dt_node_t *n = dt_node_new(lx->lx_ast, DT_NODE_PRAGMA, line, col);
	dt_node_t *a;

	if (n == NULL)
		lx_nomem(lx);
	for (a = args; a != NULL; a = a->dn_next)
		a->dn_int = 0;
	n->dn_args = args;
	*lx->lx_pragtail = n;
	lx->lx_pragtail = &n->dn_next;
}

/* The words after "#pragma" name a line directive ("[D] line N")? */
static dt_node_t *
lx_pragma_line(dt_node_t *sub)
{
	if (sub != NULL && sub->dn_int == 0 && strcmp(sub->dn_string, "D") == 0)
		sub = sub->dn_next;
	if (sub != NULL && sub->dn_int == 0 &&
	    strcmp(sub->dn_string, "line") == 0)
		return sub;
	return NULL;
}

/* Interpret a control line's words; returns a new line number or 0. */
static int
lx_ctl_apply(dt_lexer_t *lx, dt_node_t *w, int line, int col)
{
	dt_node_t *ln;
	int newline = 0;

	if (w == NULL)
		return 0;		/* null directive */
	if (lx_word_is_int(w))
		return lx_ctl_line(lx, "line", w, line);
	if (w->dn_int != 0)
		dt_lex_error(lx, D_PRAGCTL_INVAL, line, col,
		    "invalid control directive");
	if (strcmp(w->dn_string, "line") == 0)
		return lx_ctl_line(lx, "line", w->dn_next, line);
	if (strcmp(w->dn_string, "error") == 0 ||
	    strcmp(w->dn_string, "ident") == 0) {
		lx_queue_pragma(lx, w, line, col);
		return 0;
	}
	if (strcmp(w->dn_string, "pragma") != 0)
		dt_lex_error(lx, D_PRAGCTL_INVAL, line, col,
		    "invalid control directive: #%s",
		    w->dn_string);
	if (w->dn_next == NULL)
		return 0;
	if ((ln = lx_pragma_line(w->dn_next)) != NULL)
		newline = lx_ctl_line(lx, "line", ln->dn_next, line);
	lx_queue_pragma(lx, w->dn_next, line, col);
	return newline;
}

static void
lx_control(dt_lexer_t *lx)
{
	int line = lx->lx_line, col = lx_col(lx);
	int newline;

	lx_adv(lx);			/* '#' */
	newline = lx_ctl_apply(lx, lx_ctl_words(lx), line, col);
	if (lx_at(lx, 0) == -1)
		dt_lex_error(lx, D_SYNTAX, line, col, "end-of-file encountered "
		    "before end of control line");
	lx_adv(lx);			/* '\n' */
	if (newline > 0)
		lx->lx_line = newline;
}

/* Skip blanks, newlines, comments, #! lines and control lines. */
static void
lx_skip(dt_lexer_t *lx, dt_lexmode_t mode)
{
	for (;;) {
		int c = lx_at(lx, 0), d = lx_at(lx, 1);

		if (is_blank(c) || c == '\n')
			lx_adv(lx);
		else if (c == '\\' && d == '\n' && mode == DT_LX_EXPR) {
			lx_adv(lx);
			lx_adv(lx);
		} else if (c == '/' && d == '*')
			lx_comment(lx);
		else if (c == '/' && d == '/' && !lx->lx_inpred)
			lx_skip_line(lx);
		else if (c == '#' && lx_at_line_start(lx)) {
			if (d == '!')
				lx_skip_line(lx);
			else
				lx_control(lx);
		} else
			return;
	}
}

/* ---- escapes ------------------------------------------------------- */

static int
lx_hexval(int c)
{
	if (is_digit(c))
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return c - 'A' + 10;
}

/* Decode one escape at s[*ip] (just after the backslash) into *out. */
static size_t
lx_escape(const char *s, size_t n, size_t *ip, char *out)
{
	/* (DTrace's list: \' and \? are not escapes, and stay as written) */
	static const char from[] = "abfnrtv\"\\";
	static const char to[] = "\a\b\f\n\r\t\v\"\\";
	size_t i = *ip;
	int c = (unsigned char)s[i], v, k;
	const char *p;

	if (c >= '0' && c <= '7') {
		for (v = 0, k = 0; k < 3 && i < n && s[i] >= '0' &&
		    s[i] <= '7'; k++, i++)
			v = v * 8 + (s[i] - '0');
		*ip = i;
		out[0] = (char)v;
		return 1;
	}
	if (c == 'x') {
		for (v = 0, i++; i < n && is_hex((unsigned char)s[i]); i++)
			v = (v * 16 + lx_hexval((unsigned char)s[i])) & 0xff;
		*ip = i;
		out[0] = (char)v;
		return 1;
	}
	*ip = i + 1;
	if (c != '\0' && (p = strchr(from, c)) != NULL) {
		out[0] = to[p - from];
		return 1;
	}
	out[0] = '\\';			/* unknown escape: keep as written */
	out[1] = (char)c;
	return 2;
}

/* Decode C escapes in place; returns the new length (NUL-terminated). */
static size_t
lx_decode(char *s, size_t n)
{
	size_t i = 0, o = 0;
	char buf[2];

	while (i < n) {
		if (s[i] == '\\' && i + 1 < n) {
			size_t k, m;

			i++;
			m = lx_escape(s, n, &i, buf);
			for (k = 0; k < m; k++)
				s[o++] = buf[k];
		} else
			s[o++] = s[i++];
	}
	s[o] = '\0';
	return o;
}

/* ---- token scanners ------------------------------------------------ */

static void
tk_start(dt_lexer_t *lx, dt_token_t *tk, dt_tokkind_t kind)
{
	memset(tk, 0, sizeof(*tk));
	tk->tk_kind = kind;
	tk->tk_line = lx->lx_line;
	tk->tk_col = lx_col(lx);
	tk->tk_off = lx->lx_pos;
}

static void
tk_end(dt_lexer_t *lx, dt_token_t *tk)
{
	tk->tk_len = lx->lx_pos - tk->tk_off;
}

static char *
lx_dup(dt_lexer_t *lx, size_t off, size_t n)
{
	char *s = malloc(n + 1);

	if (s == NULL)
		lx_nomem(lx);
	memcpy(s, lx->lx_src + off, n);
	s[n] = '\0';
	return s;
}

static int
lx_find_key(const char *s, size_t n)
{
	int k;

	for (k = 0; k < DT_K_NKEYS; k++)
		if (strlen(dt_keywords[k]) == n &&
		    memcmp(dt_keywords[k], s, n) == 0)
			return k;
	return -1;
}

static size_t
lx_span(const dt_lexer_t *lx, size_t from, const char *extra)
{
	size_t i = from;

	for (;;) {
		int c = lx_at(lx, i);

		if (c == -1 || !(is_alpha(c) || is_digit(c) ||
		    (c != 0 && strchr(extra, c) != NULL)))
			return i;
		i++;
	}
}

/* Length of an identifier: RGX_IDENT or RGX_MOD_IDENT [RGX_IDENT]. */
static size_t
lx_ident_len(const dt_lexer_t *lx)
{
	size_t plain = lx_span(lx, 1, "`");
	size_t dotted = lx_span(lx, 1, "`.");
	size_t i, last = 0, mod;

	for (i = 0; i < dotted; i++)
		if (lx_at(lx, i) == '`')
			last = i + 1;
	if (last == 0)
		return plain;
	mod = lx_span(lx, last, "`");
	return mod > plain ? mod : plain;
}

static void
lx_ident(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t n = lx_ident_len(lx);
	int k = lx_find_key(lx->lx_src + lx->lx_pos, n);

	tk_start(lx, tk, DT_T_IDENT);
	if (k >= 0) {
		tk->tk_kind = DT_T_KEY;
		tk->tk_sub = k;
	} else {
		tk->tk_str = lx_dup(lx, lx->lx_pos, n);
		tk->tk_slen = n;
	}
	lx->lx_pos += n;
	tk_end(lx, tk);
}

/* Length of the RGX_FP match at the current position (0 if none). */
static size_t
lx_fp_len(const dt_lexer_t *lx)
{
	size_t i = 0, j;
	int c;

	if (is_digit(lx_at(lx, 0))) {
		while (is_digit(lx_at(lx, i)))
			i++;
		if (lx_at(lx, i) == '.')
			i++;
	} else if (lx_at(lx, 0) == '.' && is_digit(lx_at(lx, 1)))
		i = 1;
	else
		return 0;
	while (is_digit(lx_at(lx, i)))
		i++;
	if (lx_at(lx, i) == 'e' || lx_at(lx, i) == 'E') {
		j = i + 1;
		if (lx_at(lx, j) == '+' || lx_at(lx, j) == '-')
			j++;
		if (is_digit(lx_at(lx, j))) {
			while (is_digit(lx_at(lx, j)))
				j++;
			i = j;
		}
	}
	c = lx_at(lx, i);
	if (c == 'f' || c == 'F' || c == 'l' || c == 'L')
		i++;
	return i;
}

/* Scan RGX_INT: digits (or 0x hex digits) then [uU]?[lL]?[lL]?. */
static size_t
lx_int_len(const dt_lexer_t *lx, size_t *ndigits, int *hex)
{
	size_t i = 0;

	*hex = lx_at(lx, 0) == '0' && (lx_at(lx, 1) == 'x' ||
	    lx_at(lx, 1) == 'X') && is_hex(lx_at(lx, 2));
	if (*hex) {
		for (i = 2; is_hex(lx_at(lx, i)); i++)
			;
	} else {
		while (is_digit(lx_at(lx, i)))
			i++;
	}
	*ndigits = i;
	if (lx_at(lx, i) == 'u' || lx_at(lx, i) == 'U')
		i++;
	if (lx_at(lx, i) == 'l' || lx_at(lx, i) == 'L')
		i++;
	if (lx_at(lx, i) == 'l' || lx_at(lx, i) == 'L')
		i++;
	return i;
}

/* Value of the digits as strtoull(base 0) reads them; 'bad' is the first
 * digit it would stop at, 'ovf' set on overflow. */
static uint64_t
lx_int_value(const char *s, size_t n, int hex, int *ovf, int *bad)
{
	unsigned base = hex ? 16 : (s[0] == '0' ? 8 : 10);
	size_t i = hex ? 2 : 0;
	uint64_t v = 0;

	*ovf = 0;
	*bad = 0;
	for (; i < n; i++) {
		unsigned d = (unsigned)lx_hexval((unsigned char)s[i]);

		if (d >= base) {
			*bad = s[i];
			break;
		}
		if (v > (UINT64_MAX - d) / base)
			*ovf = 1;
		v = v * base + d;
	}
	return v;
}

static unsigned
lx_int_flags(const char *s, size_t n)
{
	unsigned fl = 0, nl = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] == 'u' || s[i] == 'U')
			fl |= DT_NF_UNSIGNED;
		else if (s[i] == 'l' || s[i] == 'L')
			nl++;
	}
	if (nl == 1)
		fl |= DT_NF_LONG;
	else if (nl == 2)
		fl |= DT_NF_LONGLONG;
	return fl;
}

/* an integer; fp: a floating-point constant is refused (in a probe
 * description, a probe id is the digits before the '.') */
static void
lx_number(dt_lexer_t *lx, dt_token_t *tk, int fp)
{
	size_t nd, n;
	int hex, ovf, bad;
	const char *s = lx->lx_src + lx->lx_pos;

	tk_start(lx, tk, DT_T_INT);
	n = lx_int_len(lx, &nd, &hex);
	if (fp && lx_fp_len(lx) > n)
		dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
		    "floating-point constants are not permitted");
	tk->tk_int = lx_int_value(s, nd, hex, &ovf, &bad);
	if (ovf)
		dt_lex_error(lx, D_INT_OFLOW, tk->tk_line, tk->tk_col,
		    "constant %.*s results in integer overflow", (int)n, s);
	if (bad)
		dt_lex_error(lx, D_INT_DIGIT, tk->tk_line, tk->tk_col,
		    "constant %.*s contains invalid digit %c", (int)n, s, bad);
	tk->tk_flags = lx_int_flags(s + nd, n - nd);
	if (hex || (s[0] == '0' && nd > 1))
		tk->tk_flags |= DT_NF_OCTHEX;
	lx->lx_pos += n;
	tk_end(lx, tk);
}

/* Scan a quoted literal ending in 'q'; returns the raw body in lx_tmp. */
static size_t
lx_quoted(dt_lexer_t *lx, dt_token_t *tk, int q, const char *nlmsg)
{
	size_t start = lx->lx_pos + 1, n;
	size_t i = 1;

	for (;;) {
		int c = lx_at(lx, i);

		if (c == -1 || (c == '\\' && lx_at(lx, i + 1) == -1)) {
			tk->tk_len = 1;	/* DTrace: syntax error near the quote */
			dt_lex_syntax(lx, tk);
		}
		/* (DTrace's lexer has read the newline: the next line) */
		if (c == '\n' || (c == '\\' && lx_at(lx, i + 1) == '\n'))
			dt_lex_error(lx, q == '"' ? D_STR_NL : D_CHR_NL,
			    tk->tk_line + 1, tk->tk_col, "%s", nlmsg);
		if (c == q)
			break;
		i += (c == '\\') ? 2 : 1;
	}
	n = i - 1;
	lx->lx_tmp = lx_dup(lx, start, n);
	lx->lx_pos += i + 1;
	tk_end(lx, tk);
	return lx_decode(lx->lx_tmp, n);
}

static void
lx_string(dt_lexer_t *lx, dt_token_t *tk)
{
	tk_start(lx, tk, DT_T_STRING);
	tk->tk_slen = lx_quoted(lx, tk, '"',
	    "newline encountered in string literal");
	tk->tk_str = lx->lx_tmp;
	lx->lx_tmp = NULL;
}

static void
lx_char(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t n, i;

	tk_start(lx, tk, DT_T_INT);
	if (lx_at(lx, 1) == '\'')
		dt_lex_error(lx, D_CHR_NULL, tk->tk_line, tk->tk_col,
		    "empty character constant");
	n = lx_quoted(lx, tk, '\'',
	    "newline encountered in character constant");
	if (n > sizeof(uint64_t))
		dt_lex_error(lx, D_CHR_OFLOW, tk->tk_line, tk->tk_col,
		    "character constant is too long");
	for (i = 0; i < n; i++)
		tk->tk_int = (tk->tk_int << 8) | (unsigned char)lx->lx_tmp[i];
	tk->tk_flags = DT_NF_CHAR;
	free(lx->lx_tmp);
	lx->lx_tmp = NULL;
}

static void
lx_agg(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t n = is_alpha(lx_at(lx, 1)) ? lx_span(lx, 1, "") - 1 : 0;

	tk_start(lx, tk, DT_T_AGG);
	tk->tk_str = lx_dup(lx, lx->lx_pos + 1, n);
	tk->tk_slen = n;
	lx->lx_pos += n + 1;
	tk_end(lx, tk);
}

static void
lx_macro(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t i = lx_at(lx, 1) == '$' ? 2 : 1, end;
	int c = lx_at(lx, i);

	tk_start(lx, tk, DT_T_MACRO);
	if (is_digit(c)) {
		for (end = i; is_digit(lx_at(lx, end)); end++)
			;
	} else if (is_alpha(c) || c == '`')
		end = lx_span(lx, i, "`");
	else {
		tk->tk_len = 1;
		dt_lex_syntax(lx, tk);
	}
	tk->tk_str = lx_dup(lx, lx->lx_pos + 1, end - 1);
	tk->tk_slen = end - 1;
	lx->lx_pos += end;
	tk_end(lx, tk);
}

/* ---- punctuation --------------------------------------------------- */

static void
lx_count(dt_lexer_t *lx, dt_token_t *tk, int *ctr, int delta, const char *c)
{
	*ctr += delta;
	if (*ctr < 0)
		dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
		    "extra %s in input stream", c);
}

static void
lx_bracket_counts(dt_lexer_t *lx, dt_token_t *tk)
{
	switch (tk->tk_sub) {
	case DT_P_LPAR: lx_count(lx, tk, &lx->lx_parens, 1, "("); break;
	case DT_P_RPAR: lx_count(lx, tk, &lx->lx_parens, -1, ")"); break;
	case DT_P_LBRAC: lx_count(lx, tk, &lx->lx_brackets, 1, "["); break;
	case DT_P_RBRAC: lx_count(lx, tk, &lx->lx_brackets, -1, "]"); break;
	case DT_P_LBRACE: lx_count(lx, tk, &lx->lx_braces, 1, "{"); break;
	case DT_P_RBRACE: lx_count(lx, tk, &lx->lx_braces, -1, "}"); break;
	default: break;
	}
}

/*
 * A '/' ends a predicate when the next non-blank byte is end of input,
 * ';', '{' or '/' (dt_lex.l's lookahead); otherwise it divides.
 */
static int
lx_slash_kind(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t i = 1;
	int c, nl = 0;

	while ((c = lx_at(lx, i)) != -1 && (is_blank(c) || c == '\n')) {
		nl += c == '\n';
		i++;
	}
	if (c != -1 && c != ';' && c != '{' && c != '/')
		return DT_P_DIV;
	/* DTrace's lexer reads the blanks after the '/' with it: the end
	 * of a predicate is on the line of what follows it */
	tk->tk_line += nl;
	if (lx->lx_parens != 0)
		dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
		    "closing ) expected in predicate before /");
	if (lx->lx_brackets != 0)
		dt_lex_error(lx, D_SYNTAX, tk->tk_line, tk->tk_col,
		    "closing ] expected in predicate before /");
	return DT_P_EPRED;
}

static void
lx_punct(dt_lexer_t *lx, dt_token_t *tk)
{
	int p;

	tk_start(lx, tk, DT_T_PUNCT);
	for (p = 0; p < DT_P_EPRED; p++) {
		size_t n = strlen(dt_puncts[p]);

		if (lx->lx_pos + n <= lx->lx_len &&
		    memcmp(lx->lx_src + lx->lx_pos, dt_puncts[p], n) == 0)
			break;
	}
	if (p == DT_P_EPRED) {
		tk->tk_len = 1;
		dt_lex_syntax(lx, tk);
	}
	if (p == DT_P_DIV)
		p = lx_slash_kind(lx, tk);
	tk->tk_sub = p;
	lx->lx_pos += strlen(dt_puncts[p]);
	tk_end(lx, tk);
	lx_bracket_counts(lx, tk);
}

/* ---- the outer scope: probe descriptions --------------------------- */

static int
is_pspec(int c, int first)
{
	if (c <= 0)
		return 0;
	if (is_alpha(c) || strchr("-$:.?*\\[]!", c) != NULL)
		return 1;
	return !first && (is_digit(c) || c == '`');
}

static int
lx_is_key_in(int k, const dt_keyword_t *set, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((int)set[i] == k)
			return 1;
	return 0;
}

/*
 * A description without ':' whose text (up to a '*') names a type is a
 * type instead: "int*x;" declares, "BEGIN" describes.  See dt_lex.l.
 */
static int
lx_pspec_type(dt_lexer_t *lx, dt_token_t *tk, size_t n)
{
	const char *s = lx->lx_src + lx->lx_pos;
	const char *star = memchr(s, '*', n);
	size_t m = (star != NULL && star > s) ? (size_t)(star - s) : n;
	int k;

	if (memchr(s, ':', n) != NULL)
		return 0;
	k = lx_find_key(s, m);
	if (k >= 0 && lx_is_key_in(k, dt_type_keys,
	    sizeof(dt_type_keys) / sizeof(dt_type_keys[0]))) {
		tk->tk_kind = DT_T_KEY;
		tk->tk_sub = k;
	} else if (k < 0 && lx->lx_istype != NULL &&
	    lx->lx_istype(lx->lx_istype_arg, s, m)) {
		tk->tk_kind = DT_T_IDENT;
		tk->tk_str = lx_dup(lx, lx->lx_pos, m);
		tk->tk_slen = m;
	} else
		return 0;
	lx->lx_pos += m;
	tk_end(lx, tk);
	return 1;
}

static void
lx_pspec(dt_lexer_t *lx, dt_token_t *tk)
{
	size_t n = 1;
	int k;

	tk_start(lx, tk, DT_T_PSPEC);
	while (is_pspec(lx_at(lx, n), 0))
		n++;
	k = lx_find_key(lx->lx_src + lx->lx_pos, n);
	if (k >= 0 && lx_is_key_in(k, dt_clause_keys,
	    sizeof(dt_clause_keys) / sizeof(dt_clause_keys[0]))) {
		tk->tk_kind = DT_T_KEY;
		tk->tk_sub = k;
		lx->lx_pos += n;
		tk_end(lx, tk);
		return;
	}
	if (lx_pspec_type(lx, tk, n))
		return;
	tk->tk_str = lx_dup(lx, lx->lx_pos, n);
	tk->tk_slen = n;
	lx->lx_pos += n;
	tk_end(lx, tk);
}

static void
lx_clause_token(dt_lexer_t *lx, dt_token_t *tk)
{
	int c = lx_at(lx, 0);

	if (is_digit(c)) {
		lx_number(lx, tk, 0);
	} else if (is_pspec(c, 1)) {
		lx_pspec(lx, tk);
	} else if (c == '/' || c == ',' || c == '{') {
		tk_start(lx, tk, DT_T_PUNCT);
		tk->tk_sub = c == '/' ? DT_P_DIV : c == ',' ? DT_P_COMMA :
		    DT_P_LBRACE;
		lx->lx_pos++;
		tk_end(lx, tk);
		lx_bracket_counts(lx, tk);
	} else {
		tk_start(lx, tk, DT_T_PUNCT);
		tk->tk_len = 1;
		dt_lex_syntax(lx, tk);
	}
}

static void
lx_expr_token(dt_lexer_t *lx, dt_token_t *tk)
{
	int c = lx_at(lx, 0);

	if (is_alpha(c) || c == '`')
		lx_ident(lx, tk);
	else if (is_digit(c) || (c == '.' && is_digit(lx_at(lx, 1))))
		lx_number(lx, tk, 1);
	else if (c == '"')
		lx_string(lx, tk);
	else if (c == '\'')
		lx_char(lx, tk);
	else if (c == '@')
		lx_agg(lx, tk);
	else if (c == '$')
		lx_macro(lx, tk);
	else
		lx_punct(lx, tk);
}

void
dt_lex_next(dt_lexer_t *lx, dt_lexmode_t mode, dt_token_t *tk)
{
	lx_skip(lx, mode);
	if (lx_at(lx, 0) == -1) {
		tk_start(lx, tk, DT_T_EOF);
		return;
	}
	if (mode == DT_LX_CLAUSE)
		lx_clause_token(lx, tk);
	else
		lx_expr_token(lx, tk);
}

void
dt_lex_init(dt_lexer_t *lx, const char *src, size_t len, dt_ast_t *ast,
    jmp_buf *jmp, char *errbuf, size_t errlen)
{
	const char *nul = memchr(src, '\0', len);

	memset(lx, 0, sizeof(*lx));
	lx->lx_src = src;
	lx->lx_len = nul != NULL ? (size_t)(nul - src) : len;
	lx->lx_line = 1;
	lx->lx_ast = ast;
	lx->lx_pragtail = &lx->lx_pragmas;
	lx->lx_jmp = jmp;
	lx->lx_errbuf = errbuf;
	lx->lx_errlen = errlen;
}

void
dt_lex_fini(dt_lexer_t *lx)
{
	free(lx->lx_tmp);
	lx->lx_tmp = NULL;
}
