/*
 * count() as bpftrace prints its maps at exit: "@name[k1, k2]: n", string
 * keys unquoted, integer keys signed, values ascending, maps in the order
 * of their names ("@" first, capitals before small letters).
 *
 * @@flags: -q -x oformat=bt
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
