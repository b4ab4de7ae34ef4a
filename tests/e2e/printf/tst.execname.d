/*
 * execname in BEGIN is dtrace itself; widths and precision apply to it.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%-8s] [%8s] [%.3s]\n", execname, execname, execname,
	    execname);
	exit(0);
}
