# execsnoop in its tracepoint form: one line per execve(2) with the time
# since start in ms, the pid and the arguments (join()).  Only the
# children of the -c command are shown; time and pid are masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("%-10s %-6s %s\n", "TIME(ms)", "PID", "ARGS");
}

tracepoint:syscalls:sys_enter_execve
/curtask->real_parent->tgid == cpid/
{
	printf("%-10u %-6d ", elapsed / 1000000, pid);
	join(args->argv);
}' -c "$PROGS/execer /bin/true /nonexistent/bt-gold /bin/false -- one two" 2>/dev/null |
    sed 's/^[0-9][0-9]*  *[0-9][0-9]*  */TIME       PID    /'
