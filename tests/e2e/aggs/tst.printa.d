/*
 * printa() with and without a format; %@d takes the value; keys of
 * several types.
 * @@flags: -q
 */
BEGIN
{
	@a["x", 1] = sum(5);
	@a["y", 2] = sum(15);
	@a["z", 3] = sum(10);
	printa(@a);
	printa("%s-%d => %@d\n", @a);
	printa("[%-3s|%5@d]\n", @a);
	exit(0);
}
