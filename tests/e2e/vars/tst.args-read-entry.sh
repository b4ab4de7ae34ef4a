# arg0..arg2 and args[0..2] at read(2) entry: the fd, the buffer, the
# count of 1 that readloop asks for.
$DTRACE -qn 'syscall::read:entry /pid == $target && args[2] == 1/ {
	printf("%d %d %d %d %d %d\n", arg0, args[0], arg2, args[2],
	    arg1 == (uint64_t)args[1], arg1 != 0);
	exit(0); }' -c "$PROGS/readloop 3"
