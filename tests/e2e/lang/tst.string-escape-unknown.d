/*
 * An unknown escape sequence keeps its backslash.
 * @@flags: -q
 */
BEGIN
{
	printf("%s %d\n", "a\qb", strlen("a\qb"));
	exit(0);
}
