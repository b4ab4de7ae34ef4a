/*
 * BEGIN fires in the dtrace process itself.
 * @@flags: -q
 */
BEGIN
{
	printf("%s %d\n", execname, pid == $pid);
	exit(0);
}
