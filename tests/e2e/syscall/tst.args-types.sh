# read's args[] are typed from the kernel's description: args[0] an
# unsigned int, args[2] a size_t (unsigned, 8 bytes), args[1] a pointer.
$DTRACE -qn 'syscall::read:entry /pid == $target && args[2] == 1/ {
	printf("%d %d %d %d %d\n", sizeof (args[0]), sizeof (args[1]), sizeof (args[2]),
	    args[2] - 2 > 0, args[0] - 100 > 0);
	exit(0); }' -c "$PROGS/readloop 3"
