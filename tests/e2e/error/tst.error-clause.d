/*
 * A fault fires dtrace:::ERROR with DTrace's arguments (arg1 the EPID,
 * arg2 the action, arg4 the fault, arg5 the address); the faulting
 * clause stops and its output is discarded, the probe's next clause runs.
 * @@flags: -q
 */
BEGIN
{
	x = 0;
	printf("%d\n", 1 / x);
}

BEGIN
{
	printf("next %s\n", probename);
}

BEGIN
{
	printf("discarded: the clause faults below\n");
	p = (struct task_struct *)64;
	printf("%d\n", p->pid);
}

ERROR
{
	printf("ERROR %s:%s epid %d action %d fault %d\n", probeprov,
	    probename, arg1, arg2, arg4);
}

ERROR
/arg4 == 1/
{
	printf("bad address above 64: %d\n", arg5 > 64);
}

BEGIN
{
	exit(0);
}
