# progenyof(pid): the process itself and its ancestors count; others not.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d\n", progenyof(pid), progenyof(ppid), progenyof(1),
	    progenyof($1)); exit(0); }' -c "$PROGS/getppidloop 1" 999999
