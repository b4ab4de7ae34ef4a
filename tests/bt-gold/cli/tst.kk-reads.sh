# -kk names the read helper of bpftrace 0.17 by the address's space: in a
# uprobe probe_read_user(_str) (str(), buf() and a dereference of a small
# integer fail with EFAULT), in a kernel tracepoint probe_read_kernel(_str)
# (an address below the kernel's fails with ERANGE), probe_read(_str) for a
# constant ("Addrspace is not set"); an address from curtask is the
# kernel's, one held in a variable is read from either space.
. "$TESTDIR/../lib.sh"
"$BTRACE" -kk -e 'uprobe:'"$PROGS"'/ufuncs:greet
{
	printf("[%s]\n", str(arg1)); printf("%r\n", buf(arg1, 2));
	printf("%d\n", *(int8*)arg1); printf("%s\n", str(arg0));
}' -c "$PROGS/ufuncs 1"
"$BTRACE" -kk -e 'tracepoint:sched:sched_switch /cpu == 0 && @d == 0/
{
	@d = 1; printf("%d\n", *(int8*)(args->prev_pid + 8));
	printf("[%s]\n", str(args->next_pid + 8)); exit();
}
END { clear(@d); }'
"$BTRACE" -kk -e 'BEGIN { printf("%d\n", *(int16*)16); exit(); }'
# a kernel address (curtask's) in a system call's probe, a user address
# held in a variable: read, no warning
"$BTRACE" -kk -e 'tracepoint:syscalls:sys_enter_openat
    /curtask->real_parent->tgid == cpid/
{
	$p = args->filename; printf("%s %s\n", str($p), curtask->comm);
	printf("[%s]\n", str(args->filename + 100000000000)); exit();
}' -c "$PROGS/execer $PROGS/openloop -- /nonexistent/bt-gold 1"
