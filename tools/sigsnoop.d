#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	sigsnoop.d - signals sent, by whom to whom
 *
 * SYNOPSIS
 *	dtrace -s sigsnoop.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each signal sent in the system (kill(2),
 *	tgkill(2), the kernel's own such as SIGCHLD and SIGSEGV), in the
 *	sender, as it happens, until Ctrl-C.  Uses proc:::signal-send.
 *
 * FIELDS
 *	FROM		the sending process
 *	COMM		its name (execname)
 *	SIG		the signal's number (signal(7): 9 SIGKILL, 15 SIGTERM)
 *	TO		the process it is sent to
 *	TCOMM		that process's name
 *
 * EXAMPLES
 *	dtrace -s sigsnoop.d
 *
 * SEE ALSO
 *	killsnoop.bt, exitsnoop.d, signal(7), dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-16s %4s %-8s %-16s\n", "FROM", "COMM", "SIG", "TO",
	    "TCOMM");
}

proc:::signal-send
{
	printf("%-8d %-16s %4d %-8d %-16s\n", pid, execname, args[2],
	    args[1]->pr_pid, args[1]->pr_fname);
}
