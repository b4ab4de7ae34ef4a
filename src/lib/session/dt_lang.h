/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_lang.h -- the language operations table: what a language other than
 * D (the bt pack, src/lang/bt) does at the points the shared stages leave
 * to it.  The driver (dt_program.c) chooses the table once per compile
 * (dt_setlang()); shared code reaches a language only through it.  D's
 * table leaves every hook NULL: the shared code's own behaviour.
 */
#ifndef DT_LANG_H
#define DT_LANG_H

#include <stddef.h>
#include <stdint.h>

/* the languages compiled */
typedef enum dt_lang { DT_LANG_D, DT_LANG_BT, DT_NLANGS } dt_lang_t;

struct dtrace_hdl;
struct dt_node;

/* where the listed parameters of function func go (a place holding NULL),
 * or NULL if they are not wanted (lo_uparams) */
typedef char **dt_uparams_slot_f(const char *func, void *arg);
struct dt_ast;
struct dt_builtin;
struct dt_func;
struct dt_strbuf;
struct dt_type;
struct dt_var;
struct dt_probe;
struct dt_site;
struct dt_cglang;
struct dt_semalang;
struct dt_fmtops;

/* facts of a language (lo_flags) that the later stages act on */
/* ksym()/usym() map keys stay addresses, each its own entry (not made one
 * entry per symbol) */
#define DT_LF_RAWSYMKEYS	0x01
/* the run ends as bpftrace's does: its two newlines on standard output
 * even with -o, then every map and aggregation, sorted by name */
#define DT_LF_BTEND		0x02
/* exit() stops the reading: nothing more is printed but what END does */
#define DT_LF_EXITSTOPS		0x04
/* a BPF verifier log size of 0 loads nothing (the load error shown) */
#define DT_LF_NOLOG_NOLOAD	0x08
/* the consumer's errors go to stderr as "ERROR: ..." (not warnings) */
#define DT_LF_ERRLINES		0x20
/* code generation: >> is logical, signed or not; / and % are unsigned,
 * by 0 give 0; exit() leaves the clause; the helpers' results are
 * checked (-k, -kk: lo_cg's cl_hcheck); max() keeps only values above
 * 0 (bpftrace 0.17 compares with 0 where there is no value yet) */
#define DT_LF_RSH_LOGICAL	0x40
#define DT_LF_DIV_UNSIGNED	0x80
#define DT_LF_EXIT_RETURNS	0x100
#define DT_LF_HELPERCHECK	0x200
#define DT_LF_MAX_ABOVE0	0x400
/* the semantic pass: integers typed as bpftrace's (literals, $N and the
 * results of unary operators 64-bit, cpid a uint32; sizeof a string its
 * capacity, of an integer literal 8) */
#define DT_LF_BTINTS		0x800
/* positional parameters as bpftrace's: $# counts them, a missing one is
 * 0 (or "" to str()), one that is no number a string */
#define DT_LF_BTPARAMS		0x1000
/* compile errors as bpftrace gives them: in its words, and those of its
 * checks that come before D's */
#define DT_LF_BTERRS		0x2000
/* every error of a compile is reported (each statement's, each printf()
 * argument's, each lhist() parameter's), not only the first */
#define DT_LF_MANYERRS		0x4000
/* printf() as bpftrace's: the format a literal, parsed as bpftrace's,
 * with as many arguments as conversions; a symbol's value taken by %s, a
 * pointer and any integer by integer conversions */
#define DT_LF_BTPRINTF		0x8000
/* destructive actions refused at compile time without -w (--unsafe) */
#define DT_LF_UNSAFE		0x10000
/* this-variables ($x) are bpftrace's scratch variables: each clause's
 * own, $x++ on a new one refused, one assigned a wider integer kept as it
 * is */
#define DT_LF_SCRATCH		0x20000
/* tuples, which are no ?:'s result, and a map's key only as its one key
 * (its elements the keys: sl_tuplekey) */
#define DT_LF_TUPLES		0x40000
/* bpftrace's limits: BPFTRACE_NODE_MAX, BPFTRACE_MAX_BPF_PROGS */
#define DT_LF_BTLIMITS		0x80000
/* a probe description that is a number names no probe's id */
#define DT_LF_NOPROBEID		0x100000
/* a syscall's integer field is typed by its size and sign in the record
 * (8 bytes: int64_t or uint64_t), not by its C type */
#define DT_LF_SYSINT64		0x200000
/* timestamp is read anew each time (bpftrace's nsecs), not once per
 * firing as DTrace's is */
#define DT_LF_FRESHTIME		0x400000
/* a created process (-c) is let go before its exec, so that its exec and
 * dynamic loading are traced (bpftrace), not at -x evaltime's place */
#define DT_LF_PREEXEC		0x800000
/* a struct or union tag that names no type is an error (D, as C, makes a
 * pointer to one a pointer to its forward declaration) */
#define DT_LF_NOFWDTAGS		0x1000000
/* a string is never NULL: a map's missing string reads as "", and
 * reading a string never faults (D's strings are addresses, a NULL
 * string reads as a fault at address 0) */
#define DT_LF_STRNOTNULL	0x2000000
/* strsize counts a string's NUL (bpftrace's strlen), where DTrace's
 * strsize characters are recorded with their NUL */
#define DT_LF_STRSIZENUL	0x4000000
/* . on a pointer to a struct or union reaches the member as -> does
 * (bpftrace after 0.17: $p.field, curtask.fs.pwd) */
#define DT_LF_DOTDEREF		0x8000000
/* an identifier nothing else names may be an enumerator of the kernel's
 * BTF, a constant of its enum type (bpftrace after 0.17: TCP_ESTABLISHED) */
#define DT_LF_KENUMS		0x10000000
/* structs, unions and arrays are values (bpftrace): read from memory,
 * their bytes are copied where they are used (variables, maps, keys,
 * tuples, print()), not their address */
#define DT_LF_AGGVALUES		0x40000000
/* the program may name events of the consumer itself: the dtrace
 * provider's SIGUSR1, run when the command receives that signal
 * (bpftrace after 0.17: self:signal:SIGUSR1) */
#define DT_LF_SELFPROBES	0x80000000u

/* what the shared semantic pass tells the language about the current
 * compile error's place and its keeping (bt: bpftrace reports several) */
typedef enum dt_errhint {
	DT_EH_KEPT,		/* the error was kept already (get, set) */
	DT_EH_LATE,		/* one of a later pass (1, 2: final) (set) */
	DT_EH_BRACKETS,		/* the mark takes a map's keys (1), a cast's
				   type (2), a cast's "(name *" (3) (set) */
	DT_EH_END,		/* the column the mark ends at (set) */
	DT_EH_COUNT		/* the errors kept so far (get) */
} dt_errhint_t;

typedef struct dt_langops {
	const char *lo_name;
	/* the language's own built-in variables and functions (dt_ident.h),
	 * looked up before D's, which every language has; NULL-named row
	 * ends each */
	const struct dt_builtin *lo_builtins;
	const struct dt_func *lo_funcs;
	unsigned lo_flags;		/* DT_LF_* */
	/* what the language's code generation does itself (dt_cg_impl.h) */
	const struct dt_cglang *lo_cg;
	/* what the language's semantic pass decides itself (dt_sema_impl.h)
	 */
	const struct dt_semalang *lo_sema;
	/* -lv of uprobes: the parameters of each function the DWARF of the
	 * object at path defines, in the language's words, into the place
	 * slot gives (NULL: none wanted); NULL: parameters not listed */
	void (*lo_uparams)(const char *path, dt_uparams_slot_f *slot,
	    void *arg);
	/* the output back ends the language brings (dt_fmt.h), by the
	 * oformat option's value (DT_OFORMAT_*), lo_nformatters of them,
	 * NULL where it brings none */
	const struct dt_fmtops *const *lo_formatters;
	size_t lo_nformatters;
	/* the language's state on the handle made (-1: no memory), and
	 * freed */
	int (*lo_init)(struct dtrace_hdl *dtp);
	void (*lo_fini)(struct dtrace_hdl *dtp);
	/* the program's text parsed (and cpp's macros applied): 0 and the
	 * tree in *astp (*textp: the text parsed, which the language may have
	 * made *cpptextp), or -1 with the error shown on the handle */
	int (*lo_parse)(struct dtrace_hdl *dtp, const char **textp, size_t len,
	    const char *file, char **cpptextp, struct dt_ast **astp);
	/* a compile error's message msg at node dnp placed and left on the
	 * handle (-1) */
	int (*lo_error)(struct dtrace_hdl *dtp, const struct dt_node *dnp,
	    const char *msg);
	/* the semantic pass of text starts, and ends (rc: its result; show:
	 * its error shown in the language's way) */
	void (*lo_sema_begin)(struct dtrace_hdl *dtp, const char *text,
	    size_t len, const char *file);
	void (*lo_sema_end)(struct dtrace_hdl *dtp, int rc, int show);
	/* the current error kept, the next statement analysed; the errors
	 * kept made the handle's (-1) or none (0) */
	void (*lo_errkeep)(struct dtrace_hdl *dtp);
	int (*lo_errjoin)(struct dtrace_hdl *dtp);
	/* a hint set, or its value */
	void (*lo_errhint_set)(struct dtrace_hdl *dtp, dt_errhint_t h, int v);
	int (*lo_errhint)(struct dtrace_hdl *dtp, dt_errhint_t h);
	/* the warnings of the last compile, shown, or NULL */
	const char *(*lo_warnings)(struct dtrace_hdl *dtp);

	/* the later stages: */
	/* what the language keeps on the handle for the consumer, freed
	 * (when the handle closes or the language changes) */
	void (*lo_close)(struct dtrace_hdl *dtp);
	/* a program the kernel does not load, said in the language's words
	 * (-1, the error on the handle) */
	int (*lo_loaderr)(struct dtrace_hdl *dtp, const struct dt_site *sp);
	/* the name the language gives probe prp */
	void (*lo_probename)(const struct dt_probe *prp, char *buf,
	    size_t len);
	/* the text (json: the JSON value) of a value of the language's own
	 * symbol kinds (t_sym >= DT_SYM_BTPROBE) of type t at data, a
	 * stack's frames indented by indent */
	void (*lo_valtext)(struct dtrace_hdl *dtp, struct dt_strbuf *out,
	    const struct dt_type *t, const void *data, int indent);
	void (*lo_valjson)(struct dtrace_hdl *dtp, struct dt_strbuf *out,
	    const struct dt_type *t, const void *data, int indent);
	/* a map that is a variable (v_bt set) printed (json: as JSON), its
	 * top elements (0: all), values divided by div (-1: no memory);
	 * cleared (zero: every value made 0, the elements kept) */
	int (*lo_mapprint)(struct dtrace_hdl *dtp, struct dt_strbuf *out,
	    const struct dt_var *vp, int json, int64_t top, int64_t div);
	int (*lo_mapclear)(struct dtrace_hdl *dtp, const struct dt_var *vp,
	    int zero);
	/* the same print of the n elements at elems (each its key, k_size
	 * bytes, and its value, v_vsize) rather than of the map as it is
	 * now: those a DT_REC_BTSNAP record each sent */
	int (*lo_mapsnap)(struct dtrace_hdl *dtp, struct dt_strbuf *out,
	    const struct dt_var *vp, const void *elems, size_t n, int64_t top,
	    int64_t div);
} dt_langops_t;


/* dt_lang.c: the handle's language chosen (dt_lang_t) among its
 * dt_langs[]; -1 if its state cannot be made */
int dt_setlang(struct dtrace_hdl *dtp, int lang);
/* the table of the handle's language */
const dt_langops_t *dt_lang_ops(const struct dtrace_hdl *dtp);
/* D's table: no hooks */
extern const dt_langops_t dt_langops_d;
/* the back end for oformat, from whichever of the handle's languages
 * brings it (whatever the language compiled), or NULL */
const struct dt_fmtops *dt_formatter(const struct dtrace_hdl *dtp,
    int64_t oformat);
/* the hooks, through the handle's table (no-ops where it has none) */
void dt_errkeep(struct dtrace_hdl *dtp);
int dt_errjoin(struct dtrace_hdl *dtp);
void dt_errhint_set(struct dtrace_hdl *dtp, dt_errhint_t h, int v);
int dt_errhint(struct dtrace_hdl *dtp, dt_errhint_t h);

#endif
