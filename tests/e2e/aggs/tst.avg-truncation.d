/*
 * avg() prints the integer mean, truncated toward zero.
 * @@flags: -q
 */
BEGIN
{
	@a = avg(1); @a = avg(2);
	@b = avg(-1); @b = avg(-2);
	@c = avg(10); @c = avg(0); @c = avg(0);
	@d = avg(-10); @d = avg(3);
	exit(0);
}
