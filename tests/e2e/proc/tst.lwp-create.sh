# proc:::lwp-create fires in the creating thread for each new thread
# (never proc:::create): args[0] is the new thread's lwpsinfo_t, args[1]
# its psinfo_t, which is the creator's process.
$DTRACE -qn 'proc:::lwp-create /pid == $target/ {
	@[args[0]->pr_lwpid != tid && args[0]->pr_lwpid != pid &&
	    args[1]->pr_pid == pid && args[1]->pr_ppid == ppid &&
	    args[1]->pr_fname == "threads" && tid == pid] = count();
}
proc:::create /pid == $target/ { @bad = count(); }
END {
	printa("lwp-create, all as expected %d: %@d\n", @);
	printa("create: %@d\n", @bad);
}' -c "$PROGS/threads 5"
