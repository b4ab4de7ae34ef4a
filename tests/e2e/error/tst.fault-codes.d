/*
 * The D library names the fault codes the ERROR probe's arg4 gives
 * (DTRACEFLT_*, as DTrace numbers them).
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", DTRACEFLT_UNKNOWN, DTRACEFLT_BADADDR,
	    DTRACEFLT_BADALIGN, DTRACEFLT_ILLOP, DTRACEFLT_DIVZERO);
	printf("%d %d %d %d %d\n", DTRACEFLT_NOSCRATCH, DTRACEFLT_KPRIV,
	    DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW, DTRACEFLT_BADSTACK);
}

BEGIN
{
	*(char *)8;
}

ERROR
/arg4 == DTRACEFLT_BADADDR && arg5 == 8/
{
	printf("bad address\n");
	exit(0);
}
