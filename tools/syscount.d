#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	syscount.d - system calls counted by process
 *
 * SYNOPSIS
 *	dtrace -s syscount.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Counts the system calls of every process until Ctrl-C (or until
 *	-c's command or -p's process ends), then prints one line a process,
 *	the busiest last.  Uses the syscall provider.
 *
 * FIELDS
 *	PROCESS		the process's name (execname)
 *	SYSCALLS	how many system calls it made
 *
 * EXAMPLES
 *	dtrace -s syscount.d			every process, until Ctrl-C
 *	dtrace -s syscount.d -c 'make -j2'	while make runs
 *
 * SEE ALSO
 *	syscount.bt, syserrors.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing system calls... Hit Ctrl-C to end.\n");
}

syscall:::entry
{
	@calls[execname] = count();
}

dtrace:::END
{
	printf("%-24s %10s\n", "PROCESS", "SYSCALLS");
	printa("%-24s %@10d\n", @calls);
}
