/* @@flags: -x errtags */
BEGIN
{
	trace(((struct nosuch *)0)->member);
}
