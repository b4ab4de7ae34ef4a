/*
 * A NULL string is address 0: its characters are at addresses 0, 1, ...
 * which DTrace cannot read (invalid address, the clause's record lost,
 * the ERROR probe fired).
 * @@flags: -q
 */
BEGIN
{
	s = "abc";
	s = NULL;
	printf("%c\n", s[1]);
}

BEGIN
{
	this->s = strstr("abc", "x");
	printf("%c\n", *this->s);
}

BEGIN
{
	exit(0);
}

ERROR
{
	exit(1);
}
