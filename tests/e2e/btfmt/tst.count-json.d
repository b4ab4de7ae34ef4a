/*
 * count() as bpftrace -f json prints its maps at exit: one object a map,
 * keys joined by "," in one string, values ascending, maps in the order
 * of their names.
 *
 * @@flags: -q -x oformat=btjson
 *
 * bpftrace:
 *	BEGIN {
 *		@b = count(); @a = count(); @a = count();
 *		@ = count(); @ = count(); @ = count();
 *		@A = count();
 *		@c["sshd"] = count(); @c["bash"] = count(); @c["bash"] = count();
 *		@c["a longer key"] = count(); @c["a longer key"] = count();
 *		@c["a longer key"] = count(); @c["a longer key"] = count();
 *		@k[1, "x"] = count(); @k[2, "y"] = count(); @k[2, "y"] = count();
 *		@k[-3, "z"] = count(); @k[-3, "z"] = count();
 *		@k[-3, "z"] = count();
 *		exit();
 *	}
 */
BEGIN
{
	@b = count(); @a = count(); @a = count();
	@ = count(); @ = count(); @ = count();
	@A = count();
	@c["sshd"] = count(); @c["bash"] = count(); @c["bash"] = count();
	@c["a longer key"] = count(); @c["a longer key"] = count();
	@c["a longer key"] = count(); @c["a longer key"] = count();
	@k[1, "x"] = count(); @k[2, "y"] = count(); @k[2, "y"] = count();
	@k[-3, "z"] = count(); @k[-3, "z"] = count();
	@k[-3, "z"] = count();
	exit(0);
}
