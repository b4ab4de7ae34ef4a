/*
 * $1 and $$1: macro arguments as integers and as strings.
 * @@flags: -q
 * @@args: 42 hello
 */
BEGIN
{
	printf("%d %s %d\n", $1 + 1, $$2, $1 == 42);
	exit(0);
}
