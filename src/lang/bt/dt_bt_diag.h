/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_diag.h -- the bt pack's diagnostics (dt_bt_diag.c): bpftrace's
 * placement of compile errors and warnings, its state on the handle (the
 * language's state, dt_lstate), and the pack's operations table.
 */
#ifndef DT_BT_DIAG_H
#define DT_BT_DIAG_H

#include "dt_ast.h"
#include "dt_program.h"

typedef struct dt_btdiag {
	int bterr_line, bterr_col;	/* where a bt compile error is */
	int bterr_end;			/* and ends, if the parser knows */
	int bterr_more;		/* marked that much further (a
				 * predicate's closing '/') */
	int bterr_span;			/* a probe over two lines */
	int bterr_ecol;		/* the marked expression's last token */
	int bterr_step;		/* the mark starts after the last blank
				   before the column (bpftrace's
				   locations) */
	const char *bttext;		/* the bt source being compiled */
	size_t bttextlen;
	const char *btfile;
	char *bterrs;		/* the errors kept so far, shown */
	size_t bterrslen;
	int bterrn;
	int bterr_joined;	/* dt_errmsg holds them all */
	int bterr_late;		/* the error is one of bpftrace's later
				   passes (1, 2: final), shown only if
				   no earlier one is */
	char *btlate[2];	/* those kept */
	size_t btlatelen[2];
	int bterr_brackets;	/* the mark takes a map's keys in (1),
				   a cast's type (2) */
	int bterr_kept;		/* the error was kept already */
	int bterr_noplace;	/* the first of several parts (dt_diags) is
				   shown without a place */
	char *btwarns;		/* the compile's warnings, shown */
	size_t btwarnslen;
} dt_btdiag_t;

/* the bt pack's state on the handle */
#define DT_BTD(dtp)	((dt_btdiag_t *)(dtp)->dt_lstate)

/* the bt language's operations */
extern const dt_langops_t dt_langops_bt;

/* a compile error of a bt program: the message, and where it is */
int dt_bt_error(dtrace_hdl_t *dtp, const char *file, int line, int col,
    const char *msg);
/* an error of n messages at dnp (one dt_program_error(), the others
 * its further parts), each shown with the place, the first without one
 * if noplace */
int dt_bt_errors(dtrace_hdl_t *dtp, const dt_node_t *dnp, dt_errtag_t tag,
    int noplace, int n, const char *const *msgs);
/* bt: keep the current compile error (bpftrace reports every error of a
 * pass), and go on */
void dt_bt_errkeep(dtrace_hdl_t *dtp);
/* bt: the errors kept, if any, made the handle's error: -1 (else 0) */
int dt_bt_errjoin(dtrace_hdl_t *dtp);
/* a warning of a bt compile at node dnp, its mark len characters long
 * (bpftrace's place rules; len < 0: as an error on dnp) */
int dt_program_btwarn(dtrace_hdl_t *dtp, const dt_node_t *dnp, int len,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* the text of message msg placed at dnp as such a warning's ("ERROR"),
 * allocated; NULL without memory or the program's text */
char *dt_bt_placetext(dtrace_hdl_t *dtp, const dt_node_t *dnp, int len,
    const char *msg);

#endif
