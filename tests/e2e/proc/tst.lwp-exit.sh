# proc:::lwp-exit fires in each thread that exits while others remain;
# the last thread to go fires proc:::exit instead.  Normally the main
# thread is last; with "mainfirst" the main thread leaves first, so it is
# the one that fires lwp-exit and a created thread fires exit.
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-exit /pid == $target/ {
	@[probename, lwp[tid] == 1 ? "created" : "main"] = count();
}
proc:::exit /pid == $target/ {
	@[probename, lwp[tid] == 1 ? "created" : "main"] = count();
}
END { printa("%s in the %s thread: %@d\n", @); }' -c "$PROGS/threads 5 20"
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-exit /pid == $target/ {
	@[probename, lwp[tid] == 1 ? "created" : tid == pid ? "main" : "?"] =
	    count();
}
proc:::exit /pid == $target/ {
	@[probename, lwp[tid] == 1 ? "created" : tid == pid ? "main" : "?"] =
	    count();
}
END { printa("mainfirst: %s in the %s thread: %@d\n", @); }' \
    -c "$PROGS/threads 1 0 mainfirst"
