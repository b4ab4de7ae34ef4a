/*
 * The comparison operators yield 0 or 1, for signed values including
 * negative ones.
 * @@flags: -q
 */
BEGIN
{
	a = -5;
	b = 3;
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b,
	    a != b);
	printf("%d %d %d %d\n", b <= 3, b >= 3, b < 3, b > 3);
	exit(0);
}
