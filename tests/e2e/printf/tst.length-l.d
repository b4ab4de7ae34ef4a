/*
 * The l length modifier with long arguments: %ld %lu %lx %lo %li.
 * @@flags: -q
 */
BEGIN
{
	printf("%ld %lu %lx %lo %li\n", (long)-5, (unsigned long)-1,
	    (long)255, (unsigned long)8, (long)-7);
	exit(0);
}
