# sdt: sched_switch's char[16] comm, pid_t and long fields, signed loads,
# and the probe's names.
$DTRACE -qn 'sdt:sched::sched_switch /args[1] == $target && execname == "sleeper" && args[3] != 0/ {
	printf("%s %d %d %d %s:%s:%s:%s\n", args[0], args[0] == execname,
	    args[1] == tid, args[3] > 0, probeprov, probemod, probefunc,
	    probename);
	exit(0);
}' -c "$PROGS/sleeper 200"
