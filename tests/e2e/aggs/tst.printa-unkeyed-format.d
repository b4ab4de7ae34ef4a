/*
 * printa() with a format of an unkeyed aggregation.
 * @@flags: -q
 */
BEGIN
{
	@c = count(); @c = count(); @c = count(); @c = count();
	printa("count=%@d\n", @c);
	printa("[%@5d]\n", @c);
	exit(0);
}
