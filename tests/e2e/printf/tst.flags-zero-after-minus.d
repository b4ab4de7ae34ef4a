/*
 * DTrace's format parser lets a 0 flag that follows - cancel it:
 * "%-05d" zero-pads (dt_printf_create clears LEFT on ZPAD and vice versa).
 * @@flags: -q
 */
BEGIN
{
	printf("[%-05d]\n", 7);
	exit(0);
}
