#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	lockcontention.d - kernel lock contention by process and kind
 *
 * SYNOPSIS
 *	dtrace -s lockcontention.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Counts the contention events of kernel locks (the lockstat
 *	provider: a mutex or rwsem spun on or blocked on, a spinlock spun
 *	on) and sums the time waited, by process and kind of event, until
 *	Ctrl-C, then prints one line for each, the longest wait last.
 *
 * FIELDS
 *	PROCESS		the waiting process's name (execname)
 *	EVENT		adaptive-spin, adaptive-block (mutexes), rw-spin,
 *			rw-block (rwsems), spin-spin (spinlocks)
 *	COUNT		how many times it waited
 *	WAIT(ns)	the time it waited, in nanoseconds
 *
 * EXAMPLES
 *	dtrace -s lockcontention.d
 *
 * SEE ALSO
 *	lockstat(1), plockstat(1), dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing kernel lock contention... Hit Ctrl-C to end.\n");
}

lockstat:::adaptive-spin, lockstat:::adaptive-block, lockstat:::rw-spin,
lockstat:::rw-block, lockstat:::spin-spin
{
	@n[execname, probename] = count();
	@ns[execname, probename] = sum(args[1]);
}

dtrace:::END
{
	printf("%-20s %-16s %8s %14s\n", "PROCESS", "EVENT", "COUNT",
	    "WAIT(ns)");
	printa("%-20s %-16s %@8d %@14d\n", @n, @ns);
}
