/*
 * Integer arithmetic with C's precedence and associativity, signed and
 * unsigned division and shifts, 64-bit wrap-around.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 2 + 3 * 4, 10 - 4 - 3, 1 << 2 + 1, (2 + 3) * 4);
	printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
	printf("%d %d\n", -16 >> 2, 0xf0 >> 4);
	x = 0x7fffffffffffffff;
	printf("%d %u\n", x + 1, (uint64_t)-1);
	printf("%d %d %d %d\n", 6 & 3, 6 | 3, 6 ^ 3, ~0);
	printf("%d %d %d\n", !0, !5, -(-3));
	exit(0);
}
