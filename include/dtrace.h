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
/* Consume buffered records, printing them to fp.  The two callbacks are
 * optional (NULL): the library formats the default output itself. */
typedef struct dtrace_probedata dtrace_probedata_t;
typedef int dtrace_consume_probe_f(const dtrace_probedata_t *data, void *arg);
typedef int dtrace_consume_rec_f(const dtrace_probedata_t *data, void *arg);
LIBDTRACE_API dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_consume_probe_f *pfunc, dtrace_consume_rec_f *rfunc, void *arg);
/* Ask the consumer to finish: as if exit(0) were called (Ctrl-C). */
LIBDTRACE_API void dtrace_request_stop(dtrace_hdl_t *dtp);
/* exit status requested by the script's exit(n), or 0 */
LIBDTRACE_API int dtrace_exit_status(dtrace_hdl_t *dtp);

/* aggregations: print every aggregation not yet printed by printa() */
LIBDTRACE_API int dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp, void *reserved);

/* walk aggregation data: one call per (aggregation, key tuple) */
typedef struct dtrace_aggdata {
	const char *dtad_name;		/* aggregation name without '@' ("" for @) */
	const char *dtad_func;		/* "count", "sum", ... */
	int dtad_nkeys;
	const int64_t *dtad_keyints;	/* integer keys (0 for string keys) */
	const char *const *dtad_keystrs;/* string keys (NULL for integer keys) */
	int64_t dtad_value;		/* count/sum/min/max value, avg mean */
} dtrace_aggdata_t;
typedef int dtrace_aggregate_f(const dtrace_aggdata_t *ad, void *arg);
LIBDTRACE_API int dtrace_aggregate_walk(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg);

/* handlers for runtime errors, drops and process notices; the message is
 * the complete line DTrace prints, without "dtrace: " or a newline */
typedef void dtrace_handle_msg_f(dtrace_hdl_t *dtp, const char *msg, void *arg);
LIBDTRACE_API int dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg);
LIBDTRACE_API int dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg);
LIBDTRACE_API int dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg);

/* a handler told when placing or removing probes has taken more than a
 * second ("enabling 110609 probes in /usr/lib/.../libc.so.6"), once for
 * each such step, while it goes on */
LIBDTRACE_API int dtrace_handle_progress(dtrace_hdl_t *dtp, dtrace_handle_msg_f *f, void *arg);

#ifdef __cplusplus
}
#endif

#endif
