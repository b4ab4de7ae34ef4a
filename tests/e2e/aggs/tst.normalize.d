/* normalize() divides what printa() and the end of the run print;
 * denormalize() restores the raw values; histogram bars keep their shape */
#pragma D option quiet

BEGIN
{
	@s["a"] = sum(1000);
	@s["b"] = sum(3500);
	@s["c"] = sum(-250);
	@c = count(); @c = count(); @c = count(); @c = count(); @c = count();
	@v = avg(100); @v = avg(300);
	@q = quantize(1); @q = quantize(1); @q = quantize(1); @q = quantize(1);
	@q = quantize(8); @q = quantize(8);
	normalize(@s, 100);
	normalize(@c, 2);
	normalize(@v, 10);
	normalize(@q, 2);
	printa(@s);
	printa(@c);
	printa(@v);
	printa(@q);
	printa("%s %@d\n", @s);
	denormalize(@s);
	printa(@s);
	exit(0);
}
