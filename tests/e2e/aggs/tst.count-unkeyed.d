/*
 * An unkeyed count() printed at the end: the value as " %16lld".
 * @@flags: -q
 */
BEGIN
{
	@ = count();
	@ = count();
	@ = count();
	exit(0);
}
