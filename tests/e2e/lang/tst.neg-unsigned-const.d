/*
 * Negating or complementing an unsigned int constant stays within 32
 * bits; an unsigned long constant uses all 64.
 * @@flags: -q
 */
BEGIN
{
	printf("%u %u\n", -1u, ~0u);
	printf("%u %u\n", -1ul, ~0ul);
	exit(0);
}
