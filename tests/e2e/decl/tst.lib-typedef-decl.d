/*
 * The D library's type names (ipaddr_t ...) may declare variables before
 * anything else has read the library; an array given for a pointer
 * parameter is the address of its first element.
 * @@flags: -q
 */
ipaddr_t *ip;
uint8_t mac[6];

BEGIN
{
	this->b = alloca(sizeof(ipaddr_t));
	ip = this->b;
	*ip = htonl(0x7f000001);
	mac[0] = 0x02; mac[1] = 0x42; mac[5] = 0xff;
	printf("%s %s\n", inet_ntoa(ip), link_ntop(ARPHRD_ETHER, mac));
	exit(0);
}
