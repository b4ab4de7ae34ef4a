/*
 * %% prints a percent sign, next to conversions and at the end.
 * @@flags: -q
 */
BEGIN
{
	printf("%%|%d%%|%%%s|100%%\n", 5, "x");
	exit(0);
}
