/*
 * Integer macro arguments are integer constants in the program.
 * @@flags: -q
 * @@args: 7 3 0x10
 */
BEGIN
{
	printf("%d %d %d\n", $1 * 2 + $2, $1 - $2 * 3, $3);
	exit(0);
}
