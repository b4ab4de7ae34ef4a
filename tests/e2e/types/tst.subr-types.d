/*
 * Subroutines return the types of DTrace's prototypes: rand() an int
 * (never negative), strlen() a size_t, index() an int, htons() a
 * uint16_t ...
 * @@flags: -q
 */
BEGIN
{
	printf("%d %d %d %d %d\n", sizeof(rand()), sizeof(strlen("a")),
	    sizeof(index("a", "a")), sizeof(rindex("a", "a")),
	    sizeof(progenyof(1)));
	printf("%d %d %d %d %d %d\n", sizeof(htons(1)), sizeof(htonl(1)),
	    sizeof(htonll(1)), sizeof(ntohs(1)), sizeof(ntohl(1)),
	    sizeof(ntohll(1)));
	printf("%d %d %d\n", sizeof(substr("abc", 1)), sizeof(getmajor(0)),
	    sizeof(alloca(1)));
	printf("%d %x %x\n", rand() >= 0, htons(0x12345678), htonl(0x11223344));
	exit(0);
}
