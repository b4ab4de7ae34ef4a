/*
 * The tcp provider over IPv6 (tcpconn -6, on ::1): addresses as
 * inet_ntoa6 writes them, ip_ver 6, payload lengths from the IPv6
 * header, and the same states as over IPv4.
 *
 * @@flags: -q -c "$PROGS/tcpconn -6 47613 47614"
 */
tcp:::connect-request, tcp:::accept-refused, tcp:::send, tcp:::receive
/(args[4]->tcp_dport == 47613 || args[4]->tcp_sport == 47613 ||
    args[4]->tcp_dport == 47614 || args[4]->tcp_sport == 47614) &&
    (probename != "send" && probename != "receive" ||
    args[2]->ip_plength - args[4]->tcp_offset > 0)/
{
	printf("%-15s ip%d %s -> %s, %d data bytes, flags %x; %s -> %s\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[2]->ip_plength - args[4]->tcp_offset, args[4]->tcp_flags,
	    args[3]->tcps_laddr, args[3]->tcps_raddr);
}

tcp:::connect-established, tcp:::accept-established, tcp:::connect-refused
/args[3]->tcps_lport == 47613 || args[3]->tcps_rport == 47613 ||
    args[3]->tcps_rport == 47614/
{
	printf("%-15s %s -> %s, state %d\n", probename, args[3]->tcps_laddr,
	    args[3]->tcps_raddr, args[3]->tcps_state);
}

tcp:::state-change
/args[3]->tcps_lport == 47613 || args[3]->tcps_rport == 47613 ||
    args[3]->tcps_rport == 47614/
{
	printf("%-15s %s -> %s, %d -> %d\n", probename, args[3]->tcps_laddr,
	    args[3]->tcps_raddr, args[5]->tcps_state, args[3]->tcps_state);
}
