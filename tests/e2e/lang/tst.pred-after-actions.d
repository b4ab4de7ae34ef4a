/*
 * DTrace analyses a clause's actions before its predicate, so a predicate
 * may test a variable its own actions create; when the actions read a
 * variable only the predicate creates, the predicate goes first.
 * @@flags: -q
 */
BEGIN
/x == 0/
{
	x = 5;
	printf("%d\n", x);
}

BEGIN
/y++ == 0/
{
	y += 2;
	printf("%d %d\n", y, sizeof(y));
	exit(0);
}
