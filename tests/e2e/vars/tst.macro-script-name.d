/*
 * $$0 is the name of the script, as given to -s.
 * @@flags: -q
 */
BEGIN
{
	printf("%s\n", $$0);
	exit(0);
}
