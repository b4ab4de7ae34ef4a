/*
 * A quantize() bucket whose count wraps to INT64_MIN has a magnitude
 * no int64_t holds: its bar is computed as DTrace does, in long double
 * (half the width here, left of the axis, as a negative count).
 * @@flags: -q
 */
BEGIN
{
	@["m"] = quantize(1, (1 << 63) - 1);
	@["m"] = quantize(1);
	@["m"] = quantize(2, (1 << 63) - 1);
	@["m"] = quantize(8, 400000);
	exit(0);
}
