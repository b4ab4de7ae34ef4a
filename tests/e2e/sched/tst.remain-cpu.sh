# sched:::remain-cpu fires when a scheduling decision keeps the current
# thread on its CPU: yield calls sched_yield(2) 1000 times; whenever
# nothing else is runnable on its CPU it stays there, and remain-cpu
# fires in it, inside sched_yield.  (How many times depends on what else
# runs: only that it happened is checked.)
$DTRACE -qn 'syscall::sched_yield:entry /pid == $target/ { self->in = 1; }
syscall::sched_yield:return /self->in/ { self->in = 0; }
sched:::remain-cpu /self->in/ {
	@[execname, tid == $target, curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_onpro == cpu] = count();
}
END { printa("%s %d %c %d: %@d\n", @); }' -c "$PROGS/yield 1000" |
    sed 's/: [1-9][0-9]*$/: N/'
