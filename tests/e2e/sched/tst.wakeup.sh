# sched:::wakeup fires in the waker's context, with args[0] and args[1]
# the lwpsinfo_t and psinfo_t of the thread woken: the shell waiting for
# its child is woken by the child as it exits (execname sleeper), while
# the shell is still asleep (pr_sname 'S').
$DTRACE -qn 'sched:::wakeup /args[1]->pr_pid == $target && execname == "sleeper"/ {
	@[execname, ppid == $target, args[0]->pr_lwpid == $target,
	    args[1]->pr_fname, args[0]->pr_sname] = count();
}
END { printa("%s %d %d %s %c\n", @); }' \
    -c "/bin/sh $TESTDIR/wait-child.sh $PROGS"
