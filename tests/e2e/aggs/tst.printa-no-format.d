/*
 * printa() without a format: a blank line, then the default layout; an
 * aggregation printed by printa() is not printed again at the end.
 * @@flags: -q
 */
BEGIN
{
	@c["k"] = count();
	@c["j"] = count();
	@c["j"] = count();
	@u = sum(9);
	printa(@c);
	printa(@u);
	exit(0);
}
