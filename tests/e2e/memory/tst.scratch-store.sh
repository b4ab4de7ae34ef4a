# Stores through pointers go to the scratch memory the clause has
# allocated (alloca()): *p, p[i], p->m, ++ and op=, a struct copied; one
# outside it (past its end, before its start, or in a clause that
# allocated none) is a fault at that address, and tracing goes on.
# (Addresses and action numbers are left out.)
err=$(mktemp)
trap 'rm -f "$err"' EXIT
$DTRACE -q -s /dev/stdin 2>"$err" <<'EOF2'
struct spt {
	int x;
	int y;
};
struct spt g;

BEGIN
{
	p = (int *)alloca(4 * sizeof (int));
	*p = 5;
	p[1] = 7;
	p[2] = p[1] * 2;
	p[3] = 1;
	p[3]++;
	p[3] += 10;
	printf("%d %d %d %d\n", p[0], p[1], p[2], p[3]);
	s = (struct spt *)alloca(sizeof (struct spt));
	s->x = 3;
	s->y = -4;
	g = *s;
	printf("%d %d\n", g.x, g.y);
	*s = g;
	printf("%d\n", s->y);
}

BEGIN
{
	q = (char *)alloca(8);
	q[8] = 1;
	printf("not reached\n");
}

BEGIN
{
	q = (char *)alloca(8);
	q[-1] = 1;
	printf("not reached\n");
}

BEGIN
{
	*p = 1;
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}
EOF2
echo "status $?"
sed 's/(0x[0-9a-f]*)/(ADDR)/; s/action #[0-9]*/action #N/' "$err"
