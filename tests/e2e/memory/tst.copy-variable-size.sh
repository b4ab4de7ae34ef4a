# copyinto() and bcopy() take a size computed when the clause runs, as
# DTrace's do; a size that reaches past the clause's alloca() memory is
# the fault "invalid address".
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	n = 2;
	b = (char *)alloca(8);
	copyinto(arg1 + (n++), n++, b + n++);
	printf("[%c%c%c%c%c%c]\n", b[0] ? b[0] : 46, b[1] ? b[1] : 46,
	    b[2] ? b[2] : 46, b[3] ? b[3] : 46, b[4] ? b[4] : 46,
	    b[5] ? b[5] : 46);
	bcopy("vwxyz", b, n - 3);
	printf("[%c%c%c%c%c%c]\n", b[0] ? b[0] : 46, b[1] ? b[1] : 46,
	    b[2] ? b[2] : 46, b[3] ? b[3] : 46, b[4] ? b[4] : 46,
	    b[5] ? b[5] : 46);
	exit(0); }' -c "$PROGS/openloop /tmp/abcdef 1"
$DTRACE -qn 'BEGIN { n = 8; b = (char *)alloca(8); bcopy("0123456789", b, n);
	printf("%c%c\n", b[0], b[7]); }
	BEGIN { bcopy("0123456789", (char *)alloca(8) + 1, n);
	printf("not reached\n"); }
	BEGIN { exit(0); }' 2>&1 | sed 's/(0x[0-9a-f]*)/(ADDR)/'
