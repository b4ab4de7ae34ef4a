/*
 * Casts to smaller integer types truncate, then sign-extend for signed
 * types and zero-extend for unsigned ones.
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d\n", (char)300, (unsigned char)-1, (char)200);
	printf("%d %d\n", (short)0x18000, (unsigned short)-2);
	printf("%d %u\n", (int)0x1ffffffff, (unsigned int)0x1ffffffff);
	x = 0x1234567890;
	printf("%d %x\n", (int8_t)x, (uint16_t)x);
	exit(0);
}
