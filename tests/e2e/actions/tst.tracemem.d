/*
 * tracemem() dumps memory in hex and ASCII; a third argument shows fewer
 * bytes than were recorded.
 * @@flags: -q
 */
BEGIN
{
	tracemem(&curthread->comm[0], 16);
	tracemem(&curthread->comm[0], 32, 20);
	exit(0);
}
