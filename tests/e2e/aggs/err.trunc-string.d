/* @@flags: -x errtags */ BEGIN
{
	@a = count();
	trunc(@a, "two");
	exit(0);
}
