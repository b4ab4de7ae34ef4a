/*
 * Flags + and space, zero padding of negatives, - with widths.
 * @@flags: -q
 */
BEGIN
{
	printf("[%+d] [%+d] [% d] [% d]\n", 42, -42, 42, -42);
	printf("[%05d] [%-5d] [%+05d] [%-+6d] [%0-5d]\n", -42, 7, 42, 42, 7);
	exit(0);
}
