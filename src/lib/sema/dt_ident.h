/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ident.h -- the tables of built-in variables and of functions.
 *
 * One row per built-in variable and one per function, action or
 * aggregating function (dt_ident.c).  A row says the name, the type or
 * arity, and which routine of the semantic pass checks it and which
 * routine of the code generator emits it: adding one is adding a row and
 * its routines.
 */
#ifndef DT_IDENT_H
#define DT_IDENT_H

#include "dt_program.h"
#include "dt_sinfo.h"

struct dt_sctx;
struct dt_cgx;

typedef struct dt_builtin {
	const char *bi_name;
	dt_tkind_t bi_kind;
	uint32_t bi_size;		/* INT size, or STRING capacity (0 = strsize) */
	int bi_signed;
	const char *bi_tname;		/* DT_TK_PTR: the type pointed to */
	/* load the value (a string: its address) into hardware register reg */
	void (*bi_cg)(struct dt_cgx *cx, int reg);
	/* optional, strings: write the value straight into a dctx slot of
	 * 'size' bytes at 'off' (saves a copy for keys and records) */
	void (*bi_store)(struct dt_cgx *cx, uint32_t off, uint32_t size);
	/* printed by the consumer as a symbol (t_sym of its type) */
	dt_symkind_t bi_sym;
	int bi_args;			/* computed from the probe's arguments */
} dt_builtin_t;

typedef enum dt_fnkind {
	DT_FN_ACTION,		/* a statement that records: trace, printf, exit ... */
	DT_FN_SUBR,		/* an expression: copyinstr, ... */
	DT_FN_AGG		/* an aggregating function: count, sum, ... */
} dt_fnkind_t;

typedef struct dt_func {
	const char *fn_name;
	dt_fnkind_t fn_kind;
	int fn_minargs, fn_maxargs;	/* fn_maxargs -1: any number */
	int fn_aggfunc;			/* DT_AGG_* for DT_FN_AGG */
	/* DT_FN_SUBR checked by dt_sema_subr: DTrace's prototype, the
	 * optional parameters in brackets: "string(const char *, int, [int])";
	 * a const char * parameter takes a string */
	const char *fn_proto;
	/* check the call (types of dn_args already computed), set its type,
	 * create its action; 0 or -1 with the error on the handle */
	int (*fn_sema)(struct dt_sctx *sx, dt_node_t *call, dt_sinfo_t *si);
	/* emit it; the result (if any) goes into virtual register v */
	int (*fn_cg)(struct dt_cgx *cx, dt_node_t *call, int v);
	/* optional, values kept in memory (stacks): write the value straight
	 * into a dctx slot of 'size' bytes at 'off' */
	int (*fn_store)(struct dt_cgx *cx, dt_node_t *call, uint32_t off,
	    uint32_t size);
} dt_func_t;

/* the built-in variable of that name in the handle's language: its
 * table (the language table's lo_builtins) and D's, which every language
 * has */
const dt_builtin_t *dt_builtin_lookup(const dtrace_hdl_t *dtp,
    const char *name);
/* the function of that name in the handle's language (lo_funcs, then
 * D's) */
const dt_func_t *dt_func_lookup(const dtrace_hdl_t *dtp, const char *name);
/* what DTrace calls the kind of fp: "function", "tracing function",
 * "aggregating function" */
const char *dt_func_kindname(const dt_func_t *fp);
/* the aggregating function f (count( ), sum( ) ...) of the handle's
 * language */
const dt_func_t *dt_aggfunc_lang(const dtrace_hdl_t *dtp, dt_aggfunc_t f);

/* routines named by the tables */
int dt_sema_trace(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_printf(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_printa(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_aggop(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_symfn(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_exit(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_copyinstr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_aggfn(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_subr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_alloca(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_copyin(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_strtok(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_tracemem(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_pcap(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_print(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_consumer_act(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_destr(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_refused(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_speculation(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);
int dt_sema_specact(struct dt_sctx *, dt_node_t *, dt_sinfo_t *);

int dt_cg_trace(struct dt_cgx *, dt_node_t *, int);
int dt_cg_printf(struct dt_cgx *, dt_node_t *, int);
int dt_cg_tracemem(struct dt_cgx *, dt_node_t *, int);
int dt_cg_pcap(struct dt_cgx *, dt_node_t *, int);
int dt_cg_fields(struct dt_cgx *, dt_node_t *, int);
int dt_cg_print(struct dt_cgx *, dt_node_t *, int);
int dt_cg_printa(struct dt_cgx *, dt_node_t *, int);
int dt_cg_aggop(struct dt_cgx *, dt_node_t *, int);
int dt_cg_symfn(struct dt_cgx *, dt_node_t *, int);
int dt_cg_symstore(struct dt_cgx *, dt_node_t *, uint32_t, uint32_t);
int dt_cg_exit(struct dt_cgx *, dt_node_t *, int);
int dt_cg_copyinstr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strlen(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strjoin(struct dt_cgx *, dt_node_t *, int);
int dt_cg_substr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_toupper(struct dt_cgx *, dt_node_t *, int);
int dt_cg_tolower(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strchr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strrchr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_index(struct dt_cgx *, dt_node_t *, int);
int dt_cg_rindex(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strstr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_bswap16(struct dt_cgx *, dt_node_t *, int);
int dt_cg_bswap32(struct dt_cgx *, dt_node_t *, int);
int dt_cg_bswap64(struct dt_cgx *, dt_node_t *, int);
int dt_cg_rand(struct dt_cgx *, dt_node_t *, int);
int dt_cg_psargs(struct dt_cgx *, dt_node_t *, int);
int dt_cg_raise(struct dt_cgx *, dt_node_t *, int);
int dt_cg_uregs(struct dt_cgx *, dt_node_t *, int);
int dt_cg_regs(struct dt_cgx *, dt_node_t *, int);
int dt_cg_speculation(struct dt_cgx *, dt_node_t *, int);
int dt_cg_alloca_fn(struct dt_cgx *, dt_node_t *, int);
int dt_cg_basename(struct dt_cgx *, dt_node_t *, int);
int dt_cg_dpath(struct dt_cgx *, dt_node_t *, int);
int dt_cg_link_ntop(struct dt_cgx *, dt_node_t *, int);
int dt_cg_mntpath(struct dt_cgx *, dt_node_t *, int);
int dt_cg_dirname(struct dt_cgx *, dt_node_t *, int);
int dt_cg_bcopy(struct dt_cgx *, dt_node_t *, int);
int dt_cg_btdelete(struct dt_cgx *, dt_node_t *, int);
int dt_cg_bthaskey(struct dt_cgx *, dt_node_t *, int);
int dt_cg_copyin(struct dt_cgx *, dt_node_t *, int);
int dt_cg_copyinto(struct dt_cgx *, dt_node_t *, int);
int dt_cg_lltostr(struct dt_cgx *, dt_node_t *, int);
int dt_cg_progenyof(struct dt_cgx *, dt_node_t *, int);
int dt_cg_lockfn(struct dt_cgx *, dt_node_t *, int);
int dt_cg_inet_ntoa(struct dt_cgx *, dt_node_t *, int);
int dt_cg_inet_ntoa6(struct dt_cgx *, dt_node_t *, int);
int dt_cg_inet_ntop(struct dt_cgx *, dt_node_t *, int);
int dt_cg_cleanpath(struct dt_cgx *, dt_node_t *, int);
int dt_cg_strtok(struct dt_cgx *, dt_node_t *, int);
int dt_cg_specact(struct dt_cgx *, dt_node_t *, int);
int dt_cg_stop(struct dt_cgx *, dt_node_t *, int);
int dt_cg_getmajor(struct dt_cgx *, dt_node_t *, int);
int dt_cg_getminor(struct dt_cgx *, dt_node_t *, int);

void dt_cg_bi_pid(struct dt_cgx *, int);
void dt_cg_bi_btcgroup(struct dt_cgx *, int);
void dt_cg_bi_btelapsed(struct dt_cgx *, int);
void dt_cg_bi_btnumaid(struct dt_cgx *, int);
void dt_cg_bi_btctx(struct dt_cgx *, int);
void dt_cg_bi_btfprobe(struct dt_cgx *, int);
void dt_cg_bi_btrand(struct dt_cgx *, int);
/* bt's later built-ins: jiffies, nsecs(boot|tai|sw_tai), pid(curr_ns),
 * tid(curr_ns) */
void dt_cg_bi_btjiffies(struct dt_cgx *, int);
void dt_cg_bi_btnsboot(struct dt_cgx *, int);
void dt_cg_bi_btnstai(struct dt_cgx *, int);
void dt_cg_bi_btnsswtai(struct dt_cgx *, int);
void dt_cg_bi_btpidns(struct dt_cgx *, int);
void dt_cg_bi_bttidns(struct dt_cgx *, int);
void dt_cg_bi_tid(struct dt_cgx *, int);
void dt_cg_bi_ppid(struct dt_cgx *, int);
void dt_cg_bi_uid(struct dt_cgx *, int);
void dt_cg_bi_gid(struct dt_cgx *, int);
void dt_cg_bi_execname(struct dt_cgx *, int);
void dt_cg_bi_execname_store(struct dt_cgx *, uint32_t, uint32_t);
void dt_cg_bi_cpu(struct dt_cgx *, int);
void dt_cg_bi_curthread(struct dt_cgx *, int);
void dt_cg_bi_errno(struct dt_cgx *, int);
void dt_cg_bi_epid(struct dt_cgx *, int);
void dt_cg_bi_stackdepth(struct dt_cgx *, int);
void dt_cg_bi_ustackdepth(struct dt_cgx *, int);
void dt_cg_bi_caller(struct dt_cgx *, int);
void dt_cg_bi_ucaller(struct dt_cgx *, int);
void dt_cg_bi_timestamp(struct dt_cgx *, int);
void dt_cg_bi_vtimestamp(struct dt_cgx *, int);
void dt_cg_bi_walltimestamp(struct dt_cgx *, int);
void dt_cg_bi_id(struct dt_cgx *, int);
void dt_cg_bi_probeprov(struct dt_cgx *, int);
void dt_cg_bi_probemod(struct dt_cgx *, int);
void dt_cg_bi_probefunc(struct dt_cgx *, int);
void dt_cg_bi_probename(struct dt_cgx *, int);
void dt_cg_bi_arg0(struct dt_cgx *, int);
void dt_cg_bi_arg1(struct dt_cgx *, int);
void dt_cg_bi_arg2(struct dt_cgx *, int);
void dt_cg_bi_arg3(struct dt_cgx *, int);
void dt_cg_bi_arg4(struct dt_cgx *, int);
void dt_cg_bi_arg5(struct dt_cgx *, int);
void dt_cg_bi_arg6(struct dt_cgx *, int);
void dt_cg_bi_arg7(struct dt_cgx *, int);
void dt_cg_bi_arg8(struct dt_cgx *, int);
void dt_cg_bi_arg9(struct dt_cgx *, int);

#endif
