/*
 * A fault in a predicate is reported "in predicate"; the clause does not
 * run, the next one does.
 * @@flags: -q
 */
BEGIN
{
	x = 0;
}

BEGIN
/1 / x/
{
	printf("not reached\n");
}

BEGIN
{
	printf("next\n");
	exit(0);
}
