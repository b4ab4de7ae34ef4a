/*
 * With nspec=2 two speculations are active at once, each committed or
 * discarded on its own; a third fails.
 * @@flags: -q -x nspec=2
 */
BEGIN
{
	a = speculation();
	b = speculation();
	c = speculation();
	printf("%d %d %d\n", a, b, c);
}

BEGIN
{
	speculate(b);
	printf("from b\n");
}

BEGIN
{
	speculate(a);
	printf("from a\n");
}

BEGIN
{
	discard(b);
	commit(a);
}

BEGIN
{
	exit(0);
}
