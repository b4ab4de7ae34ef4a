/* count, sum, quantize and lquantize keyed by strings and ints, for the agghist/aggpack tests */
BEGIN
{
	@h["alpha"] = sum(10); @h["beta"] = sum(30); @h["gamma"] = sum(60);
	@c[1] = count(); @c[2] = count(); @c[2] = count();
	@q["a"] = quantize(1); @q["a"] = quantize(10); @q["b"] = quantize(100); @q["b"] = quantize(100); @q["b"] = quantize(3);
	@l[3] = lquantize(3, 0, 10, 2); @l[4] = lquantize(7, 0, 10, 2); @l[4] = lquantize(-1, 0, 10, 2);
	@s = sum(5);
	exit(0);
}
