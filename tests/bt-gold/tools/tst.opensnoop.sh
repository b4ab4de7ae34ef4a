# opensnoop in its tracepoint form: the path is saved at entry per thread,
# printed at exit with the file descriptor or the error; pids masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("%-6s %-16s %4s %3s %s\n", "PID", "COMM", "FD", "ERR", "PATH");
}

tracepoint:syscalls:sys_enter_open,
tracepoint:syscalls:sys_enter_openat
/pid == cpid/
{
	@filename[tid] = args->filename;
}

tracepoint:syscalls:sys_exit_open,
tracepoint:syscalls:sys_exit_openat
/@filename[tid]/
{
	$ret = args->ret;
	$fd = $ret >= 0 ? $ret : -1;
	$errno = $ret >= 0 ? 0 : - $ret;

	printf("%-6d %-16s %4d %3d %s\n", pid, comm, $fd, $errno,
	    str(@filename[tid]));
	delete(@filename[tid]);
}

END
{
	clear(@filename);
}' -c "$PROGS/openloop /nonexistent/bt-gold 2" 2>/dev/null | sed 's/^[0-9][0-9]*  */PID    /'
