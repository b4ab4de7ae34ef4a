/*
 * Integer literals in decimal, octal (leading 0) and hexadecimal (0x or
 * 0X, either case of digits).
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 255, 0377, 0xff, 0XFF);
	printf("%d %d %d\n", 0, 00, 0x0);
	printf("%d %d\n", 0xDeadBeef, 0777777777777777777777);
	exit(0);
}
