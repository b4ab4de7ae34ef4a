/*
 * An int is 32 bits wide: int results that overflow print as C prints
 * them once truncated to int.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d\n", 0x7fffffff + 1, 1 << 32);
	x = 2147483647;
	x++;
	printf("%d %d\n", x, sizeof(x));
	exit(0);
}
