# -k: signal() fails where the current task is a kernel thread (one, or
# the idle task, switching out on CPU 0: PF_KTHREAD): bpftrace 0.17's
# "Failed to send_signal: Operation not permitted (-1)"; nothing without
# -k.
. "$TESTDIR/../lib.sh"
prog='tracepoint:sched:sched_switch
    /cpu == 0 && (curtask->flags & 0x200000) != 0 && @done == 0/
{
	@done = 1; signal("SIGUSR1"); exit();
}
END { clear(@done); }'
"$BTRACE" --unsafe -k -e "$prog"
"$BTRACE" --unsafe -f json -k -e "$prog"
"$BTRACE" --unsafe -e "$prog"
