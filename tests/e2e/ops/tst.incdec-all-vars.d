/*
 * ++, -- and compound assignment on every kind of variable: global,
 * thread-local, clause-local, associative array elements (new ones
 * start at 0; ++ and -- create a variable, compound assignment needs one
 * that exists, as in DTrace).
 * @@flags: -q
 */
BEGIN
{
	g++;
	++g;
	self->x++;
	self->x += 10;
	this->y--;
	this->y *= 3;
	a["k"]++;
	++a["k"];
	b[1, 2]++;
	b[1, 2] += 4;
	b[1, 2] <<= 2;
	c["n"]--;
	printf("%d %d %d %d %d %d\n", g, self->x, this->y, a["k"], b[1, 2],
	    c["n"]);
	exit(0);
}
