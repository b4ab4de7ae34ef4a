/*
 * timestamp is read once per probe firing, as DTrace caches it: every
 * read in a firing, in every clause, gives the same value.
 * @@flags: -q
 */
BEGIN
{
	this->t = timestamp;
	t = timestamp;
	printf("%d\n", timestamp - this->t);
}

BEGIN
{
	printf("%d\n", timestamp - t);
	exit(0);
}
