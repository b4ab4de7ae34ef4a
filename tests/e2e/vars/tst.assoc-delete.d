/*
 * Assigning 0 deletes an element: it reads as 0 again, the other
 * elements stay, and the key can be stored again.
 * @@flags: -q
 */
BEGIN
{
	a[1] = 5;
	a[2] = 6;
	a[1] = 0;
	printf("%d %d\n", a[1], a[2]);
	a[1] = 7;
	printf("%d %d\n", a[1], a[2]);
	exit(0);
}
