/*
 * quantize() as bpftrace -f json prints hist(): {"type": "hist"}, a list
 * of the buckets from the first to the last with a count, each with its
 * "min" and "max" ("max" -1 alone for negative values); the [2G, 4G)
 * bucket's bounds are bpftrace 0.17's, computed in 32-bit ints
 * (-2147483648 and 0); keys sorted by their total count.
 *
 * @@flags: -q -x oformat=btjson
 *
 * bpftrace:
 *	BEGIN {
 *		@h = hist(-5); @h = hist(-1); @h = hist(0); @h = hist(1);
 *		@h = hist(1); @h = hist(3); @h = hist(4); @h = hist(7);
 *		@h = hist(1023); @h = hist(1024); @h = hist(1048576);
 *		@big = hist(1073741824); @big = hist(2147483647);
 *		@big = hist(3221225472); @big = hist(1099511627776);
 *		@big = hist(9223372036854775807);
 *		@bar = hist(1); @bar = hist(2); @bar = hist(2); @bar = hist(2);
 *		@bar = hist(4); @bar = hist(4); @bar = hist(4); @bar = hist(4);
 *		@bar = hist(4); @bar = hist(4); @bar = hist(4);
 *		@k["b"] = hist(2000); @k["a"] = hist(-1); @k["a"] = hist(0);
 *		@k["c"] = hist(5); @k["c"] = hist(5); @k["c"] = hist(6);
 *		@tie[2] = hist(8); @tie[1] = hist(9);
 *		exit();
 *	}
 */
BEGIN
{
	@h = quantize(-5); @h = quantize(-1); @h = quantize(0); @h = quantize(1);
	@h = quantize(1); @h = quantize(3); @h = quantize(4); @h = quantize(7);
	@h = quantize(1023); @h = quantize(1024); @h = quantize(1048576);
	@big = quantize(1073741824); @big = quantize(2147483647);
	@big = quantize(3221225472); @big = quantize(1099511627776);
	@big = quantize(9223372036854775807);
	@bar = quantize(1); @bar = quantize(2); @bar = quantize(2);
	@bar = quantize(2); @bar = quantize(4); @bar = quantize(4);
	@bar = quantize(4); @bar = quantize(4); @bar = quantize(4);
	@bar = quantize(4); @bar = quantize(4);
	@k["b"] = quantize(2000); @k["a"] = quantize(-1); @k["a"] = quantize(0);
	@k["c"] = quantize(5); @k["c"] = quantize(5); @k["c"] = quantize(6);
	@tie[2] = quantize(8); @tie[1] = quantize(9);
	exit(0);
}
