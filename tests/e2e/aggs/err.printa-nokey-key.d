/* @@flags: -x errtags */
/* aggregations of different key counts printed together:
 * D_PRINTA_AGGKEY */
BEGIN
{
	@total = sum(3);
	@bypid[pid] = sum(4);
	printa(@total, @bypid);
	exit(0);
}
