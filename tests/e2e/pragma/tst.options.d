/*
 * Options set by pragmas: quiet, strsize, and a -x option from a pragma
 * with a value.
 */
#pragma D option quiet
#pragma D option strsize=5
#pragma D option switchrate=10hz
BEGIN
{
	printf("%s\n", "abcdefghij");
	exit(0);
}
