# A thread-local string: set at entry, compared at return.
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	self->name = probefunc;
}

syscall::read:return /self->name == "read"/
{
	printf("%s %s\n", self->name, probename);
	exit(0);
}' -c "$PROGS/readloop 3"
