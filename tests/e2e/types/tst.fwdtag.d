/*
 * A pointer to a struct or union that nothing declares points to a
 * forward declaration of its tag (as in C): it can be cast and traced.
 * @@flags: -q
 */
struct later *lp;

BEGIN
{
	printf("%d %d\n", (int)(struct nosuch *)0, (int)(union nowhere *)8);
	printf("%d\n", lp == NULL);
	exit(0);
}
