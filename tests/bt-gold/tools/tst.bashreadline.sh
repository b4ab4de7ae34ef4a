# bashreadline's form on the trigger program's readline(): the line
# returned, with time and pid (masked), after a header.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
BEGIN
{
	printf("Tracing bash commands... Hit Ctrl-C to end.\n");
	printf("%-9s %-6s %s\n", "TIME", "PID", "COMMAND");
}

uretprobe:$1:readline
{
	time("%H:%M:%S  ");
	printf("%-6d %s\n", pid, str(retval));
}' "$PROGS/ufuncs" -c "$PROGS/ufuncs 4" 2>&1 |
    sed 's/^[0-9][0-9]:[0-9][0-9]:[0-9][0-9]  [0-9][0-9]* */HH:MM:SS  PID    /'
