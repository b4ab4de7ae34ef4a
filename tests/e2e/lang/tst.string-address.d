/*
 * A string is the address of its characters: s[i] and *s read one (a
 * char), s + i and i + s are the string that far into it, in any kind of
 * variable and on a subroutine's result.
 * @@flags: -q
 */
BEGIN
{
	g = "ABCDEFG";
	this->l = "hij";
	self->t = "KLM";
	a[1] = "nop";
	printf("%c %c %c %c %c\n", g[1], this->l[2], *self->t, a[1][0],
	    strjoin("x", "yz")[2]);
	printf("%d %s %s %d\n", g[7], g + 3, 1 + this->l, strlen(g + 5));
	printf("%s %c\n", self->t + 3 - 1, (a[1] + 1)[1]);
	exit(0);
}
