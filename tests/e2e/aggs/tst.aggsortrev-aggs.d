/*
 * At exit DTrace sorts the entries of all aggregations with one
 * comparison, the aggregation first (one after the other, without a
 * blank line between them): aggsortrev reverses the order of
 * the aggregations as well as that of their entries.
 * @@flags: -q -x aggsortrev
 */
BEGIN
{
	@first["a"] = sum(1);
	@first["b"] = sum(2);
	@second["c"] = sum(3);
	@second["d"] = sum(4);
	exit(0);
}
