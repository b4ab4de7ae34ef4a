/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_rawtp.c -- the rawtp provider: rawtp:::EVENT for any kernel
 * tracepoint, on its raw form (BPF_PROG_TYPE_RAW_TRACEPOINT): the
 * arguments are the tracepoint's own (TP_PROTO's), untyped, arg0 the
 * first; btrace's rawtracepoint: probes.
 *
 * A probe is made when a description names its event; how many
 * arguments it has comes from the kernel's BTF (the btf_trace_EVENT
 * typedef, a pointer to the function the tracepoint calls, whose first
 * parameter is the tracepoint's own data).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_error.h"
#include "dt_provider.h"
#include "dt_cg.h"
#include "dt_types.h"

int
dt_rawtp_nargs(dtrace_hdl_t *dtp, const char *name)
{
	struct btf *btf = dt_types_btf(dtp);
	const struct btf_type *t;
	char tname[256];
	int id;

	if (btf == NULL)
		return -1;
	snprintf(tname, sizeof(tname), "btf_trace_%s", name);
	if ((id = btf__find_by_name_kind(btf, tname, BTF_KIND_TYPEDEF)) < 0)
		return -1;
	t = btf__type_by_id(btf, (uint32_t)id);	/* typedef -> pointer */
	if (t == NULL || (t = btf__type_by_id(btf, t->type)) == NULL ||
	    !btf_is_ptr(t) || (t = btf__type_by_id(btf, t->type)) == NULL ||
	    !btf_is_func_proto(t) || btf_vlen(t) < 1)
		return -1;
	return btf_vlen(t) - 1;
}

static int
dt_rawtp_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	(void)pvp;
	return 0;
}

static int
dt_rawtp_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	uint32_t i;
	int n;

	/* only a description that names the provider (BTF is read for
	 * each event named) */
	if (strcmp(pdp->prv, "rawtp") != 0 ||
	    pdp->mod[0] != '\0' || pdp->fun[0] != '\0' ||
	    pdp->prb[0] == '\0' || strpbrk(pdp->prb, "*?[\\") != NULL)
		return 0;
	for (i = 0; i < dt_probe_count(dtp); i++) {
		const dt_probe_t *prp = dt_probe_at(dtp, i);

		if (prp->pr_prov == pvp && strcmp(prp->pr_name, pdp->prb) == 0)
			return 0;
	}
	if ((n = dt_rawtp_nargs(dtp, pdp->prb)) < 0)
		return 0;
	return dt_probe_insert(dtp, pvp, "", "", pdp->prb, (uint64_t)n) ==
	    NULL ? -1 : 0;
}

static int
dt_rawtp_probe_info(dtrace_hdl_t *dtp, dt_probe_t *prp)
{
	(void)dtp;
	prp->pr_nargs = 0;	/* untyped: arg0.. */
	return 0;
}

static enum bpf_prog_type
dt_rawtp_site_key(const dt_probe_t *prp, char *key, size_t keylen)
{
	snprintf(key, keylen, "rawtp:%s", prp->pr_name);
	return BPF_PROG_TYPE_RAW_TRACEPOINT;
}

/* arg0.. are the tracepoint's arguments (the context is their array); the
 * context may not be read past them */
static int
dt_rawtp_prologue(dt_cg_t *cg, dt_site_t *sp)
{
	const dt_probe_t *prp = sp->s_probes[0];
	dt_as_t *as = &cg->cg_as;
	int i;

	dt_as_emit(as, I_ST(BPF_W, BPF_REG_9, DCTX_PRID, (int32_t)prp->pr_id));
	for (i = 0; i < DT_MAXARGS; i++) {
		if ((uint64_t)i < prp->pr_data) {
			dt_as_emit(as, I_LDX(BPF_DW, BPF_REG_1, BPF_REG_6,
			    (int16_t)(8 * i)));
			dt_as_emit(as, I_STX(BPF_DW, BPF_REG_9, BPF_REG_1,
			    (int16_t)(DCTX_ARGS + 8 * i)));
		} else {
			dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9,
			    (int16_t)(DCTX_ARGS + 8 * i), 0));
		}
	}
	return 0;
}

static int
dt_rawtp_attach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	const char *name = sp->s_probes[0]->pr_name;
	int fd;

	if ((sp->s_fds = malloc(sizeof(int))) == NULL)
		return dt_set_errno(dtp, EDT_NOMEM);
	if ((fd = bpf_raw_tracepoint_open(name, sp->s_prog_fd)) < 0)
		return dt_set_errmsg(dtp, EDT_BPF, "cannot attach rawtp:::%s: "
		    "%s", name, strerror(errno));
	sp->s_fds[sp->s_nfds++] = fd;
	return 0;
}

static void
dt_rawtp_detach(dtrace_hdl_t *dtp, dt_site_t *sp)
{
	(void)dtp;
	dt_site_close_fds(dtp, sp);
}

const dt_provimpl_t dt_prov_rawtp = {
	.pi_name = "rawtp",
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_rawtp_populate,
	.pi_provide = dt_rawtp_provide,
	.pi_probe_info = dt_rawtp_probe_info,
	.pi_site_key = dt_rawtp_site_key,
	.pi_site_prepare = NULL,
	.pi_prologue = dt_rawtp_prologue,
	.pi_attach = dt_rawtp_attach,
	.pi_detach = dt_rawtp_detach,
	.pi_bttype = DT_BT_RAWTP,
};
