# execname is the target's command name, a string that compares.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%s %d %d\n", execname, execname == "getppidloop",
	    strlen(execname));
	exit(0); }' -c "$PROGS/getppidloop 1"
