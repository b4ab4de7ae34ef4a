#!/usr/bin/env -S dtrace -s
/*
 * NAME
 *	opensnoop.d - files opened, as they are opened
 *
 * SYNOPSIS
 *	dtrace -s opensnoop.d [-c command | -p pid]
 *
 * DESCRIPTION
 *	Prints a line for each open(2) and openat(2) in the system when it
 *	returns, with the file descriptor or the error, until Ctrl-C.
 *	Useful to find the configuration files a program reads, or the
 *	files it fails to find.
 *
 * FIELDS
 *	PID		the process
 *	COMM		its name (execname)
 *	FD		the file descriptor returned, or -1
 *	ERR		the error (errno), 0 on success
 *	PATH		the path as the program gave it
 *
 * EXAMPLES
 *	dtrace -s opensnoop.d
 *	dtrace -s opensnoop.d -c 'cat /etc/hostname'
 *
 * SEE ALSO
 *	opensnoop.bt, syserrors.d, dtrace(1)
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%-8s %-16s %4s %3s %s\n", "PID", "COMM", "FD", "ERR", "PATH");
}

syscall::open:entry
{
	self->path = arg0;
}

syscall::openat:entry
{
	self->path = arg1;
}

syscall::open:return, syscall::openat:return
/self->path/
{
	printf("%-8d %-16s %4d %3d %s\n", pid, execname,
	    errno != 0 ? -1 : (int)arg0, errno, copyinstr(self->path));
	self->path = 0;
}
