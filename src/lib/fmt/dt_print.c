/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_print.c -- the print() action's output: a value laid out through its
 * type, as DTrace prints it (the layout of MDB's ::print -tn): the type,
 * then for a struct or union one member per line, indented four spaces a
 * level, "type name = value"; integers in hex, chars quoted, char arrays
 * that hold a string as one, other arrays in [ ], enums by name.
 */
#include <bpf/btf.h>
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_print.h"
#include "dt_printf.h"
#include "dt_types.h"

typedef struct dt_pr {
	const struct btf *pr_btf;
	const unsigned char *pr_data;
	size_t pr_len;
	dt_strbuf_t *pr_out;
	int pr_depth;		/* member depth of the last line printed */
	int pr_nest;		/* array nesting */
} dt_pr_t;

static void dt_pr_visit(dt_pr_t *pr, const char *name, uint32_t id,
    uint32_t bitoff, uint32_t bits, int depth, const char *tname);

static void
dt_pr_indent(dt_pr_t *pr)
{
	dt_sb_printf(pr->pr_out, "%*s", (pr->pr_depth + pr->pr_nest) * 4, "");
}

/* close the structs left since the last line, down to depth */
static void
dt_pr_braces(dt_pr_t *pr, int depth)
{
	int d;

	for (d = pr->pr_depth; d > depth; d--)
		dt_sb_printf(pr->pr_out, "%*s}%s", (d + pr->pr_nest - 1) * 4, "",
		    d == depth + 1 ? "" : "\n");
}

/* the value of size bytes at bit offset off (bits: a bitfield's width) */
static uint64_t
dt_pr_bits(dt_pr_t *pr, uint32_t off, uint32_t size, uint32_t bits)
{
	uint64_t v = 0;
	size_t at = off / 8, n = bits ? (off % 8 + bits + 7) / 8 : size;

	if (n > 8)
		n = 8;
	if (at + n <= pr->pr_len)
		memcpy(&v, pr->pr_data + at, n);
	if (bits) {
		v >>= off % 8;
		if (bits < 64)
			v &= (1ULL << bits) - 1;
	}
	return v;
}

static void
dt_pr_hex(dt_pr_t *pr, uint64_t v)
{
	if (v == 0)
		dt_sb_puts(pr->pr_out, "0");
	else
		dt_sb_printf(pr->pr_out, "%#" PRIx64, v);
}

static void
dt_pr_int(dt_pr_t *pr, const struct btf_type *t, uint32_t off, uint32_t bits)
{
	uint64_t v = dt_pr_bits(pr, off, t->size, bits);
	const char *n = btf__name_by_offset(pr->pr_btf, t->name_off);

	if (!bits && t->size == 1 && (btf_int_encoding(t) & BTF_INT_SIGNED ||
	    strcmp(n, "char") == 0)) {
		char c = (char)v;

		if (isprint((unsigned char)c))
			dt_sb_printf(pr->pr_out, "'%c'", c);
		else if (c == '\0')
			dt_sb_puts(pr->pr_out, "'\\0'");
		else
			dt_sb_printf(pr->pr_out, "'\\%03o'", (unsigned char)c);
		return;
	}
	dt_pr_hex(pr, v);
}

/* a float, double or long double as DTrace's print() shows it */
static void
dt_pr_float(dt_pr_t *pr, const struct btf_type *t, uint32_t off)
{
	dt_value_t v;

	if (off % 8 != 0 || off / 8 + t->size > pr->pr_len) {
		dt_sb_puts(pr->pr_out, "<unknown encoding>");
		return;
	}
	dt_value_setfloat(&v, pr->pr_data + off / 8, (int)t->size);
	if (t->size > 8)
		dt_sb_printf(pr->pr_out, "%+.16LE", dt_value_float(&v));
	else
		dt_sb_printf(pr->pr_out, "%+.7e", (double)dt_value_float(&v));
}

static void
dt_pr_enum(dt_pr_t *pr, const struct btf_type *t, uint32_t off)
{
	int64_t v = (int64_t)dt_pr_bits(pr, off, t->size, 0);
	const char *name;

	if (t->size == 4)
		v = (int32_t)v;
	if ((name = dt_btf_enumname(pr->pr_btf, t, (uint64_t)v)) != NULL)
		dt_sb_puts(pr->pr_out, name);
	else
		dt_sb_printf(pr->pr_out, "%" PRId64, v);
}

static void
dt_pr_array(dt_pr_t *pr, const struct btf_type *t, uint32_t off)
{
	const struct btf_array *a = btf_array(t);
	uint32_t eid = dt_btf_skip(pr->pr_btf, a->type), i;
	const struct btf_type *et = btf__type_by_id(pr->pr_btf, eid);
	__s64 esize = btf__resolve_size(pr->pr_btf, a->type);
	const unsigned char *p = pr->pr_data + off / 8;
	int isstr = 0, sou = et != NULL && (btf_is_struct(et) || btf_is_union(et));

	if (et == NULL || esize <= 0 || off / 8 + (size_t)esize * a->nelems >
	    pr->pr_len) {
		dt_sb_puts(pr->pr_out, "<truncated>");
		return;
	}
	/* a char array holding printable characters and a NUL: a string */
	if (btf_is_int(et) && et->size == 1) {
		for (i = 0; i < a->nelems && isprint(p[i]) && p[i] != 0; i++)
			;
		isstr = i != a->nelems && p[i] == 0;
	}
	if (!isstr || pr->pr_depth != 0)
		dt_sb_puts(pr->pr_out, "[ ");
	if (isstr) {
		dt_sb_printf(pr->pr_out, "\"%s\"", (const char *)p);
	} else {
		for (i = 0; i < a->nelems; i++) {
			dt_pr_t sub = *pr;

			sub.pr_nest += pr->pr_depth + 1;
			sub.pr_depth = 0;
			dt_pr_visit(&sub, "", a->type, off + 8 * (uint32_t)esize * i,
			    0, 0, NULL);
			dt_pr_braces(&sub, 0);
			if (i != a->nelems - 1)
				dt_sb_puts(pr->pr_out, ", ");
			else if (sou)
				dt_sb_putc(pr->pr_out, '\n');
		}
	}
	if (!isstr || pr->pr_depth != 0) {
		if (sou)
			dt_pr_indent(pr);
		else
			dt_sb_putc(pr->pr_out, ' ');
		dt_sb_putc(pr->pr_out, ']');
	}
}

/* one value: its line (unless a simple array element), and for a struct
 * or union its members, one level deeper */
static void
dt_pr_visit(dt_pr_t *pr, const char *name, uint32_t id, uint32_t off,
    uint32_t bits, int depth, const char *tname)
{
	uint32_t rid = dt_btf_skip(pr->pr_btf, id);
	const struct btf_type *t = btf__type_by_id(pr->pr_btf, rid);
	int sou = t != NULL && (btf_is_struct(t) || btf_is_union(t));
	int brief = pr->pr_nest != 0 && depth == 0 && !sou;
	char type[256];

	dt_pr_braces(pr, depth);
	if (depth < pr->pr_depth)
		dt_sb_putc(pr->pr_out, '\n');
	pr->pr_depth = depth;
	if (!brief) {
		if (pr->pr_nest != 0 && depth == 0)
			dt_sb_putc(pr->pr_out, '\n');
		dt_pr_indent(pr);
		if (tname != NULL)
			snprintf(type, sizeof(type), "%s", tname);
		else
			dt_btf_name(pr->pr_btf, id, type, sizeof(type),
			    DT_BTF_CTF);
		dt_sb_puts(pr->pr_out, type);
		if (name[0] != '\0') {
			if (type[strlen(type) - 1] != '*' &&
			    type[strlen(type) - 1] != ' ')
				dt_sb_putc(pr->pr_out, ' ');
			dt_sb_puts(pr->pr_out, name);
			if (bits != 0)
				dt_sb_printf(pr->pr_out, " :%u", bits);
			dt_sb_puts(pr->pr_out, " =");
		}
		dt_sb_putc(pr->pr_out, ' ');
	}
	if (t == NULL) {
		dt_sb_puts(pr->pr_out, "<invalid type>");
	} else if (btf_is_int(t)) {
		dt_pr_int(pr, t, off, bits);
	} else if (btf_is_ptr(t)) {
		dt_pr_hex(pr, dt_pr_bits(pr, off, 8, 0));
	} else if (btf_is_array(t)) {
		dt_pr_array(pr, t, off);
	} else if (btf_is_enum(t) || btf_is_enum64(t)) {
		dt_pr_enum(pr, t, off);
	} else if (btf_kind(t) == BTF_KIND_FLOAT) {
		dt_pr_float(pr, t, off);
	} else if (sou) {
		const struct btf_member *m = btf_members(t);
		int i;

		dt_sb_putc(pr->pr_out, '{');
		if (!brief)
			dt_sb_putc(pr->pr_out, '\n');
		for (i = 0; i < btf_vlen(t); i++, m++)
			dt_pr_visit(pr, btf__name_by_offset(pr->pr_btf,
			    m->name_off), m->type, off +
			    btf_member_bit_offset(t, (uint32_t)i),
			    btf_member_bitfield_size(t, (uint32_t)i), depth + 1,
			    NULL);
		return;
	} else if (btf_is_fwd(t)) {
		dt_sb_puts(pr->pr_out, "<forward decl>");
	} else {
		dt_sb_puts(pr->pr_out, "<unsupported>");
	}
	if (!brief)
		dt_sb_putc(pr->pr_out, '\n');
}

void
dt_print_value(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *tp,
    const void *data, size_t len)
{
	dt_pr_t pr;
	uint32_t id;

	if (tp->t_kind == DT_TK_STRING) {
		dt_sb_printf(out, "string \"%.*s\"\n", (int)strnlen(data, len),
		    (const char *)data);
		return;
	}
	if (dtp->dt_types == NULL || dt_type_id(dtp, tp, &id) != 0) {
		dt_sb_printf(out, "%s <no type information>\n", tp->t_name);
		return;
	}
	memset(&pr, 0, sizeof(pr));
	pr.pr_btf = dtp->dt_types;
	pr.pr_data = data;
	pr.pr_len = len;
	pr.pr_out = out;
	dt_pr_visit(&pr, "", id, 0, 0, 0, tp->t_name);
	dt_pr_braces(&pr, 0);
}
