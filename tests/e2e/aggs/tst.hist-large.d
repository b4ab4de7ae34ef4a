/*
 * Histograms over large ranges: quantize() from the most negative to the
 * largest power of two, with the empty rows between drawn; lquantize()
 * with a wide range and big step; llquantize() across many orders of
 * magnitude.
 * @@flags: -q
 */
BEGIN
{
	@q = quantize(-9223372036854775807 - 1);
	@q = quantize(-5);
	@q = quantize(0);
	@q = quantize(4611686018427387904);
	@q = quantize(9223372036854775807);
	@l = lquantize(-100000, -50000, 50000, 25000);
	@l = lquantize(12345, -50000, 50000, 25000);
	@l = lquantize(999999, -50000, 50000, 25000);
	@ll = llquantize(3, 10, 0, 9, 10);
	@ll = llquantize(123456789, 10, 0, 9, 10);
	@ll = llquantize(99999999999, 10, 0, 9, 10);
	exit(0);
}
