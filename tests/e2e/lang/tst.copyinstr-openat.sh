# copyinstr() of openat(2)'s path argument, and a string comparison on it.
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	this->p = copyinstr(arg1);
	printf("%s %d\n", this->p, this->p == "/etc/hostname"); }' \
    -c "$PROGS/openloop /etc/hostname 2" | grep hostname
