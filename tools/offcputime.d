#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	offcputime.d - time threads spend off CPU, by process
 *
 * SYNOPSIS
 *	dtrace -s offcputime.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Sums, for each process, the time its threads spent off CPU
 *	(blocked on I/O, locks, sleep(3), or waiting for a CPU), from
 *	sched:::off-cpu to the thread's next sched:::on-cpu, until Ctrl-C,
 *	then prints one line a process, the longest last.  Only the
 *	periods that begin after tracing starts are counted.
 *
 * FIELDS
 *	PROCESS		the process's name (execname)
 *	OFFCPU(us)	the time its threads spent off CPU, in microseconds
 *
 * EXAMPLES
 *	dtrace -s offcputime.d
 *	dtrace -s offcputime.d -c 'tar cf /tmp/x.tar /usr/share/doc'
 *
 * SEE ALSO
 *	runqlat.d, cpuprofile.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing off-CPU time... Hit Ctrl-C to end.\n");
}

sched:::off-cpu
{
	self->off = timestamp;
}

sched:::on-cpu
/self->off/
{
	@us[execname] = sum((timestamp - self->off) / 1000);
	self->off = 0;
}

dtrace:::END
{
	printf("%-24s %14s\n", "PROCESS", "OFFCPU(us)");
	printa("%-24s %@14d\n", @us);
}
