/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dt_prov_tcp.c -- the tcp provider on the kernel's socket and network
 * device tracepoints.
 *
 * Every probe has DTrace's arguments: args[0] pktinfo_t *, args[1]
 * csinfo_t *, args[2] ipinfo_t *, args[3] tcpsinfo_t *, args[4]
 * tcpinfo_t * (and args[5] tcplsinfo_t *, the previous state, at
 * state-change), translated by the D library from the packet's IP and
 * TCP headers and the connection's sock.  Where the probe fires:
 *
 *   send              a TCP segment this host sends, at the device the
 *                     route chose (net_dev_queue): data, ACKs, SYNs,
 *                     SYN-ACKs (args[3] is then the request sock), RSTs
 *                     (args[3] is NULL when no connection sent it)
 *   connect-request   the same, for a SYN sent by a connecting socket
 *   accept-refused    the same, for the RST+ACK the kernel answers a
 *                     segment without ACK (a SYN) with when no socket
 *                     takes it
 *   receive           a segment a connection receives in ESTABLISHED
 *                     (tcp_probe): the kernel has no tracepoint for the
 *                     segments of the other states
 *   state-change      a TCP socket changes state (inet_sock_set_state)
 *   connect-established  SYN_SENT -> ESTABLISHED
 *   accept-established   SYN_RECEIVED -> ESTABLISHED
 *   connect-refused   a RST received in SYN_SENT (tcp_receive_reset)
 *
 * The last four have no packet: args[0], args[2] and args[4] are NULL
 * there (state-change's are void, as in DTrace).  The tracepoints fire
 * before the kernel stores a socket's new state, so the state args[3]
 * reports is computed here, in DTrace's numbering, and kept in arg6 for
 * the tcpsinfo_t translator.  Linux ends a connection's TIME_WAIT by
 * handing it to a time-wait socket and closing the sock: a close from
 * FIN_WAIT_2 or CLOSING of a sock no longer in the connection hash is
 * reported as the change to TIME_WAIT it is.  A change to the same state
 * (close() of a closed socket) is not one and does not fire.
 */
#include "dt_ktp.h"
#include "dt_types.h"

/* Linux's TCP states (include/net/tcp_states.h) */
enum {
	LX_ESTABLISHED = 1, LX_SYN_SENT, LX_SYN_RECV, LX_FIN_WAIT1,
	LX_FIN_WAIT2, LX_TIME_WAIT, LX_CLOSE, LX_CLOSE_WAIT, LX_LAST_ACK,
	LX_LISTEN, LX_CLOSING, LX_NEW_SYN_RECV, LX_BOUND_INACTIVE
};

#define DT_TCP_STATE	6	/* arg6: the state args[3] reports */

#define IPPROTO_TCP_	6
#define SOCK_STREAM_	1
#define ETH_P_IP_BE	0x0008	/* htons(ETH_P_IP) read as a u16 */
#define ETH_P_IPV6_BE	0xdd86
#define TH_SYN_		0x02
#define TH_RST_		0x04
#define TH_ACK_		0x10

/* reg = argument n, as stored so far */
static void
dt_tcp_getarg(dt_cg_t *cg, int reg, int n)
{
	dt_as_emit(&cg->cg_as, I_LDX(BPF_DW, reg, BPF_REG_9,
	    (int16_t)(DCTX_ARGS + 8 * n)));
}

/*
 * reg (a Linux TCP state) = the state as DTrace numbers it
 * (TCP_STATE_* in the D library); no socket (0) is CLOSED.
 */
static void
dt_tcp_dstate(dt_cg_t *cg, int reg)
{
	static const int map[][2] = {
		{ LX_ESTABLISHED, 0 }, { LX_SYN_SENT, -2 },
		{ LX_SYN_RECV, -1 }, { LX_FIN_WAIT1, 2 },
		{ LX_FIN_WAIT2, 5 }, { LX_TIME_WAIT, 6 },
		{ LX_CLOSE_WAIT, 1 }, { LX_LAST_ACK, 4 },
		{ LX_LISTEN, -3 }, { LX_CLOSING, 3 },
		{ LX_NEW_SYN_RECV, -1 }, { LX_BOUND_INACTIVE, -4 },
	};
	dt_as_t *as = &cg->cg_as;
	uint32_t done = dt_as_label(as);
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		uint32_t next = dt_as_label(as);

		dt_as_jump(as, I_JMP_IMM(BPF_JNE, reg, map[i][0]), next);
		dt_as_emit(as, I_MOV64_IMM(reg, map[i][1]));
		dt_as_jump(as, I_JA(), done);
		dt_as_place(as, next);
	}
	dt_as_emit(as, I_MOV64_IMM(reg, -6));		/* CLOSED */
	dt_as_place(as, done);
}

/*
 * inet_sock_set_state(sk, oldstate, newstate) of a TCP socket, from
 * state 'from' to state 'to' (-1: any): args[5] the old state, arg6 the
 * new one, in DTrace's numbering.
 */
static int
dt_tcp_change(dt_cg_t *cg, int from, int to)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t known = dt_as_label(as);

	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sock", "sk_protocol", 2) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, IPPROTO_TCP_);

	/* the new state; a close into a time-wait socket is TIME_WAIT */
	dt_ktp_rawarg(cg, BPF_REG_8, 2);
	dt_as_emit(as, I_MOV32_REG(BPF_REG_8, BPF_REG_8));
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_8, LX_CLOSE), known);
	dt_ktp_rawarg(cg, BPF_REG_1, 1);
	dt_as_emit(as, I_MOV32_REG(BPF_REG_1, BPF_REG_1));
	{
		uint32_t tw = dt_as_label(as);

		dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, LX_FIN_WAIT2), tw);
		dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1, LX_CLOSING),
		    known);
		dt_as_place(as, tw);
	}
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "__sk_common.skc_node.pprev",
	    8) != 0)
		return -1;
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1, 0), known);
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_8, LX_TIME_WAIT));
	dt_as_place(as, known);

	dt_ktp_rawarg(cg, BPF_REG_1, 1);
	dt_as_emit(as, I_MOV32_REG(BPF_REG_1, BPF_REG_1));
	dt_as_jump(as, I_JMP_REG(BPF_JEQ, BPF_REG_1, BPF_REG_8), cg->cg_exit);
	if (from >= 0)
		dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, from);
	if (to >= 0)
		dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, to);
	dt_tcp_dstate(cg, BPF_REG_8);
	dt_ktp_setarg(cg, DT_TCP_STATE, BPF_REG_8);
	dt_tcp_dstate(cg, BPF_REG_1);
	dt_ktp_setarg(cg, 5, BPF_REG_1);
	return 0;
}

static int
dt_tcp_state_change(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_tcp_change(cg, -1, -1);
}

static int
dt_tcp_connect_established(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_tcp_change(cg, LX_SYN_SENT, LX_ESTABLISHED);
}

static int
dt_tcp_accept_established(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_tcp_change(cg, LX_SYN_RECV, LX_ESTABLISHED);
}

/* arg6 = the state of the connection in R7 (NULL: CLOSED) */
static int
dt_tcp_sockstate(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "__sk_common.skc_state",
	    1) != 0)
		return -1;
	dt_tcp_dstate(cg, BPF_REG_1);
	dt_ktp_setarg(cg, DT_TCP_STATE, BPF_REG_1);
	return 0;
}

/* tcp_receive_reset(sk) in SYN_SENT */
static int
dt_tcp_connect_refused(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	dt_as_emit(&cg->cg_as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "__sk_common.skc_state",
	    1) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_1, LX_SYN_SENT);
	return dt_tcp_sockstate(cg, sp);
}


/* R7 = an sk_buff: args[2] = its IP header, args[4] its TCP header */
static int
dt_tcp_headers(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;

	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "head", 8) != 0)
		return -1;
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sk_buff", "network_header", 2) != 0)
		return -1;
	dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_8));
	dt_ktp_setarg(cg, 2, BPF_REG_1);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sk_buff", "transport_header",
	    2) != 0)
		return -1;
	dt_as_emit(as, I_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_8));
	dt_ktp_setarg(cg, 4, BPF_REG_1);
	return 0;
}

/*
 * net_dev_queue(skb): drop unless the packet is a TCP segment this host
 * sends, at the device its route chose (a VLAN's or a bond's packet is
 * queued again on the device below).  Leaves R8 = the segment's flags
 * and R7 = the connection that sends it: skb->sk if a TCP socket, a
 * request sock (a SYN-ACK) or a time-wait sock; NULL for none (the RSTs
 * and ACKs the kernel answers with, from its control socket or from no
 * socket), also in args[1] and args[3].
 */
static int
dt_tcp_xmit(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_as_t *as = &cg->cg_as;
	uint32_t v6 = dt_as_label(as), proto = dt_as_label(as);
	uint32_t conn = dt_as_label(as), none = dt_as_label(as);
	uint32_t off;

	/* skb_dst(skb)->dev == skb->dev, and it was not received
	 * (skb->skb_iif == 0: not forwarded) */
	if (dt_ip_outdev(cg) != 0)
		return -1;
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "skb_iif", 4) != 0)
		return -1;
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, 0);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_8, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_8, "sk_buff", "sk", 8) != 0)
		return -1;
	dt_ktp_setarg(cg, 3, BPF_REG_8);

	/* TCP over IPv4 or IPv6 */
	if (dt_tcp_headers(cg, sp) != 0)
		return -1;
	if (dt_ktp_member(cg, BPF_REG_7, "sk_buff", "protocol", 2) != 0)
		return -1;
	dt_tcp_getarg(cg, BPF_REG_8, 2);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_7, ETH_P_IPV6_BE), v6);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_7, ETH_P_IP_BE);
	if (dt_btf_offset(cg->cg_dtp, "iphdr", "protocol", &off) != 0)
		return -1;
	dt_ktp_load(cg, BPF_REG_8, (int32_t)off, 1);
	dt_as_jump(as, I_JA(), proto);
	dt_as_place(as, v6);
	if (dt_btf_offset(cg->cg_dtp, "ipv6hdr", "nexthdr", &off) != 0)
		return -1;
	dt_ktp_load(cg, BPF_REG_8, (int32_t)off, 1);
	dt_as_place(as, proto);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, IPPROTO_TCP_);
	dt_tcp_getarg(cg, BPF_REG_8, 4);
	dt_ktp_load(cg, BPF_REG_8, 13, 1);		/* the flags byte */

	/* the connection */
	dt_tcp_getarg(cg, BPF_REG_7, 3);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "__sk_common.skc_state",
	    1) != 0)
		return -1;
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, LX_NEW_SYN_RECV), conn);
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, LX_TIME_WAIT), conn);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "sk_type", 2) != 0)
		return -1;
	dt_as_jump(as, I_JMP_IMM(BPF_JNE, BPF_REG_1, SOCK_STREAM_), none);
	dt_as_emit(as, I_MOV64_REG(BPF_REG_1, BPF_REG_7));
	if (dt_ktp_member(cg, BPF_REG_1, "sock", "sk_protocol", 2) != 0)
		return -1;
	dt_as_jump(as, I_JMP_IMM(BPF_JEQ, BPF_REG_1, IPPROTO_TCP_), conn);
	dt_as_place(as, none);
	dt_as_emit(as, I_MOV64_IMM(BPF_REG_7, 0));
	dt_as_place(as, conn);
	dt_ktp_setarg(cg, 1, BPF_REG_7);
	dt_ktp_setarg(cg, 3, BPF_REG_7);
	return dt_tcp_sockstate(cg, sp);
}

/* tcp_probe(sk, skb): a segment received in ESTABLISHED */
static int
dt_tcp_receive(dt_cg_t *cg, const dt_site_t *sp)
{
	dt_ktp_rawarg(cg, BPF_REG_7, 1);
	if (dt_tcp_headers(cg, sp) != 0)
		return -1;
	dt_ktp_rawarg(cg, BPF_REG_7, 0);
	return dt_tcp_sockstate(cg, sp);
}

static int
dt_tcp_send(dt_cg_t *cg, const dt_site_t *sp)
{
	return dt_tcp_xmit(cg, sp);
}

/* a SYN (without ACK) a connecting socket sends */
static int
dt_tcp_connect_request(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_tcp_xmit(cg, sp) != 0)
		return -1;
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_8,
	    TH_SYN_ | TH_ACK_));
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, TH_SYN_);
	dt_ktp_drop_if(cg, BPF_JEQ, BPF_REG_7, 0);
	return 0;
}

/* the RST+ACK that answers a segment without ACK, from no connection */
static int
dt_tcp_accept_refused(dt_cg_t *cg, const dt_site_t *sp)
{
	if (dt_tcp_xmit(cg, sp) != 0)
		return -1;
	dt_as_emit(&cg->cg_as, I_ALU64_IMM(BPF_AND, BPF_REG_8,
	    TH_RST_ | TH_ACK_));
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_8, TH_RST_ | TH_ACK_);
	dt_ktp_drop_if(cg, BPF_JNE, BPF_REG_7, 0);
	return 0;
}

/* a packet's arguments and a connection's: the sk_buff and the sock are
 * the tracepoint's arguments skb and sk, or DT_KA_EMIT; the headers are
 * computed */
#define DT_TCP_PKT(skb, sk) { \
	{ skb, "struct sk_buff *", "pktinfo_t *" }, \
	{ sk, "struct sock *", "csinfo_t *" }, \
	{ DT_KA_EMIT, "struct iphdr *", "ipinfo_t *" }, \
	{ sk, "struct tcp_sock *", "tcpsinfo_t *" }, \
	{ DT_KA_EMIT, "struct tcphdr *", "tcpinfo_t *" } }
/* a connection's, without a packet */
#define DT_TCP_NOPKT { \
	{ DT_KA_NULL, "struct sk_buff *", "pktinfo_t *" }, \
	{ 0, "struct sock *", "csinfo_t *" }, \
	{ DT_KA_NULL, "struct iphdr *", "ipinfo_t *" }, \
	{ 0, "struct tcp_sock *", "tcpsinfo_t *" }, \
	{ DT_KA_NULL, "struct tcphdr *", "tcpinfo_t *" } }

static const dt_kprobe_t dt_tcp_probes[] = {
	{ "accept-established", "inet_sock_set_state", NULL, 1, 0, 5,
	    DT_TCP_NOPKT, dt_tcp_accept_established, NULL, NULL },
	{ "accept-refused", "net_dev_queue", NULL, 1, 0, 5,
	    DT_TCP_PKT(0, DT_KA_EMIT), dt_tcp_accept_refused, NULL, NULL },
	{ "connect-established", "inet_sock_set_state", NULL, 1, 0, 5,
	    DT_TCP_NOPKT, dt_tcp_connect_established, NULL, NULL },
	{ "connect-refused", "tcp_receive_reset", NULL, 1, 0, 5,
	    DT_TCP_NOPKT, dt_tcp_connect_refused, NULL, NULL },
	{ "connect-request", "net_dev_queue", NULL, 1, 0, 5,
	    DT_TCP_PKT(0, DT_KA_EMIT), dt_tcp_connect_request, NULL, NULL },
	{ "receive", "tcp_probe", NULL, 1, 0, 5, DT_TCP_PKT(1, 0),
	    dt_tcp_receive, NULL, NULL },
	{ "send", "net_dev_queue", NULL, 1, 0, 5, DT_TCP_PKT(0, DT_KA_EMIT),
	    dt_tcp_send, NULL, NULL },
	{ "state-change", "inet_sock_set_state", NULL, 1, 0, 6,
	    { { DT_KA_NULL, "void", NULL },
	    { 0, "struct sock *", "csinfo_t *" },
	    { DT_KA_NULL, "void", NULL },
	    { 0, "struct tcp_sock *", "tcpsinfo_t *" },
	    { DT_KA_NULL, "void", NULL },
	    { DT_KA_EMIT, "int", "tcplsinfo_t *" } },
	    dt_tcp_state_change, NULL, NULL },
};

const dt_kprov_t dt_prov_tcp = {
	.kv_impl = {
		.pi_name = "tcp",
		/* as illumos's sdt providers: the descriptions' are the
		 * least stable of their parts' (modules and functions are
		 * Private, Unknown) */
		.pi_attr = { "Private", "Private", "Unknown",
		    "Evolving", "Evolving", "ISA" },
		DT_KTP_OPS,
	},
	.kv_probes = dt_tcp_probes,
	.kv_nprobes = sizeof(dt_tcp_probes) / sizeof(dt_tcp_probes[0]),
};
