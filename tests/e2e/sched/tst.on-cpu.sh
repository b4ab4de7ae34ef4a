# sched:::on-cpu fires in the thread that now runs: pid, tid and execname
# are the target's, the thread is on this very CPU (pr_onpro, pr_sname
# 'O', SONPROC), and the sleep of 100 ms is seen once, as an off-cpu
# followed by an on-cpu at least 90 ms later.  (How often the target is
# preempted besides depends on the machine: not counted.)
$DTRACE -qn 'sched:::off-cpu /pid == $target && execname == "sleeper"/ {
	self->ts = timestamp;
}
sched:::on-cpu /self->ts/ {
	@[execname, curlwpsinfo->pr_onpro == cpu, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SONPROC, tid == $target] = count();
	@long = sum(timestamp - self->ts >= 90000000);
	self->ts = 0;
}
END {
	printa("%s %d %c %d %d: %@d\n", @);
	printa("back after 90 ms or more: %@d\n", @long);
}' -c "$PROGS/sleeper 100" | sed '/^back/!s/: [1-9][0-9]*$/: N/'
