/*
 * dt_options.h -- the options (-x, #pragma D option): their ids, one table
 * of names and types (dt_options.c), and a value read through the handle.
 */
#ifndef DT_OPTIONS_H
#define DT_OPTIONS_H

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

/* the value of option id (DT_OPT_UNSET if it has none) */
int64_t dt_opt(const dtrace_hdl_t *dtp, dt_optid_t id);
/* nspec (1 to 64) and strsize, as the stages use them */
#define DT_NSPEC(dtp)	(dt_opt((dtp), DT_OPT_NSPEC) < 1 ? 1 : \
	dt_opt((dtp), DT_OPT_NSPEC) > 64 ? 64 : dt_opt((dtp), DT_OPT_NSPEC))
#define DT_STRSIZE(dtp)	((uint32_t)dt_opt((dtp), DT_OPT_STRSIZE))

/* what a size option may cost (a quarter of the memory, at most 1 GiB);
 * bufsize, aggsize, dynvarsize and specsize past it lowered to it, as
 * DTrace lowers a buffer it cannot get (dtrace_go, before loading) */
int64_t dt_memcap(void);
void dt_opt_lower(dtrace_hdl_t *dtp);

/* the machine's possible CPUs */
int dt_ncpus(const dtrace_hdl_t *dtp);

#endif
