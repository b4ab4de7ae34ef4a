/*
 * Bitwise and, or and exclusive or on 64-bit values.
 * @@flags: -q
 */
BEGIN
{
	a = 0xff00ff00ff00ff00;
	b = 0x0ff00ff00ff00ff0;
	printf("%x %x %x\n", a & b, a | b, a ^ b);
	printf("%d %d %d\n", 12 & 10, 12 | 10, 12 ^ 10);
	printf("%d %d\n", -1 & 0xff, -8 | 3);
	exit(0);
}
