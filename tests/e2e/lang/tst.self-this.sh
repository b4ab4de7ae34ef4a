# self-> variables live with the thread from entry to return; this->
# variables with the clauses of one probe firing.
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	self->fd = arg0;
	this->x = 5;
}

syscall::read:entry /pid == $target && args[2] == 1/
{
	this->y = this->x * 2;
}

syscall::read:return /self->fd/
{
	printf("fd %d read %d bytes; this->x is %d here\n", self->fd, arg0,
	    this->x);
	self->fd = 0;
	n++;
}

syscall::read:return /n == 3/
{
	exit(0);
}' -c "$PROGS/readloop 3"
