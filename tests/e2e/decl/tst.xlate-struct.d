/*
 * A translator from a struct value (not a pointer): its members read
 * the struct given to xlate, cast to its own type; members it does not
 * translate are left alone; pointer members take compatible pointers,
 * NULL and strings char arrays.
 * @@flags: -q
 */
struct ptd { int x; int y; char tag[4]; };
struct sum { int total; int diff; char *name; void *any; };

translator struct sum < struct ptd p >
{
	total = ((struct ptd)p).x + p.y;
	diff = p.x - p.y;
	name = p.tag;
	any = NULL;
};

struct ptd a;
struct sum s;

BEGIN
{
	a.x = 7;
	a.y = 3;
	s.total = xlate <struct sum> (a).total;
	printf("%d %d %d\n", s.total, xlate <struct sum> (a).diff, s.diff);
	exit(0);
}
