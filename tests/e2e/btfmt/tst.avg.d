/*
 * avg(): the mean as bpftrace computes it (integer division, truncated
 * toward zero), sorted by it, ties in the order of the keys' bytes (256
 * before 1: little-endian), and a blank line after the map.
 *
 * @@flags: -q -x oformat=bt
 *
 * bpftrace:
 *	BEGIN {
 *		@a = avg(7); @a = avg(6);
 *		@n = avg(-7); @n = avg(-6);
 *		@v[-1] = avg(-10); @v[2] = avg(3); @v[3] = avg(-4);
 *		@v[4] = avg(-7);
 *		@t[1] = avg(5); @t[256] = avg(5); @t[2] = avg(1);
 *		@u[1, "b"] = avg(1); @u[256, "a"] = avg(1); @u[1, "a"] = avg(1);
 *		@u[-1, "a"] = avg(1);
 *		@w["b"] = avg(2); @w["ab"] = avg(2); @w["a"] = avg(2);
 *		exit();
 *	}
 */
BEGIN
{
	@a = avg(7); @a = avg(6);
	@n = avg(-7); @n = avg(-6);
	@v[-1] = avg(-10); @v[2] = avg(3); @v[3] = avg(-4);
	@v[4] = avg(-7);
	@t[1] = avg(5); @t[256] = avg(5); @t[2] = avg(1);
	@u[1, "b"] = avg(1); @u[256, "a"] = avg(1); @u[1, "a"] = avg(1);
	@u[-1, "a"] = avg(1);
	@w["b"] = avg(2); @w["ab"] = avg(2); @w["a"] = avg(2);
	exit(0);
}
