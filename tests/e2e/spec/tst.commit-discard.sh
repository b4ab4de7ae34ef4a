# The classic use: speculate on each open, commit the ones that fail,
# discard the others.
$DTRACE -qn '
syscall::openat:entry /pid == $target/
{
	self->spec = speculation();
	speculate(self->spec);
	printf("open %s\n", copyinstr(arg1));
}

syscall::openat:return /self->spec && (int)arg0 < 0/
{
	commit(self->spec);
	self->spec = 0;
}

syscall::openat:return /self->spec/
{
	discard(self->spec);
	self->spec = 0;
}' -c "$PROGS/openloop /nonexistent/file 3"
