/*
 * probeprov, probemod, probefunc and probename in BEGIN and END.
 * @@flags: -q
 */
BEGIN
{
	printf("[%s] [%s] [%s] [%s]\n", probeprov, probemod, probefunc,
	    probename);
	exit(0);
}

END
{
	printf("[%s] [%s] [%s] [%s]\n", probeprov, probemod, probefunc,
	    probename);
}
