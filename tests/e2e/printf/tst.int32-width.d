/*
 * An int argument is printed at its own size: -1 is 32 bits wide for
 * %u %x %X %o, and int arithmetic that overflows wraps at 32 bits.
 * @@flags: -q
 */
BEGIN
{
	x = 2147483647;
	printf("%u %x %X %o\n", -1, -1, -1, -1);
	printf("%d\n", x + 1);
	exit(0);
}
