/*
 * dt_impl.h -- the library's private handle and internal interfaces.
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
#include "dt_ast.h"
#include "dt_diag.h"
#include "dt_errtag.h"
#include "dt_lang.h"
#include "dt_provider.h"
#include "dt_strbuf.h"

/* options: one table in dt_options.c; values live in dt_options[] */
typedef enum dt_optid {
	DT_OPT_QUIET,
	DT_OPT_BUFSIZE,
	DT_OPT_AGGSIZE,
	DT_OPT_STRSIZE,
	DT_OPT_DYNVARSIZE,
	DT_OPT_SWITCHRATE,
	DT_OPT_AGGRATE,
	DT_OPT_STATUSRATE,
	DT_OPT_BUFPOLICY,
	DT_OPT_FLOWINDENT,
	DT_OPT_DESTRUCTIVE,
	DT_OPT_ZDEFS,
	DT_OPT_DEFAULTARGS,
	DT_OPT_STACKFRAMES,
	DT_OPT_USTACKFRAMES,
	DT_OPT_NSPEC,
	DT_OPT_SPECSIZE,
	DT_OPT_CPU,
	DT_OPT_ERRTAGS,
	DT_OPT_DROPTAGS,
	DT_OPT_AGGSORTKEY,
	DT_OPT_AGGSORTREV,
	DT_OPT_AGGSORTPOS,
	DT_OPT_AGGSORTKEYPOS,
	DT_OPT_AGGZOOM,
	DT_OPT_AGGHIST,
	DT_OPT_AGGPACK,
	DT_OPT_OFORMAT,			/* DT_OFORMAT_* */
	DT_OPT_STACKINDENT,
	DT_OPT_BPFLOG,
	DT_OPT_RAWBYTES,
	DT_OPT_CPP,
	DT_OPT_CPPHDRS,
	DT_OPT_DEFINE,			/* counts; the values are in dt_cppargv */
	DT_OPT_UNDEF,
	DT_OPT_INCDIR,
	DT_OPT_INCLUDE,			/* bt's --include FILE (dt_cppargv) */
	DT_OPT_CPPPATH,
	DT_OPT_LANG,			/* dt_lang_t: also sets dt_lang */
	DT_OPT_MAPKEYS,			/* entries of a keyed map (0: by size) */
	DT_OPT_CATBYTES,		/* bytes cat() prints (bt) */
	DT_OPT_NOUSYMS,			/* user addresses stay in hex (bt) */
	DT_OPT_HELPERCHECK,		/* warn of failed helpers: 1 -k, 2 -kk */
	DT_OPT_NOWARNINGS,		/* bt's compile warnings left out */
	DT_OPT_BPFLOGSIZE,		/* bytes of a verifier log (0: bt's
					   programs fail to load, as bpftrace's
					   do) */
	DT_OPT_MAXBPFPROGS,		/* bt: bpftrace's limit on its programs */
	DT_OPT_NODEMAX,			/* bt: bpftrace's limit on the nodes of
					   its tree (unset: none) */
	DT_OPT_BTFPATH,			/* the kernel's types from this BTF file
					   (dt_btfpath) */
	DT_OPT_NODEMANGLE,		/* bt: C++ names of user functions left
					   mangled */
	DT_OPT_MAX
} dt_optid_t;

#define DT_OPT_UNSET	INT64_MIN

/* values of DT_OPT_OFORMAT */
#define DT_OFORMAT_TEXT	0
#define DT_OFORMAT_JSON	1
#define DT_OFORMAT_BT	2		/* bpftrace's text */
#define DT_OFORMAT_BTJSON	3		/* bpftrace's -f json */

/* values of DT_OPT_BUFPOLICY (dt_options.c) */
enum { DT_BUFPOLICY_RING, DT_BUFPOLICY_FILL, DT_BUFPOLICY_SWITCH };

typedef struct dt_optdesc {
	const char *od_name;
	dt_optid_t od_id;
	enum { DT_OT_BOOL, DT_OT_SIZE, DT_OT_RATE, DT_OT_INT, DT_OT_POLICY,
	    DT_OT_CPPARG, DT_OT_PATH, DT_OT_OFORMAT, DT_OT_LANG } od_type;
	int64_t od_default;
	int od_implemented;	/* 0: accepted but has no effect yet */
} dt_optdesc_t;

extern const dt_optdesc_t dt_optdescs[];
const dt_optdesc_t *dt_opt_lookup(const char *name);
/* parse a value of the option's type: "4m", "10hz", "1s" ... */
int dt_opt_parse(const dt_optdesc_t *od, const char *val, int64_t *out);

/* set every option to its default (dt_options.c) */
void dt_options_init(dtrace_hdl_t *dtp);

struct dt_compiled;
struct btf;
struct dt_consumer;
struct dt_syms;

struct dtrace_hdl {
	int dt_errno;
	char dt_errmsg[8192];
	/* the D_* tag (dt_errtag_t) of the compile error being raised, set
	 * where it is raised; 0: none, -x errtags then guesses */
	int dt_errtag;

	int64_t dt_options[DT_OPT_MAX];
	/* the language of the programs compiled: which functions exist
	 * (dt_ident.c); DT_LANG_D unless btrace says otherwise */
	dt_lang_t dt_lang;

	/* probes */
	dt_provider_t *dt_provs;	/* one per dt_providers[] entry */
	int dt_nprovs;
	dt_probe_t **dt_probes;		/* index id - 1 */
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
	dtrace_handle_msg_f *dt_errhdlr, *dt_drophdlr, *dt_prochdlr;
	void *dt_errarg, *dt_droparg, *dt_procarg;

	struct btf *dt_btf;		/* kernel BTF, loaded on first use */
	struct btf *dt_types;		/* D types, split over dt_btf (dt_types.c) */
	int dt_funcbtf_fd;		/* BTF of programs' functions (dt_bpf.c) */
	struct dt_decls *dt_libdecls;	/* the D library's (dt_decl.c) */
	char **dt_cppargv;		/* -D -U -I for cpp (dt_cpp.c) */
	int dt_cppargc;
	char *dt_cpppath;
	char *dt_btfpath;		/* btfpath: the kernel's BTF from a file
					   (bt's BPFTRACE_BTF) */
	struct dt_syms *dt_syms;	/* symbol tables (dt_symfmt.c) */
	struct dt_username *dt_users;	/* bt's username: names looked up */
	int dt_ncpus;			/* possible CPUs */
	uint64_t dt_boot2real;		/* realtime - boottime, ns */
	/* the language's operations (dt_lang.h, chosen by dt_setlang()),
	 * and its state, which only it knows */
	const struct dt_langops *dt_lops;
	void *dt_lstate;
	struct dt_diag *dt_diags;	/* the current compile error's further
					   parts (dt_diag.h), in the language's
					   way */
};

/* errors: record and return -1 (or NULL via the caller) */
int dt_set_errno(dtrace_hdl_t *dtp, int err);
int dt_set_errmsg(dtrace_hdl_t *dtp, int err, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* probe table lifetime (dt_provider.c) */
int dt_probes_init(dtrace_hdl_t *dtp);
void dt_probes_fini(dtrace_hdl_t *dtp);

/* dt_errtags.c: the D_* tag of a compile error message, guessed from
 * its words, for raise sites that do not name their tag yet */
const char *dt_errtag(const char *msg);

/* dt_print.c: the print() action's text for a value of type tp */
struct dt_type;
void dt_print_value(dtrace_hdl_t *dtp, dt_strbuf_t *out,
    const struct dt_type *tp, const void *data, size_t len);

/* dt_ring.c: the principal buffer, read by the consumer */
typedef struct dt_ring dt_ring_t;
typedef int dt_ring_f(void *arg, const void *rec, size_t len);
dt_ring_t *dt_ring_open(int fd, size_t size);
void dt_ring_close(dt_ring_t *r);
/* hand the records committed by now to fn, in order; returns how many, or
 * -errno */
int dt_ring_consume(dt_ring_t *r, dt_ring_f *fn, void *arg);
int dt_ring_fd(const dt_ring_t *r);

/* dt_cpp.c */
int dt_cpp_addarg(dtrace_hdl_t *dtp, const char *prefix, const char *arg);
void dt_cpp_fini(dtrace_hdl_t *dtp);
/* bt: the macros of the #include and #define lines of text, one a line
 * ("NAME BODY", "NAME(ARGS) BODY", "#undef NAME") in *macrosp (NULL when
 * it has none); -1 with the error set (a header not found: the message
 * whole, as bpftrace prints it) */
int dt_cpp_btmacros(dtrace_hdl_t *dtp, const char *text, size_t len,
    const char *file, char **macrosp, char **textp);
int dt_cpp(dtrace_hdl_t *dtp, const char *text, size_t len, char **outp,
    size_t *outlenp);

/* dt_types.c */
void dt_types_close(dtrace_hdl_t *dtp);

/* dt_proc.c */
int dt_proc_reap(dtrace_hdl_t *dtp, int i, char *msg, size_t len);
void dt_proc_release_all(dtrace_hdl_t *dtp);
/* the executable a -c process runs (NULL for -p), as execvp() found it */
const char *dt_proc_execpath(dtrace_hdl_t *dtp, pid_t pid);
/* the target process let go on (SIGCONT) after bt's watchpoint set-up
 * stopped it: 0, or -1 (errno set) */
int dt_proc_cont_target(dtrace_hdl_t *dtp);

#define DT_NSPEC(dtp)	((dtp)->dt_options[DT_OPT_NSPEC] < 1 ? 1 : \
	(dtp)->dt_options[DT_OPT_NSPEC] > 64 ? 64 : (dtp)->dt_options[DT_OPT_NSPEC])
#define DT_STRSIZE(dtp)	((uint32_t)(dtp)->dt_options[DT_OPT_STRSIZE])

#endif
