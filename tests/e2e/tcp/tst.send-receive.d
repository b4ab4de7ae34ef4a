/*
 * tcp:::send and tcp:::receive: the two data segments of tcpconn's
 * connection (the client's 100 bytes, the server's 200), each sent then
 * received, with the headers and the sending or receiving connection;
 * then how many segments with SYN, FIN or RST each probe saw.  receive
 * fires in ESTABLISHED only: the server's FIN, which reaches the client
 * in FIN_WAIT_2, is not seen.
 *
 * @@flags: -q -c "$PROGS/tcpconn 47611 47612"
 */
tcp:::send, tcp:::receive
/(args[4]->tcp_sport == 47611 || args[4]->tcp_dport == 47611) &&
    args[2]->ip_plength - args[4]->tcp_offset > 0/
{
	printf("%-7s %s -> %s ip%d: %d bytes, %s -> %s, flags %x\n", probename,
	    args[2]->ip_saddr, args[2]->ip_daddr, args[2]->ip_ver,
	    args[2]->ip_plength - args[4]->tcp_offset,
	    args[4]->tcp_sport == 47611 ? "server" : "client",
	    args[4]->tcp_dport == 47611 ? "server" : "client",
	    args[4]->tcp_flags);
	printf("        connection %s:%s -> %s:%s, %s, retransmit %d\n",
	    args[3]->tcps_laddr, args[3]->tcps_lport == 47611 ? "47611" : "*",
	    args[3]->tcps_raddr, args[3]->tcps_rport == 47611 ? "47611" : "*",
	    args[3]->tcps_state == TCP_STATE_ESTABLISHED ? "ESTABLISHED" : "?",
	    args[3]->tcps_retransmit);
	printf("        seq is the next to %s: %d, ack is the next to %s: %d\n",
	    probename == "send" ? "send" : "receive",
	    args[4]->tcp_seq == (probename == "send" ? args[3]->tcps_snxt :
	    args[3]->tcps_rnxt),
	    probename == "send" ? "receive" : "send",
	    args[4]->tcp_ack == (probename == "send" ? args[3]->tcps_rnxt :
	    args[3]->tcps_snxt));
}

tcp:::send, tcp:::receive
/(args[4]->tcp_sport == 47611 || args[4]->tcp_dport == 47611 ||
    args[4]->tcp_sport == 47612 || args[4]->tcp_dport == 47612) &&
    (args[4]->tcp_flags & (TH_SYN | TH_FIN | TH_RST)) != 0/
{
	@[probename, args[4]->tcp_flags & TH_SYN ? "SYN" : "",
	    args[4]->tcp_flags & TH_FIN ? "FIN" : "",
	    args[4]->tcp_flags & TH_RST ? "RST" : "",
	    args[4]->tcp_flags & TH_ACK ? "ACK" : ""] = count();
}

END
{
	printa("%-8s %-4s %-4s %-4s %-4s %@d\n", @);
}
