/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_btdwarf.c -- bt's args-> in uprobes: the probed function's
 * parameters, their names and types, from the DWARF of the object, as
 * bpftrace has them.  Integer parameters become int8_t..uint64_t (char
 * stays char, unsigned char is uint8_t), pointers what they point to,
 * and a struct a pointer points to is defined in the handle's types
 * (dt_type_define_sou) from its DWARF members (bit-fields too), so that
 * args->p->x reads it.
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_btdwarf.h"
#include "dt_types.h"

#define BT_DW_MAXDEPTH	8

static int bt_dw_type(dtrace_hdl_t *dtp, Dwarf_Die *die, dt_type_t *t,
    char *name, size_t len, int depth);

/* the DIE the type attribute of die names, or NULL (void) */
static Dwarf_Die *
bt_dw_typeof(Dwarf_Die *die, Dwarf_Die *out)
{
	Dwarf_Attribute attr;

	if (dwarf_attr_integrate(die, DW_AT_type, &attr) == NULL)
		return NULL;
	return dwarf_formref_die(&attr, out);
}

/* an integer of the base type die: D's fixed-width name for it */
static int
bt_dw_base(Dwarf_Die *die, dt_type_t *t, char *name, size_t len)
{
	Dwarf_Attribute attr;
	Dwarf_Word enc = 0, size = 0;
	char n[16];

	if (dwarf_attr(die, DW_AT_encoding, &attr) != NULL)
		dwarf_formudata(&attr, &enc);
	if (dwarf_attr(die, DW_AT_byte_size, &attr) != NULL)
		dwarf_formudata(&attr, &size);
	if (size != 1 && size != 2 && size != 4 && size != 8)
		return -1;
	if (enc == DW_ATE_signed_char && size == 1)
		snprintf(n, sizeof(n), "char");
	else if (enc == DW_ATE_signed || enc == DW_ATE_unsigned ||
	    enc == DW_ATE_boolean || enc == DW_ATE_unsigned_char)
		snprintf(n, sizeof(n), "%sint%u_t", enc == DW_ATE_signed ?
		    "" : "u", (unsigned)size * 8);
	else
		return -1;
	snprintf(name, len, "%s", n);
	return dt_type_parse(n, t);
}

/* the struct or union die, defined in the handle's types if it is not
 * there yet: "struct TAG" */
static int
bt_dw_sou(dtrace_hdl_t *dtp, Dwarf_Die *die, dt_type_t *t, char *name,
    size_t len, int depth)
{
	int un = dwarf_tag(die) == DW_TAG_union_type;
	const char *tag = dwarf_diename(die);
	dt_memdecl_t *mems;
	Dwarf_Die m;
	char mname[128];
	int n = 0, rc;

	if (tag == NULL)
		return -1;
	snprintf(name, len, "%s %s", un ? "union" : "struct", tag);
	if (dt_type_lookup(dtp, name, 0, t) == 0 && t->t_size > 0)
		return 0;
	if (depth > BT_DW_MAXDEPTH || dwarf_child(die, &m) != 0)
		return -1;
	if ((mems = calloc(DT_MAXMEMBERS, sizeof(*mems))) == NULL)
		return -1;
	rc = 0;
	do {
		Dwarf_Die td;
		Dwarf_Attribute battr;
		Dwarf_Word bits;
		const char *mn = dwarf_diename(&m);

		if (dwarf_tag(&m) != DW_TAG_member || mn == NULL)
			continue;
		if (n == DT_MAXMEMBERS || bt_dw_typeof(&m, &td) == NULL ||
		    bt_dw_type(dtp, &td, &mems[n].md_type, mname,
		    sizeof(mname), depth + 1) != 0) {
			rc = -1;
			break;
		}
		mems[n].md_name = mn;
		/* a bit-field: its width (laid out as C lays it out) */
		if (dwarf_attr(&m, DW_AT_bit_size, &battr) != NULL &&
		    dwarf_formudata(&battr, &bits) == 0)
			mems[n].md_bits = (uint32_t)bits;
		n++;
	} while (dwarf_siblingof(&m, &m) == 0);
	if (rc == 0)
		rc = dt_type_define_sou(dtp, tag, un, mems, n, t);
	free(mems);
	return rc;
}

/* the type die: *t, and its name as a probe argument's type name */
static int
bt_dw_type(dtrace_hdl_t *dtp, Dwarf_Die *die, dt_type_t *t, char *name,
    size_t len, int depth)
{
	Dwarf_Die td, *tp;
	Dwarf_Attribute attr;
	Dwarf_Word n = 0;
	char sub[128];

	if (depth > BT_DW_MAXDEPTH)
		return -1;
	switch (dwarf_tag(die)) {
	case DW_TAG_base_type:
		return bt_dw_base(die, t, name, len);
	case DW_TAG_typedef: case DW_TAG_const_type:
	case DW_TAG_volatile_type: case DW_TAG_restrict_type:
		if ((tp = bt_dw_typeof(die, &td)) == NULL)
			return -1;
		return bt_dw_type(dtp, tp, t, name, len, depth + 1);
	case DW_TAG_structure_type: case DW_TAG_union_type:
		return bt_dw_sou(dtp, die, t, name, len, depth);
	case DW_TAG_pointer_type:
		if ((tp = bt_dw_typeof(die, &td)) == NULL ||
		    bt_dw_type(dtp, tp, t, sub, sizeof(sub), depth + 1) != 0) {
			snprintf(name, len, "void *");
			return dt_type_lookup(dtp, "void", 1, t);
		}
		snprintf(name, len, "%s%s*", sub, sub[strlen(sub) - 1] ==
		    '*' ? "" : " ");
		return dt_type_ptrto(dtp, t, t);
	case DW_TAG_array_type: {
		Dwarf_Die sr;

		if ((tp = bt_dw_typeof(die, &td)) == NULL ||
		    bt_dw_type(dtp, tp, t, sub, sizeof(sub), depth + 1) != 0 ||
		    dwarf_child(die, &sr) != 0)
			return -1;
		if (dwarf_attr(&sr, DW_AT_count, &attr) != NULL)
			dwarf_formudata(&attr, &n);
		else if (dwarf_attr(&sr, DW_AT_upper_bound, &attr) != NULL &&
		    dwarf_formudata(&attr, &n) == 0)
			n++;
		if (n == 0)
			return -1;
		snprintf(name, len, "%s [%u]", sub, (unsigned)n);
		return dt_type_arrayof(dtp, t, (uint32_t)n, t);
	}
	default:
		return -1;
	}
}

/* the subprogram named func (with its parameters) under die */
static int
bt_dw_find(Dwarf_Die *cu, const char *func, Dwarf_Die *out)
{
	Dwarf_Die d;
	const char *n;

	if (dwarf_child(cu, &d) != 0)
		return -1;
	do {
		if (dwarf_tag(&d) == DW_TAG_subprogram &&
		    (n = dwarf_diename(&d)) != NULL && strcmp(n, func) == 0 &&
		    !dwarf_hasattr(&d, DW_AT_declaration)) {
			*out = d;
			return 0;
		}
	} while (dwarf_siblingof(&d, &d) == 0);
	return -1;
}

int
dt_btdwarf_args(dtrace_hdl_t *dtp, const char *path, const char *func,
    char **names, char **types, int max)
{
	Dwarf_Off off = 0, next;
	size_t hsize;
	Dwarf_Die cu, fn, p;
	Dwarf *dw;
	Elf *elf;
	int fd, n = 0, found = -1;

	if (elf_version(EV_CURRENT) == EV_NONE ||
	    (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return -1;
	}
	if ((dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL)) == NULL) {
		elf_end(elf);
		close(fd);
		return -1;
	}
	while (found != 0 && dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL,
	    NULL) == 0) {
		if (dwarf_offdie(dw, off + hsize, &cu) != NULL)
			found = bt_dw_find(&cu, func, &fn);
		off = next;
	}
	if (found == 0 && dwarf_child(&fn, &p) == 0) {
		do {
			Dwarf_Die td;
			dt_type_t t;
			char tn[160];
			const char *pn = dwarf_diename(&p);

			if (dwarf_tag(&p) != DW_TAG_formal_parameter)
				continue;
			if (n == max || pn == NULL)
				break;
			if (bt_dw_typeof(&p, &td) == NULL ||
			    bt_dw_type(dtp, &td, &t, tn, sizeof(tn), 0) != 0)
				snprintf(tn, sizeof(tn), "int64_t");
			if ((names[n] = strdup(pn)) == NULL ||
			    (types[n] = strdup(tn)) == NULL) {
				free(names[n]);
				names[n] = NULL;
				break;
			}
			n++;
		} while (dwarf_siblingof(&p, &p) == 0);
	}
	dwarf_end(dw);
	elf_end(elf);
	close(fd);
	return found == 0 ? n : -1;
}

/* snprintf() whose truncation is wanted */
#define BT_PUT(buf, len, ...)	do { \
	if (snprintf(buf, len, __VA_ARGS__) < 0) \
		(buf)[0] = '\0'; \
} while (0)

/* a DWARF type as bpftrace's -lv writes it: "const char*", "struct
 * point*", "char* const*"; what it does not know (const void, functions,
 * volatile, restrict) is "<unknown type>" */
static void
bt_dw_lstype(Dwarf_Die *die, char *buf, size_t len, int depth)
{
	static const char unknown[] = "<unknown type>";
	Dwarf_Attribute attr;
	Dwarf_Die t;
	const char *name = dwarf_diename(die);
	char inner[256];
	int has = dwarf_attr_integrate(die, DW_AT_type, &attr) != NULL &&
	    dwarf_formref_die(&attr, &t) != NULL;

	if (depth > 16) {
		BT_PUT(buf, len, "%s", unknown);
		return;
	}
	if (has)
		bt_dw_lstype(&t, inner, sizeof(inner), depth + 1);
	else
		BT_PUT(inner, sizeof(inner), "%s", unknown);
	switch (dwarf_tag(die)) {
	case DW_TAG_pointer_type:
	case DW_TAG_reference_type:	/* void* is known, const void not */
		BT_PUT(buf, len, "%s*", has ? inner : "void");
		break;
	case DW_TAG_const_type:
		if (has && dwarf_tag(&t) == DW_TAG_pointer_type)
			BT_PUT(buf, len, "%s const", inner);
		else
			BT_PUT(buf, len, "const %s", inner);
		break;
	case DW_TAG_structure_type:
		BT_PUT(buf, len, "struct %s", name != NULL ? name : "");
		break;
	case DW_TAG_union_type:
		BT_PUT(buf, len, "union %s", name != NULL ? name : "");
		break;
	case DW_TAG_enumeration_type:
		BT_PUT(buf, len, "enum %s", name != NULL ? name : "");
		break;
	case DW_TAG_base_type:
	case DW_TAG_typedef:
		BT_PUT(buf, len, "%s", name != NULL ? name : unknown);
		break;
	default:	/* volatile, restrict, functions, arrays */
		BT_PUT(buf, len, "%s", unknown);
		break;
	}
}

typedef struct bt_dw_lsctx {
	dt_uparams_slot_f *l_slot;
	void *l_arg;
} bt_dw_lsctx_t;

static int
bt_dw_lsfunc(Dwarf_Die *fn, void *arg)
{
	bt_dw_lsctx_t *lc = arg;
	const char *name = dwarf_diename(fn);
	Dwarf_Die c;
	char *text = NULL, type[256], **slot;
	size_t tlen = 0;
	FILE *fp;

	if (name == NULL)
		return DWARF_CB_OK;
	if ((slot = lc->l_slot(name, lc->l_arg)) == NULL || *slot != NULL ||
	    dwarf_child(fn, &c) != 0)
		return DWARF_CB_OK;
	if ((fp = open_memstream(&text, &tlen)) == NULL)
		return DWARF_CB_ABORT;
	do {
		const char *pn = dwarf_diename(&c);
		Dwarf_Attribute attr;
		Dwarf_Die t;

		if (dwarf_tag(&c) != DW_TAG_formal_parameter || pn == NULL)
			continue;
		if (dwarf_attr_integrate(&c, DW_AT_type, &attr) != NULL &&
		    dwarf_formref_die(&attr, &t) != NULL)
			bt_dw_lstype(&t, type, sizeof(type), 0);
		else
			snprintf(type, sizeof(type), "<unknown type>");
		fprintf(fp, "    %s %s\n", type, pn);
	} while (dwarf_siblingof(&c, &c) == 0);
	fclose(fp);
	*slot = text;
	return DWARF_CB_OK;
}

void
dt_btdwarf_params(const char *path, dt_uparams_slot_f *slot, void *arg)
{
	bt_dw_lsctx_t lc = { slot, arg };
	Dwarf_Off off = 0, next;
	size_t hsize;
	Dwarf *dw;
	Elf *elf;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	(void)elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL) {
		close(fd);
		return;
	}
	if ((dw = dwarf_begin_elf(elf, DWARF_C_READ, NULL)) != NULL) {
		while (dwarf_nextcu(dw, off, &next, &hsize, NULL, NULL,
		    NULL) == 0) {
			Dwarf_Die cu;

			if (dwarf_offdie(dw, off + hsize, &cu) != NULL)
				(void)dwarf_getfuncs(&cu, bt_dw_lsfunc, &lc,
				    0);
			off = next;
		}
		dwarf_end(dw);
	}
	elf_end(elf);
	close(fd);
}
