/*
 * At the end, aggregations are printed in the order they first appear in
 * the program, not by name or by clause.
 * @@flags: -q
 */
BEGIN
{
	@zeta = count();
	@beta = sum(7);
}

BEGIN
{
	@alpha = max(3);
	@zeta = count();
	exit(0);
}
