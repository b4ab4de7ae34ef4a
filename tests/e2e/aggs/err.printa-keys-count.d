/* @@flags: -x errtags */ BEGIN
{
	@a["x"] = count();
	@b["x", 1] = count();
	printa(@a, @b);
	exit(0);
}
