/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_diag.c -- the list of compile diagnostics (dt_diag.h): add, walk,
 * count, free, and the source line a diagnostic's place is on.  A leaf:
 * libc only.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_diag.h"

dt_diag_t *
dt_diag_add(dt_diag_t **listp, dt_diag_sev_t sev, const char *file, int line,
    int col, int span, int tag, const char *msg)
{
	dt_diag_t *dg, **pp;

	if ((dg = calloc(1, sizeof(*dg))) == NULL)
		return NULL;
	if ((msg != NULL && (dg->dg_msg = strdup(msg)) == NULL) ||
	    (file != NULL && (dg->dg_file = strdup(file)) == NULL)) {
		free(dg->dg_msg);
		free(dg);
		return NULL;
	}
	dg->dg_sev = sev;
	dg->dg_line = line;
	dg->dg_col = col;
	dg->dg_span = span;
	dg->dg_tag = tag;
	for (pp = listp; *pp != NULL; pp = &(*pp)->dg_next)
		;
	*pp = dg;
	return dg;
}

int
dt_diag_walk(const dt_diag_t *list, int (*fn)(const dt_diag_t *, void *),
    void *arg)
{
	int rc;

	for (; list != NULL; list = list->dg_next)
		if ((rc = fn(list, arg)) != 0)
			return rc;
	return 0;
}

int
dt_diag_count(const dt_diag_t *list)
{
	int n = 0;

	for (; list != NULL; list = list->dg_next)
		n++;
	return n;
}

void
dt_diag_free(dt_diag_t **listp)
{
	dt_diag_t *dg, *next;

	for (dg = *listp; dg != NULL; dg = next) {
		next = dg->dg_next;
		free(dg->dg_file);
		free(dg->dg_msg);
		free(dg);
	}
	*listp = NULL;
}

const char *
dt_diag_srcline(const char *text, size_t len, int line, const char **endp)
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
