/* @@flags: -x errtags */
/* a conversion with no argument left for it: D_PRINTF_ARG_PROTO */
BEGIN
{
	printf("%d of %s\n", 7);
	exit(0);
}
