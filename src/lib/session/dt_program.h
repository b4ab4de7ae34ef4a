/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_program.h -- a compiled D program: its types, variables,
 * aggregations, clauses and the layout of every record its clauses write.
 *
 * The semantic pass (src/lib/sema/dt_sema_*.c) fills it from the AST; the code generator
 * (dt_cg.c) turns each site's clauses into one BPF program; the loader
 * (dt_bpf.c) creates the maps; the consumer (dt_consume.c) decodes records
 * with the layouts kept here.
 */
#ifndef DT_PROGRAM_H
#define DT_PROGRAM_H

#include <stdint.h>

#include "dtrace.h"
#include "dt_diag.h"
#include "dt_error.h"
#include "dt_errtag.h"
#include "dt_lang.h"
#include "dt_options.h"
#include "dt_printf.h"
#include "dt_provider.h"
#include "dt_strbuf.h"
#include "dt_type.h"

struct dt_node;
struct dt_ast;
struct dt_sinfo;

#define DT_MAXKEYS	8
#define DT_MAXFRAMES	127	/* stack() and ustack() depth */
/* rh_clause of a record that only says "pid u64 has user symbols to
 * keep" (ustack(), usym() ...: the consumer reads its memory map) */
#define DT_REC_UPID	0x7fff
/* rh_clause of bt's join() strings: u64 (clause << 32 | action index),
 * u64 count, then DT_BTJOIN_MAX strings of DT_BTJOIN_SIZE bytes; what the
 * clause recorded before the join() is sent before it */
#define DT_REC_BTJOIN	0x7ffe
/* rh_clause of a record that says "process u64 (its low half) called its
 * dynamic loader's _dl_debug_state(): its mappings may have changed"; the
 * high half is 1 when the program stopped the process (SIGSTOP) for the
 * consumer to enable the probes of what it mapped, then let it go on */
#define DT_REC_DLMAP	0x7ffd
/* rh_clause of an element of a bt map variable as it is when print(@m)
 * runs under -O openbsd (an action with ac_btsnap): u32 the map's fd,
 * u32 0, then the element's key (k_size bytes) and value (v_vsize); the
 * print's own record follows its elements */
#define DT_REC_BTSNAP	0x7ffc
#define DT_BTJOIN_REC	(sizeof(dt_rechdr_t) + 16 + \
	DT_BTJOIN_MAX * DT_BTJOIN_SIZE)

/* a key tuple (associative arrays and aggregations) */
typedef struct dt_keys {
	int k_n;
	dt_type_t k_types[DT_MAXKEYS];
	uint32_t k_off[DT_MAXKEYS];
	uint32_t k_size;	/* total, rounded to 8 */
} dt_keys_t;

typedef enum dt_varkind {
	DT_VAR_GLOBAL,		/* scalar in the globals map */
	DT_VAR_ARRAY,		/* global associative array: one hash map */
	DT_VAR_SELF,		/* thread-local: one hash map keyed by tid */
	DT_VAR_THIS		/* clause-local: slot in the dctx */
} dt_varkind_t;

typedef struct dt_var {
	char *v_name;
	dt_varkind_t v_kind;
	dt_type_t v_type;
	int v_typed;		/* type fixed by a declaration or first use */
	dt_keys_t v_keys;	/* DT_VAR_ARRAY */
	uint32_t v_off;		/* GLOBAL: globals offset; THIS: dctx offset */
	uint32_t v_vsize;	/* stored value size (rounded to 8) */
	int v_map_fd;		/* ARRAY, SELF */
	int v_line;		/* first use, for messages */
	int v_bt;		/* a bt map (@name): DT_VBT_* */
	int v_btpoison;		/* bt's $x: 1 + the id of the clause in which
				   an assignment to it failed */
	int v_loop;		/* THIS: tested by a while's condition */
	/* THIS: the map for-loop (DT_NODE_FOR) in whose body, which runs in
	 * a stack frame of its own, it is used (or one of several: see
	 * dt_cg_forvars), NULL if none; used outside them too */
	const void *v_for;
	int v_forout;
	int v_stk;		/* THIS: kept on the BPF stack at this
				   offset (negative), or 0: see dt_sema_stkvars */
	const void *v_clause;	/* a bt scratch variable ($x, THIS): the
				   clause it is of (each has its own) */
	struct dt_var *v_next;
} dt_var_t;

/*
 * A D string variable kept in the globals or the clause-local area can
 * hold a NULL string (strings are addresses in DTrace, 0 one of them):
 * a u64 after its characters (at v_off + v_vsize), non-zero while it is
 * NULL.  A dynamic one is NULL by being absent.
 */
#define DT_VAR_NULLABLE(vp, lflags) \
	((vp)->v_type.t_kind == DT_TK_STRING && \
	!((lflags) & DT_LF_STRNOTNULL) && \
	((vp)->v_kind == DT_VAR_GLOBAL || (vp)->v_kind == DT_VAR_THIS))

/* the global holding when tracing started (CLOCK_MONOTONIC ns), for bt's
 * elapsed */
#define DT_BT_START	"__bt_start"

/* v_bt: a bt map, printed at exit; a map without keys is an array of one
 * element; assigning 0 keeps an element (delete() removes it) */
#define DT_VBT_MAP	1
#define DT_VBT_SCALAR	2

/* a map declared with the BPF map it is and its size (bt's `let @m =
 * lruhash(100);`, bpftrace 0.24 and later): what the loader makes it */
typedef enum dt_mapkind {
	DT_MK_HASH, DT_MK_LRUHASH, DT_MK_PERCPUHASH, DT_MK_PERCPUARRAY,
	DT_MK_PERCPULRUHASH
} dt_mapkind_t;

typedef struct dt_mapdecl {
	char *md_name;		/* "@m" */
	dt_mapkind_t md_kind;
	uint32_t md_entries;
	struct dt_mapdecl *md_next;
} dt_mapdecl_t;

typedef enum dt_aggfunc {
	DT_AGG_COUNT, DT_AGG_SUM, DT_AGG_MIN, DT_AGG_MAX, DT_AGG_AVG,
	DT_AGG_STDDEV, DT_AGG_QUANTIZE, DT_AGG_LQUANTIZE, DT_AGG_LLQUANTIZE,
	DT_AGG_STATS,		/* bt's stats(): count, mean and total */
	DT_AGG_NFUNCS
} dt_aggfunc_t;

#define DT_QUANTIZE_NBUCKETS	127	/* ..., -2, -1, 0, 1, 2, 4, ... */
#define DT_QUANTIZE_ZERO	63	/* the bucket of 0 */

/* Aggregation value layout (u64 words): [0] = number of data points on
 * this CPU (0: this CPU's copy is empty), then per function:
 * count: -; sum: [1] sum; min: [1] min; max: [1] max; avg, stats: [1] sum;
 * stddev: [1] sum, [2] [3] the sum of squares (128 bits, low word first);
 * quantize, lquantize, llquantize: [1 .. a_nbuckets] the buckets. */
typedef struct dt_agg {
	char *a_name;		/* without '@'; "" for @ */
	int a_id;
	dt_aggfunc_t a_func;
	int a_funcset;
	int a_plainset;		/* bt: a plain value stored before its
				   aggregating function, of a_plaintype */
	dt_type_t a_plaintype;
	/* lquantize: low, high, step; llquantize: factor, low, high, steps */
	int64_t a_arg[4];
	uint32_t a_nbuckets;		/* histograms */
	dt_keys_t a_keys;
	int a_keyed;
	uint32_t a_valsize;
	int a_map_fd;
	/* consumer state */
	int a_printed;		/* printed by printa(): not again at exit */
	int64_t a_normal;	/* normalize(): values are divided by it (0: 1) */
	int a_cleared;		/* unkeyed and clear()ed: prints as zero */
	int a_line;
	struct dt_agg *a_next;
} dt_agg_t;

/* what an action writes into a clause's record */
typedef enum dt_actkind {
	DT_ACT_TRACE,		/* one value */
	DT_ACT_PRINTF,		/* format + values */
	DT_ACT_PRINTA,		/* format (or NULL) + aggregation ids */
	DT_ACT_EXIT,		/* int status */
	DT_ACT_ERROR,		/* a run-time fault: u64 code, u64 addr, u64 pc */
	DT_ACT_SYSTEM,		/* format + values: a shell command to run */
	/* speculations: one u64 field, (id << 32) | generation */
	DT_ACT_SPECULATE,	/* the record is the speculation's, not output */
	DT_ACT_COMMIT,		/* output the speculation's records */
	DT_ACT_DISCARD,		/* drop them */
	DT_ACT_TRACEMEM,	/* bytes (a string-typed field of n bytes), and
				   how many to show (int) */
	DT_ACT_PCAP,		/* a packet: its first bytes (a string-typed
				   field of pcapsize bytes), how many were
				   captured, its length, its link type, and
				   the wall-clock time (int64 fields) */
	DT_ACT_SETOPT,		/* option name, value (strings) */
	DT_ACT_FREOPEN,		/* format + values: the file output goes to */
	DT_ACT_FTRUNCATE,	/* no fields */
	DT_ACT_PRINT,		/* a value (an object's bytes) of its type */
	/* on ac_aggs[0]; normalize and trunc (with n): one int64 field */
	DT_ACT_NORMALIZE, DT_ACT_DENORMALIZE, DT_ACT_TRUNC, DT_ACT_CLEAR,
	/* bt's */
	DT_ACT_BTPRINT,		/* print(@m[, top[, div]]): the aggregation
				   ac_aggs[0] or the map variable ac_var; two
				   int64 fields, top and div */
	DT_ACT_BTCLEAR,		/* clear(@m) of a map variable: no element
				   left */
	DT_ACT_BTZERO,		/* zero(@m) of a map variable: every value 0 */
	DT_ACT_BTTIME,		/* time([fmt]): now, by strftime(3) format
				   ac_str */
	DT_ACT_BTCAT,		/* cat(fmt, ...): format + values: a file whose
				   text is printed */
	DT_ACT_BTJOIN,		/* join(argv[, sep]): no field, its strings
				   come in a record of their own
				   (DT_REC_BTJOIN); separator ac_str */
	DT_ACT_BTWATCH,		/* a watchpoint:FUNC+argN's set-up: the
				   address (a u64 field) to put a breakpoint
				   on for the watchpoint probe ac_str
				   ("watchpoint:FUNC+argN:LEN-MODE") */
	DT_ACT_BTUNWATCH,	/* unwatch(addr): the address (a u64 field)
				   whose breakpoints are removed */
	DT_ACT_BTERRORF		/* errorf(fmt, ...): printf()'s, to stderr,
				   inside the error text ac_str (its message
				   where its \001 is) */
} dt_actkind_t;

/* join(): how many strings of an array, each at most how long (its NUL
 * included), as bpftrace 0.17 reads them */
#define DT_BTJOIN_MAX	16
#define DT_BTJOIN_SIZE	1024

typedef struct dt_field {
	dt_type_t f_type;
	uint32_t f_off;		/* offset in the record data */
} dt_field_t;

typedef struct dt_action {
	dt_actkind_t ac_kind;
	int ac_nfields;
	dt_field_t *ac_fields;
	dt_pfmt_t *ac_fmt;
	dt_agg_t **ac_aggs;	/* printa, normalize, trunc, clear ... */
	int ac_naggs;
	uint32_t ac_nbytes;	/* tracemem: bytes recorded */
	const dt_var_t *ac_var;	/* bt's print, clear, zero: a map variable */
	int ac_btsnap;		/* bt's print, clear, zero of ac_var done
				   when it runs (-O openbsd): print's
				   elements sent before it (DT_REC_BTSNAP),
				   clear and zero done by the program */
	char *ac_str;		/* bt's time format, join separator */
	int ac_line;
	struct dt_action *ac_next;
} dt_action_t;

/* one clause of the script, as compiled */
typedef struct dt_clause {
	int c_id;		/* index in script order */
	struct dt_node *c_node;
	dt_action_t *c_acts;
	uint32_t c_recsize;	/* record data bytes (after the header) */
	int c_records;		/* writes a record when it fires */
	int c_usesargs;		/* reads arg0..arg9 or args[] */
	int c_usescratch;	/* alloca() or copyin(): its allocations
				   start anew when it runs */
	int c_epid;		/* EPID of its first probe; then one per probe */
	int c_error;		/* a clause of dtrace:::ERROR */
	dt_probe_t **c_probes;	/* probes its descriptions matched */
	int c_nprobes;
	int *c_pdmatch;		/* the probes each description matched */
	int c_npdmatch;
	int c_btprobe;		/* bt: reads probe (bpftrace makes a program
				   per probe) */
	struct dt_clause *c_next;
} dt_clause_t;

/* record header written before each clause's data */
typedef struct dt_rechdr {
	uint32_t rh_prid;
	uint16_t rh_clause;
	uint16_t rh_cpu;
} dt_rechdr_t;

/* layout of the globals map value: the state word first */
#define DT_G_STATE	0	/* u64: 0 inactive, 1 active, 2 draining */
#define DT_G_FIRST	8
#define DT_STATE_INACTIVE	0
#define DT_STATE_ACTIVE		1
#define DT_STATE_DRAINING	2

/* the pinfo map: per probe id, four zero-padded names */
#define DT_PINFO_PROV	0
#define DT_PINFO_MOD	64
#define DT_PINFO_FUNC	128
#define DT_PINFO_NAME	320
#define DT_PINFO_SIZE	384

/* per-CPU statistics counters (the stats map, u64 each) */
enum { DT_STAT_DROPS, DT_STAT_AGGDROPS, DT_STAT_DYNDROPS, DT_STAT_ERRORS,
	DT_STAT_SPECFAIL,
	DT_STAT_UNPAGED,	/* user memory not in memory, read as zeroes */
	DT_STAT_MAX };

/* an inline: name = expression, of a declared type */
typedef struct dt_inline {
	char *in_name;
	dt_type_t in_type;
	struct dt_node *in_expr;	/* in the AST that declared it */
	/* an inline array's parameters (inline T name[T1 p1, ...] = e):
	 * their TYPE nodes, each named, in that AST; NULL for a scalar */
	struct dt_node *in_params;
	struct dt_inline *in_next;
} dt_inline_t;

/* a translator: members of out computed from ident, of type in */
typedef struct dt_xlator {
	dt_type_t xl_out;	/* the struct or union */
	dt_type_t xl_in;
	const char *xl_ident;
	struct dt_node *xl_members;	/* XLMEMBER list, in the declaring AST */
	struct dt_xlator *xl_next;
} dt_xlator_t;

typedef struct dt_decls {
	dt_inline_t *d_inlines;
	dt_xlator_t *d_xlators;
	struct dt_ast *d_ast;	/* the library's own: freed with it */
	struct dt_ast **d_libasts;	/* the -L directories' files' */
	int d_nlibasts;
} dt_decls_t;

void dt_decls_free(dt_decls_t *dp);

/* a description naming one process (pid1234:libm.so.6:cos:entry), looked
 * at again when that process maps new objects: the probes it then matches
 * are enabled for its clause */
typedef struct dt_late {
	dt_clause_t *l_clause;
	dtrace_probedesc_t l_desc;
	int l_pid;
} dt_late_t;

typedef struct dt_compiled {
	struct dt_ast **p_asts;		/* one per compile call */
	const char *p_file;		/* the first one's file (its da_file),
					   or NULL */
	int p_nasts;
	struct dt_ast *p_ast;		/* the one being analysed */
	int p_finished;			/* dt_sema_finish done */
	dt_clause_t *p_clauses;
	int p_nclauses;
	dt_clause_t **p_clausev;	/* by id */
	dt_var_t *p_vars;
	dt_agg_t *p_aggs;
	int p_naggs;
	dt_agg_t **p_aggv;		/* by id */
	uint32_t p_gsize;		/* globals map value size */
	uint32_t p_thissize;		/* clause-local area in the dctx */
	uint32_t p_recmax;		/* largest record */
	/* string literals: each at a strsize-aligned slot of the strtab map */
	char **p_strs;
	int p_nstrs;
	uint32_t p_strslot;
	uint32_t p_strs_base;		/* offset of the first literal (after the zero area) */
	/* the enabled probes, by id, with the clauses each runs */
	dt_site_t *p_sites;
	dt_late_t *p_late;		/* descriptions naming one process */
	int p_nlate;
	dt_site_t *p_watches;		/* per process of p_late: the program
					   on its _dl_debug_state() */
	int p_nmatched;
	int p_nunset;			/* bt's watchpoint:FUNC+argN probes
					   whose FUNC is not found: not
					   counted in p_nmatched */
	char **p_btmissing;		/* bt: "GROUP/EVENT" of tracepoints
					   a probe list names that the kernel
					   lacks: counted in p_nmatched,
					   reported when attaching */
	int p_nbtmissing;
	char *p_btattacherr;		/* bt: why the first probe bpftrace
					   fails to attach cannot be (a
					   uprobe at an offset outside its
					   function): dtrace_go() fails with
					   it, once the programs are loaded */
	int p_nbtattacherr;		/* such probes: counted in
					   p_nmatched */
	/* maps */
	int p_globals_fd, p_strtab_fd, p_scratch_fd, p_rb_fd, p_stats_fd,
	    p_pinfo_fd;
	uint32_t p_scratchsize;
	uint32_t p_abase;	/* dctx offset of the alloca() memory: the
				   scratchsize bytes of a clause and as many
				   again (for the verifier), the u64 before
				   it the bytes in use */
	uint64_t p_rbsize;		/* the ring buffer's data bytes */
	void *p_gmem;			/* the globals map, mmapped */
	size_t p_gmemsize;
	uint32_t p_pinfo_slot;		/* bytes per probe in the pinfo map */
	int p_loaded, p_attached;
	unsigned p_cflags;
	int p_exitstatus;
	struct dt_sinfo *p_sinfos;	/* allocation chain */
	int p_pmask_fd;			/* prid -> clause bitmask, or -1 */
	int p_nerror;			/* clauses of dtrace:::ERROR */
	dt_decls_t p_decls;		/* the program's inlines and translators */
	int p_destructive;		/* uses a destructive action (line) */
	int p_usespec;			/* uses speculations: the spec map */
	int p_speculates;		/* has a speculate() */
	int p_usestrtok;		/* uses strtok(): state in the dctx */
	int p_spec_fd;			/* per speculation: u64 busy, u64 generation */
	int p_useupids;			/* user symbols: pids reported once */
	int p_usebtjoin;		/* bt's join(): room for its record */
	int p_upids_fd;			/* LRU: pids already reported */
	uint32_t p_error_prid;
	int p_hasloop;			/* bt's while loops */
	struct dt_bttuple *p_bttups;	/* bt's tuple types, by t_aux */
	int p_nbttups;
	/* bt -k/-kk: the source text, and the call sites whose failed
	 * helper is reported (a warning record names one by its index) */
	char *p_bttext;
	size_t p_bttextlen;
	struct dt_btcheck *p_btchecks;
	int p_nbtchecks;
	int p_btnoaddr;			/* bt: "Addrspace is not set" said */
	dt_mapdecl_t *p_mapdecls;	/* maps declared (bt's let @m = ...) */
} dt_compiled_t;

/* a bt tuple type: its elements' types and offsets, laid out as C lays
 * out a struct of them (as bpftrace does: a string is a char array) */
typedef struct dt_bttuple {
	int tu_n;
	dt_type_t *tu_types;
	uint32_t *tu_off;
	char **tu_names;	/* NULL, or a record's element names (bt's
				   args: printed as a struct) */
	uint32_t tu_align;
	uint32_t tu_size;
} dt_bttuple_t;

#define DT_BTTUPLE_MAX	1024	/* elements of a tuple */

/* is t a bt tuple; (dt_btval.c) its layout in program pp */
static inline int
dt_bttuple_is(const dt_type_t *t)
{
	return t->t_kind == DT_TK_STACK && t->t_sym == DT_SYM_BTTUPLE;
}
const dt_bttuple_t *dt_bttuple_of(const dt_compiled_t *pp,
    const dt_type_t *t);

/* a call site of a helper checked at run time (bt's -k, -kk): the
 * helper's name and the place bpftrace gives it (line, columns) */
typedef struct dt_btcheck {
	const char *bc_helper;
	int bc_line, bc_col, bc_end;
} dt_btcheck_t;

/* the code of a fault record that is not a fault: a bt helper that
 * failed (dt_cg_btcheck), its result and the index of its call site
 * in p_btchecks after the code */
#define DT_FAULT_BTHELPER	0x100


struct dtrace_prog {
	dt_compiled_t *pg_prog;
	const struct dt_ast *pg_ast;		/* its syntax tree (the program's) */
	int pg_first, pg_nclauses;	/* its clauses in the program */
	struct dtrace_prog *pg_next;
};

/* dt_diag_tag.c: a compile error at node dnp (placed by the language),
 * and at line (0: none to give), tagged with -x errtags */
int dt_program_error(dtrace_hdl_t *dtp, const struct dt_node *dnp, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
int dt_compile_error(dtrace_hdl_t *dtp, int line, const char *msg);

/* dt_program.c */
void dt_program_destroy(dtrace_hdl_t *dtp);
void dt_compiled_free(dt_compiled_t *pp);

/*
 * dt_open.c: the handle made again as dtrace_open() left it, for another
 * program compiled as if on a new handle (fuzz/fuzz_compile.c compiles
 * one input after another so): the programs compiled, the types and
 * declarations they added (the D library's, read again when needed), the
 * language, the options and the error are forgotten.  What was read of
 * the system is kept: the kernel's BTF (unless btfpath replaced it), the
 * probe table and the symbol tables.  Not once tracing has started.
 */
void dt_handle_reset(dtrace_hdl_t *dtp);

#endif
