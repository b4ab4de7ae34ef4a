/*
 * An exit() in END overrides the status of the exit() that ended tracing.
 * @@flags: -q
 * @@exit: 5
 */
BEGIN
{
	exit(2);
}

END
{
	exit(5);
}
