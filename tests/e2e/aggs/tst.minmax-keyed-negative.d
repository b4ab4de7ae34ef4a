/*
 * Keyed min(), max() and sum() of negative values, each sorted by value.
 * @@flags: -q
 */
BEGIN
{
	@mn["a"] = min(-5); @mn["a"] = min(3); @mn["b"] = min(-10);
	@mx["a"] = max(-5); @mx["a"] = max(-8); @mx["b"] = max(0);
	@s["x"] = sum(-3); @s["y"] = sum(2); @s["x"] = sum(-4);
	exit(0);
}
