/*
 * An unsuffixed literal takes the first type that holds it: a decimal
 * one int then long, a hex one int, unsigned int, then long.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d\n", sizeof(2147483647), sizeof(2147483648));
	printf("%d %d %d\n", sizeof(0x7fffffff), sizeof(0x80000000),
	    sizeof(0x100000000));
	printf("%d\n", 0x80000000);
	exit(0);
}
