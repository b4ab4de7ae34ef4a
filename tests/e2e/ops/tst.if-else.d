/*
 * if/else as FreeBSD's DTrace has it: chains, nesting, blocks and single
 * statements, with actions inside.
 * @@flags: -q
 */
BEGIN
{
	x = 5;
	if (x > 10)
		printf("big\n");
	else if (x > 3)
		printf("medium\n");
	else
		printf("small\n");
	if (x == 5) {
		y = 1;
		if (y) {
			printf("nested\n");
		} else {
			printf("not reached\n");
		}
	}
	if (x < 0)
		printf("not reached\n");
	s = x > 3 ? "yes" : "no";
	printf("%s %d\n", s, y);
	exit(0);
}
