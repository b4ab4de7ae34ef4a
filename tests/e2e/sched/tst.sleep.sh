# sched:::sleep fires in a thread about to block: sleeper's nanosleep
# blocks once, in state S (SSLEEP).  An exiting thread's last switch is
# not a sleep (its state is dead, not asleep): none of those.
$DTRACE -qn 'syscall::clock_nanosleep:entry /pid == $target/ { self->in = 1; }
syscall::clock_nanosleep:return /self->in/ { self->in = 0; }
proc:::exit /pid == $target/ { self->exited = 1; }
sched:::sleep /pid == $target && self->in/ {
	@["in nanosleep", curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SSLEEP] = count();
}
sched:::sleep /pid == $target && self->exited/ {
	@["after proc:::exit", curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SSLEEP] = count();
}
END { printa("%s %c %d: %@d\n", @); }' -c "$PROGS/sleeper 100"
