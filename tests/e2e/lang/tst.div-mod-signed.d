/*
 * Signed division truncates toward zero; the remainder takes the sign of
 * the dividend.
 * @@flags: -q
 */
BEGIN
{
	x = 19;
	y = 5;
	printf("%d %d\n", x / y, x % y);
	printf("%d %d\n", x / -y, x % -y);
	printf("%d %d\n", -x / y, -x % y);
	printf("%d %d\n", -x / -y, -x % -y);
	exit(0);
}
