/*
 * A string variable holds a copy: a shorter string assigned later leaves
 * no trailing characters, and a variable may be assigned the empty string.
 * @@flags: -q
 */
BEGIN
{
	s = "a longer string";
	t = s;
	s = "short";
	printf("[%s] [%s] %d\n", s, t, strlen(s));
	s = "";
	printf("[%s] %d\n", s, strlen(s));
	exit(0);
}
