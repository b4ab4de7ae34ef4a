/*
 * probeprov, probemod, probefunc and probename in a tick probe.
 * @@flags: -q
 */
profile:::tick-10ms
{
	printf("[%s] [%s] [%s] [%s]\n", probeprov, probemod, probefunc,
	    probename);
	exit(0);
}
