/*
 * &&, || and ^^ (logical exclusive or) treat any non-zero value as true
 * and yield 0 or 1.
 * @@flags: -q
 */
BEGIN
{
	t = 7;
	f = 0;
	printf("&& %d %d %d %d\n", t && t, t && f, f && t, f && f);
	printf("|| %d %d %d %d\n", t || t, t || f, f || t, f || f);
	printf("^^ %d %d %d %d\n", t ^^ t, t ^^ f, f ^^ t, f ^^ f);
	printf("%d %d\n", 2 && -3, 4 ^^ 8);
	exit(0);
}
