# A thread-local variable starts at 0 and keeps its value from one firing
# to the next in the same thread (++ creates it: DTrace refuses a read
# that comes before any assignment in the program).
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	self->n++;
	printf("%d\n", self->n);
}' -c "$PROGS/readloop 3"
