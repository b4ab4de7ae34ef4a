/* @@flags: -x errtags */ /*
 * stats() is bt's: in D it is a function D does not know, refused as any
 * other would be.
 */
BEGIN
{
	@s = stats(1);
}
