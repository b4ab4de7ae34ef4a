/*
 * Casts to wider types sign-extend signed values: (uint64_t)-1 is the
 * largest 64-bit value.
 * @@flags: -q
 */
BEGIN
{
	printf("%u\n", (uint64_t)-1);
	x = -1;
	printf("%u %d\n", (uint64_t)x, (int64_t)x);
	c = (char)-3;
	printf("%d %u\n", (int64_t)c, (uint32_t)c);
	exit(0);
}
