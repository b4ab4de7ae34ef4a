/*
 * Inlines are replaced by their expression, converted to their type;
 * an inline may use another.
 * @@flags: -q
 */
inline int LIMIT = 10 * 2;
inline int TWICE = LIMIT * 2;
inline string GREETING = "hello";
inline char C = 300;

BEGIN
{
	printf("%d %d %s %d\n", LIMIT, TWICE, GREETING, C);
	exit(0);
}
