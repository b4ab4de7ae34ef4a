/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_dtrace.c -- the dtrace provider: dtrace:::BEGIN, END and ERROR,
 * and, for a language whose programs may name the consumer's own events
 * (DT_LF_SELFPROBES: bt's self:signal:SIGUSR1), SIGUSR1, made when a
 * description names it, and bt's test:NAME and bench:NAME probes,
 * dtrace:test::NAME and dtrace:bench::NAME, which btrace runs with --test
 * and --bench (dtrace_self_run).
 *
 * Each probe is its own site, a raw-tracepoint-type program that is never
 * attached to a tracepoint: the consumer runs it with BPF_PROG_TEST_RUN
 * in its own process context (dt_consumer_add_special).  ERROR receives
 * its six arguments in the test run's context, a u64 ctx[6].
 */
#include <stdio.h>
#include <string.h>

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_impl.h"
#include "dt_provider.h"

#define DT_ERROR_NARGS	6

static const char *const dt_dtrace_probes[] = { "BEGIN", "END", "ERROR" };

static int
dt_dtrace_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	dt_probe_t *prp;
	size_t i;

	for (i = 0; i < sizeof(dt_dtrace_probes) / sizeof(dt_dtrace_probes[0]); i++) {
		prp = dt_probe_insert(dtp, pvp, "", "", dt_dtrace_probes[i], 0);
		if (prp == NULL)
			return -1;
		prp->pr_nargs = 0;
	}
	return 0;
}

/* a probe the program's descriptions make: SIGUSR1, and bt's
 * dtrace:test::NAME and dtrace:bench::NAME */
static int
dt_dtrace_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const char *mod = "";
	uint32_t i;

	if (!(dtp->dt_lops->lo_flags & DT_LF_SELFPROBES) ||
	    strcmp(pdp->prv, "dtrace") != 0)
		return 0;
	if (strcmp(pdp->mod, "test") == 0 || strcmp(pdp->mod, "bench") == 0)
		mod = pdp->mod;
	else if (strcmp(pdp->prb, "SIGUSR1") != 0 || pdp->mod[0] != '\0')
		return 0;
	if (pdp->prb[0] == '\0' || strlen(pdp->prb) > DT_BT_RUNNAME_MAX ||
	    strpbrk(pdp->prb, "*?[") != NULL)
		return 0;
	for (i = 0; i < dt_probe_count(dtp); i++) {
		const dt_probe_t *prp = dt_probe_at(dtp, i);

		if (prp->pr_prov == pvp && strcmp(prp->pr_mod, mod) == 0 &&
		    strcmp(prp->pr_name, pdp->prb) == 0)
			return 0;
	}
	return dt_probe_insert(dtp, pvp, mod, "", pdp->prb, 0) == NULL ? -1 : 0;
}

static enum bpf_prog_type
dt_dtrace_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "%s%s%s", prp->pr_mod, prp->pr_mod[0] != '\0' ?
	    ":" : "", prp->pr_name);
	return BPF_PROG_TYPE_RAW_TRACEPOINT;
}

static int
dt_dtrace_draining(const dt_site_t *sp)
{
	return strcmp(sp->s_key, "END") == 0;
}

static int
dt_dtrace_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	int i, nargs = 0;

	if (sp->s_nprobes < 1)
		return -1;
	if (strcmp(sp->s_key, "ERROR") == 0)
		nargs = DT_ERROR_NARGS;
	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID,
	    (int32_t)sp->s_probes[0]->pr_id));
	for (i = 0; i < nargs; i++) {
		dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_0, BPF_REG_6, i * 8));
		dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DCTX_ARGS + i * 8));
	}
	for (; i < DT_MAXARGS; i++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + i * 8, 0));
	return 0;
}

static int
dt_dtrace_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	if (sp->s_probes[0]->pr_mod[0] != '\0')	/* bt's test:, bench: */
		return dt_consumer_add_run(dtp, sp->s_key,
		    sp->s_probes[0]->pr_id, sp->s_prog_fd);
	return dt_consumer_add_special(dtp, sp->s_key, sp->s_prog_fd);
}

static void
dt_dtrace_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	(void)sp;
}

static int
dt_dtrace_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_NONE;
}

const dt_provimpl_t dt_prov_dtrace = {
	.pi_name = "dtrace",
	.pi_attr = { "Stable", "Stable", "Common", "Stable", "Stable",
	    "Common" },
	.pi_populate = dt_dtrace_populate,
	.pi_provide = dt_dtrace_provide,
	.pi_probe_info = NULL,
	.pi_site_key = dt_dtrace_site_key,
	.pi_draining = dt_dtrace_draining,
	.pi_site_prepare = NULL,
	.pi_prologue = dt_dtrace_prologue,
	.pi_attach = dt_dtrace_attach,
	.pi_detach = dt_dtrace_detach,
	.pi_flags = DT_PF_SPECIAL,
	.pi_bttype = DT_BT_SPECIAL,
	.pi_argspace = dt_dtrace_argspace,
};
