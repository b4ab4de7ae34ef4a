/*
 * alloca() takes a size known only when the clause runs: zeroed memory,
 * each allocation after the last one (sizes rounded up to 8), and
 * alloca(0) the address where the next one starts.
 * @@flags: -q
 */
BEGIN
{
	n = 13;
	a = (char *)alloca(n);
	b = (char *)alloca(n + 3);
	z1 = alloca(0);
	z2 = alloca(0);
	printf("%d %d %d %d\n", a[0], a[12], b[0], b[15]);
	printf("%d %d %d\n", (uint64_t)b - (uint64_t)a,
	    (uint64_t)z1 - (uint64_t)b, z1 == z2);
	exit(0);
}
