/*
 * lquantize() as bpftrace -f json prints lhist(): {"type": "hist"}, the
 * buckets from the first with a count to the last, {"max": min - 1} below
 * the range, {"min": max} at and above it.
 *
 * @@flags: -q -x oformat=btjson
 *
 * bpftrace:
 *	BEGIN {
 *		@l = lhist(-5, 0, 4096, 1024); @l = lhist(5000, 0, 4096, 1024);
 *		@l = lhist(1500, 0, 4096, 1024); @l = lhist(1500, 0, 4096, 1024);
 *		@m = lhist(3, 10, 20, 5); @m = lhist(25, 10, 20, 5);
 *		@m = lhist(12, 10, 20, 5);
 *		@o = lhist(7, 0, 10, 3); @o = lhist(9, 0, 10, 3);
 *		@o = lhist(10, 0, 10, 3);
 *		@k["x"] = lhist(55, 0, 100, 10); @k["x"] = lhist(55, 0, 100, 10);
 *		@k["y"] = lhist(5, 0, 100, 10);
 *		exit();
 *	}
 */
BEGIN
{
	@l = lquantize(-5, 0, 4096, 1024); @l = lquantize(5000, 0, 4096, 1024);
	@l = lquantize(1500, 0, 4096, 1024); @l = lquantize(1500, 0, 4096, 1024);
	@m = lquantize(3, 10, 20, 5); @m = lquantize(25, 10, 20, 5);
	@m = lquantize(12, 10, 20, 5);
	@o = lquantize(7, 0, 10, 3); @o = lquantize(9, 0, 10, 3);
	@o = lquantize(10, 0, 10, 3);
	@k["x"] = lquantize(55, 0, 100, 10); @k["x"] = lquantize(55, 0, 100, 10);
	@k["y"] = lquantize(5, 0, 100, 10);
	exit(0);
}
