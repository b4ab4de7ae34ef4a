# threadsnoop's form: a uprobe on libc's pthread_create(), one line per
# new thread with the creating process's name; the -c command creates 3.
# The pid is masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("%-6s %-16s %s\n", "PID", "COMM", "FUNC");
}

uprobe:libc:pthread_create
/pid == cpid/
{
	printf("%-6d %-16s %s\n", pid, comm, usym(arg2));
}' -c "$PROGS/threads 3 50" 2>&1 | sed 's/^[0-9][0-9]*  */PID    /'
