/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_fbt.c -- the fbt provider: kernel function entry and return.
 *
 * fbt probes need the kernel to trace any function: kprobes (the kprobe
 * perf event source) or BPF fentry/fexit programs.  The provider is not
 * built yet; a description naming it says whether this kernel offers
 * either, so that the user knows whether the lack is ours or the
 * kernel's.  btrace's kprobe:, kretprobe:, kfunc: and kretfunc: ask the
 * same question.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_provider.h"

#include "dt_error.h"


/* does the kernel load and attach an fentry program (on a function BTF
 * knows)?  0, or the errno of the refusal */
static int
dt_fbt_fentry_errno(void)
{
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct btf *btf = btf__load_vmlinux_btf();
	int id, fd, link, err;

	if (btf == NULL)
		return ENOENT;
	id = btf__find_by_name_kind(btf, "vfs_read", BTF_KIND_FUNC);
	btf__free(btf);
	if (id < 0)
		return ENOENT;
	opts.expected_attach_type = BPF_TRACE_FENTRY;
	opts.attach_btf_id = (unsigned)id;
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", prog,
	    sizeof(prog) / sizeof(prog[0]), &opts);
	if (fd < 0)
		return errno;
	link = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	err = link < 0 ? errno : 0;
	if (link >= 0)
		close(link);
	close(fd);
	return err;
}

/* what the kernel offers to trace its functions, checked once */
static struct {
	int checked, kprobes, fentry;
} dt_fbt_kernel;

void
dt_kernel_offers(int *kprobes, int *fentry)
{
	if (!dt_fbt_kernel.checked) {
		dt_fbt_kernel.checked = 1;
		dt_fbt_kernel.kprobes = access("/sys/bus/event_source/devices/"
		    "kprobe/type", R_OK) == 0 ||
		    access("/sys/kernel/tracing/kprobe_events", F_OK) == 0;
		dt_fbt_kernel.fentry = dt_fbt_fentry_errno() == 0;
	}
	if (kprobes != NULL)
		*kprobes = dt_fbt_kernel.kprobes;
	if (fentry != NULL)
		*fentry = dt_fbt_kernel.fentry;
}

static const char *
dt_fbt_refusal(int *fentry_ok)
{
	dt_kernel_offers(NULL, NULL);
	if (fentry_ok != NULL)
		*fentry_ok = dt_fbt_kernel.fentry;
	return dt_fbt_kernel.kprobes || dt_fbt_kernel.fentry ? NULL :
	    "this kernel allows neither kprobes nor fentry/fexit programs";
}

static int
dt_fbt_populate(dtrace_hdl_t *dtp, dt_provider_t *pvp)
{
	(void)dtp;
	(void)pvp;
	return 0;
}

/* a description naming fbt: why it has no probes */
static int
dt_fbt_provide(dtrace_hdl_t *dtp, dt_provider_t *pvp,
    const dtrace_probedesc_t *pdp)
{
	const char *why;

	(void)pvp;
	if (strcmp(pdp->prv, "fbt") != 0)
		return 0;
	if ((why = dt_fbt_refusal(NULL)) != NULL)
		return dt_set_errmsg(dtp, EDT_NOTSUP, "fbt probes are not "
		    "available: %s", why);
	return dt_set_errmsg(dtp, EDT_NOTSUP, "fbt probes are not supported "
	    "yet (this kernel offers %s)", dt_fbt_kernel.kprobes ? "kprobes" :
	    "fentry/fexit programs");
}

const dt_provimpl_t dt_prov_fbt = {
	.pi_name = "fbt",
	.pi_attr = { "Evolving", "Evolving", "ISA",
	    "Private", "Private", "Unknown" },
	.pi_populate = dt_fbt_populate,
	.pi_provide = dt_fbt_provide,
	.pi_bttype = DT_BT_KERNEL,
	.pi_refusal = dt_fbt_refusal,
};
