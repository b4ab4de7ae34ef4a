# proc:::signal-discard fires in the sender of a signal the receiver
# ignores, with the same arguments as signal-send: the SIGUSR2s (12) that
# signals sends itself with SIGUSR2 set to SIG_IGN, and the SIGCHLD (17)
# each of forker's children sends it at exit (SIGCHLD's default action is
# to ignore it).  The handled SIGUSR1 (10) is not discarded.
$DTRACE -qn 'proc:::signal-discard /pid == $target && args[1]->pr_pid == $target &&
    execname == "signals"/ {
	@[args[2], args[1]->pr_pid == pid, args[0]->pr_lwpid == tid] = count();
}
END { printa("signals: %d to self %d %d: %@d\n", @); }' -c "$PROGS/signals 2 3"
$DTRACE -qn 'proc:::signal-discard /ppid == $target && args[1]->pr_pid == $target/ {
	@[args[2], execname, args[0]->pr_lwpid == $target] = count();
}
END { printa("children: %d from %s to parent %d: %@d\n", @); }' \
    -c "$PROGS/forker 4"
