# A probe callback that answers DTRACE_CONSUME_NEXT takes every firing:
# the library prints nothing of them, and exit() still ends the run.
$B/api/apitest -P '
#pragma D option quiet
BEGIN
{
	printf("not printed\n");
	exit(3);
}
END
{
	printf("not printed either\n");
}'
