# proc:::signal-send fires in the sender of a signal that is not ignored:
# args[0] is the receiving thread's lwpsinfo_t, args[1] its process's
# psinfo_t, args[2] the signal.  signals sends itself SIGUSR1 (10) with
# kill(2) twice (handled) and SIGUSR2 (12) three times (ignored: not
# signal-send); the shell sends its child SIGTERM (15).
$DTRACE -qn 'proc:::signal-send /pid == $target && execname == "signals"/ {
	printf("%d to self %d %d\n", args[2], args[1]->pr_pid == pid,
	    args[0]->pr_lwpid == tid);
}' -c "$PROGS/signals 2 3"
$DTRACE -qn 'proc:::signal-send /pid == $target && args[2] == 15/ {
	printf("%d to child %d %d %d %d\n", args[2], args[1]->pr_pid != pid,
	    args[1]->pr_ppid == pid, args[0]->pr_lwpid == args[1]->pr_pid,
	    execname == "sh");
}' -c "/bin/sh $TESTDIR/kill-child.sh $PROGS"
