/*
 * char and short keys print as " %3d" and " %5d" of the unsigned byte
 * and halfword (as in Oracle's aggs/tst.signedkeys.r).
 * @@flags: -q
 */
BEGIN
{
	@c[(char)-2] = sum(-2);
	@c[(char)1] = sum(1);
	@s[(short)-2] = sum(-2);
	@s[(short)1] = sum(1);
	exit(0);
}
