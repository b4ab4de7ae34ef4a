/*
 * $$N is the Nth argument as a string, even when it looks like a number.
 * @@flags: -q
 * @@args: hello 42
 */
BEGIN
{
	printf("%s %s %d %d\n", $$1, $$2, strlen($$2), $$1 == "hello");
	exit(0);
}
