# timestamp grows from a syscall's entry to its return, vtimestamp does
# not go back, and walltimestamp is a plausible date (2020 to 2100).
$DTRACE -qn '
syscall::read:entry /pid == $target && args[2] == 1/
{
	self->ts = timestamp;
	self->vts = vtimestamp;
}

syscall::read:return /self->ts/
{
	printf("%d %d %d %d\n", timestamp > self->ts, vtimestamp >= self->vts,
	    walltimestamp > 1577836800000000000,
	    walltimestamp < 4102444800000000000);
	exit(0);
}' -c "$PROGS/readloop 3"
