# A thread-local variable set at read(2) entry is seen at its return in
# the same thread, then cleared.
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	self->fd = arg0;
	self->count = arg2;
}

syscall::read:return /self->fd/
{
	printf("fd %d count %d returned %d\n", self->fd, self->count, arg0);
	self->fd = 0;
	self->count = 0;
}' -c "$PROGS/readloop 3"
