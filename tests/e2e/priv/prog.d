/* a script for the tests of this directory (not a test itself) */
BEGIN
{
	printf("uid %d\n", uid);
	exit(0);
}
