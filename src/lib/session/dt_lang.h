/*
 * dt_lang.h -- the language operations table: what a language other than
 * D (the bt pack, src/lang/bt) does at the points the shared stages leave
 * to it.  The driver (dt_program.c) chooses the table once per compile
 * (dt_setlang()); shared code reaches a language only through it.  D's
 * table leaves every hook NULL: the shared code's own behaviour.
 */
#ifndef DT_LANG_H
#define DT_LANG_H

#include <stddef.h>

struct dtrace_hdl;
struct dt_node;
struct dt_ast;

/* what the shared semantic pass tells the language about the current
 * compile error's place and its keeping (bt: bpftrace reports several) */
typedef enum dt_errhint {
	DT_EH_KEPT,		/* the error was kept already (get, set) */
	DT_EH_LATE,		/* one of a later pass (1, 2: final) (set) */
	DT_EH_BRACKETS,		/* the mark takes a map's keys (1), a cast's
				   type (2) (set) */
	DT_EH_END,		/* the column the mark ends at (set) */
	DT_EH_COUNT		/* the errors kept so far (get) */
} dt_errhint_t;

typedef struct dt_langops {
	const char *lo_name;
	/* the language's state on the handle made (-1: no memory), and
	 * freed */
	int (*lo_init)(struct dtrace_hdl *dtp);
	void (*lo_fini)(struct dtrace_hdl *dtp);
	/* the program's text parsed (and cpp's macros applied): 0 and the
	 * tree in *astp (*textp: the text parsed, which the language may have
	 * made *cpptextp), or -1 with the error shown on the handle */
	int (*lo_parse)(struct dtrace_hdl *dtp, const char **textp, size_t len,
	    const char *file, char **cpptextp, struct dt_ast **astp);
	/* a compile error's message msg at node dnp placed and left on the
	 * handle (-1) */
	int (*lo_error)(struct dtrace_hdl *dtp, const struct dt_node *dnp,
	    const char *msg);
	/* the semantic pass of text starts, and ends (rc: its result; show:
	 * its error shown in the language's way) */
	void (*lo_sema_begin)(struct dtrace_hdl *dtp, const char *text,
	    size_t len, const char *file);
	void (*lo_sema_end)(struct dtrace_hdl *dtp, int rc, int show);
	/* the current error kept, the next statement analysed; the errors
	 * kept made the handle's (-1) or none (0) */
	void (*lo_errkeep)(struct dtrace_hdl *dtp);
	int (*lo_errjoin)(struct dtrace_hdl *dtp);
	/* a hint set, or its value */
	void (*lo_errhint_set)(struct dtrace_hdl *dtp, dt_errhint_t h, int v);
	int (*lo_errhint)(struct dtrace_hdl *dtp, dt_errhint_t h);
	/* the warnings of the last compile, shown, or NULL */
	const char *(*lo_warnings)(struct dtrace_hdl *dtp);
} dt_langops_t;


/* dt_program.c: the handle's language chosen (dt_lang_t); -1 if its state
 * cannot be made */
int dt_setlang(struct dtrace_hdl *dtp, int lang);
/* the hooks, through the handle's table (no-ops where it has none) */
void dt_errkeep(struct dtrace_hdl *dtp);
int dt_errjoin(struct dtrace_hdl *dtp);
void dt_errhint_set(struct dtrace_hdl *dtp, dt_errhint_t h, int v);
int dt_errhint(struct dtrace_hdl *dtp, dt_errhint_t h);

#endif
