/* @@flags: -x errtags */
struct src { int a; };

translator struct undeclared < struct src *s >
{
	b = s->a;
};
