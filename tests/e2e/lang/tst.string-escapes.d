/*
 * Escape sequences in string literals: \n \t \\ \" and octal \101.
 * @@flags: -q
 */
BEGIN
{
	printf("%s|%s|%s|%s\n", "tab\there", "back\\slash", "quote\"d",
	    "\101\102\103");
	printf("%s", "two\nlines\n");
	printf("%d %d\n", strlen("\101\n"), strlen("a\tb"));
	exit(0);
}
