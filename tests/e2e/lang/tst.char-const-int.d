/*
 * A character constant is an int (a long when it needs more than 31
 * bits), and several characters pack into it big-endian, as in C.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", sizeof('a'), sizeof('abcd'), sizeof('abcde'));
	printf("%d %d %d\n", 'ab', 'abcd', 'ABC');
	printf("%d %d\n", '\"\ba', 'a\bcdefgh');
	exit(0);
}
