/*
 * A string ends at its NUL: what a subroutine's result buffer holds past
 * it (here, leftovers of an earlier strjoin) counts neither in
 * comparisons, nor in aggregation keys, nor in what trace() records.
 * @@flags: -q
 */
int n;

BEGIN
{
	x = strjoin("abcdefgh", "ijklmnop");
	printf("%d\n", substr("xab", 1) == strjoin("a", "b"));
	printf("%d %d %d\n", substr("xabc", 1) < "abd",
	    "ab" < substr("xabc", 1), substr("xabc", 1) > "ab");
	printf("%d %d\n", strjoin("abcdefg", "h") == "abcdefgh",
	    strjoin("abcdefgh", "ijklmnopq") == "abcdefghijklmnopq");
	printf("%d %d\n", strjoin("abcdefgh", "ijklmnopq") == "abcdefghijklmnop",
	    strjoin("abcdefgh", "ijklmnop") != "abcdefghijklmnopq");
	x = "abc";
	x = x;
	y = substr(x, 1);
	printf("[%s] [%s] %d\n", x, y, y == "bc");
	trace(substr("xab", 1));
	printf("\n");
}

tick-1ms
/n < 4/
{
	y = strjoin("abcdefgh", "ijklmnop");
	@[substr(curthread->comm, 3), strlen(curthread->comm)] = count();
	n++;
}

tick-1ms
/n == 4/
{
	exit(0);
}
