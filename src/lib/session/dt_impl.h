/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_impl.h -- the library's private handle: only the files that read or
 * write its fields include it; the others reach it through the functions
 * of the stages' own headers (dt_error.h, dt_options.h, dt_provider.h ...).
 *
 * The handle owns every piece of state: options, the probe table, the
 * compiled program, maps, sites and the consumer.  There is no global
 * mutable state in the library.
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "dtrace.h"
#include "dt_error.h"
#include "dt_lang.h"
#include "dt_options.h"

struct dt_compiled;
struct dt_provider;
struct dt_probe;
struct dt_diag;
struct btf;
struct dt_consumer;
struct dt_syms;

struct dtrace_hdl {
	int dt_errno;
	char dt_errmsg[8192];
	/* the D_* tag (dt_errtag_t) of the compile error being raised, set
	 * where it is raised (0: none, shown as D_UNKNOWN), and that of the
	 * last one raised */
	int dt_errtag;
	int dt_lasterrtag;

	int dt_oflags;			/* DTRACE_O_* of dtrace_open() */
	int64_t dt_options[DT_OPT_MAX];
	int dt_inpragma;		/* setting a #pragma D option */
	int dt_lastargref;		/* the program read $N of the last
					   operand (argref) */
	/* the language of the programs compiled: which functions exist
	 * (dt_ident.c); DT_LANG_D unless btrace says otherwise */
	dt_lang_t dt_lang;

	/* probes */
	struct dt_provider *dt_provs;	/* one per dt_providers[] entry */
	int dt_nprovs;
	struct dt_probe **dt_probes;	/* index id - 1 */
	uint32_t dt_nprobes, dt_probecap;
	char *dt_tracefs;

	/* the program being traced */
	struct dt_compiled *dt_prog;
	struct dtrace_prog *dt_progs;	/* compiled pieces, for freeing */
	struct dt_consumer *dt_cons;

	/* -c / -p targets */
	pid_t dt_target;		/* $target, or 0 */
	pid_t *dt_procs;
	int *dt_pidfds;
	int *dt_proc_ctl;		/* -c: write end of the start pipe, or -1 */
	char **dt_proc_paths;		/* -c: the executable's path, or NULL */
	int dt_nprocs;

	/* macro variables of dtrace itself and argv */
	int dt_argc;
	char **dt_argv;

	/* handlers */
	dtrace_handle_err_f *dt_errhdlr;
	dtrace_handle_drop_f *dt_drophdlr;
	dtrace_handle_proc_f *dt_prochdlr;
	void *dt_errarg, *dt_droparg, *dt_procarg;
	dtrace_handle_progress_f *dt_proghdlr;	/* progress of long steps */
	void *dt_progarg;

	struct btf *dt_btf;		/* kernel BTF, loaded on first use */
	struct btf *dt_types;		/* D types, split over dt_btf (dt_types.c) */
	int dt_funcbtf_fd;		/* BTF of programs' functions (dt_bpf.c) */
	struct dt_decls *dt_libdecls;	/* the D library's (dt_decl.c) */
	char **dt_cppargv;		/* -D -U -I for cpp (dt_cpp.c) */
	int dt_cppargc;
	char *dt_cpppath;
	char **dt_procenv;		/* -x setenv/unsetenv, in order */
	char **dt_libdirs;		/* -L (libdir): D library directories */
	int dt_nlibdirs;
	char *dt_btfpath;		/* btfpath: the kernel's BTF from a file
					   (bt's BPFTRACE_BTF) */
	char *dt_vmlinux;		/* vmlinux: the kernel's DWARF (kinst) */
	struct dt_syms *dt_syms;	/* symbol tables (dt_symfmt.c) */
	struct dt_username *dt_users;	/* bt's username: names looked up */
	int dt_ncpus;			/* possible CPUs */
	uint64_t dt_boot2real;		/* realtime - boottime, ns */
	uint64_t dt_boot2tai;		/* TAI - boottime, ns */
	/* the language's operations (dt_lang.h, chosen by dt_setlang()),
	 * and its state, which only it knows */
	const struct dt_langops *dt_lops;
	/* the languages it may compile, by dt_lang_t (dtrace_open()) */
	const struct dt_langops *dt_langs[DT_NLANGS];
	void *dt_lstate;
	struct dt_diag *dt_diags;	/* the current compile error's further
					   parts (dt_diag.h), in the language's
					   way */
};

#endif
