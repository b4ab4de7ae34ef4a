/*
 * Division and remainder are unsigned when an operand is unsigned 64-bit:
 * a signed operand is converted to uint64_t first.
 * @@flags: -q
 */
BEGIN
{
	u = 0xffffffffffffffff;
	s = -1;
	printf("%u %u\n", u / 2, u % 10);
	printf("%d %d\n", s / 2, s % 10);
	two = (uint64_t)2;
	m = -7;
	printf("%u %u\n", m / two, m % two);
	exit(0);
}
