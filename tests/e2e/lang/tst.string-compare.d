/*
 * String comparison is lexical (byte by byte, like strcmp): a prefix
 * sorts first, the empty string sorts before everything, upper case
 * before lower case.
 * @@flags: -q
 */
BEGIN
{
	a = "apple";
	b = "apricot";
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b,
	    a != b);
	printf("%d %d %d\n", "ab" < "abc", "" < "a", "Z" < "a");
	c = "apple";
	printf("%d %d %d\n", a == c, a <= c, a >= c);
	exit(0);
}
