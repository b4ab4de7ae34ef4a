#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	exitsnoop.d - processes ending, with their exit status or signal
 *
 * SYNOPSIS
 *	dtrace -s exitsnoop.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each process that ends (its last thread,
 *	proc:::exit), as it happens, until Ctrl-C: how it ended, and its
 *	exit status or the signal that killed it.
 *
 * FIELDS
 *	PID		the process
 *	PPID		its parent
 *	COMM		its name (execname)
 *	HOW		1 exited, 2 killed by a signal, 3 killed and dumped
 *			core (proc:::exit's args[0], CLD_EXITED ...)
 *	CODE		the exit status (HOW 1) or the signal's number
 *			(HOW 2 and 3), from the task's exit_code
 *
 * EXAMPLES
 *	dtrace -s exitsnoop.d
 *
 * SEE ALSO
 *	newproc.d, execsnoop.d, sigsnoop.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-8s %-16s %3s %4s\n", "PID", "PPID", "COMM", "HOW",
	    "CODE");
}

proc:::exit
{
	printf("%-8d %-8d %-16s %3d %4d\n", pid, ppid, execname, args[0],
	    args[0] == 1 ? (curthread->exit_code >> 8) & 0xff :
	    curthread->exit_code & 0x7f);
}
