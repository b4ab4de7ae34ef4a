/* histograms with negative counts: bars drawn leftwards when every count
 * is negative, both ways from a centre line when signs are mixed */
#pragma D option quiet

BEGIN
{
	@neg = quantize(4, -3);
	@neg = quantize(16, -1);
	@mix = lquantize(1, 0, 5, 1, 4);
	@mix = lquantize(2, 0, 5, 1, -2);
	@mix = lquantize(3, 0, 5, 1, 1);
	@ll = llquantize(50, 10, 0, 2, 10, -6);
	exit(0);
}
