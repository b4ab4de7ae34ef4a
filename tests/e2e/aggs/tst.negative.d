/*
 * Negative values in sum, min, max and avg; avg is an integer division.
 * @@flags: -q
 */
BEGIN
{
	@s = sum(-3); @s = sum(-4);
	@mi = min(-3); @mi = min(5);
	@ma = max(-3); @ma = max(-9);
	@av = avg(-3); @av = avg(-4);
	@av2 = avg(7); @av2 = avg(8);
	exit(0);
}
