# killsnoop in its tracepoint form: kill(2) calls with the signal, the
# target and the result, saved at entry and printed at exit; the child
# sends itself SIGUSR1 (10) three times.  Pids masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("%-6s %-16s %4s %-6s %s\n", "PID", "COMM", "SIG", "TPID", "RESULT");
}

tracepoint:syscalls:sys_enter_kill
/pid == cpid/
{
	@tpid[tid] = args->pid;
	@tsig[tid] = args->sig;
}

tracepoint:syscalls:sys_exit_kill
/@tpid[tid]/
{
	printf("%-6d %-16s %4d %-6d %d\n", pid, comm, @tsig[tid], @tpid[tid],
	    args->ret);
	printf("target is self: %d\n", @tpid[tid] == pid);
	delete(@tpid[tid]);
	delete(@tsig[tid]);
}

END
{
	clear(@tpid);
	clear(@tsig);
}' -c "$PROGS/signals 3 0" 2>&1 | sed 's/^[0-9][0-9]*  */PID    /; s/ [0-9][0-9]*  *0$/ TPID   0/'
