/*
 * bufpolicy=fill: the buffer is read once tracing is over; the first
 * record that does not fit ends it (no drop is reported), then END runs
 * and dtrace exits 0.  A 4 KiB buffer holds the first 127 of these
 * records.
 */
#pragma D option bufpolicy=fill
#pragma D option bufsize=4k
#pragma D option quiet

int i;

tick-1ms
{
	printf("%d\n", i++);
}

END
{
	printf("end: more fired than fitted: %d\n", i > 127);
}
