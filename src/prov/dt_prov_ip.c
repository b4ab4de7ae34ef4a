/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_ip.c -- the ip provider on the kernel's network device
 * tracepoints.
 *
 * send fires for every IPv4 and IPv6 packet the host sends (forwarded
 * ones too) when it is queued to the device its route chose
 * (net_dev_queue: a VLAN's or a bond's packet is queued again on the
 * device below, and seen once); receive for every IPv4 and IPv6 packet a
 * device receives (netif_receive_skb), in the softirq that takes it.
 * The arguments are DTrace's: args[0] pktinfo_t *, args[1] csinfo_t *,
 * args[2] ipinfo_t *, args[3] ifinfo_t * (the device), args[4]
 * ipv4info_t * (NULL unless IPv4), args[5] ipv6info_t * (NULL unless
 * IPv6), translated by the D library from the sk_buff, its IP header and
 * its net_device.
 */
#include "dt_ktp.h"

#define ETH_P_IP_BE	0x0008	/* htons(ETH_P_IP) read as a u16 */
#define ETH_P_IPV6_BE	0xdd86

/*
 * R7 = skb->protocol, R8 = the IP header: args[2] and, by the version,
 * args[4] or args[5]; drop what is neither IPv4 nor IPv6.
 */
static void
dt_ip_version(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t v6 = dt_as_label(as), done = dt_as_label(as);

	dt_ktp_setarg(cg, 2, BPF_REG_8);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_7, ETH_P_IPV6_BE), v6);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_7, ETH_P_IP_BE);
	dt_ktp_setarg(cg, 4, BPF_REG_8);
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + 8 * 5, 0));
	dt_as_jump(as, I_JA(), done);
	dt_as_place(as, v6);
	dt_as_emit(as, I_ST(BPF_DW, BPF_REG_9, DCTX_ARGS + 8 * 4, 0));
	dt_ktp_setarg(cg, 5, BPF_REG_8);
	dt_as_place(as, done);
}

/*
 * At net_dev_queue(skb): R7 = skb, R8 = the device it is sent on; the
 * event is dropped unless it is the device skb_dst(skb) names (the one
 * its route chose, not one it passes through on its way: a bridge, a
 * tunnel)
 */
int
dt_ip_outdev(dt_cg_t *cg)
{
	dt_as_t *as = &cg->cg_as;

	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "_skb_refdst", 8) != 0)
		return -1;
	dt_as_emit(as, I_ALU64_IMM(BPF_AND, BPF_REG_8, ~1));
	if (dt_ktp_member(cg, BPF_REG_8, "dst_entry", "dev", 8) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_8, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sk_buff", "dev", 8) != 0)
		return -1;
	dt_as_jump(as, I_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_8), cg->cg_exit);
	return 0;
}

/* net_dev_queue(skb), at the device skb_dst(skb) names */
static int
dt_ip_send(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	if (dt_ip_outdev(cg) != 0)
		return -1;
	dt_ktp_setarg(cg, 3, BPF_REG_8);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "sk", 8) != 0)
		return -1;
	dt_ktp_setarg(cg, 1, BPF_REG_8);

	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "head", 8) != 0)
		return -1;
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sk_buff", "network_header", 2) != 0)
		return -1;
	dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_8, BPF_REG_1));
	if (dt_ktp_member(cg, BPF_REG_7, "sk_buff", "protocol", 2) != 0)
		return -1;
	dt_ip_version(cg, sp);
	return 0;
}

/* netif_receive_skb(skb): the device has taken its link header off, the
 * network header is not set yet: the IP header is at skb->data */
static int
dt_ip_receive(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "dev", 8) != 0)
		return -1;
	dt_ktp_setarg(cg, 3, BPF_REG_8);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "sk", 8) != 0)
		return -1;
	dt_ktp_setarg(cg, 1, BPF_REG_8);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "data", 8) != 0 ||
	    dt_ktp_member(cg, BPF_REG_7, "sk_buff", "protocol", 2) != 0)
		return -1;
	dt_ip_version(cg, sp);
	return 0;
}

#define DT_IP_ARGS { \
	{ 0, "struct sk_buff *", "pktinfo_t *" }, \
	{ DT_KA_EMIT, "struct sock *", "csinfo_t *" }, \
	{ DT_KA_EMIT, "struct iphdr *", "ipinfo_t *" }, \
	{ DT_KA_EMIT, "struct net_device *", "ifinfo_t *" }, \
	{ DT_KA_EMIT, "struct iphdr *", "ipv4info_t *" }, \
	{ DT_KA_EMIT, "struct ipv6hdr *", "ipv6info_t *" } }

static const dt_kprobe_t dt_ip_probes[] = {
	{ "receive", "netif_receive_skb", NULL, 1, 0, 6, DT_IP_ARGS,
	    dt_ip_receive, NULL, NULL },
	{ "send", "net_dev_queue", NULL, 1, 0, 6, DT_IP_ARGS, dt_ip_send,
	    NULL, NULL },
};

const dt_kprov_t dt_prov_ip = {
	.kv_impl = {
		.pi_name = "ip",
		/* as illumos's sdt providers: the descriptions' are the
		 * least stable of their parts' (modules and functions are
		 * Private, Unknown) */
		.pi_attr = { "Private", "Private", "Unknown",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_ip_probes,
	.kv_nprobes = sizeof(dt_ip_probes) / sizeof(dt_ip_probes[0]),
};
