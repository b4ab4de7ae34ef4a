/*
 * Right shift is arithmetic for signed values (the sign bit is copied)
 * and logical for unsigned ones.
 * @@flags: -q
 */
BEGIN
{
	x = -256;
	y = -9223372036854775807 - 1;
	printf("%d %d %d\n", x >> 4, x >> 20, y >> 63);
	printf("%d\n", y >> 1);
	u = 0xffffffffffffff00;
	printf("%u %u\n", u >> 4, u >> 63);
	printf("%d\n", 0xf0 >> 4);
	exit(0);
}
