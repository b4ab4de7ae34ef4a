# The error and process handlers with their data: a fault's kind, address,
# action and probe, and the message dtrace prints; the -c process's exit.
$B/api/apitest -H -c "$PROGS/ufuncs 1" '
#pragma D option quiet
BEGIN
{
	*(int *)8;
}'
