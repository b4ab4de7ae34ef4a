/*
 * lquantize() as bpftrace prints lhist(): rows from the first bucket with
 * a count to the last, "(..., min)" below the range, "[max, ...)" at and
 * above it, bounds that are multiples of 1024 as K (D's step is at
 * most 65535: bt-gold/maps/tst.lhist-big.bt has M); a
 * range that is not a whole number of steps puts its last values in the
 * [max, ...) row, as bpftrace does.
 *
 * @@flags: -q -x oformat=bt
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
