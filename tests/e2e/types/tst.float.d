/*
 * Floating-point types as DTrace has them: declared (also as members and
 * through typedefs), sized, copied between variables of the same type,
 * and printed with %e %E %f %g %G (a long double with %Le ...; a
 * precision of 0 is none, as in DTrace).  No constant or arithmetic can
 * give them a value, so each is zero here.
 */
#pragma D option quiet

float f;
double d;
long double ld;
typedef double real_t;
real_t r;

struct fl {
	char c;
	double d;
	float f;
	long double ld;
} s;

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof (float), sizeof (double),
	    sizeof (long double), sizeof (f), sizeof (r));
	printf("%d %d %d %d %d\n", sizeof (struct fl),
	    offsetof(struct fl, d), offsetof(struct fl, f),
	    offsetof(struct fl, ld), sizeof (s.ld));
	printf("[%e] [%E] [%f] [%g] [%G]\n", f, f, f, f, f);
	printf("[%e] [%E] [%f] [%g] [%G]\n", d, d, d, d, d);
	printf("[%10.2e] [%-8.1f|] [%+g] [%#G] [%.0f]\n", d, d, d, d, r);
	printf("[%Le] [%LE] [%Lf] [%Lg] [%LG] [%e]\n", ld, ld, ld, ld, ld, ld);
	x = d;
	this->y = f;
	self->z = d;
	a[1] = f;
	s.d = d;
	y = s.ld;
	printf("%g %g %g %g %g %Lg\n", x, this->y, self->z, a[1], s.d, y);
	exit(0);
}
