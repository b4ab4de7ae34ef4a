/*
 * Associative arrays: integer, string and tuple keys; a missing key reads
 * as 0; assigning 0 deletes the element.
 * @@flags: -q
 */
BEGIN
{
	a[1] = 10;
	a[2] = 20;
	b["x"] = 1;
	b["y"] = 2;
	c[1, "one"] = 100;
	c[2, "two"] = 200;
	printf("%d %d %d %d\n", a[1], a[2], a[3], b["y"]);
	printf("%d %d %d\n", c[1, "one"], c[2, "two"], c[1, "two"]);
	a[1] = 0;
	printf("%d\n", a[1]);
	s["k"] = "value";
	printf("%s\n", s["k"]);
	exit(0);
}
