/*
 * Actions after exit() in the same clause still run and are printed:
 * exit takes effect when the clause is done.
 * @@flags: -q
 */
BEGIN
{
	exit(0);
	printf("after exit\n");
	trace(5);
	trace("\n");
}
