# A thread-local variable starts at 0 and keeps its value from one firing
# to the next in the same thread.
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	printf("%d\n", self->n);
	self->n++;
}' -c "$PROGS/readloop 3"
