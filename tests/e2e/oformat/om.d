/* every kind of aggregation, for the OpenMetrics tests */
BEGIN
{
	@calls["read", 1] = count(); @calls["write", 2] = count();
	@calls["write", 2] = count();
	@bytes = sum(300);
	@lat = quantize(5); @lat = quantize(100);
	@neg = quantize(-3); @neg = quantize(0);
	@lin = lquantize(12, 0, 20, 10);
	@big = llquantize(1500, 10, 0, 4, 10);
	@avgsz = avg(10); @avgsz = avg(20);
	@sd = stddev(10); @sd = stddev(20);
	@minv = min(-4); @maxv = max(9);
	printf("to stderr\n");
	exit(0);
}
