/*
 * strlen() and strjoin(), also at the strsize limit.
 * @@flags: -q -x strsize=16
 */
BEGIN
{
	printf("%d %d %d\n", strlen("hello"), strlen(""), strlen(execname));
	printf("[%s] [%s] [%s]\n", strjoin("foo", "bar"), strjoin("", "x"),
	    strjoin("0123456789", "abcdefghij"));
	printf("%d\n", strlen(strjoin("0123456789", "abcdefghij")));
	exit(0);
}
