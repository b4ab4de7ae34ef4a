/*
 * sum(), min() and max() as bpftrace -f json prints them: signed values,
 * keyed maps by value ascending, unkeyed ones as {"@name": value}.
 *
 * @@flags: -q -x oformat=btjson
 *
 * bpftrace:
 *	BEGIN {
 *		@s = sum(-5); @s = sum(3);
 *		@sk["a"] = sum(100); @sk["b"] = sum(-100);
 *		@sk["c"] = sum(7); @sk["c"] = sum(-2);
 *		@big = sum(5000000000); @big = sum(5000000000);
 *		@mn = min(5); @mn = min(-7); @mn = min(3);
 *		@mnk[1] = min(10); @mnk[2] = min(-10); @mnk[3] = min(0);
 *		@mx = max(-5); @mx = max(9);
 *		@mxk["x"] = max(4); @mxk["y"] = max(40);
 *		@mxk["z"] = max(3); @mxk["z"] = max(-1);
 *		exit();
 *	}
 */
BEGIN
{
	@s = sum(-5); @s = sum(3);
	@sk["a"] = sum(100); @sk["b"] = sum(-100);
	@sk["c"] = sum(7); @sk["c"] = sum(-2);
	@big = sum(5000000000); @big = sum(5000000000);
	@mn = min(5); @mn = min(-7); @mn = min(3);
	@mnk[1] = min(10); @mnk[2] = min(-10); @mnk[3] = min(0);
	@mx = max(-5); @mx = max(9);
	@mxk["x"] = max(4); @mxk["y"] = max(40);
	@mxk["z"] = max(3); @mxk["z"] = max(-1);
	exit(0);
}
