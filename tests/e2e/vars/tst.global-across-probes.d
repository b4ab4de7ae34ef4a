/*
 * Globals keep their values from one probe to another: set in BEGIN,
 * read in END.
 * @@flags: -q
 */
BEGIN
{
	x = 42;
	s = "kept";
	exit(0);
}

END
{
	printf("%d %s\n", x, s);
}
