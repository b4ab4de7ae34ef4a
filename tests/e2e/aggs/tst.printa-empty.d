/* printa() without a format starts with a newline even when the
 * aggregation is empty */
#pragma D option quiet

BEGIN
{
	@a["k"] = count();
	trunc(@a);
	printf("before");
	printa(@a);
	printf("after\n");
	exit(0);
}
