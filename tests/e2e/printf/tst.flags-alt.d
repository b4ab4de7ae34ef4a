/*
 * The # flag with %o %x %X, of zero and non-zero values, with widths.
 * @@flags: -q
 */
BEGIN
{
	printf("[%#o] [%#x] [%#X] [%#o] [%#x] [%#8x] [%-#8x]\n", 8, 255, 255,
	    0, 0, 0x123, 0x123);
	exit(0);
}
