/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_provlist.c -- the registry of providers.
 *
 * dt_providers[] lists every provider in listing order (the order in which
 * their probes get ids: see dt_provider.c).  Only this file refers to every
 * provider: the providers and the stages use the probe table
 * (dt_provider.c) and reach a provider through its operations table.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_provider.h"

extern const dt_provimpl_t dt_prov_dtrace;
extern const dt_provimpl_t dt_prov_syscall;
extern const dt_provimpl_t dt_prov_profile;
extern const dt_provimpl_t dt_prov_perf;
extern const dt_provimpl_t dt_prov_rawtp;
extern const dt_provimpl_t dt_prov_sdt;
extern const dt_provimpl_t dt_prov_pid;
extern const dt_provimpl_t dt_prov_usdt;
extern const dt_provimpl_t dt_prov_fbt;
extern const dt_provimpl_t dt_prov_kinst;
extern const dt_provimpl_t dt_prov_audit;
/* the providers on raw tracepoints start with their ops (dt_ktp.h) */
extern const struct dt_kprov dt_prov_proc, dt_prov_sched, dt_prov_io,
    dt_prov_lockstat, dt_prov_ip, dt_prov_tcp;

const dt_provimpl_t *const dt_providers[] = {
	&dt_prov_dtrace,
	&dt_prov_syscall,
	&dt_prov_profile,
	&dt_prov_perf,
	(const dt_provimpl_t *)&dt_prov_proc,
	(const dt_provimpl_t *)&dt_prov_sched,
	(const dt_provimpl_t *)&dt_prov_io,
	(const dt_provimpl_t *)&dt_prov_lockstat,
	(const dt_provimpl_t *)&dt_prov_ip,
	(const dt_provimpl_t *)&dt_prov_tcp,
	&dt_prov_sdt,
	&dt_prov_rawtp,
	&dt_prov_pid,
	&dt_prov_usdt,
	&dt_prov_fbt,
	&dt_prov_kinst,
	&dt_prov_audit,
	NULL
};

int
dt_probes_init(dtrace_hdl_t *dtp)
{
	int i, n;

	for (n = 0; dt_providers[n] != NULL; n++)
		continue;
	dtp->dt_provs = calloc((size_t)n, sizeof(dt_provider_t));
	if (dtp->dt_provs == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	for (i = 0; i < n; i++)
		dtp->dt_provs[i].pv_impl = dt_providers[i];
	dtp->dt_nprovs = n;
	return 0;
}
