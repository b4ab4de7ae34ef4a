/*
 * tcp:::state-change: every state the sockets of tcpconn go through, in
 * order (tcpconn's steps make the order independent of timing): the
 * listener, the client (which closes first and ends in TIME_WAIT), the
 * server side, and a connect refused.  The ephemeral port varies: the
 * client is named by its role.  A close() of a closed socket changes
 * nothing and does not fire.
 *
 * @@flags: -q -c "$PROGS/tcpconn 47611 47612"
 */
tcp:::state-change
/args[3]->tcps_lport == 47611 || args[3]->tcps_rport == 47611 ||
    args[3]->tcps_rport == 47612/
{
	this->role = args[3]->tcps_rport == 47612 ? "refused" :
	    args[3]->tcps_rport == 47611 ? "client" :
	    args[3]->tcps_rport == 0 ? "listener" : "server";
	this->s = args[5]->tcps_state;
	this->old = this->s == TCP_STATE_CLOSED ? "CLOSED" :
	    this->s == TCP_STATE_LISTEN ? "LISTEN" :
	    this->s == TCP_STATE_SYN_SENT ? "SYN_SENT" :
	    this->s == TCP_STATE_SYN_RECEIVED ? "SYN_RECEIVED" :
	    this->s == TCP_STATE_ESTABLISHED ? "ESTABLISHED" :
	    this->s == TCP_STATE_CLOSE_WAIT ? "CLOSE_WAIT" :
	    this->s == TCP_STATE_FIN_WAIT_1 ? "FIN_WAIT_1" :
	    this->s == TCP_STATE_CLOSING ? "CLOSING" :
	    this->s == TCP_STATE_LAST_ACK ? "LAST_ACK" :
	    this->s == TCP_STATE_FIN_WAIT_2 ? "FIN_WAIT_2" :
	    this->s == TCP_STATE_TIME_WAIT ? "TIME_WAIT" : "?";
	this->s = args[3]->tcps_state;
	this->new = this->s == TCP_STATE_CLOSED ? "CLOSED" :
	    this->s == TCP_STATE_LISTEN ? "LISTEN" :
	    this->s == TCP_STATE_SYN_SENT ? "SYN_SENT" :
	    this->s == TCP_STATE_SYN_RECEIVED ? "SYN_RECEIVED" :
	    this->s == TCP_STATE_ESTABLISHED ? "ESTABLISHED" :
	    this->s == TCP_STATE_CLOSE_WAIT ? "CLOSE_WAIT" :
	    this->s == TCP_STATE_FIN_WAIT_1 ? "FIN_WAIT_1" :
	    this->s == TCP_STATE_CLOSING ? "CLOSING" :
	    this->s == TCP_STATE_LAST_ACK ? "LAST_ACK" :
	    this->s == TCP_STATE_FIN_WAIT_2 ? "FIN_WAIT_2" :
	    this->s == TCP_STATE_TIME_WAIT ? "TIME_WAIT" : "?";
	/* ports: 47611 and 47612 are tcpconn's, * an ephemeral one */
	printf("%-8s %-12s -> %-12s (%d -> %d) %s:%s -> %s:%s\n",
	    this->role, this->old, this->new, args[5]->tcps_state,
	    args[3]->tcps_state, args[3]->tcps_laddr,
	    args[3]->tcps_lport == 0 || args[3]->tcps_lport == 47611 ?
	    lltostr(args[3]->tcps_lport) : "*", args[3]->tcps_raddr,
	    args[3]->tcps_rport == 0 || args[3]->tcps_rport == 47611 ||
	    args[3]->tcps_rport == 47612 ? lltostr(args[3]->tcps_rport) : "*");
}
