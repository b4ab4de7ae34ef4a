/* @@flags: -x errtags */ /*
 * Indexing a scalar variable: e[i] is *(e + i) as in C, and an int
 * cannot be dereferenced.
 */
BEGIN
{
	x = 1;
	x[1] = 2;
	exit(0);
}
