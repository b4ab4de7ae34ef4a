/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_impl.h -- the bt pack's own routines that its tables name: the
 * semantic checks and code generators of bt's functions (dt_sema_bt.c,
 * dt_cg_bt.c), listed in bt's rows of the built-in and function tables
 * (dt_bt_ident.c), which the language table points at.
 */
#ifndef DT_BT_IMPL_H
#define DT_BT_IMPL_H

#include "dt_cg_impl.h"
#include "dt_ident.h"

/* bt's rows, after which a lookup goes on in D's (dt_ident.c) */
extern const dt_builtin_t dt_bt_builtins[];
extern const dt_func_t dt_bt_funcs[];

int dt_sema_btstr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btdelete(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_bthaskey(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btsyscallname(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btncpus(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpcomm(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btusermode(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
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
int dt_sema_btobsdbucket(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpton(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btmacaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btcgroup_path(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btdebugf(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpath(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btskboutput(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
/* later bpftrace's functions (dt_bt_later.c) */
int dt_sema_bthascpid(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btkfuncexist(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btkfuncallowed(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btsocketcookie(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btpercpukaddr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btpercpukaddr(struct dt_cgx *, dt_node_t *, int);
/* dt_sema_bt.c's: bpftrace's error if a probe of the clause is of none
 * of the kinds; a probe's kind as bpftrace names it */
int dt_bt_probekinds(struct dt_sctx *, const dt_node_t *, const char *,
    const char *const *);
void dt_bt_ptype(const dt_probe_t *, char *, size_t);
int dt_sema_btoverride(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btwatch(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btunwatch(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_bttuple(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btargsval(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btcast(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btarrcastfn(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btarrcast(struct dt_cgx *, dt_node_t *, int);
int dt_sema_btforkv(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
/* dt_bt_forkv.c: the aggregating functions whose maps a for loop goes
 * over (and find() reads); an aggregation's element's whole value, its
 * key's address at DT_STK_FKEY, put at dst (acc: 16 bytes) */
int dt_bt_aggiterable(dt_aggfunc_t f);
void dt_cg_forkv_agg(struct dt_cgx *, const dt_agg_t *ap, uint32_t dst,
    uint32_t acc);
/* dt_bt_len.c: len() and find() */
int dt_sema_btlen(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btlen(struct dt_cgx *, dt_node_t *, int);
int dt_sema_btfind(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
/* dt_bt_smallfn.c */
int dt_sema_btistype(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btfail(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_bterrorf(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_btmemcmp(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btmemcmp(struct dt_cgx *, dt_node_t *, int);
int dt_sema_btglobmatch(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btglobmatch(struct dt_cgx *, dt_node_t *, int);
int dt_sema_btaggval(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_cg_btaggval(struct dt_cgx *, dt_node_t *, int);
/* map declarations (dt_bt_mapdecl.c): the language's pragma and the
 * checks at the program's end */
int dt_sema_btpragma(struct dt_sctx *, const dt_node_t *);
int dt_sema_btend(struct dt_sctx *);
int dt_cg_bttuple(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btforkv(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btmem(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btconst(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btfuncaddr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btbuf(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);
int dt_cg_btntop(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);
int dt_cg_btjoin(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btprint(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btclear(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btwatch(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btreg(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrftime(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrncmp(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btstrcontains(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btbswap(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btobsdbucket(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btmacaddr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btcgroup_path(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btdebugf(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btpton(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);

/* dt_cg_bt.c: what bt's code generation does itself (lo_cg) */
extern const dt_cglang_t dt_bt_cglang;
/* dt_fmt_bt.c: bpftrace's text and JSON back ends (lo_formatters, by the
 * oformat option's value) */
struct dt_fmtops;
extern const struct dt_fmtops dt_fmt_bt;
extern const struct dt_fmtops dt_fmt_btjson;
/* dt_fmt_btobsd.c: the same text with maps as OpenBSD's btrace prints
 * them (-O openbsd) */
extern const struct dt_fmtops dt_fmt_btobsd;
#define DT_BT_NFORMATTERS	(DT_OFORMAT_BTOPENBSD + 1)
/* dt_fmt_bt.c: an aggregation entry's keys as bpftrace shows them, joined
 * by sep; its value as its text back end prints it (not a histogram) */
struct dt_fmt;
struct dt_aggcell;
void dt_bt_aggkeys(struct dt_fmt *f, dt_strbuf_t *out, const dt_agg_t *ap,
    const char *key, const char *sep);
void dt_bt_aggvalue(dt_strbuf_t *out, const struct dt_aggcell *c);
extern const struct dt_fmtops *const dt_bt_formatters[DT_BT_NFORMATTERS];
/* bt's -k (level 1) and -kk (level 2): a warning record if the helper
 * just called at dnp failed (R0 < 0); R0 is kept */
void dt_cg_btcheck(dt_cgx_t *cx, const dt_node_t *dnp, const char *helper,
    int level);
/* ... of a map lookup (R0 NULL: reported as 0); _how: null 0 as
 * dt_cg_btcheck, 1 as dt_cg_btcheck_null, 2 a stack's bpf_get_stack()
 * (no frame is bpftrace's get_stackid EFAULT) */
void dt_cg_btcheck_null(dt_cgx_t *cx, const dt_node_t *dnp, int level);
void dt_cg_btcheck_how(dt_cgx_t *cx, const dt_node_t *dnp,
    const char *helper, int level, int null);
/* bpftrace's name of the read helper of addr (by address space), and
 * the helper to call for it (dflt unless -kk) */
const char *dt_cg_btread(dt_cgx_t *cx, const dt_node_t *addr, int str);
int dt_cg_btreadfn(dt_cgx_t *cx, const dt_node_t *addr, int str, int dflt);
/* bpftrace's warning for a read of an address that is neither the
 * kernel's nor the user's (str(0)), once per program; vars: a variable
 * in a probe without arguments (BEGIN) counts as such an address */
void dt_cg_btaddrspace(dt_cgx_t *cx, const dt_node_t *addr, int vars);
/* bt's tuples: v (a tuple of type st) made one of type dt; e.N */
int dt_cg_bttupleconv(dt_cgx_t *cx, int v, const dt_type_t *st,
    const dt_type_t *dt);
int dt_cg_bttupidx(dt_cgx_t *cx, dt_node_t *dnp, int v);

#endif
