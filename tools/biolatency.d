#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	biolatency.d - block I/O latency histogram, by device
 *
 * SYNOPSIS
 *	dtrace -s biolatency.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Measures each block I/O request from io:::start (issued to the
 *	device) to io:::done (completed), and prints for each device the
 *	distribution of the times in microseconds, a power-of-two
 *	histogram, at Ctrl-C.
 *
 * FIELDS
 *	device		the disk (args[1]->dev_statname: vda, sda, nvme0n1)
 *	value		the time, in microseconds, from this value up to
 *			the next row's
 *	count		how many requests took that long
 *
 * EXAMPLES
 *	dtrace -s biolatency.d
 *	dtrace -s biolatency.d -c 'dd if=/dev/zero of=f bs=64k count=16 oflag=direct'
 *
 * SEE ALSO
 *	rwsize.d, iostat(1), dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing block I/O... Hit Ctrl-C to end.\n");
}

io:::start
{
	start[arg0] = timestamp;
}

io:::done
/start[arg0]/
{
	@us[args[1]->dev_statname] = quantize((timestamp - start[arg0]) / 1000);
	start[arg0] = 0;
}

dtrace:::END
{
	printa("\n%s (us):\n%@d", @us);
}
