/*
 * Reading a key that was never stored yields 0 and does not disturb the
 * stored elements.
 * @@flags: -q
 */
BEGIN
{
	a[1] = 5;
	t["x", 1] = 6;
	printf("%d %d %d %d\n", a[2], a[1], t["x", 2], t["x", 1]);
	printf("%d\n", a[2] == 0);
	exit(0);
}
