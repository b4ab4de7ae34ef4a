# Variables of struct, union and array type, global and clause-local:
# members and elements read and written (=, op=, ++), bit-fields with
# their sign, char arrays given strings, arrays of structs, sizeof; an
# element past the end is a fault at its address, and tracing goes on.
# (The address of the fault is left out: it is the map's; and its action
# number.)
err=$(mktemp)
trap 'rm -f "$err"' EXIT
$DTRACE -q -s /dev/stdin <<'EOF2' 2>"$err"
struct rec {
	int x;
	char name[8];
	short z;
	int a : 3;
	unsigned int b : 5;
	long c : 35;
};
struct rec g;
struct rec list[3];
union both {
	int i;
	char c;
} u;
this struct rec t;
int arr[5];

BEGIN
{
	g.x = 7;
	g.x += 3;
	g.z = -3;
	g.name = "abc";
	g.a = 7;		/* -1 in three signed bits */
	g.b = 33;		/* 1 in five unsigned bits */
	g.c = 0x755555555;	/* negative in 35 bits */
	printf("%d %d %s %d %d %d\n", g.x, g.z, g.name, g.a, g.b, g.c);
	this->t.x = 44;
	this->t.x++;
	printf("%d %d\n", this->t.x, sizeof (this->t));
	i = 2;
	list[i].x = 5;
	list[i].name = "a name too long for it";
	list[0].z = list[i].x * 2;
	printf("%d %s %d %d\n", list[2].x, list[2].name, list[0].z,
	    sizeof (list));
	u.i = 0x4142;
	printf("%c %d\n", u.c, sizeof (u));
	arr[4] = 9;
	arr[i] = arr[4] + 1;
	printf("%d %d %d\n", arr[2], arr[4], sizeof (arr));
}

BEGIN
{
	i = 5;
	arr[i] = 1;
	printf("not reached\n");
}

BEGIN
{
	printf("after the fault: %d\n", arr[4]);
	exit(0);
}

ERROR
{
	printf("fault: %d\n", arg4);
}
EOF2
sed 's/(0x[0-9a-f]*)/(ADDR)/; s/action #[0-9]*/action #N/' "$err"
