/*
 * lquantize(): linear buckets with < low and >= high rows; a step.
 * @@flags: -q
 */
BEGIN
{
	@a = lquantize(0, 0, 10);
	@a = lquantize(1, 0, 10);
	@a = lquantize(1, 0, 10);
	@a = lquantize(2, 0, 10);
	@b = lquantize(-5, 0, 100, 10);
	@b = lquantize(15, 0, 100, 10);
	@b = lquantize(15, 0, 100, 10);
	@b = lquantize(150, 0, 100, 10);
	exit(0);
}
