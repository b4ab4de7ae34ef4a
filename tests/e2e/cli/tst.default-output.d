/*
 * Default (not quiet) output: the matched line, the header, one line per
 * firing with trace() data.
 */
BEGIN
{
	trace(42);
	trace("str");
}

BEGIN
{
	exit(0);
}
