/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dtrace.h -- public interface of libdtrace, the tracing engine behind
 * dtrace(1) and btrace(8).
 *
 * Life of a consumer:
 *
 *	dtp = dtrace_open(DTRACE_VERSION, 0, &err);
 *	dtrace_setopt(dtp, "bufsize", "4m");
 *	prog = dtrace_program_strcompile(dtp, text, DTRACE_PROBESPEC_NAME, 0, argc, argv);
 *	dtrace_program_exec(dtp, prog, &info);	 -- load programs, count probes
 *	dtrace_go(dtp);				 -- attach, fire BEGIN
 *	do {
 *		dtrace_sleep(dtp);
 *		status = dtrace_work(dtp, stdout, NULL, NULL, NULL);
 *	} while (status == DTRACE_WORKSTATUS_OKAY);
 *	dtrace_stop(dtp);			 -- fire END, detach
 *	dtrace_aggregate_print(dtp, stdout, NULL);
 *	dtrace_close(dtp);
 *
 * Functions that can fail return -1 (or NULL) and leave the cause on the
 * handle: dtrace_errno(dtp) and dtrace_errmsg(dtp, dtrace_errno(dtp)).
 * Symbols not declared here are private to the library.
 */
#ifndef DTRACE_H
#define DTRACE_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LIBDTRACE_API	__attribute__((visibility("default")))

#define DTRACE_VERSION		1
#define DTRACE_VERSION_STRING	"Sun D 1.13"

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dtrace_prog dtrace_prog_t;

/* Library error codes (besides errno values). */
enum {
	EDT_BASE = 1000,
	EDT_COMPILER = EDT_BASE,	/* compile error; message on the handle */
	EDT_NOPROBE,			/* description matched no probes */
	EDT_BADOPTNAME,			/* invalid option name */
	EDT_BADOPTVAL,			/* invalid value for option */
	EDT_BPF,			/* the kernel refused a BPF operation */
	EDT_NOTSUP,			/* not supported on this system */
	EDT_BADPROC,			/* process could not be created/grabbed */
	EDT_NOMEM,
	EDT_DESTRUCTIVE,		/* destructive actions without -w */
	EDT_ACCESS,			/* the process lacks the privileges
					   tracing needs (dtrace_privileges()) */
	EDT_VERSINVAL,			/* -x version: not a version string */
	EDT_VERSUNDEF,			/* -x version: no such D version */
	EDT_VERSREDUCED,		/* -x version: above one set before */
	EDT_BADOPTCTX,			/* option not settable in a program */
	EDT_NOANON,			/* grabanon: no anonymous state */
	EDT_DIRABORT,			/* a consumer's callback or handler
					   said to abort */
	EDT_MAX
};

#define DTRACE_PROVNAMELEN	64
#define DTRACE_MODNAMELEN	64
#define DTRACE_FUNCNAMELEN	192
#define DTRACE_NAMELEN		64

typedef struct dtrace_probedesc {
	uint32_t id;
	char prv[DTRACE_PROVNAMELEN];
	char mod[DTRACE_MODNAMELEN];
	char fun[DTRACE_FUNCNAMELEN];
	char prb[DTRACE_NAMELEN];
} dtrace_probedesc_t;

/* What a -n/-P/-m/-f/-i text names when it lacks fields. */
typedef enum dtrace_probespec {
	DTRACE_PROBESPEC_NONE = -1,
	DTRACE_PROBESPEC_PROVIDER = 0,	/* -P */
	DTRACE_PROBESPEC_MOD,		/* -m */
	DTRACE_PROBESPEC_FUNC,		/* -f */
	DTRACE_PROBESPEC_NAME		/* -n, and -s scripts */
} dtrace_probespec_t;

/* compile flags */
#define DTRACE_C_ZDEFS	0x01	/* allow descriptions that match zero probes (-Z) */
#define DTRACE_C_DIFV	0x02	/* print the generated code (-S) */
#define DTRACE_C_PSPEC	0x04	/* the text is a probe spec argument (-n & co) */
#define DTRACE_C_CPP	0x08	/* run the C preprocessor first (-C) */
#define DTRACE_C_BT	0x10	/* the text is in the bt language (btrace) */
#define DTRACE_C_NOEXEC	0x20	/* compiled only (-e): $target may be unset (0) */

typedef struct dtrace_proginfo {
	int dpi_matches;	/* probes matched by the program's descriptions */
	int dpi_descs;		/* number of descriptions */
} dtrace_proginfo_t;

/* status of dtrace_work() */
typedef enum dtrace_workstatus {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY,
	DTRACE_WORKSTATUS_DONE	/* exit() was called or all targets exited */
} dtrace_workstatus_t;

/* flags of dtrace_open() */
#define DTRACE_O_NODEV	0x01	/* for compiling only (dtrace -e, -h, -G;
				   btrace -n): the privileges are not
				   checked at open but by dtrace_go() */
#define DTRACE_O_MASK	0x01

/*
 * open / close / errors.  dtrace_open() checks that the process has the
 * privileges tracing needs; if not it fails with EDT_ACCESS ("DTrace
 * requires additional privileges"), and dtrace_privileges() says what is
 * missing.
 */
LIBDTRACE_API dtrace_hdl_t *dtrace_open(int version, int flags, int *errp);
/* this implementation's version ("0.9.0"; DTRACE_VERSION_STRING is the D
 * language's) */
LIBDTRACE_API const char *dtrace_project_version(void);
/*
 * Whether this process may trace: root or the capabilities CAP_BPF and
 * CAP_PERFMON (CAP_SYS_ADMIN grants both; before Linux 5.8 it is the
 * only way) and, unless root, CAP_DAC_READ_SEARCH (for tracefs and other
 * users' /proc files).  0 if so; else -1 and, in buf (NULL: not wanted),
 * what it needs and lacks: "run as root, or with CAP_BPF, CAP_PERFMON and
 * CAP_DAC_READ_SEARCH (missing: CAP_BPF, CAP_PERFMON)", or for a root
 * without them "root needs CAP_BPF and CAP_PERFMON (missing: CAP_BPF)".
 */
LIBDTRACE_API int dtrace_privileges(char *buf, size_t len);
LIBDTRACE_API void dtrace_close(dtrace_hdl_t *dtp);
LIBDTRACE_API int dtrace_errno(dtrace_hdl_t *dtp);
LIBDTRACE_API const char *dtrace_errmsg(dtrace_hdl_t *dtp, int err);
/* options: "-x name=value"; booleans take NULL or "" as value */
LIBDTRACE_API int dtrace_setopt(dtrace_hdl_t *dtp, const char *name, const char *value);
LIBDTRACE_API int dtrace_getopt(dtrace_hdl_t *dtp, const char *name, int64_t *valp);
/* the largest value an option takes (sizes past it are lowered to it when
 * tracing starts; other values past it are refused); -1 with no bound */
LIBDTRACE_API int dtrace_getoptmax(dtrace_hdl_t *dtp, const char *name,
    int64_t *maxp);

/* compiling */
LIBDTRACE_API dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *dtp,
    const char *text, dtrace_probespec_t spec, unsigned cflags,
    int argc, char *const argv[]);
/*
 * dtrace -h and -G: the provider definitions of the D program read from
 * in (named file in messages) as a C header of <sys/sdt.h> USDT probes
 * written to out, and as an object file at objpath defining the probes'
 * semaphores (compiled with $CC, or cc).  0, or -1 with an error.
 */
LIBDTRACE_API int dtrace_provider_header(dtrace_hdl_t *dtp, FILE *in,
    const char *file, FILE *out);
LIBDTRACE_API int dtrace_provider_object(dtrace_hdl_t *dtp, FILE *in,
    const char *file, const char *objpath);

LIBDTRACE_API dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *dtp,
    FILE *fp, const char *filename, unsigned cflags,
    int argc, char *const argv[]);
/* the largest script dtrace_program_fcompile() reads; a longer one from a
   pipe fails with the error EFBIG */
#define DTRACE_SCRIPT_MAX	(16u << 20)
/* why a script's open file cannot be read as one (a directory, a device,
   larger than DTRACE_SCRIPT_MAX), or NULL: regular files, pipes, sockets
   and terminals are read */
LIBDTRACE_API const char *dtrace_script_refused(FILE *fp);
LIBDTRACE_API int dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip);
/* the warnings the last compile of a bt program gave, as bpftrace shows
 * them (each with its line and a mark), or NULL */
LIBDTRACE_API const char *dtrace_program_warnings(dtrace_hdl_t *dtp);
/* the syntax tree a compile made (of its front end's program lowered into
 * the engine's nodes), one node a line, to fp */
LIBDTRACE_API int dtrace_program_print(dtrace_hdl_t *dtp,
    const dtrace_prog_t *pgp, FILE *fp);
/* instead of dtrace_go(), for -e: generate the code without loading it,
 * its instructions written to fp (NULL: not shown); then only
 * dtrace_close() */
LIBDTRACE_API int dtrace_program_gen(dtrace_hdl_t *dtp, FILE *fp);

/* probes: call func for each probe matching pdp (NULL: all) */
typedef int dtrace_probe_f(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pd,
    void *arg);
LIBDTRACE_API int dtrace_probe_iter(dtrace_hdl_t *dtp,
    const dtrace_probedesc_t *pdp, dtrace_probe_f *func, void *arg);
/* what this kernel and build can do, by name, as btrace --info reports
 * it: "helper:probe_read" (a BPF helper), "map:hash" (a map type),
 * "prog:kprobe" (a kind of probe that can be attached: kprobe,
 * tracepoint, perf_event, kfunc, iter:task, iter:task_file,
 * kprobe_multi, raw_tp_special), "btf", "map_batch",
 * "loops", "uprobe_refcount", "libdw", "insn_limit" (the most
 * instructions a program may have); 1 or 0 (insn_limit: the number), -1
 * with EDT_BADOPTNAME for a name not known */
LIBDTRACE_API int64_t dtrace_feature(dtrace_hdl_t *dtp, const char *name);
/* call func for each probe a compiled program's clauses matched, clause
 * by clause (a probe two clauses name comes twice), as dtrace -l -s
 * lists them; non-zero from func stops the walk and is returned */
LIBDTRACE_API int dtrace_program_probe_iter(dtrace_hdl_t *dtp,
    dtrace_prog_t *pgp, dtrace_probe_f *func, void *arg);
/* the file a uprobe (libs: 1) or USDT probe (0) in every process names
 * by name, as bpftrace 0.17 finds it: a path as it is; a program: its
 * first place in $PATH (*nfound: in how many places it is); with libs, a
 * library by name (libc: the library directories' libc.so.6).  -1 with
 * the error set ("does not exist or is not executable") */
LIBDTRACE_API int dtrace_uprobe_target(dtrace_hdl_t *dtp, const char *name,
    int libs, char *buf, size_t len, int *nfound);
/* call func for each file a path pattern with '*' names, as bpftrace
 * 0.17 expands a uprobe's or USDT probe's file (glob(3); a pattern
 * without '/' in each directory of $PATH): the regular executable ELF
 * files, in order, as matched; func's non-zero stops the walk and is
 * returned; -1 with the error set */
LIBDTRACE_API int dtrace_uprobe_files(dtrace_hdl_t *dtp, const char *pat,
    int (*func)(const char *path, void *arg), void *arg);
/* call func for each object process pid maps executable, its executable
 * first, by their paths in the process's mount namespace; func's
 * non-zero stops the walk and is returned; -1 with the error set */
LIBDTRACE_API int dtrace_proc_objects(dtrace_hdl_t *dtp, int pid,
    int (*func)(const char *path, void *arg), void *arg);
/* called by dtrace_uprobe_list() for each function, in order: its name
 * and, with verbose, its parameters ("    TYPE NAME\n" each, as bpftrace
 * -lv shows them; NULL or "" when unknown); non-zero stops the walk and
 * is returned */
typedef int dtrace_ufunc_f(const char *func, const char *params, void *arg);
/* the functions of the object at path (an absolute or relative path, no
 * glob) that a uprobe can name, as bpftrace 0.17 lists uprobes: every
 * function symbol of its .symtab and .dynsym and of its separate debug
 * file (found by build-id), sorted, each once; with verbose, their
 * parameters from DWARF.  0, f's non-zero return, or -1 with the error
 * set (path is no object, or cannot be read as ELF) */
LIBDTRACE_API int dtrace_uprobe_list(dtrace_hdl_t *dtp, const char *path,
    int verbose, dtrace_ufunc_f *func, void *arg);
/* the name bt gives probe id ("tracepoint:sched:sched_switch",
 * "uprobe:/bin/bash:main", "usdt:/path:prov:name", "BEGIN"), into buf;
 * -1 with the error set if there is no such probe */
LIBDTRACE_API int dtrace_probe_btname(dtrace_hdl_t *dtp, uint32_t id,
    char *buf, size_t len);
/* parse "prov:mod:func:name" (fields missing on the left per spec) */
LIBDTRACE_API int dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec,
    const char *s, dtrace_probedesc_t *pdp);
/* arguments of a probe, for -lv: native and translated type names */
LIBDTRACE_API int dtrace_probe_args(dtrace_hdl_t *dtp, uint32_t id, int argno,
    char *buf, size_t len);

/* the name of argument argno, where the provider knows it (a tracepoint's
 * field), else ""; returns the number of arguments as dtrace_probe_args */
LIBDTRACE_API int dtrace_probe_argname(dtrace_hdl_t *dtp, uint32_t id,
    int argno, char *buf, size_t len);

/* the type of argument argno as C declares it, qualifiers kept ("const
 * char *"), where the provider knows it (fbt: from BTF), else as
 * dtrace_probe_args; returns the number of arguments as
 * dtrace_probe_args */
LIBDTRACE_API int dtrace_probe_argdecl(dtrace_hdl_t *dtp, uint32_t id,
    int argno, char *buf, size_t len);

/* stability of a probe, for -lv: attrs[0..2] the names, data and
 * dependency class of its description, attrs[3..5] of its arguments */
LIBDTRACE_API int dtrace_probe_attrs(dtrace_hdl_t *dtp, uint32_t id,
    const char *attrs[6]);

/* processes for -c and -p */
LIBDTRACE_API pid_t dtrace_proc_create(dtrace_hdl_t *dtp, const char *file,
    char *const argv[]);
LIBDTRACE_API int dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid);
LIBDTRACE_API int dtrace_proc_continue(dtrace_hdl_t *dtp, pid_t pid);

/* tracing */
LIBDTRACE_API int dtrace_go(dtrace_hdl_t *dtp);
LIBDTRACE_API int dtrace_stop(dtrace_hdl_t *dtp);
LIBDTRACE_API void dtrace_sleep(dtrace_hdl_t *dtp);
/*
 * The consumer API: what a tool built on the library reads.
 *
 * Every struct below that the library hands out starts with its size
 * (the *_structsize field): a consumer built against an older header
 * reads only the fields it knows, and fields are only ever added at the
 * end.  Pointers in them are valid during the callback only.
 */

/* a stack frame, or the one address of a symbol value */
typedef struct dtrace_stackframe {
	uint64_t dtsf_addr;		/* the pc (symbol: the address) */
	const char *dtsf_module;	/* "vmlinux", "libc.so.6"; "" unknown */
	const char *dtsf_function;	/* "" if unknown */
	uint64_t dtsf_offset;		/* from the function's start */
	const char *dtsf_text;		/* as dtrace prints it:
					   "libc.so.6`malloc+0x1c" */
} dtrace_stackframe_t;

/* what kind of value a dtrace_value_t holds */
typedef enum dtrace_valkind {
	DTRACE_VAL_INT,		/* an integer or a pointer: dtv_int */
	DTRACE_VAL_STRING,	/* a string: dtv_str */
	DTRACE_VAL_FLOAT,	/* a floating-point value: dtv_float */
	DTRACE_VAL_STACK,	/* stack(), ustack(): dtv_frames */
	DTRACE_VAL_SYMBOL,	/* sym(), func(), mod(), usym(), ufunc(),
				   umod(), uaddr(): dtv_int the address,
				   dtv_frames[0] what it is, dtv_str the
				   text dtrace prints */
	DTRACE_VAL_BYTES,	/* a struct, an array, tracemem() or other
				   memory: dtv_bytes, dtv_size bytes */
	DTRACE_VAL_TEXT		/* a value only its text describes (bt's
				   probe names, user names, times...):
				   dtv_str, and dtv_int for an integer */
} dtrace_valkind_t;

typedef struct dtrace_value {
	size_t dtv_structsize;
	dtrace_valkind_t dtv_kind;
	uint32_t dtv_size;		/* bytes it takes in the record */
	int dtv_signed;			/* INT: a signed type */
	int64_t dtv_int;		/* INT (sign-extended), SYMBOL's address */
	long double dtv_float;		/* FLOAT */
	const char *dtv_str;		/* STRING (NUL-terminated, at most
					   strsize bytes); the text of a
					   SYMBOL, STACK or TEXT value; NULL
					   for others */
	const void *dtv_bytes;		/* the value's bytes in the record */
	int dtv_user;			/* STACK, SYMBOL: of a user process */
	pid_t dtv_pid;			/* ... that one (0 if unknown) */
	int dtv_nframes;		/* STACK: frames; SYMBOL: 1 */
	const dtrace_stackframe_t *dtv_frames;
} dtrace_value_t;

/* what an action recorded: the record callback's records */
typedef enum dtrace_actkind {
	DTRACE_ACT_TRACE,		/* trace(), stack(), ustack(), sym()...
					   as statements: one value */
	DTRACE_ACT_PRINTF,		/* printf(): the arguments */
	DTRACE_ACT_PRINTA,		/* printa(): no values */
	DTRACE_ACT_EXIT,		/* exit(): the status */
	DTRACE_ACT_SYSTEM,		/* system(): the arguments */
	DTRACE_ACT_SPECULATE,
	DTRACE_ACT_COMMIT,
	DTRACE_ACT_DISCARD,
	DTRACE_ACT_TRACEMEM,		/* the bytes, how many to show */
	DTRACE_ACT_PCAP,
	DTRACE_ACT_SETOPT,		/* name, value */
	DTRACE_ACT_FREOPEN,		/* the arguments of the file name */
	DTRACE_ACT_FTRUNCATE,
	DTRACE_ACT_PRINT,		/* print(): the object's bytes */
	DTRACE_ACT_AGGOP,		/* normalize(), denormalize(),
					   trunc(), clear() */
	DTRACE_ACT_OTHER		/* bt's actions (print(@), time()...) */
} dtrace_actkind_t;

typedef struct dtrace_recdesc {
	size_t dtrd_structsize;
	dtrace_actkind_t dtrd_action;
	const char *dtrd_name;		/* the action's name: "printf" */
	int dtrd_nvals;
	const dtrace_value_t *dtrd_vals;
} dtrace_recdesc_t;

/* one firing of a probe's clause, as the callbacks of dtrace_work() see
 * it */
typedef struct dtrace_probedata {
	size_t dtpda_structsize;
	dtrace_hdl_t *dtpda_handle;
	const dtrace_probedesc_t *dtpda_pdesc;	/* provider, module,
						   function, name, id */
	int dtpda_cpu;
	uint32_t dtpda_epid;		/* enabled probe id (probe + clause),
					   as dtrace -l -v and errors say */
	uint64_t dtpda_timestamp;	/* when the consumer read the record
					   (CLOCK_MONOTONIC ns, D's timestamp
					   clock): records carry no time */
} dtrace_probedata_t;

/* what the callbacks of dtrace_work() return (illumos' values) */
#define DTRACE_CONSUME_ERROR	-1	/* stop: dtrace_work() fails */
#define DTRACE_CONSUME_THIS	0	/* the library outputs it as usual */
#define DTRACE_CONSUME_NEXT	1	/* consumed by the callback: the
					   library outputs nothing of it */
#define DTRACE_CONSUME_ABORT	2	/* stop: dtrace_work() fails with
					   EDT_DIRABORT */

/*
 * pfunc is called once per firing of a clause, before its records; NEXT
 * skips the output of all of them (rfunc is not called).  rfunc is called
 * once per action of the clause, in order, then once more with rec NULL
 * (the firing's end); NEXT skips that action's output.  Actions that
 * are not output (exit(), clear(), speculations, setopt()...) take effect
 * whatever the callbacks return.  Records consumed by dtrace_stop() (END's)
 * go to the callbacks of the last dtrace_work().
 */
typedef int dtrace_consume_probe_f(const dtrace_probedata_t *data,
    void *arg);
typedef int dtrace_consume_rec_f(const dtrace_probedata_t *data,
    const dtrace_recdesc_t *rec, void *arg);
/* Consume buffered records, printing them to fp (NULL: stdout).  The two
 * callbacks are optional (NULL). */
LIBDTRACE_API dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_consume_probe_f *pfunc, dtrace_consume_rec_f *rfunc, void *arg);
/* Ask the consumer to finish: as if exit(0) were called (Ctrl-C). */
LIBDTRACE_API void dtrace_request_stop(dtrace_hdl_t *dtp);
/* exit status requested by the script's exit(n), or 0 */
LIBDTRACE_API int dtrace_exit_status(dtrace_hdl_t *dtp);

/* aggregations: print every aggregation not yet printed by printa() */
LIBDTRACE_API int dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp, void *reserved);
/* every aggregation (bt: every map) as it is now, as the language prints
 * them at the end but with nothing before them (btrace's SIGUSR1) */
LIBDTRACE_API int dtrace_aggregate_snapshot(dtrace_hdl_t *dtp, FILE *fp);
/* an event of the consumer itself ("SIGUSR1": bt's self:signal:SIGUSR1)
 * while tracing: the program's probe of it run (1), or none there (0),
 * or -1 with an error */
LIBDTRACE_API int dtrace_self_event(dtrace_hdl_t *dtp, const char *event);
/* bt's test:NAME and bench:NAME probes (a program compiled with -x
 * btrun=test or bench), which the program does not run by itself: the
 * NAME of the i-th (from 0) of kind ("test", "bench") as written, or NULL
 * past the last */
LIBDTRACE_API const char *dtrace_self_probe(dtrace_hdl_t *dtp,
    const char *kind, int i);
/* run the probe of kind and name n times (in the consumer's context), its
 * records then read by dtrace_work(); first, what an earlier run's exit()
 * did is undone (the probes run again, dtrace_exit_status() is 0 until an
 * exit() of this run).  *nsp (if not NULL): the nanoseconds the n runs
 * took.  0, or -1 with an error. */
LIBDTRACE_API int dtrace_self_run(dtrace_hdl_t *dtp, const char *kind,
    const char *name, uint64_t n, uint64_t *nsp);

/* the aggregating functions */
typedef enum dtrace_aggfunc {
	DTRACE_AGG_COUNT, DTRACE_AGG_SUM, DTRACE_AGG_MIN, DTRACE_AGG_MAX,
	DTRACE_AGG_AVG, DTRACE_AGG_STDDEV, DTRACE_AGG_QUANTIZE,
	DTRACE_AGG_LQUANTIZE, DTRACE_AGG_LLQUANTIZE,
	DTRACE_AGG_STATS		/* bt's stats(): count, mean, total */
} dtrace_aggfunc_t;

/* a histogram's bucket: the values from dtab_lower to dtab_upper (both
 * included; INT64_MIN and INT64_MAX for the open ends) were counted
 * dtab_count times */
typedef struct dtrace_aggbucket {
	int64_t dtab_lower;
	int64_t dtab_upper;
	int64_t dtab_count;
} dtrace_aggbucket_t;

/* walk aggregation data: one call per (aggregation, key tuple), each
 * aggregation's keys in the order dtrace prints them (by value) */
typedef struct dtrace_aggdata {
	size_t dtad_structsize;
	const char *dtad_name;		/* aggregation name without '@' ("" for @) */
	const char *dtad_func;		/* "count", "sum", ... */
	int dtad_nkeys;
	const int64_t *dtad_keyints;	/* integer keys (0 for others) */
	const char *const *dtad_keystrs;/* string keys, and the text of
					   symbol and stack keys (NULL for
					   integer keys) */
	int64_t dtad_value;		/* the value dtrace prints: count,
					   sum, min, max, avg's mean,
					   stddev's deviation (normalized);
					   histograms: 0 (see the buckets) */
	dtrace_aggfunc_t dtad_function;
	const dtrace_value_t *dtad_keys;/* dtad_nkeys keys, every kind */
	int64_t dtad_normal;		/* normalize()'s factor (1) */
	int64_t dtad_count;		/* the data points (raw) */
	int64_t dtad_total;		/* their sum: sum, avg, stddev, stats */
	uint64_t dtad_sumsq[2];		/* stddev: the sum of the squares,
					   a 128-bit number, low word first */
	int64_t dtad_args[4];		/* lquantize: low, high, step;
					   llquantize: factor, low, high,
					   steps */
	int dtad_nbuckets;		/* quantize, lquantize, llquantize:
					   every bucket, in order (0 else) */
	const dtrace_aggbucket_t *dtad_buckets;
} dtrace_aggdata_t;
/* func returns 0 to go on (DTRACE_AGGWALK_NEXT), else the walk stops and
 * returns that */
typedef int dtrace_aggregate_f(const dtrace_aggdata_t *ad, void *arg);
LIBDTRACE_API int dtrace_aggregate_walk(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg);

/*
 * Handlers for runtime errors, drops and process notices, called with
 * what happened; each message is the complete line dtrace prints,
 * without "dtrace: " or a newline.  Without a handler, the library
 * prints it on stderr after "dtrace: ".  A handler returns
 * DTRACE_HANDLE_OK, or DTRACE_HANDLE_ABORT to make dtrace_work() fail
 * (EDT_DIRABORT).
 */
#define DTRACE_HANDLE_ABORT	-1
#define DTRACE_HANDLE_OK	0

/* the faults of dteda_fault (0: a message that is not a fault) */
enum {
	DTRACEFLT_NONE = 0, DTRACEFLT_BADADDR, DTRACEFLT_BADALIGN,
	DTRACEFLT_ILLOP, DTRACEFLT_DIVZERO, DTRACEFLT_NOSCRATCH
};

typedef struct dtrace_errdata {
	size_t dteda_structsize;
	dtrace_hdl_t *dteda_handle;
	const dtrace_probedesc_t *dteda_pdesc;	/* NULL: not of a probe */
	uint32_t dteda_epid;
	int dteda_action;		/* action (1...) in the clause; 0:
					   its predicate */
	int dteda_fault;		/* DTRACEFLT_* */
	uint64_t dteda_addr;		/* BADADDR, BADALIGN: the address */
	const char *dteda_msg;
} dtrace_errdata_t;

/* the kinds of drop (what -x droptags prints as DTRACEDROP_*) */
typedef enum dtrace_dropkind {
	DTRACEDROP_PRINCIPAL, DTRACEDROP_AGGREGATION, DTRACEDROP_DYNAMIC,
	DTRACEDROP_SPECUNAVAIL, DTRACEDROP_SPEC,
	DTRACEDROP_UNPAGED	/* copyin(), copyinstr() ... of user memory
				   not paged in: read as zeroes */
} dtrace_dropkind_t;

typedef struct dtrace_dropdata {
	size_t dtdda_structsize;
	dtrace_hdl_t *dtdda_handle;
	int dtdda_cpu;			/* -1: all CPUs */
	dtrace_dropkind_t dtdda_kind;
	uint64_t dtdda_drops;		/* since the last report */
	const char *dtdda_msg;
} dtrace_dropdata_t;

/* what happened to a process of -c or -p */
typedef enum dtrace_prockind {
	DTRACE_PROC_EXITED,		/* dtpd_status: its exit status */
	DTRACE_PROC_KILLED,		/* dtpd_status: the signal */
	DTRACE_PROC_GONE		/* grabbed, gone: no status known */
} dtrace_prockind_t;

typedef struct dtrace_procdata {
	size_t dtpd_structsize;
	dtrace_hdl_t *dtpd_handle;
	pid_t dtpd_pid;
	dtrace_prockind_t dtpd_kind;
	int dtpd_status;
	const char *dtpd_msg;		/* "pid 123 has exited" */
} dtrace_procdata_t;

typedef int dtrace_handle_err_f(const dtrace_errdata_t *e, void *arg);
typedef int dtrace_handle_drop_f(const dtrace_dropdata_t *d, void *arg);
typedef int dtrace_handle_proc_f(const dtrace_procdata_t *p, void *arg);
LIBDTRACE_API int dtrace_handle_err(dtrace_hdl_t *dtp,
    dtrace_handle_err_f *f, void *arg);
LIBDTRACE_API int dtrace_handle_drop(dtrace_hdl_t *dtp,
    dtrace_handle_drop_f *f, void *arg);
LIBDTRACE_API int dtrace_handle_proc(dtrace_hdl_t *dtp,
    dtrace_handle_proc_f *f, void *arg);

/* a handler told when placing or removing probes has taken more than a
 * second (msg: "enabling 110609 probes in /usr/lib/.../libc.so.6"), once
 * for each such step, while it goes on */
typedef void dtrace_handle_progress_f(dtrace_hdl_t *dtp, const char *msg,
    void *arg);
LIBDTRACE_API int dtrace_handle_progress(dtrace_hdl_t *dtp,
    dtrace_handle_progress_f *f, void *arg);

#ifdef __cplusplus
}
#endif

#endif
