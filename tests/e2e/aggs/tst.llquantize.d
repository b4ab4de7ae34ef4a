/*
 * llquantize(): log-linear buckets, keyed, with a weight; sorted by the
 * weighted sum of the buckets.
 * @@flags: -q
 */
BEGIN
{
	@["Spanky"] = llquantize(10, 10, 0, 2, 20, 20);
	@["Buckwheat"] = llquantize(4, 10, 0, 2, 20, 50);
	@["Alfalfa"] = llquantize(2, 10, 0, 2, 20, 100);
	printa(@);
	@x = llquantize(1500, 10, 0, 3, 10);
	@x = llquantize(7, 10, 0, 3, 10);
	exit(0);
}
