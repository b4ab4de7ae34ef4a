# syscount in its tracepoint form: system calls counted by number and by
# process name, printed at the end (the top one of each) after a
# header; the child makes 50 getppid (110) calls.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("Counting syscalls... Hit Ctrl-C to end.\n");
}

tracepoint:raw_syscalls:sys_enter
/pid == cpid/
{
	@syscall[args->id] = count();
	@process[comm] = count();
}

END
{
	printf("\nTop 1 syscall IDs:\n");
	print(@syscall, 1);
	clear(@syscall);

	printf("\nTop 1 processes:\n");
	print(@process, 1);
	clear(@process);
}' -c "$PROGS/getppidloop 50" 2>&1 | sed 's/^@process\[getppidloop\]: [0-9]*$/@process[getppidloop]: N/'
