# At read(2) return arg0 and arg1 both hold the number of bytes read.
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/ { self->in = 1; }
syscall::read:return /self->in/ {
	printf("%d %d\n", arg0, arg1);
	self->in = 0;
}' -c "$PROGS/readloop 2"
