# pidpersec's form: new processes counted from sched_process_fork and
# printed by an interval probe; here the -c command forks 3 children and
# the count is printed at the end.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("Tracing new processes...\n");
}

tracepoint:sched:sched_process_fork
/pid == cpid/
{
	@ = count();
}

END
{
	printf("new processes: ");
	print(@);
	clear(@);
}' -c "$PROGS/forker 3" 2>&1
