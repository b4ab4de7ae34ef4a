/*
 * Left shifts of 64-bit values, into and past the sign bit.
 * @@flags: -q
 */
BEGIN
{
	one = 1ll;
	printf("%d %d %d\n", one << 0, one << 10, one << 40);
	printf("%d %d\n", one << 63, 3ll << 62);
	n = 4;
	printf("%d\n", 0x10 << n);
	exit(0);
}
