/*
 * dt_program.c -- the compiler driver and the tracing session:
 *
 *	dtrace_program_[sf]compile	parse (dt_parse_d) + semantic pass (dt_sema)
 *	dtrace_program_exec		count the probes matched
 *	dtrace_go			layout, maps, code generation and load per
 *					site (dt_cg, dt_bpf), attach, BEGIN
 *	dtrace_stop			END, detach
 *
 * Every compile call of a handle adds its clauses to one program, so that
 * several -n and -s arguments share their variables, as in DTrace.
 */
#include <errno.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <bpf/bpf.h>

#include "dt_program.h"

static int dt_bt_error(dtrace_hdl_t *dtp, const char *file, int line,
    int col, const char *msg);

/*
 * Where bpftrace's mark of an expression starts and the token it ends
 * with: an operation's spans its operands (a cast's, its operand), an
 * assignment's is its operator's.
 */
static int
dt_bt_spans(const dt_node_t *dnp)
{
	if (dnp->dn_kind == DT_NODE_OP3)
		return 1;
	if (dnp->dn_kind != DT_NODE_OP2)
		return 0;
	return dnp->dn_op != DT_OP_DOT && dnp->dn_op != DT_OP_ARROW &&
	    dnp->dn_op != DT_OP_INDEX && (dnp->dn_op < DT_OP_ASGN ||
	    dnp->dn_op > DT_OP_RSH_EQ);
}

static const dt_node_t *
dt_bt_first(const dt_node_t *dnp)
{
	while (dnp != NULL && dt_bt_spans(dnp) && dnp->dn_kind != DT_NODE_CAST &&
	    dnp->dn_left != NULL)
		dnp = dnp->dn_left;
	return dnp;
}

static const dt_node_t *
dt_bt_last(const dt_node_t *dnp)
{
	while (dnp != NULL && dt_bt_spans(dnp)) {
		const dt_node_t *n = dnp->dn_kind == DT_NODE_OP3 ?
		    dnp->dn_third : dnp->dn_kind == DT_NODE_CAST ?
		    dnp->dn_left : dnp->dn_right;

		if (n == NULL)
			break;
		dnp = n;
	}
	return dnp;
}

/* the column bpftrace's place of a probe starts at, when that is on the
 * probe's line after the token before it (bt_pdplace()), else 0 */
static int
dt_bt_pdcol(const dt_node_t *dnp)
{
	return dnp != NULL && dnp->dn_kind == DT_NODE_PDESC &&
	    dnp->dn_len > 0 && (int)dnp->dn_len <= dnp->dn_col ?
	    (int)dnp->dn_len : 0;
}

int
dt_program_error(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *fmt, ...)
{
	dt_compiled_t *pp = dtp->dt_prog;
	char msg[900];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dtp->dt_lang == DT_LANG_BT)
		dtp->dt_bterr_span = dnp != NULL &&
		    dnp->dn_kind == DT_NODE_PDESC && dnp->dn_int != 0 &&
		    (int)dnp->dn_int < dnp->dn_line ? (int)dnp->dn_int : 0;
	if (dtp->dt_lang == DT_LANG_BT && dt_bt_pdcol(dnp) > 0) {
		/* a later probe: from where bpftrace's place of it starts,
		 * to its end */
		int rc = dt_bt_error(dtp, NULL, dnp->dn_line, dt_bt_pdcol(dnp),
		    msg);

		dtp->dt_bterr_ecol = dnp->dn_col;
		return rc;
	}
	if (dtp->dt_lang == DT_LANG_BT) {
		const dt_node_t *l = dt_bt_first(dnp), *r = dt_bt_last(dnp);
		int rc = dt_bt_error(dtp, pp != NULL && pp->p_ast != NULL ?
		    pp->p_ast->da_file : NULL, l != NULL ? l->dn_line : 0,
		    l != NULL ? l->dn_col : 0, msg);

		dtp->dt_bterr_step = 1;
		dtp->dt_bterr_ecol = r != dnp && r != NULL && l != NULL &&
		    r->dn_line == l->dn_line ? r->dn_col : 0;
		return rc;
	}
	return dt_compile_error(dtp, dnp != NULL && pp != NULL &&
	    pp->p_ast != NULL && pp->p_ast->da_file != NULL ? dnp->dn_line : 0,
	    msg);
}

/* a compile error of a bt program: the message, and where it is, which
 * dt_bt_errsrc() shows once the compile fails */
static int
dt_bt_error(dtrace_hdl_t *dtp, const char *file, int line, int col,
    const char *msg)
{
	(void)file;
	dtp->dt_bterr_late = 0;
	dtp->dt_bterr_brackets = 0;
	dtp->dt_bterr_line = line;
	dtp->dt_bterr_col = col;
	dtp->dt_bterr_step = 0;
	dtp->dt_bterr_ecol = 0;
	dtp->dt_bterr_more = 0;
	return dt_set_errmsg(dtp, EDT_COMPILER, "%s", msg);
}

const char *
dt_bt_srcline(const char *text, size_t len, int line, const char **endp)
{
	const char *s = text, *end = text + len;
	int i;

	for (i = 1; i < line; i++) {
		if ((s = memchr(s, '\n', (size_t)(end - s))) == NULL)
			return NULL;
		s++;
	}
	if ((*endp = memchr(s, '\n', (size_t)(end - s))) == NULL)
		*endp = end;
	return s;
}

/* the length of the token at s (an identifier, a number, a map or
 * variable, a string, a member chain, a probe, one character; with call,
 * a whole call) */
static size_t
dt_bt_toklen(const char *s, size_t n, int call)
{
	size_t i = 0;

	if (n == 0)
		return 1;
	if (s[0] == '"') {
		for (i = 1; i < n && s[i] != '"' && s[i] != '\n'; i++)
			i += s[i] == '\\';
		return i < n && s[i] == '"' ? i + 1 : i;
	}
	if (s[0] == '@' || s[0] == '$')
		i = 1;
	while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_'))
		i++;
	/* a member chain: p->a.b */
	while (i > 0 && i + 1 < n && ((s[i] == '-' && s[i + 1] == '>' &&
	    i + 2 < n && (isalpha((unsigned char)s[i + 2]) || s[i + 2] == '_'))
	    || (s[i] == '.' && (isalnum((unsigned char)s[i + 1]) ||
	    s[i + 1] == '_')))) {	/* (a tuple's element: t.0) */
		i += s[i] == '.' ? 1 : 2;
		while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_'))
			i++;
	}
	if (call && i > 0 && i < n && s[i] == '(') {
		/* a call: up to its closing parenthesis */
		int depth = 0;

		for (; i < n; i++) {
			depth += (s[i] == '(') - (s[i] == ')');
			if (depth == 0) {
				i++;
				break;
			}
		}
	}
	if (i > 0 && i < n && s[i] == ':') {
		/* a probe: up to a blank, ',' or '{' */
		while (i < n && !isspace((unsigned char)s[i]) &&
		    s[i] != ',' && s[i] != '{')
			i++;
	}
	return i > 0 ? i : 1;
}

static void dt_bt_errsrc(dtrace_hdl_t *dtp, const char *file,
    const char *text, size_t len);

/* two errors at the same place (DT_BTERR_NEXT between their messages):
 * each shown as bpftrace shows one */
static void
dt_bt_errsrc2(dtrace_hdl_t *dtp, const char *file, const char *text,
    size_t len, char *msg)
{
	char first[sizeof(dtp->dt_errmsg)], second[sizeof(dtp->dt_errmsg)];
	char *next = strchr(msg, '\x1e');
	int line = dtp->dt_bterr_line, col = dtp->dt_bterr_col;
	int end = dtp->dt_bterr_end, step = dtp->dt_bterr_step;
	int ecol = dtp->dt_bterr_ecol;

	*next++ = '\0';
	if (msg[0] == '\x1f') {
		msg++;
		dtp->dt_bterr_line = 0;
		dtp->dt_bterr_span = 0;
	}
	dt_set_errmsg(dtp, dtp->dt_errno, "%s", msg);
	dt_bt_errsrc(dtp, file, text, len);
	snprintf(first, sizeof(first), "%s", dtp->dt_errmsg);
	dtp->dt_bterr_line = line;
	dtp->dt_bterr_col = col;
	dtp->dt_bterr_end = end;
	dtp->dt_bterr_step = step;
	dtp->dt_bterr_ecol = ecol;
	dt_set_errmsg(dtp, dtp->dt_errno, "%s", next);
	dt_bt_errsrc(dtp, file, text, len);
	snprintf(second, sizeof(second), "%s", dtp->dt_errmsg);
	dt_set_errmsg(dtp, dtp->dt_errno, "%s\n%s", first, second);
}

/*
 * A failed bt compile: its message as bpftrace shows one, the place
 * ("stdin:LINE:COL-END:"), then the line and a mark under the place.
 */
static void
dt_bt_errsrc(dtrace_hdl_t *dtp, const char *file, const char *text,
    size_t len)
{
	char msg[sizeof(dtp->dt_errmsg)];
	const char *s = text, *e;
	int line = dtp->dt_bterr_line, col = dtp->dt_bterr_col, i;
	int end = dtp->dt_bterr_end, pad, ml;
	char shown[512];
	size_t tl, sl;

	snprintf(msg, sizeof(msg), "%s", dtp->dt_errmsg);
	if (strchr(msg, '\x1e') != NULL) {
		dt_bt_errsrc2(dtp, file, text, len, msg);
		return;
	}
	if (dtp->dt_bterr_span) {
		dt_set_errmsg(dtp, dtp->dt_errno, "%s:%d-%d: ERROR: %s",
		    file != NULL ? file : "stdin", dtp->dt_bterr_span, line,
		    msg);
		dtp->dt_bterr_span = 0;
		return;
	}
	if (line <= 0) {
		dt_set_errmsg(dtp, dtp->dt_errno, "ERROR: %s", msg);
		return;
	}
	if ((s = dt_bt_srcline(text, len, line, &e)) == NULL)
		s = e = text + len;	/* after the last line */
	if (col < 1 || col > (int)(e - s) + 1)
		col = 1;
	/* bpftrace marks a call whole, but only the name of one it does
	 * not know */
	tl = dt_bt_toklen(s + col - 1, (size_t)(e - s) - (size_t)(col - 1),
	    strncmp(msg, "Unknown function", 16) != 0);
	if (end > col)		/* the parser knows where it ends */
		tl = (size_t)(end - col);
	if (end == col && end > 0)	/* bpftrace marks nothing */
		tl = 0;
	if (s == text + len && line > 1 && (end == col || end == col + 1) &&
	    col == 1) {
		/* at the end of the text, after its last line: bpftrace shows
		 * no line, and marks nothing */
		dtp->dt_bterr_end = 0;
		dt_set_errmsg(dtp, dtp->dt_errno, "%s:%d:%d-%d: ERROR: %s",
		    file != NULL ? file : "stdin", line, col, col, msg);
		return;
	}
	if (dtp->dt_bterr_brackets && col - 1 + (int)tl < (int)(e - s) &&
	    s[col - 1 + tl] == '[') {
		/* a map with its keys */
		int depth = 0;

		for (; s + col - 1 + tl < e; tl++) {
			depth += (s[col - 1 + tl] == '[') -
			    (s[col - 1 + tl] == ']');
			if (depth == 0) {
				tl++;
				break;
			}
		}
	}
	if (dtp->dt_bterr_brackets == 2 && s[col - 1] == '(') {
		/* a cast: its parenthesised type */
		int depth = 0;

		for (tl = 0; s + col - 1 + tl < e; tl++) {
			depth += (s[col - 1 + tl] == '(') -
			    (s[col - 1 + tl] == ')');
			if (depth == 0) {
				tl++;
				break;
			}
		}
	}
	if (dtp->dt_bterr_ecol < 0) {	/* bpftrace knows no place */
		tl = 0;
		dtp->dt_bterr_step = 0;
	}
	if (dtp->dt_bterr_ecol > col && dtp->dt_bterr_ecol <= (int)(e - s))
		tl = (size_t)(dtp->dt_bterr_ecol - col) + dt_bt_toklen(s +
		    dtp->dt_bterr_ecol - 1, (size_t)(e - s) -
		    (size_t)(dtp->dt_bterr_ecol - 1), 1);
	tl += (size_t)dtp->dt_bterr_more;
	/* bpftrace's lexer starts a token's place after the last blank, so
	 * that "print(@m" is the place of @m */
	while (dtp->dt_bterr_step && col > 1 && !isspace((unsigned char)
	    s[col - 2])) {
		col--;
		tl++;
	}
	dtp->dt_bterr_end = 0;
	dtp->dt_bterr_ecol = 0;
	dtp->dt_bterr_more = 0;
	dtp->dt_bterr_step = 0;
	dtp->dt_bterr_brackets = 0;
	/* the line is shown with its tabs as four blanks, and the mark
	 * moved to match */
	for (i = 0, pad = 0; i < col - 1; i++)
		pad += s[i] == '\t' ? 4 : 1;
	for (i = 0, sl = 0; s + i < e && sl + 5 < sizeof(shown); i++) {
		if (s[i] == '\t') {
			memcpy(shown + sl, "    ", 4);
			sl += 4;
		} else {
			shown[sl++] = s[i];
		}
	}
	shown[sl] = '\0';
	/* the mark stops at the end of the line (the place may not) */
	ml = col - 1 + (int)tl > (int)(e - s) ? (int)(e - s) - (col - 1) :
	    (int)tl;
	dt_set_errmsg(dtp, dtp->dt_errno, "%s:%d:%d-%d: ERROR: %s\n%s\n"
	    "%*s%.*s", file != NULL ? file : "stdin", line, col,
	    col + (int)tl, msg, shown, pad, "", ml < 0 ? 0 : ml,
	    "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~"
	    "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~");
}

void
dt_bt_errkeep(dtrace_hdl_t *dtp)
{
	size_t n;
	char *v;

	int late = dtp->dt_bterr_late;
	char **bufp = late ? &dtp->dt_btlate[late - 1] : &dtp->dt_bterrs;
	size_t *lenp = late ? &dtp->dt_btlatelen[late - 1] :
	    &dtp->dt_bterrslen;

	dtp->dt_bterr_late = 0;
	dt_bt_errsrc(dtp, dtp->dt_btfile, dtp->dt_bttext, dtp->dt_bttextlen);
	n = strlen(dtp->dt_errmsg);
	if ((v = realloc(*bufp, *lenp + n + 2)) == NULL)
		return;
	memcpy(v + *lenp, dtp->dt_errmsg, n);
	*lenp += n;
	v[(*lenp)++] = '\n';
	v[*lenp] = '\0';
	*bufp = v;
	dtp->dt_bterrn++;
}

int
dt_program_btwarn(dtrace_hdl_t *dtp, const dt_node_t *dnp, int len,
    const char *fmt, ...)
{
	char *save = strdup(dtp->dt_errmsg), *v, *e, msg[512];
	int err = dtp->dt_errno;
	va_list ap;
	size_t n;

	if (save == NULL || dtp->dt_bttext == NULL || dnp == NULL) {
		free(save);
		return 0;
	}
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dt_bt_pdcol(dnp) > 0) {	/* as dt_program_error() */
		dt_bt_error(dtp, dtp->dt_btfile, dnp->dn_line,
		    dt_bt_pdcol(dnp), msg);
		dtp->dt_bterr_ecol = dnp->dn_col;
	} else {
		dt_bt_error(dtp, dtp->dt_btfile, dnp->dn_line, dnp->dn_col,
		    msg);
		dtp->dt_bterr_step = 1;
		/* len < 0: marked as an error on dnp would be */
		dtp->dt_bterr_end = len < 0 ? 0 : dnp->dn_col +
		    (len > 0 ? len : 1);
	}
	dt_bt_errsrc(dtp, dtp->dt_btfile, dtp->dt_bttext, dtp->dt_bttextlen);
	n = strlen(dtp->dt_errmsg);
	if ((v = realloc(dtp->dt_btwarns, dtp->dt_btwarnslen + n + 16)) !=
	    NULL) {
		dtp->dt_btwarns = v;
		v += dtp->dt_btwarnslen;
		if ((e = strstr(dtp->dt_errmsg, ": ERROR: ")) != NULL) {
			n = (size_t)(e - dtp->dt_errmsg);
			memcpy(v, dtp->dt_errmsg, n);
			n += (size_t)sprintf(v + n, ": WARNING: %s\n", e + 9);
		} else {
			n = (size_t)sprintf(v, "%s\n", dtp->dt_errmsg);
		}
		dtp->dt_btwarnslen += n;
	}
	dt_set_errmsg(dtp, err, "%s", save);
	free(save);
	return 0;
}

const char *
dtrace_program_warnings(dtrace_hdl_t *dtp)
{
	return dtp->dt_btwarns;
}

int
dt_bt_errjoin(dtrace_hdl_t *dtp)
{
	char *msg = dtp->dt_bterrs;
	size_t len = dtp->dt_bterrslen;
	int i;

	for (i = 0; msg == NULL && i < 2; i++) {
		msg = dtp->dt_btlate[i];
		len = dtp->dt_btlatelen[i];
	}
	if (dtp->dt_bterrn == 0 || msg == NULL)
		return 0;
	msg[len - 1] = '\0';
	dt_set_errmsg(dtp, EDT_COMPILER, "%s", msg);
	free(dtp->dt_bterrs);
	dtp->dt_bterrs = NULL;
	dtp->dt_bterrslen = 0;
	for (i = 0; i < 2; i++) {
		free(dtp->dt_btlate[i]);
		dtp->dt_btlate[i] = NULL;
		dtp->dt_btlatelen[i] = 0;
	}
	dtp->dt_bterrn = 0;
	dtp->dt_bterr_joined = 1;
	return -1;
}

/* a compile error at line (0: none to give), tagged with -x errtags */
int
dt_compile_error(dtrace_hdl_t *dtp, int line, const char *msg)
{
	char tag[40] = "", where[32] = "";

	if (dtp->dt_options[DT_OPT_ERRTAGS] > 0)
		snprintf(tag, sizeof(tag), "[%s] ", dt_errtag(msg));
	if (line > 0)
		snprintf(where, sizeof(where), "line %d: ", line);
	return dt_set_errmsg(dtp, EDT_COMPILER, "%s%s%s", tag, where, msg);
}

static dt_compiled_t *
dt_program_get(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;

	if (pp != NULL)
		return pp;
	if ((pp = calloc(1, sizeof(*pp))) == NULL)
		return NULL;
	pp->p_globals_fd = pp->p_strtab_fd = pp->p_scratch_fd = -1;
	pp->p_rb_fd = pp->p_stats_fd = pp->p_pinfo_fd = pp->p_pmask_fd = -1;
	pp->p_spec_fd = pp->p_upids_fd = -1;
	dtp->dt_prog = pp;
	return pp;
}

/* dt_compile(), the text cpp made of the program (or the bt front end,
 * with lines left out) in *cpptextp, which the caller frees */
static dtrace_prog_t *
dt_compile_text(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file, dtrace_probespec_t spec, unsigned cflags, int argc,
    char *const argv[], char **cpptextp)
{
	dt_compiled_t *pp;
	dtrace_prog_t *pgp;
	dt_ast_t *ast = NULL, **v;
	char err[4096];
	int line = 0, col = 0, rc;

	if ((pp = dt_program_get(dtp)) == NULL ||
	    (pgp = calloc(1, sizeof(*pgp))) == NULL) {
		dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		return NULL;
	}
	if (pp->p_finished) {
		free(pgp);
		dt_set_errmsg(dtp, EDT_NOTSUP, "cannot compile more programs "
		    "once tracing has started");
		return NULL;
	}
	dtp->dt_argc = argc;
	dtp->dt_argv = (char **)argv;
	pp->p_cflags |= cflags;
	if ((cflags & DTRACE_C_CPP) || dtp->dt_options[DT_OPT_CPP] > 0) {
		if (dt_cpp(dtp, text, len, cpptextp, &len) != 0) {
			free(pgp);
			return NULL;
		}
		text = *cpptextp;
	}
	if (cflags & DTRACE_C_BT) {
		char *macros = NULL, *bttext = NULL;

		dtp->dt_lang = DT_LANG_BT;
		/* #include and #define: the macros cpp says they give */
		if (dt_cpp_btmacros(dtp, text, len, file, &macros,
		    &bttext) != 0) {
			free(pgp);
			return NULL;
		}
		if (bttext != NULL) {	/* lines a conditional left out */
			free(*cpptextp);
			text = *cpptextp = bttext;
		}
		rc = dt_parse_bt_macros(text, len, file, macros, &ast, err,
		    sizeof(err), &line, &col, &dtp->dt_bterr_end);
		free(macros);
	} else {
		rc = dt_parse_d(text, len, file, file ? DT_PARSE_PROGRAM :
		    DT_PARSE_PROBES, &ast, err, sizeof(err), &line, &col);
	}
	if (rc != 0 && (cflags & DTRACE_C_BT) && err[0] == '\1') {
		/* the lexer's errors first, each shown, then the parser's */
		char *r = err, *nl;
		int pend = dtp->dt_bterr_end;

		dtp->dt_bttext = text;
		dtp->dt_bttextlen = len;
		dtp->dt_btfile = file;
		while (*r == '\1' && (nl = strchr(r, '\n')) != NULL) {
			int l = 0, c = 0, e = 0, off = 0;

			*nl = '\0';
			if (sscanf(r + 1, "%d:%d:%d:%n", &l, &c, &e, &off) == 3 &&
			    off > 0) {
				dt_bt_error(dtp, file, l, c, r + 1 + off);
				dtp->dt_bterr_end = e;
				dtp->dt_bterr_step = 1;
				dt_bt_errkeep(dtp);
			}
			r = nl + 1;
		}
		if (line >= 0 && *r != '\0') {
			dt_bt_error(dtp, file, line, col, r);
			dtp->dt_bterr_end = pend;
			if (dtp->dt_bterr_end < 0) {
				dtp->dt_bterr_span = -dtp->dt_bterr_end;
				dtp->dt_bterr_end = 0;
			}
			dt_bt_errkeep(dtp);
		}
		dtp->dt_bttext = NULL;
		dt_bt_errjoin(dtp);
		free(pgp);
		return NULL;
	}
	if (rc != 0) {
		if (cflags & DTRACE_C_BT) {
			dt_bt_error(dtp, file, line, col, err);
			if (dtp->dt_bterr_end < 0) {
				dtp->dt_bterr_span = -dtp->dt_bterr_end;
				dtp->dt_bterr_end = 0;
			}
			dt_bt_errsrc(dtp, file, text, len);
		}
		else if (file != NULL)
			dt_compile_error(dtp, line, err);
		else
			dt_compile_error(dtp, 0, err);
		free(pgp);
		return NULL;
	}
	if ((v = realloc(pp->p_asts, sizeof(*v) * (size_t)(pp->p_nasts + 1))) ==
	    NULL) {
		dt_ast_free(ast);
		free(pgp);
		dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
		return NULL;
	}
	pp->p_asts = v;
	v[pp->p_nasts++] = ast;
	pp->p_ast = ast;
	if ((cflags & DTRACE_C_BT) && pp->p_bttext == NULL &&
	    !(cflags & DTRACE_C_CPP) && dtp->dt_options[DT_OPT_CPP] <= 0 &&
	    (pp->p_bttext = malloc(len + 1)) != NULL) {
		/* -k's warnings show the line of their call */
		memcpy(pp->p_bttext, text, len);
		pp->p_bttext[len] = '\0';
		pp->p_bttextlen = len;
	}
	pgp->pg_prog = pp;
	pgp->pg_ast = ast;
	pgp->pg_first = pp->p_nclauses;
	dtp->dt_bttext = text;
	dtp->dt_bttextlen = len;
	dtp->dt_btfile = file;
	dtp->dt_bterr_joined = 0;
	dtp->dt_bterr_kept = 0;
	free(dtp->dt_btwarns);
	dtp->dt_btwarns = NULL;
	dtp->dt_btwarnslen = 0;
	rc = dt_sema(dtp, pp, spec);
	dtp->dt_bttext = NULL;
	if (rc != 0) {
		if ((cflags & DTRACE_C_BT) && dtp->dt_errno == EDT_COMPILER &&
		    !dtp->dt_bterr_joined)
			dt_bt_errsrc(dtp, file, text, len);
		dtp->dt_bterr_late = 0;
		dtp->dt_bterr_joined = 0;
		free(pgp);
		return NULL;
	}
	pgp->pg_nclauses = pp->p_nclauses - pgp->pg_first;
	pgp->pg_next = dtp->dt_progs;
	dtp->dt_progs = pgp;
	return pgp;
}

static dtrace_prog_t *
dt_compile(dtrace_hdl_t *dtp, const char *text, size_t len, const char *file,
    dtrace_probespec_t spec, unsigned cflags, int argc, char *const argv[])
{
	char *cpptext = NULL;
	dtrace_prog_t *pgp = dt_compile_text(dtp, text, len, file, spec,
	    cflags, argc, argv, &cpptext);

	free(cpptext);
	return pgp;
}

dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *text,
    dtrace_probespec_t spec, unsigned cflags, int argc, char *const argv[])
{
	return dt_compile(dtp, text, strlen(text), NULL, spec, cflags, argc,
	    argv);
}

dtrace_prog_t *
dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, const char *filename,
    unsigned cflags, int argc, char *const argv[])
{
	dtrace_prog_t *pgp;
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	for (;;) {
		if (cap - len < 4096) {
			char *nb = realloc(buf, cap + 65536);

			if (nb == NULL) {
				free(buf);
				dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
				return NULL;
			}
			buf = nb;
			cap += 65536;
		}
		n = fread(buf + len, 1, cap - len - 1, fp);
		if (n == 0)
			break;
		len += n;
	}
	buf[len] = '\0';
	pgp = dt_compile(dtp, buf, len, filename ? filename : "<stdin>",
	    DTRACE_PROBESPEC_NAME, cflags, argc, argv);
	free(buf);
	return pgp;
}

int
dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip)
{
	dt_compiled_t *pp = pgp->pg_prog;
	int i, n = 0;
	dt_clause_t *cp;

	(void)dtp;
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if (cp->c_id >= pgp->pg_first &&
		    cp->c_id < pgp->pg_first + pgp->pg_nclauses &&
		    !(cp->c_node->dn_flags & DT_NF_BTSETUP))
			for (i = 0; i < cp->c_nprobes; i++)
				n++;
	/* bt's watchpoint:FUNC+argN probes whose FUNC is not found */
	n -= pp->p_nunset;
	if (pip != NULL) {
		pip->dpi_matches = n;
		pip->dpi_descs = pgp->pg_nclauses;
	}
	return 0;
}

static void
dt_sites_detach(dtrace_hdl_t *dtp, dt_compiled_t *pp)
{
	dt_site_t *sp;

	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next) {
		if (sp->s_impl->pi_detach != NULL)
			sp->s_impl->pi_detach(dtp, sp);
		if (sp->s_prog_fd >= 0)
			close(sp->s_prog_fd);
		sp->s_prog_fd = -1;
	}
	pp->p_attached = 0;
}

/* the globals map is mmapped: the state word is written in place */
int
dt_globals_write(dt_compiled_t *pp, uint32_t off, const void *buf, size_t n)
{
	if (pp->p_gmem == NULL || off + n > pp->p_gsize)
		return -1;
	memcpy((char *)pp->p_gmem + off, buf, n);
	return 0;
}

static int
dt_set_state(dt_compiled_t *pp, uint64_t state, int only_if_inactive)
{
	volatile uint64_t *statep = pp->p_gmem;

	if (statep == NULL)
		return -1;
	if (only_if_inactive && *statep != DT_STATE_INACTIVE)
		return 0;
	/* the state word is the first 8 bytes of the globals value */
	return dt_globals_write(pp, 0, &state, sizeof(state));
}

/* bt's elapsed counts from now */
static void
dt_bt_start(dt_compiled_t *pp)
{
	const dt_var_t *vp;
	struct timespec ts;
	uint64_t now;

	for (vp = pp->p_vars; vp != NULL; vp = vp->v_next)
		if (vp->v_kind == DT_VAR_GLOBAL &&
		    strcmp(vp->v_name, DT_BT_START) == 0)
			break;
	if (vp == NULL)
		return;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	(void)dt_globals_write(pp, vp->v_off, &now, sizeof(now));
}

int
dtrace_go(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_site_t *sp;

	if (pp == NULL || pp->p_nclauses == 0)
		return dt_set_errmsg(dtp, EDT_NOPROBE, "no probes specified");
	if (pp->p_destructive && dtp->dt_options[DT_OPT_DESTRUCTIVE] <= 0)
		return dt_set_errmsg(dtp, EDT_DESTRUCTIVE, "Destructive actions "
		    "not allowed");
	if (dtp->dt_options[DT_OPT_CPU] >= sysconf(_SC_NPROCESSORS_CONF))
		return dt_set_errmsg(dtp, EDT_BADOPTVAL, "cpu %lld does not "
		    "exist", (long long)dtp->dt_options[DT_OPT_CPU]);
	if (dt_sema_finish(dtp, pp) != 0 || dt_bpf_create_maps(dtp, pp) != 0)
		return -1;
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (dt_bpf_load_site(dtp, pp, sp) != 0)
			goto fail;
	pp->p_loaded = 1;
	if (dt_consumer_open(dtp) != 0)
		goto fail;
	pp->p_attached = 1;
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (sp->s_impl->pi_attach(dtp, sp) != 0)
			goto fail;
	dt_bt_start(pp);
	if (dt_run_special(dtp, "BEGIN") != 0)
		goto fail;
	if (dt_set_state(pp, DT_STATE_ACTIVE, 1) != 0)
		goto fail;
	return 0;
fail:
	dt_sites_detach(dtp, pp);
	return -1;
}

int
dtrace_program_print(dtrace_hdl_t *dtp, const dtrace_prog_t *pgp, FILE *fp)
{
	if (dt_ast_dump(pgp->pg_ast, fp) != 0 || fflush(fp) != 0)
		return dt_set_errmsg(dtp, errno, "cannot write the syntax "
		    "tree: %s", strerror(errno));
	return 0;
}

/*
 * For -e: generate the code of every site (shown on fp) without loading
 * or attaching it.  The handle is then good only for closing.
 */
int
dtrace_program_gen(dtrace_hdl_t *dtp, FILE *fp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_site_t *sp;
	dt_cgprog_t cp;
	int rc = 0;

	if (pp == NULL || pp->p_nclauses == 0)
		return 0;
	if (dt_sema_finish(dtp, pp) != 0 || dt_bpf_create_maps(dtp, pp) != 0)
		return -1;
	for (sp = pp->p_sites; sp != NULL && rc == 0; sp = sp->s_next) {
		if ((rc = dt_bpf_gen_site(dtp, pp, sp, &cp, fp)) == 0) {
			free(cp.cp_insns);
			free(cp.cp_lines);
		}
	}
	dt_sites_detach(dtp, pp);
	return rc;
}

int
dtrace_stop(dtrace_hdl_t *dtp)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_clause_t *cp;
	dt_site_t *sp;

	if (pp == NULL || !pp->p_attached)
		return 0;
	dt_set_state(pp, DT_STATE_DRAINING, 0);
	/* no more events, then END, as DTrace does */
	for (sp = pp->p_sites; sp != NULL; sp = sp->s_next)
		if (!(sp->s_impl->pi_flags & DT_PF_SPECIAL) &&
		    sp->s_impl->pi_detach != NULL)
			sp->s_impl->pi_detach(dtp, sp);
	/* a target that bt's watchpoint set-up stopped last, its event
	 * unread, is not left stopped */
	for (cp = pp->p_clauses; cp != NULL; cp = cp->c_next)
		if ((cp->c_node->dn_flags & DT_NF_BTSETUP) &&
		    cp->c_acts != NULL && cp->c_acts->ac_kind ==
		    DT_ACT_BTWATCH && strncmp(cp->c_acts->ac_str, "async",
		    5) != 0 && cp->c_nprobes > 0) {
			(void)dt_proc_cont_target(dtp);
			break;
		}
	dt_run_special(dtp, "END");
	dt_consumer_drain(dtp);
	dt_sites_detach(dtp, pp);
	return 0;
}

void
dt_actions_free(dt_action_t *ap)
{
	dt_action_t *next;

	for (; ap != NULL; ap = next) {
		next = ap->ac_next;
		free(ap->ac_fields);
		free(ap->ac_aggs);
		free(ap->ac_str);
		if (ap->ac_fmt != NULL)
			dt_printf_free(ap->ac_fmt);
		free(ap);
	}
}

void
dt_compiled_free(dt_compiled_t *pp)
{
	dt_clause_t *cp, *cn;
	dt_var_t *vp, *vn;
	dt_agg_t *ap, *an;
	dt_sinfo_t *si, *sn;
	dt_site_t *sp, *spn;
	int i;

	dt_bpf_close_maps(pp);
	dt_decls_free(&pp->p_decls);
	for (cp = pp->p_clauses; cp != NULL; cp = cn) {
		cn = cp->c_next;
		dt_actions_free(cp->c_acts);
		free(cp->c_probes);
		free(cp->c_pdmatch);
		free(cp);
	}
	for (vp = pp->p_vars; vp != NULL; vp = vn) {
		vn = vp->v_next;
		free(vp->v_name);
		free(vp);
	}
	for (ap = pp->p_aggs; ap != NULL; ap = an) {
		an = ap->a_next;
		free(ap->a_name);
		free(ap);
	}
	for (si = pp->p_sinfos; si != NULL; si = sn) {
		sn = si->si_link;
		free(si);
	}
	for (sp = pp->p_sites; sp != NULL; sp = spn) {
		spn = sp->s_next;
		for (i = 0; i < sp->s_nprobes; i++)
			sp->s_probes[i]->pr_site = NULL;
		free(sp->s_probes);
		free(sp->s_fds);
		free(sp);
	}
	for (i = 0; i < pp->p_nstrs; i++)
		free(pp->p_strs[i]);
	free(pp->p_strs);
	for (i = 0; i < pp->p_nbttups; i++) {
		free(pp->p_bttups[i].tu_types);
		free(pp->p_bttups[i].tu_off);
	}
	free(pp->p_bttups);
	for (i = 0; i < pp->p_nasts; i++)
		dt_ast_free(pp->p_asts[i]);
	free(pp->p_asts);
	free(pp->p_clausev);
	free(pp->p_aggv);
	free(pp->p_bttext);
	free(pp->p_btchecks);
	for (i = 0; i < pp->p_nbtmissing; i++)
		free(pp->p_btmissing[i]);
	free(pp->p_btmissing);
	free(pp);
}

void
dt_program_destroy(dtrace_hdl_t *dtp)
{
	dtrace_prog_t *pgp, *next;

	free(dtp->dt_btwarns);
	dtp->dt_btwarns = NULL;
	dtp->dt_btwarnslen = 0;
	if (dtp->dt_prog != NULL) {
		dtrace_stop(dtp);
		dt_consumer_close(dtp);
		if (dtp->dt_prog->p_loaded || dtp->dt_prog->p_sites)
			dt_sites_detach(dtp, dtp->dt_prog);
		dt_compiled_free(dtp->dt_prog);
		dtp->dt_prog = NULL;
	}
	for (pgp = dtp->dt_progs; pgp != NULL; pgp = next) {
		next = pgp->pg_next;
		free(pgp);
	}
	dtp->dt_progs = NULL;
}
