# sched:::change-pri fires when priority inheritance changes a thread's
# priority: pilock's main thread holds a PTHREAD_PRIO_INHERIT mutex that a
# SCHED_FIFO thread of priority 10 (kernel priority 89) waits for.  It
# fires for the main thread (args[0], args[1]) twice: lent 89 when the
# waiter blocks (in the waiter), back to 120 when it unlocks (in itself);
# args[0]->pr_pri is the priority it had until then.  With a waiter of
# the same priority, nothing changes and it does not fire.
if ! err=$("$PROGS/pilock" 10 2>&1); then
	echo "cannot run a SCHED_FIFO thread here: $err" >&2
	exit 77
fi
$DTRACE -qn 'sched:::change-pri /args[1]->pr_pid == $target/ {
	printf("%d from %d, for the main thread %d, fired in the %s thread\n",
	    args[2], args[0]->pr_pri, args[0]->pr_lwpid == $target,
	    tid == $target ? "main" : "other");
}' -c "$PROGS/pilock 10"
$DTRACE -qn 'sched:::change-pri /args[1]->pr_pid == $target/ { @ = count(); }
END { printa("same priority: %@d\n", @); }' -c "$PROGS/pilock"
