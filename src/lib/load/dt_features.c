/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_features.c -- what this kernel and build can do, asked by name
 * (dtrace_feature()): one row a feature, each answered by loading a
 * program or a map, or by asking a provider, when first asked.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "dt_error.h"
#include "dt_impl.h"
#include "dt_provider.h"

typedef int64_t dt_feat_f(int arg);

/* a helper a kprobe program may call (a tracing program's, with fentry) */
static int64_t
dt_feat_helper(int id)
{
	return libbpf_probe_bpf_helper(BPF_PROG_TYPE_KPROBE,
	    (enum bpf_func_id)id, NULL) == 1;
}

static int64_t
dt_feat_tracing_helper(int id)
{
	int fentry;

	dt_kernel_offers(NULL, &fentry);
	return fentry && libbpf_probe_bpf_helper(BPF_PROG_TYPE_TRACING,
	    (enum bpf_func_id)id, NULL) == 1;
}

static int64_t
dt_feat_map(int type)
{
	return libbpf_probe_bpf_map_type((enum bpf_map_type)type, NULL) == 1;
}

static int64_t
dt_feat_progtype(int type)
{
	return libbpf_probe_bpf_prog_type((enum bpf_prog_type)type, NULL) == 1;
}

static int64_t
dt_feat_kprobe(int multi)
{
	int kprobes;

	dt_kernel_offers(&kprobes, NULL);
	/* a kprobe_multi link made (Linux 5.18) */
	return kprobes && (!multi || dt_kernel_kprobe_multi());
}

static int64_t
dt_feat_fentry(int arg)
{
	int fentry;

	(void)arg;
	dt_kernel_offers(NULL, &fentry);
	return fentry;
}

static int64_t
dt_feat_file(int which)
{
	static const char *const files[] = {
		"/sys/kernel/btf/vmlinux",
		"/sys/bus/event_source/devices/uprobe/format/ref_ctr_offset",
	};

	return access(files[which], R_OK) == 0;
}

/* a program of n instructions (all but the last r0 = 0), with a
 * backward jump (a bounded loop) if loop */
static int
dt_feat_load(size_t n, int loop)
{
	struct bpf_insn *p = calloc(n, sizeof(*p));
	size_t i;
	int fd;

	if (p == NULL)
		return -1;
	for (i = 0; i + 1 < n; i++) {
		p[i].code = BPF_ALU64 | BPF_MOV | BPF_K;
		p[i].dst_reg = BPF_REG_0;
	}
	if (loop && n >= 5) {	/* r0 = 3; r0 -= 1; if r0 != 0 goto -2 */
		p[0].imm = 3;
		p[1].code = BPF_ALU64 | BPF_SUB | BPF_K;
		p[1].imm = 1;
		p[2].code = BPF_JMP | BPF_JNE | BPF_K;
		p[2].off = -2;
	}
	p[n - 1].code = BPF_JMP | BPF_EXIT;
	fd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "dt_feature", "GPL",
	    p, n, NULL);
	free(p);
	if (fd >= 0)
		close(fd);
	return fd >= 0;
}

static int64_t
dt_feat_loops(int arg)
{
	(void)arg;
	return dt_feat_load(5, 1) == 1;
}

static int64_t
dt_feat_insns(int arg)
{
	(void)arg;
	return dt_feat_load(4097, 0) == 1 ? 1000000 : 4096;
}

static int64_t
dt_feat_mapbatch(int arg)
{
	uint32_t keys[1], vals[1], count = 1, out = 0;
	int fd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_feature", 4, 4, 1, NULL);
	int rc;

	(void)arg;
	if (fd < 0)
		return 0;
	rc = bpf_map_lookup_batch(fd, NULL, &out, keys, vals, &count, NULL);
	close(fd);
	return rc == 0 || errno == ENOENT;
}

static int64_t
dt_feat_iter(int arg)
{
	static const char *const fns[] = { "bpf_iter_task",
	    "bpf_iter_task_file" };
	struct bpf_insn prog[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct btf *btf = btf__load_vmlinux_btf();
	int id, fd;

	if (btf == NULL)
		return 0;
	id = btf__find_by_name_kind(btf, fns[arg], BTF_KIND_FUNC);
	btf__free(btf);
	if (id < 0)
		return 0;
	opts.expected_attach_type = BPF_TRACE_ITER;
	opts.attach_btf_id = (unsigned)id;
	if ((fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_feature", "GPL",
	    prog, 2, &opts)) < 0)
		return 0;
	close(fd);
	return dt_feat_fentry(0);
}

static int64_t
dt_feat_umulti(int arg)
{
	(void)arg;
	return dt_kernel_uprobe_multi();
}

static int64_t
dt_feat_yes(int arg)
{
	(void)arg;
	return 1;
}

static const struct {
	const char *f_name;
	dt_feat_f *f_func;
	int f_arg;
} dt_features[] = {
	{ "helper:probe_read", dt_feat_helper, BPF_FUNC_probe_read },
	{ "helper:probe_read_str", dt_feat_helper, BPF_FUNC_probe_read_str },
	{ "helper:probe_read_user", dt_feat_helper, BPF_FUNC_probe_read_user },
	{ "helper:probe_read_user_str", dt_feat_helper,
	    BPF_FUNC_probe_read_user_str },
	{ "helper:probe_read_kernel", dt_feat_helper,
	    BPF_FUNC_probe_read_kernel },
	{ "helper:probe_read_kernel_str", dt_feat_helper,
	    BPF_FUNC_probe_read_kernel_str },
	{ "helper:get_current_cgroup_id", dt_feat_helper,
	    BPF_FUNC_get_current_cgroup_id },
	{ "helper:send_signal", dt_feat_helper, BPF_FUNC_send_signal },
	{ "helper:override_return", dt_feat_helper, BPF_FUNC_override_return },
	{ "helper:get_boot_ns", dt_feat_helper, BPF_FUNC_ktime_get_boot_ns },
	{ "helper:dpath", dt_feat_tracing_helper, BPF_FUNC_d_path },
	{ "helper:skboutput", dt_feat_tracing_helper, BPF_FUNC_skb_output },
	{ "map:hash", dt_feat_map, BPF_MAP_TYPE_HASH },
	{ "map:percpu_hash", dt_feat_map, BPF_MAP_TYPE_PERCPU_HASH },
	{ "map:array", dt_feat_map, BPF_MAP_TYPE_ARRAY },
	{ "map:percpu_array", dt_feat_map, BPF_MAP_TYPE_PERCPU_ARRAY },
	{ "map:stack_trace", dt_feat_map, BPF_MAP_TYPE_STACK_TRACE },
	{ "map:perf_event_array", dt_feat_map, BPF_MAP_TYPE_PERF_EVENT_ARRAY },
	{ "map:ringbuf", dt_feat_map, BPF_MAP_TYPE_RINGBUF },
	{ "prog:kprobe", dt_feat_kprobe, 0 },
	{ "prog:kprobe_multi", dt_feat_kprobe, 1 },
	{ "prog:tracepoint", dt_feat_progtype, BPF_PROG_TYPE_TRACEPOINT },
	{ "prog:perf_event", dt_feat_progtype, BPF_PROG_TYPE_PERF_EVENT },
	{ "prog:raw_tp_special", dt_feat_progtype,
	    BPF_PROG_TYPE_RAW_TRACEPOINT },
	{ "prog:kfunc", dt_feat_fentry, 0 },
	{ "prog:uprobe_multi", dt_feat_umulti, 0 },
	{ "prog:iter:task", dt_feat_iter, 0 },
	{ "prog:iter:task_file", dt_feat_iter, 1 },
	{ "btf", dt_feat_file, 0 },
	{ "uprobe_refcount", dt_feat_file, 1 },
	{ "map_batch", dt_feat_mapbatch, 0 },
	{ "loops", dt_feat_loops, 0 },
	{ "insn_limit", dt_feat_insns, 0 },
	{ "libdw", dt_feat_yes, 0 },
};

int64_t
dtrace_feature(dtrace_hdl_t *dtp, const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(dt_features) / sizeof(dt_features[0]); i++)
		if (strcmp(dt_features[i].f_name, name) == 0)
			return dt_features[i].f_func(dt_features[i].f_arg);
	return dt_set_errmsg(dtp, EDT_BADOPTNAME, "no feature named %s", name);
}
