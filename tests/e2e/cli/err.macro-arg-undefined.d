/* @@flags: -x errtags */ /*
 * $1 used without an operand: a compile error naming the line.
 */

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
