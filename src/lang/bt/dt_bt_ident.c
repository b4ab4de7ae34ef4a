/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_bt_ident.c -- bt's rows of the built-in variable and function tables
 * (dt_ident.h): the names the bt front end (dt_parse_bt.c) gives bt's
 * built-ins and functions, with their checks and code generators.  The
 * language table's lo_builtins and lo_funcs point here; a name not found
 * here is looked up in D's tables (dt_ident.c).
 */
#include "dt_bt_impl.h"

/* an integer the consumer may print as a symbol (sym) */
#define BTBI(name, size, sgn, tname, cg, sym) \
	{ name, DT_TK_INT, size, sgn, tname, cg, NULL, sym, 0 }

const dt_builtin_t dt_bt_builtins[] = {
	BTBI("__bt_cgroup", 8, 0, "uint64_t", dt_cg_bi_btcgroup, DT_SYM_NONE),
	/* the program's context: the registers (struct pt_regs) where bt
	 * has it (dt_sema_btbuiltin) */
	{ "__bt_ctx", DT_TK_PTR, 8, 0, "struct pt_regs", dt_cg_bi_btctx, NULL,
	    DT_SYM_NONE, 0 },
	BTBI("__bt_elapsed", 8, 0, "uint64_t", dt_cg_bi_btelapsed,
	    DT_SYM_NONE),
	BTBI("__bt_numaid", 4, 0, "uint32_t", dt_cg_bi_btnumaid, DT_SYM_NONE),
	BTBI("__bt_probe", 8, 0, "uint64_t", dt_cg_bi_id, DT_SYM_BTPROBE),
	/* probe in a clause of kfunc:/kretfunc: probes (dt_btval.h) */
	BTBI("__bt_fprobe", 8, 0, "uint64_t", dt_cg_bi_btfprobe,
	    DT_SYM_BTPROBE),
	BTBI("__bt_rand", 8, 0, "uint64_t", dt_cg_bi_btrand, DT_SYM_NONE),
	BTBI("__bt_username", 8, 0, "uint64_t", dt_cg_bi_uid, DT_SYM_BTUSER),
	/* later bpftrace's (dt_bt_later.c) */
	BTBI("__bt_jiffies", 8, 0, "uint64_t", dt_cg_bi_btjiffies,
	    DT_SYM_NONE),
	BTBI("__bt_nsboot", 8, 0, "uint64_t", dt_cg_bi_btnsboot, DT_SYM_NONE),
	BTBI("__bt_nstai", 8, 0, "uint64_t", dt_cg_bi_btnstai, DT_SYM_NONE),
	BTBI("__bt_nsswtai", 8, 0, "uint64_t", dt_cg_bi_btnsswtai,
	    DT_SYM_NONE),
	BTBI("__bt_pidns", 4, 0, "uint32_t", dt_cg_bi_btpidns, DT_SYM_NONE),
	BTBI("__bt_tidns", 4, 0, "uint32_t", dt_cg_bi_bttidns, DT_SYM_NONE),
	{ NULL, 0, 0, 0, NULL, NULL, NULL, DT_SYM_NONE, 0 }
};
#undef BTBI

#define BTFN(name, kind, min, max, sema, cg, store) \
	{ name, kind, min, max, 0, NULL, sema, cg, store }

const dt_func_t dt_bt_funcs[] = {
	BTFN("__bt_args", DT_FN_SUBR, 0, 0, dt_sema_btargsval, dt_cg_bttuple,
	    NULL),
	BTFN("__bt_arrcast", DT_FN_SUBR, 1, 1, dt_sema_btarrcastfn,
	    dt_cg_btarrcast, NULL),
	BTFN("__bt_buf", DT_FN_SUBR, 1, 2, dt_sema_btbuf, dt_cg_btmem,
	    dt_cg_btbuf),
	BTFN("__bt_cat", DT_FN_ACTION, 1, -1, dt_sema_printf, dt_cg_printf,
	    NULL),
	BTFN("__bt_cgroupid", DT_FN_SUBR, 1, 1, dt_sema_btcgroupid,
	    dt_cg_btconst, NULL),
	BTFN("__bt_clear", DT_FN_ACTION, 1, 1, dt_sema_btclear, dt_cg_btclear,
	    NULL),
	BTFN("__bt_delete", DT_FN_SUBR, 1, 1, dt_sema_btdelete,
	    dt_cg_btdelete, NULL),
	BTFN("__bt_has_key", DT_FN_SUBR, 2, 2, dt_sema_bthaskey,
	    dt_cg_bthaskey, NULL),
	BTFN("__bt_len", DT_FN_SUBR, 1, 1, dt_sema_btlen, dt_cg_btlen, NULL),
	BTFN("__bt_find", DT_FN_SUBR, 3, 3, dt_sema_btfind, NULL, NULL),
	BTFN("__bt_aggval", DT_FN_SUBR, 1, 1, dt_sema_btaggval,
	    dt_cg_btaggval, NULL),
	BTFN("__bt_ncpus", DT_FN_SUBR, 0, 0, dt_sema_btncpus, dt_cg_btconst,
	    NULL),
	BTFN("__bt_pcomm", DT_FN_SUBR, 0, 0, dt_sema_btpcomm, NULL, NULL),
	BTFN("__bt_usermode", DT_FN_SUBR, 0, 0, dt_sema_btusermode, NULL,
	    NULL),
	BTFN("__bt_forkv", DT_FN_SUBR, 2, 2, dt_sema_btforkv, dt_cg_btforkv,
	    NULL),
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
	BTFN("__bt_zero", DT_FN_ACTION, 1, 1, dt_sema_btclear, dt_cg_btclear,
	    NULL),
	BTFN("__bt_strerror", DT_FN_SUBR, 1, 1, dt_sema_btstrerror, NULL,
	    NULL),
	BTFN("__bt_syscall_name", DT_FN_SUBR, 1, 1, dt_sema_btsyscallname,
	    NULL, NULL),
	BTFN("__bt_strcontains", DT_FN_SUBR, 2, 2, dt_sema_btstrcontains,
	    dt_cg_btstrcontains, NULL),
	/* later bpftrace's (dt_bt_smallfn.c) */
	BTFN("__bt_is_array", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_is_integer", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_is_unsigned_integer", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_is_str", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_is_ptr", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_is_literal", DT_FN_SUBR, 1, 1, dt_sema_btistype,
	    dt_cg_btconst, NULL),
	BTFN("__bt_fail", DT_FN_ACTION, 1, -1, dt_sema_btfail, NULL, NULL),
	BTFN("__bt_errorf", DT_FN_ACTION, 1, -1, dt_sema_bterrorf,
	    dt_cg_printf, NULL),
	BTFN("__bt_memcmp", DT_FN_SUBR, 3, 3, dt_sema_btmemcmp,
	    dt_cg_btmemcmp, NULL),
	BTFN("__bt_globmatch", DT_FN_SUBR, 2, 2, dt_sema_btglobmatch,
	    dt_cg_btglobmatch, NULL),
	/* -O openbsd: the value hist() or lhist() counts (dt_bt_obsdhist.c) */
	BTFN("__bt_obsdbucket", DT_FN_SUBR, 1, 4, dt_sema_btobsdbucket,
	    dt_cg_btobsdbucket, NULL),
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
	/* later bpftrace's (dt_bt_later.c) */
	BTFN("__bt_has_cpid", DT_FN_SUBR, 0, 0, dt_sema_bthascpid,
	    dt_cg_btconst, NULL),
	BTFN("__bt_kfunc_exist", DT_FN_SUBR, 1, 1, dt_sema_btkfuncexist,
	    dt_cg_btconst, NULL),
	BTFN("__bt_kfunc_allowed", DT_FN_SUBR, 1, 1, dt_sema_btkfuncallowed,
	    dt_cg_btconst, NULL),
	BTFN("__bt_socket_cookie", DT_FN_SUBR, 1, 1, dt_sema_btsocketcookie,
	    NULL, NULL),
	BTFN("__bt_percpu_kaddr", DT_FN_SUBR, 1, 2, dt_sema_btpercpukaddr,
	    dt_cg_btpercpukaddr, NULL),
	/* count, average and total; not D's */
	{ "stats", DT_FN_AGG, 0, -1, DT_AGG_STATS, NULL, dt_sema_aggfn, NULL,
	    NULL },
	{ NULL, 0, 0, 0, 0, NULL, NULL, NULL, NULL }
};
#undef BTFN
