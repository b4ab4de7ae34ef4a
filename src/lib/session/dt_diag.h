/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_diag.h -- compile diagnostics as structs: where (file, line, column,
 * span), DTrace's D_* tag, error or warning, and the message, kept in a
 * list (the handle's, or a language pack's).  A leaf: dt_diag.c uses only
 * libc and src/lib/support.
 */
#ifndef DT_DIAG_H
#define DT_DIAG_H

#include <stddef.h>

typedef enum dt_diag_sev {
	DT_DIAG_ERROR,
	DT_DIAG_WARNING
} dt_diag_sev_t;

typedef struct dt_diag {
	char *dg_file;		/* NULL: the program's text (stdin) */
	int dg_line, dg_col;	/* from 1; 0: no place */
	int dg_span;		/* the characters marked (0: the token's) */
	int dg_tag;		/* DTrace's D_* tag, 0 if none */
	dt_diag_sev_t dg_sev;
	char *dg_msg;
	struct dt_diag *dg_next;
} dt_diag_t;

/* a diagnostic added at the end of *listp: it, or NULL (no memory) */
dt_diag_t *dt_diag_add(dt_diag_t **listp, dt_diag_sev_t sev,
    const char *file, int line, int col, int span, int tag, const char *msg);
/* the diagnostics of list, in order, until fn returns non-zero (that) */
int dt_diag_walk(const dt_diag_t *list,
    int (*fn)(const dt_diag_t *dg, void *arg), void *arg);
/* how many list holds */
int dt_diag_count(const dt_diag_t *list);
/* every diagnostic of *listp freed, *listp made NULL */
void dt_diag_free(dt_diag_t **listp);
/* line 'line' (from 1) of the len bytes of text: its start, and in *endp
 * its end (its '\n' or the text's); NULL if text has fewer lines */
const char *dt_diag_srcline(const char *text, size_t len, int line,
    const char **endp);

#endif
