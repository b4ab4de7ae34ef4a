/*
 * dt_ident.c -- built-in variables and functions: one row each.
 */
#include <string.h>

#include "dt_ident.h"

/* a built-in variable of every language */
#define BI(name, kind, size, sgn, tname, cg) \
	{ name, kind, size, sgn, tname, cg, NULL, 0, DT_SYM_NONE }
/* bt's only: an integer the consumer may print as a symbol (sym) */
#define BTBI(name, size, sgn, tname, cg, sym) \
	{ name, DT_TK_INT, size, sgn, tname, cg, NULL, \
	    DT_LANGBIT(DT_LANG_BT), sym }

static const dt_builtin_t dt_builtins[] = {
	/* bt's, as the bt front end (dt_parse_bt.c) names them */
	BTBI("__bt_cgroup", 8, 0, "uint64_t", dt_cg_bi_btcgroup, DT_SYM_NONE),
	BTBI("__bt_elapsed", 8, 0, "uint64_t", dt_cg_bi_btelapsed,
	    DT_SYM_NONE),
	BTBI("__bt_numaid", 4, 0, "uint32_t", dt_cg_bi_btnumaid, DT_SYM_NONE),
	BTBI("__bt_probe", 8, 0, "uint64_t", dt_cg_bi_id, DT_SYM_BTPROBE),
	BTBI("__bt_rand", 8, 0, "uint64_t", dt_cg_bi_btrand, DT_SYM_NONE),
	BTBI("__bt_username", 8, 0, "uint64_t", dt_cg_bi_uid, DT_SYM_BTUSER),
	BI("arg0", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg0),
	BI("arg1", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg1),
	BI("arg2", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg2),
	BI("arg3", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg3),
	BI("arg4", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg4),
	BI("arg5", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg5),
	BI("arg6", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg6),
	BI("arg7", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg7),
	BI("arg8", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg8),
	BI("arg9", DT_TK_INT, 8, 1, "int64_t", dt_cg_bi_arg9),
	BI("caller", DT_TK_INT, 8, 0, "uintptr_t", dt_cg_bi_caller),
	BI("cpu", DT_TK_INT, 4, 1, "processorid_t", dt_cg_bi_cpu),
	BI("curthread", DT_TK_PTR, 8, 0, "struct task_struct",
	    dt_cg_bi_curthread),
	BI("epid", DT_TK_INT, 4, 0, "uint_t", dt_cg_bi_epid),
	BI("errno", DT_TK_INT, 4, 1, "int", dt_cg_bi_errno),
	{ "execname", DT_TK_STRING, 16, 0, "string", dt_cg_bi_execname,
	    dt_cg_bi_execname_store, 0, DT_SYM_NONE },
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
	{ NULL, 0, 0, 0, NULL, NULL, NULL, 0, DT_SYM_NONE }
};
#undef BI
#undef BTBI

static const dt_func_t dt_funcs[] = {
#define SYMFN(name, min, max) \
	{ name, DT_FN_SUBR, min, max, 0, NULL, dt_sema_symfn, dt_cg_symfn, \
	    dt_cg_symstore, 0 }
#define SUBR(name, proto, cg) \
	{ name, DT_FN_SUBR, 0, 0, 0, proto, dt_sema_subr, cg, NULL, 0 }
/* bt's only, as the bt front end (dt_parse_bt.c) names them */
#define BTFN(name, kind, min, max, sema, cg, store) \
	{ name, kind, min, max, 0, NULL, sema, cg, store, \
	    DT_LANGBIT(DT_LANG_BT) }
	BTFN("__bt_buf", DT_FN_SUBR, 1, 2, dt_sema_btbuf, dt_cg_btmem,
	    dt_cg_btbuf),
	BTFN("__bt_cat", DT_FN_ACTION, 1, -1, dt_sema_printf, dt_cg_printf,
	    NULL),
	BTFN("__bt_cgroupid", DT_FN_SUBR, 1, 1, dt_sema_btcgroupid,
	    dt_cg_btconst, NULL),
	BTFN("__bt_clear", DT_FN_ACTION, 1, 1, dt_sema_btclear, dt_cg_aggop,
	    NULL),
	BTFN("__bt_delete", DT_FN_SUBR, 1, 1, dt_sema_btdelete,
	    dt_cg_btdelete, NULL),
	BTFN("__bt_func", DT_FN_SUBR, 0, 0, dt_sema_btfunc, dt_cg_btmem,
	    NULL),
	BTFN("__bt_funcaddr", DT_FN_SUBR, 0, 0, dt_sema_btfuncaddr,
	    dt_cg_btfuncaddr, NULL),
	BTFN("__bt_join", DT_FN_ACTION, 1, 2, dt_sema_btjoin, dt_cg_btjoin,
	    NULL),
	BTFN("__bt_kaddr", DT_FN_SUBR, 1, 1, dt_sema_btkaddr, dt_cg_btconst,
	    NULL),
	BTFN("__bt_ntop", DT_FN_SUBR, 1, 2, dt_sema_btntop, dt_cg_btmem,
	    dt_cg_btntop),
	BTFN("__bt_print", DT_FN_ACTION, 1, 3, dt_sema_btprint, dt_cg_btprint,
	    NULL),
	BTFN("__bt_reg", DT_FN_SUBR, 1, 1, dt_sema_btreg, dt_cg_btreg, NULL),
	BTFN("__bt_signal", DT_FN_ACTION, 1, 1, dt_sema_btsignal, dt_cg_raise,
	    NULL),
	BTFN("__bt_str", DT_FN_SUBR, 1, 2, dt_sema_btstr, dt_cg_copyinstr,
	    NULL),
	BTFN("__bt_strftime", DT_FN_SUBR, 2, 2, dt_sema_btstrftime,
	    dt_cg_btstrftime, NULL),
	BTFN("__bt_strncmp", DT_FN_SUBR, 3, 3, dt_sema_btstrncmp,
	    dt_cg_btstrncmp, NULL),
	BTFN("__bt_time", DT_FN_ACTION, 0, 1, dt_sema_bttime, dt_cg_aggop,
	    NULL),
	BTFN("__bt_tuple", DT_FN_SUBR, 2, -1, dt_sema_bttuple, dt_cg_bttuple,
	    NULL),
	BTFN("__bt_uaddr", DT_FN_SUBR, 1, 1, dt_sema_btuaddr, dt_cg_btconst,
	    NULL),
	BTFN("__bt_zero", DT_FN_ACTION, 1, 1, dt_sema_btclear, dt_cg_aggop,
	    NULL),
	BTFN("__bt_strerror", DT_FN_SUBR, 1, 1, dt_sema_btstrerror, NULL,
	    NULL),
	BTFN("__bt_strcontains", DT_FN_SUBR, 2, 2, dt_sema_btstrcontains,
	    dt_cg_btstrcontains, NULL),
	BTFN("__bt_bswap", DT_FN_SUBR, 1, 1, dt_sema_btbswap, dt_cg_btbswap,
	    NULL),
	BTFN("__bt_pton", DT_FN_SUBR, 1, 1, dt_sema_btpton, dt_cg_btmem,
	    dt_cg_btpton),
	BTFN("__bt_override", DT_FN_ACTION, 1, 1, dt_sema_btoverride, NULL,
	    NULL),
	BTFN("__bt_watch", DT_FN_ACTION, 2, 2, dt_sema_btwatch, dt_cg_btwatch,
	    NULL),
	BTFN("__bt_unwatch", DT_FN_ACTION, 1, 1, dt_sema_btunwatch,
	    dt_cg_fields, NULL),
	BTFN("__bt_macaddr", DT_FN_SUBR, 1, 1, dt_sema_btmacaddr,
	    dt_cg_btmacaddr, NULL),
	BTFN("__bt_cgroup_path", DT_FN_SUBR, 1, 2, dt_sema_btcgroup_path,
	    dt_cg_btcgroup_path, NULL),
	BTFN("__bt_debugf", DT_FN_ACTION, 1, -1, dt_sema_btdebugf,
	    dt_cg_btdebugf, NULL),
	BTFN("__bt_path", DT_FN_SUBR, 0, -1, dt_sema_btpath, NULL, NULL),
	BTFN("__bt_skboutput", DT_FN_SUBR, 0, -1, dt_sema_btskboutput, NULL,
	    NULL),
#undef BTFN
	SUBR("__psargs", "string(uintptr_t)", dt_cg_psargs),
	SUBR("__uregs", "int64_t(int)", dt_cg_uregs),
	{ "alloca", DT_FN_SUBR, 0, 0, 0, "void *(size_t)",
	    dt_sema_alloca, dt_cg_alloca_fn, NULL, 0 },
	{ "avg", DT_FN_AGG, 0, -1, DT_AGG_AVG, NULL, dt_sema_aggfn, NULL, NULL, 0 },
	SUBR("basename", "string(const char *)", dt_cg_basename),
	SUBR("bcopy", "void(void *, void *, size_t)", dt_cg_bcopy),
	{ "breakpoint", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_refused, NULL, NULL, 0 },
	{ "chill", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_refused, NULL, NULL, 0 },
	SUBR("cleanpath", "string(const char *)", dt_cg_cleanpath),
	{ "clear", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_aggop, dt_cg_aggop, NULL, 0 },
	{ "commit", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact, dt_cg_specact, NULL, 0 },
	SUBR("copyin", "void *(uintptr_t, size_t)", dt_cg_copyin),
	SUBR("copyinto", "void(uintptr_t, size_t, void *)", dt_cg_copyinto),
	{ "copyout", DT_FN_ACTION, 3, 3, 0, NULL, dt_sema_refused, NULL, NULL, 0 },
	{ "copyoutstr", DT_FN_ACTION, 3, 3, 0, NULL, dt_sema_refused, NULL, NULL, 0 },
	{ "copyinstr", DT_FN_SUBR, 1, 2, 0, NULL, dt_sema_copyinstr,
	    dt_cg_copyinstr, NULL, 0 },
	{ "count", DT_FN_AGG, 0, -1, DT_AGG_COUNT, NULL, dt_sema_aggfn, NULL, NULL, 0 },
	{ "denormalize", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_aggop,
	    dt_cg_aggop, NULL, 0 },
	SUBR("dirname", "string(const char *)", dt_cg_dirname),
	{ "discard", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact,
	    dt_cg_specact, NULL, 0 },
	SYMFN("func", 1, 1),
	{ "exit", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_exit, dt_cg_exit, NULL, 0 },
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
	    dt_cg_printf, NULL, 0 },
	{ "ftruncate", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_consumer_act,
	    dt_cg_fields, NULL, 0 },
	{ "max", DT_FN_AGG, 0, -1, DT_AGG_MAX, NULL, dt_sema_aggfn, NULL, NULL, 0 },
	{ "min", DT_FN_AGG, 0, -1, DT_AGG_MIN, NULL, dt_sema_aggfn, NULL, NULL, 0 },
	SUBR("lltostr", "string(int64_t, [int])", dt_cg_lltostr),
	{ "llquantize", DT_FN_AGG, 0, -1, DT_AGG_LLQUANTIZE, NULL,
	    dt_sema_aggfn, NULL, NULL, 0 },
	{ "lquantize", DT_FN_AGG, 0, -1, DT_AGG_LQUANTIZE, NULL, dt_sema_aggfn,
	    NULL, NULL, 0 },
	{ "normalize", DT_FN_ACTION, 2, 2, 0, NULL, dt_sema_aggop,
	    dt_cg_aggop, NULL, 0 },
	SYMFN("mod", 1, 1),
	SUBR("ntohl", "uint32_t(uint32_t)", dt_cg_bswap32),
	SUBR("ntohll", "uint64_t(uint64_t)", dt_cg_bswap64),
	SUBR("ntohs", "uint16_t(uint16_t)", dt_cg_bswap16),
	{ "panic", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_refused, NULL, NULL, 0 },
	SUBR("progenyof", "int(pid_t)", dt_cg_progenyof),
	{ "print", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_print, dt_cg_print, NULL, 0 },
	{ "printa", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printa, dt_cg_printa, NULL, 0 },
	{ "printf", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printf, dt_cg_printf, NULL, 0 },
	{ "quantize", DT_FN_AGG, 0, -1, DT_AGG_QUANTIZE, NULL, dt_sema_aggfn,
	    NULL, NULL, 0 },
	{ "raise", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_destr, dt_cg_raise, NULL, 0 },
	SUBR("rand", "int()", dt_cg_rand),
	SUBR("rindex", "int(const char *, const char *, [int])", dt_cg_rindex),
	{ "setopt", DT_FN_ACTION, 1, 2, 0, NULL, dt_sema_consumer_act,
	    dt_cg_fields, NULL, 0 },
	{ "speculate", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_specact,
	    dt_cg_specact, NULL, 0 },
	{ "speculation", DT_FN_SUBR, 0, 0, 0, NULL, dt_sema_speculation,
	    dt_cg_speculation, NULL, 0 },
	SYMFN("stack", 0, 1),
	{ "stop", DT_FN_ACTION, 0, 0, 0, NULL, dt_sema_destr, dt_cg_stop, NULL, 0 },
	/* bt: count, average and total; not D's */
	{ "stats", DT_FN_AGG, 0, -1, DT_AGG_STATS, NULL, dt_sema_aggfn, NULL,
	    NULL, DT_LANGBIT(DT_LANG_BT) },
	SUBR("strchr", "string(const char *, char)", dt_cg_strchr),
	SUBR("strjoin", "string(const char *, const char *)", dt_cg_strjoin),
	SUBR("strlen", "size_t(const char *)", dt_cg_strlen),
	SUBR("strrchr", "string(const char *, char)", dt_cg_strrchr),
	SUBR("strstr", "string(const char *, const char *)", dt_cg_strstr),
	{ "strtok", DT_FN_SUBR, 2, 2, 0, NULL, dt_sema_strtok, dt_cg_strtok, NULL, 0 },
	SYMFN("sym", 1, 1),
	SUBR("substr", "string(const char *, int, [int])", dt_cg_substr),
	{ "stddev", DT_FN_AGG, 0, -1, DT_AGG_STDDEV, NULL, dt_sema_aggfn,
	    NULL, NULL, 0 },
	{ "sum", DT_FN_AGG, 0, -1, DT_AGG_SUM, NULL, dt_sema_aggfn, NULL, NULL, 0 },
	{ "system", DT_FN_ACTION, 1, -1, 0, NULL, dt_sema_printf, dt_cg_printf, NULL, 0 },
	SUBR("tolower", "string(const char *)", dt_cg_tolower),
	SUBR("toupper", "string(const char *)", dt_cg_toupper),
	{ "tracemem", DT_FN_ACTION, 2, 3, 0, NULL, dt_sema_tracemem,
	    dt_cg_tracemem, NULL, 0 },
	{ "trace", DT_FN_ACTION, 1, 1, 0, NULL, dt_sema_trace, dt_cg_trace, NULL, 0 },
	{ "trunc", DT_FN_ACTION, 1, 2, 0, NULL, dt_sema_aggop, dt_cg_aggop, NULL, 0 },
	SYMFN("uaddr", 1, 1),
	SYMFN("ufunc", 1, 1),
	SYMFN("umod", 1, 1),
	SYMFN("ustack", 0, 2),
	SYMFN("usym", 1, 1),
	{ NULL, 0, 0, 0, 0, NULL, NULL, NULL, NULL, 0 }
};

const dt_builtin_t *
dt_builtin_lookup(const dtrace_hdl_t *dtp, const char *name)
{
	const dt_builtin_t *bp;

	for (bp = dt_builtins; bp->bi_name != NULL; bp++)
		if (strcmp(bp->bi_name, name) == 0 && (bp->bi_langs == 0 ||
		    (bp->bi_langs & DT_LANGBIT(dtp->dt_lang)) != 0))
			return bp;
	return NULL;
}

const dt_func_t *
dt_func_lookup(const dtrace_hdl_t *dtp, const char *name)
{
	const dt_func_t *fp;

	for (fp = dt_funcs; fp->fn_name != NULL; fp++)
		if (strcmp(fp->fn_name, name) == 0 && (fp->fn_langs == 0 ||
		    (fp->fn_langs & DT_LANGBIT(dtp->dt_lang)) != 0))
			return fp;
	return NULL;
}

const dt_func_t *
dt_aggfunc_lookup(dt_aggfunc_t f)
{
	const dt_func_t *fp;

	for (fp = dt_funcs; fp->fn_name != NULL; fp++)
		if (fp->fn_kind == DT_FN_AGG && fp->fn_aggfunc == (int)f)
			return fp;
	return NULL;
}
