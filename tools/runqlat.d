#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	runqlat.d - run-queue latency: from wakeup to running
 *
 * SYNOPSIS
 *	dtrace -s runqlat.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Measures how long threads wait for a CPU once woken: from
 *	sched:::wakeup (the woken thread, args[0]) to that thread's next
 *	sched:::on-cpu, and prints the distribution of these waits in
 *	microseconds, a power-of-two histogram, at Ctrl-C.  Long waits
 *	mean CPU saturation.
 *
 * FIELDS
 *	value		the wait, in microseconds, from this value up to
 *			the next row's
 *	count		how many waits took that long
 *
 * EXAMPLES
 *	dtrace -s runqlat.d
 *
 * SEE ALSO
 *	offcputime.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing run-queue latency... Hit Ctrl-C to end.\n");
}

sched:::wakeup
{
	woken[args[0]->pr_lwpid] = timestamp;
}

sched:::on-cpu
/woken[tid]/
{
	@us = quantize((timestamp - woken[tid]) / 1000);
	woken[tid] = 0;
}

dtrace:::END
{
	printf("run-queue latency (us):");
	printa(@us);
}
