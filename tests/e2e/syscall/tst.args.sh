# typed arguments at entry (args[]) and the return value at return.
$DTRACE -qn 'syscall::read:entry /pid == $target && args[2] == 1/ {
	printf("%s %d %d\n", probename, args[0] > 2, args[2]); self->in = 1; }
syscall::read:return /self->in/ {
	printf("%s %d %d\n", probename, arg0, arg1); exit(0); }' -c "$PROGS/readloop 1"
