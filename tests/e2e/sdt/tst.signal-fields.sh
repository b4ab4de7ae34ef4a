# sdt: signal_generate's int fields, signed: sig, errno, code (SI_USER, 0,
# for kill(2); SI_TKILL, -6, for tgkill(2) through raise(3)), comm, pid,
# group (1 for a signal to the process, 0 to a thread) and result (0
# delivered, 1 ignored).  signals sends itself SIGUSR1 (10, handled) with
# kill(2) and SIGUSR2 (12, ignored) with raise(3).
$DTRACE -qn 'sdt:signal::signal_generate /pid == $target && args[4] == $target &&
    execname == "signals"/ {
	printf("sig %d errno %d code %d %d comm %s group %d result %d\n",
	    args[0], args[1], args[2], args[2] < 0, args[3], args[5], args[6]);
}' -c "$PROGS/signals 1 1"
