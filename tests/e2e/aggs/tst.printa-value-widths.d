/*
 * printa() formats: %@u with a width, %@-6d, %@06d; no blank line first.
 * @@flags: -q
 */
BEGIN
{
	@c["read"] = count(); @c["read"] = count(); @c["read"] = count();
	@c["open"] = count();
	printa("%-8s|%@10u|\n", @c);
	printa("[%@-6d]\n", @c);
	printa("%s=%@06d\n", @c);
	exit(0);
}
