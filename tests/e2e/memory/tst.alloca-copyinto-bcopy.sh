# alloca() gives zeroed scratch memory for the clause; copyinto() and
# bcopy() fill it.
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	b = (char *)alloca(8);
	printf("%d ", b[0]);
	copyinto(arg1, 4, b);
	printf("%c%c%c%c %d ", b[0], b[1], b[2], b[3], b[4]);
	bcopy(&curthread->comm[0], b, 3);
	printf("%c%c%c\n", b[0], b[1], b[2]);
	exit(0); }' -c "$PROGS/openloop /tmp/x 1"
