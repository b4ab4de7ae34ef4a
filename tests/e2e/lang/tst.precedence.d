/*
 * C operator precedence: * before +, + before <<, << before <, == before
 * &, & before ^ before |, && before ||, unary operators first.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", 2 + 3 * 4, 1 << 2 + 1, 1 + 2 << 1);
	printf("%d %d %d\n", 5 & 3 == 3, 1 | 2 ^ 3 & 4, 6 ^ 3 | 8);
	printf("%d %d %d\n", 1 < 2 == 1, 0 || 1 && 0, -2 * -3);
	printf("%d %d\n", !0 + 1, ~0 + 2);
	exit(0);
}
