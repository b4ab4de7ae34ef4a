/* @@flags: -x errtags */ BEGIN
{
	@a["x"] = count();
	@b[1] = count();
	printa(@a, @b);
	exit(0);
}
