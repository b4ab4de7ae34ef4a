/*
 * Equal values are ordered by key, and DTrace compares integer keys as
 * unsigned (dt_aggregate_keycmp): -1 sorts after 10.
 * @@flags: -q
 */
BEGIN
{
	@[-1] = count();
	@[10] = count();
	@[2] = count();
	exit(0);
}
