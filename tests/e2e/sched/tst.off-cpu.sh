# sched:::off-cpu fires in the thread leaving the CPU, with args[0] and
# args[1] the lwpsinfo_t and psinfo_t of the thread coming on: the next
# sched:::on-cpu on that CPU fires in exactly that thread.
$DTRACE -qn 'sched:::off-cpu {
	nxt[cpu] = args[0]->pr_lwpid + 1;
	nxtpid[cpu] = args[1]->pr_pid;
	from[cpu] = pid == $target && execname == "sleeper";
}
sched:::off-cpu /pid == $target && execname == "sleeper"/ {
	@["off-cpu in the target, args for another thread",
	    curlwpsinfo->pr_lwpid == tid && args[0]->pr_lwpid != tid] =
	    count();
}
sched:::on-cpu /from[cpu]/ {
	@["on-cpu next on that CPU in that thread",
	    tid + 1 == nxt[cpu] && pid == nxtpid[cpu]] = count();
	from[cpu] = 0;
}
END { printa("%s %d: %@d\n", @); }' -c "$PROGS/sleeper 100" |
    sed 's/: [1-9][0-9]*$/: N/'
