/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_printf.h -- the D printf engine: parse a format string at compile
 * time (checking each argument against its conversion), format records at
 * consume time.  Also the fixed layouts of trace() and of aggregation
 * values, which are part of the same output contract.
 *
 * Nothing here knows BPF or the handle: values come in as dt_value_t.
 */
#ifndef DT_PRINTF_H
#define DT_PRINTF_H

#include <stdint.h>
#include "dt_strbuf.h"

/* A value as the consumer decoded it from a record. */
typedef enum dt_vkind {
	DT_V_INT,	/* integer of dv_size bytes (1, 2, 4, 8), dv_signed */
	DT_V_STR,	/* NUL-terminated within dv_len bytes at dv_str */
	DT_V_PTR,	/* an address (printed with %p / %a / %x) */
	DT_V_FLOAT	/* float, double or long double: dv_size (4, 8, 16)
			   bytes at dv_str, the first 8 also in dv_int */
} dt_vkind_t;

typedef struct dt_value {
	dt_vkind_t dv_kind;
	int dv_size;
	int dv_signed;
	uint64_t dv_int;	/* raw bits, sign-extended if dv_signed */
	const char *dv_str;
	size_t dv_len;
} dt_value_t;

/* the number a DT_V_FLOAT value holds */
long double dt_value_float(const dt_value_t *v);
/* v as the floating-point value of type size (4, 8, 16) at p */
void dt_value_setfloat(dt_value_t *v, const void *p, int size);

/* The argument classes a conversion accepts (for compile-time checks). */
typedef enum dt_pfclass {
	DT_PF_NONE = 0,		/* %% or literal text: consumes no argument */
	DT_PF_INT,		/* d i o u x X c C: any integer */
	DT_PF_STR,		/* s S: strings (integers with %s are an error) */
	DT_PF_PTR,		/* p a A: integers or pointers */
	DT_PF_FLOAT,		/* e E f g G: floating-point values only */
	DT_PF_ANY,		/* k Y T P ...: checked by the caller */
	DT_PF_AGG		/* %@...: the aggregation value in printa */
} dt_pfclass_t;

typedef struct dt_pfconv {
	char *pc_text;		/* literal text before the conversion (unescaped) */
	char pc_conv;		/* conversion character, or '\0' for trailing text */
	char pc_flags[8];	/* "#0- +'" subset, in the order written */
	int pc_width;		/* -1 if none */
	int pc_prec;		/* -1 if none */
	int pc_width_star;	/* width given as '*' (consumes an int argument) */
	int pc_prec_star;
	char pc_length[3];	/* "", "h", "hh", "l", "ll", "L", "w", "z", "j", "t" */
	int pc_agg;		/* %@ */
	dt_pfclass_t pc_class;
	char *pc_spec;		/* the conversion as written, e.g. "%-8.3ld" */
	int pc_desc;		/* private to dt_printf.c: conversion table row */
	int pc_btnone;		/* bt: a conversion after an odd run of '%'s,
				   which C's printf reads as text: it takes
				   its argument and prints nothing */
} dt_pfconv_t;

typedef struct dt_pfmt {
	dt_pfconv_t *pf_convs;
	int pf_nconvs;
	int pf_nargs;		/* arguments consumed, counting '*' */
	int pf_printa;		/* parsed for printa */
	int pf_bt;		/* parsed for bt: %r, %rx, %rh */
} dt_pfmt_t;

/* dt_printf_parse()'s printa argument may also say: a bt format */
#define DT_PF_PARSE_BT	0x100

/*
 * Parse fmt.  printa != 0 enables %@ conversions.  On error returns DTrace's
 * D_* tag of it (dt_errtag.h; nonzero) and writes DTrace's message into err (e.g. "printf( ) argument #1 is
 * incompatible with conversion #1 prototype:..." is produced later by
 * dt_printf_check; here: "failed to parse format: %n$ positional ...").
 */
int dt_printf_parse(const char *fmt, int printa, dt_pfmt_t **pfp,
    char *err, size_t errlen);
void dt_printf_free(dt_pfmt_t *pf);

/*
 * Check argument i (0-based, counting only arguments, not the format) of
 * class-kind 'k' ('i' integer, 's' string, 'p' pointer, 'f' float, 'o'
 * other) against the conversion that consumes it.  Returns 0, or the D_* tag (D_PRINTF_ARG_TYPE,
 * D_PRINTF_DYN_TYPE) with DTrace's message in err.  'func' is "printf" or "printa".
 */
int dt_printf_check(const dt_pfmt_t *pf, const char *func, int i, char k,
    const char *argtype, char *err, size_t errlen);
/* (i < 0 checks every %@ conversion against the aggregation's value type,
 * argtype "int64_t", or "uint64_t" for count().)  Messages carry no
 * trailing newline. */

/*
 * Check the argument count: nargs arguments after the format (printf) or
 * nargs aggregation keys (printa).  Returns 0, or the D_* tag of the error
 * (D_PRINTF_FMT_EMPTY, _ARG_PROTO, _DYN_PROTO, _ARG_EXTRA) with DTrace's
 * message:
 * "format string is empty", a conversion "is missing a corresponding value
 * argument" / "\"*\" argument", or (printf only) "only N arguments required
 * by this format string".
 */
/* bt: the value arguments format pf takes, and the conversion ("d",
 * "s") value argument i is for (NULL: none, or a '*') */
int dt_printf_nargs(const dt_pfmt_t *pf);
const char *dt_printf_convof(const dt_pfmt_t *pf, int i);
int dt_printf_argcount_msg(const dt_pfmt_t *pf, const char *func, int nargs,
    char *err, size_t len);

/*
 * Format with the given arguments (nargs must equal pf_nargs, '*' widths
 * included).  Symbolic conversions (%a %A %k) that need a symbol table use
 * the callback when non-NULL; otherwise they print the address in hex.
 * For printa: args[0 .. pf_nargs-1] are the keys (and '*' values) the
 * format consumes, followed by one value per aggregation; the n-th %@
 * takes the n-th aggregation value (the last one once they run out).  A
 * DT_V_STR aggregation value (e.g. a histogram rendered by the caller) is
 * emitted verbatim.  The callback returns 0 when it filled buf.
 * Returns 0, or -1 on a mismatch of arguments or out of memory.
 */
typedef int dt_pfsym_f(uint64_t addr, int user, char *buf, size_t len, void *arg);
int dt_printf_format(dt_strbuf_t *out, const dt_pfmt_t *pf,
    const dt_value_t *args, int nargs, dt_pfsym_f *sym, void *symarg);

/* trace(): non-quiet appends " %16lld" / "  %-33s" etc.; quiet: "%lld"/"%s";
 * raw: bytes always hex-dumped (the rawbytes option) */
void dt_trace_format(dt_strbuf_t *out, const dt_value_t *v, int quiet,
    int raw);

/* Aggregation key and value columns of the default printa layout:
 * keys " %16lld" / " %8d" / "  %-50s" ..., values " %16lld". */
void dt_agg_key_format(dt_strbuf_t *out, const dt_value_t *key, int packed,
    int raw);
void dt_agg_val_format(dt_strbuf_t *out, int64_t value);

/* bt's %r (mode 0), %rx ('x') and %rh ('h') of n bytes */
void dt_printf_rbuf(dt_strbuf_t *out, const unsigned char *p, size_t n,
    int mode);

/* Append len bytes of s with C escapes for non-printable characters, as
 * %S and %C print them (stops after an embedded NUL, printed as \0). */
void dt_str_escape(dt_strbuf_t *out, const char *s, size_t len);

#endif
