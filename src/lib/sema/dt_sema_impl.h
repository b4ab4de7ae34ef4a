/*
 * dt_sema_impl.h -- internals of the semantic pass shared by its files:
 * dt_sema_expr.c (expressions), dt_sema_mem.c (members, indexing, casts),
 * dt_sema_act.c (actions, subroutines), dt_sema_agg.c (aggregations),
 * dt_sema_probe.c (statements, clauses, probe matching, layout) and
 * dt_decl.c (declarations: types, typed variables, inlines, translators).
 */
#ifndef DT_SEMA_IMPL_H
#define DT_SEMA_IMPL_H

#include "dt_program.h"
#include "dt_types.h"

#define ROUND8(x)	(((x) + 7u) & ~7u)

typedef struct dt_sctx {
	dtrace_hdl_t *dtp;
	dt_compiled_t *pp;
	dtrace_probespec_t spec;
	dt_clause_t *clause;
	int nactions;		/* actions in the current clause */
	unsigned actseen;	/* DT_SEEN_*: what the clause did so far */
	dt_op_t lvalue;		/* resolving the target of this assignment
				   or ++/-- (DT_OP_NONE: not a target) */
	int keeparray;		/* the next expression keeps a char array an array */
	const dt_node_t *aggcall; /* the aggregating call being assigned */
	dt_agg_t *agg;		/* and its aggregation */
	int depth;		/* inlines and translations being expanded */
	int lib;		/* declaring the D library's names */
} dt_sctx_t;

/*
 * A subroutine's prototype as DTrace writes it (fn_proto): the result's
 * type, then the parameters' in parentheses, optional ones in brackets:
 * "string(const char *, int, [int])".
 */
#define DT_PROTO_MAXARGS	4
#define DT_PROTO_NAMELEN	32

typedef struct dt_proto {
	char p_ret[DT_PROTO_NAMELEN];
	char p_args[DT_PROTO_MAXARGS][DT_PROTO_NAMELEN];
	int p_nargs;		/* parameters */
	int p_minargs;		/* those that are not optional */
} dt_proto_t;

/*
 * The order of a clause's actions, as DTrace checks it: a speculation's
 * actions come after speculate(), commit() after none that records.
 */
enum { DT_SEEN_COMMIT = 1, DT_SEEN_SPEC = 2, DT_SEEN_DATA = 4 };
typedef enum { DT_ORD_COMMIT, DT_ORD_SPECULATE, DT_ORD_DISCARD, DT_ORD_AGG,
	DT_ORD_DESTR, DT_ORD_EXIT, DT_ORD_DATA } dt_ord_t;

/* dt_sema_*.c */
/* dt_sema_expr.c */
int dt_is_agg(const dt_node_t *dnp);
int dt_macro_value(dt_sctx_t *sx, const dt_node_t *dnp, int64_t *ival,
    const char **sval, int *ident);
int dt_incompat(dt_sctx_t *sx, const dt_node_t *dnp, const char *op,
    const dt_type_t *l, const dt_type_t *r);
int dt_sema_array(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_is_null(const dt_node_t *dnp);
int dt_sema_actorder(dt_sctx_t *sx, const dt_node_t *where, dt_ord_t what);
void dt_proto_parse(const char *text, dt_proto_t *pp);
const char *dt_construct_name(const dt_node_t *dnp);
int dt_unknown_func(dt_sctx_t *sx, const dt_node_t *dnp);
/* dt_sema_mem.c */
int dt_sema_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_addrof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_offsetof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_ptrarith(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_cast(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_sizeof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
/* dt_sema_act.c */
int dt_sema_symact(dt_sctx_t *sx, dt_node_t *call);
/* dt_sema_agg.c */
int dt_sema_aggasgn(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_expr(dt_sctx_t *sx, dt_node_t *dnp);
dt_sinfo_t *dt_sinfo(dt_sctx_t *sx, dt_node_t *dnp);
int dt_nomem(dt_sctx_t *sx);
int dt_is_int(const dt_node_t *dnp);
int dt_is_str(const dt_node_t *dnp);
/* the capacity of a string of at most cap bytes (0: strsize) */
uint32_t dt_strcap(dt_sctx_t *sx, uint32_t cap);
dt_var_t *dt_var_find(dt_sctx_t *sx, const char *name, dt_varkind_t kind);
dt_var_t *dt_var_create(dt_sctx_t *sx, const char *name, dt_varkind_t kind,
    int line);
/* a new action of the current clause, with nfields record fields */
dt_action_t *dt_action_new(dt_sctx_t *sx, dt_actkind_t kind, int nfields,
    int line);
/* lay out one field of the current clause's record */
void dt_field_place(dt_sctx_t *sx, dt_field_t *fp, const dt_type_t *tp);
/* argument #i of fn: analysed, and not void */
int dt_needs_value(dt_sctx_t *sx, dt_node_t *a, const char *fn, int i);
/* fn's arguments from first against the conversions of ap's format (and
 * placed in ap's fields, if it has them) */
int dt_sema_fmtargs(dt_sctx_t *sx, dt_node_t *call, dt_action_t *ap,
    dt_node_t *first, const char *fn);
/* the aggregation an argument (an AGG node) names, or NULL */
dt_agg_t *dt_agg_arg(dt_sctx_t *sx, const dt_node_t *x);
/* the keys args of what (a map) against (or, not *fixed, into) kp */
int dt_sema_keys(dt_sctx_t *sx, dt_node_t *args, dt_keys_t *kp, int *fixed,
    const dt_node_t *where, const char *what);
/* the program uses a destructive action (bt: refused without --unsafe) */
int dt_destructive(dt_sctx_t *sx, const dt_node_t *call);
/* dt_sema_bt.c: bt's tuples: e.N of a tuple e; the type holding two
 * tuple types of one shape (-1 with an error naming what if none) */
int dt_sema_bttupidx(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
/* a value of type tp stored into variable vp, one of them a tuple: vp's
 * type made the one holding both, or -1 with bpftrace's error */
int dt_sema_bttupleset(dt_sctx_t *sx, const dt_node_t *dnp, dt_var_t *vp,
    const dt_type_t *tp);
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
/* bt: where a value is used, for bpftrace's error when it has no type
 * (an action's call, a tuple's element that is not there) */
typedef enum dt_btuse {
	DT_BTUSE_PRINT,		/* print(a), use the call */
	DT_BTUSE_ASSIGN,	/* use: x = a */
	DT_BTUSE_KEY,		/* use: @m[..., a, ...] */
	DT_BTUSE_OP,		/* an operator's operand (use: the operation) */
	DT_BTUSE_TERNARY,	/* a ?: condition */
	DT_BTUSE_CAST		/* (type)a */
} dt_btuse_t;
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
/* an error of bpftrace's later passes (1: after the first, 2: the
 * final), shown only if no earlier one is */
int dt_bt_lateerr(dt_sctx_t *sx, int pass, const dt_node_t *dnp,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* bt's integer binary operator dnp (operands typed): bpftrace's warnings,
 * and its 64-bit result type into si (not for a comparison) */
int dt_sema_btbinop(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op,
    dt_sinfo_t *si);
/* bt: the pointer type a probe argument's type name says ("const char
 * *const *"), of the type it points to (0), or -1 */
int dt_sema_btptrtype(dt_sctx_t *sx, const char *name, dt_type_t *t);
/* bt's type of an integer built-in variable (bpftrace's are all uint64) */
void dt_sema_btbitype(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

/* the error dt_types.c left on the handle, at node dnp */
int dt_type_error(dt_sctx_t *sx, const dt_node_t *dnp);

#define SINFO(sx, dnp, si) \
	if (((si) = dt_sinfo((sx), (dnp))) == NULL) return dt_nomem(sx)

/* dt_decl.c */
/* the type a TYPE node names, defining the struct, union or enum
 * written in it */
int dt_decl_type(dt_sctx_t *sx, dt_node_t *tn, dt_type_t *tp);
/* a top-level declaration, inline or translator */
int dt_decl(dt_sctx_t *sx, dt_node_t *dnp);
/* the D library's declarations (dt_stdlib.d), read once per handle */
int dt_decl_lib(dt_sctx_t *sx);
/* identifier dnp if it names an inline or an enumerator (with load, also
 * the D library's): 1 when it was resolved (si filled in), 0 if not one,
 * -1 on error */
int dt_decl_ident(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si, int load);
/* e->m / e.m where e is an xlate expression (possibly through an
 * inline): 1 when resolved, 0 if e is not one, -1 on error */
int dt_decl_xlate_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

#endif
