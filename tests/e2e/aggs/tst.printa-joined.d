/* printa() of several aggregations joins them on their keys: a key one of
 * them lacks shows 0 there; rows sort by the first one's value */
#pragma D option quiet

BEGIN
{
	@c["a"] = count(); @c["a"] = count(); @c["a"] = count();
	@c["b"] = count();
	@c["c"] = count(); @c["c"] = count();
	@s["b"] = sum(100);
	@s["c"] = sum(-7);
	@s["d"] = sum(9);
	@m["a"] = max(17);
	printa(@c, @s, @m);
	printa("%-3s|%@4d|%@4d|%@4d|\n", @c, @s, @m);
	printa("%@d %@d %s\n", @s, @c);
	exit(0);
}
