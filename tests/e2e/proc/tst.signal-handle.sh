# proc:::signal-handle fires in the receiving thread before its handler
# runs: args[0] the signal, args[1] the siginfo (si_signo, si_code SI_USER
# (0) for kill(2), the sender's pid), args[2] the handler.  Not for the
# ignored SIGUSR2s, nor for SIGKILL (its default action).
$DTRACE -qn 'proc:::signal-handle /pid == $target/ {
	printf("%d %d %d %d %d %d\n", args[0], args[1]->si_signo,
	    args[1]->si_code, args[1]->_sifields._kill._pid == pid,
	    args[2] != 0, tid == pid);
}' -c "$PROGS/signals 2 3"
$DTRACE -qn 'proc:::signal-handle /pid == $target/ { n++; }
END { printf("killed: %d\n", n); }' -c "$PROGS/signals 0 1 kill"
