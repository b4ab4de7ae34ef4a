/*
 * $pid and $ppid are those of dtrace itself, where BEGIN fires.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", pid == $pid, ppid == $ppid, $pid > 0);
	exit(0);
}
