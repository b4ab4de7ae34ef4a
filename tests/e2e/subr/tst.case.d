/*
 * toupper() and tolower() change letters only; results work as keys and
 * in comparisons; calls nest.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%s]\n", toupper("Hello, World 42"), tolower("Hello, World 42"));
	@[toupper(execname)] = count();
	printf("%d\n", tolower("ABC") == "abc");
	printf("[%s]\n", strjoin(toupper("ab"), substr("xcd", 1)));
	exit(0);
}
