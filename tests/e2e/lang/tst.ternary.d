/*
 * ?: yields one of two integers or strings; only the chosen operand is
 * evaluated.
 * @@flags: -q
 */
BEGIN
{
	x = 3;
	n = 0;
	printf("%d %d\n", x > 2 ? 100 : 200, x > 5 ? 100 : 200);
	printf("%s %s\n", x == 3 ? "three" : "other", x ? "set" : "unset");
	r = x ? n++ : n--;
	printf("%d %d\n", r, n);
	exit(0);
}
