# pid and tid of a single-threaded target are its pid; its parent is
# dtrace itself ($pid).
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d\n", pid == $target, tid == $target,
	    ppid == $pid, pid != $pid);
	exit(0); }' -c "$PROGS/getppidloop 1"
