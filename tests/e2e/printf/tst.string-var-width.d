/*
 * A string variable with widths and precisions.
 * @@flags: -q
 */
BEGIN
{
	s = "hello";
	printf("[%-10s] [%.3s] [%10.3s] [%-10.3s] [%s]\n", s, s, s, s, s);
	exit(0);
}
