#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	syserrors.d - failed system calls by process, call and errno
 *
 * SYNOPSIS
 *	dtrace -s syserrors.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Counts the system calls that returned an error, by process, system
 *	call and error number, until Ctrl-C (or the end of -c's command),
 *	then prints one line for each, the most frequent last.  The error
 *	numbers are those of errno(3) (2 is ENOENT, 13 EACCES ...).
 *
 * FIELDS
 *	PROCESS		the process's name (execname)
 *	SYSCALL		the system call (probefunc)
 *	ERRNO		the error it returned (errno)
 *	COUNT		how many times
 *
 * EXAMPLES
 *	dtrace -s syserrors.d
 *	dtrace -s syserrors.d -c 'ls /nonexistent'
 *
 * SEE ALSO
 *	syscount.d, opensnoop.d, errno(3), dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing failed system calls... Hit Ctrl-C to end.\n");
}

syscall:::return
/errno != 0/
{
	@errs[execname, probefunc, errno] = count();
}

dtrace:::END
{
	printf("%-20s %-20s %5s %8s\n", "PROCESS", "SYSCALL", "ERRNO", "COUNT");
	printa("%-20s %-20s %5d %@8d\n", @errs);
}
