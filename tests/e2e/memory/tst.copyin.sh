# copyin() copies user memory into scratch memory that D reads through a
# pointer; the size may be a variable.
$DTRACE -qn 'syscall::openat:entry /pid == $target && arg1 != 0/ {
	p = (char *)copyin(arg1, 5);
	this->n = 3;
	this->q = (char *)copyin(arg1, this->n);
	printf("%c%c%c%c %c%c%c\n", p[0], p[1], p[2], p[3], this->q[0],
	    this->q[1], this->q[2]);
	exit(0); }' -c "$PROGS/openloop /tmp/x 1"
