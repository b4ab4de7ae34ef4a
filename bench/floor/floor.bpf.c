/* SPDX-License-Identifier: Apache-2.0 */
/*
 * floor.bpf.c -- the hand-written floor: the least work a tracer must do
 * for each benchmark, compiled with clang -target bpf and loaded by floor.c.
 *
 * One program on the raw sys_enter tracepoint (the same attach site our
 * syscall provider uses), and one counting program on getppid's own
 * tracepoint.  What it does per event depends on cfg.mode,
 * which floor.c writes into .rodata before loading, so the verifier
 * prunes the branches that are not taken:
 *   MODE_COUNT  syscall nr == cfg.nr: per-CPU hash keyed by comm, add one
 *               in place (insert only when the key is missing).
 *   MODE_FIRST  syscall nr == cfg.nr from process cfg.tgid: send one
 *               timestamp through the ring buffer, once.
 *   MODE_PRINT  syscall nr == cfg.nr from process cfg.tgid: send arg0
 *               through the ring buffer (user space prints one line each).
 */
#include <linux/bpf.h>
#include <asm/ptrace.h>
#include <bpf/bpf_helpers.h>

#define MODE_COUNT	0
#define MODE_FIRST	1
#define MODE_PRINT	2

struct floor_cfg {
	__u32 mode;
	__u32 tgid;
	__u64 nr;
};

const volatile struct floor_cfg cfg = { 0, 0, 0 };

struct comm_key {
	char comm[16];
};

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_HASH);
	__uint(max_entries, 4096);
	__type(key, struct comm_key);
	__type(value, __u64);
} counts SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4 << 20);
} out SEC(".maps");

/* the only contents of .bss; floor.c reads lost from offset 8 */
struct floor_state {
	__u64 fired;	/* MODE_FIRST: already sent */
	__u64 lost;	/* records the ring buffer had no room for */
} st = { 0, 0 };

static __always_inline void
count_comm(void)
{
	struct comm_key key;
	__u64 one = 1, *cnt;

	__builtin_memset(&key, 0, sizeof(key));
	bpf_get_current_comm(key.comm, sizeof(key.comm));
	cnt = bpf_map_lookup_elem(&counts, &key);
	if (cnt != NULL)
		*cnt += 1;
	else
		bpf_map_update_elem(&counts, &key, &one, BPF_NOEXIST);
}

/* MODE_COUNT on getppid's own tracepoint (floor counttp): what a tool
 * that attaches to each syscall's tracepoint does at least */
SEC("tracepoint/syscalls/sys_enter_getppid")
int floor_tp_getppid(void *ctx)
{
	count_comm();
	return 0;
}

SEC("raw_tracepoint/sys_enter")
int floor_sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 v;
	struct pt_regs *regs;

	if (ctx->args[1] != cfg.nr)
		return 0;

	if (cfg.mode == MODE_COUNT) {
		count_comm();
		return 0;
	}

	if ((bpf_get_current_pid_tgid() >> 32) != cfg.tgid)
		return 0;

	if (cfg.mode == MODE_FIRST) {
		if (st.fired)
			return 0;
		st.fired = 1;
		v = bpf_ktime_get_ns();
	} else {
		regs = (struct pt_regs *)ctx->args[0];
		if (bpf_probe_read_kernel(&v, sizeof(v), &regs->rdi) != 0)
			v = 0;
	}
	if (bpf_ringbuf_output(&out, &v, sizeof(v), 0) != 0)
		__sync_fetch_and_add(&st.lost, 1);
	return 0;
}

char LICENSE[] SEC("license") = "GPL";
