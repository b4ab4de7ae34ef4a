/*
 * A clause's allocations share its scratchsize bytes: one that does not
 * fit is the fault "out of scratch space", reported as DTrace reports
 * faults; the clause stops there and ERROR runs.  The next time the
 * clause runs, its allocations start anew.
 * @@flags: -q -x scratchsize=64
 */
int i;

tick-1ms
/i < 2/
{
	a = alloca(40);
	printf("first %d\n", i);
	sz = 30 - 20 * i;
	b = alloca(sz);
	printf("second %d\n", i++);
}

tick-1ms
/i == 2/
{
	exit(0);
}

ERROR
{
	printf("ERROR: fault %d\n", arg4);
	i++;
}
