/*
 * Casts truncate and sign-extend as C does.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d\n", (char)300, (unsigned char)-1, (short)0x18000,
	    (int)0x1ffffffff);
	printf("%u %d\n", (uint32_t)-1, (int8_t)0x80);
	exit(0);
}
