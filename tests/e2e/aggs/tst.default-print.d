/*
 * Aggregations not printed by printa() are printed when the program ends,
 * each after a blank line, in the order they were declared, each sorted
 * by value.
 * @@flags: -q
 */
BEGIN
{
	@c["b"] = count();
	@c["a"] = count();
	@c["a"] = count();
	@s[1] = sum(10);
	@s[2] = sum(-5);
	@s[3] = sum(7);
	@n = min(4);
	@n = min(-2);
	@x = max(4);
	@x = max(9);
	@avg = avg(1);
	@avg = avg(2);
	exit(0);
}
