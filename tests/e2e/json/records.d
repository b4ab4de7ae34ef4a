/* every kind of record and aggregation, for the JSON tests */
#pragma D option quiet
BEGIN
{
	trace(42); trace("str");
	printf("%s=%d\n", "x", 7);
	@c["a", 1] = count(); @c["b", 2] = count(); @c["b", 2] = count();
	@s = sum(10); @a = avg(3); @mi = min(-4); @ma = max(9); @sd = stddev(5);
	@q = quantize(5); @l = lquantize(3, 0, 10, 5); @ll = llquantize(100, 10, 0, 3, 10);
	printa("%s %d %@u\n", @c);
	tracemem(&curthread->comm[0], 4);
	exit(0);
}
