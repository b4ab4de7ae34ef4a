/*
 * dt_prov_usdt.c -- USDT: the probes programs and libraries declare with
 * <sys/sdt.h> (their .note.stapsdt notes), as provider<PID>:module:
 * function:name, made the first time a description names the provider
 * and the process.  A "__" in a note's name is a "-" in the probe's, as
 * DTrace's USDT probes are named.
 *
 * One probe is a name in one function: a macro used twice in a function
 * is one probe placed twice.  Its arguments are decoded from the note's
 * description of them (registers, memory at a register plus a
 * displacement, constants), each typed by its size and signedness; a
 * note's semaphore is counted up by the kernel while its probe is
 * attached, so that the program's is-enabled tests see it traced.  The
 * probes of one object of one process share a uprobe_multi link.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_uprobe.h"

#define DT_USDT_MAXPLACES	64

/* how an argument is found */
typedef enum { DT_UA_NONE, DT_UA_REG, DT_UA_MEM, DT_UA_CONST } dt_uakind_t;

typedef struct dt_usdt_arg {
	uint8_t ua_kind;
	uint8_t ua_size;		/* 1, 2, 4, 8 */
	uint8_t ua_signed;
	int16_t ua_reg;			/* pt_regs offset */
	int64_t ua_val;			/* displacement, or the constant */
} dt_usdt_arg_t;

typedef struct dt_usdt_probe {
	int up_pid;
	uint32_t up_obj;		/* index of the path in the provider */
	int up_nargs;
	dt_usdt_arg_t up_args[DT_MAXARGS];
	uint32_t up_n;			/* places */
	uint64_t up_offs[DT_USDT_MAXPLACES];
	uint64_t up_sems[DT_USDT_MAXPLACES];
} dt_usdt_probe_t;

typedef struct dt_usdt_prov {
	char **uv_paths;		/* the objects, by index */
	uint32_t uv_n;
	char **uv_done;			/* the providers made ("myprov1234:",
					   "myprov0:program") */
	uint32_t uv_ndone;
} dt_usdt_prov_t;

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

/* one "[-]SIZE@OPERAND" */
static int
dt_usdt_parse_arg(const char *s, const char **endp, dt_usdt_arg_t *a)
{
	char *e;
	long size = strtol(s, &e, 10);
	int reg;

	memset(a, 0, sizeof(*a));
	if (e == s || *e != '@')
		return -1;
	a->ua_signed = size < 0;
	size = size < 0 ? -size : size;
	if (size != 1 && size != 2 && size != 4 && size != 8)
		return -1;
	a->ua_size = (uint8_t)size;
	s = e + 1;
	if (*s == '$') {				/* $CONST */
		a->ua_kind = DT_UA_CONST;
		a->ua_val = strtoll(s + 1, &e, 0);
		s = e;
	} else if (*s == '%') {				/* %REG */
		if ((reg = dt_usdt_reg(&s)) < 0)
			return -1;
		a->ua_kind = DT_UA_REG;
		a->ua_reg = (int16_t)reg;
	} else {					/* DISP(%REG) */
		a->ua_val = strtoll(s, &e, 0);
		s = e;
		if (*s++ != '(' || (reg = dt_usdt_reg(&s)) < 0 || *s++ != ')')
			return -1;
		a->ua_kind = DT_UA_MEM;
		a->ua_reg = (int16_t)reg;
	}
	*endp = s;
	return 0;
}

/* a note's arguments; an argument not understood (an index register,
 * a symbol) reads as 0 */
static int
dt_usdt_parse_args(const char *s, dt_usdt_arg_t *args)
{
	int n = 0;

	while (*s != '\0' && n < DT_MAXARGS) {
		const char *end;

		while (*s == ' ')
			s++;
		if (*s == '\0')
			break;
		if (dt_usdt_parse_arg(s, &end, &args[n]) != 0) {
			args[n].ua_kind = DT_UA_NONE;
			args[n].ua_size = 8;
			for (end = s; *end != '\0' && *end != ' '; end++)
				continue;
		}
		n++;
		s = end;
	}
	return n;
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
	int uw_pid;
	uint32_t uw_obj;
	dt_usdt_fn_t *uw_fns;		/* the object's functions, by offset */
	size_t uw_nfns, uw_cap;
	int uw_err;
} dt_usdt_walk_t;

static int
dt_usdt_fn(const char *name, uint64_t off, uint64_t size, void *arg)
{
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

	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *prp = dtp->dt_probes[i];

		if (prp->pr_prov == pvp && strcmp(prp->pr_provname, prov) == 0 &&
		    strcmp(prp->pr_mod, mod) == 0 &&
		    strcmp(prp->pr_func, func) == 0 &&
		    strcmp(prp->pr_name, name) == 0)
			return prp;
	}
	return NULL;
}

static int
dt_usdt_note(const char *prov, const char *pname, uint64_t off,
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
		up = prp->pr_priv;
		if (up->up_n < DT_USDT_MAXPLACES) {
			up->up_offs[up->up_n] = off;
			up->up_sems[up->up_n++] = semoff;
		}
		return 0;
	}
	if ((up = calloc(1, sizeof(*up))) == NULL)
		return -1;
	up->up_pid = uw->uw_pid;
	up->up_obj = uw->uw_obj;
	up->up_nargs = dt_usdt_parse_args(args, up->up_args);
	up->up_offs[0] = off;
	up->up_sems[0] = semoff;
	up->up_n = 1;
	prp = dt_probe_insert(dtp, uw->uw_pvp, uw->uw_mod, func, name, 0);
	if (prp == NULL || (prp->pr_provname = strdup(provname)) == NULL) {
		free(up);
		return -1;
	}
	prp->pr_priv = up;
	prp->pr_nargs = up->up_nargs;
	for (i = 0; i < up->up_nargs; i++) {
		const dt_usdt_arg_t *a = &up->up_args[i];

		if ((prp->pr_argtypes[i] = strdup(dt_usdt_types[a->ua_signed]
		    [a->ua_size])) == NULL)
			return -1;
	}
	return 0;
}

static void
dt_usdt_fini(dt_provider_t *pvp)
{
	dt_usdt_prov_t *uv = pvp->pv_data;
	uint32_t i;

	if (uv == NULL)
		return;
	for (i = 0; i < uv->uv_n; i++)
		free(uv->uv_paths[i]);
	for (i = 0; i < uv->uv_ndone; i++)
		free(uv->uv_done[i]);
	free(uv->uv_paths);
	free(uv->uv_done);
	free(uv);
	pvp->pv_data = NULL;
}

static int
dt_usdt_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	if (pvp->pv_data == NULL &&
	    (pvp->pv_data = calloc(1, sizeof(dt_usdt_prov_t))) == NULL)
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
	dt_usdt_prov_t *uv = pvp->pv_data;
	dt_usdt_walk_t uw;
	dt_uelf_list_t l;
	char exe[4096], done[512];
	uint32_t idx;
	size_t i;
	int pid, isnew, rc = 0;

	if (uv == NULL || !dt_provider_perproc(pvp->pv_impl, pdp->prv, &pid) ||
	    strncmp(pdp->prv, "pid", 3) == 0)
		return 0;
	/* a process's provider is made once; in every process, once per
	 * program or library */
	snprintf(done, sizeof(done), "%s:%s", pdp->prv, pid == 0 ? pdp->mod :
	    "");
	if (dt_uprobe_intern(&uv->uv_done, &uv->uv_ndone, done, &idx,
	    &isnew) != 0)
		return dt_set_errno(dtp, EDT_NOMEM);
	if (!isnew)
		return 0;
	if (pid == 0) {
		/* myprov0:MODULE::name -- in every process running MODULE */
		memset(&l, 0, sizeof(l));
		if (dt_uprobe_anyproc(dtp, pdp->mod, exe, sizeof(exe)) != 0)
			return -1;
		if (dt_uelf_list_add(&l, exe) != 0)
			return dt_set_errno(dtp, EDT_NOMEM);
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
		uw.uw_mod = pid == 0 ? pdp->mod :
		    dt_uprobe_modname(l.ul_paths[i], exe);
		if (dt_uprobe_intern(&uv->uv_paths, &uv->uv_n, l.ul_paths[i],
		    &uw.uw_obj, &isnew) != 0 ||
		    dt_uelf_funcs(l.ul_paths[i], dt_usdt_fn, &uw) < -1 ||
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
	sp->s_attach_type = DT_TRACE_UPROBE_MULTI;
	return 0;
}

/* arg n of a probe at the probe: a register, memory at a register plus
 * a displacement, or a constant, sign- or zero-extended from its size */
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
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_3, BPF_REG_6, a->ua_reg));
		dt_as_ld64(as, BPF_REG_1, (uint64_t)a->ua_val);
		dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
		dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_9));
		dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
		dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, a->ua_size));
		dt_as_emit(as, I_CALL(BPF_FUNC_probe_read_user));
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_9, slot));
		break;
	case DT_UA_CONST:
		dt_as_ld64(as, BPF_REG_1, (uint64_t)a->ua_val);
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

/* the probe id from the cookie; each probe's arguments as its note
 * describes them */
static int
dt_usdt_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t done = dt_as_label(as);
	int i, j;

	dt_uprobe_prid(cg);
	if (!cg->cg_needargs)
		return 0;
	for (j = 0; j < DT_MAXARGS; j++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
		    (int16_t)(DCTX_ARGS + 8 * j), 0));
	for (i = 0; i < sp->s_nprobes; i++) {
		const dt_usdt_probe_t *up = sp->s_probes[i]->pr_priv;
		uint32_t next = dt_as_label(as);

		dt_as_emit(as, I_LDX(BPF_W, BPF_REG_1, BPF_REG_9, DCTX_PRID));
		dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1,
		    (int32_t)sp->s_probes[i]->pr_id), next);
		for (j = 0; j < up->up_nargs; j++)
			dt_usdt_emit_arg(cg, j, &up->up_args[j]);
		dt_as_jump(as, I_JA(), done);
		dt_as_place(as, next);
	}
	dt_as_place(as, done);
	return 0;
}

static int
dt_usdt_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_usdt_probe_t *up0 = sp->s_probes[0]->pr_priv;
	const dt_usdt_prov_t *uv = sp->s_probes[0]->pr_prov->pv_data;
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
			cookies[n++] = sp->s_probes[i]->pr_id;
		}
	}
	rc = dt_uprobe_link(sp, uv->uv_paths[up0->up_obj], up0->up_pid, offs,
	    cookies, sems, n, 0);
	free(offs);
	free(cookies);
	free(sems);
	if (rc <= 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach the USDT "
		    "probes of %s in process %d: %s", uv->uv_paths[up0->up_obj],
		    up0->up_pid, rc < 0 ? strerror(errno) : "refused");
	return 0;
}

static void
dt_usdt_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(sp);
}

const dt_provimpl_t dt_prov_usdt = {
	.pi_name = "usdt",
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
	.pi_fini = dt_usdt_fini,
};
