/*
 * probeprov, probemod, probefunc and probename are strings like the
 * others: compared with, and searched in and for, by string functions.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", probename == "BEGIN", probename == execname,
	    probefunc == "");
	printf("%d %d %d\n", index(probename, "GIN"), index(execname,
	    probename), index(probeprov, probeprov));
	printf("%d %s\n", strstr(probename, probeprov) == NULL,
	    strjoin(probeprov, probename));
	printf("%d %d\n", strlen(probename), lltostr(1) == probefunc);
	exit(0);
}
