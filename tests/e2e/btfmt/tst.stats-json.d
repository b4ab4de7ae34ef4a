/*
 * bt's stats() in bpftrace's JSON: {"type": "stats"}, each value an
 * object {"count": N, "average": M, "total": T}; a cleared map prints
 * nothing.  D has no stats(): -x lang=bt lets this D script call it.
 *
 * @@flags: -q -x lang=bt -x oformat=btjson
 *
 * bpftrace:
 *	BEGIN {
 *		@s["b"] = stats(1); @s["ab"] = stats(1); @s["a"] = stats(1);
 *		@s["c"] = stats(-7); @s["c"] = stats(2);
 *		@u = stats(4); @u = stats(8); @u = stats(9);
 *		@z = stats(5); @e[1] = stats(2);
 *		zero(@z); clear(@e);
 *		exit();
 *	}
 */
BEGIN
{
	@s["b"] = stats(1); @s["ab"] = stats(1); @s["a"] = stats(1);
	@s["c"] = stats(-7); @s["c"] = stats(2);
	@u = stats(4); @u = stats(8); @u = stats(9);
	@z = stats(5); @e[1] = stats(2);
	clear(@z); trunc(@e);
	exit(0);
}
