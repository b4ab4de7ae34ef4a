/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_printf.c -- the D printf engine and the fixed text layouts of trace()
 * and aggregation keys/values.
 *
 * A format is parsed once (at compile time) into dt_pfconv_t entries, each
 * the literal text before one conversion plus the conversion.  Every
 * conversion resolves to a row of pf_descs[], which says which argument
 * types it accepts (the compile-time check and its message) and how a value
 * is printed.  Printing follows DTrace: the conversion is rebuilt as a C
 * format whose length modifier comes from the size of the value, not from
 * what the user wrote ("%d" of an 8-byte value becomes "%lld", of an
 * unsigned one "%llu"), and the C library does the rest.
 *
 * Quirks kept on purpose because DTrace has them: a precision of 0 is not
 * passed on ("%.0s" prints the whole string); '-' and '0' cancel each other
 * in the order written; a second '*' always says "precision"; %S stops after
 * the first NUL of the string record and prints it as "\0"; trace() of a
 * 2- or 1-byte integer prints it zero-extended.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <netdb.h>
#include <arpa/inet.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

#include "dt_printf.h"
#include "dt_errtag.h"

/* Flags of a conversion, as bits (pc_flags keeps them as characters). */
enum {
	PF_ALT = 0x01, PF_ZPAD = 0x02, PF_LEFT = 0x04, PF_SPOS = 0x08,
	PF_GROUP = 0x10, PF_SPACE = 0x20
};

/* What a conversion accepts; each is one pf_accepts() rule. */
typedef enum pf_check {
	CK_NONE, CK_ADDR, CK_KADDR, CK_UADDR, CK_STACK, CK_TIME, CK_STR,
	CK_WSTR, CK_CSI, CK_FP, CK_XINT, CK_DINT, CK_XSHORT, CK_XLONG,
	CK_XLONGLONG, CK_TYPE,
	CK_BUF			/* bt's %r: a buf() */
} pf_check_t;

/* A conversion's width, precision and flags once '*' values are known. */
typedef struct pf_spec {
	unsigned sp_flags;
	int sp_width;		/* negative: left-justify */
	int sp_prec;		/* <= 0: none */
} pf_spec_t;

typedef struct pf_state {
	dt_strbuf_t *st_out;
	const dt_value_t *st_args;
	int st_nargs;		/* keys/arguments available to conversions */
	int st_next;		/* next of them to consume */
	const dt_value_t *st_aggs;
	int st_naggs;
	int st_curagg;
	dt_pfsym_f *st_sym;
	void *st_symarg;
	int st_bt;		/* a bt format: integers as bpftrace prints them */
} pf_state_t;

struct pf_desc;
typedef int pf_print_f(pf_state_t *, const struct pf_desc *,
    const pf_spec_t *, const dt_value_t *);

typedef struct pf_desc {
	const char *pd_name;	/* as written after flags: "d", "hx", "llu" */
	const char *pd_ofmt;	/* C conversion used to print */
	const char *pd_proto;	/* prototype text of error messages */
	pf_check_t pd_check;
	pf_print_f *pd_print;
	dt_pfclass_t pd_class;
} pf_desc_t;

static pf_print_f pf_print_sint, pf_print_uint, pf_print_dint, pf_print_fp,
    pf_print_addr, pf_print_uaddr, pf_print_stack, pf_print_time,
    pf_print_time822, pf_print_port, pf_print_cstr, pf_print_estr,
    pf_print_echr, pf_print_wstr, pf_print_pct, pf_print_rbuf;

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] =
	"pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";
static const char pfproto_wstr[] = "wchar_t []";

/* The conversions DTrace offers (names and prototypes are DTrace's). */
static const pf_desc_t pf_descs[] = {
	{ "a", "s", pfproto_addr, CK_KADDR, pf_print_addr, DT_PF_PTR },
	{ "A", "s", pfproto_uaddr, CK_UADDR, pf_print_uaddr, DT_PF_PTR },
	{ "c", "c", pfproto_csi, CK_CSI, pf_print_sint, DT_PF_INT },
	{ "C", "s", pfproto_csi, CK_CSI, pf_print_echr, DT_PF_INT },
	{ "d", "d", pfproto_xint, CK_DINT, pf_print_dint, DT_PF_INT },
	{ "e", "e", pfproto_fp, CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "E", "E", pfproto_fp, CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "f", "f", pfproto_fp, CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "g", "g", pfproto_fp, CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "G", "G", pfproto_fp, CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "hd", "d", "short", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "hi", "i", "short", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "ho", "o", "unsigned short", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "hu", "u", "unsigned short", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "hx", "x", "short", CK_XSHORT, pf_print_uint, DT_PF_INT },
	{ "hX", "X", "short", CK_XSHORT, pf_print_uint, DT_PF_INT },
	{ "i", "i", pfproto_xint, CK_XINT, pf_print_sint, DT_PF_INT },
	{ "k", "s", "stack", CK_STACK, pf_print_stack, DT_PF_ANY },
	{ "lc", "lc", "int", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "ld", "d", "long", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "li", "i", "long", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "lo", "o", "unsigned long", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "lu", "u", "unsigned long", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "ls", "ls", pfproto_wstr, CK_WSTR, pf_print_wstr, DT_PF_ANY },
	{ "lx", "x", "long", CK_XLONG, pf_print_uint, DT_PF_INT },
	{ "lX", "X", "long", CK_XLONG, pf_print_uint, DT_PF_INT },
	{ "lld", "d", "long long", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "lli", "i", "long long", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "llo", "o", "unsigned long long", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "llu", "u", "unsigned long long", CK_TYPE, pf_print_uint, DT_PF_INT },
	{ "llx", "x", "long long", CK_XLONGLONG, pf_print_uint, DT_PF_INT },
	{ "llX", "X", "long long", CK_XLONGLONG, pf_print_uint, DT_PF_INT },
	{ "Le", "Le", "long double", CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "LE", "LE", "long double", CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "Lf", "Lf", "long double", CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "Lg", "Lg", "long double", CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "LG", "LG", "long double", CK_FP, pf_print_fp, DT_PF_FLOAT },
	{ "o", "o", pfproto_xint, CK_XINT, pf_print_uint, DT_PF_INT },
	{ "p", "x", pfproto_addr, CK_ADDR, pf_print_uint, DT_PF_PTR },
	{ "P", "s", "uint16_t", CK_TYPE, pf_print_port, DT_PF_ANY },
	/* bt's only (DT_PF_PARSE_BT): a buf()'s bytes */
	{ "r", "s", "buffer", CK_BUF, pf_print_rbuf, DT_PF_ANY },
	{ "rh", "s", "buffer", CK_BUF, pf_print_rbuf, DT_PF_ANY },
	{ "rx", "s", "buffer", CK_BUF, pf_print_rbuf, DT_PF_ANY },
	{ "s", "s", pfproto_cstr, CK_STR, pf_print_cstr, DT_PF_STR },
	{ "S", "s", pfproto_cstr, CK_STR, pf_print_estr, DT_PF_STR },
	{ "T", "s", "int64_t", CK_TIME, pf_print_time822, DT_PF_ANY },
	{ "u", "u", pfproto_xint, CK_XINT, pf_print_uint, DT_PF_INT },
	{ "wc", "lc", "int", CK_TYPE, pf_print_sint, DT_PF_INT },
	{ "ws", "ls", pfproto_wstr, CK_WSTR, pf_print_wstr, DT_PF_ANY },
	{ "x", "x", pfproto_xint, CK_XINT, pf_print_uint, DT_PF_INT },
	{ "X", "X", pfproto_xint, CK_XINT, pf_print_uint, DT_PF_INT },
	{ "Y", "s", "int64_t", CK_TIME, pf_print_time, DT_PF_ANY },
	{ "%", "%", "void", CK_NONE, pf_print_pct, DT_PF_NONE },
};
#define PF_NDESCS ((int)(sizeof (pf_descs) / sizeof (pf_descs[0])))

/*
 * Integer type names the checks understand: size, sign and the name the
 * type resolves to (DTrace compares resolved names for %hx %lx %llx and
 * size+sign encodings for the named prototypes).  Unknown names are given
 * the benefit of the doubt.
 */
typedef struct pf_itype {
	const char *it_name;
	int it_size;
	int it_signed;
	const char *it_base;
} pf_itype_t;

static const pf_itype_t pf_itypes[] = {
	{ "char", 1, 1, "char" }, { "signed char", 1, 1, "signed char" },
	{ "unsigned char", 1, 0, "unsigned char" },
	{ "short", 2, 1, "short" }, { "signed short", 2, 1, "signed short" },
	{ "unsigned short", 2, 0, "unsigned short" },
	{ "int", 4, 1, "int" }, { "signed int", 4, 1, "int" },
	{ "signed", 4, 1, "int" }, { "unsigned int", 4, 0, "unsigned int" },
	{ "unsigned", 4, 0, "unsigned int" },
	{ "long", 8, 1, "long" }, { "signed long", 8, 1, "signed long" },
	{ "unsigned long", 8, 0, "unsigned long" },
	{ "long long", 8, 1, "long long" },
	{ "signed long long", 8, 1, "signed long long" },
	{ "unsigned long long", 8, 0, "unsigned long long" },
	{ "int8_t", 1, 1, "char" }, { "uint8_t", 1, 0, "unsigned char" },
	{ "int16_t", 2, 1, "short" }, { "uint16_t", 2, 0, "unsigned short" },
	{ "int32_t", 4, 1, "int" }, { "uint32_t", 4, 0, "unsigned int" },
	{ "int64_t", 8, 1, "long" }, { "uint64_t", 8, 0, "unsigned long" },
	{ "uchar_t", 1, 0, "unsigned char" },
	{ "ushort_t", 2, 0, "unsigned short" },
	{ "uint_t", 4, 0, "unsigned int" }, { "ulong_t", 8, 0, "unsigned long" },
	{ "longlong_t", 8, 1, "long long" },
	{ "u_longlong_t", 8, 0, "unsigned long long" },
	{ "size_t", 8, 0, "unsigned long" }, { "ssize_t", 8, 1, "long" },
	{ "intptr_t", 8, 1, "long" }, { "uintptr_t", 8, 0, "unsigned long" },
	{ "off_t", 8, 1, "long" }, { "time_t", 8, 1, "long" },
	{ "pid_t", 4, 1, "int" }, { "id_t", 4, 1, "int" },
	{ "uid_t", 4, 0, "unsigned int" }, { "gid_t", 4, 0, "unsigned int" },
	{ "dev_t", 8, 0, "unsigned long" }, { "wchar_t", 4, 1, "int" },
	{ "_Bool", 1, 0, "_Bool" }, { "bool", 1, 0, "_Bool" },
};

static const pf_itype_t *
pf_itype(const char *name)
{
	size_t i;

	if (name == NULL)
		return NULL;
	for (i = 0; i < sizeof (pf_itypes) / sizeof (pf_itypes[0]); i++) {
		if (strcmp(pf_itypes[i].it_name, name) == 0)
			return &pf_itypes[i];
	}
	return NULL;
}

/* ---------------------------------------------------------------------
 * Parsing
 */

typedef struct pf_parse {
	dt_pfmt_t *pp_pf;
	int pp_convno;		/* 1-based number of the '%' being parsed */
	char *pp_err;
	size_t pp_errlen;
	dt_errtag_t pp_tag;	/* DTrace's tag of the error in pp_err */
} pf_parse_t;

static int
pf_error(pf_parse_t *pp, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	pp->pp_tag = tag;
	if (pp->pp_err != NULL && pp->pp_errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(pp->pp_err, pp->pp_errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

static int
pf_desc_lookup(const char *name)
{
	int i;

	for (i = 0; i < PF_NDESCS; i++) {
		if (strcmp(pf_descs[i].pd_name, name) == 0)
			return i;
	}
	return -1;
}

/* Add (or, for '-' vs '0', swap) a flag in written order. */
static void
pf_flag_add(dt_pfconv_t *pc, char f)
{
	char *p;
	const char *cancel = f == '-' ? "0" : f == '0' ? "-" : NULL;
	size_t n;

	if (cancel != NULL && (p = strchr(pc->pc_flags, cancel[0])) != NULL)
		memmove(p, p + 1, strlen(p));
	if (strchr(pc->pc_flags, f) != NULL)
		return;
	n = strlen(pc->pc_flags);
	if (n + 1 < sizeof (pc->pc_flags)) {
		pc->pc_flags[n] = f;
		pc->pc_flags[n + 1] = '\0';
	}
}

static unsigned
pf_flag_bits(const char *flags)
{
	static const char chars[] = "#0-+' ";
	static const unsigned bits[] = { PF_ALT, PF_ZPAD, PF_LEFT, PF_SPOS,
	    PF_GROUP, PF_SPACE };
	unsigned b = 0;
	const char *p;

	for (; *flags != '\0'; flags++) {
		if ((p = strchr(chars, *flags)) != NULL)
			b |= bits[p - chars];
	}
	return b;
}

/* Reads a decimal number at *pp (digits known present); never overflows. */
static int
pf_number(const char **pp)
{
	const char *p = *pp;
	int n = 0;

	for (; isdigit((unsigned char)*p); p++) {
		if (n < INT_MAX / 10 - 10)
			n = n * 10 + (*p - '0');
	}
	*pp = p;
	return n;
}

/* The state of one conversion while its characters are read. */
typedef struct pf_cstate {
	int cs_dot;
	int cs_digits;
	char cs_name[8];
	size_t cs_namelen;
} pf_cstate_t;

/* A leading '0' is the flag; other digits are the width or precision. */
static int
pf_conv_digits(dt_pfconv_t *pc, pf_cstate_t *cs, const char **pp_p)
{
	if (!cs->cs_dot && !cs->cs_digits && **pp_p == '0') {
		pf_flag_add(pc, '0');
		(*pp_p)++;
		return 1;
	}
	if (cs->cs_dot)
		pc->pc_prec = pf_number(pp_p);
	else
		pc->pc_width = pf_number(pp_p);
	cs->cs_digits++;
	return 1;
}

/*
 * Handles one character of a conversion after '%'.  Returns 1 to go on,
 * 0 when the conversion character has been stored, -1 on error.
 */
static int
pf_conv_char(pf_parse_t *pp, dt_pfconv_t *pc, pf_cstate_t *cs,
    const char **pp_p, const char *start)
{
	const char *p = *pp_p;
	char c = *p;

	if (isdigit((unsigned char)c))
		return pf_conv_digits(pc, cs, pp_p);
	*pp_p = p + 1;
	switch (c) {
	case '#': case '+': case '-': case '\'': case ' ':
		pf_flag_add(pc, c);
		return 1;
	case '*':
		if (cs->cs_dot ? pc->pc_prec_star : pc->pc_width_star)
			return pf_error(pp, D_SYNTAX, "format conversion #%d has more "
			    "than one '*' specified for the output precision",
			    pp->pp_convno);
		*(cs->cs_dot ? &pc->pc_prec_star : &pc->pc_width_star) = 1;
		return 1;
	case '.':
		if (cs->cs_dot++ != 0)
			return pf_error(pp, D_SYNTAX, "format conversion #%d has more "
			    "than one '.' specified", pp->pp_convno);
		cs->cs_digits = 0;
		return 1;
	case '?':
		pc->pc_width = 16;
		return 1;
	case '@':
		pc->pc_agg = 1;
		return 1;
	case '$':
		return pf_error(pp, D_SYNTAX, "format conversion #%d uses unsupported "
		    "positional format (%%n$)", pp->pp_convno);
	case '%':
		if (p != start)
			return pf_error(pp, D_SYNTAX, "format conversion #%d cannot be "
			    "combined with other format flags: %%%%",
			    pp->pp_convno);
		break;
	case '\0':
		*pp_p = p;
		/* a size prefix alone names no conversion DTrace has */
		if (cs->cs_namelen > 0)
			return pf_error(pp, D_SYNTAX, "format conversion #%d is "
			    "undefined: %%%.*s", pp->pp_convno,
			    (int)cs->cs_namelen, cs->cs_name);
		return pf_error(pp, D_SYNTAX, "format conversion #%d name expected "
		    "before end of format string", pp->pp_convno);
	case 'h': case 'l': case 'L': case 'w': case 'z': case 'j': case 't':
		if (cs->cs_namelen < sizeof (cs->cs_name) - 2)
			cs->cs_name[cs->cs_namelen++] = c;
		return 1;
	default:
		break;
	}
	cs->cs_name[cs->cs_namelen++] = c;
	/* bt's %rx, %rh */
	if (c == 'r' && pp->pp_pf->pf_bt && (p[1] == 'x' || p[1] == 'h') &&
	    cs->cs_namelen < sizeof (cs->cs_name) - 1) {
		cs->cs_name[cs->cs_namelen++] = p[1];
		*pp_p = p + 2;
	}
	cs->cs_name[cs->cs_namelen] = '\0';
	pc->pc_conv = c;
	return 0;
}

/* Resolves the name read into a table row and fills the derived fields. */
static int
pf_conv_finish(pf_parse_t *pp, dt_pfconv_t *pc, const pf_cstate_t *cs)
{
	const pf_desc_t *d;
	int printa = pp->pp_pf->pf_printa;

	if ((pc->pc_desc = pf_desc_lookup(cs->cs_name)) < 0 ||
	    (pf_descs[pc->pc_desc].pd_check == CK_BUF && !pp->pp_pf->pf_bt))
		return pf_error(pp, D_SYNTAX, "format conversion #%d is undefined: %%%s",
		    pp->pp_convno, cs->cs_name);
	d = &pf_descs[pc->pc_desc];
	if (cs->cs_namelen - 1 < sizeof (pc->pc_length))
		memcpy(pc->pc_length, cs->cs_name, cs->cs_namelen - 1);
	if (pc->pc_agg && !printa && d->pd_print != pf_print_pct)
		return pf_error(pp, D_PRINTF_AGG_CONV, "%%@ conversion requires an aggregation "
		    "and is not for use with printf( )");
	pc->pc_class = d->pd_print == pf_print_pct ? DT_PF_NONE :
	    pc->pc_agg ? DT_PF_AGG : d->pd_class;
	if (pc->pc_class == DT_PF_NONE)
		pc->pc_agg = 0;
	return 0;
}

static dt_pfconv_t *
pf_conv_new(pf_parse_t *pp, const char *text, size_t len)
{
	dt_pfmt_t *pf = pp->pp_pf;
	dt_pfconv_t *nc, *pc;

	nc = realloc(pf->pf_convs, (size_t)(pf->pf_nconvs + 1) * sizeof (*nc));
	if (nc == NULL)
		return NULL;
	pf->pf_convs = nc;
	pc = &nc[pf->pf_nconvs];
	memset(pc, 0, sizeof (*pc));
	pc->pc_width = -1;
	pc->pc_prec = -1;
	pc->pc_desc = -1;
	if ((pc->pc_text = strndup(text, len)) == NULL)
		return NULL;
	pf->pf_nconvs++;
	return pc;
}

/* Parses the conversion whose '%' is at pct; sets *endp past it. */
static int
pf_parse_conv(pf_parse_t *pp, dt_pfconv_t *pc, const char *pct,
    const char **endp)
{
	pf_cstate_t cs;
	const char *p = pct + 1;
	int rv;

	memset(&cs, 0, sizeof (cs));
	while ((rv = pf_conv_char(pp, pc, &cs, &p, pct + 1)) == 1)
		continue;
	if (rv < 0 || pf_conv_finish(pp, pc, &cs) != 0)
		return -1;
	if ((pc->pc_spec = strndup(pct, (size_t)(p - pct))) == NULL)
		return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
	pp->pp_pf->pf_nargs += pc->pc_width_star + pc->pc_prec_star +
	    (pc->pc_class != DT_PF_NONE && !pc->pc_agg);
	*endp = p;
	return 0;
}

static int
pf_parse_all(pf_parse_t *pp, const char *fmt)
{
	const char *q = fmt, *p;
	dt_pfconv_t *pc;

	while ((p = strchr(q, '%')) != NULL) {
		pp->pp_convno++;
		if ((pc = pf_conv_new(pp, q, (size_t)(p - q))) == NULL)
			return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
		if (pf_parse_conv(pp, pc, p, &q) != 0)
			return -1;
	}
	if (*q != '\0' && pf_conv_new(pp, q, strlen(q)) == NULL)
		return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
	return 0;
}

/*
 * bt's formats, as bpftrace 0.17 reads them: a conversion is '%', an
 * optional '-', digits, an optional '.' and digits, then an integer
 * conversion (d u x X o p) with an optional length (hh h ll l z j t) or
 * one of c s r rx rh; anything else is text, printed as it is (what
 * follows a conversion's letters too: "%dabc" is %d then "abc").  The
 * text before a conversion goes through C's printf in bpftrace ("%%" is
 * one '%'), the text after the last one does not.
 */
static const char *const pf_btlens[] = { "hh", "h", "ll", "l", "z", "j",
	"t" };

/* the table row of the bt conversion at name (its length modifier into
 * len), its end at *endp; or -1 */
static int
pf_btconv(const char *name, char *len, size_t lensz, const char **endp)
{
	char base[4] = "";
	size_t i, l;

	len[0] = '\0';
	for (i = 0; i < sizeof (pf_btlens) / sizeof (pf_btlens[0]); i++) {
		l = strlen(pf_btlens[i]);
		if (strncmp(pf_btlens[i], name, l) == 0 && name[l] != '\0' &&
		    strchr("duxXop", name[l]) != NULL) {
			snprintf(len, lensz, "%s", pf_btlens[i]);
			name += l;
			break;
		}
	}
	if (name[0] == 'r' && (name[1] == 'x' || name[1] == 'h')) {
		memcpy(base, name, 2);
		*endp = name + 2;
	} else if (name[0] != '\0' && strchr("duxXopcsr", name[0]) != NULL) {
		base[0] = name[0];
		*endp = name + 1;
	} else {
		return -1;
	}
	return pf_desc_lookup(base);
}

/* text before a conversion, "%%" made '%' as C's printf does */
static void
pf_btpct(char *t)
{
	char *w = t;

	for (; *t != '\0'; t++) {
		*w++ = *t;
		if (t[0] == '%' && t[1] == '%')
			t++;
	}
	*w = '\0';
}

static int
pf_parse_bt(pf_parse_t *pp, const char *fmt)
{
	const char *q = fmt, *p = fmt, *e;
	dt_pfconv_t *pc;
	char len[4];
	int desc, k;

	while ((p = strchr(p, '%')) != NULL) {
		const char *w, *name;

		e = p + 1;
		if (*e == '-')
			e++;
		w = e;
		while (isdigit((unsigned char)*e))
			e++;
		if (*e == '.' && isdigit((unsigned char)e[1])) {
			e++;
			while (isdigit((unsigned char)*e))
				e++;
		}
		name = e;
		if ((desc = pf_btconv(name, len, sizeof (len), &e)) < 0) {
			p++;
			continue;
		}
		pp->pp_convno++;
		for (k = 0; p - k > q && p[-k - 1] == '%'; k++)
			;
		/* after an odd run of '%'s, "%%" takes the conversion's '%'
		 * when C's printf reads the text and the conversion: the
		 * conversion is text then, but still takes its argument */
		if ((pc = pf_conv_new(pp, q, (size_t)((k % 2 ? e : p) - q))) ==
		    NULL)
			return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
		pc->pc_btnone = k % 2;
		pf_btpct(pc->pc_text);
		/* "-0": C's printf lets '-' win */
		snprintf(pc->pc_flags, sizeof (pc->pc_flags), "%s%s",
		    p[1] == '-' ? "-" : "", *w == '0' ? "0" : "");
		if (isdigit((unsigned char)*w))
			pc->pc_width = atoi(w);
		if ((w = memchr(w, '.', (size_t)(name - w))) != NULL)
			pc->pc_prec = atoi(w + 1);
		pc->pc_desc = desc;
		pc->pc_conv = pf_descs[desc].pd_name[0];
		memcpy(pc->pc_length, len, sizeof (pc->pc_length));
		pc->pc_class = pf_descs[desc].pd_class;
		if ((pc->pc_spec = strndup(p, (size_t)(e - p))) == NULL)
			return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
		pp->pp_pf->pf_nargs++;
		q = p = e;
	}
	if (*q != '\0' && pf_conv_new(pp, q, strlen(q)) == NULL)
		return pf_error(pp, D_UNKNOWN, "%s", strerror(ENOMEM));
	return 0;
}

int
dt_printf_parse(const char *fmt, int printa, dt_pfmt_t **pfp,
    char *err, size_t errlen)
{
	pf_parse_t pp;
	dt_pfmt_t *pf;

	*pfp = NULL;
	if ((pf = calloc(1, sizeof (*pf))) == NULL) {
		if (err != NULL && errlen > 0)
			snprintf(err, errlen, "%s", strerror(ENOMEM));
		return D_UNKNOWN;
	}
	pf->pf_printa = (printa & ~DT_PF_PARSE_BT) != 0;
	pf->pf_bt = (printa & DT_PF_PARSE_BT) != 0;
	memset(&pp, 0, sizeof (pp));
	pp.pp_pf = pf;
	pp.pp_err = err;
	pp.pp_errlen = errlen;
	if ((pf->pf_bt ? pf_parse_bt(&pp, fmt) : pf_parse_all(&pp, fmt)) !=
	    0) {
		dt_printf_free(pf);
		return pp.pp_tag != 0 ? (int)pp.pp_tag : D_UNKNOWN;
	}
	*pfp = pf;
	return 0;
}

void
dt_printf_free(dt_pfmt_t *pf)
{
	int i;

	if (pf == NULL)
		return;
	for (i = 0; i < pf->pf_nconvs; i++) {
		free(pf->pf_convs[i].pc_text);
		free(pf->pf_convs[i].pc_spec);
	}
	free(pf->pf_convs);
	free(pf);
}

/* ---------------------------------------------------------------------
 * Compile-time checks
 */

static int
pf_int_like(char k, const pf_itype_t *t)
{
	return k == 'i' || t != NULL;
}

static int
pf_starts(const char *s, const char *prefix)
{
	return s != NULL && strncmp(s, prefix, strlen(prefix)) == 0;
}

/* A named prototype: same size and signedness (CTF encoding compatibility). */
static int
pf_accepts_type(const pf_desc_t *d, char k, const pf_itype_t *t)
{
	const pf_itype_t *want = pf_itype(d->pd_proto);

	if (!pf_int_like(k, t))
		return 0;
	if (t == NULL || want == NULL)
		return 1;
	return t->it_size == want->it_size && t->it_signed == want->it_signed;
}

static int
pf_accepts_named(const pf_desc_t *d, char k, const char *argtype,
    const pf_itype_t *t)
{
	switch (d->pd_check) {
	case CK_XSHORT:
		return pf_int_like(k, t) && (t == NULL || t->it_size == 2);
	case CK_XLONG:
		return pf_int_like(k, t) && (t == NULL ||
		    (strstr(t->it_base, "long") != NULL &&
		    strstr(t->it_base, "long long") == NULL));
	case CK_XLONGLONG:
		return pf_int_like(k, t) && (t == NULL ||
		    strstr(t->it_base, "long long") != NULL ||
		    strcmp(argtype, "int64_t") == 0 ||
		    strcmp(argtype, "uint64_t") == 0);
	default:
		return pf_accepts_type(d, k, t);
	}
}

/* Does an argument of kind k ('i', 's', 'p', 'f'loat) and type argtype
 * fit d? */
static int
pf_accepts(const pf_desc_t *d, char k, const char *argtype)
{
	const pf_itype_t *t = pf_itype(argtype);

	switch (d->pd_check) {
	case CK_NONE:
		return 1;
	case CK_ADDR:
		return k == 'i' || k == 'p';
	case CK_KADDR:
		return k == 'i' || k == 'p' ||
		    (argtype != NULL && strcmp(argtype, "_symaddr") == 0);
	case CK_UADDR:
		return k == 'i' || k == 'p' ||
		    (argtype != NULL && strcmp(argtype, "_usymaddr") == 0);
	case CK_STACK:
		return argtype != NULL && strcmp(argtype, "stack") == 0;
	case CK_TIME:
		return pf_int_like(k, t) && (t == NULL || t->it_size == 8);
	case CK_STR:
		return k == 's' || pf_starts(argtype, "char [");
	case CK_WSTR:
		return pf_starts(argtype, "wchar_t [");
	case CK_BUF:
		return argtype != NULL && strcmp(argtype, "buffer") == 0;
	case CK_CSI:
		return pf_int_like(k, t) && (t == NULL || t->it_size <= 4);
	case CK_FP:
		return k == 'f' && (strcmp(d->pd_proto, "long double") != 0 ||
		    (argtype != NULL && strcmp(argtype, "long double") == 0));
	case CK_XINT:
	case CK_DINT:
		return pf_int_like(k, t);
	default:
		return pf_accepts_named(d, k, argtype, t);
	}
}

static int
pf_type_msg(char *err, size_t len, dt_errtag_t tag, const char *func,
    const char *vname, int convno, const char *cname, const char *proto,
    const char *argtype)
{
	if (err != NULL && len > 0)
		snprintf(err, len, "%s( ) %s is incompatible with conversion #%d "
		    "prototype:\n\tconversion: %s\n\t prototype: %s\n"
		    "\t  argument: %s", func, vname, convno, cname, proto,
		    argtype != NULL ? argtype : "?");
	return tag;
}

/* The %@ conversions against the aggregation's value type. */
static int
pf_check_agg(const dt_pfmt_t *pf, const char *func, char k,
    const char *argtype, char *err, size_t len)
{
	const pf_desc_t *d;
	char cname[16];
	int c;

	for (c = 0; c < pf->pf_nconvs; c++) {
		if (pf->pf_convs[c].pc_class != DT_PF_AGG)
			continue;
		d = &pf_descs[pf->pf_convs[c].pc_desc];
		if (pf_accepts(d, k, argtype))
			continue;
		snprintf(cname, sizeof (cname), "%%%s", d->pd_name);
		return pf_type_msg(err, len, D_PRINTF_ARG_TYPE, func,
		    "aggregating action", c + 1,
		    cname, d->pd_proto, argtype);
	}
	return 0;
}

/* Check one '*' argument: DTrace wants an integer there. */
static int
pf_check_dyn(const char *func, int i, int convno, const char *dyn,
    const pf_desc_t *d, char k, const char *argtype, char *err, size_t len)
{
	char vname[32], cname[32];

	if (k == 'i')
		return 0;
	snprintf(vname, sizeof (vname), "argument #%d", i + 2);
	snprintf(cname, sizeof (cname), "%% %s %s", dyn, d->pd_name);
	return pf_type_msg(err, len, D_PRINTF_DYN_TYPE, func, vname, convno, cname, "int",
	    argtype);
}

int
dt_printf_check(const dt_pfmt_t *pf, const char *func, int i, char k,
    const char *argtype, char *err, size_t errlen)
{
	const dt_pfconv_t *pc;
	const pf_desc_t *d;
	char vname[32], cname[16];
	int c, j = 0;

	if (i < 0)
		return pf_check_agg(pf, func, k, argtype, err, errlen);
	for (c = 0; c < pf->pf_nconvs; c++) {
		pc = &pf->pf_convs[c];
		if (pc->pc_class == DT_PF_NONE)
			continue;
		d = &pf_descs[pc->pc_desc];
		if (pc->pc_width_star && j++ == i)
			return pf_check_dyn(func, i, c + 1, "*", d, k, argtype,
			    err, errlen);
		if (pc->pc_prec_star && j++ == i)
			return pf_check_dyn(func, i, c + 1, ".*", d, k, argtype,
			    err, errlen);
		if (pc->pc_agg || j++ != i)
			continue;
		if (pf_accepts(d, k, argtype))
			return 0;
		snprintf(vname, sizeof (vname), "argument #%d", i + 2);
		snprintf(cname, sizeof (cname), "%%%s", d->pd_name);
		return pf_type_msg(err, errlen, D_PRINTF_ARG_TYPE, func, vname, c + 1, cname,
		    d->pd_proto, argtype);
	}
	return 0;
}

static int
pf_msg(char *err, size_t len, dt_errtag_t tag, const char *fmt, ...)
{
	va_list ap;

	if (err != NULL && len > 0) {
		va_start(ap, fmt);
		vsnprintf(err, len, fmt, ap);
		va_end(ap);
	}
	return tag;
}

int
dt_printf_argcount_msg(const dt_pfmt_t *pf, const char *func, int nargs,
    char *err, size_t len)
{
	const dt_pfconv_t *pc;
	const char *name;
	int c, j = 0;

	if (pf->pf_bt && nargs != pf->pf_nargs)	/* bpftrace's words */
		return pf_msg(err, len, nargs < pf->pf_nargs ?
		    D_PRINTF_ARG_PROTO : D_PRINTF_ARG_EXTRA,
		    "%s: %s arguments for format string "
		    "(%d supplied, %d expected)", func, nargs < pf->pf_nargs ?
		    "Not enough" : "Too many", nargs, pf->pf_nargs);
	if (pf->pf_bt)
		return 0;
	if (pf->pf_nconvs == 0)
		return pf_msg(err, len, D_PRINTF_FMT_EMPTY, "%s( ) format string is empty", func);
	for (c = 0; c < pf->pf_nconvs; c++) {
		pc = &pf->pf_convs[c];
		if (pc->pc_class == DT_PF_NONE)
			continue;
		name = pf_descs[pc->pc_desc].pd_name;
		if (pc->pc_width_star && j++ >= nargs)
			return pf_msg(err, len, D_PRINTF_DYN_PROTO,
			    "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "\"*\" argument", func, c + 1, name);
		if (pc->pc_prec_star && j++ >= nargs)
			return pf_msg(err, len, D_PRINTF_DYN_PROTO,
			    "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "\".*\" argument", func, c + 1, name);
		if (!pc->pc_agg && j++ >= nargs)
			return pf_msg(err, len, D_PRINTF_ARG_PROTO,
			    "%s( ) prototype mismatch: "
			    "conversion #%d (%%%s) is missing a corresponding "
			    "value argument", func, c + 1, name);
	}
	if (!pf->pf_printa && j < nargs)
		return pf_msg(err, len, D_PRINTF_ARG_EXTRA,
		    "%s( ) prototype mismatch: only %d "
		    "arguments required by this format string", func, j);
	return 0;
}

/* ---------------------------------------------------------------------
 * Formatting
 */

static int64_t
pf_sext(const dt_value_t *v)
{
	switch (v->dv_size) {
	case 1:
		return (int8_t)v->dv_int;
	case 2:
		return (int16_t)v->dv_int;
	case 4:
		return (int32_t)v->dv_int;
	default:
		return (int64_t)v->dv_int;
	}
}

static uint64_t
pf_zext(const dt_value_t *v)
{
	switch (v->dv_size) {
	case 1:
		return (uint8_t)v->dv_int;
	case 2:
		return (uint16_t)v->dv_int;
	case 4:
		return (uint32_t)v->dv_int;
	default:
		return v->dv_int;
	}
}

static int
pf_is64(const dt_value_t *v)
{
	return v->dv_size != 1 && v->dv_size != 2 && v->dv_size != 4;
}

/*
 * Builds the C format "%<flags><width>.<prec><len><conv>".  Flags go in
 * DTrace's fixed order; a negative width means left-justify.
 */
static void
pf_cfmt(char *buf, size_t len, const pf_spec_t *sp, const char *lenmod,
    const char *conv)
{
	static const struct { unsigned bit; char c; } order[] = {
		{ PF_ALT, '#' }, { PF_ZPAD, '0' }, { PF_LEFT, '-' },
		{ PF_SPOS, '+' }, { PF_GROUP, '\'' }, { PF_SPACE, ' ' }
	};
	unsigned flags = sp->sp_flags;
	size_t i, n = 0;
	long w = sp->sp_width;

	if (w < 0)
		flags |= PF_LEFT;
	buf[n++] = '%';
	for (i = 0; i < sizeof (order) / sizeof (order[0]); i++) {
		if (flags & order[i].bit)
			buf[n++] = order[i].c;
	}
	buf[n] = '\0';
	if (w != 0)
		n += (size_t)snprintf(buf + n, len - n, "%ld", w < 0 ? -w : w);
	if (sp->sp_prec > 0)
		n += (size_t)snprintf(buf + n, len - n, ".%d", sp->sp_prec);
	snprintf(buf + n, len - n, "%s%s", lenmod, conv);
}

/* Prints a C string through the conversion's flags, width and precision. */
static int
pf_put_str(pf_state_t *st, const pf_spec_t *sp, const char *s)
{
	char f[64];

	pf_cfmt(f, sizeof (f), sp, "", "s");
	dt_sb_printf(st->st_out, f, s);
	return st->st_out->sb_err ? -1 : 0;
}

/* A string value as a NUL-terminated copy (caller frees). */
static char *
pf_strdup_val(const dt_value_t *v)
{
	char buf[32];

	if (v->dv_kind != DT_V_STR) {
		snprintf(buf, sizeof (buf), "%lld", (long long)pf_sext(v));
		return strdup(buf);
	}
	if (v->dv_str == NULL)
		return strdup("");
	return strndup(v->dv_str, v->dv_len);
}

static int
pf_put_strval(pf_state_t *st, const pf_spec_t *sp, const dt_value_t *v)
{
	char *s;
	int rv;

	if (v->dv_kind == DT_V_STR && v->dv_str != NULL &&
	    memchr(v->dv_str, '\0', v->dv_len) != NULL)
		return pf_put_str(st, sp, v->dv_str);
	if ((s = pf_strdup_val(v)) == NULL)
		return -1;
	rv = pf_put_str(st, sp, s);
	free(s);
	return rv;
}

static int
pf_print_int(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v, int sign, const char *conv)
{
	int wide = pf_is64(v) && strchr("diouxX", conv[0]) != NULL;
	char f[64];

	if (v->dv_kind == DT_V_STR)
		return pf_put_strval(st, sp, v);
	pf_cfmt(f, sizeof (f), sp, wide ? "ll" : "", conv);
	if (wide && sign)
		dt_sb_printf(st->st_out, f, (long long)pf_sext(v));
	else if (wide)
		dt_sb_printf(st->st_out, f, (unsigned long long)pf_zext(v));
	else if (sign)
		dt_sb_printf(st->st_out, f, (int)pf_sext(v));
	else
		dt_sb_printf(st->st_out, f, (unsigned)pf_zext(v));
	(void) d;
	return st->st_out->sb_err ? -1 : 0;
}

static int
pf_print_sint(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	return pf_print_int(st, d, sp, v, 1, d->pd_ofmt);
}

static int
pf_print_uint(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	return pf_print_int(st, d, sp, v, 0, d->pd_ofmt);
}

/* %d follows the sign of the argument: "%i" or "%u" underneath. */
static int
pf_print_dint(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	return pf_print_int(st, d, sp, v, v->dv_signed, v->dv_signed ? "i" : "u");
}

long double
dt_value_float(const dt_value_t *v)
{
	float f;
	double d;
	long double ld;

	switch (v->dv_size) {
	case sizeof (float):
		memcpy(&f, v->dv_str, sizeof (f));
		return f;
	case sizeof (double):
		memcpy(&d, v->dv_str, sizeof (d));
		return d;
	default:
		memset(&ld, 0, sizeof (ld));
		memcpy(&ld, v->dv_str, (size_t)v->dv_size < sizeof (ld) ?
		    (size_t)v->dv_size : sizeof (ld));
		return ld;
	}
}

void
dt_value_setfloat(dt_value_t *v, const void *p, int size)
{
	memset(v, 0, sizeof (*v));
	v->dv_kind = DT_V_FLOAT;
	v->dv_size = size;
	v->dv_str = p;
	v->dv_len = (size_t)size;
	memcpy(&v->dv_int, p, size < 8 ? (size_t)size : 8);
}

/* %e %f %g: a float or a double as a double, a long double as itself
 * (as DTrace's %e of a long double does); an integer (bt) as a number */
static int
pf_print_fp(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	long double x;
	char f[64];
	int ld;

	if (v->dv_kind == DT_V_STR)
		return pf_put_strval(st, sp, v);
	if (v->dv_kind == DT_V_FLOAT)
		x = dt_value_float(v);
	else
		x = v->dv_signed ? (long double)pf_sext(v) :
		    (long double)pf_zext(v);
	ld = d->pd_ofmt[0] == 'L';
	if (v->dv_kind == DT_V_FLOAT && v->dv_size > 8 && !ld) {
		pf_cfmt(f, sizeof (f), sp, "L", d->pd_ofmt);
		ld = 1;
	} else
		pf_cfmt(f, sizeof (f), sp, "", d->pd_ofmt);
	if (ld)
		dt_sb_printf(st->st_out, f, x);
	else
		dt_sb_printf(st->st_out, f, (double)x);
	return st->st_out->sb_err ? -1 : 0;
}

/* %a and %A: the symbol from the callback, else the address in hex. */
static int
pf_print_symbol(pf_state_t *st, const pf_spec_t *sp, const dt_value_t *v,
    int user)
{
	char buf[512];
	uint64_t addr;

	if (v->dv_kind == DT_V_STR)
		return pf_put_strval(st, sp, v);
	addr = v->dv_size == 4 ? (uint32_t)v->dv_int : v->dv_int;
	if (st->st_sym == NULL ||
	    st->st_sym(addr, user, buf, sizeof (buf), st->st_symarg) != 0)
		snprintf(buf, sizeof (buf), "0x%llx", (unsigned long long)addr);
	return pf_put_str(st, sp, buf);
}

static int
pf_print_addr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) d;
	return pf_print_symbol(st, sp, v, 0);
}

static int
pf_print_uaddr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) d;
	return pf_print_symbol(st, sp, v, 1);
}

/*
 * %k: a stack the caller rendered comes as text and is copied as is (its
 * width is an indent in DTrace, applied by whoever renders frames); a bare
 * address prints like %a.
 */
static int
pf_print_stack(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	pf_spec_t s = *sp;
	int indent = sp->sp_flags & PF_LEFT ? sp->sp_width : 0;
	const char *p, *nl, *end;

	(void) d;
	/* a stack's text, its frames one per line: "%-20k" indents them by
	 * 20 as DTrace does (it sets stackindent), other widths by 0 */
	if (v->dv_kind == DT_V_STR) {
		if (v->dv_str == NULL)
			return 0;
		end = v->dv_str + strnlen(v->dv_str, v->dv_len);
		for (p = v->dv_str; p < end; p = nl + 1) {
			if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
				nl = end;
			if (nl > p)
				dt_sb_printf(st->st_out, "%*s%.*s", indent, "",
				    (int)(nl - p), p);
			if (nl < end)
				dt_sb_putc(st->st_out, '\n');
		}
		return st->st_out->sb_err ? -1 : 0;
	}
	if (s.sp_flags & PF_LEFT)
		s.sp_width = 0;
	return pf_print_symbol(st, &s, v, 0);
}

static const char *const pf_months[] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};

/* %Y: ctime(3C) rearranged as DTrace does: "2023 Sep  7 16:49:02". */
static int
pf_print_time(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	time_t sec = (time_t)(pf_sext(v) / 1000000000LL);
	struct tm tm;
	char buf[64];

	(void) d;
	if (localtime_r(&sec, &tm) == NULL)
		return -1;
	snprintf(buf, sizeof (buf), "%d %s %2d %02d:%02d:%02d",
	    tm.tm_year + 1900, pf_months[tm.tm_mon % 12], tm.tm_mday,
	    tm.tm_hour, tm.tm_min, tm.tm_sec);
	return pf_put_str(st, sp, buf);
}

/* %T: RFC 822 time (DTrace's strftime pattern, %G included). */
static int
pf_print_time822(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	time_t sec = (time_t)(pf_sext(v) / 1000000000LL);
	struct tm tm;
	char buf[64];

	(void) d;
	if (localtime_r(&sec, &tm) == NULL)
		return -1;
	if (strftime(buf, sizeof (buf), "%a, %d %b %G %T %Z", &tm) == 0)
		buf[0] = '\0';
	return pf_put_str(st, sp, buf);
}

/* %P: a port number as its service name, else as a number. */
static int
pf_print_port(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	uint16_t port = (uint16_t)v->dv_int;
	struct servent res, *sv = NULL;
	char buf[1024];

	(void) d;
	if (getservbyport_r(htons(port), NULL, &res, buf, sizeof (buf),
	    &sv) == 0 && sv != NULL)
		return pf_put_str(st, sp, sv->s_name);
	snprintf(buf, sizeof (buf), "%d", port);
	return pf_put_str(st, sp, buf);
}

static int
pf_print_cstr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) d;
	return pf_put_strval(st, sp, v);
}

static int
pf_print_escaped(pf_state_t *st, const pf_spec_t *sp, const char *s,
    size_t len)
{
	dt_strbuf_t esc;
	int rv;

	dt_sb_init(&esc);
	dt_str_escape(&esc, s, len);
	if (esc.sb_err) {
		dt_sb_fini(&esc);
		return -1;
	}
	rv = pf_put_str(st, sp, esc.sb_buf != NULL ? esc.sb_buf : "");
	dt_sb_fini(&esc);
	return rv;
}

static int
pf_print_estr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) d;
	if (v->dv_kind != DT_V_STR)
		return pf_put_strval(st, sp, v);
	return pf_print_escaped(st, sp, v->dv_str != NULL ? v->dv_str : "",
	    v->dv_str != NULL ? v->dv_len : 0);
}

static int
pf_print_echr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	char c = (char)v->dv_int;

	(void) d;
	return pf_print_escaped(st, sp, &c, 1);
}

/* %ls/%ws: the bytes taken as a wchar_t array, printed by the C library. */
static int
pf_print_wstr(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	size_t n = v->dv_kind == DT_V_STR ? v->dv_len / sizeof (wchar_t) : 0;
	wchar_t *ws = calloc(n + 1, sizeof (wchar_t));
	char f[64];

	if (ws == NULL)
		return -1;
	if (n > 0)
		memcpy(ws, v->dv_str, n * sizeof (wchar_t));
	pf_cfmt(f, sizeof (f), sp, "", d->pd_ofmt);
	dt_sb_printf(st->st_out, f, ws);
	free(ws);
	return st->st_out->sb_err ? -1 : 0;
}

static int
pf_print_pct(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) d; (void) sp; (void) v;
	dt_sb_putc(st->st_out, '%');
	return st->st_out->sb_err ? -1 : 0;
}

/* bt's %r (printable bytes as they are, others \xNN), %rx (every byte
 * \xNN), %rh (two hex digits a byte, a blank between) */
void
dt_printf_rbuf(dt_strbuf_t *out, const unsigned char *p, size_t n, int mode)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (mode == 'h')
			dt_sb_printf(out, i > 0 ? " %02x" : "%02x", p[i]);
		else if (mode == 'x' || p[i] < 0x20 || p[i] > 0x7e)
			dt_sb_printf(out, "\\x%02x", p[i]);
		else
			dt_sb_putc(out, (char)p[i]);
	}
}

static int
pf_print_rbuf(pf_state_t *st, const pf_desc_t *d, const pf_spec_t *sp,
    const dt_value_t *v)
{
	(void) sp;
	if (v->dv_kind == DT_V_STR && v->dv_str != NULL)
		dt_printf_rbuf(st->st_out, (const unsigned char *)v->dv_str,
		    v->dv_len, d->pd_name[1]);
	return st->st_out->sb_err ? -1 : 0;
}

static const dt_value_t *
pf_next_arg(pf_state_t *st)
{
	if (st->st_next >= st->st_nargs)
		return NULL;
	return &st->st_args[st->st_next++];
}

/* The n-th %@ takes the n-th aggregation, then keeps to the last one. */
static const dt_value_t *
pf_next_agg(pf_state_t *st)
{
	const dt_value_t *v;

	if (st->st_naggs <= 0)
		return NULL;
	v = &st->st_aggs[st->st_curagg];
	if (st->st_curagg < st->st_naggs - 1)
		st->st_curagg++;
	return v;
}

static int
pf_next_int(pf_state_t *st, int *ip)
{
	const dt_value_t *v = pf_next_arg(st);

	if (v == NULL)
		return -1;
	*ip = (int)pf_sext(v);
	return 0;
}

/*
 * A bt integer conversion: the value as 64 bits (extended by its own
 * sign), given to C's printf as the conversion's length says (%d takes
 * the low 32 bits, %hd 16, %hhd 8, %ld all 64); %p as glibc prints it.
 */
static int
pf_print_btint(pf_state_t *st, const dt_pfconv_t *pc, const pf_spec_t *sp,
    const dt_value_t *v)
{
	uint64_t x = v->dv_signed && v->dv_kind == DT_V_INT ?
	    (uint64_t)pf_sext(v) : pf_zext(v);
	const char *l = pc->pc_length;
	char f[64], conv[2] = { pc->pc_conv, '\0' };
	int sgn = pc->pc_conv == 'd';

	if (pc->pc_conv == 'p') {
		pf_cfmt(f, sizeof (f), sp, "", "p");
		dt_sb_printf(st->st_out, f, (void *)(uintptr_t)x);
		return st->st_out->sb_err ? -1 : 0;
	}
	if (pc->pc_conv == 'c') {
		pf_cfmt(f, sizeof (f), sp, "", "c");
		dt_sb_printf(st->st_out, f, (int)x);
		return st->st_out->sb_err ? -1 : 0;
	}
	if (strcmp(l, "hh") == 0)
		x = sgn ? (uint64_t)(int64_t)(int8_t)x : (uint8_t)x;
	else if (strcmp(l, "h") == 0)
		x = sgn ? (uint64_t)(int64_t)(int16_t)x : (uint16_t)x;
	else if (l[0] == '\0')
		x = sgn ? (uint64_t)(int64_t)(int32_t)x : (uint32_t)x;
	pf_cfmt(f, sizeof (f), sp, "ll", conv);
	if (sgn)
		dt_sb_printf(st->st_out, f, (long long)x);
	else
		dt_sb_printf(st->st_out, f, (unsigned long long)x);
	return st->st_out->sb_err ? -1 : 0;
}

static int
pf_format_conv(pf_state_t *st, const dt_pfconv_t *pc)
{
	const pf_desc_t *d = &pf_descs[pc->pc_desc];
	const dt_value_t *v;
	pf_spec_t sp;

	if (pc->pc_class == DT_PF_NONE)
		return d->pd_print(st, d, NULL, NULL);
	sp.sp_flags = pf_flag_bits(pc->pc_flags);
	sp.sp_width = pc->pc_width > 0 ? pc->pc_width : 0;
	sp.sp_prec = pc->pc_prec;
	if (pc->pc_width_star && pf_next_int(st, &sp.sp_width) != 0)
		return -1;
	if (pc->pc_prec_star && pf_next_int(st, &sp.sp_prec) != 0)
		return -1;
	v = pc->pc_agg ? pf_next_agg(st) : pf_next_arg(st);
	if (v == NULL)
		return -1;
	if (pc->pc_btnone)
		return 0;
	if (st->st_bt && v->dv_kind != DT_V_STR &&
	    (pc->pc_class == DT_PF_INT || pc->pc_class == DT_PF_PTR))
		return pf_print_btint(st, pc, &sp, v);
	if (pc->pc_agg && v->dv_kind == DT_V_STR) {
		if (v->dv_str != NULL)
			dt_sb_add(st->st_out, v->dv_str,
			    strnlen(v->dv_str, v->dv_len));
		return st->st_out->sb_err ? -1 : 0;
	}
	return d->pd_print(st, d, &sp, v);
}

int
dt_printf_format(dt_strbuf_t *out, const dt_pfmt_t *pf,
    const dt_value_t *args, int nargs, dt_pfsym_f *sym, void *symarg)
{
	pf_state_t st;
	const dt_pfconv_t *pc;
	int i;

	if (nargs < pf->pf_nargs || (!pf->pf_printa && nargs != pf->pf_nargs))
		return -1;
	memset(&st, 0, sizeof (st));
	st.st_out = out;
	st.st_args = args;
	st.st_nargs = pf->pf_nargs;
	st.st_aggs = args + pf->pf_nargs;
	st.st_naggs = nargs - pf->pf_nargs;
	st.st_sym = sym;
	st.st_symarg = symarg;
	st.st_bt = pf->pf_bt;
	for (i = 0; i < pf->pf_nconvs; i++) {
		pc = &pf->pf_convs[i];
		dt_sb_puts(out, pc->pc_text);
		if (pc->pc_conv != '\0' && pf_format_conv(&st, pc) != 0)
			return -1;
	}
	return out->sb_err ? -1 : 0;
}

/* ---------------------------------------------------------------------
 * trace() and aggregation layouts
 */

/* DTrace's printable test (C locale): isprint, isspace, \b and \a. */
static int
pf_printable(unsigned char c)
{
	return (c >= 0x20 && c <= 0x7e) || (c >= '\t' && c <= '\r') ||
	    c == '\b' || c == '\a';
}

/* The hex dump of bytes that are not a string. */
static void
pf_rawbytes(dt_strbuf_t *out, const unsigned char *c, size_t n)
{
	const int margin = 5;
	size_t i, j;

	dt_sb_printf(out, "\n%*s      ", margin, "");
	for (i = 0; i < 16; i++)
		dt_sb_printf(out, "  %c", "0123456789abcdef"[i]);
	dt_sb_puts(out, "  0123456789abcdef\n");
	for (i = 0; i < n; i += 16) {
		dt_sb_printf(out, "%*s%5zx:", margin, "", i);
		for (j = i; j < i + 16 && j < n; j++)
			dt_sb_printf(out, " %02x", c[j]);
		for (; j % 16 != 0; j++)
			dt_sb_puts(out, "   ");
		dt_sb_puts(out, "  ");
		for (j = i; j < i + 16 && j < n; j++)
			dt_sb_putc(out, c[j] < ' ' || c[j] > '~' ? '.' :
			    (char)c[j]);
		dt_sb_putc(out, '\n');
	}
}

/*
 * A byte record: printable bytes followed only by NULs print as a string,
 * so do printable bytes filling the record (then padded even when quiet);
 * anything else (an empty string included) is hex-dumped, as everything
 * is with raw (the rawbytes option).
 */
static void
pf_print_bytes(dt_strbuf_t *out, const char *s, size_t n, int width,
    int quiet, int raw)
{
	const unsigned char *c = (const unsigned char *)s;
	size_t i, j;

	if (n == 0 || s == NULL)
		return;
	for (i = 0; raw ? 0 : i < n && pf_printable(c[i]); i++)
		continue;
	if (i == n) {
		dt_sb_printf(out, "  %-*.*s", width, (int)n, s);
		return;
	}
	if (c[i] == '\0' && i > 0) {
		for (j = i + 1; j < n && c[j] == '\0'; j++)
			continue;
		if (j == n) {
			/* width < 0: left-justified after two spaces;
			 * > 0 (agghist/aggpack keys): right after one */
			if (quiet)
				dt_sb_add(out, s, i);
			else
				dt_sb_printf(out, " %s%*s", width < 0 ? " " : "",
				    width, s);
			return;
		}
	}
	pf_rawbytes(out, c, n);
}

/* Integers of trace() and keys: 8 and 4 bytes signed, 2 and 1 unsigned. */
static void
pf_print_scalar(dt_strbuf_t *out, const dt_value_t *v, int quiet)
{
	static const struct { int size; const char *fmt; } widths[] = {
		{ 4, " %8d" }, { 2, " %5d" }, { 1, " %3d" }
	};
	size_t i;

	for (i = 0; i < sizeof (widths) / sizeof (widths[0]); i++) {
		if (v->dv_size != widths[i].size)
			continue;
		dt_sb_printf(out, quiet ? "%d" : widths[i].fmt, i == 0 ?
		    (int)(int32_t)(uint32_t)v->dv_int : (int)pf_zext(v));
		return;
	}
	dt_sb_printf(out, quiet ? "%lld" : " %16lld", (long long)v->dv_int);
}

void
dt_trace_format(dt_strbuf_t *out, const dt_value_t *v, int quiet, int raw)
{
	if (v->dv_kind == DT_V_STR)
		pf_print_bytes(out, v->dv_str, v->dv_len, -33, quiet, raw);
	else
		pf_print_scalar(out, v, quiet);
}

void
dt_agg_key_format(dt_strbuf_t *out, const dt_value_t *key, int packed,
    int raw)
{
	if (key->dv_kind == DT_V_STR)
		pf_print_bytes(out, key->dv_str, key->dv_len, packed ? 16 : -50,
		    0, raw);
	else
		pf_print_scalar(out, key, 0);
}

void
dt_agg_val_format(dt_strbuf_t *out, int64_t value)
{
	dt_sb_printf(out, " %16lld", (long long)value);
}

/* C escapes as DTrace's strchr2esc() writes them. */
void
dt_str_escape(dt_strbuf_t *out, const char *s, size_t len)
{
	static const char from[] = "\a\b\f\n\r\t\v\"\\";
	static const char to[] = "abfnrtv\"\\";
	const char *p;
	unsigned char c;
	size_t i;

	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c == '\0') {
			dt_sb_puts(out, "\\0");
			break;
		}
		if ((p = strchr(from, (char)c)) != NULL) {
			dt_sb_putc(out, '\\');
			dt_sb_putc(out, to[p - from]);
		} else if (c != ' ' && (c < '!' || c > '~')) {
			dt_sb_printf(out, "\\%c%c%c", '0' + ((c >> 6) & 3),
			    '0' + ((c >> 3) & 7), '0' + (c & 7));
		} else {
			dt_sb_putc(out, (char)c);
		}
	}
}

/* bt: the value arguments format pf takes ('*' ones too) */
int
dt_printf_nargs(const dt_pfmt_t *pf)
{
	const dt_pfconv_t *pc;
	int c, j = 0;

	for (c = 0; c < pf->pf_nconvs; c++) {
		pc = &pf->pf_convs[c];
		if (pc->pc_class == DT_PF_NONE)
			continue;
		j += pc->pc_width_star + pc->pc_prec_star + !pc->pc_agg;
	}
	return j;
}

/* bt: the name of the conversion ("d", "s") value argument i is for, or
 * NULL */
const char *
dt_printf_convof(const dt_pfmt_t *pf, int i)
{
	const dt_pfconv_t *pc;
	int c, j = 0;

	for (c = 0; c < pf->pf_nconvs; c++) {
		pc = &pf->pf_convs[c];
		if (pc->pc_class == DT_PF_NONE)
			continue;
		j += pc->pc_width_star + pc->pc_prec_star;
		if (j > i)
			return NULL;
		if (!pc->pc_agg && j++ == i)
			return pf_descs[pc->pc_desc].pd_name;
	}
	return NULL;
}
