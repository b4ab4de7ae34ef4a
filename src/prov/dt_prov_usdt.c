/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_usdt.c -- USDT: the probes programs and libraries declare with
 * <sys/sdt.h> (their .note.stapsdt notes), as provider<PID>:module:
 * function:name, made the first time a description names the provider
 * and the process.  A "__" in a note's name is a "-" in the probe's, as
 * DTrace's USDT probes are named.
 *
 * One probe is a name in one function: a macro used twice in a function
 * is one probe placed twice.  Its arguments are decoded from each note's
 * description of them (registers; memory at a base register, an index
 * register times a scale and a displacement; memory at a symbol, %rip-
 * relative; constants, and a symbol's address), each typed by its size
 * and signedness; a note's semaphore is counted up by the kernel while
 * its probe is attached, so that the program's is-enabled tests see it
 * traced.  The probes of one object of one process share a uprobe_multi
 * link.
 *
 * A symbol is at its address in the object plus where the object is
 * loaded, which only the running process knows: a place's cookie carries
 * its distance from the probe's first place (in its upper 32 bits), so
 * that the place's address at run time (regs->ip) less that distance is
 * where the first place is loaded.  The same distance tells a place whose
 * note describes the arguments differently (the compiler put them
 * elsewhere) from the others.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_uprobe.h"

#define DT_USDT_MAXPLACES	64
#define DT_USDT_MAXSETS		4	/* different descriptions of a probe's
					   arguments; more are read as the
					   first place's */
#define DT_USDT_SYMLEN		256

/* dctx slots of the prologue: the place's distance from the probe's
 * first place, and where that first place is loaded */
#define DT_USDT_DELTA		DCTX_REGS
#define DT_USDT_BASE		(DCTX_REGS + 8)

/* how an argument is found */
typedef enum { DT_UA_NONE, DT_UA_REG, DT_UA_MEM, DT_UA_CONST } dt_uakind_t;

typedef struct dt_usdt_arg {
	uint8_t ua_kind;
	uint8_t ua_size;		/* 1, 2, 4, 8 */
	uint8_t ua_signed;
	uint8_t ua_inobj;		/* ua_val is an address in the object,
					   less the probe's first place's */
	uint8_t ua_shift;		/* MEM: log2 of the index's scale */
	int16_t ua_reg;			/* REG; MEM: the base (-1: none) */
	int16_t ua_index;		/* MEM: the index register (-1: none) */
	int64_t ua_val;			/* displacement, or the constant */
} dt_usdt_arg_t;

typedef struct dt_usdt_args {
	int ua_n;
	dt_usdt_arg_t ua_args[DT_MAXARGS];
} dt_usdt_args_t;

/* one malloc'd block: freed with the probe */
typedef struct dt_usdt_probe {
	int up_pid;
	uint32_t up_obj;		/* index of the path in the provider */
	uint64_t up_pc;			/* the first place's address in the
					   object */
	int up_inobj;			/* some argument is at a symbol */
	uint32_t up_nsets;
	dt_usdt_args_t up_sets[DT_USDT_MAXSETS];	/* [0]: the first
							   place's */
	uint32_t up_n;			/* places */
	uint64_t up_offs[DT_USDT_MAXPLACES];
	uint64_t up_sems[DT_USDT_MAXPLACES];
	int32_t up_delta[DT_USDT_MAXPLACES];	/* address - up_pc */
	uint8_t up_set[DT_USDT_MAXPLACES];	/* its arguments in up_sets */
} dt_usdt_probe_t;

/* x86-64 register names as the notes write them, and where pt_regs
 * keeps each */
static const struct {
	const char *name[4];		/* 64, 32, 16, 8 bits */
	int16_t off;
} dt_usdt_regs[] = {
	{ { "rax", "eax", "ax", "al" }, PT_AX },
	{ { "rbx", "ebx", "bx", "bl" }, PT_BX },
	{ { "rcx", "ecx", "cx", "cl" }, PT_CX },
	{ { "rdx", "edx", "dx", "dl" }, PT_DX },
	{ { "rsi", "esi", "si", "sil" }, PT_SI },
	{ { "rdi", "edi", "di", "dil" }, PT_DI },
	{ { "rbp", "ebp", "bp", "bpl" }, PT_BP },
	{ { "rsp", "esp", "sp", "spl" }, PT_SP },
	{ { "r8", "r8d", "r8w", "r8b" }, PT_R8 },
	{ { "r9", "r9d", "r9w", "r9b" }, PT_R9 },
	{ { "r10", "r10d", "r10w", "r10b" }, PT_R10 },
	{ { "r11", "r11d", "r11w", "r11b" }, PT_R11 },
	{ { "r12", "r12d", "r12w", "r12b" }, PT_R12 },
	{ { "r13", "r13d", "r13w", "r13b" }, PT_R13 },
	{ { "r14", "r14d", "r14w", "r14b" }, PT_R14 },
	{ { "r15", "r15d", "r15w", "r15b" }, PT_R15 },
	{ { "rip", "eip", NULL, NULL }, PT_IP },
};

/* "%reg" at *sp: its pt_regs offset, or -1 */
static int
dt_usdt_reg(const char **sp)
{
	const char *s = *sp;
	size_t i, j, n;

	if (*s++ != '%')
		return -1;
	for (n = 0; isalnum((unsigned char)s[n]); n++)
		continue;
	for (i = 0; i < sizeof(dt_usdt_regs) / sizeof(dt_usdt_regs[0]); i++) {
		for (j = 0; j < 4; j++) {
			const char *r = dt_usdt_regs[i].name[j];

			if (r != NULL && strlen(r) == n && strncmp(r, s, n) == 0) {
				*sp = s + n;
				return dt_usdt_regs[i].off;
			}
		}
	}
	return -1;
}

/*
 * A displacement or a constant: numbers and at most one symbol, added
 * ("-16", "8+g_rec", "g_rec-4", "g_rec"); the symbol goes to sym ("" for
 * none).  Nothing at all is 0.
 */
static int
dt_usdt_parse_sum(const char **sp, char *sym, int64_t *valp)
{
	const char *s = *sp;
	uint64_t v = 0;
	int neg, nterms = 0;

	sym[0] = '\0';
	for (;;) {
		neg = *s == '-';
		if (*s == '-' || *s == '+')
			s++;
		else if (nterms > 0)
			break;
		if (isdigit((unsigned char)*s)) {
			char *e;
			uint64_t x = strtoull(s, &e, 0);

			v += neg ? -x : x;
			s = e;
		} else if (isalpha((unsigned char)*s) || *s == '_' ||
		    *s == '.') {
			size_t n = 0;

			while (isalnum((unsigned char)s[n]) || s[n] == '_' ||
			    s[n] == '.')
				n++;
			if (neg || sym[0] != '\0' || n >= DT_USDT_SYMLEN)
				return -1;
			memcpy(sym, s, n);
			sym[n] = '\0';
			s += n;
		} else if (nterms == 0 && s == *sp) {
			break;			/* none */
		} else {
			return -1;
		}
		nterms++;
	}
	*sp = s;
	*valp = (int64_t)v;
	return 0;
}

/* the address of symbol sym of the object, as a distance from the
 * probe's first place */
static int
dt_usdt_sym(const char *path, uint64_t pc, const char *sym, dt_usdt_arg_t *a)
{
	uint64_t addr;

	if (dt_uelf_symaddr(path, sym, &addr) != 0)
		return -1;
	a->ua_val = (int64_t)((uint64_t)a->ua_val + addr - pc);
	a->ua_inobj = 1;
	return 0;
}

/*
 * One "[-]SIZE@OPERAND" of the object at path, whose probe is first at
 * address pc: %REG, $CONST, $SYM, DISP(%BASE,%INDEX,SCALE) (each part may
 * be left out), SYM(%rip), or an absolute DISP.
 */
static int
dt_usdt_parse_arg(const char *s, const char **endp, const char *path,
    uint64_t pc, dt_usdt_arg_t *a)
{
	char *e, sym[DT_USDT_SYMLEN];
	long size = strtol(s, &e, 10);
	int reg, rip = 0;

	memset(a, 0, sizeof(*a));
	a->ua_reg = a->ua_index = -1;
	if (e == s || *e != '@')
		return -1;
	a->ua_signed = size < 0;
	size = size < 0 ? -size : size;
	if (size != 1 && size != 2 && size != 4 && size != 8)
		return -1;
	a->ua_size = (uint8_t)size;
	s = e + 1;
	if (*s == '%') {				/* %REG */
		if ((reg = dt_usdt_reg(&s)) < 0 || reg == PT_IP)
			return -1;
		a->ua_kind = DT_UA_REG;
		a->ua_reg = (int16_t)reg;
		*endp = s;
		return 0;
	}
	if (*s == '$') {				/* $CONST, $SYM */
		s++;
		if (dt_usdt_parse_sum(&s, sym, &a->ua_val) != 0 ||
		    (sym[0] != '\0' && dt_usdt_sym(path, pc, sym, a) != 0))
			return -1;
		a->ua_kind = DT_UA_CONST;
		*endp = s;
		return 0;
	}
	if (dt_usdt_parse_sum(&s, sym, &a->ua_val) != 0)
		return -1;
	if (*s == '(') {				/* (%BASE,%INDEX,SCALE) */
		s++;
		if (*s == '%') {
			if ((reg = dt_usdt_reg(&s)) < 0)
				return -1;
			if (reg == PT_IP)
				rip = 1;
			else
				a->ua_reg = (int16_t)reg;
		}
		if (*s == ',') {
			s++;
			if ((reg = dt_usdt_reg(&s)) < 0 || reg == PT_IP || rip)
				return -1;
			a->ua_index = (int16_t)reg;
			if (*s == ',') {
				long scale = strtol(s + 1, &e, 10);

				if (scale != 1 && scale != 2 && scale != 4 &&
				    scale != 8)
					return -1;
				a->ua_shift = (uint8_t)(scale == 8 ? 3 :
				    scale == 4 ? 2 : scale == 2 ? 1 : 0);
				s = e;
			}
		}
		if (*s++ != ')')
			return -1;
	} else if (sym[0] == '\0' && s == e + 1) {
		return -1;				/* nothing */
	}
	/* a symbol is its address, %rip-relative or not; a %rip-relative
	 * number would need the next instruction's address */
	if (sym[0] != '\0' ? dt_usdt_sym(path, pc, sym, a) != 0 : rip)
		return -1;
	a->ua_kind = DT_UA_MEM;
	*endp = s;
	return 0;
}

/* a note's arguments; an argument not understood (a register the table
 * lacks, a symbol the object does not define) reads as 0 */
static int
dt_usdt_parse_args(const char *s, const char *path, uint64_t pc,
    dt_usdt_args_t *as)
{
	int n = 0;

	memset(as, 0, sizeof(*as));
	while (*s != '\0' && n < DT_MAXARGS) {
		const char *end;

		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		if (dt_usdt_parse_arg(s, &end, path, pc, &as->ua_args[n]) != 0 ||
		    (*end != ' ' && *end != '\0')) {
			memset(&as->ua_args[n], 0, sizeof(as->ua_args[n]));
			as->ua_args[n].ua_kind = DT_UA_NONE;
			as->ua_args[n].ua_size = 8;
			for (end = s; *end != '\0' && *end != ' '; end++)
				continue;
		}
		n++;
		s = end;
	}
	as->ua_n = n;
	return n;
}

/* does a probe read an argument at a symbol? */
static int
dt_usdt_inobj(const dt_usdt_args_t *as)
{
	int i;

	for (i = 0; i < as->ua_n; i++)
		if (as->ua_args[i].ua_inobj)
			return 1;
	return 0;
}

static const char *const dt_usdt_types[2][9] = {
	{ NULL, "uint8_t", "uint16_t", NULL, "uint32_t", NULL, NULL, NULL,
	    "uint64_t" },
	{ NULL, "int8_t", "int16_t", NULL, "int32_t", NULL, NULL, NULL,
	    "int64_t" },
};

/* ---- making the probes ---- */

typedef struct dt_usdt_fn {
	uint64_t f_off, f_size;
	char *f_name;
} dt_usdt_fn_t;

typedef struct dt_usdt_walk {
	dtrace_hdl_t *uw_dtp;
	dt_provider_t *uw_pvp;
	const char *uw_prov;		/* "myprov1234" */
	size_t uw_provlen;		/* of "myprov" */
	const char *uw_mod;
	const char *uw_path;		/* the object */
	int uw_pid;
	uint32_t uw_obj;
	dt_usdt_fn_t *uw_fns;		/* the object's functions, by offset */
	size_t uw_nfns, uw_cap;
	int uw_err;
} dt_usdt_walk_t;

static int
dt_usdt_fn(const char *name, uint64_t off, uint64_t size, int bind,
    void *arg)
{
	(void)bind;
	dt_usdt_walk_t *uw = arg;

	if (uw->uw_nfns == uw->uw_cap) {
		size_t cap = uw->uw_cap ? uw->uw_cap * 2 : 256;
		dt_usdt_fn_t *v = realloc(uw->uw_fns, cap * sizeof(*v));

		if (v == NULL)
			return -1;
		uw->uw_fns = v;
		uw->uw_cap = cap;
	}
	if ((uw->uw_fns[uw->uw_nfns].f_name = strdup(name)) == NULL)
		return -1;
	uw->uw_fns[uw->uw_nfns].f_off = off;
	uw->uw_fns[uw->uw_nfns++].f_size = size;
	return 0;
}

static const char *
dt_usdt_func(const dt_usdt_walk_t *uw, uint64_t off)
{
	size_t i;

	for (i = 0; i < uw->uw_nfns; i++) {
		if (off >= uw->uw_fns[i].f_off &&
		    off < uw->uw_fns[i].f_off + uw->uw_fns[i].f_size)
			return uw->uw_fns[i].f_name;
	}
	return "";
}

static dt_probe_t *
dt_usdt_find(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *prov,
    const char *mod, const char *func, const char *name)
{
	uint32_t i;

	for (i = 0; i < dt_probe_count(dtp); i++) {
		dt_probe_t *prp = dt_probe_at(dtp, i);

		if (prp->pr_prov == pvp && strcmp(prp->pr_provname, prov) == 0 &&
		    strcmp(prp->pr_mod, mod) == 0 &&
		    strcmp(prp->pr_func, func) == 0 &&
		    strcmp(prp->pr_name, name) == 0)
			return prp;
	}
	return NULL;
}

/* another place of probe up, at address pc: its arguments are those of
 * a place before it, or described anew */
static void
dt_usdt_place(dt_usdt_probe_t *up, const char *path, uint64_t pc,
    uint64_t off, uint64_t semoff, const char *args)
{
	int64_t delta = (int64_t)(pc - up->up_pc);
	dt_usdt_args_t as;
	uint32_t k;

	if (up->up_n >= DT_USDT_MAXPLACES || delta != (int32_t)delta)
		return;
	dt_usdt_parse_args(args, path, up->up_pc, &as);
	for (k = 0; k < up->up_nsets; k++)
		if (memcmp(&as, &up->up_sets[k], sizeof(as)) == 0)
			break;
	if (k == up->up_nsets && k < DT_USDT_MAXSETS) {
		up->up_sets[k] = as;
		up->up_nsets++;
		up->up_inobj |= dt_usdt_inobj(&as);
	}
	up->up_offs[up->up_n] = off;
	up->up_sems[up->up_n] = semoff;
	up->up_delta[up->up_n] = (int32_t)delta;
	up->up_set[up->up_n++] = (uint8_t)(k < up->up_nsets ? k : 0);
}

static int
dt_usdt_note(const char *prov, const char *pname, uint64_t pc, uint64_t off,
    uint64_t semoff, const char *args, void *arg)
{
	dt_usdt_walk_t *uw = arg;
	dtrace_hdl_t *dtp = uw->uw_dtp;
	dt_usdt_probe_t *up;
	dt_probe_t *prp;
	const char *func;
	char name[256], provname[256], pat[256], *d;
	int i;

	/* the description's provider, a glob ("*0": every provider) */
	snprintf(pat, sizeof(pat), "%.*s", (int)uw->uw_provlen, uw->uw_prov);
	if (!dt_gmatch(prov, pat))
		return 0;
	snprintf(provname, sizeof(provname), "%s%s", prov,
	    uw->uw_prov + uw->uw_provlen);
	for (d = name; *pname != '\0' && d < name + sizeof(name) - 1; pname++)
		if (pname[0] == '_' && pname[1] == '_') {
			*d++ = '-';
			pname++;
		} else
			*d++ = *pname;
	*d = '\0';
	func = dt_usdt_func(uw, off);
	if ((prp = dt_usdt_find(dtp, uw->uw_pvp, provname, uw->uw_mod,
	    func, name)) != NULL) {
		dt_usdt_place(prp->pr_priv, uw->uw_path, pc, off, semoff, args);
		return 0;
	}
	if ((up = calloc(1, sizeof(*up))) == NULL)
		return -1;
	up->up_pid = uw->uw_pid;
	up->up_obj = uw->uw_obj;
	up->up_pc = pc;
	dt_usdt_place(up, uw->uw_path, pc, off, semoff, args);
	prp = dt_probe_insert(dtp, uw->uw_pvp, uw->uw_mod, func, name, 0);
	if (prp == NULL || (prp->pr_provname = strdup(provname)) == NULL) {
		free(up);
		return -1;
	}
	prp->pr_priv = up;
	prp->pr_nargs = up->up_sets[0].ua_n;
	for (i = 0; i < prp->pr_nargs; i++) {
		const dt_usdt_arg_t *a = &up->up_sets[0].ua_args[i];

		if ((prp->pr_argtypes[i] = strdup(dt_usdt_types[a->ua_signed]
		    [a->ua_size])) == NULL)
			return -1;
	}
	return 0;
}

static int
dt_usdt_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	if (dt_uobjs(pvp) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	return 0;
}

static void
dt_usdt_walk_free(dt_usdt_walk_t *uw)
{
	size_t i;

	for (i = 0; i < uw->uw_nfns; i++)
		free(uw->uw_fns[i].f_name);
	free(uw->uw_fns);
	uw->uw_fns = NULL;
	uw->uw_nfns = uw->uw_cap = 0;
}

/*
 * The first time a process's provider is named: the probes of its notes
 * in every object the process maps.  (pid<PID> is the pid provider's: a
 * program's notes cannot name their provider so.)
 */
static int
dt_usdt_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	dt_uobjs_t *uv = pvp->pv_data;
	dt_usdt_walk_t uw;
	dt_uelf_list_t l;
	char exe[4096], done[512];
	size_t i;
	int pid, isnew, glob = 0, rc = 0;

	if (uv == NULL || !dt_provider_perproc(pvp->pv_impl, pdp->prv, &pid) ||
	    strncmp(pdp->prv, "pid", 3) == 0)
		return 0;
	/* in every process, a provider is made once per program or library
	 * named; in one process, once per object it maps (below) */
	if (pid == 0) {
		snprintf(done, sizeof(done), "%s:%s", pdp->prv, pdp->mod);
		if (dt_uobjs_done(uv, done, &isnew) != 0)
			return dt_set_errno(dtp, EDT_NOMEM);
		if (!isnew)
			return 0;
	}
	if (pid == 0) {
		/* myprov0:MODULE::name -- in every process running MODULE
		 * (or each file a pattern of paths names) */
		if (dt_uprobe_anyobjs(dtp, pdp->mod, &l, &glob) != 0)
			return -1;
	} else if (dt_uprobe_objects(dtp, pid, &l, exe, sizeof(exe)) != 0) {
		dt_uelf_list_free(&l);
		return -1;
	}
	memset(&uw, 0, sizeof(uw));
	uw.uw_dtp = dtp;
	uw.uw_pvp = pvp;
	uw.uw_prov = pdp->prv;
	for (uw.uw_provlen = strlen(pdp->prv); uw.uw_provlen > 0 &&
	    isdigit((unsigned char)pdp->prv[uw.uw_provlen - 1]);
	    uw.uw_provlen--)
		continue;
	uw.uw_pid = pid;
	for (i = 0; i < l.ul_n && rc == 0; i++) {
		uw.uw_mod = pid != 0 ? dt_uprobe_modname(l.ul_paths[i], exe) :
		    glob ? l.ul_paths[i] : pdp->mod;
		uw.uw_path = l.ul_paths[i];
		if (dt_uobjs_path(uv, l.ul_paths[i], &uw.uw_obj, &isnew) != 0) {
			rc = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		snprintf(done, sizeof(done), "%s:%u", pdp->prv, uw.uw_obj);
		if (pid != 0 && dt_uobjs_done(uv, done, &isnew) != 0) {
			rc = dt_set_errno(dtp, EDT_NOMEM);
			break;
		}
		if (pid != 0 && !isnew)
			continue;
		if (dt_uelf_funcs(l.ul_paths[i], dt_usdt_fn, &uw) < -1 ||
		    dt_uelf_usdt(l.ul_paths[i], dt_usdt_note, &uw) != 0)
			rc = dt_set_errno(dtp, EDT_NOMEM);
		dt_usdt_walk_free(&uw);
	}
	dt_uelf_list_free(&l);
	return rc;
}

static enum bpf_prog_type
dt_usdt_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	const dt_usdt_probe_t *up = prp->pr_priv;

	snprintf(key, keylen, "usdt%d:%u", up->up_pid, up->up_obj);
	return BPF_PROG_TYPE_KPROBE;
}

static int
dt_usdt_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	sp->s_attach_type = dt_uprobe_attach_type();
	return 0;
}

/* arg n of a probe at the probe: a register, memory (at a base
 * register, an index register times a scale, a displacement, where the
 * object is loaded), or a constant (plus where the object is loaded),
 * sign- or zero-extended from its size */
static void
dt_usdt_emit_arg(dt_cg_t *cg, int n, const dt_usdt_arg_t *a)
{
	dt_as_t *as = &cg->cg_as;
	int16_t slot = (int16_t)(DCTX_ARGS + 8 * n);
	int shift = 64 - 8 * a->ua_size;

	switch (a->ua_kind) {
	case DT_UA_REG:
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, a->ua_reg));
		break;
	case DT_UA_MEM:
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, slot, 0));
		dt_as_ld64(as, BPF_REG_3, (uint64_t)a->ua_val);
		if (a->ua_reg >= 0) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6,
			    a->ua_reg));
			dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_3,
			    BPF_REG_1));
		}
		if (a->ua_index >= 0) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6,
			    a->ua_index));
			if (a->ua_shift > 0)
				dt_as_emit(as, I_ALU64_IMM(BPF_LSH, BPF_REG_1,
				    a->ua_shift));
			dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_3,
			    BPF_REG_1));
		}
		if (a->ua_inobj) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9,
			    DT_USDT_BASE));
			dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_3,
			    BPF_REG_1));
		}
		dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_9));
		dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
		dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, a->ua_size));
		dt_as_emit(as, I_CALL(BPF_FUNC_probe_read_user));
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, slot));
		break;
	case DT_UA_CONST:
		dt_as_ld64(as, BPF_REG_1, (uint64_t)a->ua_val);
		if (a->ua_inobj) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_9,
			    DT_USDT_BASE));
			dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_1,
			    BPF_REG_2));
		}
		break;
	default:
		dt_as_emit(as, I_MOV64_IMM(BPF_REG_1, 0));
		break;
	}
	if (shift > 0) {
		dt_as_emit(as, I_ALU64_IMM(BPF_LSH, BPF_REG_1, shift));
		dt_as_emit(as, I_ALU64_IMM(a->ua_signed ? BPF_ARSH : BPF_RSH,
		    BPF_REG_1, shift));
	}
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, slot));
}

static void
dt_usdt_emit_args(dt_cg_t *cg, const dt_usdt_args_t *set)
{
	int j;

	for (j = 0; j < set->ua_n; j++)
		dt_usdt_emit_arg(cg, j, &set->ua_args[j]);
}

/*
 * The probe id from the cookie (left in R0), and the place's distance
 * from its probe's first place, the cookie's upper half (no USDT probe
 * is at a function's entry: DCTX_UENTRY is 0, whatever the distance's
 * lowest bit); each probe's arguments as its place's note describes them.
 */
static int
dt_usdt_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t done = dt_as_label(as), k, s;
	int i, j;

	dt_uprobe_prid(cg);
	dt_as_emit(as, I_ALU64_IMM(BPF_ARSH, BPF_REG_0, 32));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0, DT_USDT_DELTA));
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_UENTRY, 0));
	if (!cg->cg_needargs)
		return 0;
	for (j = 0; j < DT_MAXARGS; j++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
		    (int16_t)(DCTX_ARGS + 8 * j), 0));
	for (i = 0; i < sp->s_nprobes; i++) {
		const dt_usdt_probe_t *up = sp->s_probes[i]->pr_priv;
		uint32_t next = dt_as_label(as), sets[DT_USDT_MAXSETS];

		dt_as_emit(as, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
		dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
		    (int32_t)sp->s_probes[i]->pr_id), next);
		/* where the probe's first place is loaded: this place's
		 * address less its distance from it */
		if (up->up_inobj) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_6,
			    PT_IP));
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9,
			    DT_USDT_DELTA));
			dt_as_emit(as, I_ALU64_REG(BPF_SUB, BPF_REG_2,
			    BPF_REG_1));
			dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_2,
			    DT_USDT_BASE));
		}
		/* the places whose arguments are described otherwise than
		 * the first's, told apart by their distance */
		for (s = 1; s < up->up_nsets; s++)
			sets[s] = dt_as_label(as);
		if (up->up_nsets > 1)
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9,
			    DT_USDT_DELTA));
		for (k = 0; k < up->up_n; k++)
			if (up->up_set[k] != 0)
				dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1,
				    up->up_delta[k]), sets[up->up_set[k]]);
		dt_usdt_emit_args(cg, &up->up_sets[0]);
		dt_as_jump(as, I_JA(), done);
		for (s = 1; s < up->up_nsets; s++) {
			dt_as_place(as, sets[s]);
			dt_usdt_emit_args(cg, &up->up_sets[s]);
			dt_as_jump(as, I_JA(), done);
		}
		dt_as_place(as, next);
	}
	dt_as_place(as, done);
	return 0;
}

static int
dt_usdt_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_usdt_probe_t *up0 = sp->s_probes[0]->pr_priv;
	const dt_uobjs_t *uv = sp->s_probes[0]->pr_prov->pv_data;
	uint64_t *offs, *cookies, *sems;
	uint32_t n = 0, k;
	size_t max = 0;
	int i, rc;

	for (i = 0; i < sp->s_nprobes; i++)
		max += ((const dt_usdt_probe_t *)
		    sp->s_probes[i]->pr_priv)->up_n;
	offs = calloc(max, sizeof(uint64_t));
	cookies = calloc(max, sizeof(uint64_t));
	sems = calloc(max, sizeof(uint64_t));
	if (offs == NULL || cookies == NULL || sems == NULL) {
		free(offs);
		free(cookies);
		free(sems);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < sp->s_nprobes; i++) {
		const dt_usdt_probe_t *up = sp->s_probes[i]->pr_priv;

		for (k = 0; k < up->up_n; k++) {
			offs[n] = up->up_offs[k];
			sems[n] = up->up_sems[k];
			cookies[n++] = sp->s_probes[i]->pr_id |
			    (uint64_t)(uint32_t)up->up_delta[k] << 32;
		}
	}
	rc = dt_uprobe_link(dtp, sp, uv->uo_paths[up0->up_obj], up0->up_pid, offs,
	    cookies, sems, n, 0);
	free(offs);
	free(cookies);
	free(sems);
	if (rc <= 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach the USDT "
		    "probes of %s in process %d: %s", uv->uo_paths[up0->up_obj],
		    up0->up_pid, rc < 0 ? strerror(errno) : "refused");
	return 0;
}

static void
dt_usdt_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
}

/* the file a probe is in */
static const char *
dt_usdt_probe_path(const dt_probe_t *prp)
{
	const dt_usdt_probe_t *up = prp->pr_priv;

	return up != NULL ? dt_uobjs_get(prp->pr_prov, up->up_obj) : NULL;
}

/* its places: bpftrace 0.17 attaches (and counts) each */
static int
dt_usdt_nplaces(const dt_probe_t *prp)
{
	const dt_usdt_probe_t *up = prp->pr_priv;

	return up != NULL && up->up_n > 1 ? (int)up->up_n : 1;
}

static int
dt_usdt_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_USER;
}

const dt_provimpl_t dt_prov_usdt = {
	.pi_name = "usdt",
	.pi_probe_path = dt_usdt_probe_path,
	.pi_perproc = DT_PERPROC_ANY,
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Evolving", "Evolving", "ISA" },
	.pi_populate = dt_usdt_populate,
	.pi_provide = dt_usdt_provide,
	.pi_probe_info = NULL,
	.pi_site_key = dt_usdt_site_key,
	.pi_site_prepare = dt_usdt_site_prepare,
	.pi_prologue = dt_usdt_prologue,
	.pi_attach = dt_usdt_attach,
	.pi_detach = dt_usdt_detach,
	.pi_fini = dt_uobjs_fini,
	.pi_bttype = DT_BT_USDT,
	.pi_argspace = dt_usdt_argspace,
	.pi_nplaces = dt_usdt_nplaces,
};
