/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_bt.h -- the bt pack's semantic pass (dt_sema_bt.c), which the
 * shared pass reaches through the language table (dt_bt_semalang)
 */
#ifndef DT_SEMA_BT_H
#define DT_SEMA_BT_H

#include "dt_sema_impl.h"

extern const dt_semalang_t dt_bt_semalang;

/* @m as the front end leaves a map variable given without a key to a
 * function (@m[0], flagged) */
int dt_bt_ismapref(const dt_node_t *a);

/* dt_sema_bt.c: bt's tuples: e.N of a tuple e; the type holding two
 * tuple types of one shape (-1 with an error naming what if none) */
int dt_sema_bttupidx(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
/* a value of type tp stored into variable vp, one of them a tuple: vp's
 * type made the one holding both, or -1 with bpftrace's error */
int dt_sema_bttupleset(dt_sctx_t *sx, const dt_node_t *dnp, dt_var_t *vp,
    const dt_type_t *tp);
/* the tuple type of n elements of types el (*out) */
int bt_tuple_type(dt_sctx_t *sx, const dt_type_t *el, int n, dt_type_t *out);
int bt_record_type(dt_sctx_t *sx, const dt_type_t *el, int n,
    const char *const *names, dt_type_t *out);
/* unary operator op applied to tuple l: bpftrace's error */
int dt_sema_bttupleop(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l);
/* binary operator op with a tuple operand: 0 for == and != of two
 * tuples, else -1 with bpftrace's error */
int dt_sema_bttuplebin(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l, const dt_node_t *r);
/* argument i (from 0) of fn's format fmt is a tuple: bpftrace's error */
int dt_sema_bttuplearg(dt_sctx_t *sx, const dt_node_t *call,
    const dt_pfmt_t *fmt, int i, const char *fn);
/* argument i of format fmt, a value of an enum type that
 * %s takes, made to print as its enumerator's name (the hook
 * sl_fmtarg) */
void dt_sema_btfmtarg(dt_sctx_t *sx, const dt_pfmt_t *fmt, int i,
    dt_type_t *t);
/* dt_bt_arrcast.c: a cast dnp to an enum type checked (0, or -1 with
 * bpftrace's error); another cast: 0 */
int dt_bt_enumcast(dt_sctx_t *sx, const dt_node_t *dnp);
/* dt_sema_bt.c: bt's args->NAME, made args[N] (1), or made another
 * expression (2: a choice of args[N] by the probe that fired, an OP3;
 * args->__syscall_nr's value), or not that (0), or -1 with an error */
int dt_sema_btargs(dt_sctx_t *sx, dt_node_t *dnp);
/* a bt built-in variable (__bt_*) resolved to bp: what it needs */
int dt_sema_btbuiltin(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
/* a bt uprobe or USDT probe's object named without a path: bpftrace's
 * error if it is no program (or library, for a uprobe), its warning if
 * $PATH has the program in more than one place; desc is made to name it
 * by the path found */
int dt_sema_btobject(dt_sctx_t *sx, const dt_node_t *pd,
    dtrace_probedesc_t *desc);
/* with -p or -c, a bt usdt probe in every process (*0) is made the
 * target's; a uprobe (pid0) stays on its object in every process */
void dt_sema_bttarget(dt_sctx_t *sx, dtrace_probedesc_t *desc);
int dt_sema_btwatchdesc(dt_sctx_t *sx, const dt_node_t *clause,
    const dt_node_t *pd, const dtrace_probedesc_t *desc);
/* a bt probe that matches nothing: the error bpftrace gives (-1), or 0
 * if it is left out (a uprobe or USDT probe; a tracepoint in a list of
 * several, inlist, with bpftrace's warning) */
int dt_sema_btnomatch(dt_sctx_t *sx, const dt_node_t *pd,
    const dtrace_probedesc_t *desc, int inlist);

/* bpftrace's words for a value in messages: its kind ("integer",
 * "string", "count"...), its type ("int64", "string[2]"...) */
const char *dt_bt_kind(dt_sctx_t *sx, const dt_node_t *a);
void dt_bt_typestr(dt_sctx_t *sx, const dt_node_t *a, char *buf, size_t len);
void dt_bt_typestr_t(const dt_type_t *t, char *buf, size_t len);
/* bpftrace's errors for an operation on operands it does not take
 * together, and for a value of another type stored in a variable */
int dt_bt_binoperr(dt_sctx_t *sx, const dt_node_t *dnp);
int dt_bt_asgnerr(dt_sctx_t *sx, const dt_node_t *dnp, const char *name,
    const dt_type_t *was, const char *now);
/* bt's name of an aggregating function (count, hist...) */
const char *dt_bt_aggname(dt_aggfunc_t f);
/* bpftrace's error for a predicate that is not an integer */
int dt_bt_prederr(dt_sctx_t *sx, const dt_node_t *pred);
/* bpftrace's error for an if whose condition is not an integer */
int dt_bt_conderr(dt_sctx_t *sx, const dt_node_t *cond);
/* 0 if a has a value (or this is D), else -1 with bpftrace's error */
int dt_bt_none(dt_sctx_t *sx, const dt_node_t *use, const dt_node_t *a,
    dt_btuse_t how);
/* bt's argN, retval where the probe has none: -1 with an error */
int dt_bt_argcontext(dt_sctx_t *sx, const dt_node_t *dnp);
/* the first error the bt front end left in expression dnp: -1 */
int dt_bt_deferred(dt_sctx_t *sx, const dt_node_t *dnp);
/* bpftrace's error for keys args of map what that differ from kp */
int dt_bt_keyerr(dt_sctx_t *sx, const dt_node_t *where, const char *what,
    const dt_node_t *args, const dt_keys_t *kp);
/* bt's integer binary operator dnp (operands typed): bpftrace's warnings,
 * and its 64-bit result type into si (not for a comparison) */
int dt_sema_btbinop(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op,
    dt_sinfo_t *si);
/* dt_btparam.c: probe pd, a part of whose name a positional parameter
 * not given left empty (the parser keeps that name in pd->dn_left):
 * bpftrace's error (-1), else 0 */
int dt_sema_btparampd(dt_sctx_t *sx, const dt_node_t *pd);
/* dt_btptr.c: operator op with a pointer operand (r NULL: unary; dnp x
 * op= y; DT_OP_NONE: l used by dnp, print() or the condition of an if
 * or a ?:): 0 if bpftrace 0.17 takes it (with its warning), else -1 with
 * its error */
int dt_sema_btptrop(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
    const dt_node_t *l, const dt_node_t *r);
/* bt: the pointer type a probe argument's type name says ("const char
 * *const *"), of the type it points to (0), or -1 */
int dt_sema_btptrtype(dt_sctx_t *sx, const char *name, dt_type_t *t);
/* bt's type of an integer built-in variable (bpftrace's are all uint64) */
void dt_sema_btbitype(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

#endif
