/*
 * index(), rindex() (with a start position), strstr(), strchr(),
 * strrchr(); what is not found.
 * @@flags: -q
 */
BEGIN
{
	s = "hello/world/foo.c";
	printf("%d %d %d %d %d %d\n", index(s, "o"), rindex(s, "o"),
	    index(s, "o", 5), rindex(s, "o", 10), index(s, "zz"), index(s, ""));
	printf("[%s] [%s] [%s] [%s] [%s]\n", strchr(s, '/'), strrchr(s, '/'),
	    strchr(s, 'z') == NULL ? "NULL" : "?", strstr(s, "wor"),
	    strstr(s, "xyz") == NULL ? "NULL" : "?");
	exit(0);
}
