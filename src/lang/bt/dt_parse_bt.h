/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_parse_bt.h -- the bt front end (dt_parse_bt.c): bt source text parsed
 * into the tree D would make of it.  The pack's own header: the language
 * table's lo_parse (dt_bt_diag.c) calls it.
 */
#ifndef DT_PARSE_BT_H
#define DT_PARSE_BT_H

#include <stddef.h>

#include "dt_ast.h"

/* Parse bt source text (dt_parse_bt.c): as dt_parse_d, a whole program,
 * into the tree D would make of it; an error's place is errline, from
 * column errcol up to (not including) errend; a negative errend says the
 * place is lines -errend to errline. */
/* what the parser needs to know of the program's surroundings: whether
 * kernel functions can be probed here, asked only when a program names a
 * kernel probe (the check loads programs): why not (NULL: they can), and
 * in *fentry whether fentry/fexit programs can (the kernel provider's
 * pi_refusal); and the positional parameters, for what must be known
 * when parsing (unroll's count) */
typedef struct dt_btenv {
	const char *(*be_refusal)(int *fentry);
	int be_argc;			/* $0 included */
	char *const *be_argv;
	int be_openbsd;			/* OpenBSD btrace's programs too */
	int be_obsdhist;		/* hist(), lhist(): OpenBSD's buckets
					   (-O openbsd) */
	int be_grabbed;			/* -p: a process to trace */
	const char *const *be_incdirs;	/* -I: where imports are looked for
					   after the program's directory */
	int be_nincdirs;
	int be_run;			/* DT_BTRUN_*: the probes kept, the
					   tracing ones or test: or bench: */
} dt_btenv_t;

int dt_parse_bt(const char *text, size_t len, const char *file,
    dt_ast_t **astp, char *errbuf, size_t errlen, int *errline, int *errcol,
    int *errend);
/* the same with the macros of its #include and #define lines: one a
 * line, "NAME BODY" (object-like ones are expanded), "NAME(ARGS) BODY"
 * (not: bpftrace 0.17 does not), "#undef NAME" (dt_cpp_btmacros()); in
 * *errfirst (if not NULL) another error at the same place, shown before
 * the one in errbuf, or NULL; env: what the kernel offers for kprobe,
 * kfunc and the like (NULL: nothing refused), which the parser reports
 * as bpftrace does, and the positional parameters */
int dt_parse_bt_macros(const char *text, size_t len, const char *file,
    const char *macros, const dt_btenv_t *env, dt_ast_t **astp,
    char *errbuf, size_t errlen, int *errline, int *errcol, int *errend,
    const char **errfirst);
/* dt_btparam.c: probe name text with its positional parameters ($1..)
 * put in as given (nothing for one not given) into out: how many; is
 * probe name text (so made) one with a part left empty, which the
 * semantic pass reports (dt_sema_btparampd)? */
int dt_bt_pdexpand(const char *text, int argc, char *const *argv, char *out,
    size_t len);
int dt_bt_pdbroken(const char *text);
/* the bt name of the D function (or the engine's __bt_ one) a bt
 * function call was made (d itself if none) */
const char *dt_bt_funcname(const char *d);

#endif
