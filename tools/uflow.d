#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	uflow.d - the flow of a program's own functions, indented
 *
 * SYNOPSIS
 *	dtrace -s uflow.d -c command
 *	dtrace -s uflow.d -p pid
 *
 * DESCRIPTION
 *	Prints a line at each entry to and return from every function of
 *	the program itself (its executable, a.out: not its libraries),
 *	indented by call depth (flowindent), as the calls happen, until
 *	the program ends or Ctrl-C.  Uses the pid provider, so a process
 *	is required (-c or -p).  Calls are many: use it on short runs.
 *
 * FIELDS
 *	CPU		the CPU the call was made on
 *	FUNCTION	-> function (entry) or <- function (return)
 *
 * EXAMPLES
 *	dtrace -s uflow.d -c './prog arg'
 *
 * SEE ALSO
 *	cpuprofile.d, dtrace(1)
 */
#pragma D option flowindent

pid$target:a.out::entry,
pid$target:a.out::return
{
}
