/*
 * Strings: assignment, comparison with every relational operator
 * (lexical), strings as keys, a string from a ternary.
 * @@flags: -q
 */
BEGIN
{
	a = "apple";
	b = "banana";
	printf("%d %d %d %d %d %d\n", a < b, a <= b, a > b, a >= b, a == b,
	    a != b);
	printf("%d %d\n", "abc" < "abd", "ab" < "abc");
	k[a] = 1;
	k[b] = 2;
	printf("%d %d\n", k["apple"], k["banana"]);
	c = a == "apple" ? b : a;
	printf("%s\n", c);
	exit(0);
}
