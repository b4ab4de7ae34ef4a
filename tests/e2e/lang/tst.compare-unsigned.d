/*
 * When one operand is unsigned 64-bit, a comparison is unsigned: -1
 * converts to the largest value.
 * @@flags: -q
 */
BEGIN
{
	u = (uint64_t)1;
	s = -1;
	printf("%d %d\n", s < u, s > u);
	big = 0xffffffffffffffff;
	printf("%d %d\n", big > u, big > 0);
	printf("%d\n", s < 1);
	exit(0);
}
