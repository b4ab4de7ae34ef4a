/*
 * aggsize holds as many entries as DTrace's aggregation buffer: a string
 * key counts strsize bytes (a literal too), so 1 KiB holds one entry of
 * a 512-byte key; the other keys are drops.
 * @@flags: -q -x droptags -x aggsize=1k -x strsize=512
 */
BEGIN
{
	@["first"] = count();
	@["second"] = count();
	@["third"] = count();
	exit(0);
}
