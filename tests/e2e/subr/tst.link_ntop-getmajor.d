/*
 * link_ntop(type, addr): a hardware address in hexadecimal bytes joined
 * by ':', 6 of them for Ethernet, 20 for InfiniBand; getmajor() and
 * getminor() of a Linux dev_t (32 bits: a 12-bit major, a 20-bit minor).
 * @@flags: -q
 */
BEGIN
{
	this->p = (uint8_t *)alloca(24);
	*(uint64_t *)this->p = 0;
	*(uint64_t *)(this->p + 8) = 0;
	*(uint64_t *)(this->p + 16) = 0;
	this->p[0] = 0x00; this->p[1] = 0x10; this->p[2] = 0xe0;
	this->p[3] = 0x8a; this->p[4] = 0x71; this->p[5] = 0x5e;
	this->p[19] = 0xff;
	printf("%s\n", link_ntop(ARPHRD_ETHER, this->p));
	printf("%s\n", link_ntop(ARPHRD_INFINIBAND, this->p));
	printf("%x %x\n", getmajor(0xabcdef0123456789ll),
	    getminor(0xabcdef0123456789ll));
	printf("%d %d\n", getmajor(0x800003), getminor(0x800003));
	exit(0);
}
