# count() and sum() from a syscall probe of a trigger, exact.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @calls = count();
	@by[probefunc] = count(); @total = sum(2); }' -c "$PROGS/getppidloop 50"
