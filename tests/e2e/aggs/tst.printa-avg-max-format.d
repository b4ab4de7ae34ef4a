/*
 * printa() formats of avg() (the integer mean) and max() of negatives.
 * @@flags: -q
 */
BEGIN
{
	@a["x"] = avg(3); @a["x"] = avg(4); @a["w"] = avg(-7); @a["w"] = avg(0);
	@m["y"] = max(-4); @m["y"] = max(-9);
	printa("%s %@d\n", @a);
	printa("%s %@d\n", @m);
	exit(0);
}
