/*
 * Tuple keys: the order of the elements matters, and integer and string
 * elements combine.
 * @@flags: -q
 */
BEGIN
{
	t[1, 2] = 3;
	t[2, 1] = 4;
	printf("%d %d %d\n", t[1, 2], t[2, 1], t[1, 1]);
	u["x", 1] = 5;
	u["x", 2] = 6;
	u["y", 1] = 7;
	printf("%d %d %d %d\n", u["x", 1], u["x", 2], u["y", 1], u["y", 2]);
	v[1, "a", 2] = 8;
	printf("%d %d\n", v[1, "a", 2], v[1, "b", 2]);
	exit(0);
}
