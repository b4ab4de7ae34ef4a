/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_diag.c -- the bt pack's diagnostics and its operations table:
 * bpftrace's placement of a compile error ("stdin:LINE:COL-END: ERROR:
 * msg", the line, a mark under the place), several errors of a pass kept
 * and shown together, those of later passes only without earlier ones,
 * errors of several parts (a list of dt_diag_t), warnings; the bt front
 * end's parse and its errors.  Its state is the handle's language state
 * (dt_btdiag_t, DT_BTD()).
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_bt_diag.h"
#include "dt_bt_impl.h"
#include "dt_btdwarf.h"
#include "dt_cpp.h"
#include "dt_impl.h"
#include "dt_parse_bt.h"
#include "dt_sema_bt.h"
#include "dt_btmaps.h"
#include "dt_btval.h"
#include "dt_provider.h"

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

/* a compile error of a bt program: the message, and where it is, which
 * dt_bt_errsrc() shows once the compile fails */
int
dt_bt_error(dtrace_hdl_t *dtp, const char *file, int line, int col,
    const char *msg)
{
	(void)file;
	DT_BTD(dtp)->bterr_late = 0;
	DT_BTD(dtp)->bterr_brackets = 0;
	DT_BTD(dtp)->bterr_line = line;
	DT_BTD(dtp)->bterr_col = col;
	DT_BTD(dtp)->bterr_step = 0;
	DT_BTD(dtp)->bterr_ecol = 0;
	DT_BTD(dtp)->bterr_more = 0;
	return dt_set_errmsg(dtp, EDT_COMPILER, "%s", msg);
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

/* an error of several parts (dt_diags, the first dt_errmsg's): each shown
 * as bpftrace shows one, at the same place (the first at none if its
 * dg_line is 0) */
static void
dt_bt_errparts(dtrace_hdl_t *dtp, const char *file, const char *text,
    size_t len)
{
	dt_btdiag_t *bd = DT_BTD(dtp);
	dt_diag_t *parts = dtp->dt_diags, *dg;
	dt_strbuf_t all;
	int line = bd->bterr_line, col = bd->bterr_col;
	int end = bd->bterr_end, step = bd->bterr_step;
	int ecol = bd->bterr_ecol;

	dt_sb_init(&all);
	dtp->dt_diags = NULL;
	for (dg = parts; dg != NULL; dg = dg->dg_next) {
		if (dg != parts) {
			bd->bterr_line = line;
			bd->bterr_col = col;
			bd->bterr_end = end;
			bd->bterr_step = step;
			bd->bterr_ecol = ecol;
		} else if (dg->dg_line == 0) {
			bd->bterr_line = 0;
			bd->bterr_span = 0;
		}
		dt_set_errmsg(dtp, dtp->dt_errno, "%s", dg->dg_msg);
		dt_bt_errsrc(dtp, file, text, len);
		if (dg != parts)
			dt_sb_putc(&all, '\n');
		dt_sb_puts(&all, dtp->dt_errmsg);
	}
	dt_set_errmsg(dtp, dtp->dt_errno, "%s", all.sb_len > 0 ?
	    all.sb_buf : "");
	dt_sb_fini(&all);
	dt_diag_free(&parts);
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
	int line = DT_BTD(dtp)->bterr_line, col = DT_BTD(dtp)->bterr_col, i;
	int end = DT_BTD(dtp)->bterr_end, pad, ml;
	char shown[512];
	size_t tl, sl;

	if (dtp->dt_diags != NULL && strcmp(dtp->dt_diags->dg_msg,
	    dtp->dt_errmsg) == 0) {	/* several parts */
		dt_bt_errparts(dtp, file, text, len);
		return;
	}
	dt_diag_free(&dtp->dt_diags);	/* another error's */
	snprintf(msg, sizeof(msg), "%s", dtp->dt_errmsg);
	if (DT_BTD(dtp)->bterr_span) {
		dt_set_errmsg(dtp, dtp->dt_errno, "%s:%d-%d: ERROR: %s",
		    file != NULL ? file : "stdin", DT_BTD(dtp)->bterr_span, line,
		    msg);
		DT_BTD(dtp)->bterr_span = 0;
		return;
	}
	if (line <= 0) {
		dt_set_errmsg(dtp, dtp->dt_errno, "ERROR: %s", msg);
		return;
	}
	if ((s = dt_diag_srcline(text, len, line, &e)) == NULL)
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
		DT_BTD(dtp)->bterr_end = 0;
		dt_set_errmsg(dtp, dtp->dt_errno, "%s:%d:%d-%d: ERROR: %s",
		    file != NULL ? file : "stdin", line, col, col, msg);
		return;
	}
	if (DT_BTD(dtp)->bterr_brackets && col - 1 + (int)tl < (int)(e - s) &&
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
	if (DT_BTD(dtp)->bterr_brackets == 3 && s[col - 1] == '(') {
		/* a cast to a pointer of a type by name: up to its '*' */
		for (tl = 0; s + col - 1 + tl < e; tl++)
			if (s[col - 1 + tl] == '*') {
				tl++;
				break;
			}
	}
	if (DT_BTD(dtp)->bterr_brackets == 2 && s[col - 1] == '(') {
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
	if (DT_BTD(dtp)->bterr_ecol < 0) {	/* bpftrace knows no place */
		tl = 0;
		DT_BTD(dtp)->bterr_step = 0;
	}
	if (DT_BTD(dtp)->bterr_ecol > col && DT_BTD(dtp)->bterr_ecol <= (int)(e - s))
		tl = (size_t)(DT_BTD(dtp)->bterr_ecol - col) + dt_bt_toklen(s +
		    DT_BTD(dtp)->bterr_ecol - 1, (size_t)(e - s) -
		    (size_t)(DT_BTD(dtp)->bterr_ecol - 1), 1);
	tl += (size_t)DT_BTD(dtp)->bterr_more;
	/* bpftrace's lexer starts a token's place after the last blank, so
	 * that "print(@m" is the place of @m */
	while (DT_BTD(dtp)->bterr_step && col > 1 && !isspace((unsigned char)
	    s[col - 2])) {
		col--;
		tl++;
	}
	DT_BTD(dtp)->bterr_end = 0;
	DT_BTD(dtp)->bterr_ecol = 0;
	DT_BTD(dtp)->bterr_more = 0;
	DT_BTD(dtp)->bterr_step = 0;
	DT_BTD(dtp)->bterr_brackets = 0;
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

	int late = DT_BTD(dtp)->bterr_late;
	char **bufp = late ? &DT_BTD(dtp)->btlate[late - 1] : &DT_BTD(dtp)->bterrs;
	size_t *lenp = late ? &DT_BTD(dtp)->btlatelen[late - 1] :
	    &DT_BTD(dtp)->bterrslen;

	DT_BTD(dtp)->bterr_late = 0;
	dt_bt_errsrc(dtp, DT_BTD(dtp)->btfile, DT_BTD(dtp)->bttext, DT_BTD(dtp)->bttextlen);
	n = strlen(dtp->dt_errmsg);
	if ((v = realloc(*bufp, *lenp + n + 2)) == NULL)
		return;
	memcpy(v + *lenp, dtp->dt_errmsg, n);
	*lenp += n;
	v[(*lenp)++] = '\n';
	v[*lenp] = '\0';
	*bufp = v;
	DT_BTD(dtp)->bterrn++;
}

static int dt_bt_placeerr(dtrace_hdl_t *dtp, const dt_node_t *dnp,
    const char *msg);

/*
 * The text of a message msg at node dnp, placed as bpftrace places an
 * error (len as dt_program_btwarn()'s); the handle's error kept.  NULL
 * without the program's text or memory.
 */
char *
dt_bt_placetext(dtrace_hdl_t *dtp, const dt_node_t *dnp, int len,
    const char *msg)
{
	char *save, *text;
	dt_diag_t *parts = dtp->dt_diags;	/* the error's, kept */
	int err = dtp->dt_errno;

	if (DT_BTD(dtp)->bttext == NULL || dnp == NULL ||
	    (save = strdup(dtp->dt_errmsg)) == NULL)
		return NULL;
	dtp->dt_diags = NULL;
	if (dt_bt_pdcol(dnp) > 0) {	/* as dt_program_error() */
		dt_bt_error(dtp, DT_BTD(dtp)->btfile, dnp->dn_line,
		    dt_bt_pdcol(dnp), msg);
		DT_BTD(dtp)->bterr_ecol = dnp->dn_col;
	} else if (len < 0 && dnp->dn_kind != DT_NODE_PDESC) {
		dt_bt_placeerr(dtp, dnp, msg);
	} else {
		dt_bt_error(dtp, DT_BTD(dtp)->btfile, dnp->dn_line, dnp->dn_col,
		    msg);
		DT_BTD(dtp)->bterr_step = 1;
		/* len < 0: marked as an error on dnp would be */
		DT_BTD(dtp)->bterr_end = len < 0 ? 0 : dnp->dn_col +
		    (len > 0 ? len : 1);
	}
	dt_bt_errsrc(dtp, DT_BTD(dtp)->btfile, DT_BTD(dtp)->bttext, DT_BTD(dtp)->bttextlen);
	text = strdup(dtp->dt_errmsg);
	dt_set_errmsg(dtp, err, "%s", save);
	free(save);
	dt_diag_free(&dtp->dt_diags);
	dtp->dt_diags = parts;
	return text;
}

int
dt_program_btwarn(dtrace_hdl_t *dtp, const dt_node_t *dnp, int len,
    const char *fmt, ...)
{
	char *t, *v, *e, msg[512];
	va_list ap;
	size_t n;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if ((t = dt_bt_placetext(dtp, dnp, len, msg)) == NULL)
		return 0;
	n = strlen(t);
	if ((v = realloc(DT_BTD(dtp)->btwarns, DT_BTD(dtp)->btwarnslen + n + 16)) !=
	    NULL) {
		DT_BTD(dtp)->btwarns = v;
		v += DT_BTD(dtp)->btwarnslen;
		if ((e = strstr(t, ": ERROR: ")) != NULL) {
			n = (size_t)(e - t);
			memcpy(v, t, n);
			n += (size_t)sprintf(v + n, ": WARNING: %s\n", e + 9);
		} else {
			n = (size_t)sprintf(v, "%s\n", t);
		}
		DT_BTD(dtp)->btwarnslen += n;
	}
	free(t);
	return 0;
}

int
dt_bt_errjoin(dtrace_hdl_t *dtp)
{
	char *msg = DT_BTD(dtp)->bterrs;
	size_t len = DT_BTD(dtp)->bterrslen;
	int i;

	for (i = 0; msg == NULL && i < 2; i++) {
		msg = DT_BTD(dtp)->btlate[i];
		len = DT_BTD(dtp)->btlatelen[i];
	}
	if (DT_BTD(dtp)->bterrn == 0 || msg == NULL)
		return 0;
	msg[len - 1] = '\0';
	dt_set_errmsg(dtp, EDT_COMPILER, "%s", msg);
	free(DT_BTD(dtp)->bterrs);
	DT_BTD(dtp)->bterrs = NULL;
	DT_BTD(dtp)->bterrslen = 0;
	for (i = 0; i < 2; i++) {
		free(DT_BTD(dtp)->btlate[i]);
		DT_BTD(dtp)->btlate[i] = NULL;
		DT_BTD(dtp)->btlatelen[i] = 0;
	}
	DT_BTD(dtp)->bterrn = 0;
	DT_BTD(dtp)->bterr_joined = 1;
	return -1;
}


int
dt_bt_errors(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_errtag_t tag,
    int noplace, int n, const char *const *msgs)
{
	int rc = dt_dnerror(dtp, dnp, tag, "%s", msgs[0]);
	int i;

	dt_diag_free(&dtp->dt_diags);
	for (i = 0; n > 1 && i < n; i++) {
		if (dt_diag_add(&dtp->dt_diags, DT_DIAG_ERROR, NULL,
		    i == 0 && noplace ? 0 : DT_BTD(dtp)->bterr_line,
		    DT_BTD(dtp)->bterr_col, 0, (int)tag, msgs[i]) == NULL) {
			dt_diag_free(&dtp->dt_diags);	/* the first alone */
			break;
		}
	}
	return rc;
}

/* lo_error: a compile error placed as bpftrace places it */
static int
dt_bt_placeerr(dtrace_hdl_t *dtp, const dt_node_t *dnp, const char *msg)
{
	dt_compiled_t *pp = dtp->dt_prog;
	dt_btdiag_t *bd = DT_BTD(dtp);

	bd->bterr_span = dnp != NULL && dnp->dn_kind == DT_NODE_PDESC &&
	    dnp->dn_int != 0 && (int)dnp->dn_int < dnp->dn_line ?
	    (int)dnp->dn_int : 0;
	if (dt_bt_pdcol(dnp) > 0) {
		/* a later probe: from where bpftrace's place of it starts,
		 * to its end */
		int rc = dt_bt_error(dtp, NULL, dnp->dn_line, dt_bt_pdcol(dnp),
		    msg);

		bd->bterr_ecol = dnp->dn_col;
		return rc;
	} else {
		const dt_node_t *l = dt_bt_first(dnp), *r = dt_bt_last(dnp);
		int rc = dt_bt_error(dtp, pp != NULL && pp->p_ast != NULL ?
		    pp->p_ast->da_file : NULL, l != NULL ? l->dn_line : 0,
		    l != NULL ? l->dn_col : 0, msg);

		bd->bterr_step = 1;
		bd->bterr_ecol = r != dnp && r != NULL && l != NULL &&
		    r->dn_line == l->dn_line ? r->dn_col : 0;
		return rc;
	}
}

/* the parser's error msg at line, col, after first (another error at
 * the same place, shown before it) if not NULL */
static void
dt_bt_parseerr(dtrace_hdl_t *dtp, const char *file, int line, int col,
    const char *first, const char *msg)
{
	dt_bt_error(dtp, file, line, col, first != NULL ? first : msg);
	dt_diag_free(&dtp->dt_diags);
	if (first != NULL && (dt_diag_add(&dtp->dt_diags, DT_DIAG_ERROR,
	    NULL, line, col, 0, D_SYNTAX, first) == NULL ||
	    dt_diag_add(&dtp->dt_diags, DT_DIAG_ERROR, NULL, line, col, 0,
	    D_SYNTAX, msg) == NULL))
		dt_diag_free(&dtp->dt_diags);
}

/* lo_parse: the bt front end (cpp's #include and #define macros), its
 * errors shown as bpftrace shows them */
static int
dt_bt_parse(dtrace_hdl_t *dtp, const char **textp, size_t len,
    const char *file, char **cpptextp, dt_ast_t **astp)
{
	dt_btdiag_t *bd = DT_BTD(dtp);
	char *macros = NULL, *bttext = NULL;
	const char *text = *textp, *first = NULL;
	const dt_provimpl_t *pi;
	dt_btenv_t env = { 0 };
	const char **incdirs;
	char err[4096];
	int line = 0, col = 0, rc, k;

	/* #include and #define: the macros cpp says they give */
	if (dt_cpp_btmacros(dtp, text, len, file, &macros, &bttext) != 0)
		return -1;
	if (bttext != NULL) {	/* lines a conditional left out */
		free(*cpptextp);
		text = *textp = *cpptextp = bttext;
	}
	pi = dt_provider_bybt(dtp, DT_BT_KERNEL);
	env.be_refusal = pi != NULL ? pi->pi_refusal : NULL;
	env.be_argc = dtp->dt_argc;
	env.be_argv = dtp->dt_argv;
	env.be_openbsd = dtp->dt_options[DT_OPT_BTOPENBSD] > 0;
	env.be_obsdhist = dtp->dt_options[DT_OPT_OFORMAT] ==
	    DT_OFORMAT_BTOPENBSD;
	env.be_grabbed = dtp->dt_nprocs > 0 && dtp->dt_proc_ctl[0] < 0;
	if ((incdirs = calloc((size_t)dtp->dt_cppargc + 1,
	    sizeof(char *))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (k = 0; k < dtp->dt_cppargc; k++)	/* -I: imports' too */
		if (strncmp(dtp->dt_cppargv[k], "-I", 2) == 0)
			incdirs[env.be_nincdirs++] = dtp->dt_cppargv[k] + 2;
	env.be_incdirs = incdirs;
	env.be_run = (int)dtp->dt_options[DT_OPT_BTRUN];
	rc = dt_parse_bt_macros(text, len, file, macros, &env, astp, err,
	    sizeof(err), &line, &col, &bd->bterr_end, &first);
	free(macros);
	free(incdirs);
	if (rc != 0 && err[0] == '\1') {
		/* the lexer's errors first, each shown, then the parser's */
		char *r = err, *nl;
		int pend = bd->bterr_end;

		bd->bttext = text;
		bd->bttextlen = len;
		bd->btfile = file;
		while (*r == '\1' && (nl = strchr(r, '\n')) != NULL) {
			int l = 0, c = 0, e = 0, off = 0;

			*nl = '\0';
			if (sscanf(r + 1, "%d:%d:%d:%n", &l, &c, &e, &off) == 3 &&
			    off > 0) {
				dt_bt_error(dtp, file, l, c, r + 1 + off);
				bd->bterr_end = e;
				bd->bterr_step = 1;
				dt_bt_errkeep(dtp);
			}
			r = nl + 1;
		}
		if (line >= 0 && *r != '\0') {
			dt_bt_parseerr(dtp, file, line, col, first, r);
			bd->bterr_end = pend;
			if (bd->bterr_end < 0) {
				bd->bterr_span = -bd->bterr_end;
				bd->bterr_end = 0;
			}
			dt_bt_errkeep(dtp);
		}
		bd->bttext = NULL;
		dt_bt_errjoin(dtp);
		return -1;
	}
	if (rc != 0) {
		dt_bt_parseerr(dtp, file, line, col, first, err);
		if (bd->bterr_end < 0) {
			bd->bterr_span = -bd->bterr_end;
			bd->bterr_end = 0;
		}
		dt_bt_errsrc(dtp, file, text, len);
		return -1;
	}
	return 0;
}

static void
dt_bt_sema_begin(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file)
{
	dt_btdiag_t *bd = DT_BTD(dtp);

	bd->bttext = text;
	bd->bttextlen = len;
	bd->btfile = file;
	bd->bterr_joined = 0;
	bd->bterr_kept = 0;
	free(bd->btwarns);
	bd->btwarns = NULL;
	bd->btwarnslen = 0;
}

static void
dt_bt_sema_end(dtrace_hdl_t *dtp, int rc, int show)
{
	dt_btdiag_t *bd = DT_BTD(dtp);
	const char *text = bd->bttext;

	bd->bttext = NULL;
	if (rc == 0)
		return;
	if (show && dtp->dt_errno == EDT_COMPILER && !bd->bterr_joined)
		dt_bt_errsrc(dtp, bd->btfile, text, bd->bttextlen);
	bd->bterr_late = 0;
	bd->bterr_joined = 0;
}

static void
dt_bt_errhint_set(dtrace_hdl_t *dtp, dt_errhint_t h, int v)
{
	dt_btdiag_t *bd = DT_BTD(dtp);

	switch (h) {
	case DT_EH_KEPT: bd->bterr_kept = v; break;
	case DT_EH_LATE: bd->bterr_late = v; break;
	case DT_EH_BRACKETS: bd->bterr_brackets = v; break;
	case DT_EH_END: bd->bterr_end = v; break;
	case DT_EH_COUNT: break;
	}
}

static int
dt_bt_errhint(dtrace_hdl_t *dtp, dt_errhint_t h)
{
	dt_btdiag_t *bd = DT_BTD(dtp);

	switch (h) {
	case DT_EH_KEPT: return bd->bterr_kept;
	case DT_EH_LATE: return bd->bterr_late;
	case DT_EH_BRACKETS: return bd->bterr_brackets;
	case DT_EH_END: return bd->bterr_end;
	case DT_EH_COUNT: return bd->bterrn;
	}
	return 0;
}

static const char *
dt_bt_warnings(dtrace_hdl_t *dtp)
{
	return DT_BTD(dtp) != NULL ? DT_BTD(dtp)->btwarns : NULL;
}

static int
dt_bt_init(dtrace_hdl_t *dtp)
{
	if ((dtp->dt_lstate = calloc(1, sizeof(dt_btdiag_t))) == NULL)
		return -1;
	return 0;
}

static void
dt_bt_fini(dtrace_hdl_t *dtp)
{
	dt_btdiag_t *bd = DT_BTD(dtp);
	int i;

	if (bd == NULL)
		return;
	free(bd->bterrs);
	for (i = 0; i < 2; i++)
		free(bd->btlate[i]);
	free(bd->btwarns);
	free(bd);
	dtp->dt_lstate = NULL;
	dt_diag_free(&dtp->dt_diags);
}

/* lo_loaderr: bpftrace's words for a program the kernel does not load
 * (the verifier's log with -v, which sets bpflog) */
static int
dt_bt_loaderr(dtrace_hdl_t *dtp, const dt_site_t *sp)
{
	char name[1200];

	name[0] = '\0';
	if (sp->s_nprobes > 0)
		dt_btval_probename(sp->s_probes[0], name, sizeof(name));
	return dt_set_errmsg(dtp, EDT_BPF, "Error loading program: %s "
	    "(try -v)", name[0] != '\0' ? name : sp->s_key);
}

const dt_langops_t dt_langops_bt = {
	.lo_name = "bt",
	.lo_builtins = dt_bt_builtins,
	.lo_funcs = dt_bt_funcs,
	.lo_uparams = dt_btdwarf_params,
	.lo_flags = DT_LF_RAWSYMKEYS | DT_LF_BTEND | DT_LF_EXITSTOPS |
	    DT_LF_NOLOG_NOLOAD | DT_LF_ERRLINES |
	    DT_LF_RSH_LOGICAL | DT_LF_DIV_UNSIGNED | DT_LF_EXIT_RETURNS |
	    DT_LF_HELPERCHECK | DT_LF_MAX_ABOVE0 | DT_LF_BTINTS |
	    DT_LF_BTPARAMS | DT_LF_BTERRS | DT_LF_MANYERRS | DT_LF_BTPRINTF |
	    DT_LF_UNSAFE | DT_LF_SCRATCH | DT_LF_TUPLES | DT_LF_BTLIMITS |
	    DT_LF_NOPROBEID | DT_LF_SYSINT64 | DT_LF_FRESHTIME |
	    DT_LF_PREEXEC | DT_LF_NOFWDTAGS | DT_LF_STRNOTNULL |
	    DT_LF_STRSIZENUL | DT_LF_DOTDEREF | DT_LF_KENUMS |
	    DT_LF_AGGVALUES | DT_LF_SELFPROBES,
	.lo_cg = &dt_bt_cglang,
	.lo_sema = &dt_bt_semalang,
	.lo_formatters = dt_bt_formatters,
	.lo_nformatters = DT_BT_NFORMATTERS,
	.lo_init = dt_bt_init,
	.lo_fini = dt_bt_fini,
	.lo_parse = dt_bt_parse,
	.lo_error = dt_bt_placeerr,
	.lo_sema_begin = dt_bt_sema_begin,
	.lo_sema_end = dt_bt_sema_end,
	.lo_errkeep = dt_bt_errkeep,
	.lo_errjoin = dt_bt_errjoin,
	.lo_errhint_set = dt_bt_errhint_set,
	.lo_errhint = dt_bt_errhint,
	.lo_warnings = dt_bt_warnings,
	.lo_close = dt_btval_fini,
	.lo_loaderr = dt_bt_loaderr,
	.lo_probename = dt_btval_probename,
	.lo_valtext = dt_btval_text,
	.lo_valjson = dt_btval_json,
	.lo_mapprint = dt_btmap_print,
	.lo_mapclear = dt_btmap_clear,
	.lo_mapsnap = dt_btmap_snap,
};
