/* SPDX-License-Identifier: Apache-2.0 */
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
 *
 * perf:watchpoint:ADDR:LEN-MODE (bt's watchpoint:ADDR:LEN:MODE) is a
 * hardware breakpoint (PERF_TYPE_BREAKPOINT) on LEN bytes at user address
 * ADDR, when they are written (w), read or written (rw) or executed (x):
 * in the target process ($target: -p, -c) if there is one, else in any
 * process, on each online CPU.  perf:watchpoint:FUNC+argN:LEN-MODE (bt's
 * watchpoint:FUNC+argN:LEN:MODE; asyncwatchpoint: the same) has no
 * address yet: it gets a breakpoint in the target process each time the
 * consumer is told of a new one (dt_perf_watch_add(), from the clause the
 * bt front end made to set it up), and keeps those of earlier addresses,
 * until unwatch() (dt_perf_unwatch()).  A watchpoint site's s_data holds
 * the address of each of its perf events (s_fds).
 */
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/hw_breakpoint.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_proc.h"
#include "dt_program.h"

extern const dt_provimpl_t dt_prov_perf;

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

/* is mod a watchpoint's module? */
static int
dt_perf_iswatch(const char *mod)
{
	return strcmp(mod, "watchpoint") == 0 ||
	    strcmp(mod, "asyncwatchpoint") == 0;
}

/* a watchpoint's function and name: its address, length and type
 * (HW_BREAKPOINT_*); 0, 1 if the address comes later (FUNC+argN, *addr
 * 0), or -1 if they are none */
static int
dt_perf_watch(const char *fun, const char *prb, uint64_t *addr,
    uint64_t *len, uint32_t *type)
{
	const char *plus = strstr(fun, "+arg");
	char *end;

	if (plus != NULL) {
		*addr = 0;
		(void)strtoull(plus + 4, &end, 10);
		if (end == plus + 4 || *end != '\0' || plus == fun)
			return -1;
	} else {
		*addr = strtoull(fun, &end, 0);
		if (end == fun || *end != '\0')
			return -1;
	}
	*len = strtoull(prb, &end, 10);
	if (end == prb || *end != '-' || (*len != 1 && *len != 2 &&
	    *len != 4 && *len != 8))
		return -1;
	if (strcmp(end + 1, "w") == 0)
		*type = HW_BREAKPOINT_W;
	else if (strcmp(end + 1, "rw") == 0)
		*type = HW_BREAKPOINT_RW;
	else if (strcmp(end + 1, "x") == 0)
		*type = HW_BREAKPOINT_X;
	else
		return -1;
	return plus != NULL;
}

/* a watchpoint:FUNC+argN's file: the target's program (what bt's probe
 * names) */
static const char *
dt_perf_probe_path(const dt_probe_t *prp)
{
	return prp->pr_priv;
}

/* the probe a description names exactly: made once */
static int
dt_perf_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const dt_perf_event_t *pe = dt_perf_event(pdp->mod, pdp->fun);
	uint64_t period, a, l;
	uint32_t i, bt;
	char *end, exe[PATH_MAX], link[64];
	const char *created;
	dt_probe_t *nprp;
	int w = -1;

	if (dt_perf_iswatch(pdp->mod) &&
	    (w = dt_perf_watch(pdp->fun, pdp->prb, &a, &l, &bt)) >= 0)
		period = w == 1 ? 0 : 1;	/* FUNC+argN: no address yet */
	else if (pe == NULL || strpbrk(pdp->prb, "*?[\\") != NULL)
		return 0;
	else
		period = pdp->prb[0] == '\0' ? pe->pe_period :
		    strtoull(pdp->prb, &end, 10);
	if (pe != NULL && pdp->prb[0] != '\0' && (*end != '\0' ||
	    period == 0))
		return 0;
	for (i = 0; i < dtp->dt_nprobes; i++) {
		const dt_probe_t *prp = dtp->dt_probes[i];

		if (prp->pr_prov == pvp && strcmp(prp->pr_mod, pdp->mod) == 0 &&
		    strcmp(prp->pr_func, pdp->fun) == 0 &&
		    strcmp(prp->pr_name, pdp->prb) == 0)
			return 0;
	}
	if ((nprp = dt_probe_insert(dtp, pvp, pdp->mod, pdp->fun, pdp->prb,
	    period)) == NULL)
		return -1;
	if (w == 1 && dtp->dt_target > 0) {
		snprintf(link, sizeof(link), "/proc/%d/exe",
		    (int)dtp->dt_target);
		created = dt_proc_execpath(dtp, dtp->dt_target);
		if ((created != NULL ? realpath(created, exe) :
		    realpath(link, exe)) != NULL &&
		    (nprp->pr_priv = strdup(exe)) == NULL)
			return dt_set_errno(dtp, EDT_NOMEM);
	}
	return 0;
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

/* bt's name of a watchpoint's mode */
static const char *
dt_perf_mode(uint32_t type)
{
	return type == HW_BREAKPOINT_X ? "x" : type == HW_BREAKPOINT_RW ?
	    "rw" : "w";
}

/* a breakpoint event on addr, running sp's program, in process pid (-1:
 * any) on cpu (-1: any), added to sp's perf events; the file descriptor
 * or -1 (errno set) */
static int
dt_perf_watch_open(dt_site_t *sp, uint64_t addr, uint64_t len,
    uint32_t type, pid_t pid, int cpu)
{
	struct perf_event_attr attr;
	uint64_t *addrs;
	int *fds, fd, e;

	memset(&attr, 0, sizeof(attr));
	attr.type = PERF_TYPE_BREAKPOINT;
	attr.size = sizeof(attr);
	attr.bp_type = type;
	attr.bp_addr = addr;
	attr.bp_len = len;
	attr.sample_period = 1;
	attr.disabled = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, pid, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return -1;
	fds = realloc(sp->s_fds, sizeof(int) * (size_t)(sp->s_nfds + 1));
	if (fds != NULL)
		sp->s_fds = fds;
	addrs = realloc(sp->s_data, sizeof(uint64_t) *
	    (size_t)(sp->s_nfds + 1));
	if (addrs != NULL)
		sp->s_data = addrs;
	if (fds == NULL || addrs == NULL) {
		close(fd);
		errno = ENOMEM;
		return -1;
	}
	sp->s_fds[sp->s_nfds] = fd;
	addrs[sp->s_nfds++] = addr;
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, sp->s_prog_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0) {
		e = errno;
		close(fd);
		sp->s_nfds--;
		errno = e;
		return -1;
	}
	return fd;
}

/* a watchpoint: one breakpoint event in the target process, or one on
 * each online CPU; a watchpoint:FUNC+argN none yet */
static int
dt_perf_attach_watch(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	int *cpus = NULL, n = 1, i, w;
	pid_t pid = dtp->dt_target > 0 ? dtp->dt_target : -1;
	uint64_t addr, len;
	uint32_t type;

	if ((w = dt_perf_watch(prp->pr_func, prp->pr_name, &addr, &len,
	    &type)) < 0)
		return dt_set_errmsg(dtp, EINVAL, "no watchpoint %s:%s",
		    prp->pr_func, prp->pr_name);
	if (w == 1)
		return 0;
	if (pid < 0 && (n = dt_prof_online_cpus(dtp, &cpus)) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		if (dt_perf_watch_open(sp, addr, len, type, pid, pid < 0 ?
		    cpus[i] : -1) >= 0)
			continue;
		if (pid < 0 && errno == ENODEV)
			continue;	/* went offline */
		free(cpus);
		return dt_set_errmsg(dtp, EDT_BPF, "Error attaching "
		    "probe: %s:%" PRIu64 ":%" PRIu64 ":%s: %s", prp->pr_mod,
		    addr, len, dt_perf_mode(type), strerror(errno));
	}
	free(cpus);
	return 0;
}

static int
dt_perf_watch_add(dtrace_hdl_t *dtp, const char *wp, uint64_t addr,
    const dt_probe_t **prpp)
{
	const char *c1 = strchr(wp, ':'), *c2 = c1 != NULL ?
	    strrchr(wp, ':') : NULL;
	dt_probe_t *prp = NULL;
	uint64_t a, len;
	uint32_t type, i;

	*prpp = NULL;
	for (i = 0; c2 != NULL && c2 > c1 && i < dtp->dt_nprobes; i++) {
		dt_probe_t *p = dtp->dt_probes[i];

		if (p != NULL && p->pr_prov->pv_impl == &dt_prov_perf &&
		    strlen(p->pr_mod) == (size_t)(c1 - wp) &&
		    strncmp(p->pr_mod, wp, (size_t)(c1 - wp)) == 0 &&
		    strlen(p->pr_func) == (size_t)(c2 - c1 - 1) &&
		    strncmp(p->pr_func, c1 + 1, (size_t)(c2 - c1 - 1)) == 0 &&
		    strcmp(p->pr_name, c2 + 1) == 0) {
			prp = p;
			break;
		}
	}
	if (prp == NULL || prp->pr_site == NULL || dt_perf_watch(prp->pr_func,
	    prp->pr_name, &a, &len, &type) != 1)
		return 0;
	*prpp = prp;
	/* as bpftrace 0.17: not again on the address it was last put on */
	if (prp->pr_data == addr)
		return 0;
	prp->pr_data = addr;
	if (dt_perf_watch_open(prp->pr_site, addr, len, type,
	    dtp->dt_target > 0 ? dtp->dt_target : -1, -1) < 0)
		return errno != 0 ? errno : EINVAL;
	return 0;
}

static void
dt_perf_unwatch(dtrace_hdl_t *dtp, uint64_t addr)
{
	dt_site_t *sp;
	uint64_t *addrs;
	int i, j;

	if (dtp->dt_prog == NULL)
		return;
	for (sp = dtp->dt_prog->p_sites; sp != NULL; sp = sp->s_next) {
		if (sp->s_impl != &dt_prov_perf || sp->s_nprobes == 0 ||
		    !dt_perf_iswatch(sp->s_probes[0]->pr_mod) ||
		    (addrs = sp->s_data) == NULL)
			continue;
		for (i = j = 0; i < sp->s_nfds; i++) {
			if (addrs[i] == addr) {
				close(sp->s_fds[i]);
				continue;
			}
			sp->s_fds[j] = sp->s_fds[i];
			addrs[j++] = addrs[i];
		}
		sp->s_nfds = j;
	}
}

static int
dt_perf_attach1(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	const dt_perf_event_t *pe = dt_perf_event(prp->pr_mod, prp->pr_func);

	if (dt_perf_iswatch(prp->pr_mod))
		return dt_perf_attach_watch(dtp, sp);
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
	dt_site_close_fds(dtp, sp);
	free(sp->s_data);	/* a watchpoint's addresses */
	sp->s_data = NULL;
}

/* software and hardware events and watchpoints have no arguments */
static int
dt_perf_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_NONE;
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
	.pi_probe_path = dt_perf_probe_path,
	.pi_bttype = DT_BT_PERF,
	.pi_argspace = dt_perf_argspace,
	.pi_watch_add = dt_perf_watch_add,
	.pi_unwatch = dt_perf_unwatch,
};
