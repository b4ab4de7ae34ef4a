/*
 * %c of integers: the low byte as a character, with widths.
 * @@flags: -q
 */
BEGIN
{
	printf("[%c%c%c] [%c] [%3c] [%-3c]\n", 72, 105, 33, 321, 'x', 'y');
	exit(0);
}
