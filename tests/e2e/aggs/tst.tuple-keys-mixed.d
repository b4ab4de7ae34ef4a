/*
 * Tuple keys mixing strings and ints: each key in its own column, sorted
 * by value then by the keys in order.
 * @@flags: -q
 */
BEGIN
{
	@t["b", 2, "z"] = sum(5);
	@t["a", 1, "y"] = sum(5);
	@t["c", -3, "x"] = sum(1);
	exit(0);
}
