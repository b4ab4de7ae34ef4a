/*
 * Maps without data, as bpftrace 0.17 prints them at exit: an unkeyed
 * count() as 0 (its map always has the element), any other map without
 * keys as a blank line (two for avg()); maps whose values were zeroed keep
 * their keys, a histogram's with no rows.  D's clear() is bt's zero(),
 * D's trunc() bt's clear() and delete().
 *
 * @@flags: -q -x oformat=bt
 *
 * bpftrace:
 *	BEGIN {
 *		if (0) {
 *			@a = sum(1); @b = min(1); @c = max(2); @d = avg(3);
 *			@e[1] = count(); @f = lhist(1, 0, 10, 1); @g = count();
 *			@h = hist(3);
 *		}
 *		@i[1] = count(); @j = count(); @k[2] = sum(3); @l = hist(3);
 *		@m = lhist(3, 0, 10, 1); @n = avg(3); @o[1] = avg(3);
 *		delete(@i[1]); clear(@j); zero(@k); clear(@l); clear(@m);
 *		clear(@n); clear(@o);
 *		@p = sum(1); @q[1] = hist(3); @r = avg(4);
 *		@s["x"] = lhist(1, 0, 10, 1);
 *		zero(@p); zero(@q); zero(@r); zero(@s);
 *		exit();
 *	}
 */
BEGIN
/0/
{
	@a = sum(1); @b = min(1); @c = max(2); @d = avg(3);
	@e[1] = count(); @f = lquantize(1, 0, 10, 1); @g = count();
	@h = quantize(3);
}

BEGIN
{
	@i[1] = count(); @j = count(); @k[2] = sum(3); @l = quantize(3);
	@m = lquantize(3, 0, 10, 1); @n = avg(3); @o[1] = avg(3);
	trunc(@i); trunc(@j); clear(@k); trunc(@l); trunc(@m);
	trunc(@n); trunc(@o);
	@p = sum(1); @q[1] = quantize(3); @r = avg(4);
	@s["x"] = lquantize(1, 0, 10, 1);
	clear(@p); clear(@q); clear(@r); clear(@s);
	exit(0);
}
