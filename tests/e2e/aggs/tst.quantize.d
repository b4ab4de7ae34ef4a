/*
 * quantize(): power-of-two buckets, rows from one empty bucket below the
 * first used one to one above the last, bars scaled to the total.
 * @@flags: -q
 */
BEGIN
{
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(1);
	@q = quantize(3);
	@q = quantize(5);
	@q = quantize(5);
	@q = quantize(5);
	@q = quantize(6);
	@q = quantize(12);
	@q = quantize(10);
	@neg = quantize(-5);
	@neg = quantize(-1);
	@neg = quantize(2);
	@w = quantize(1000, 3);
	exit(0);
}
