/*
 * %i always prints the value as signed, whatever the argument's type.
 * @@flags: -q
 */
BEGIN
{
	printf("%i %i\n", (uint64_t)-1, (unsigned int)-1);
	exit(0);
}
