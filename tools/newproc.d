#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	newproc.d - new processes, as they are created
 *
 * SYNOPSIS
 *	dtrace -s newproc.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each process created by fork(2), vfork(2) or
 *	clone(2) without CLONE_THREAD (proc:::create), in the parent, as it
 *	happens, until Ctrl-C.  A fork storm shows here before it shows in
 *	execsnoop.d (a forked child need not exec).
 *
 * FIELDS
 *	PPID		the parent process
 *	PCOMM		its name (execname)
 *	PID		the new process
 *
 * EXAMPLES
 *	dtrace -s newproc.d
 *
 * SEE ALSO
 *	execsnoop.d, exitsnoop.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-16s %-8s\n", "PPID", "PCOMM", "PID");
}

proc:::create
{
	printf("%-8d %-16s %-8d\n", pid, execname, args[0]->pr_pid);
}
