/*
 * Unary minus, plus, bitwise complement and logical negation.
 * @@flags: -q
 */
BEGIN
{
	x = 5;
	z = 0;
	printf("%d %d %d\n", -x, +x, -(-x));
	printf("%d %d %d\n", ~x, ~z, ~(-1));
	printf("%d %d %d %d\n", !x, !z, !!x, !(-1));
	exit(0);
}
