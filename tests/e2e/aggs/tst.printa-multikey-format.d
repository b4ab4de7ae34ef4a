/*
 * printa() with a format consuming three keys in order, then the value.
 * @@flags: -q
 */
BEGIN
{
	@m["x", 1, "p"] = sum(30);
	@m["y", 22, "q"] = sum(10);
	@m["z", -3, "r"] = sum(20);
	printa("%s:%d:%s %@d\n", @m);
	exit(0);
}
