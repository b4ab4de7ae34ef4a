/*
 * The matched notice counts every clause's probes (BEGIN twice, END once);
 * each clause's output is a record line of its own.
 */
BEGIN
{
	printf("one");
}

END
{
	printf("three");
}

BEGIN
{
	printf("two");
	exit(0);
}
