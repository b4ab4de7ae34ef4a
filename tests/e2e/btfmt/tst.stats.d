/*
 * bt's stats(): "count N, average M, total T" (the mean truncated toward
 * zero), sorted by the mean, ties by the keys' bytes, a blank line after
 * the map; a zeroed one keeps its key, a cleared one prints a blank line
 * (two: as avg()).  D has no stats(): -x lang=bt lets this D script call
 * it, as btrace's programs do.
 *
 * @@flags: -q -x lang=bt -x oformat=bt
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
