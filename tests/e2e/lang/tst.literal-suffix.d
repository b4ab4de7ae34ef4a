/*
 * Integer suffixes u, l, ul, ll, ull (either case) choose the type of a
 * literal: sizeof shows int (4 bytes) or a 64-bit type.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof(1), sizeof(1u), sizeof(1l),
	    sizeof(1ul), sizeof(1ll), sizeof(1ull));
	printf("%d %d %d\n", sizeof(1U), sizeof(1L), sizeof(1ULL));
	printf("%u %d %u\n", 42u, 42l, 42ull);
	exit(0);
}
