/*
 * Integer literals in decimal, octal and hex, with suffixes; character
 * literals and escapes.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", 42, 052, 0x2a, 0X2A);
	printf("%u %d %u\n", 42u, 42l, 42ull);
	printf("%d %d %d %d\n", 'a', '\n', '\0', '\101');
	printf("%s|%s|%s\n", "tab\there", "quote\"d", "back\\slash");
	exit(0);
}
