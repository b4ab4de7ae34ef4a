/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ident.c -- built-in variables and functions: one row each.
 */
#include <string.h>

#include "dt_ident.h"
#include "dt_impl.h"

/* a built-in variable of every language */
#define BI(name, kind, size, sgn, tname, cg) \
	{ name, kind, size, sgn, tname, cg, NULL, DT_SYM_NONE, 0 }
/* one computed from the probe's arguments */
#define BIA(name, kind, size, sgn, tname, cg) \
	{ name, kind, size, sgn, tname, cg, NULL, DT_SYM_NONE, 1 }

static const dt_builtin_t dt_builtins[] = {
	BIA("arg0", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg0),
	BIA("arg1", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg1),
	BIA("arg2", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg2),
	BIA("arg3", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg3),
	BIA("arg4", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg4),
	BIA("arg5", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg5),
	BIA("arg6", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg6),
	BIA("arg7", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg7),
	BIA("arg8", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg8),
	BIA("arg9", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg9),
	BI("caller", DT_TK_INT, 8, 0, "uintptr_t", dt_cg_bi_caller),
	BI("cpu", DT_TK_INT, 4, 1, "processorid_t", dt_cg_bi_cpu),
	BI("curthread", DT_TK_PTR, 8, 0, "struct task_struct",
	    dt_cg_bi_curthread),
	BI("epid", DT_TK_INT, 4, 0, "uint_t", dt_cg_bi_epid),
	BIA("errno", DT_TK_INT, 4, 1, "int", dt_cg_bi_errno),
	{ "execname", DT_TK_STRING, 16, 0, "string", dt_cg_bi_execname,
	    dt_cg_bi_execname_store, DT_SYM_NONE, 0 },
	BI("gid", DT_TK_INT, 4, 0, "gid_t", dt_cg_bi_gid),
	BI("id", DT_TK_INT, 4, 0, "uint_t", dt_cg_bi_id),
	BI("pid", DT_TK_INT, 4, 1, "pid_t", dt_cg_bi_pid),
	BI("ppid", DT_TK_INT, 4, 1, "pid_t", dt_cg_bi_ppid),
	BI("probefunc", DT_TK_STRING, 192, 0, "string", dt_cg_bi_probefunc),
	BI("probemod", DT_TK_STRING, 64, 0, "string", dt_cg_bi_probemod),
	BI("probename", DT_TK_STRING, 64, 0, "string", dt_cg_bi_probename),
	BI("probeprov", DT_TK_STRING, 64, 0, "string", dt_cg_bi_probeprov),
	BI("stackdepth", DT_TK_INT, 4, 0, "uint32_t", dt_cg_bi_stackdepth),
	BI("tid", DT_TK_INT, 4, 1, "id_t", dt_cg_bi_tid),
	BI("timestamp", DT_TK_INT, 8, 0, "uint64_t", dt_cg_bi_timestamp),
	BI("ucaller", DT_TK_INT, 8, 0, "uint64_t", dt_cg_bi_ucaller),
	BI("uid", DT_TK_INT, 4, 0, "uid_t", dt_cg_bi_uid),
	BI("ustackdepth", DT_TK_INT, 4, 0, "uint32_t", dt_cg_bi_ustackdepth),
	BI("vtimestamp", DT_TK_INT, 8, 0, "uint64_t", dt_cg_bi_vtimestamp),
	BI("walltimestamp", DT_TK_INT, 8, 0, "uint64_t",
	    dt_cg_bi_walltimestamp),
	{ NULL, 0, 0, 0, NULL, NULL, NULL, DT_SYM_NONE, 0 }
};
#undef BI
#undef BIA

static const dt_func_t dt_funcs[] = {
#define SYMFN(name, min, max) \
	{ name, DT_FN_SUBR, min, max, 0, NULL, dt_sema_symfn, dt_cg_symfn, \
	    dt_cg_symstore }
#define SUBR(name, proto, cg) \
	{ name, DT_FN_SUBR, 0, 0, 0, proto, dt_sema_subr, cg, NULL }
	SUBR("__mntpath", "string(struct vfsmount *)", dt_cg_mntpath),
	SUBR("__psargs", "string(uintptr_t)", dt_cg_psargs),
	SUBR("__regs", "int64_t(int)", dt_cg_regs),
	SUBR("__uregs", "int64_t(int)", dt_cg_uregs),
	{ "alloca", DT_FN_SUBR, 0, 0, 0, "void *(size_t)",
	    dt_sema_alloca, dt_cg_alloca_fn, NULL },
	{ "avg", DT_FN_AGG, 0, -1, DT_AGG_AVG, NULL, dt_sema_aggfn, NULL, NULL },
	SUBR("basename", "string(const char *)", dt_cg_basename),
	SUBR("bcopy", "void(void *, void *, size_t)", dt_cg_bcopy),
	{ "breakpoint", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_refused, NULL, NULL },
	{ "chill", DT_FN_ACTION, 0, 0, 0, "void(int)", dt_sema_refused, NULL,
	    NULL },
	SUBR("cleanpath", "string(const char *)", dt_cg_cleanpath),
	{ "clear", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_aggop, dt_cg_aggop, NULL },
	{ "commit", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact, dt_cg_specact, NULL },
	{ "copyin", DT_FN_SUBR, 0, 0, 0, "void *(uintptr_t, size_t)",
	    dt_sema_copyin, dt_cg_copyin, NULL },
	SUBR("copyinto", "void(uintptr_t, size_t, void *)", dt_cg_copyinto),
	{ "copyout", DT_FN_ACTION, 0, 0, 0, "void(void *, uintptr_t, size_t)",
	    dt_sema_refused, NULL, NULL },
	{ "copyoutstr", DT_FN_ACTION, 0, 0, 0,
	    "void(const char *, uintptr_t, size_t)", dt_sema_refused, NULL,
	    NULL },
	{ "copyinstr", DT_FN_SUBR, 1, 2, 0, NULL, dt_sema_copyinstr,
	    dt_cg_copyinstr, NULL },
	{ "count", DT_FN_AGG, 0, -1, DT_AGG_COUNT, NULL, dt_sema_aggfn, NULL, NULL },
	{ "denormalize", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_aggop,
	    dt_cg_aggop, NULL },
	SUBR("d_path", "string(struct path *)", dt_cg_dpath),
	SUBR("dirname", "string(const char *)", dt_cg_dirname),
	{ "discard", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact,
	    dt_cg_specact, NULL },
	SYMFN("func", 1, 1),
	{ "exit", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_exit, dt_cg_exit, NULL },
	SUBR("getmajor", "dev_t(dev_t)", dt_cg_getmajor),
	SUBR("getminor", "dev_t(dev_t)", dt_cg_getminor),
	SUBR("htonl", "uint32_t(uint32_t)", dt_cg_bswap32),
	SUBR("htonll", "uint64_t(uint64_t)", dt_cg_bswap64),
	SUBR("htons", "uint16_t(uint16_t)", dt_cg_bswap16),
	SUBR("index", "int(const char *, const char *, [int])", dt_cg_index),
	SUBR("inet_ntoa", "string(ipaddr_t *)", dt_cg_inet_ntoa),
	SUBR("inet_ntoa6", "string(struct in6_addr *)", dt_cg_inet_ntoa6),
	SUBR("inet_ntop", "string(int, void *)", dt_cg_inet_ntop),
	{ "freopen", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printf,
	    dt_cg_printf, NULL },
	{ "ftruncate", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_consumer_act,
	    dt_cg_fields, NULL },
	{ "max", DT_FN_AGG, 0, -1, DT_AGG_MAX, NULL, dt_sema_aggfn, NULL, NULL },
	{ "min", DT_FN_AGG, 0, -1, DT_AGG_MIN, NULL, dt_sema_aggfn, NULL, NULL },
	SUBR("link_ntop", "string(int, void *)", dt_cg_link_ntop),
	SUBR("lltostr", "string(int64_t, [int])", dt_cg_lltostr),
	{ "llquantize", DT_FN_AGG, 0, -1, DT_AGG_LLQUANTIZE, NULL,
	    dt_sema_aggfn, NULL, NULL },
	{ "lquantize", DT_FN_AGG, 0, -1, DT_AGG_LQUANTIZE, NULL, dt_sema_aggfn,
	    NULL, NULL },
	{ "normalize", DT_FN_ACTION, 2, 2, 0, NULL, dt_sema_aggop,
	    dt_cg_aggop, NULL },
	SYMFN("mod", 1, 1),
	SUBR("mutex_owned", "int(struct mutex *)", dt_cg_lockfn),
	SUBR("mutex_owner", "struct task_struct *(struct mutex *)",
	    dt_cg_lockfn),
	SUBR("mutex_type_adaptive", "int(struct mutex *)", dt_cg_lockfn),
	SUBR("mutex_type_spin", "int(struct mutex *)", dt_cg_lockfn),
	SUBR("ntohl", "uint32_t(uint32_t)", dt_cg_bswap32),
	SUBR("ntohll", "uint64_t(uint64_t)", dt_cg_bswap64),
	SUBR("ntohs", "uint16_t(uint16_t)", dt_cg_bswap16),
	{ "panic", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_refused, NULL, NULL },
	SUBR("progenyof", "int(pid_t)", dt_cg_progenyof),
	{ "pcap", DT_FN_ACTION, 0, 0, 0, "void(void *, int)", dt_sema_pcap,
	    dt_cg_pcap, NULL },
	{ "print", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_print, dt_cg_print, NULL },
	{ "printa", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printa, dt_cg_printa, NULL },
	{ "printf", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printf, dt_cg_printf, NULL },
	{ "quantize", DT_FN_AGG, 0, -1, DT_AGG_QUANTIZE, NULL, dt_sema_aggfn,
	    NULL, NULL },
	{ "raise", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_destr, dt_cg_raise, NULL },
	SUBR("rand", "int()", dt_cg_rand),
	SUBR("rindex", "int(const char *, const char *, [int])", dt_cg_rindex),
	SUBR("rw_iswriter", "int(rwlock_t *)", dt_cg_lockfn),
	SUBR("rw_read_held", "int(rwlock_t *)", dt_cg_lockfn),
	SUBR("rw_write_held", "int(rwlock_t *)", dt_cg_lockfn),
	{ "setopt", DT_FN_ACTION, 1, 2, 0, NULL, dt_sema_consumer_act,
	    dt_cg_fields, NULL },
	{ "speculate", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact,
	    dt_cg_specact, NULL },
	{ "speculation", DT_FN_SUBR, 0, 0, 0, NULL, dt_sema_speculation,
	    dt_cg_speculation, NULL },
	SYMFN("stack", 0, 1),
	{ "stop", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_destr, dt_cg_stop, NULL },
	SUBR("strchr", "string(const char *, char)", dt_cg_strchr),
	SUBR("strjoin", "string(const char *, const char *)", dt_cg_strjoin),
	SUBR("strlen", "size_t(const char *)", dt_cg_strlen),
	SUBR("strrchr", "string(const char *, char)", dt_cg_strrchr),
	SUBR("strstr", "string(const char *, const char *)", dt_cg_strstr),
	{ "strtok", DT_FN_SUBR, 2, 2, 0, NULL, dt_sema_strtok, dt_cg_strtok, NULL },
	SYMFN("sym", 1, 1),
	SUBR("substr", "string(const char *, int, [int])", dt_cg_substr),
	{ "stddev", DT_FN_AGG, 0, -1, DT_AGG_STDDEV, NULL, dt_sema_aggfn,
	    NULL, NULL },
	{ "sum", DT_FN_AGG, 0, -1, DT_AGG_SUM, NULL, dt_sema_aggfn, NULL, NULL },
	{ "system", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printf, dt_cg_printf, NULL },
	SUBR("tolower", "string(const char *)", dt_cg_tolower),
	SUBR("toupper", "string(const char *)", dt_cg_toupper),
	{ "tracemem", DT_FN_ACTION, 2, 3, 0, NULL, dt_sema_tracemem,
	    dt_cg_tracemem, NULL },
	{ "trace", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_trace, dt_cg_trace, NULL },
	{ "trunc", DT_FN_ACTION, 1, 2, 0, NULL, dt_sema_aggop, dt_cg_aggop, NULL },
	SYMFN("uaddr", 1, 1),
	SYMFN("ufunc", 1, 1),
	SYMFN("umod", 1, 1),
	SYMFN("ustack", 0, 2),
	SYMFN("usym", 1, 1),
	{ NULL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};

/*
 * The D version that introduced each built-in newer than D 1.0, as DTrace
 * binds them: with -x version=V, a name bound to a version above V is
 * not a built-in (a script may then declare it).
 */
static const struct {
	const char *name;
	uint32_t vers;
} dt_idvers[] = {
	{ "freopen", DT_VERSION_NUMBER(1, 1, 0) },
	{ "func", DT_VERSION_NUMBER(1, 2, 0) },
	{ "htonl", DT_VERSION_NUMBER(1, 3, 0) },
	{ "htonll", DT_VERSION_NUMBER(1, 3, 0) },
	{ "htons", DT_VERSION_NUMBER(1, 3, 0) },
	{ "index", DT_VERSION_NUMBER(1, 1, 0) },
	{ "inet_ntoa", DT_VERSION_NUMBER(1, 5, 0) },
	{ "inet_ntoa6", DT_VERSION_NUMBER(1, 5, 0) },
	{ "inet_ntop", DT_VERSION_NUMBER(1, 5, 0) },
	{ "llquantize", DT_VERSION_NUMBER(1, 7, 0) },
	{ "mod", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ntohl", DT_VERSION_NUMBER(1, 3, 0) },
	{ "ntohll", DT_VERSION_NUMBER(1, 3, 0) },
	{ "ntohs", DT_VERSION_NUMBER(1, 3, 0) },
	{ "print", DT_VERSION_NUMBER(1, 9, 0) },
	{ "rindex", DT_VERSION_NUMBER(1, 1, 0) },
	{ "setopt", DT_VERSION_NUMBER(1, 2, 0) },
	{ "stddev", DT_VERSION_NUMBER(1, 6, 0) },
	{ "strchr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strrchr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strstr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "strtok", DT_VERSION_NUMBER(1, 1, 0) },
	{ "substr", DT_VERSION_NUMBER(1, 1, 0) },
	{ "sym", DT_VERSION_NUMBER(1, 2, 0) },
	{ "tolower", DT_VERSION_NUMBER(1, 8, 0) },
	{ "toupper", DT_VERSION_NUMBER(1, 8, 0) },
	{ "uaddr", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ucaller", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ufunc", DT_VERSION_NUMBER(1, 2, 0) },
	{ "umod", DT_VERSION_NUMBER(1, 2, 0) },
	{ "ustackdepth", DT_VERSION_NUMBER(1, 2, 0) },
	{ "usym", DT_VERSION_NUMBER(1, 2, 0) },
};

/* is the built-in 'name' bound to a version above the one in force? */
static int
dt_ident_reduced(const dtrace_hdl_t *dtp, const char *name)
{
	uint32_t v = (uint32_t)dt_opt(dtp, DT_OPT_VERSION);
	size_t i;

	if (v >= DT_VERS_LATEST)
		return 0;
	for (i = 0; i < sizeof(dt_idvers) / sizeof(dt_idvers[0]); i++)
		if (strcmp(dt_idvers[i].name, name) == 0)
			return dt_idvers[i].vers > v;
	return 0;
}

/* the row of that name in table t (NULL: none) */
static const dt_builtin_t *
dt_builtin_find(const dt_builtin_t *t, const char *name)
{
	const dt_builtin_t *bp;

	for (bp = t; bp != NULL && bp->bi_name != NULL; bp++)
		if (strcmp(bp->bi_name, name) == 0)
			return bp;
	return NULL;
}

static const dt_func_t *
dt_func_find(const dt_func_t *t, const char *name)
{
	const dt_func_t *fp;

	for (fp = t; fp != NULL && fp->fn_name != NULL; fp++)
		if (strcmp(fp->fn_name, name) == 0)
			return fp;
	return NULL;
}

const dt_builtin_t *
dt_builtin_lookup(const dtrace_hdl_t *dtp, const char *name)
{
	const dt_builtin_t *bp;

	if ((bp = dt_builtin_find(dt_lang_ops(dtp)->lo_builtins, name)) != NULL)
		return bp;
	return dt_ident_reduced(dtp, name) ? NULL :
	    dt_builtin_find(dt_builtins, name);
}

const dt_func_t *
dt_func_lookup(const dtrace_hdl_t *dtp, const char *name)
{
	const dt_func_t *fp;

	if ((fp = dt_func_find(dt_lang_ops(dtp)->lo_funcs, name)) != NULL)
		return fp;
	return dt_ident_reduced(dtp, name) ? NULL : dt_func_find(dt_funcs, name);
}

const char *
dt_func_kindname(const dt_func_t *fp)
{
	static const char *const names[] = {
		[DT_FN_ACTION] = "tracing function",
		[DT_FN_SUBR] = "function",
		[DT_FN_AGG] = "aggregating function",
	};

	return names[fp->fn_kind];
}

/* the aggregating function f of table t */
static const dt_func_t *
dt_aggfunc_find(const dt_func_t *t, dt_aggfunc_t f)
{
	const dt_func_t *fp;

	for (fp = t; fp != NULL && fp->fn_name != NULL; fp++)
		if (fp->fn_kind == DT_FN_AGG && fp->fn_aggfunc == (int)f)
			return fp;
	return NULL;
}

const dt_func_t *
dt_aggfunc_lang(const dtrace_hdl_t *dtp, dt_aggfunc_t f)
{
	const dt_func_t *fp;

	if ((fp = dt_aggfunc_find(dt_lang_ops(dtp)->lo_funcs, f)) != NULL)
		return fp;
	return dt_aggfunc_find(dt_funcs, f);
}
