/* @@flags: -x errtags */
struct src { int a; };
struct dst { int b; };

translator struct dst < struct src *s > { b = s->a; };
translator struct dst < struct src *t >
{
	b = t->a + 1;
};

BEGIN { exit(0); }
