/*
 * The D library's tcp translators outside the tcp provider: a sock from
 * sdt:sock::inet_sock_set_state (which fires before the kernel stores
 * the new state: tcps_state is the old one, as the sock says) and an
 * sk_buff's headers from sdt:net::net_dev_queue.
 *
 * @@flags: -q -c "$PROGS/tcpconn 47611"
 */
sdt:sock::inet_sock_set_state
/args[3] == 47611 && args[4] == 0/
{
	this->sk = (struct tcp_sock *)args[0];
	printf("listener %d -> %d: tcps_state %d, %s:%d\n", args[1], args[2],
	    xlate <tcpsinfo_t *> (this->sk)->tcps_state,
	    xlate <tcpsinfo_t *> (this->sk)->tcps_laddr,
	    xlate <tcpsinfo_t *> (this->sk)->tcps_lport);
}

sdt:net::net_dev_queue
{
	this->skb = (struct sk_buff *)args[0];
	this->ip = (struct iphdr *)(this->skb->head + this->skb->network_header);
	this->tcp = (struct tcphdr *)(this->skb->head +
	    this->skb->transport_header);
}

sdt:net::net_dev_queue
/this->ip->protocol == 6 &&
    xlate <tcpinfo_t *> (this->tcp)->tcp_dport == 47611 &&
    xlate <tcpinfo_t *> (this->tcp)->tcp_flags == TH_SYN/
{
	printf("SYN %s -> %s ip%d, to port %d\n",
	    xlate <ipinfo_t *> (this->ip)->ip_saddr,
	    xlate <ipinfo_t *> (this->ip)->ip_daddr,
	    xlate <ipinfo_t *> (this->ip)->ip_ver,
	    xlate <tcpinfo_t *> (this->tcp)->tcp_dport);
}
