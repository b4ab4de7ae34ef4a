/*
 * Clause-local this-> variables are shared by the clauses of one probe
 * firing: an integer and a string set in one clause are read in the next.
 * @@flags: -q
 */
BEGIN
{
	this->x = 10;
	this->s = "str";
}

BEGIN
{
	this->x += 5;
	printf("%d %s\n", this->x, this->s);
	exit(0);
}
