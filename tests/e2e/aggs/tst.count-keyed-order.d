/*
 * A keyed count() is printed sorted by value, equal values by key.
 * @@flags: -q
 */
BEGIN
{
	@c["beta"] = count(); @c["beta"] = count();
	@c["alpha"] = count(); @c["alpha"] = count();
	@c["gamma"] = count();
	@c["delta"] = count(); @c["delta"] = count(); @c["delta"] = count();
	exit(0);
}
