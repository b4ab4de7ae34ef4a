/*
 * htons/htonl/htonll and ntohs/ntohl/ntohll swap bytes on this
 * little-endian machine; getmajor/getminor split a kernel dev_t; rand()
 * gives numbers.
 * @@flags: -q
 */
BEGIN
{
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678),
	    htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0x3412), ntohl(0x78563412),
	    ntohll(0x0807060504030201));
	printf("%d %d\n", getmajor(0x800003), getminor(0x800003));
	printf("%d\n", rand() != rand() || rand() != rand());
	exit(0);
}
