/*
 * timestamp and walltimestamp increase between BEGIN and a later tick
 * probe; walltimestamp is a plausible date (2020 to 2100).
 * @@flags: -q
 */
BEGIN
{
	t = timestamp;
	w = walltimestamp;
}

tick-10ms
{
	printf("%d %d %d %d\n", timestamp > t, walltimestamp > w,
	    w > 1577836800000000000, w < 4102444800000000000);
	exit(0);
}
