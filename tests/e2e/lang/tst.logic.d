/*
 * Logical operators short-circuit; ^^ is exclusive or; comparisons give
 * 0 or 1; the ternary operator nests to the right.
 * @@flags: -q
 */
BEGIN
{
	x = 0;
	printf("%d %d %d %d\n", 1 && 2, 1 && 0, 0 || 3, 0 || 0);
	printf("%d %d %d\n", 1 ^^ 0, 1 ^^ 1, 0 ^^ 0);
	y = 0 && (x = 5);
	z = 1 || (x = 6);
	printf("%d %d %d\n", x, y, z);
	printf("%d %d %d %d %d %d\n", 1 < 2, 2 <= 2, 3 > 4, 4 >= 5, 5 == 5,
	    5 != 5);
	a = 3;
	printf("%s\n", a == 1 ? "one" : a == 2 ? "two" : a == 3 ? "three" :
	    "many");
	exit(0);
}
