# sched:::surrender fires when the kernel asks the thread running on a
# CPU to give it up: pinspin's two threads, pinned to CPU 0, take turns,
# and the one running is told to reschedule again and again.  args[0] and
# args[1] are that running thread's: on CPU 0, and running ('O') when the
# probe fires in it (from the clock tick).  (When it fires elsewhere, as
# a thread woken there preempts it, execname is that other one's.)
$DTRACE -qn 'sched:::surrender /args[1]->pr_pid == $target &&
    args[0]->pr_lwpid != $target/ {
	@[args[1]->pr_fname, args[0]->pr_onpro,
	    args[0]->pr_lwpid == tid ? args[0]->pr_sname == 0x4f : 1] = count();
	@self = sum(args[0]->pr_lwpid == tid);
}
END {
	printa("%s cpu %d state %d: %@d\n", @);
	printa("in the running thread itself: %@d\n", @self);
}' -c "$PROGS/pinspin 2 300 0" | sed 's/: [1-9][0-9]*$/: N/'
