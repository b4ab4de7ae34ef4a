/*
 * dt_bt_impl.h -- the bt pack's own routines that its tables name: the
 * semantic checks and code generators of bt's functions (dt_sema_bt.c,
 * dt_cg_bt.c), listed in bt's rows of the built-in and function tables
 * (dt_bt_ident.c), which the language table points at.
 */
#ifndef DT_BT_IMPL_H
#define DT_BT_IMPL_H

#include "dt_ident.h"

/* bt's rows, after which a lookup goes on in D's (dt_ident.c) */
extern const dt_builtin_t dt_bt_builtins[];
extern const dt_func_t dt_bt_funcs[];

int dt_sema_btstr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btdelete(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btprint(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btclear(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_bttime(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btstrftime(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btjoin(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btkaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btuaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btreg(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btbuf(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btntop(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btsignal(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btstrncmp(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btfunc(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btcgroupid(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btfuncaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btstrerror(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btstrcontains(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btbswap(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpton(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btmacaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btcgroup_path(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btdebugf(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpath(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btskboutput(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btoverride(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btwatch(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btunwatch(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_bttuple(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_bttuple(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btmem(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btconst(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btfuncaddr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btbuf(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);
int dt_cg_btntop(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);
int dt_cg_btjoin(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btprint(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btwatch(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btreg(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrftime(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrncmp(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrcontains(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btbswap(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btmacaddr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btcgroup_path(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btdebugf(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btpton(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);

#endif
