#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	tcpconnect.d - TCP connections made, as they are established
 *
 * SYNOPSIS
 *	dtrace -s tcpconnect.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each outgoing TCP connection once it is
 *	established (tcp:::connect-established, IPv4 and IPv6), until
 *	Ctrl-C, with the process that connected and both ends.
 *
 * FIELDS
 *	PID		the process (in whose context the handshake ended)
 *	COMM		its name (execname)
 *	LADDR		the local address
 *	LPORT		the local port
 *	RADDR		the remote address
 *	RPORT		the remote port
 *
 * EXAMPLES
 *	dtrace -s tcpconnect.d
 *	dtrace -s tcpconnect.d -c 'curl -s http://example.com/'
 *
 * SEE ALSO
 *	dtrace(1), tcp(7)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-16s %-20s %5s %-20s %5s\n", "PID", "COMM", "LADDR",
	    "LPORT", "RADDR", "RPORT");
}

tcp:::connect-established
{
	printf("%-8d %-16s %-20s %5d %-20s %5d\n", pid, execname,
	    args[3]->tcps_laddr, args[3]->tcps_lport, args[3]->tcps_raddr,
	    args[3]->tcps_rport);
}
