/* @@flags: -x errtags */
struct src { int a; int *ip; };
struct dst { long *lp; };

translator struct dst < struct src *s >
{
	lp = s->ip;
};
