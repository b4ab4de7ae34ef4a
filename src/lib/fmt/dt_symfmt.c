/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_symfmt.c -- symbol-valued data as DTrace prints it: stacks, one frame
 * per line as "module`function+0x1a"; sym(), func() and mod() of kernel
 * addresses; usym(), ufunc(), umod() and uaddr() of user ones.  Also the
 * normalisation of such aggregation keys, so that every address inside
 * one function (or module) counts as that function (or module).
 *
 * The symbol tables themselves are dt_sym.c's.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_program.h"
#include "dt_sym.h"
#include "dt_symfmt.h"

static dt_syms_t *
dt_symtab(dtrace_hdl_t *dtp)
{
	if (dtp->dt_syms == NULL)
		dtp->dt_syms = dt_syms_create();
	return dtp->dt_syms;
}

int
dt_symfmt_kaddr(dtrace_hdl_t *dtp, const char *name, uint64_t *addrp,
    uint64_t *sizep)
{
	dt_syms_t *sy = dt_symtab(dtp);

	return sy != NULL ? dt_syms_kernel_byname(sy, name, addrp, sizep) : -1;
}

int
dt_symfmt_kfunc(dtrace_hdl_t *dtp, const char *name, const char *mod,
    uint64_t *addrp, uint64_t *sizep, const char **modp)
{
	dt_syms_t *sy = dt_symtab(dtp);

	return sy != NULL ? dt_syms_kernel_func(sy, name, mod, addrp, sizep,
	    modp) : -1;
}

int
dt_symfmt_kfunc_at(dtrace_hdl_t *dtp, uint64_t addr, uint64_t *startp,
    uint64_t *sizep, const char **namep)
{
	dt_syms_t *sy = dt_symtab(dtp);
	dt_symres_t res;

	if (sy == NULL || dt_syms_kernel(sy, addr, &res) != 2)
		return -1;
	*startp = res.sr_symaddr;
	*sizep = res.sr_symsize;
	*namep = res.sr_name;
	return 0;
}

void
dt_symfmt_close(dtrace_hdl_t *dtp)
{
	if (dtp->dt_syms != NULL)
		dt_syms_destroy(dtp->dt_syms);
	dtp->dt_syms = NULL;
}

/* -x noresolve: user addresses are not resolved to symbols */
static int
dt_noresolve(const dtrace_hdl_t *dtp, int pid)
{
	return pid >= 0 && dtp->dt_options[DT_OPT_NORESOLVE] > 0;
}

/* what is known of address pc: of the kernel if pid < 0; with
 * noresolve, of a user address only its object (found 1 at most) */
static int
dt_lookup(dtrace_hdl_t *dtp, int pid, uint64_t pc, dt_symres_t *res)
{
	dt_syms_t *sy = dt_symtab(dtp);
	int found;

	memset(res, 0, sizeof(*res));
	if (sy == NULL || (pid >= 0 && dtp->dt_options[DT_OPT_NOUSYMS] > 0))
		return 0;
	if (pid < 0)
		return dt_syms_kernel(sy, pc, res);
	found = dt_syms_user(sy, pid, pc, res);
	return dt_noresolve(dtp, pid) && found > 1 ? 1 : found;
}

/* noresolve's text of a user address, as Oracle's DTrace writes it: its
 * object and its offset in the mapping holding it, or the address */
static void
dt_noresolve_text(const dt_symres_t *res, int found, uint64_t pc, char *buf,
    size_t len)
{
	if (found > 0)
		snprintf(buf, len, "%s:0x%llx", res->sr_module,
		    (unsigned long long)(pc - res->sr_mapstart));
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)pc);
}

/* a module's name, or the address in hex */
static void
dt_mod_text(dtrace_hdl_t *dtp, int pid, uint64_t pc, char *buf, size_t len)
{
	dt_symres_t res;

	if (dt_lookup(dtp, pid, pc, &res) > 0)
		snprintf(buf, len, "%s", res.sr_module);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)pc);
}

/*
 * A C++ function's name demangled, as FreeBSD's DTrace and bpftrace show
 * it (not with -x demangle=0, nor with bt's BPFTRACE_NO_CPP_DEMANGLE=1:
 * the nodemangle option), by the C++
 * runtime's __cxa_demangle(), found in libstdc++ when first needed
 * (none: names stay as they are)
 */
typedef char *dt_demangle_f(const char *, char *, size_t *, int *);

static void
dt_demangle(dtrace_hdl_t *dtp, char *name, size_t len)
{
	static dt_demangle_f *demangle;
	static int tried;
	char *d;
	int status = -1;

	if (dtp->dt_options[DT_OPT_DEMANGLE] <= 0 ||
	    dtp->dt_options[DT_OPT_NODEMANGLE] > 0 ||
	    (strncmp(name, "_Z", 2) != 0 && strncmp(name, "____Z", 5) != 0))
		return;
	if (!tried) {
		void *h = dlopen("libstdc++.so.6", RTLD_LAZY | RTLD_LOCAL);

		tried = 1;
		if (h != NULL)
			*(void **)&demangle = dlsym(h, "__cxa_demangle");
	}
	if (demangle == NULL)
		return;
	if ((d = demangle(name, NULL, NULL, &status)) != NULL && status == 0)
		snprintf(name, len, "%s", d);
	free(d);
}

/* one address as a frame: its text (with the offset or not) and parts */
static void
dt_frame(dtrace_hdl_t *dtp, int pid, uint64_t pc, int offset,
    dt_symframe_t *fr)
{
	dt_symres_t res;

	memset(fr, 0, sizeof(*fr));
	fr->sf_addr = pc;
	fr->sf_found = dt_lookup(dtp, pid, pc, &res);
	if (fr->sf_found > 0)
		snprintf(fr->sf_module, sizeof(fr->sf_module), "%s",
		    res.sr_module);
	if (fr->sf_found > 0 && res.sr_path != NULL)
		snprintf(fr->sf_path, sizeof(fr->sf_path), "%s", res.sr_path);
	if (fr->sf_found == 2) {
		snprintf(fr->sf_name, sizeof(fr->sf_name), "%s", res.sr_name);
		if (pid >= 0) {
			dt_demangle(dtp, fr->sf_name, sizeof(fr->sf_name));
			res.sr_name = fr->sf_name;	/* the text's too */
		}
		fr->sf_offset = offset ? res.sr_offset : 0;
		if (!offset) {
			res.sr_offset = 0;
			pc = res.sr_symaddr;
		}
	}
	if (dt_noresolve(dtp, pid))
		dt_noresolve_text(&res, fr->sf_found, pc, fr->sf_text,
		    sizeof(fr->sf_text));
	else
		dt_syms_format(&res, fr->sf_found, pc, fr->sf_text,
		    sizeof(fr->sf_text));
}

int
dt_symfmt_frames(dtrace_hdl_t *dtp, const dt_type_t *t, const void *data,
    dt_symframe_t *fr, int max)
{
	const uint64_t *w = data;
	int pid = -1, n = 0;
	uint32_t i, nw = t->t_size / 8;

	switch (t->t_sym) {
	case DT_SYM_USTACK:
		pid = (int)w[0];
		w++;
		nw--;
		/* FALLTHROUGH */
	case DT_SYM_STACK:
		for (i = 0; i < nw && w[i] != 0 && n < max; i++)
			dt_frame(dtp, pid, w[i], 1, &fr[n++]);
		return n;
	case DT_SYM_SYM:
		dt_frame(dtp, -1, w[0], 0, &fr[0]);
		break;
	case DT_SYM_MOD:
		dt_frame(dtp, -1, w[0], 0, &fr[0]);
		dt_mod_text(dtp, -1, w[0], fr[0].sf_text, sizeof(fr[0].sf_text));
		break;
	case DT_SYM_USYM:
	case DT_SYM_UADDR:
		dt_frame(dtp, (int)w[0], w[1], t->t_sym == DT_SYM_UADDR, &fr[0]);
		break;
	case DT_SYM_UMOD:
		dt_frame(dtp, (int)w[0], w[1], 0, &fr[0]);
		dt_mod_text(dtp, (int)w[0], w[1], fr[0].sf_text,
		    sizeof(fr[0].sf_text));
		break;
	default:
		return 0;
	}
	return max > 0 ? 1 : 0;
}

void
dt_symfmt_text(dtrace_hdl_t *dtp, dt_strbuf_t *out, const dt_type_t *t,
    const void *data, int indent)
{
	dt_symframe_t *fr;
	int n, i;

	if (t->t_sym >= DT_SYM_BTPROBE) {
		/* bt's values: as bpftrace words them */
		dtp->dt_lops->lo_valtext(dtp, out, t, data,
		    indent < 0 ? 8 : indent);
		return;
	}
	if ((fr = calloc(DT_MAXFRAMES, sizeof(*fr))) == NULL)
		return;
	n = dt_symfmt_frames(dtp, t, data, fr, DT_MAXFRAMES);
	if (t->t_sym == DT_SYM_STACK || t->t_sym == DT_SYM_USTACK) {
		if (indent < 0)
			indent = (int)dtp->dt_options[DT_OPT_STACKINDENT];
		if (indent < 0 || indent > 256)
			indent = 14;
		dt_sb_putc(out, '\n');
		for (i = 0; i < n; i++)
			dt_sb_printf(out, "%*s%s\n", (int)indent, "",
			    fr[i].sf_text);
	} else if (n == 1)
		dt_sb_puts(out, fr[0].sf_text);
	free(fr);
}

int
dt_symfmt_normalize(dtrace_hdl_t *dtp, const dt_type_t *t, void *data)
{
	uint64_t *w = data, *pc;
	dt_symres_t res;
	int pid = -1, found;

	switch (t->t_sym) {
	case DT_SYM_SYM: case DT_SYM_MOD:
		pc = &w[0];
		break;
	case DT_SYM_USYM: case DT_SYM_UMOD:
		pid = (int)w[0];
		pc = &w[1];
		break;
	default:
		return 0;
	}
	found = dt_lookup(dtp, pid, *pc, &res);
	if (t->t_sym == DT_SYM_MOD || t->t_sym == DT_SYM_UMOD) {
		if (found == 0 || res.sr_modbase == *pc)
			return 0;
		*pc = res.sr_modbase;
		return 1;
	}
	if (found != 2 || res.sr_symaddr == *pc)
		return 0;
	*pc = res.sr_symaddr;
	return 1;
}

void
dt_symfmt_grab(dtrace_hdl_t *dtp, int pid)
{
	dt_syms_t *sy = dt_symtab(dtp);

	if (sy != NULL)
		dt_syms_grab(sy, pid);
}

int
dt_symfmt_addr(uint64_t addr, int user, char *buf, size_t len, void *arg)
{
	dtrace_hdl_t *dtp = arg;
	int pid = user ? (int)dtp->dt_target : -1, found;
	dt_symres_t res;

	if (user && pid <= 0)
		return -1;
	if ((found = dt_lookup(dtp, pid, addr, &res)) == 0)
		return -1;
	if (dt_noresolve(dtp, pid))
		dt_noresolve_text(&res, found, addr, buf, len);
	else
		dt_syms_format(&res, found, addr, buf, len);
	return 0;
}
