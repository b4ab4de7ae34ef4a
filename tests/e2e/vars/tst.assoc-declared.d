/*
 * Associative arrays declared with their value and key types: a missing
 * element reads as 0 or as a NULL string.
 * @@flags: -q
 */
int a[int];
string names[int, string];

BEGIN
{
	a[1] = 4;
	names[1, "x"] = "one-x";
	printf("%d %d %s [%s]\n", a[1], a[2], names[1, "x"],
	    names[2, "y"] == NULL ? "NULL" : "?");
	exit(0);
}
