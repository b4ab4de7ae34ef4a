/*
 * stddev(): the standard deviation (integer), also of large values.
 * @@flags: -q
 */
BEGIN
{
	@s = stddev(2); @s = stddev(4); @s = stddev(4); @s = stddev(4);
	@s = stddev(5); @s = stddev(5); @s = stddev(7); @s = stddev(9);
	@big = stddev(4000000000); @big = stddev(6000000000);
	@one = stddev(42);
	exit(0);
}
