/*
 * Binary operators associate to the left; assignment and ?: to the right.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 10 - 4 - 3, 100 / 10 / 5, 2 * 3 % 4,
	    256 >> 2 >> 1);
	a = b = 5;
	printf("%d %d\n", a, b);
	x = 0;
	printf("%d\n", x == 1 ? 10 : x == 0 ? 20 : 30);
	exit(0);
}
