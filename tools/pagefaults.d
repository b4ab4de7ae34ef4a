#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	pagefaults.d - user page faults by process
 *
 * SYNOPSIS
 *	dtrace -s pagefaults.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Counts the page faults taken in user space (the kernel's
 *	exceptions:page_fault_user tracepoint, as sdt:exceptions::), by
 *	process, until Ctrl-C, then prints one line a process, the most
 *	last.  A program that faults a lot touches new memory a lot.
 *
 * FIELDS
 *	PROCESS		the process's name (execname)
 *	FAULTS		its page faults
 *
 * EXAMPLES
 *	dtrace -s pagefaults.d
 *
 * SEE ALSO
 *	syscount.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing user page faults... Hit Ctrl-C to end.\n");
}

sdt:exceptions::page_fault_user
{
	@faults[execname] = count();
}

dtrace:::END
{
	printf("%-24s %10s\n", "PROCESS", "FAULTS");
	printa("%-24s %@10d\n", @faults);
}
