/*
 * printf string and character conversions.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%10s] [%-10s] [%.3s] [%-6.2s]\n", "hello", "hello",
	    "hello", "hello", "hello");
	printf("[%c] [%3c] [%-3c]\n", 65, 'b', 'c');
	printf("[%s]\n", execname);
	printf("no conversions\n");
	exit(0);
}
