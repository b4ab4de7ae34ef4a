#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	cpuprofile.d - CPU profile by user stack, as folded stacks
 *
 * SYNOPSIS
 *	dtrace -s cpuprofile.d [-c command | -p pid] > out.folded
 *	flamegraph.pl out.folded > profile.svg
 *
 * DESCRIPTION
 *	Samples every CPU 99 times a second and, when a process runs in
 *	user space, counts its name and user stack; at Ctrl-C (or the end
 *	of -c's command) prints them as folded stacks (-x oformat=folded),
 *	the input of flame-graph tools (flamegraph.pl, inferno).  The
 *	message at the start goes to stderr.
 *
 * FIELDS
 *	a line		the process's name, then the frames of its stack
 *			from the root down (module`function), joined by
 *			';', a blank, and how many samples had that stack
 *
 * EXAMPLES
 *	dtrace -s cpuprofile.d -c ./prog > prog.folded
 *	flamegraph.pl prog.folded > prog.svg
 *
 * SEE ALSO
 *	offcputime.d, docs/output.md, dtrace(1)
 */
#pragma D option quiet
#pragma D option oformat=folded

dtrace:::BEGIN
{
	printf("Sampling at 99 Hertz... Hit Ctrl-C to end.\n");
}

profile-99
/arg1/
{
	@samples[execname, ustack()] = count();
}
