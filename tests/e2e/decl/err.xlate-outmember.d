/* @@flags: -x errtags */
struct src { int a; };
struct dst { int b; };

translator struct dst < struct src *s >
{
	b = s->a;
	c = s->a;
};
