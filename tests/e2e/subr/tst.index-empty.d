/*
 * index() and rindex() with a start position out of the string, as
 * DTrace (after Perl) has them: "" is found at the end by index() from
 * past the end and at 0 by rindex() from before the start, any other
 * needle is not found; two empty strings match at 0 whatever the start.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d %d\n", index("foobar", "", 7),
	    index("foobar", "", 400), rindex("foobar", "", -1),
	    rindex("foobar", "", -400), index("", "", 1), rindex("", "", -1));
	printf("%d %d %d %d %d %d %d\n", index("foobar", ""),
	    rindex("foobar", ""), index("foobar", "", 3),
	    rindex("foobar", "", 3), index("foobar", "", 6),
	    rindex("foobar", "", 400), index("foobar", "", -3));
	printf("%d %d %d %d %d %d\n", index("foobar", "o", 7),
	    rindex("foobar", "f", -1), rindex("foobar", "o", 400),
	    index("foobar", "o", -5), index("foobar", "bar", 3),
	    rindex("foobar", "o", 1));
	exit(0);
}
