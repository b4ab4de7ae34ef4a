/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_dis.c -- the eBPF disassembler behind `dtrace -S`.
 *
 * One line per instruction in the style of the kernel verifier log and
 * bpftool:
 *	   3: r1 = *(u64 *)(r10 -8)
 *	   4: if r1 s> 0x5 goto +3 <8>
 *	   5: call bpf_map_lookup_elem#1
 * Jump targets are shown both relative and, in <>, absolute.  A "; line N"
 * comment marks each change of the D source line.  The table of helper
 * names is the kernel's enum bpf_func_id (ids 1-209 from <linux/bpf.h>,
 * 210-211 from the running kernel's BTF), written out as data.
 */
#include <inttypes.h>
#include <stdio.h>

#include "dt_as.h"

#define DIS_LINE	128	/* room for the text of one instruction */
#define DIS_COMMENT_COL	36	/* column where a "; line N" comment starts */

/* opcodes newer than the uapi header on some systems */
#define DIS_MEMSX	0x80
#define DIS_JCOND	0xe0
#define DIS_LOAD_ACQ	0x100
#define DIS_STORE_REL	0x110

typedef int (*dis_fn_t)(char *, size_t, const struct bpf_insn *, uint32_t,
    uint32_t);

static const char *const dis_helpers[] = {
	[1] = "bpf_map_lookup_elem",
	[2] = "bpf_map_update_elem",
	[3] = "bpf_map_delete_elem",
	[4] = "bpf_probe_read",
	[5] = "bpf_ktime_get_ns",
	[6] = "bpf_trace_printk",
	[7] = "bpf_get_prandom_u32",
	[8] = "bpf_get_smp_processor_id",
	[9] = "bpf_skb_store_bytes",
	[10] = "bpf_l3_csum_replace",
	[11] = "bpf_l4_csum_replace",
	[12] = "bpf_tail_call",
	[13] = "bpf_clone_redirect",
	[14] = "bpf_get_current_pid_tgid",
	[15] = "bpf_get_current_uid_gid",
	[16] = "bpf_get_current_comm",
	[17] = "bpf_get_cgroup_classid",
	[18] = "bpf_skb_vlan_push",
	[19] = "bpf_skb_vlan_pop",
	[20] = "bpf_skb_get_tunnel_key",
	[21] = "bpf_skb_set_tunnel_key",
	[22] = "bpf_perf_event_read",
	[23] = "bpf_redirect",
	[24] = "bpf_get_route_realm",
	[25] = "bpf_perf_event_output",
	[26] = "bpf_skb_load_bytes",
	[27] = "bpf_get_stackid",
	[28] = "bpf_csum_diff",
	[29] = "bpf_skb_get_tunnel_opt",
	[30] = "bpf_skb_set_tunnel_opt",
	[31] = "bpf_skb_change_proto",
	[32] = "bpf_skb_change_type",
	[33] = "bpf_skb_under_cgroup",
	[34] = "bpf_get_hash_recalc",
	[35] = "bpf_get_current_task",
	[36] = "bpf_probe_write_user",
	[37] = "bpf_current_task_under_cgroup",
	[38] = "bpf_skb_change_tail",
	[39] = "bpf_skb_pull_data",
	[40] = "bpf_csum_update",
	[41] = "bpf_set_hash_invalid",
	[42] = "bpf_get_numa_node_id",
	[43] = "bpf_skb_change_head",
	[44] = "bpf_xdp_adjust_head",
	[45] = "bpf_probe_read_str",
	[46] = "bpf_get_socket_cookie",
	[47] = "bpf_get_socket_uid",
	[48] = "bpf_set_hash",
	[49] = "bpf_setsockopt",
	[50] = "bpf_skb_adjust_room",
	[51] = "bpf_redirect_map",
	[52] = "bpf_sk_redirect_map",
	[53] = "bpf_sock_map_update",
	[54] = "bpf_xdp_adjust_meta",
	[55] = "bpf_perf_event_read_value",
	[56] = "bpf_perf_prog_read_value",
	[57] = "bpf_getsockopt",
	[58] = "bpf_override_return",
	[59] = "bpf_sock_ops_cb_flags_set",
	[60] = "bpf_msg_redirect_map",
	[61] = "bpf_msg_apply_bytes",
	[62] = "bpf_msg_cork_bytes",
	[63] = "bpf_msg_pull_data",
	[64] = "bpf_bind",
	[65] = "bpf_xdp_adjust_tail",
	[66] = "bpf_skb_get_xfrm_state",
	[67] = "bpf_get_stack",
	[68] = "bpf_skb_load_bytes_relative",
	[69] = "bpf_fib_lookup",
	[70] = "bpf_sock_hash_update",
	[71] = "bpf_msg_redirect_hash",
	[72] = "bpf_sk_redirect_hash",
	[73] = "bpf_lwt_push_encap",
	[74] = "bpf_lwt_seg6_store_bytes",
	[75] = "bpf_lwt_seg6_adjust_srh",
	[76] = "bpf_lwt_seg6_action",
	[77] = "bpf_rc_repeat",
	[78] = "bpf_rc_keydown",
	[79] = "bpf_skb_cgroup_id",
	[80] = "bpf_get_current_cgroup_id",
	[81] = "bpf_get_local_storage",
	[82] = "bpf_sk_select_reuseport",
	[83] = "bpf_skb_ancestor_cgroup_id",
	[84] = "bpf_sk_lookup_tcp",
	[85] = "bpf_sk_lookup_udp",
	[86] = "bpf_sk_release",
	[87] = "bpf_map_push_elem",
	[88] = "bpf_map_pop_elem",
	[89] = "bpf_map_peek_elem",
	[90] = "bpf_msg_push_data",
	[91] = "bpf_msg_pop_data",
	[92] = "bpf_rc_pointer_rel",
	[93] = "bpf_spin_lock",
	[94] = "bpf_spin_unlock",
	[95] = "bpf_sk_fullsock",
	[96] = "bpf_tcp_sock",
	[97] = "bpf_skb_ecn_set_ce",
	[98] = "bpf_get_listener_sock",
	[99] = "bpf_skc_lookup_tcp",
	[100] = "bpf_tcp_check_syncookie",
	[101] = "bpf_sysctl_get_name",
	[102] = "bpf_sysctl_get_current_value",
	[103] = "bpf_sysctl_get_new_value",
	[104] = "bpf_sysctl_set_new_value",
	[105] = "bpf_strtol",
	[106] = "bpf_strtoul",
	[107] = "bpf_sk_storage_get",
	[108] = "bpf_sk_storage_delete",
	[109] = "bpf_send_signal",
	[110] = "bpf_tcp_gen_syncookie",
	[111] = "bpf_skb_output",
	[112] = "bpf_probe_read_user",
	[113] = "bpf_probe_read_kernel",
	[114] = "bpf_probe_read_user_str",
	[115] = "bpf_probe_read_kernel_str",
	[116] = "bpf_tcp_send_ack",
	[117] = "bpf_send_signal_thread",
	[118] = "bpf_jiffies64",
	[119] = "bpf_read_branch_records",
	[120] = "bpf_get_ns_current_pid_tgid",
	[121] = "bpf_xdp_output",
	[122] = "bpf_get_netns_cookie",
	[123] = "bpf_get_current_ancestor_cgroup_id",
	[124] = "bpf_sk_assign",
	[125] = "bpf_ktime_get_boot_ns",
	[126] = "bpf_seq_printf",
	[127] = "bpf_seq_write",
	[128] = "bpf_sk_cgroup_id",
	[129] = "bpf_sk_ancestor_cgroup_id",
	[130] = "bpf_ringbuf_output",
	[131] = "bpf_ringbuf_reserve",
	[132] = "bpf_ringbuf_submit",
	[133] = "bpf_ringbuf_discard",
	[134] = "bpf_ringbuf_query",
	[135] = "bpf_csum_level",
	[136] = "bpf_skc_to_tcp6_sock",
	[137] = "bpf_skc_to_tcp_sock",
	[138] = "bpf_skc_to_tcp_timewait_sock",
	[139] = "bpf_skc_to_tcp_request_sock",
	[140] = "bpf_skc_to_udp6_sock",
	[141] = "bpf_get_task_stack",
	[142] = "bpf_load_hdr_opt",
	[143] = "bpf_store_hdr_opt",
	[144] = "bpf_reserve_hdr_opt",
	[145] = "bpf_inode_storage_get",
	[146] = "bpf_inode_storage_delete",
	[147] = "bpf_d_path",
	[148] = "bpf_copy_from_user",
	[149] = "bpf_snprintf_btf",
	[150] = "bpf_seq_printf_btf",
	[151] = "bpf_skb_cgroup_classid",
	[152] = "bpf_redirect_neigh",
	[153] = "bpf_per_cpu_ptr",
	[154] = "bpf_this_cpu_ptr",
	[155] = "bpf_redirect_peer",
	[156] = "bpf_task_storage_get",
	[157] = "bpf_task_storage_delete",
	[158] = "bpf_get_current_task_btf",
	[159] = "bpf_bprm_opts_set",
	[160] = "bpf_ktime_get_coarse_ns",
	[161] = "bpf_ima_inode_hash",
	[162] = "bpf_sock_from_file",
	[163] = "bpf_check_mtu",
	[164] = "bpf_for_each_map_elem",
	[165] = "bpf_snprintf",
	[166] = "bpf_sys_bpf",
	[167] = "bpf_btf_find_by_name_kind",
	[168] = "bpf_sys_close",
	[169] = "bpf_timer_init",
	[170] = "bpf_timer_set_callback",
	[171] = "bpf_timer_start",
	[172] = "bpf_timer_cancel",
	[173] = "bpf_get_func_ip",
	[174] = "bpf_get_attach_cookie",
	[175] = "bpf_task_pt_regs",
	[176] = "bpf_get_branch_snapshot",
	[177] = "bpf_trace_vprintk",
	[178] = "bpf_skc_to_unix_sock",
	[179] = "bpf_kallsyms_lookup_name",
	[180] = "bpf_find_vma",
	[181] = "bpf_loop",
	[182] = "bpf_strncmp",
	[183] = "bpf_get_func_arg",
	[184] = "bpf_get_func_ret",
	[185] = "bpf_get_func_arg_cnt",
	[186] = "bpf_get_retval",
	[187] = "bpf_set_retval",
	[188] = "bpf_xdp_get_buff_len",
	[189] = "bpf_xdp_load_bytes",
	[190] = "bpf_xdp_store_bytes",
	[191] = "bpf_copy_from_user_task",
	[192] = "bpf_skb_set_tstamp",
	[193] = "bpf_ima_file_hash",
	[194] = "bpf_kptr_xchg",
	[195] = "bpf_map_lookup_percpu_elem",
	[196] = "bpf_skc_to_mptcp_sock",
	[197] = "bpf_dynptr_from_mem",
	[198] = "bpf_ringbuf_reserve_dynptr",
	[199] = "bpf_ringbuf_submit_dynptr",
	[200] = "bpf_ringbuf_discard_dynptr",
	[201] = "bpf_dynptr_read",
	[202] = "bpf_dynptr_write",
	[203] = "bpf_dynptr_data",
	[204] = "bpf_tcp_raw_gen_syncookie_ipv4",
	[205] = "bpf_tcp_raw_gen_syncookie_ipv6",
	[206] = "bpf_tcp_raw_check_syncookie_ipv4",
	[207] = "bpf_tcp_raw_check_syncookie_ipv6",
	[208] = "bpf_ktime_get_tai_ns",
	[209] = "bpf_user_ringbuf_drain",
	[210] = "bpf_cgrp_storage_get",
	[211] = "bpf_cgrp_storage_delete",
};

#define DIS_NHELPERS	(sizeof (dis_helpers) / sizeof (dis_helpers[0]))

const char *
dt_dis_helper_name(int id)
{
	if (id <= 0 || (size_t)id >= DIS_NHELPERS)
		return (NULL);
	return (dis_helpers[id]);
}

/* ALU operators by BPF_OP() >> 4; NULL where the form is special. */
static const char *const dis_alu_ops[16] = {
	"+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>=",
	NULL /* neg */, "%=", "^=", "=", "s>>=", NULL /* end */, NULL, NULL
};

/* jump comparisons by BPF_OP() >> 4; NULL for ja/call/exit/may_goto */
static const char *const dis_jmp_ops[16] = {
	NULL, "==", ">", ">=", "&", "!=", "s>", "s>=",
	NULL, NULL, "<", "<=", "s<", "s<=", NULL, NULL
};

/* access sizes by BPF_SIZE() >> 3 */
static const char *const dis_usize[4] = { "u32", "u16", "u8", "u64" };
static const char *const dis_ssize[4] = { "s32", "s16", "s8", "s64" };

/* atomic read-modify-write operations by imm without BPF_FETCH */
static const struct {
	int32_t op;
	const char *sym;	/* "lock *(..) += r" form */
	const char *name;	/* "atomic_fetch_add" form */
} dis_atomics[] = {
	{ BPF_ADD, "+=", "add" },
	{ BPF_AND, "&=", "and" },
	{ BPF_OR, "|=", "or" },
	{ BPF_XOR, "^=", "xor" },
};

/* ld_imm64 pseudo sources that name a map */
static const struct {
	int src;
	const char *kind;	/* "fd" or "idx" */
	int value;		/* map value address: print "+off" */
} dis_ldmaps[] = {
	{ BPF_PSEUDO_MAP_FD, "fd", 0 },
	{ BPF_PSEUDO_MAP_VALUE, "fd", 1 },
	{ BPF_PSEUDO_MAP_IDX, "idx", 0 },
	{ BPF_PSEUDO_MAP_IDX_VALUE, "idx", 1 },
};

static const char *
dis_size(const struct bpf_insn *in, int sign)
{
	return ((sign ? dis_ssize : dis_usize)[BPF_SIZE(in->code) >> 3]);
}

static int
dis_bad(char *buf, size_t sz, const struct bpf_insn *in)
{
	snprintf(buf, sz, "invalid insn (code 0x%02x)", in->code);
	return (1);
}

/* absolute index of the target of a jump of 'disp' at insn i */
static long long
dis_target(uint32_t i, int32_t disp)
{
	return ((long long)i + 1 + disp);
}

static int
dis_alu_end(char *buf, size_t sz, const struct bpf_insn *in)
{
	const char *kind;

	if (BPF_CLASS(in->code) == BPF_ALU64)
		kind = "bswap";
	else
		kind = BPF_SRC(in->code) == BPF_TO_BE ? "be" : "le";
	snprintf(buf, sz, "r%u = %s%d r%u", in->dst_reg, kind, in->imm,
	    in->dst_reg);
	return (1);
}

static int
dis_alu(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];
	unsigned op = BPF_OP(in->code);
	char r = BPF_CLASS(in->code) == BPF_ALU64 ? 'r' : 'w';
	const char *sym = dis_alu_ops[op >> 4];

	if (op == BPF_END)
		return (dis_alu_end(buf, sz, in));
	if (op == BPF_NEG) {
		snprintf(buf, sz, "%c%u = -%c%u", r, in->dst_reg, r,
		    in->dst_reg);
		return (1);
	}
	if (sym == NULL)
		return (dis_bad(buf, sz, in));
	if ((op == BPF_DIV || op == BPF_MOD) && in->off == 1)
		sym = op == BPF_DIV ? "s/=" : "s%=";
	if (BPF_SRC(in->code) == BPF_K)
		snprintf(buf, sz, "%c%u %s %d", r, in->dst_reg, sym, in->imm);
	else if (op == BPF_MOV && in->off != 0)
		snprintf(buf, sz, "%c%u = (s%d)%c%u", r, in->dst_reg, in->off,
		    r, in->src_reg);
	else
		snprintf(buf, sz, "%c%u %s %c%u", r, in->dst_reg, sym, r,
		    in->src_reg);
	return (1);
}

static int
dis_ldx(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];
	unsigned mode = BPF_MODE(in->code);

	if (mode != BPF_MEM && mode != DIS_MEMSX)
		return (dis_bad(buf, sz, in));
	snprintf(buf, sz, "r%u = *(%s *)(r%u %+d)", in->dst_reg,
	    dis_size(in, mode == DIS_MEMSX), in->src_reg, in->off);
	return (1);
}

static int
dis_st(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];

	if (BPF_MODE(in->code) != BPF_MEM)
		return (dis_bad(buf, sz, in));
	snprintf(buf, sz, "*(%s *)(r%u %+d) = %d", dis_size(in, 0),
	    in->dst_reg, in->off, in->imm);
	return (1);
}

/* BPF_STX | BPF_ATOMIC */
static int
dis_atomic(char *buf, size_t sz, const struct bpf_insn *in)
{
	const char *w = BPF_SIZE(in->code) == BPF_DW ? "64" : "";
	const char *s = dis_size(in, 0);
	unsigned d = in->dst_reg, r = in->src_reg;
	size_t k;

	for (k = 0; k < sizeof (dis_atomics) / sizeof (dis_atomics[0]); k++) {
		if (in->imm == dis_atomics[k].op) {
			snprintf(buf, sz, "lock *(%s *)(r%u %+d) %s r%u", s, d,
			    in->off, dis_atomics[k].sym, r);
			return (1);
		}
		if (in->imm == (dis_atomics[k].op | BPF_FETCH)) {
			snprintf(buf, sz, "r%u = atomic%s_fetch_%s((%s *)"
			    "(r%u %+d), r%u)", r, w, dis_atomics[k].name, s, d,
			    in->off, r);
			return (1);
		}
	}
	if (in->imm == BPF_XCHG)
		snprintf(buf, sz, "r%u = atomic%s_xchg((%s *)(r%u %+d), r%u)",
		    r, w, s, d, in->off, r);
	else if (in->imm == BPF_CMPXCHG)
		snprintf(buf, sz, "r0 = atomic%s_cmpxchg((%s *)(r%u %+d), r0, "
		    "r%u)", w, s, d, in->off, r);
	else if (in->imm == DIS_LOAD_ACQ)
		snprintf(buf, sz, "r%u = load_acquire((%s *)(r%u %+d))", d, s,
		    r, in->off);
	else if (in->imm == DIS_STORE_REL)
		snprintf(buf, sz, "store_release((%s *)(r%u %+d), r%u)", s, d,
		    in->off, r);
	else
		return (dis_bad(buf, sz, in));
	return (1);
}

static int
dis_stx(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];

	if (BPF_MODE(in->code) == BPF_ATOMIC)
		return (dis_atomic(buf, sz, in));
	if (BPF_MODE(in->code) != BPF_MEM)
		return (dis_bad(buf, sz, in));
	snprintf(buf, sz, "*(%s *)(r%u %+d) = r%u", dis_size(in, 0),
	    in->dst_reg, in->off, in->src_reg);
	return (1);
}

/* the two-slot ld_imm64 at insns[i] */
static int
dis_ld64(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];
	uint32_t hi;
	size_t k;

	if (i + 1 >= n) {
		snprintf(buf, sz, "r%u = <truncated ld_imm64>", in->dst_reg);
		return (1);
	}
	hi = (uint32_t)insns[i + 1].imm;
	for (k = 0; k < sizeof (dis_ldmaps) / sizeof (dis_ldmaps[0]); k++) {
		if (in->src_reg != dis_ldmaps[k].src)
			continue;
		if (dis_ldmaps[k].value)
			snprintf(buf, sz, "r%u = map[%s %d]+%" PRIu32,
			    in->dst_reg, dis_ldmaps[k].kind, in->imm, hi);
		else
			snprintf(buf, sz, "r%u = map[%s %d]", in->dst_reg,
			    dis_ldmaps[k].kind, in->imm);
		return (2);
	}
	if (in->src_reg == BPF_PSEUDO_BTF_ID)
		snprintf(buf, sz, "r%u = btf_id[%d]", in->dst_reg, in->imm);
	else if (in->src_reg == BPF_PSEUDO_FUNC)
		snprintf(buf, sz, "r%u = func pc%+d <%lld>", in->dst_reg,
		    in->imm, dis_target(i, in->imm));
	else
		snprintf(buf, sz, "r%u = 0x%" PRIx64 " ll", in->dst_reg,
		    ((uint64_t)hi << 32) | (uint32_t)in->imm);
	return (2);
}

static int
dis_ld(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];

	switch (BPF_MODE(in->code)) {
	case BPF_IMM:
		if (BPF_SIZE(in->code) == BPF_DW)
			return (dis_ld64(buf, sz, insns, i, n));
		break;
	case BPF_ABS:
		snprintf(buf, sz, "r0 = *(%s *)skb[%d]", dis_size(in, 0),
		    in->imm);
		return (1);
	case BPF_IND:
		snprintf(buf, sz, "r0 = *(%s *)skb[r%u + %d]", dis_size(in, 0),
		    in->src_reg, in->imm);
		return (1);
	}
	return (dis_bad(buf, sz, in));
}

static int
dis_call(char *buf, size_t sz, const struct bpf_insn *in, uint32_t i)
{
	const char *name;

	if (in->src_reg == BPF_PSEUDO_CALL) {
		snprintf(buf, sz, "call pc%+d <%lld>", in->imm,
		    dis_target(i, in->imm));
	} else if (in->src_reg == BPF_PSEUDO_KFUNC_CALL) {
		snprintf(buf, sz, "call kfunc#%d", in->imm);
	} else {
		name = dt_dis_helper_name(in->imm);
		snprintf(buf, sz, "call %s#%d", name ? name : "unknown",
		    in->imm);
	}
	return (1);
}

/* ja, gotol, call, exit and may_goto */
static int
dis_jmp_special(char *buf, size_t sz, const struct bpf_insn *in, uint32_t i)
{
	int j64 = BPF_CLASS(in->code) == BPF_JMP;

	switch (BPF_OP(in->code)) {
	case BPF_JA:
		if (j64)
			snprintf(buf, sz, "goto %+d <%lld>", in->off,
			    dis_target(i, in->off));
		else
			snprintf(buf, sz, "gotol %+d <%lld>", in->imm,
			    dis_target(i, in->imm));
		return (1);
	case BPF_CALL:
		if (j64)
			return (dis_call(buf, sz, in, i));
		break;
	case BPF_EXIT:
		if (j64) {
			snprintf(buf, sz, "exit");
			return (1);
		}
		break;
	case DIS_JCOND:
		if (j64) {
			snprintf(buf, sz, "may_goto %+d <%lld>", in->off,
			    dis_target(i, in->off));
			return (1);
		}
		break;
	}
	return (dis_bad(buf, sz, in));
}

static int
dis_jmp(char *buf, size_t sz, const struct bpf_insn *insns, uint32_t i,
    uint32_t n)
{
	const struct bpf_insn *in = &insns[i];
	const char *sym = dis_jmp_ops[BPF_OP(in->code) >> 4];
	char r = BPF_CLASS(in->code) == BPF_JMP ? 'r' : 'w';

	if (sym == NULL)
		return (dis_jmp_special(buf, sz, in, i));
	if (BPF_SRC(in->code) == BPF_K)
		snprintf(buf, sz, "if %c%u %s 0x%" PRIx32 " goto %+d <%lld>",
		    r, in->dst_reg, sym, (uint32_t)in->imm, in->off,
		    dis_target(i, in->off));
	else
		snprintf(buf, sz, "if %c%u %s %c%u goto %+d <%lld>", r,
		    in->dst_reg, sym, r, in->src_reg, in->off,
		    dis_target(i, in->off));
	return (1);
}

/* one decoder per instruction class, by BPF_CLASS() */
static const dis_fn_t dis_class[8] = {
	[BPF_LD] = dis_ld,
	[BPF_LDX] = dis_ldx,
	[BPF_ST] = dis_st,
	[BPF_STX] = dis_stx,
	[BPF_ALU] = dis_alu,
	[BPF_JMP] = dis_jmp,
	[BPF_JMP32] = dis_jmp,
	[BPF_ALU64] = dis_alu,
};

void
dt_dis(FILE *fp, const struct bpf_insn *insns, uint32_t n,
    const uint32_t *lines)
{
	char buf[DIS_LINE];
	uint32_t i = 0, last = 0;
	int k;

	while (i < n) {
		k = dis_class[BPF_CLASS(insns[i].code)](buf, sizeof (buf),
		    insns, i, n);
		if (lines != NULL && lines[i] != 0 && lines[i] != last) {
			last = lines[i];
			fprintf(fp, "%4u: %-*s ; line %u\n", i,
			    DIS_COMMENT_COL, buf, last);
		} else {
			fprintf(fp, "%4u: %s\n", i, buf);
		}
		i += (uint32_t)k;
	}
}
