/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_profile.c -- the profile provider: profile-N and tick-N.
 *
 * profile-N fires on every online CPU at the given rate: one perf event
 * (software cpu-clock) per CPU runs the site's perf-event program; arg0 is
 * the interrupted kernel PC, arg1 the user PC (the other one is 0).
 * tick-N fires once per interval: the consumer runs the site's program
 * from a timer in its own event loop (dt_consumer_add_timer), because perf
 * timers on an idle vCPU fire late.
 *
 * Besides the default probes, any profile-N or tick-N named by a
 * description is created on demand.  N is a number with an optional unit
 * (ns nsec us usec ms msec s sec m min h hour d day hz; none means hz);
 * intervals below 200us, as in DTrace, match nothing.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

#include "dt_cg.h"
#include "dt_error.h"
#include "dt_options.h"
#include "dt_provider.h"

#define DT_NS_PER_S	1000000000ULL
#define DT_PROF_MIN_NS	200000ULL	/* DTrace's profile_interval_min */
#define DT_NELEM(a)	(sizeof(a) / sizeof((a)[0]))

typedef struct dt_prof_kind {
	const char *pk_prefix;
	enum bpf_prog_type pk_progtype;
} dt_prof_kind_t;

static const dt_prof_kind_t dt_prof_kinds[] = {
	{ "profile-", BPF_PROG_TYPE_PERF_EVENT },
	{ "tick-", BPF_PROG_TYPE_RAW_TRACEPOINT },
};

static const char *const dt_prof_defaults[] = {
	"profile-97", "profile-199", "profile-499", "profile-997",
	"profile-1999", "profile-4001", "profile-4999",
	"tick-1", "tick-10", "tick-100", "tick-500", "tick-1000", "tick-5000",
};

/* nanoseconds per unit; 0 = a rate in hertz */
static const struct {
	const char *pu_name;
	uint64_t pu_ns;
} dt_prof_units[] = {
	{ "", 0 }, { "hz", 0 },
	{ "ns", 1 }, { "nsec", 1 },
	{ "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 },
	{ "s", DT_NS_PER_S }, { "sec", DT_NS_PER_S },
	{ "m", 60 * DT_NS_PER_S }, { "min", 60 * DT_NS_PER_S },
	{ "h", 3600 * DT_NS_PER_S }, { "hour", 3600 * DT_NS_PER_S },
	{ "d", 86400 * DT_NS_PER_S }, { "day", 86400 * DT_NS_PER_S },
};

static const dt_prof_kind_t *
dt_prof_kind(const char *name)
{
	size_t i;

	for (i = 0; i < DT_NELEM(dt_prof_kinds); i++) {
		if (strncmp(name, dt_prof_kinds[i].pk_prefix,
		    strlen(dt_prof_kinds[i].pk_prefix)) == 0)
			return &dt_prof_kinds[i];
	}
	return NULL;
}

/* the period in ns of a probe name, or 0 if it names none */
static uint64_t
dt_prof_period(const char *name)
{
	const dt_prof_kind_t *pk = dt_prof_kind(name);
	const char *s;
	char *unit;
	uint64_t val, ns;
	size_t i;

	if (pk == NULL)
		return 0;
	s = name + strlen(pk->pk_prefix);
	if (!isdigit((unsigned char)*s))
		return 0;
	errno = 0;
	val = strtoull(s, &unit, 10);
	if (errno != 0 || val == 0)
		return 0;
	for (i = 0; i < DT_NELEM(dt_prof_units); i++) {
		if (strcasecmp(unit, dt_prof_units[i].pu_name) == 0)
			break;
	}
	if (i == DT_NELEM(dt_prof_units))
		return 0;
	if ((ns = dt_prof_units[i].pu_ns) == 0)
		ns = DT_NS_PER_S / val;
	else if (val > UINT64_MAX / ns)
		return 0;
	else
		ns *= val;
	return ns < DT_PROF_MIN_NS ? 0 : ns;
}

static int
dt_prof_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	size_t i;

	for (i = 0; i < DT_NELEM(dt_prof_defaults); i++) {
		if (dt_probe_insert(dtp, pvp, "", "", dt_prof_defaults[i],
		    dt_prof_period(dt_prof_defaults[i])) == NULL)
			return -1;
	}
	return 0;
}

static int
dt_prof_exists(dtrace_hdl_t *dtp, dt_provider_t *pvp, const char *name)
{
	dt_probe_t *prp;
	uint32_t i;

	for (i = 0; i < dt_probe_count(dtp); i++) {
		prp = dt_probe_at(dtp, i);
		if (prp->pr_prov == pvp && strcmp(prp->pr_name, name) == 0)
			return 1;
	}
	return 0;
}

static int
dt_prof_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	uint64_t ns;

	if (strpbrk(pdp->prb, "*?[\\") != NULL ||
	    !dt_gmatch("", pdp->mod) || !dt_gmatch("", pdp->fun))
		return 0;
	if ((ns = dt_prof_period(pdp->prb)) == 0 ||
	    dt_prof_exists(dtp, pvp, pdp->prb))
		return 0;
	if (dt_probe_insert(dtp, pvp, "", "", pdp->prb, ns) == NULL)
		return -1;
	return 0;
}

static int
dt_prof_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	(void)dtp;
	prp->pr_nargs = 0;		/* untyped, as in DTrace */
	return 0;
}

static enum bpf_prog_type
dt_prof_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	const dt_prof_kind_t *pk = dt_prof_kind(prp->pr_name);

	snprintf(key, keylen, "%s", prp->pr_name);
	return pk != NULL ? pk->pk_progtype : BPF_PROG_TYPE_UNSPEC;
}

static int
dt_prof_is_tick(const dt_site_t *sp)
{
	const dt_prof_kind_t *pk = dt_prof_kind(sp->s_key);

	return pk != NULL && pk->pk_progtype == BPF_PROG_TYPE_RAW_TRACEPOINT;
}

void
dt_perf_zero_args(dt_as_t *as, int from)
{
	int i;

	for (i = from; i < DT_MAXARGS; i++)
		dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + i * 8, 0));
}

/* arg0 = kernel PC or 0, arg1 = user PC or 0 (ctx: bpf_perf_event_data) */
void
dt_perf_emit_pcs(dt_as_t *as)
{
	uint32_t user = dt_as_label(as), done = dt_as_label(as);

	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6, PT_IP));
	dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_2, BPF_REG_6, PT_CS));
	dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_2, 3));
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_2, 0), user);
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS));
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + 8, 0));
	dt_as_jump(as, I_JA(), done);
	dt_as_place(as, user);
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS, 0));
	dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1, DCTX_ARGS + 8));
	dt_as_place(as, done);
}

static int
dt_prof_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	if (sp->s_nprobes < 1)
		return -1;
	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID,
	    (int32_t)sp->s_probes[0]->pr_id));
	if (dt_prof_is_tick(sp)) {
		dt_perf_zero_args(as, 0);
		return 0;
	}
	dt_perf_emit_pcs(as);
	dt_perf_zero_args(as, 2);
	return 0;
}

/* the online CPUs ("0-3,6"), as a list; returns the count or -1 */
int
dt_prof_online_cpus(dtrace_hdl_t *dtp, int **cpusp)
{
	char buf[1024], *p = buf, *end;
	int *cpus, n = 0;
	long lo, hi;
	FILE *fp;

	if ((fp = fopen("/sys/devices/system/cpu/online", "r")) == NULL ||
	    fgets(buf, sizeof(buf), fp) == NULL) {
		if (fp != NULL)
			fclose(fp);
		return dt_set_errmsg(dtp, EDT_NOTSUP, "cannot read the list "
		    "of online CPUs: %s", strerror(errno));
	}
	fclose(fp);
	if ((cpus = calloc((size_t)dt_ncpus(dtp), sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	while (isdigit((unsigned char)*p)) {
		lo = hi = strtol(p, &end, 10);
		if (*end == '-')
			hi = strtol(end + 1, &end, 10);
		for (; lo <= hi && n < dt_ncpus(dtp); lo++)
			cpus[n++] = (int)lo;
		p = *end == ',' ? end + 1 : end;
	}
	*cpusp = cpus;
	return n;
}

static int
dt_prof_open_one(dtrace_hdl_t *dtp, dt_site_t *sp, int cpu, uint32_t type,
    uint64_t config, uint64_t period)
{
	struct perf_event_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.type = type;
	attr.size = sizeof(attr);
	attr.config = config;
	attr.sample_period = period;
	attr.disabled = 1;
	fd = (int)syscall(SYS_perf_event_open, &attr, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return errno == ENODEV ? 0 : -1;	/* went offline */
	sp->s_fds[sp->s_nfds++] = fd;
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, sp->s_prog_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
		return -1;
	(void)dtp;
	return 0;
}

int
dt_perf_attach(dtrace_hdl_t *dtp, dt_site_t *sp, uint32_t type,
    uint64_t config, uint64_t period)
{
	int *cpus = NULL, n, i, rc = 0;

	if ((n = dt_prof_online_cpus(dtp, &cpus)) < 0)
		return -1;
	if ((sp->s_fds = calloc((size_t)n + 1, sizeof(int))) == NULL) {
		free(cpus);
		return dt_set_errno(dtp, EDT_NOMEM);
	}
	for (i = 0; i < n && rc == 0; i++)
		rc = dt_prof_open_one(dtp, sp, cpus[i], type, config, period);
	if (rc != 0)
		dt_set_errmsg(dtp, EDT_BPF, "cannot attach %s on CPU %d: %s",
		    sp->s_key, cpus[i - 1], strerror(errno));
	else if (sp->s_nfds == 0)
		rc = dt_set_errmsg(dtp, EDT_BPF, "cannot attach %s: no "
		    "online CPU", sp->s_key);
	free(cpus);
	return rc != 0 ? -1 : 0;
}

static int
dt_prof_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	if (sp->s_nprobes < 1)
		return dt_set_errmsg(dtp, EINVAL, "no probe at site %s",
		    sp->s_key);
	if (dt_prof_is_tick(sp))
		return dt_consumer_add_timer(dtp, sp->s_probes[0]->pr_data,
		    sp->s_prog_fd);
	return dt_perf_attach(dtp, sp, PERF_TYPE_SOFTWARE,
	    PERF_COUNT_SW_CPU_CLOCK, sp->s_probes[0]->pr_data);
}

static void
dt_prof_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
}

/* tick-N runs from the consumer's event loop (a raw tracepoint program,
 * run with BPF_PROG_TEST_RUN); profile-N on a perf event */
static int
dt_prof_in_consumer(const dt_site_t *sp)
{
	return sp->s_progtype == BPF_PROG_TYPE_RAW_TRACEPOINT;
}

static int
dt_prof_argspace(const dt_probe_t *prp)
{
	(void)prp;
	return DT_ARGS_NONE;
}

const dt_provimpl_t dt_prov_profile = {
	.pi_name = "profile",
	.pi_attr = { "Evolving", "Evolving", "Common",
	    "Evolving", "Evolving", "Common" },
	.pi_populate = dt_prof_populate,
	.pi_provide = dt_prof_provide,
	.pi_probe_info = dt_prof_probe_info,
	.pi_site_key = dt_prof_site_key,
	.pi_site_prepare = NULL,
	.pi_prologue = dt_prof_prologue,
	.pi_attach = dt_prof_attach,
	.pi_detach = dt_prof_detach,
	.pi_bttype = DT_BT_PROFILE,
	.pi_in_consumer = dt_prof_in_consumer,
	.pi_argspace = dt_prof_argspace,
};
