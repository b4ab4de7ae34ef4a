/*
 * ip:::send and ip:::receive for tcpconn's connection over 127.0.0.1:
 * the two data packets, each sent then received, with their headers and
 * the device (lo, in this network namespace, whose inode number is $1);
 * then how many of the packets with data, SYN, FIN or RST each probe saw
 * (every one sent is received on lo), beside tcp:::send's count.
 *
 * @@flags: -q -c "$PROGS/tcpconn 47611 47612"
 * @@args: $(stat -L -c %i /proc/self/ns/net)
 */
ip:::send, ip:::receive
/args[4] != NULL && args[4]->ipv4_protocol == IPPROTO_TCP/
{
	this->tcp = (struct tcphdr *)((uintptr_t)args[4]->ipv4_hdr +
	    args[4]->ipv4_ihl);
	this->ours = ntohs(this->tcp->source) == 47611 ||
	    ntohs(this->tcp->dest) == 47611 ||
	    ntohs(this->tcp->source) == 47612 ||
	    ntohs(this->tcp->dest) == 47612;
	this->data = args[2]->ip_plength -
	    ((((uint8_t *)this->tcp)[12] & 0xf0) >> 2);
	this->flags = ((uint8_t *)this->tcp)[13];
}

ip:::send, ip:::receive
/args[4] != NULL && args[4]->ipv4_protocol == IPPROTO_TCP && this->ours &&
    this->data > 0/
{
	printf("%-7s ip%d %s -> %s: %d bytes of TCP data\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    this->data);
	printf("        device %s local %d in this namespace %d, args[1] %d\n",
	    args[3]->if_name, args[3]->if_local,
	    args[3]->if_ipstack == $1, args[1]->cs_addr);
	printf("        ipv4: ver %d ihl %d, length - ihl = payload %d\n",
	    args[4]->ipv4_ver, args[4]->ipv4_ihl,
	    args[4]->ipv4_length - args[4]->ipv4_ihl == args[2]->ip_plength);
	printf("        offset %d, %s (%d)\n", args[4]->ipv4_offset,
	    args[4]->ipv4_protostr, args[4]->ipv4_protocol);
	printf("        %s -> %s, ipv6 NULL %d\n", args[4]->ipv4_saddr,
	    args[4]->ipv4_daddr, args[5] == NULL);
}

ip:::send, ip:::receive
/args[4] != NULL && args[4]->ipv4_protocol == IPPROTO_TCP && this->ours &&
    (this->data > 0 || (this->flags & (TH_SYN | TH_FIN | TH_RST)) != 0)/
{
	@[probeprov, probename] = count();
}

tcp:::send
/(args[4]->tcp_sport == 47611 || args[4]->tcp_dport == 47611 ||
    args[4]->tcp_sport == 47612 || args[4]->tcp_dport == 47612) &&
    (args[2]->ip_plength - args[4]->tcp_offset > 0 ||
    (args[4]->tcp_flags & (TH_SYN | TH_FIN | TH_RST)) != 0)/
{
	@[probeprov, probename] = count();
}

END
{
	printa("%3s:::%-8s %@d\n", @);
}
