# proc:::lwp-start fires in each new thread, before it runs its start
# routine: its tid is one that proc:::lwp-create announced, its pid the
# creator's; never proc:::start.
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-start /pid == $target/ {
	@[lwp[tid] == 1 && tid != pid && execname == "threads" &&
	    curlwpsinfo->pr_lwpid == tid] = count();
}
proc:::start /pid == $target || ppid == $target/ { @bad = count(); }
END {
	printa("lwp-start, all as expected %d: %@d\n", @);
	printa("start: %@d\n", @bad);
}' -c "$PROGS/threads 5"
