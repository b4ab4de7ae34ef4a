/*
 * llquantize() with fewer steps per order of magnitude than the factor
 * (5 steps, factor 10): in [100, 1000) the buckets are 100, then the
 * multiples of the width 200 (200, 400, 600, 800); 320 is in 200's.
 * @@flags: -q
 */
BEGIN
{
	@ = llquantize(320, 10, 0, 5, 5);
	@ = llquantize(399, 10, 0, 5, 5);
	@ = llquantize(150, 10, 0, 5, 5);
	exit(0);
}
