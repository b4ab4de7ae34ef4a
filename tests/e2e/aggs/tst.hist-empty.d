/* cleared histograms print the rows DTrace shows when there is no data:
 * -1 0 1 for quantize, the first three rows for lquantize, the first two
 * for llquantize */
#pragma D option quiet

BEGIN
{
	@q = quantize(100);
	@l = lquantize(7, 0, 10, 2);
	@ll = llquantize(500, 10, 1, 3, 10);
	clear(@q);
	clear(@l);
	clear(@ll);
	exit(0);
}
