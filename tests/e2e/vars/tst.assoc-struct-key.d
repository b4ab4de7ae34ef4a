/*
 * A struct as an associative array's key: two structs of the same bytes
 * name the same element; a struct key among others.
 * @@flags: -q
 */
struct point { int x; char tag; };
struct point p, q;

BEGIN
{
	p.x = 3; p.tag = 'p';
	q.x = 3; q.tag = 'p';
	a[p] = 10;
	a[q] = 20;
	b[p, "k"] = 1;
	q.x = 4;
	b[q, "k"] = 2;
	printf("%d %d %d %d\n", a[p], a[q], b[p, "k"], b[q, "k"]);
	exit(0);
}
