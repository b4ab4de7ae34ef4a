/*
 * strtok() splits a string at any of the delimiters, skipping runs of
 * them; strtok(NULL, ...) goes on with the last string, at the delimiter
 * that ended the last token (which the new delimiters may not skip);
 * past the end it gives NULL.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] ", strtok("  hello, world  foo", " ,"));
	printf("[%s] ", strtok(NULL, " ,"));
	printf("[%s] ", strtok(NULL, " ,"));
	printf("[%s]\n", strtok(NULL, " ,") == NULL ? "NULL" : "?");
	printf("[%s] [%s]\n", strtok("key=value", "="), strtok(NULL, ";"));
	exit(0);
}
