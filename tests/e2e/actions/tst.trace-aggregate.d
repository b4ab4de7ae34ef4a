/*
 * trace() of a struct, a union or an array shows its bytes as tracemem()
 * does: a header and rows of 16 bytes in hex, then as characters.
 * @@flags: -q
 */
struct {
	int a;
	char b;
	int c;
} st;
union {
	short s;
	char c[2];
} un;
int arr[3];

BEGIN
{
	st.a = 0x1234;
	st.b = 'A';
	st.c = 0x9876;
	un.s = 0x4142;
	arr[1] = 258;
	trace(st);
	trace(un);
	trace(arr);
	exit(0);
}
