/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_sema_impl.h -- internals of the semantic pass shared by its files:
 * dt_sema_expr.c (expressions), dt_sema_mem.c (members, indexing, casts),
 * dt_sema_act.c (actions, subroutines), dt_sema_agg.c (aggregations),
 * dt_sema_probe.c (statements, clauses, probe matching, layout) and
 * dt_decl.c (declarations: types, typed variables, inlines, translators).
 */
#ifndef DT_SEMA_IMPL_H
#define DT_SEMA_IMPL_H

#include "dt_impl.h"
#include "dt_program.h"
#include "dt_sinfo.h"
#include "dt_types.h"

/*
 * The deepest tree the semantic pass checks.  The parsers bound what they
 * build (1000 levels for D, 500 for bt); inlines expanded into a tree can
 * make it deeper, and every later pass (code generation) recurses over the
 * same tree, so this bound is theirs too.
 */
#define DT_SEMA_MAXNEST	2000

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
	int strparam;		/* bt: the next one is str()'s: $N may be text */
	const dt_node_t *aggcall; /* the aggregating call being assigned */
	dt_agg_t *agg;		/* and its aggregation */
	int depth;		/* inlines and translations being expanded */
	int nest;		/* expressions and statements being checked */
	int lib;		/* declaring the D library's names */
	const char *xl_name;	/* checking a translator's declaration: its */
	const dt_type_t *xl_type; /* input's name, a value of this type */
	/* the enumerators of the enum being defined, so far: known by name
	 * to the values of the next ones, as in DTrace */
	const char *const *enames;
	const int64_t *evalues;
	int nenum;
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
int dt_agg_mdim(dt_sctx_t *sx, const dt_node_t *dnp);
int dt_macro_value(dt_sctx_t *sx, const dt_node_t *dnp, int64_t *ival,
    const char **sval, int *ident);
int dt_incompat(dt_sctx_t *sx, const dt_node_t *dnp, dt_errtag_t tag,
    const char *op, const dt_type_t *l, const dt_type_t *r);
int dt_sema_array(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_is_null(const dt_node_t *dnp);
int dt_sema_actorder(dt_sctx_t *sx, const dt_node_t *where, dt_ord_t what);
void dt_proto_parse(const char *text, dt_proto_t *pp);
const char *dt_construct_name(const dt_node_t *dnp);
int dt_unknown_func(dt_sctx_t *sx, const dt_node_t *dnp);
/* the action a call node names (printf( ), exit( ) ...), or NULL */
const struct dt_func *dt_action_call(dt_sctx_t *sx, const dt_node_t *dnp);
/* D_PROTO_LEN unless the call dnp to fp has as many arguments as its
 * prototype takes */
int dt_sema_arity(dt_sctx_t *sx, const struct dt_func *fp,
    const dt_node_t *dnp);
/* dt_sema_mem.c */
int dt_sema_member(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_addrof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_offsetof(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_sema_ptrarith(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
uint32_t dt_ptr_scale(dt_sctx_t *sx, const dt_type_t *pt);
dt_op_t dt_asgn_base(dt_op_t op);
int dt_sema_cast(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
/* *np (already checked) wrapped in a cast to type t */
int dt_sema_wrapcast(dt_sctx_t *sx, dt_node_t **np, const dt_type_t *t);
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
int dt_sema_keys(dt_sctx_t *sx, dt_node_t **argsp, dt_keys_t *kp, int *fixed,
    const dt_node_t *where, const char *what);
/* the program uses a destructive action (bt: refused without --unsafe) */
int dt_destructive(dt_sctx_t *sx, const dt_node_t *call);
/* where a value is used, for the language's error when it has none (an
 * action's call, a tuple's element that is not there) */
typedef enum dt_btuse {
	DT_BTUSE_PRINT,		/* print(a), use the call */
	DT_BTUSE_ASSIGN,	/* use: x = a */
	DT_BTUSE_KEY,		/* use: @m[..., a, ...] */
	DT_BTUSE_OP,		/* an operator's operand (use: the operation) */
	DT_BTUSE_TERNARY,	/* a ?: condition */
	DT_BTUSE_CAST		/* (type)a */
} dt_btuse_t;

/*
 * What a language other than D decides itself in the semantic pass (the
 * language table's lo_sema; bt's: dt_sema_bt.c).  A NULL hook is D's
 * behaviour; D has none.
 */
typedef struct dt_semalang {
	/* the language's words in messages: its name of D's function d
	 * and of an aggregating function, the kind of a value ("integer",
	 * "string", "count"...), the type of a value, of a type */
	const char *(*sl_funcname)(const char *d);
	const char *(*sl_aggname)(dt_aggfunc_t f);
	const char *(*sl_kindword)(dt_sctx_t *sx, const dt_node_t *a);
	void (*sl_typeword)(dt_sctx_t *sx, const dt_node_t *a, char *buf,
	    size_t len);
	void (*sl_typeword_t)(const dt_type_t *t, char *buf, size_t len);
	/* its errors: operands it does not take together; a value of
	 * another type stored in a variable; keys args of map what that
	 * differ from kp; a predicate, an if's condition not an integer */
	int (*sl_binoperr)(dt_sctx_t *sx, const dt_node_t *dnp);
	int (*sl_asgnerr)(dt_sctx_t *sx, const dt_node_t *dnp,
	    const char *name, const dt_type_t *was, const char *now);
	int (*sl_keyerr)(dt_sctx_t *sx, const dt_node_t *where,
	    const char *what, const dt_node_t *args, const dt_keys_t *kp);
	int (*sl_prederr)(dt_sctx_t *sx, const dt_node_t *pred);
	int (*sl_conderr)(dt_sctx_t *sx, const dt_node_t *cond);
	/* 0 if a, used as how says, has a value, else -1 with an error
	 * (the language reports a value of no type where it is used) */
	int (*sl_novalue)(dt_sctx_t *sx, const dt_node_t *use,
	    const dt_node_t *a, dt_btuse_t how);
	/* argN, retval where the probe has none: -1 with an error */
	int (*sl_argcontext)(dt_sctx_t *sx, const dt_node_t *dnp);
	/* the first error the front end left in expression dnp: -1 */
	int (*sl_deferred)(dt_sctx_t *sx, const dt_node_t *dnp);
	/* tuples: e.N of a tuple e; a value of type tp stored into vp, one
	 * of them a tuple (vp's type made the one holding both); unary op
	 * on tuple l (an error); binary op with a tuple operand (0 for ==
	 * and != of two tuples); argument i of fn's format fmt a tuple (an
	 * error) */
	int (*sl_tupidx)(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
	int (*sl_tupleset)(dt_sctx_t *sx, const dt_node_t *dnp, dt_var_t *vp,
	    const dt_type_t *tp);
	int (*sl_tupleop)(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
	    const dt_node_t *l);
	int (*sl_tuplebin)(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
	    const dt_node_t *l, const dt_node_t *r);
	int (*sl_tuplearg)(dt_sctx_t *sx, const dt_node_t *call,
	    const dt_pfmt_t *fmt, int i, const char *fn);
	/* the type *t of argument i of format fmt made the one it is
	 * recorded and printed as (bt: an enum's value by %s, its symbol
	 * kind DT_SYM_BTENUM) */
	void (*sl_fmtarg)(dt_sctx_t *sx, const dt_pfmt_t *fmt, int i,
	    dt_type_t *t);
	/* a map's one key *ap, a tuple (analysed), made the keys its
	 * elements are (analysed), or -1 with an error; NULL: a tuple is
	 * no key */
	int (*sl_tuplekey)(dt_sctx_t *sx, dt_node_t **ap);
	/* args->NAME made args[N] (1), or another expression (2), or not
	 * that (0), or -1 with an error */
	int (*sl_argsmember)(dt_sctx_t *sx, dt_node_t *dnp);
	/* a language's built-in variable resolved: its integer type (one
	 * of no symbol kind), and what it needs */
	void (*sl_builtintype)(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
	int (*sl_builtin)(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
	/* an integer binary operator dnp (operands typed): warnings, and
	 * the result's type into si (not for a comparison) */
	int (*sl_binop)(dt_sctx_t *sx, dt_node_t *dnp, dt_op_t op,
	    dt_sinfo_t *si);
	/* operator op with a pointer operand (r NULL: a unary one; dnp
	 * an assignment x op= y; DT_OP_NONE: l the condition of dnp, an
	 * if or ?:): 0 if the language takes it (with its warnings), else
	 * -1 with its error */
	int (*sl_ptrop)(dt_sctx_t *sx, const dt_node_t *dnp, dt_op_t op,
	    const dt_node_t *l, const dt_node_t *r);
	/* the pointer type a probe argument's type name says, or -1 */
	int (*sl_ptrtype)(dt_sctx_t *sx, const char *name, dt_type_t *t);
	/* probe descriptions: the object of pd checked, desc made to name
	 * it by its path (-1: an error); desc made the target's (-p, -c);
	 * a watchpoint's description (1: done, -1: an error, 0: not one);
	 * one matching nothing (-1: an error, 0: left out) */
	int (*sl_probeobject)(dt_sctx_t *sx, const dt_node_t *pd,
	    dtrace_probedesc_t *desc);
	void (*sl_probetarget)(dt_sctx_t *sx, dtrace_probedesc_t *desc);
	int (*sl_watchdesc)(dt_sctx_t *sx, const dt_node_t *clause,
	    const dt_node_t *pd, const dtrace_probedesc_t *desc);
	int (*sl_nomatch)(dt_sctx_t *sx, const dt_node_t *pd,
	    const dtrace_probedesc_t *desc, int inlist);
	/* a pragma of the language's own (its first word not D's), and
	 * the checks of the whole program once its clauses are analysed:
	 * 0, or -1 with an error */
	int (*sl_pragma)(dt_sctx_t *sx, const dt_node_t *dnp);
	/* a cast the language reads itself (its operand analysed): 1
	 * done (dnp made what it is), 0 not one, -1 an error */
	int (*sl_cast)(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
	int (*sl_end)(dt_sctx_t *sx);
} dt_semalang_t;

/* the language's semantic hooks (none: D's) */
static inline const dt_semalang_t *
dt_sl(const dt_sctx_t *sx)
{
	static const dt_semalang_t none;
	const dt_semalang_t *sl = sx->dtp->dt_lops->lo_sema;

	return sl != NULL ? sl : &none;
}

/* a fact of the handle's language (DT_LF_*) */
#define DT_LF(dtp, f)	(((dtp)->dt_lops->lo_flags & (f)) != 0)

/* dt_sema_lang.c: a value used (how) without one: the language's error
 * (-1), or 0; an error of the language's later passes (1: after the
 * first, 2: the final), shown only if no earlier one is */
int dt_novalue(dt_sctx_t *sx, const dt_node_t *use, const dt_node_t *a,
    dt_btuse_t how);
int dt_lateerr(dt_sctx_t *sx, int pass, const dt_node_t *dnp,
    dt_errtag_t tag, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* the language's words (D's: the type's name, fn, the function's name)
 * for a value's kind, D's function fn, aggregating function f */
const char *dt_kindword(dt_sctx_t *sx, const dt_node_t *a);
const char *dt_funcword(dt_sctx_t *sx, const char *fn);
const char *dt_aggword(dt_sctx_t *sx, dt_aggfunc_t f);

/* the error dt_types.c left on the handle, at node dnp */
int dt_type_error(dt_sctx_t *sx, const dt_node_t *dnp, dt_errtag_t tag);

#define SINFO(sx, dnp, si) \
	if (((si) = dt_sinfo((sx), (dnp))) == NULL) return dt_nomem(sx)

/* dt_decl.c */
/* the type a TYPE node names, defining the struct, union or enum
 * written in it */
int dt_decl_type(dt_sctx_t *sx, dt_node_t *tn, dt_type_t *tp);
/* does type name name a struct or union by its tag ("struct foo",
 * "union bar"), or with enums an enum too ("enum e")? */
int dt_tname_is_tag(const char *name, int enums);
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
/* name[a1, ...] of an inline array, expanded and analysed: 1, 0 if name
 * is none, -1 on error */
int dt_decl_inline_index(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);
int dt_inline_is_xlate(dt_sctx_t *sx, const dt_node_t *dnp);
/* xlate <T> (e) as a whole struct or union T: its members translated,
 * kept as XLMEMBER nodes in dn_args (dt_cg makes the struct of them) */
int dt_decl_xlate_whole(dt_sctx_t *sx, dt_node_t *dnp, dt_sinfo_t *si);

/* whether "#pragma D depends_on CLASS NAME" is met (1) or not (0), for
 * the classes provider and module; -1 for another class */
int dt_depends_met(dtrace_hdl_t *dtp, const char *cls, const char *name);

#endif
