/*
 * A count fed by tick-10ms, stopped after exactly five firings by exit()
 * from another clause; printed at the end.
 * @@flags: -q
 * @@timeout: 10
 */
int i;

tick-10ms
/i < 5/
{
	@n = count();
	i++;
}

tick-10ms
/i == 5/
{
	exit(0);
}
