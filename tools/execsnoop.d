#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	execsnoop.d - new programs, as they are executed
 *
 * SYNOPSIS
 *	dtrace -s execsnoop.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each successful exec(2) in the system, as it
 *	happens, until Ctrl-C: short-lived processes that top(1) never
 *	shows included.  Uses proc:::exec-success.
 *
 * FIELDS
 *	PID		the process that executed the program
 *	PPID		its parent
 *	COMM		the program's name (execname, after the exec)
 *	ARGS		its arguments (the first 80 characters)
 *
 * EXAMPLES
 *	dtrace -s execsnoop.d
 *	dtrace -s execsnoop.d -c 'make'		what make runs
 *
 * SEE ALSO
 *	execsnoop.bt, newproc.d, exitsnoop.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-8s %-16s %s\n", "PID", "PPID", "COMM", "ARGS");
}

proc:::exec-success
{
	printf("%-8d %-8d %-16s %s\n", pid, ppid, execname,
	    curpsinfo->pr_psargs);
}
