/*
 * A macro argument that is an identifier stands for that identifier, as
 * in DTrace; one that is neither an integer nor an identifier is a string.
 * @@flags: -q
 * @@args: myvar 'two words'
 */
BEGIN
{
	myvar = 5;
	printf("%d %s\n", $1 + 1, $2);
	exit(0);
}
