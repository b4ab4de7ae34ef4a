/*
 * cleanpath() removes "//", "/./" and "dir/.." from a path.
 * @@flags: -q
 */
BEGIN
{
	printf("%s|%s|%s|%s\n", cleanpath("/foo/../bar"),
	    cleanpath("/foo/./bar"), cleanpath("//a///b"),
	    cleanpath("/a/b/../../c"));
	printf("%s|%s|%s|%s\n", cleanpath("/a/./../b/."), cleanpath("/.."),
	    cleanpath("/usr/lib/"), cleanpath("/a/..b/c"));
	exit(0);
}
