/*
 * An associative array with one integer key: 0 and negative keys are
 * ordinary keys; overwriting replaces the value.
 * @@flags: -q
 */
BEGIN
{
	a[1] = 10;
	a[2] = 20;
	a[0] = 30;
	a[-1] = 40;
	a[2] = 25;
	printf("%d %d %d %d\n", a[1], a[2], a[0], a[-1]);
	k = 1;
	printf("%d\n", a[k] + a[k + 1]);
	exit(0);
}
