/*
 * exit(7): dtrace exits with status 7 after printing the clause's output.
 * @@flags: -q
 * @@exit: 7
 */
BEGIN
{
	printf("before\n");
	exit(7);
}
