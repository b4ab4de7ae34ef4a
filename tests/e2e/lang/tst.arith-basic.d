/*
 * Addition, subtraction and multiplication of signed integers, and 64-bit
 * two's complement wrap-around.
 * @@flags: -q
 */
BEGIN
{
	a = 7;
	b = -3;
	printf("%d %d %d\n", a + b, a - b, a * b);
	printf("%d %d\n", b * b * b, -a - b);
	big = 0x7fffffffffffffff;
	printf("%d %d %d\n", big + 1, big * 2, big + big + 2);
	exit(0);
}
