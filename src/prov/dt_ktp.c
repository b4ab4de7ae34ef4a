/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_ktp.c -- the table-driven providers on kernel raw tracepoints; see
 * dt_ktp.h.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/bpf.h>

#include "dt_ktp.h"
#include "dt_types.h"

#define DT_KTP_TMP	DCTX_REGS	/* dctx bytes a member read lands in */

static const dt_kprov_t *
dt_ktp_prov(const dt_provimpl_t *pi)
{
	return (const dt_kprov_t *)pi;
}

static const dt_kprobe_t *
dt_ktp_row(const dt_probe_t *prp)
{
	return &dt_ktp_prov(prp->pr_prov->pv_impl)->kv_probes[prp->pr_data];
}

/* does the running kernel have the row's tracepoint?  (its BTF names
 * each raw tracepoint: Debian 12's 6.1 lacks sched_exit_tp, say) */
static int
dt_ktp_have(dtrace_hdl_t *dtp, const dt_kprobe_t *kp)
{
	return kp->kp_tp != NULL && (dt_types_btf(dtp) == NULL ||
	    dt_rawtp_nargs(dtp, kp->kp_tp) >= 0);
}

int
dt_ktp_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	const dt_kprov_t *kv = dt_ktp_prov(pvp->pv_impl);
	size_t i;

	for (i = 0; i < kv->kv_nprobes; i++) {
		if (!dt_ktp_have(dtp, &kv->kv_probes[i]))
			continue;
		if (dt_probe_insert(dtp, pvp, "vmlinux", "",
		    kv->kv_probes[i].kp_name, i) == NULL)
			return -1;
	}
	return 0;
}

/* a probe the kernel cannot give, named exactly: say why */
int
dt_ktp_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const dt_kprov_t *kv = dt_ktp_prov(pvp->pv_impl);
	size_t i;

	for (i = 0; i < kv->kv_nprobes; i++) {
		const dt_kprobe_t *kp = &kv->kv_probes[i];

		if (strcmp(kp->kp_name, pdp->prb) != 0 ||
		    !dt_gmatch("vmlinux", pdp->mod) ||
		    !dt_gmatch("", pdp->fun) || dt_ktp_have(dtp, kp))
			continue;
		if (kp->kp_tp == NULL)
			return dt_set_errmsg(dtp, EDT_NOTSUP, "probe %s:::%s is "
			    "not available on this kernel: %s",
			    kv->kv_impl.pi_name, kp->kp_name, kp->kp_why);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "probe %s:::%s is not "
		    "available on this kernel: it has no %s tracepoint",
		    kv->kv_impl.pi_name, kp->kp_name, kp->kp_tp);
	}
	return 0;
}

int
dt_ktp_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	const dt_kprobe_t *kp = dt_ktp_row(prp);
	int i;

	for (i = 0; i < kp->kp_nargs; i++) {
		if ((prp->pr_argtypes[i] = strdup(kp->kp_args[i].ka_type)) ==
		    NULL || (kp->kp_args[i].ka_xtype != NULL &&
		    (prp->pr_xargtypes[i] = strdup(kp->kp_args[i].ka_xtype)) ==
		    NULL))
			return dt_set_errno(dtp, EDT_NOMEM);
	}
	prp->pr_nargs = kp->kp_nargs;
	prp->pr_ustr = kp->kp_ustr;
	return 0;
}

enum bpf_prog_type
dt_ktp_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "%s", prp->pr_name);
	return BPF_PROG_TYPE_RAW_TRACEPOINT;
}

int
dt_ktp_site_prepare(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	dt_probe_t *prp = sp->s_probes[0];

	if (prp->pr_nargs < 0 && dt_ktp_probe_info(dtp, prp) != 0)
		return -1;
	sp->s_ctxslot = dt_ktp_row(prp)->kp_irq ? DT_SLOT_RAWIRQ :
	    DT_SLOT_TASK;
	sp->s_tpname = dt_ktp_row(prp)->kp_tp;
	if (dt_ktp_row(prp)->kp_prepare != NULL)
		return dt_ktp_row(prp)->kp_prepare(dtp, sp);
	return 0;
}

void
dt_ktp_rawarg(dt_cg_t *cg, int reg, int n)
{
	dt_as_emit(&cg->cg_as, I_LDX(BPF_DW, reg, BPF_REG_6, (int16_t)(8 * n)));
}

void
dt_ktp_setarg(dt_cg_t *cg, int n, int reg)
{
	dt_as_emit(&cg->cg_as, I_STX(BPF_DW, BPF_REG_9, reg,
	    (int16_t)(DCTX_ARGS + 8 * n)));
}

void
dt_ktp_drop_if(dt_cg_t *cg, int op, int reg, int32_t imm)
{
	dt_as_jump(&cg->cg_as, I_JMP_IMM(op, reg, imm), cg->cg_exit);
}

void
dt_ktp_want_bool(dt_cg_t *cg, int n, int want)
{
	dt_ktp_rawarg(cg, BPF_REG_1, n);
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_1, 0xff));
	dt_ktp_drop_if(cg, want ? BPF_JEQ : BPF_JNE, BPF_REG_1, 0);
}

void
dt_ktp_load(dt_cg_t *cg, int reg, int32_t off, int size)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t null = dt_as_label(as);

	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, reg, 0), null);
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DT_KTP_TMP, 0));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_3, reg));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_as_emit(as, I_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_KTP_TMP));
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_2, size));
	dt_as_emit(as, I_CALL(BPF_FUNC_probe_read_kernel));
	dt_as_emit(as, I_LDX(size == 1 ? BPF_B : size == 2 ? BPF_H :
	    size == 4 ? BPF_W : BPF_DW, reg, BPF_REG_9, DT_KTP_TMP));
	dt_as_place(as, null);
}

int
dt_ktp_member(dt_cg_t *cg, int reg, const char *type, const char *path,
    int size)
{
	uint32_t off;

	if (dt_btf_offset(cg->cg_dtp, type, path, &off) != 0)
		return -1;
	dt_ktp_load(cg, reg, (int32_t)off, size);
	return 0;
}

int
dt_ktp_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const dt_kprobe_t *kp = dt_ktp_row(prp);
	dt_as_t *as = &cg->cg_as;
	int i;

	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID, (int32_t)prp->pr_id));
	/* the arguments past the probe's: 0, unless kp_emit stores them */
	for (i = kp->kp_nargs; cg->cg_needargs && i < DT_MAXARGS; i++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
		    (int16_t)(DCTX_ARGS + 8 * i), 0));
	if (kp->kp_emit != NULL && kp->kp_emit(cg, sp) != 0)
		return -1;
	if (!cg->cg_needargs)
		return 0;
	for (i = 0; i < kp->kp_nargs; i++) {
		int src = kp->kp_args[i].ka_src;

		if (src == DT_KA_EMIT)
			continue;
		if (src >= 0) {
			dt_ktp_rawarg(cg, BPF_REG_1, src);
			dt_ktp_setarg(cg, i, BPF_REG_1);
		} else if (src == DT_KA_CUR) {
			dt_as_emit(as, I_CALL(BPF_FUNC_get_current_task));
			dt_ktp_setarg(cg, i, BPF_REG_0);
		} else {
			dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
			    (int16_t)(DCTX_ARGS + 8 * i), 0));
		}
	}
	return 0;
}

int
dt_ktp_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_kprobe_t *kp = dt_ktp_row(sp->s_probes[0]);
	int fd;

	if ((sp->s_fds = malloc(sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if ((fd = bpf_raw_tracepoint_open(kp->kp_tp, sp->s_prog_fd)) < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach %s:::%s to "
		    "raw tracepoint %s: %s", sp->s_impl->pi_name, kp->kp_name,
		    kp->kp_tp, strerror(errno));
	sp->s_fds[sp->s_nfds++] = fd;
	return 0;
}

void
dt_ktp_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
	if (sp->s_nprobes > 0 && dt_ktp_row(sp->s_probes[0])->kp_release)
		dt_ktp_row(sp->s_probes[0])->kp_release(sp);
}
