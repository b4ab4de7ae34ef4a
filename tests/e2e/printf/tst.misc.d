/*
 * printf %p and %a of integers and escapes in the format.
 * @@flags: -q
 */
BEGIN
{
	printf("[%p]\n", 0x1234);
	printf("tab:\t| newline-escape done\n");
	printf("[%a]\n", 5);
	exit(0);
}
