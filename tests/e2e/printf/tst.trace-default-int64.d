/*
 * trace() in default mode of 64-bit values: " %16lld".
 */
BEGIN
{
	trace((long long)-1);
	trace(0x7fffffffffffffff);
	exit(0);
}
