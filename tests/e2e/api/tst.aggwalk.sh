# dtrace_aggregate_walk() through the public API (tests/api/apitest.c):
# every aggregating function's value in full, over known values.  The
# expected buckets follow DTrace's definitions: quantize's power-of-two
# ranges (-7..-4 in the bucket of -4, 4..7 in 4's), lquantize(x, 0, 10, 2)
# steps of 2 between an underflow and an overflow bucket,
# llquantize(x, 10, 0, 2, 10) steps of 1 below 10, of 10 below 100, of
# 100 below 1000; avg(2, 4, 9) = 15 / 3; stddev of 2 4 4 4 5 5 7 9 is
# sqrt(232 / 8 - 5 * 5) = 2; keys of several types, symbols by name.
a=$(awk '$3 == "vfs_read" { print $1; exit }' /proc/kallsyms)
$B/api/apitest '
BEGIN
{
	@q = quantize(0); @q = quantize(1); @q = quantize(3); @q = quantize(4);
	@q = quantize(7); @q = quantize(8); @q = quantize(-5);
	@q = quantize(1000);
	@l = lquantize(-3, 0, 10, 2); @l = lquantize(0, 0, 10, 2);
	@l = lquantize(5, 0, 10, 2); @l = lquantize(9, 0, 10, 2);
	@l = lquantize(10, 0, 10, 2); @l = lquantize(15, 0, 10, 2);
	@ll = llquantize(0, 10, 0, 2, 10); @ll = llquantize(5, 10, 0, 2, 10);
	@ll = llquantize(10, 10, 0, 2, 10); @ll = llquantize(55, 10, 0, 2, 10);
	@ll = llquantize(999, 10, 0, 2, 10);
	@ll = llquantize(1000, 10, 0, 2, 10);
	@ll = llquantize(12345, 10, 0, 2, 10);
	@a = avg(2); @a = avg(4); @a = avg(9);
	@s = stddev(2); @s = stddev(4); @s = stddev(4); @s = stddev(4);
	@s = stddev(5); @s = stddev(5); @s = stddev(7); @s = stddev(9);
	@mn = min(3); @mn = min(-2); @mn = min(7);
	@mx = max(3); @mx = max(-2); @mx = max(7);
	@sm = sum(3); @sm = sum(-2); @sm = sum(7);
	@c = count(); @c = count(); @c = count();
	@k["x", 3] = sum(7); @k["y", -1] = sum(2);
	@sym[sym($1 + 5), mod($1)] = count();
	exit(0);
}' 0x$a | sed 1,2d
