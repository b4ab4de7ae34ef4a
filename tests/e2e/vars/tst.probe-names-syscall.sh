# probeprov, probemod, probefunc and probename at a syscall's entry and
# return.
$DTRACE -qn '
syscall::read:entry /pid == $target && arg2 == 1/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	self->in = 1;
}

syscall::read:return /self->in/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	exit(0);
}' -c "$PROGS/readloop 3"
