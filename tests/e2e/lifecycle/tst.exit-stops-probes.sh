# after exit() no probe fires again: the fifth call of the target is the
# last one traced, although it keeps calling.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { printf("%d\n", ++n); }
syscall::getppid:entry /pid == $target && n == 5/ { exit(0); }' -c "$PROGS/getppidloop 100000"
