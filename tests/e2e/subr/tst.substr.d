/*
 * substr(s, index [, length]): negative index from the end, negative
 * length leaving characters off the end, indexes past the end.
 * @@flags: -q
 */
BEGIN
{
	s = "hello/world/foo.c";
	printf("[%s] [%s] [%s] [%s]\n", substr(s, 6), substr(s, 6, 5),
	    substr(s, -5), substr(s, 0, -2));
	printf("[%s] [%s] [%s] [%s]\n", substr(s, 100), substr(s, -100, 3),
	    substr(s, 0, 0), substr(s, 16, 10));
	exit(0);
}
