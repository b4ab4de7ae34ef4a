# sched:::off-cpu fires in the thread leaving the CPU, with args[0] and
# args[1] the lwpsinfo_t and psinfo_t of the thread coming on: the next
# sched:::on-cpu on that CPU fires in exactly that thread (but for the rare
# time that thread is a new one, whose very first run on-cpu does not see:
# INCOMPATIBILITIES.md), so nine times in ten at least, over the 50
# sleeps of ufuncs.
$DTRACE -qn 'BEGIN { same = 0; other = 0; }
sched:::off-cpu {
	nxt[cpu] = args[0]->pr_lwpid + 1;
	nxtpid[cpu] = args[1]->pr_pid;
	from[cpu] = pid == $target && execname == "ufuncs";
}
sched:::off-cpu /pid == $target && execname == "ufuncs"/ {
	@["off-cpu in the target, args for another thread",
	    curlwpsinfo->pr_lwpid == tid && args[0]->pr_lwpid != tid] =
	    count();
}
sched:::on-cpu /from[cpu]/ {
	same += tid + 1 == nxt[cpu] && pid == nxtpid[cpu];
	other += tid + 1 != nxt[cpu] || pid != nxtpid[cpu];
	from[cpu] = 0;
}
END {
	printa("%s %d: %@d\n", @);
	printf("on-cpu next on that CPU in that thread: %s\n",
	    same > 0 && other * 10 <= same ? "9 times in 10 at least" :
	    "no");
}' -c "$PROGS/ufuncs 50 2" |
    sed 's/: [1-9][0-9]*$/: N/'
