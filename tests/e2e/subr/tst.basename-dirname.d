/*
 * basename() and dirname() as basename(1) and dirname(1) split a path.
 * @@flags: -q
 */
BEGIN
{
	printf("%s|%s|%s|%s|%s|%s|%s\n", basename("/usr/lib/libc.so"),
	    basename("usr"), basename("/"), basename(""), basename("/usr/"),
	    basename("a//b"), basename("//x//"));
	printf("%s|%s|%s|%s|%s|%s|%s\n", dirname("/usr/lib/libc.so"),
	    dirname("usr"), dirname("/"), dirname(""), dirname("/usr/"),
	    dirname("a//b"), dirname("//x//"));
	exit(0);
}
