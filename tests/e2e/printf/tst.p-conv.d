/*
 * %p prints hex without 0x; %#p adds it; widths apply.
 * @@flags: -q
 */
BEGIN
{
	printf("[%p] [%p] [%#p] [%20p]\n", 0, 0xffffffff81000000, 16, 0xabc);
	exit(0);
}
