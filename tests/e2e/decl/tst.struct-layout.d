/*
 * A struct declared in D is laid out as C lays it out: members aligned
 * to their type, bitfields packed, the size rounded to the alignment.
 * @@flags: -q
 */
struct foo {
	int a;
	char b[8];
	struct foo *next;
	unsigned x:3;
	unsigned y:5;
	long z;
};

union u {
	int i;
	char c[12];
};

typedef struct foo foo_t;

BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(struct foo), sizeof(foo_t),
	    offsetof(struct foo, b), offsetof(struct foo, next),
	    offsetof(struct foo, z));
	printf("%d %d\n", sizeof(union u), offsetof(union u, c));
	exit(0);
}
