/*
 * Prefix and postfix ++ and --: the postfix forms yield the old value,
 * the prefix forms the new one; a fresh variable starts at 0.
 * @@flags: -q
 */
BEGIN
{
	i = 5;
	a = i++;
	b = ++i;
	c = i--;
	d = --i;
	printf("%d %d %d %d %d\n", a, b, c, d, i);
	n++;
	n++;
	m--;
	printf("%d %d\n", n, m);
	exit(0);
}
