/*
 * Every compound assignment operator, signed, and >>= on an unsigned
 * value (a logical shift).
 * @@flags: -q
 */
BEGIN
{
	a = 10; a += 5;
	b = 10; b -= 15;
	c = 10; c *= -3;
	d = -17; d /= 5;
	e = -17; e %= 5;
	printf("%d %d %d %d %d\n", a, b, c, d, e);
	f = 12; f &= 10;
	g = 12; g |= 3;
	h = 12; h ^= 10;
	i = 3; i <<= 4;
	j = -64; j >>= 3;
	printf("%d %d %d %d %d\n", f, g, h, i, j);
	u = 0xffffffffffffffc0;
	u >>= 60;
	printf("%u\n", u);
	k = 1;
	printf("%d %d\n", k += 2, k);
	exit(0);
}
