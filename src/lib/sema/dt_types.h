/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_types.h -- D types backed by BTF.
 *
 * Every type a script names beyond D's own integers and string lives in
 * one BTF namespace: the kernel's BTF (/sys/kernel/btf/vmlinux), split by
 * a per-handle BTF of the types D adds (pointer types the kernel does not
 * have, D's integer typedefs, and later the script's own declarations).
 * A dt_type_t refers to it by id:
 *	DT_TK_INT    t_id: the integer, enum or typedef (0: a D integer)
 *	DT_TK_PTR    t_id: the type pointed to, unresolved (0: unknown)
 *	DT_TK_SOU    t_id: the struct or union
 *	DT_TK_ARRAY  t_id: the array
 * The kernel's BTF is loaded the first time a script needs it.
 */
#ifndef DT_TYPES_H
#define DT_TYPES_H

#include <stddef.h>
#include <stdint.h>

#include "dtrace.h"
#include "dt_type.h"

/* a member of a struct or union */
typedef struct dt_member {
	dt_type_t m_type;
	uint32_t m_off;		/* byte offset (a bitfield: of its first byte) */
	uint32_t m_bitoff;	/* bitfield: first bit within the byte at m_off */
	uint32_t m_bits;	/* bitfield width, 0 if not a bitfield */
} dt_member_t;

/* the split BTF holding every type, loading the kernel's BTF; NULL with
 * an error on the handle when the kernel has none */
struct btf *dt_types_btf(dtrace_hdl_t *dtp);
/* the kernel's types from BTF file path (the btfpath option): 0, or -1
 * with the error set */
int dt_types_btffile(dtrace_hdl_t *dtp, const char *path);
void dt_types_close(dtrace_hdl_t *dtp);
/* the types D added forgotten (made again when next needed), the
 * kernel's BTF kept */
void dt_types_forget(dtrace_hdl_t *dtp);
/* BTF type id without its typedefs and qualifiers */
uint32_t dt_btf_skip(const struct btf *btf, uint32_t id);
/* the C spelling of BTF type id into buf ("struct task_struct *",
 * "char [16]"); flags DT_BTF_CTF: spelt as CTF spells it (const and
 * volatile kept, as print() shows types) */
#define DT_BTF_CTF	0x1
void dt_btf_name(const struct btf *btf, uint32_t id, char *buf, size_t size,
    int flags);

/* the type named by base name 'name' ("int", "struct task_struct",
 * "uint64_t", "vmlinux`task_struct") with 'nptr' levels of pointer;
 * -1 with an error on the handle if there is no such type */
int dt_type_lookup(dtrace_hdl_t *dtp, const char *name, int nptr,
    dt_type_t *tp);

/* the D view of BTF type id (typedefs and qualifiers looked through,
 * the name kept as written) */
int dt_type_from_btf(dtrace_hdl_t *dtp, uint32_t id, dt_type_t *tp);

/* the type *p of a pointer, or the element type of an array; -1 with an
 * error if it has none that can be read (void *, function pointers) */
int dt_type_deref(dtrace_hdl_t *dtp, const dt_type_t *tp, dt_type_t *out);

/* the BTF id of type tp (D's own integers are added as needed) */
int dt_type_id(dtrace_hdl_t *dtp, const dt_type_t *tp, uint32_t *idp);

/* a pointer to type tp */
int dt_type_ptrto(dtrace_hdl_t *dtp, const dt_type_t *tp, dt_type_t *out);

/* member 'name' of struct/union tp, looking into anonymous members;
 * 0, or -1 if absent (no error set: the caller words it) */
int dt_type_member(dtrace_hdl_t *dtp, const dt_type_t *tp, const char *name,
    dt_member_t *mp);

/* the i-th member (0, 1...) of struct/union tp, anonymous ones as they
 * are (name ""): its name into *namep; -1 past the last */
int dt_type_member_at(dtrace_hdl_t *dtp, const dt_type_t *tp, int i,
    const char **namep, dt_member_t *mp);

/* number of elements of an array type */
uint32_t dt_type_nelems(dtrace_hdl_t *dtp, const dt_type_t *tp);

/* are values of type tp handled by their address, their bytes copied
 * where they go (structs, unions, arrays, long double)? */
int dt_type_byaddr(const dt_type_t *tp);

/* is tp an array of (signed/unsigned) char, which D reads as a string? */
int dt_type_is_chararray(dtrace_hdl_t *dtp, const dt_type_t *tp);

/* declaring types: a member of a struct or union being defined */
#define DT_MAXMEMBERS	128
typedef struct dt_memdecl {
	const char *md_name;
	dt_type_t md_type;
	uint32_t md_bits;	/* bitfield width, or 0 */
} dt_memdecl_t;

int dt_type_arrayof(dtrace_hdl_t *dtp, const dt_type_t *elem, uint32_t n,
    dt_type_t *out);
/* does pointer type tp point to a struct or union declared but not (yet)
 * defined?  1 with its name ("struct x") in name */
int dt_type_is_forward(dtrace_hdl_t *dtp, const dt_type_t *tp, char *name,
    size_t size);
/* a forward declaration of struct/union tag, for pointers to it */
int dt_type_declare_tag(dtrace_hdl_t *dtp, const char *tag, int is_union);
/* C layout: members aligned to their type, bitfields packed in units */
int dt_type_define_sou(dtrace_hdl_t *dtp, const char *tag, int is_union,
    const dt_memdecl_t *mems, int n, dt_type_t *out);
int dt_type_define_enum(dtrace_hdl_t *dtp, const char *tag,
    const char **names, const int64_t *values, int n, dt_type_t *out);
int dt_type_define_typedef(dtrace_hdl_t *dtp, const char *name,
    const dt_type_t *tp);
/* an enumerator of an enum the program declared: its value and type */
/* the name of the first enumerator of enum type t (BTF's ENUM or ENUM64)
 * whose value is v, compared in t's size; NULL if there is none */
struct btf_type;
const char *dt_btf_enumname(const struct btf *btf, const struct btf_type *t,
    uint64_t v);
/* the same for a value of type tp, an integer of an enum type (NULL for
 * any other type) */
const char *dt_type_enumname(dtrace_hdl_t *dtp, const dt_type_t *tp,
    uint64_t v);
int dt_type_enumerator(dtrace_hdl_t *dtp, const char *name, int kernel,
    int64_t *valp,
    dt_type_t *tp);

/* byte offset of a member path ("se.sum_exec_runtime") in struct 'type' */
int dt_btf_offset(dtrace_hdl_t *dtp, const char *type, const char *path,
    uint32_t *offp);

/* D's integer and floating-point types and string by name (no BTF
 * needed); -1 if not one */
int dt_type_parse(const char *name, dt_type_t *tp);

void dt_type_int(dt_type_t *tp, uint32_t size, int sign, const char *name);
void dt_type_string(dt_type_t *tp, uint32_t cap);
void dt_type_float(dt_type_t *tp, uint32_t size, const char *name);

/* the kernel's and D's types freed */
void dt_types_close(dtrace_hdl_t *dtp);
/* the types D added forgotten (made again when next needed), the
 * kernel's BTF kept */
void dt_types_forget(dtrace_hdl_t *dtp);

#endif
