/* an aggregation whose printa() never ran is printed at the end */
#pragma D option quiet

BEGIN
{
	@a["k"] = count();
	exit(0);
}

tick-1h
{
	printa(@a);
}
