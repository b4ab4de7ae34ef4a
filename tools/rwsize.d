#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	rwsize.d - sizes of read(2) and write(2) calls, by process
 *
 * SYNOPSIS
 *	dtrace -s rwsize.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Records the bytes each successful read(2) and write(2) returned,
 *	by process and call, and prints their distributions (power-of-two
 *	histograms) at Ctrl-C.  Many tiny reads or writes are a classic
 *	cause of overhead.
 *
 * FIELDS
 *	process, call	the process's name and read or write
 *	value		the bytes, from this value up to the next row's
 *	count		how many calls returned that many
 *
 * EXAMPLES
 *	dtrace -s rwsize.d
 *	dtrace -s rwsize.d -c 'cp /usr/bin/dtrace /tmp'
 *
 * SEE ALSO
 *	biolatency.d, syscount.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing read and write sizes... Hit Ctrl-C to end.\n");
}

syscall::read:return, syscall::write:return
/(int64_t)arg0 >= 0/
{
	@bytes[execname, probefunc] = quantize(arg0);
}

dtrace:::END
{
	printa("\n%s %s (bytes):\n%@d", @bytes);
}
