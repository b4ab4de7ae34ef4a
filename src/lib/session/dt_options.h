/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_options.h -- the options (-x, #pragma D option): their ids, one table
 * of names and types (dt_options.c), and a value read through the handle.
 */
#ifndef DT_OPTIONS_H
#define DT_OPTIONS_H

#include <stddef.h>
#include <stdint.h>

#include "dtrace.h"

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
	DT_OPT_EXITAGGS,		/* dtrace -O: JSON prints aggregations
					   at the end */
	DT_OPT_HTTPPORT,		/* OpenMetrics over HTTP on this port */
	DT_OPT_STACKINDENT,
	DT_OPT_BPFLOG,
	DT_OPT_RAWBYTES,
	DT_OPT_CPP,
	DT_OPT_CPPHDRS,
	DT_OPT_DEFINE,			/* counts; the values are in dt_cppargv */
	DT_OPT_UNDEF,
	DT_OPT_INCDIR,
	DT_OPT_INCLUDE,			/* bt's --include FILE (dt_cppargv) */
	DT_OPT_CPPARGS,			/* more words for cpp (dt_cppargv) */
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
	DT_OPT_VMLINUX,			/* the kernel's DWARF from this file
					   (dt_vmlinux): kinst's inlined copies */
	DT_OPT_NODEMANGLE,		/* bt: C++ names of user functions left
					   mangled */
	DT_OPT_MAXPROBES,		/* bt: bpftrace's limit on the probes it
					   attaches */
	DT_OPT_NOEXITMAPS,		/* bt: the maps are not printed at the
					   end */
	DT_OPT_BTOPENBSD,		/* bt: OpenBSD btrace's programs are
					   accepted too */
	DT_OPT_BTRUN,			/* bt: DT_BTRUN_*, which probes the
					   program keeps (--test, --bench) */
	/* DTrace's options that Linux makes moot, or that change little:
	 * checked as DTrace checks them (docs/options.md) */
	DT_OPT_BUFRESIZE,		/* DT_BUFRESIZE_*: manual refuses a size
					   the library would lower */
	DT_OPT_CLEANRATE,		/* kept within DTrace's bounds */
	DT_OPT_GRABANON,		/* no anonymous state: dtrace_go fails */
	DT_OPT_TEMPORAL,
	DT_OPT_JSTACKFRAMES,
	DT_OPT_JSTACKSTRSIZE,
	DT_OPT_ARGREF,			/* operands need not be referenced */
	DT_OPT_EMPTY,			/* an empty program compiles */
	DT_OPT_ENCODING,		/* DT_ENCODING_* or unset (from TERM) */
	DT_OPT_IREGS,
	DT_OPT_KNODEFS,
	DT_OPT_LIBDIR,			/* how many were given */
	DT_OPT_LINKMODE,
	DT_OPT_LDPATH,			/* moot: no DOF is linked */
	DT_OPT_NOLIBS,			/* the D library is not read */
	DT_OPT_PSPEC,
	DT_OPT_STDC,			/* DT_STDC_*: how cpp is run */
	DT_OPT_STRIP,
	DT_OPT_SYSLIBDIR,
	DT_OPT_TREE,			/* syntax trees on stderr: bit 1 after
					   parsing, bits 2 and 4 after the
					   semantic pass */
	DT_OPT_UNODEFS,
	DT_OPT_VERBOSE,			/* as -S */
	DT_OPT_VERSION,			/* DT_VERSION_NUMBER() of the D version */
	DT_OPT_LOCKMEM,			/* RLIMIT_MEMLOCK; INT64_MAX unlimited */
	DT_OPT_MAXFRAMES,		/* the most frames of any stack */
	DT_OPT_NORESOLVE,		/* user addresses as object:offset */
	DT_OPT_SCRATCHSIZE,		/* alloca()/copyin() bytes a clause */
	DT_OPT_AGGPERCPU,
	DT_OPT_AMIN,			/* a stability attribute, checked */
	DT_OPT_CORE,			/* dtrace dumps core when it exits */
	DT_OPT_CTYPES,
	DT_OPT_DTYPES,
	DT_OPT_DEBUG,
	DT_OPT_EVALTIME,		/* DT_EVAL_*: where -c stops first */
	DT_OPT_LATE,
	DT_OPT_LAZYLOAD,
	DT_OPT_LINKTYPE,
	DT_OPT_PGMAX,
	DT_OPT_SETENV,			/* set; the values in dt_procenv */
	DT_OPT_UNSETENV,
	DT_OPT_TREGS,
	DT_OPT_QUIETRESIZE,		/* no "lowered" notices */
	DT_OPT_ZONE,
	DT_OPT_PCAPSIZE,		/* bytes of a packet pcap() records (see
					   DT_PCAPSIZE) */
	DT_OPT_DEMANGLE,		/* C++ names in stacks and symbols */
	DT_OPT_MAX
} dt_optid_t;

#define DT_OPT_UNSET	INT64_MIN

/* values of DT_OPT_OFORMAT */
#define DT_OFORMAT_TEXT	0
#define DT_OFORMAT_JSON	1
#define DT_OFORMAT_BT	2		/* bpftrace's text */
#define DT_OFORMAT_BTJSON	3		/* bpftrace's -f json */
#define DT_OFORMAT_FOLDED	4		/* stacks for flame graphs */
#define DT_OFORMAT_OPENMETRICS	5		/* aggregations as metrics */
#define DT_OFORMAT_BTOPENBSD	6		/* bt, maps as OpenBSD's btrace */

/* btrun: a bt program's tracing probes (test: and bench: ones left out),
 * or its test: probes only, or its bench: probes only */
#define DT_BTRUN_TRACE		0
#define DT_BTRUN_TEST		1
#define DT_BTRUN_BENCH		2

/* values of DT_OPT_BUFPOLICY (dt_options.c) */
enum { DT_BUFPOLICY_RING, DT_BUFPOLICY_FILL, DT_BUFPOLICY_SWITCH };
/* values of DT_OPT_BUFRESIZE, DT_OPT_ENCODING, DT_OPT_LINKMODE and
 * DT_OPT_STDC: their words in DTrace's order */
enum { DT_BUFRESIZE_AUTO, DT_BUFRESIZE_MANUAL };
enum { DT_ENCODING_ASCII, DT_ENCODING_UTF8 };
enum { DT_LINK_KERNEL, DT_LINK_PRIMARY, DT_LINK_DYNAMIC, DT_LINK_STATIC };
enum { DT_STDC_XA, DT_STDC_XC, DT_STDC_XS, DT_STDC_XT };

/* D versions as DTrace numbers them: major.minor.micro in 8.12.12 bits */
#define DT_VERSION_NUMBER(M, m, u) \
	((((uint32_t)(M) & 0xff) << 24) | (((uint32_t)(m) & 0xfff) << 12) | \
	((uint32_t)(u) & 0xfff))
#define DT_VERS_LATEST	DT_VERSION_NUMBER(1, 13, 0)

/* -x evaltime: where a created process (-c) is stopped while the
 * program is compiled and enabled, so that what it does before is not
 * traced: at its exec, at its entry point (preinit: the libraries are
 * loaded; postinit, DTrace's default: their initialisers have run; both
 * the executable's entry point here), or at main() */
enum { DT_EVAL_EXEC, DT_EVAL_PREINIT, DT_EVAL_POSTINIT, DT_EVAL_MAIN };

/* alloca() and copyin() memory of a clause: scratchsize rounded up to 8 */
#define DT_SCRATCH(dtp) \
	((uint32_t)((dt_opt((dtp), DT_OPT_SCRATCHSIZE) + 7) & ~7LL))

/* bytes of a packet pcap() records: pcapsize, or as Oracle's DTrace
 * (unset or out of its bounds) an Ethernet frame's 1514 */
#define DT_PCAPSIZE(dtp) \
	((uint32_t)(dt_opt((dtp), DT_OPT_PCAPSIZE) > 0 && \
	dt_opt((dtp), DT_OPT_PCAPSIZE) < 65566 ? \
	dt_opt((dtp), DT_OPT_PCAPSIZE) : 1514))

typedef struct dt_optdesc {
	const char *od_name;
	dt_optid_t od_id;
	enum { DT_OT_BOOL, DT_OT_SIZE, DT_OT_RATE, DT_OT_INT, DT_OT_POLICY,
	    DT_OT_CPPARG, DT_OT_PATH, DT_OT_OFORMAT, DT_OT_LANG,
	    DT_OT_FLAG,		/* a compiler flag: no value at all */
	    DT_OT_UNFLAG,	/* clears the flag od_id: no value */
	    DT_OT_WORD,		/* one of od_words, stored as its index */
	    DT_OT_REGS,		/* a count above 0, read as atoi() reads */
	    DT_OT_VERSION,	/* a D version DTrace defines */
	    DT_OT_DIR,		/* a directory (any text) */
	    DT_OT_LOCKMEM,	/* a size, or "unlimited" */
	    DT_OT_ATTR,		/* a stability attribute: Stable/Stable/ISA */
	    DT_OT_ENV,		/* NAME=VALUE (setenv), NAME (unsetenv) */
	    DT_OT_ZONE		/* a zone's name: Linux has one, global */
	} od_type;
	int64_t od_default;
	int od_implemented;	/* 0: accepted but has no effect yet */
	const char *const *od_words;	/* DT_OT_WORD: NULL-terminated */
} dt_optdesc_t;

extern const dt_optdesc_t dt_optdescs[];
const dt_optdesc_t *dt_opt_lookup(const char *name);
/* parse a value of the option's type: "4m", "10hz", "1s" ... */
int dt_opt_parse(const dt_optdesc_t *od, const char *val, int64_t *out);

/* set every option to its default (dt_options.c) */
void dt_options_init(dtrace_hdl_t *dtp);

/* forget the D library directories of -L (libdir) */
void dt_libdirs_free(dtrace_hdl_t *dtp);
/* dtrace_setopt() for a #pragma D option: options that shape the
 * preprocessor are refused there, as in DTrace */
int dt_setopt_pragma(dtrace_hdl_t *dtp, const char *name, const char *value);
/* the text of a D version number: "1.13", "1.2.1" */
void dt_version_text(uint32_t v, char *buf, size_t len);

/* the value of option id (DT_OPT_UNSET if it has none) */
int64_t dt_opt(const dtrace_hdl_t *dtp, dt_optid_t id);
/* nspec (1 to 64) and strsize, as the stages use them */
#define DT_NSPEC(dtp)	(dt_opt((dtp), DT_OPT_NSPEC) < 1 ? 1 : \
	dt_opt((dtp), DT_OPT_NSPEC) > 64 ? 64 : dt_opt((dtp), DT_OPT_NSPEC))
#define DT_STRSIZE(dtp)	((uint32_t)dt_opt((dtp), DT_OPT_STRSIZE))

/* what a size option may cost (a quarter of the memory, at most 1 GiB);
 * bufsize, aggsize, dynvarsize and specsize past it lowered to it, as
 * DTrace lowers a buffer it cannot get (dtrace_go, before loading), or
 * with bufresize=manual refused (ENOMEM); the cleaning rate kept within
 * DTrace's bounds */
int64_t dt_memcap(void);
int dt_opt_lower(dtrace_hdl_t *dtp);
/* the locked-memory limit lockmem asks for, as far as the process may
 * raise it (before maps are made) */
void dt_opt_lockmem(const dtrace_hdl_t *dtp);

/* the machine's possible CPUs */
int dt_ncpus(const dtrace_hdl_t *dtp);

#endif
