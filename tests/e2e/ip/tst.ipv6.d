/*
 * ip:::send and ip:::receive for tcpconn's connection over ::1: the two
 * data packets with their IPv6 header (not the flow label: the kernel
 * makes one up), then how many of the packets with data, SYN, FIN or RST
 * each probe saw.
 *
 * @@flags: -q -c "$PROGS/tcpconn -6 47613 47614"
 */
ip:::send, ip:::receive
/args[5] != NULL && args[5]->ipv6_nexthdr == IPPROTO_TCP/
{
	this->tcp = (struct tcphdr *)((uintptr_t)args[5]->ipv6_hdr + 40);
	this->ours = ntohs(this->tcp->source) == 47613 ||
	    ntohs(this->tcp->dest) == 47613 ||
	    ntohs(this->tcp->source) == 47614 ||
	    ntohs(this->tcp->dest) == 47614;
	this->data = args[2]->ip_plength -
	    ((((uint8_t *)this->tcp)[12] & 0xf0) >> 2);
	this->flags = ((uint8_t *)this->tcp)[13];
}

ip:::send, ip:::receive
/args[5] != NULL && args[5]->ipv6_nexthdr == IPPROTO_TCP && this->ours &&
    this->data > 0/
{
	printf("%-7s ip%d %s -> %s: %d bytes of TCP data, device %s\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    this->data, args[3]->if_name);
	printf("        ipv6: ver %d plen = payload %d, %s (%d), tclass %d\n",
	    args[5]->ipv6_ver, args[5]->ipv6_plen == args[2]->ip_plength,
	    args[5]->ipv6_nextstr, args[5]->ipv6_nexthdr,
	    args[5]->ipv6_tclass);
	printf("        %s -> %s, src %d dst %d, ipv4 NULL %d\n",
	    args[5]->ipv6_saddr, args[5]->ipv6_daddr,
	    args[5]->ipv6_src == &args[5]->ipv6_hdr->saddr,
	    args[5]->ipv6_dst == &args[5]->ipv6_hdr->daddr, args[4] == NULL);
}

ip:::send, ip:::receive
/args[5] != NULL && args[5]->ipv6_nexthdr == IPPROTO_TCP && this->ours &&
    (this->data > 0 || (this->flags & (TH_SYN | TH_FIN | TH_RST)) != 0)/
{
	@[probename] = count();
}

END
{
	printa("ip:::%-8s %@d\n", @);
}
