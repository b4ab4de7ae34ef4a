/*
 * Structs and unions as the values of associative arrays and
 * thread-local variables: copied in, read by member, copied out; an
 * element never set reads as zeroes; assigning 0 deletes it.
 * @@flags: -q
 */
struct rec { int pos; char c; short s; };
union u { int i; char b[4]; };
struct rec r, g;
union u un;
self struct rec sr;

BEGIN
{
	r.pos = 5; r.c = 'x'; r.s = 7;
	un.i = 0x41424344;
	a[1] = r;
	self->sr = r;
	self->u = un;
	g = a[1];
	r.pos = 6;
	printf("%d %c %d %d\n", a[1].pos, a[1].c, a[1].s, a[2].pos);
	printf("%d %d %c\n", self->sr.pos, g.s, self->u.b[0]);
	a[1] = 0;
	self->sr = 0;
	printf("%d %d\n", a[1].pos, self->sr.s);
	exit(0);
}
