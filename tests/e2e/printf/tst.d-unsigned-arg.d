/*
 * %d prints an unsigned argument as unsigned (DTrace picks %u for it)
 * and a signed one as signed.
 * @@flags: -q
 */
BEGIN
{
	printf("%d\n", (uint64_t)-1);
	printf("%d\n", (unsigned int)-1);
	printf("%d\n", (int64_t)-1);
	exit(0);
}
