# sdt: a tracepoint's bool (1-byte, unsigned) field: sched_process_exit's
# group_dead is false for each of threads' 3 threads that exits while the
# main thread remains, true for the main thread, the last.
$DTRACE -qn 'sdt:sched::sched_process_exit /pid == $target/ {
	@[args[3], sizeof (args[3]), args[0], tid == pid, args[1] == tid] =
	    count();
}
END { printa("group_dead %d size %d %s main %d pid %d: %@d\n", @); }' \
    -c "$PROGS/threads 3"
