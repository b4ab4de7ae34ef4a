/*
 * dt_prov_perf.c -- the perf provider: perf:software:EVENT:COUNT and
 * perf:hardware:EVENT:COUNT fire every COUNT events (page faults, context
 * switches, cycles, ...) on each online CPU, as bpftrace's software: and
 * hardware: probes do; arg0 is the kernel PC the event interrupted, arg1
 * the user PC (the other one is 0).
 *
 * A probe is made when a description names its event and count (an empty
 * count is the event's default); hardware events need a PMU, which the
 * kernel may not offer (a virtual machine's often does not): attaching
 * then says so.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "dt_cg.h"

typedef struct dt_perf_event {
	const char *pe_name, *pe_alias;
	uint32_t pe_type;
	uint64_t pe_config;
	uint64_t pe_period;		/* when the description gives none */
} dt_perf_event_t;

static const dt_perf_event_t dt_perf_events[] = {
	{ "cpu-clock", "cpu", PERF_TYPE_SOFTWARE, PERF_COUNT_SW_CPU_CLOCK,
	    1000000 },
	{ "task-clock", NULL, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_TASK_CLOCK,
	    1000000 },
	{ "page-faults", "faults", PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_PAGE_FAULTS, 100 },
	{ "context-switches", "cs", PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_CONTEXT_SWITCHES, 1000 },
	{ "cpu-migrations", "migrations", PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_CPU_MIGRATIONS, 1 },
	{ "minor-faults", "minflt", PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_PAGE_FAULTS_MIN, 100 },
	{ "major-faults", "majflt", PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_PAGE_FAULTS_MAJ, 1 },
	{ "alignment-faults", NULL, PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_ALIGNMENT_FAULTS, 1 },
	{ "emulation-faults", NULL, PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_EMULATION_FAULTS, 1 },
	{ "dummy", NULL, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_DUMMY, 1 },
	{ "cpu-cycles", "cycles", PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_CPU_CYCLES, 1000000 },
	{ "instructions", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_INSTRUCTIONS, 1000000 },
	{ "cache-references", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_CACHE_REFERENCES, 1000000 },
	{ "cache-misses", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_CACHE_MISSES, 1000000 },
	{ "branch-instructions", "branches", PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_BRANCH_INSTRUCTIONS, 100000 },
	{ "branch-misses", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_BRANCH_MISSES, 100000 },
	{ "bus-cycles", NULL, PERF_TYPE_HARDWARE, PERF_COUNT_HW_BUS_CYCLES,
	    100000 },
	{ "frontend-stalls", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_STALLED_CYCLES_FRONTEND, 1000000 },
	{ "backend-stalls", NULL, PERF_TYPE_HARDWARE,
	    PERF_COUNT_HW_STALLED_CYCLES_BACKEND, 1000000 },
	{ "ref-cycles", NULL, PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES,
	    1000000 },
};

#define DT_NEVENTS	(sizeof(dt_perf_events) / sizeof(dt_perf_events[0]))

/* the event a probe's module and function name */
static const dt_perf_event_t *
dt_perf_event(const char *mod, const char *fun)
{
	uint32_t type;
	size_t i;

	if (strcmp(mod, "software") == 0)
		type = PERF_TYPE_SOFTWARE;
	else if (strcmp(mod, "hardware") == 0)
		type = PERF_TYPE_HARDWARE;
	else
		return NULL;
	for (i = 0; i < DT_NEVENTS; i++) {
		if (dt_perf_events[i].pe_type == type &&
		    (strcmp(dt_perf_events[i].pe_name, fun) == 0 ||
		    (dt_perf_events[i].pe_alias != NULL &&
		    strcmp(dt_perf_events[i].pe_alias, fun) == 0)))
			return &dt_perf_events[i];
	}
	return NULL;
}

static int
dt_perf_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	(void)pvp;
	return 0;
}

/* the probe a description names exactly: made once */
static int
dt_perf_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const dt_perf_event_t *pe = dt_perf_event(pdp->mod, pdp->fun);
	uint64_t period;
	char *end;
	uint32_t i;

	if (pe == NULL || strpbrk(pdp->prb, "*?[\\") != NULL)
		return 0;
	period = pdp->prb[0] == '\0' ? pe->pe_period :
	    strtoull(pdp->prb, &end, 10);
	if (pdp->prb[0] != '\0' && (*end != '\0' || period == 0))
		return 0;
	for (i = 0; i < dtp->dt_nprobes; i++) {
		const dt_probe_t *prp = dtp->dt_probes[i];

		if (prp->pr_prov == pvp && strcmp(prp->pr_mod, pdp->mod) == 0 &&
		    strcmp(prp->pr_func, pdp->fun) == 0 &&
		    strcmp(prp->pr_name, pdp->prb) == 0)
			return 0;
	}
	return dt_probe_insert(dtp, pvp, pdp->mod, pdp->fun, pdp->prb,
	    period) == NULL ? -1 : 0;
}

static int
dt_perf_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	(void)dtp;
	prp->pr_nargs = 0;
	return 0;
}

static enum bpf_prog_type
dt_perf_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "perf:%u", prp->pr_id);
	return BPF_PROG_TYPE_PERF_EVENT;
}

static int
dt_perf_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID,
	    (int32_t)sp->s_probes[0]->pr_id));
	dt_perf_emit_pcs(as);
	dt_perf_zero_args(as, 2);
	return 0;
}

static int
dt_perf_attach1(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const dt_perf_event_t *pe = dt_perf_event(prp->pr_mod, prp->pr_func);

	if (pe == NULL)
		return dt_set_errmsg(dtp, EINVAL, "no perf event %s:%s",
		    prp->pr_mod, prp->pr_func);
	if (dt_perf_attach(dtp, sp, pe->pe_type, pe->pe_config,
	    prp->pr_data) == 0)
		return 0;
	if (pe->pe_type == PERF_TYPE_HARDWARE)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "the %s event cannot be "
		    "counted here: this machine offers no hardware counter "
		    "for it", pe->pe_name);
	return -1;
}

static void
dt_perf_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(sp);
}

const dt_provimpl_t dt_prov_perf = {
	.pi_name = "perf",
	.pi_attr = { "Evolving", "Evolving", "Common",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_perf_populate,
	.pi_provide = dt_perf_provide,
	.pi_probe_info = dt_perf_probe_info,
	.pi_site_key = dt_perf_site_key,
	.pi_site_prepare = NULL,
	.pi_prologue = dt_perf_prologue,
	.pi_attach = dt_perf_attach1,
	.pi_detach = dt_perf_detach,
};
