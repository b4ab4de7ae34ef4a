/*
 * && does not evaluate its right operand when the left is false, nor ||
 * when the left is true; ^^ always evaluates both.
 * @@flags: -q
 */
BEGIN
{
	n = 0;
	r1 = 0 && ++n;
	r2 = 1 || ++n;
	printf("%d %d %d\n", r1, r2, n);
	r3 = 1 && ++n;
	r4 = 0 || ++n;
	printf("%d %d %d\n", r3, r4, n);
	r5 = 1 ^^ ++n;
	r6 = 0 ^^ ++n;
	printf("%d %d %d\n", r5, r6, n);
	exit(0);
}
