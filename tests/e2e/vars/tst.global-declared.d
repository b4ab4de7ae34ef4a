/*
 * Declared globals start as 0 and the empty string.
 * @@flags: -q
 */
int x;
string s;
uint64_t u;

BEGIN
{
	printf("%d [%s] %u %d\n", x, s, u, sizeof(u));
	x = -2;
	u = x;
	printf("%d %u\n", x, u);
	exit(0);
}
