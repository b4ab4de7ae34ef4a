/*
 * cleanpath() removes "//", "/./" and "dir/.." from a path as illumos's
 * DIF does: a path ending in "/." keeps it, one ending in "/.." keeps
 * the slash it backed up to, and a relative path's first component is
 * not removed by "..", only shortened to its first character (illumos
 * backs up to the start of its buffer and keeps one byte there).
 * @@flags: -q
 */
BEGIN
{
	printf("%s|%s|%s|%s\n", cleanpath("/foo/../bar"),
	    cleanpath("/foo/./bar"), cleanpath("//a///b"),
	    cleanpath("/a/b/../../c"));
	printf("%s|%s|%s|%s\n", cleanpath("/a/./../b/."), cleanpath("/.."),
	    cleanpath("/usr/lib/"), cleanpath("/a/..b/c"));
	printf("%s|%s|%s|%s\n", cleanpath("abc/.."), cleanpath("/a/b/.."),
	    cleanpath("./a"), cleanpath("x/y/../../z"));
	exit(0);
}
