/*
 * xlate <T> (e) as a whole struct: each member the translator defines,
 * in its order (a char array given as much of a string as fits), zeroes
 * elsewhere; copied into a struct variable, an associative array's
 * element, or translated back.
 * @@flags: -q
 */
struct rec { int id; char kind; char name[8]; };
struct view { int vid; char flag; char tag[4]; long twice; char *p; };

translator struct view < struct rec r >
{
	tag = r.name;
	vid = ((struct rec) r).id;
	twice = r.id * 2;
};

translator struct rec < struct view v >
{
	id = v.vid + 1;
};

translator struct view < struct view v >
{
	vid = -v.vid;
};

struct rec r, back;
struct view out;

BEGIN
{
	r.id = 100;
	r.kind = 'z';
	r.name = "abcdefg";
	out = xlate <struct view> (r);
	printf("%d %d %s %d %d\n", out.vid, out.flag, out.tag, out.twice,
	    out.p == NULL);
	back = xlate <struct rec> (out);
	printf("%d %d\n", back.id, back.kind);
	a[1] = xlate <struct view> (out);
	printf("%d %d\n", a[1].vid, a[1].twice);
	exit(0);
}
