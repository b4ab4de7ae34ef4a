/*
 * Global variables take the type of their first value; ++, -- and the
 * compound assignments.
 * @@flags: -q
 */
BEGIN
{
	i = 10;
	i += 5; printf("%d ", i);
	i -= 3; printf("%d ", i);
	i *= 2; printf("%d ", i);
	i /= 5; printf("%d ", i);
	i %= 3; printf("%d ", i);
	i <<= 4; printf("%d ", i);
	i >>= 1; printf("%d ", i);
	i |= 1; printf("%d ", i);
	i &= 3; printf("%d ", i);
	i ^= 7; printf("%d\n", i);
	j = i++;
	k = ++i;
	printf("%d %d %d %d %d\n", j, k, i--, --i, i);
	s = "first";
	s = "second";
	printf("%s\n", s);
	exit(0);
}
