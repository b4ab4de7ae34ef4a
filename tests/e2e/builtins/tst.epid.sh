# epid is the enabled probe's ID: one per probe of each clause, in order.
$DTRACE -qn 'BEGIN { printf("%d\n", epid); }
syscall::getpid:entry, syscall::getppid:entry /pid == $target/ {
	printf("%s %d\n", probefunc, epid); exit(0); }' -c "$PROGS/getppidloop 1"
