/* @@flags: -x errtags */
struct src { int a; };
struct dst { int b; };

translator struct dst < struct src *s >
{
	b = s->nosuch;
};

BEGIN { exit(0); }
