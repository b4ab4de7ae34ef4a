# proc:::lwp-start fires in each new thread, before it runs its start
# routine: its tid is one that proc:::lwp-create announced, its pid the
# creator's; never proc:::start.
$DTRACE -qn 'proc:::lwp-create /pid == $target/ { lwp[args[0]->pr_lwpid] = 1; }
proc:::lwp-start /pid == $target/ {
	n++;
	ok += lwp[tid] && tid != pid && execname == "threads" &&
	    curlwpsinfo->pr_lwpid == tid;
}
proc:::start /pid == $target || ppid == $target/ { bad++; }
END { printf("lwp-start %d ok %d start %d\n", n, ok, bad); }' \
    -c "$PROGS/threads 5"
