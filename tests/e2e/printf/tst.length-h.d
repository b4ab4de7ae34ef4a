/*
 * The h length modifier with short arguments: %hd %hu %hx %hi.
 * @@flags: -q
 */
BEGIN
{
	printf("%hd %hu %hx %hi\n", (short)-2, (unsigned short)65535,
	    (short)-1, (short)70000);
	exit(0);
}
