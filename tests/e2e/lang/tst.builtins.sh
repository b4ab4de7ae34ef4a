# The built-in variables agree with the process that fires the probe.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %s %d %d %d\n", pid == $target, tid == pid,
	    ppid > 1, execname, uid, gid, cpu >= 0);
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	printf("%d %d %d\n", timestamp > 0, vtimestamp > 0,
	    walltimestamp > 1600000000000000000);
	exit(0); }' -c "$PROGS/getppidloop 1"
