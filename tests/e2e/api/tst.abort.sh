# A record callback that answers DTRACE_CONSUME_ABORT: dtrace_work()
# fails with EDT_DIRABORT's message; the record is not output, and the
# rest of the firing (exit()) is not looked at.
$B/api/apitest -A '
#pragma D option quiet
BEGIN
{
	trace(42);
	exit(3);
}'
