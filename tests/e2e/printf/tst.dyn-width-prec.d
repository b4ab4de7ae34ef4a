/*
 * * widths and precisions from arguments; a negative * width left-justifies.
 * @@flags: -q
 */
BEGIN
{
	printf("[%*d] [%*s] [%.*s] [%*.*s] [%-*d]\n", -6, 1, -5, "ab", 2,
	    "hello", 6, 2, "hello", 4, 9);
	exit(0);
}
