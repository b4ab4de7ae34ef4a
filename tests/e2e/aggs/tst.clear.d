/* clear() zeroes the values and keeps the keys; a cleared aggregation
 * without keys prints 0 */
#pragma D option quiet

BEGIN
{
	@k["x"] = count();
	@k["y"] = count();
	@k["y"] = count();
	@u = sum(42);
	@h = lquantize(3, 0, 10, 1);
	exit(0);
}

END
{
	printa(@k);
	clear(@k);
	clear(@u);
	clear(@h);
	printa(@k);
	printa(@u);
	printa(@h);
}
