/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_types.c -- D types: D's own integers and string, and every other type
 * through BTF (see dt_types.h).
 */
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_types.h"

#define ROUND8(x)	(((x) + 7u) & ~7u)

void
dt_type_int(dt_type_t *tp, uint32_t size, int sign, const char *name)
{
	memset(tp, 0, sizeof(*tp));
	tp->t_kind = DT_TK_INT;
	tp->t_size = size;
	tp->t_signed = sign;
	snprintf(tp->t_name, sizeof(tp->t_name), "%.63s", name);
}

void
dt_type_string(dt_type_t *tp, uint32_t cap)
{
	memset(tp, 0, sizeof(*tp));
	tp->t_kind = DT_TK_STRING;
	tp->t_size = ROUND8(cap);
	snprintf(tp->t_name, sizeof(tp->t_name), "string");
}

/* D's integer types: C's, the fixed-width ones and DTrace's aliases */
static const struct {
	const char *name;
	uint32_t size;
	int sign;
} dt_inttypes[] = {
	{ "char", 1, 1 }, { "signed char", 1, 1 }, { "unsigned char", 1, 0 },
	{ "short", 2, 1 }, { "unsigned short", 2, 0 },
	{ "int", 4, 1 }, { "unsigned int", 4, 0 }, { "signed int", 4, 1 },
	{ "long", 8, 1 }, { "unsigned long", 8, 0 },
	{ "long long", 8, 1 }, { "unsigned long long", 8, 0 },
	{ "int8_t", 1, 1 }, { "uint8_t", 1, 0 }, { "int16_t", 2, 1 },
	{ "uint16_t", 2, 0 }, { "int32_t", 4, 1 }, { "uint32_t", 4, 0 },
	{ "int64_t", 8, 1 }, { "uint64_t", 8, 0 }, { "intptr_t", 8, 1 },
	{ "uintptr_t", 8, 0 }, { "size_t", 8, 0 }, { "ssize_t", 8, 1 },
	{ "off_t", 8, 1 }, { "loff_t", 8, 1 }, { "pid_t", 4, 1 },
	{ "uid_t", 4, 0 }, { "gid_t", 4, 0 }, { "id_t", 4, 1 },
	{ "mode_t", 4, 0 }, { "umode_t", 2, 0 }, { "dev_t", 8, 0 },
	{ "time_t", 8, 1 }, { "hrtime_t", 8, 1 }, { "uint_t", 4, 0 },
	{ "uchar_t", 1, 0 }, { "ushort_t", 2, 0 }, { "ulong_t", 8, 0 },
	{ "u_longlong_t", 8, 0 }, { "longlong_t", 8, 1 },
	{ "processorid_t", 4, 1 }, { "boolean_t", 4, 1 }, { "u32", 4, 0 },
	{ "u64", 8, 0 }, { "s32", 4, 1 }, { "s64", 8, 1 }, { "u16", 2, 0 },
	{ "u8", 1, 0 }, { "key_serial_t", 4, 1 }, { "clockid_t", 4, 1 },
	{ "qid_t", 4, 0 }, { "aio_context_t", 8, 0 }, { "rwf_t", 4, 1 },
	{ "__s32", 4, 1 }, { "__u32", 4, 0 }, { "__u64", 8, 0 },
	{ "__s64", 8, 1 }, { "bool", 1, 0 }, { "_Bool", 1, 0 },
	{ "caddr_t", 8, 0 },
};

/* D's floating-point types (x86-64 and arm64 sizes of long double) */
static const struct {
	const char *name;
	uint32_t size;
} dt_fltypes[] = {
	{ "float", 4 }, { "double", 8 }, { "long double", 16 },
};

void
dt_type_float(dt_type_t *tp, uint32_t size, const char *name)
{
	memset(tp, 0, sizeof(*tp));
	tp->t_kind = DT_TK_FLOAT;
	tp->t_size = size;
	snprintf(tp->t_name, sizeof(tp->t_name), "%.63s", name);
}

static const char *
dt_strip_quals(char *s)
{
	char *e;

	for (;;) {
		if (strncmp(s, "const ", 6) == 0)
			s += 6;
		else if (strncmp(s, "volatile ", 9) == 0)
			s += 9;
		else
			break;
	}
	e = s + strlen(s);
	while (e > s && e[-1] == ' ')
		*--e = '\0';
	return s;
}

int
dt_type_parse(const char *name, dt_type_t *tp)
{
	char buf[64];
	const char *s;
	size_t i;

	snprintf(buf, sizeof(buf), "%s", name);
	s = dt_strip_quals(buf);
	if (strchr(s, '*') != NULL) {
		memset(tp, 0, sizeof(*tp));
		tp->t_kind = DT_TK_PTR;
		tp->t_size = 8;
		snprintf(tp->t_name, sizeof(tp->t_name), "%.63s", s);
		return 0;
	}
	if (strcmp(s, "string") == 0) {
		dt_type_string(tp, 0);
		return 0;
	}
	if (strcmp(s, "unsigned") == 0)
		s = "unsigned int";
	else if (strcmp(s, "signed") == 0)
		s = "int";
	for (i = 0; i < sizeof(dt_inttypes) / sizeof(dt_inttypes[0]); i++) {
		if (strcmp(dt_inttypes[i].name, s) == 0) {
			dt_type_int(tp, dt_inttypes[i].size, dt_inttypes[i].sign, s);
			return 0;
		}
	}
	for (i = 0; i < sizeof(dt_fltypes) / sizeof(dt_fltypes[0]); i++) {
		if (strcmp(dt_fltypes[i].name, s) == 0) {
			dt_type_float(tp, dt_fltypes[i].size, s);
			return 0;
		}
	}
	return -1;
}

/* libbpf's messages left out (what it fails to parse) */
static int
dt_types_quiet(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	(void)level;
	(void)fmt;
	(void)ap;
	return 0;
}

/* the kernel's types from BTF file path (the btfpath option) */
int
dt_types_btffile(dtrace_hdl_t *dtp, const char *path)
{
	libbpf_print_fn_t old = libbpf_set_print(dt_types_quiet);
	struct btf *btf = btf__parse(path, NULL);
	int err = errno;

	(void)libbpf_set_print(old);
	if (btf == NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot load the kernel's "
		    "types from %s: %s", path, err == ENOENT || err == EACCES ?
		    strerror(err) : "not a BTF or ELF file with BTF");
	if (dtp->dt_types == NULL) {
		btf__free(dtp->dt_btf);
		dtp->dt_btf = btf;
	} else
		btf__free(btf);
	return 0;
}

/*
 * The BTF namespace
 */
struct btf *
dt_types_btf(dtrace_hdl_t *dtp)
{
	if (dtp->dt_types != NULL)
		return dtp->dt_types;
	if (dtp->dt_btf == NULL && dtp->dt_btfpath != NULL &&
	    dt_types_btffile(dtp, dtp->dt_btfpath) != 0)
		return NULL;
	if (dtp->dt_btf == NULL)
		dtp->dt_btf = btf__load_vmlinux_btf();
	if (dtp->dt_btf == NULL) {
		dt_set_errmsg(dtp, EDT_NOTSUP, "cannot load the kernel's BTF "
		    "(/sys/kernel/btf/vmlinux): %s", strerror(errno));
		return NULL;
	}
	dtp->dt_types = btf__new_empty_split(dtp->dt_btf);
	if (dtp->dt_types == NULL)
		dt_set_errmsg(dtp, EDT_NOMEM, "out of memory");
	return dtp->dt_types;
}

void
dt_types_forget(dtrace_hdl_t *dtp)
{
	btf__free(dtp->dt_types);
	dtp->dt_types = NULL;
}

void
dt_types_close(dtrace_hdl_t *dtp)
{
	btf__free(dtp->dt_types);
	btf__free(dtp->dt_btf);
	dtp->dt_types = NULL;
	dtp->dt_btf = NULL;
}

/*
 * Type 'name' of BTF kind 'kind': the program's own first (its
 * definitions are a scope of their own, which hides the kernel's types
 * of the same names, as DTrace's D container does), then, unless
 * own_only, the kernel's.  -1 if there is none.
 */
static int
dt_btf_find(const dtrace_hdl_t *dtp, const struct btf *btf, const char *name,
    int kind, int own_only)
{
	uint32_t id, n = btf__type_cnt(btf);

	for (id = btf__type_cnt(dtp->dt_btf); id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (btf_kind(t) == kind && strcmp(btf__name_by_offset(btf,
		    t->name_off), name) == 0)
			return (int)id;
	}
	return own_only ? -1 : btf__find_by_name_kind(btf, name, kind);
}

/* skip typedefs and qualifiers */
uint32_t
dt_btf_skip(const struct btf *btf, uint32_t id)
{
	const struct btf_type *t;

	while ((t = btf__type_by_id(btf, id)) != NULL &&
	    (btf_is_typedef(t) || btf_is_mod(t)))
		id = t->type;
	return id;
}

/*
 * C spelling of type id into buf: "struct task_struct *", "char [16]".
 * The type model's spelling drops qualifiers and keeps a name's first
 * 100 characters; DT_BTF_CTF spells const and volatile as CTF does, a
 * function pointer "int (*)()", and keeps 200.
 */
void
dt_btf_name(const struct btf *btf, uint32_t id, char *buf, size_t size,
    int flags)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	int ctf = (flags & DT_BTF_CTF) != 0, w = ctf ? 200 : 100;
	size_t subsize = ctf ? 256 : 128;
	const char *n;
	char sub[256];

	if (id == 0 || t == NULL) {
		snprintf(buf, size, "void");
		return;
	}
	n = btf__name_by_offset(btf, t->name_off);
	switch (btf_kind(t)) {
	case BTF_KIND_PTR:
		dt_btf_name(btf, t->type, sub, subsize, flags);
		snprintf(buf, size, "%.*s%s*", w, sub,
		    sub[strlen(sub) - 1] == '*' ? "" : " ");
		return;
	case BTF_KIND_ARRAY:
		dt_btf_name(btf, btf_array(t)->type, sub, subsize, flags);
		snprintf(buf, size, "%.*s [%u]", w, sub, btf_array(t)->nelems);
		return;
	case BTF_KIND_STRUCT:
		snprintf(buf, size, "struct %s", n);
		return;
	case BTF_KIND_UNION:
		snprintf(buf, size, "union %s", n);
		return;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		snprintf(buf, size, "enum %s", n);
		return;
	case BTF_KIND_CONST:
	case BTF_KIND_VOLATILE:
		if (ctf) {
			dt_btf_name(btf, t->type, sub, subsize, flags);
			snprintf(buf, size, "%s %.*s", btf_kind(t) ==
			    BTF_KIND_CONST ? "const" : "volatile", w, sub);
			return;
		}
		dt_btf_name(btf, t->type, buf, size, flags);
		return;
	case BTF_KIND_RESTRICT:
	case BTF_KIND_TYPE_TAG:
		if (!ctf) {
			dt_btf_name(btf, t->type, buf, size, flags);
			return;
		}
		break;		/* CTF has no such: by name */
	case BTF_KIND_FUNC_PROTO:
		snprintf(buf, size, ctf ? "int (*)()" : "int ()");
		return;
	default:
		break;
	}
	snprintf(buf, size, "%s", n != NULL && n[0] ? n : "?");
}

int
dt_type_from_btf(dtrace_hdl_t *dtp, uint32_t id, dt_type_t *tp)
{
	struct btf *btf = dt_types_btf(dtp);
	const struct btf_type *t;
	uint32_t rid;
	char name[128];

	if (btf == NULL)
		return -1;
	memset(tp, 0, sizeof(*tp));
	dt_btf_name(btf, id, name, sizeof(name), 0);
	snprintf(tp->t_name, sizeof(tp->t_name), "%.63s", name);
	rid = dt_btf_skip(btf, id);
	t = btf__type_by_id(btf, rid);
	if (rid == 0 || t == NULL) {
		tp->t_kind = DT_TK_VOID;
		return 0;
	}
	switch (btf_kind(t)) {
	case BTF_KIND_INT:
		tp->t_kind = DT_TK_INT;
		tp->t_size = t->size;
		tp->t_signed = (btf_int_encoding(t) & BTF_INT_SIGNED) != 0 ||
		    strcmp(btf__name_by_offset(btf, t->name_off), "char") == 0;
		if (tp->t_size > 8 || (tp->t_size & (tp->t_size - 1)) != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "type %s has a "
			    "size D cannot represent (%u bytes)", tp->t_name,
			    t->size);
		break;
	case BTF_KIND_ENUM:
	case BTF_KIND_ENUM64:
		tp->t_kind = DT_TK_INT;
		tp->t_size = t->size;
		tp->t_signed = btf_kflag(t);
		break;
	case BTF_KIND_PTR:
		tp->t_kind = DT_TK_PTR;
		tp->t_size = 8;
		id = t->type;
		break;
	case BTF_KIND_STRUCT:
	case BTF_KIND_UNION:
		tp->t_kind = DT_TK_SOU;
		tp->t_size = t->size;
		id = rid;
		break;
	case BTF_KIND_ARRAY: {
		__s64 sz = btf__resolve_size(btf, rid);

		tp->t_kind = DT_TK_ARRAY;
		tp->t_size = sz > 0 ? (uint32_t)sz : 0;
		id = rid;
		break;
	}
	case BTF_KIND_FWD: {
		/* the definition, if there is one by now */
		const char *n = btf__name_by_offset(btf, t->name_off);
		int def = dt_btf_find(dtp, btf, n, btf_kflag(t) ?
		    BTF_KIND_UNION : BTF_KIND_STRUCT, 0);

		if (def > 0)
			return dt_type_from_btf(dtp, (uint32_t)def, tp);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "%s %s is not defined",
		    btf_kflag(t) ? "union" : "struct", n);
	}
	case BTF_KIND_FLOAT:
		tp->t_kind = DT_TK_FLOAT;
		tp->t_size = t->size;
		id = rid;
		break;
	default:
		return dt_set_errmsg(dtp, EDT_NOTSUP, "type %s cannot be used "
		    "as a value", tp->t_name);
	}
	tp->t_id = id;
	return 0;
}

/* the BTF id standing for a dt_type_t, adding a D integer if needed */
int
dt_type_id(dtrace_hdl_t *dtp, const dt_type_t *tp, uint32_t *idp)
{
	struct btf *btf = dt_types_btf(dtp);
	int id = -1;

	if (btf == NULL)
		return -1;
	switch (tp->t_kind) {
	case DT_TK_VOID:
		*idp = 0;
		return 0;
	case DT_TK_PTR:
		id = btf__add_ptr(btf, (int)tp->t_id);
		break;
	case DT_TK_INT:
		if (tp->t_id != 0) {
			*idp = tp->t_id;
			return 0;
		}
		id = btf__find_by_name(btf, tp->t_name);
		if (id > 0 && btf_is_int(btf__type_by_id(btf, (__u32)id)) &&
		    btf__type_by_id(btf, (__u32)id)->size == tp->t_size)
			break;
		id = btf__add_int(btf, tp->t_name, (size_t)tp->t_size,
		    tp->t_signed ? BTF_INT_SIGNED : 0);
		break;
	case DT_TK_FLOAT:
		if (tp->t_id != 0) {
			*idp = tp->t_id;
			return 0;
		}
		id = btf__find_by_name_kind(btf, tp->t_name, BTF_KIND_FLOAT);
		if (id > 0 && btf__type_by_id(btf, (__u32)id)->size ==
		    tp->t_size)
			break;
		id = btf__add_float(btf, tp->t_name, (size_t)tp->t_size);
		break;
	case DT_TK_STRING:
		return dt_set_errmsg(dtp, EDT_NOTSUP, "pointers to string are "
		    "not supported");
	default:
		*idp = tp->t_id;
		return 0;
	}
	if (id < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add type %s: %s",
		    tp->t_name, strerror(-id));
	*idp = (uint32_t)id;
	return 0;
}

int
dt_type_ptrto(dtrace_hdl_t *dtp, const dt_type_t *tp, dt_type_t *out)
{
	uint32_t id = 0;
	dt_type_t t = *tp;

	if (dt_type_id(dtp, &t, &id) != 0)
		return -1;
	memset(out, 0, sizeof(*out));
	out->t_kind = DT_TK_PTR;
	out->t_size = 8;
	out->t_id = id;
	snprintf(out->t_name, sizeof(out->t_name), "%.61s%s*", t.t_name,
	    t.t_kind == DT_TK_PTR ? "" : " ");
	return 0;
}

int
dt_type_lookup(dtrace_hdl_t *dtp, const char *name, int nptr, dt_type_t *tp)
{
	static const struct { const char *prefix; int kind; } tags[] = {
		{ "struct ", BTF_KIND_STRUCT }, { "union ", BTF_KIND_UNION },
		{ "enum ", BTF_KIND_ENUM },
	};
	char buf[128];
	const char *s, *tick;
	struct btf *btf;
	size_t i;
	int id = -1, k;

	snprintf(buf, sizeof(buf), "%s", name);
	s = dt_strip_quals(buf);
	if ((tick = strchr(s, '`')) != NULL)	/* module scope: vmlinux`x */
		s = tick + 1;
	if (strcmp(s, "void") == 0) {
		memset(tp, 0, sizeof(*tp));
		tp->t_kind = DT_TK_VOID;
		snprintf(tp->t_name, sizeof(tp->t_name), "void");
	} else if (dt_type_parse(s, tp) == 0) {
		;
	} else {
		if ((btf = dt_types_btf(dtp)) == NULL)
			return -1;
		for (i = 0; i < sizeof(tags) / sizeof(tags[0]); i++) {
			size_t n = strlen(tags[i].prefix);

			if (strncmp(s, tags[i].prefix, n) != 0)
				continue;
			id = dt_btf_find(dtp, btf, s + n, tags[i].kind, 0);
			if (id < 0 && tags[i].kind != BTF_KIND_ENUM)
				id = dt_btf_find(dtp, btf, s + n, BTF_KIND_FWD,
				    0);
			if (id < 0 && tags[i].kind == BTF_KIND_ENUM)
				id = dt_btf_find(dtp, btf, s + n,
				    BTF_KIND_ENUM64, 0);
			break;
		}
		if (i == sizeof(tags) / sizeof(tags[0])) {
			id = dt_btf_find(dtp, btf, s, BTF_KIND_TYPEDEF, 0);
			if (id < 0)
				id = dt_btf_find(dtp, btf, s, BTF_KIND_INT, 0);
		}
		/* (the name as written, blanks after it kept) */
		if (id < 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "failed to resolve "
			    "type %s: Unknown type name", name + (s - buf));
		/* a pointer to an opaque type only needs its id */
		if (nptr > 0 && btf__resolve_size(btf, (__u32)id) < 0) {
			memset(tp, 0, sizeof(*tp));
			tp->t_kind = DT_TK_SOU;
			tp->t_id = (uint32_t)id;
			snprintf(tp->t_name, sizeof(tp->t_name), "%.63s", s);
		} else if (dt_type_from_btf(dtp, (uint32_t)id, tp) != 0) {
			return -1;
		}
	}
	for (k = 0; k < nptr; k++)
		if (dt_type_ptrto(dtp, tp, tp) != 0)
			return -1;
	return 0;
}

int
dt_type_deref(dtrace_hdl_t *dtp, const dt_type_t *tp, dt_type_t *out)
{
	struct btf *btf;
	uint32_t id;

	if (tp->t_kind == DT_TK_ARRAY) {
		if ((btf = dt_types_btf(dtp)) == NULL)
			return -1;
		id = btf_array(btf__type_by_id(btf, tp->t_id))->type;
	} else if (tp->t_kind == DT_TK_PTR) {
		id = tp->t_id;
	} else {
		return dt_set_errmsg(dtp, EDT_NOTSUP, "%s is not a pointer or "
		    "an array", tp->t_name);
	}
	if (id == 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot dereference "
		    "pointer to void");
	if (dt_type_from_btf(dtp, id, out) != 0)
		return -1;
	if (out->t_kind == DT_TK_VOID)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot dereference "
		    "pointer to void");
	return 0;
}

/* find member name in struct/union id at bit offset base (recursing into
 * anonymous members): 0 with *mid, *bitoff (from the outer start), *bits */
static int
dt_btf_find_member(const struct btf *btf, uint32_t id, const char *name,
    uint32_t base, uint32_t *mid, uint32_t *bitoff, uint32_t *bits)
{
	const struct btf_type *t = btf__type_by_id(btf, dt_btf_skip(btf, id));
	const struct btf_member *m;
	int i;

	if (t == NULL || (!btf_is_struct(t) && !btf_is_union(t)))
		return -1;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++) {
		const char *mn = btf__name_by_offset(btf, m->name_off);
		uint32_t off = base + btf_member_bit_offset(t, (__u32)i);

		if (mn != NULL && strcmp(mn, name) == 0) {
			*mid = m->type;
			*bitoff = off;
			*bits = btf_member_bitfield_size(t, (__u32)i);
			return 0;
		}
		if ((mn == NULL || mn[0] == '\0') && dt_btf_find_member(btf,
		    m->type, name, off, mid, bitoff, bits) == 0)
			return 0;
	}
	return -1;
}

int
dt_type_member(dtrace_hdl_t *dtp, const dt_type_t *tp, const char *name,
    dt_member_t *mp)
{
	struct btf *btf = dt_types_btf(dtp);
	uint32_t mid, bitoff, bits;

	memset(mp, 0, sizeof(*mp));
	if (btf == NULL || tp->t_kind != DT_TK_SOU ||
	    dt_btf_find_member(btf, tp->t_id, name, 0, &mid, &bitoff,
	    &bits) != 0)
		return -1;
	if (dt_type_from_btf(dtp, mid, &mp->m_type) != 0)
		return -1;
	if (bits == 0 && bitoff % 8 == 0) {
		mp->m_off = bitoff / 8;
		return 0;
	}
	/* a bitfield: read the bytes that hold it, shift, mask */
	if (bits == 0)
		bits = mp->m_type.t_size * 8;
	mp->m_off = bitoff / 8;
	mp->m_bitoff = bitoff % 8;
	mp->m_bits = bits;
	if (mp->m_bitoff + bits > 64)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "bitfield %s is too wide",
		    name);
	return 0;
}

int
dt_type_member_at(dtrace_hdl_t *dtp, const dt_type_t *tp, int i,
    const char **namep, dt_member_t *mp)
{
	struct btf *btf = dt_types_btf(dtp);
	const struct btf_type *t;
	uint32_t bitoff, bits;

	memset(mp, 0, sizeof(*mp));
	if (btf == NULL || tp->t_kind != DT_TK_SOU || i < 0)
		return -1;
	t = btf__type_by_id(btf, dt_btf_skip(btf, tp->t_id));
	if (t == NULL || (!btf_is_struct(t) && !btf_is_union(t)) ||
	    i >= btf_vlen(t))
		return -1;
	*namep = btf__name_by_offset(btf, btf_members(t)[i].name_off);
	if (*namep == NULL)
		*namep = "";
	if (dt_type_from_btf(dtp, btf_members(t)[i].type, &mp->m_type) != 0)
		return -1;
	bitoff = btf_member_bit_offset(t, (__u32)i);
	bits = btf_member_bitfield_size(t, (__u32)i);
	mp->m_off = bitoff / 8;
	if (bits != 0 || bitoff % 8 != 0) {
		mp->m_bitoff = bitoff % 8;
		mp->m_bits = bits != 0 ? bits : mp->m_type.t_size * 8;
	}
	return 0;
}

uint32_t
dt_type_nelems(dtrace_hdl_t *dtp, const dt_type_t *tp)
{
	struct btf *btf = dt_types_btf(dtp);

	if (btf == NULL || tp->t_kind != DT_TK_ARRAY)
		return 0;
	return btf_array(btf__type_by_id(btf, tp->t_id))->nelems;
}

int
dt_type_byaddr(const dt_type_t *tp)
{
	return tp->t_kind == DT_TK_SOU || tp->t_kind == DT_TK_ARRAY ||
	    (tp->t_kind == DT_TK_FLOAT && tp->t_size > 8);
}

int
dt_type_is_chararray(dtrace_hdl_t *dtp, const dt_type_t *tp)
{
	dt_type_t et;

	if (tp->t_kind != DT_TK_ARRAY || dt_type_deref(dtp, tp, &et) != 0)
		return 0;
	return et.t_kind == DT_TK_INT && et.t_size == 1;
}

/* byte offset of a member path ("real_parent", "se.sum_exec_runtime") in
 * struct 'type', for the code generator's built-in variables */
int
dt_btf_offset(dtrace_hdl_t *dtp, const char *type, const char *path,
    uint32_t *offp)
{
	char buf[128], *name, *save = NULL;
	dt_type_t t;
	dt_member_t m;
	uint32_t off = 0;

	snprintf(buf, sizeof(buf), "struct %s", type);
	if (dt_type_lookup(dtp, buf, 0, &t) != 0)
		return -1;
	snprintf(buf, sizeof(buf), "%s", path);
	for (name = strtok_r(buf, ".", &save); name != NULL;
	    name = strtok_r(NULL, ".", &save)) {
		if (dt_type_member(dtp, &t, name, &m) != 0 || m.m_bits != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "struct %s has no "
			    "member %s in this kernel's BTF", type, path);
		off += m.m_off;
		t = m.m_type;
	}
	*offp = off;
	return 0;
}

/*
 * Types a D program declares: added to the handle's split BTF.
 */
static uint32_t
dt_type_align(dtrace_hdl_t *dtp, const dt_type_t *tp)
{
	struct btf *btf = dt_types_btf(dtp);
	int a;

	switch (tp->t_kind) {
	case DT_TK_INT:
	case DT_TK_PTR:
	case DT_TK_FLOAT:
		return tp->t_size;
	case DT_TK_STRING:
		return 1;
	default:
		a = btf != NULL ? btf__align_of(btf, tp->t_id) : 8;
		return a > 0 ? (uint32_t)a : 1;
	}
}

int
dt_type_arrayof(dtrace_hdl_t *dtp, const dt_type_t *elem, uint32_t n,
    dt_type_t *out)
{
	struct btf *btf = dt_types_btf(dtp);
	dt_type_t it;
	uint32_t eid, iid;
	int id;

	if (btf == NULL)
		return -1;
	dt_type_int(&it, 4, 1, "int");
	if (dt_type_id(dtp, elem, &eid) != 0 ||
	    dt_type_id(dtp, &it, &iid) != 0)
		return -1;
	if ((id = btf__add_array(btf, (int)iid, (int)eid, n)) < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add an array type");
	return dt_type_from_btf(dtp, (uint32_t)id, out);
}

int
dt_type_is_forward(dtrace_hdl_t *dtp, const dt_type_t *tp, char *name,
    size_t size)
{
	struct btf *btf;
	const struct btf_type *t;
	const char *n;

	if (tp->t_kind != DT_TK_PTR || tp->t_id == 0 ||
	    (btf = dt_types_btf(dtp)) == NULL ||
	    (t = btf__type_by_id(btf, dt_btf_skip(btf, tp->t_id))) == NULL ||
	    !btf_is_fwd(t))
		return 0;
	n = btf__name_by_offset(btf, t->name_off);
	if (btf__find_by_name_kind(btf, n, btf_kflag(t) ? BTF_KIND_UNION :
	    BTF_KIND_STRUCT) > 0)
		return 0;
	snprintf(name, size, "%s %s", btf_kflag(t) ? "union" : "struct", n);
	return 1;
}

int
dt_type_declare_tag(dtrace_hdl_t *dtp, const char *tag, int is_union)
{
	struct btf *btf = dt_types_btf(dtp);

	if (btf == NULL)
		return -1;
	if (dt_btf_find(dtp, btf, tag, is_union ? BTF_KIND_UNION :
	    BTF_KIND_STRUCT, 1) > 0 || dt_btf_find(dtp, btf, tag,
	    BTF_KIND_FWD, 1) > 0)
		return 0;
	if (btf__add_fwd(btf, tag, is_union ? BTF_FWD_UNION :
	    BTF_FWD_STRUCT) < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add type %s", tag);
	return 0;
}

int
dt_type_define_sou(dtrace_hdl_t *dtp, const char *tag, int is_union,
    const dt_memdecl_t *mems, int n, dt_type_t *out)
{
	struct btf *btf = dt_types_btf(dtp);
	uint32_t ids[DT_MAXMEMBERS], offs[DT_MAXMEMBERS];
	uint32_t off = 0, size = 0, align = 1;	/* off in bits */
	int i, id;

	if (btf == NULL)
		return -1;
	if (n > DT_MAXMEMBERS)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "struct %s has more than "
		    "%d members", tag, DT_MAXMEMBERS);
	if (tag != NULL && dt_btf_find(dtp, btf, tag, is_union ?
	    BTF_KIND_UNION : BTF_KIND_STRUCT, 1) > 0)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "%s %s is already "
		    "defined", is_union ? "union" : "struct", tag);
	for (i = 0; i < n; i++) {
		const dt_type_t *t = &mems[i].md_type;
		uint32_t a = dt_type_align(dtp, t), bits = mems[i].md_bits;

		if (dt_type_id(dtp, t, &ids[i]) != 0)
			return -1;
		if (t->t_size == 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "member %s has "
			    "incomplete type %s", mems[i].md_name, t->t_name);
		if (a > align)
			align = a;
		if (is_union) {
			offs[i] = 0;
			if (t->t_size > size)
				size = t->t_size;
			continue;
		}
		if (bits != 0) {
			uint32_t unit = t->t_size * 8;

			/* a bitfield does not straddle a unit of its type */
			if (off / unit != (off + bits - 1) / unit)
				off = (off + unit - 1) / unit * unit;
			offs[i] = off;
			off += bits;
		} else {
			off = (off + a * 8 - 1) / (a * 8) * (a * 8);
			offs[i] = off;
			off += t->t_size * 8;
		}
	}
	if (!is_union)
		size = (off + 7) / 8;
	size = (size + align - 1) / align * align;
	id = is_union ? btf__add_union(btf, tag, size) :
	    btf__add_struct(btf, tag, size);
	if (id < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add type %s", tag);
	for (i = 0; i < n; i++)
		if (btf__add_field(btf, mems[i].md_name, (int)ids[i], offs[i],
		    mems[i].md_bits) != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot add member "
			    "%s to %s", mems[i].md_name, tag);
	return dt_type_from_btf(dtp, (uint32_t)id, out);
}

int
dt_type_define_enum(dtrace_hdl_t *dtp, const char *tag, const char **names,
    const int64_t *values, int n, dt_type_t *out)
{
	struct btf *btf = dt_types_btf(dtp);
	int i, id;

	if (btf == NULL)
		return -1;
	if ((id = btf__add_enum(btf, tag, 4)) < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add enum %s", tag);
	for (i = 0; i < n; i++)
		if (btf__add_enum_value(btf, names[i], values[i]) != 0)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot add "
			    "enumerator %s", names[i]);
	return dt_type_from_btf(dtp, (uint32_t)id, out);
}

int
dt_type_define_typedef(dtrace_hdl_t *dtp, const char *name,
    const dt_type_t *tp)
{
	struct btf *btf = dt_types_btf(dtp);
	uint32_t id;
	int rc;

	if (btf == NULL || dt_type_id(dtp, tp, &id) != 0)
		return -1;
	if ((rc = btf__add_typedef(btf, name, (int)id)) < 0)
		return dt_set_errmsg(dtp, EDT_NOMEM, "cannot add typedef %s: %s",
		    name, strerror(-rc));
	return 0;
}

const char *
dt_btf_enumname(const struct btf *btf, const struct btf_type *t, uint64_t v)
{
	uint64_t mask, ev;
	uint32_t off;
	int i;

	if (t == NULL || !btf_is_any_enum(t))
		return NULL;
	mask = t->size >= 8 ? ~0ULL : (1ULL << (t->size * 8)) - 1;
	for (i = 0; i < btf_vlen(t); i++) {
		if (btf_is_enum(t)) {
			ev = (uint64_t)(int64_t)btf_enum(t)[i].val;
			off = btf_enum(t)[i].name_off;
		} else {
			ev = btf_enum64_value(&btf_enum64(t)[i]);
			off = btf_enum64(t)[i].name_off;
		}
		if (((ev ^ v) & mask) == 0)
			return btf__name_by_offset(btf, off);
	}
	return NULL;
}

const char *
dt_type_enumname(dtrace_hdl_t *dtp, const dt_type_t *tp, uint64_t v)
{
	struct btf *btf;

	if (tp->t_kind != DT_TK_INT || tp->t_id == 0 ||
	    (btf = dt_types_btf(dtp)) == NULL)
		return NULL;
	return dt_btf_enumname(btf, btf__type_by_id(btf, dt_btf_skip(btf,
	    tp->t_id)), v);
}

int
dt_type_enumerator(dtrace_hdl_t *dtp, const char *name, int kernel,
    int64_t *valp, dt_type_t *tp)
{
	struct btf *btf = kernel ? dt_types_btf(dtp) : dtp->dt_types;
	uint32_t id, n;

	if (btf == NULL)
		return -1;
	n = btf__type_cnt(btf);
	for (id = kernel ? 1 : btf__type_cnt(dtp->dt_btf); id < n; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		int i;

		if (btf_is_enum(t)) {
			const struct btf_enum *e = btf_enum(t);

			for (i = 0; i < btf_vlen(t); i++, e++)
				if (strcmp(btf__name_by_offset(btf,
				    e->name_off), name) == 0) {
					*valp = e->val;
					return dt_type_from_btf(dtp, id, tp);
				}
		} else if (btf_is_enum64(t)) {
			const struct btf_enum64 *e = btf_enum64(t);

			for (i = 0; i < btf_vlen(t); i++, e++)
				if (strcmp(btf__name_by_offset(btf,
				    e->name_off), name) == 0) {
					*valp = (int64_t)btf_enum64_value(e);
					return dt_type_from_btf(dtp, id, tp);
				}
		}
	}
	return -1;
}
