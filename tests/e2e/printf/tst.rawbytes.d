/*
 * -x rawbytes: trace() of a string (strsize characters and the NUL that
 * ends them, as Oracle's DTrace records it; illumos's record is strsize
 * bytes), and a string aggregation key, are
 * hex-dumped (the bytes of the value's record) instead of printed as
 * text; integers and printf() are not affected.
 */
#pragma D option quiet
#pragma D option rawbytes

BEGIN
{
	trace("hello");
	trace(7);
	printf("\n%s\n", "text");
	@[stringof("key")] = count();
	exit(0);
}
