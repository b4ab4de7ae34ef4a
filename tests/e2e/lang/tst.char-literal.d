/*
 * Character literals are integers: plain characters and the escapes \n,
 * \t, \0, \\, \", octal \101 and hex \x41.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 'a', 'Z', '0', ' ');
	printf("%d %d %d %d %d\n", '\n', '\t', '\0', '\\', '\"');
	printf("%d %d %c\n", '\101', '\x41', 'a' + 1);
	exit(0);
}
