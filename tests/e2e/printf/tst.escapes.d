/*
 * Escapes in the format string: \t \\ \" octal and hex.
 * @@flags: -q
 */
BEGIN
{
	printf("a\tb\\c\"d\101\x42\n");
	exit(0);
}
