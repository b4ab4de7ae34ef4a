/*
 * Variables declared with a type keep it: a char wraps, a string
 * variable holds strings, self and this declarations.
 * @@flags: -q
 */
char c;
self int n;
this string s;
uint8_t u;

BEGIN
{
	c = 200;
	u = 300;
	self->n = 7;
	this->s = "text";
	printf("%d %d %d %s\n", c, u, self->n, this->s);
	exit(0);
}
