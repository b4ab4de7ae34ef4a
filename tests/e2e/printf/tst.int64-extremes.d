/*
 * 64-bit extremes through %d %u %x %X %o.
 * @@flags: -q
 */
BEGIN
{
	printf("%d\n", 0x7fffffffffffffff);
	printf("%d\n", (int64_t)0x8000000000000000);
	printf("%u\n", (uint64_t)-1);
	printf("%x %X\n", (uint64_t)-1, (uint64_t)-1);
	printf("%o\n", (uint64_t)-1);
	printf("%x\n", (int64_t)0x8000000000000000);
	exit(0);
}
