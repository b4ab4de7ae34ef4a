/*
 * The connection probes, in order, with their arguments: connect-request
 * (the client's SYN, with its headers), connect-established and
 * accept-established (no packet: args[0], args[2], args[4] are NULL and
 * translate to "<unknown>" and 0), then the refused connect: the RST+ACK
 * the kernel answers from no socket (accept-refused, args[3] NULL) and
 * its receipt in SYN_SENT (connect-refused).
 *
 * @@flags: -q -c "$PROGS/tcpconn 47611 47612"
 */
tcp:::connect-request, tcp:::accept-refused
/args[4]->tcp_dport == 47611 || args[4]->tcp_dport == 47612 ||
    args[4]->tcp_sport == 47612/
{
	printf("%s: ip%d %s -> %s, %d data bytes, ports %s -> %s, flags %s%s%s\n",
	    probename,
	    args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[2]->ip_plength - args[4]->tcp_offset,
	    args[4]->tcp_sport == 47612 ? "47612" : "*",
	    args[4]->tcp_dport == 47611 || args[4]->tcp_dport == 47612 ?
	    lltostr(args[4]->tcp_dport) : "*",
	    args[4]->tcp_flags & TH_SYN ? "SYN " : "",
	    args[4]->tcp_flags & TH_RST ? "RST " : "",
	    args[4]->tcp_flags & TH_ACK ? "ACK" : "");
	printf("    seq = snxt %d, args[0] %d, args[1] %d\n",
	    args[3] != NULL && args[4]->tcp_seq == args[3]->tcps_snxt,
	    arg0 != 0, arg1 != 0);
	printf("    args[3] %d: %s:%s -> %s:%s state %d local %d\n",
	    args[3] != NULL, args[3]->tcps_laddr,
	    args[3]->tcps_lport == 0 ? "0" : "*", args[3]->tcps_raddr,
	    args[3]->tcps_rport == 0 || args[3]->tcps_rport == 47611 ||
	    args[3]->tcps_rport == 47612 ? lltostr(args[3]->tcps_rport) : "*",
	    args[3]->tcps_state, args[3]->tcps_local);
}

tcp:::connect-established, tcp:::accept-established, tcp:::connect-refused
/args[3]->tcps_lport == 47611 || args[3]->tcps_rport == 47611 ||
    args[3]->tcps_rport == 47612/
{
	printf("%s: %s:%s -> %s:%s state %d local %d\n", probename,
	    args[3]->tcps_laddr,
	    args[3]->tcps_lport == 47611 ? "47611" : "*", args[3]->tcps_raddr,
	    args[3]->tcps_rport == 47611 || args[3]->tcps_rport == 47612 ?
	    lltostr(args[3]->tcps_rport) : "*", args[3]->tcps_state,
	    args[3]->tcps_local);
	printf("    no packet: args[0] %d args[2] %d args[4] %d, args[1] %d\n",
	    arg0, arg2, arg4, arg1 == arg3);
	printf("    %s -> %s, %d bytes, ports %d -> %d, flags %d\n",
	    args[2]->ip_saddr, args[2]->ip_daddr, args[2]->ip_plength,
	    args[4]->tcp_sport, args[4]->tcp_dport, args[4]->tcp_flags);
}
