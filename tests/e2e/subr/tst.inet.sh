# inet_ntoa, inet_ntoa6 and inet_ntop of addresses in scratch memory,
# filled from a known user string ("/etc": 47.101.116.99) and zeros:
# IPv6 text compresses the longest run of zero groups (RFC 5952).
$DTRACE -qn 'syscall::openat:entry /pid == $target/ {
	p = copyin(arg1, 16);
	printf("%s %s\n", inet_ntoa((ipaddr_t *)p), inet_ntop(AF_INET, p));
	printf("%s\n", inet_ntoa6((in6_addr_t *)p));
	b = (char *)alloca(16); bcopy(p, b, 2);
	printf("%s\n", inet_ntoa6(b));
	bcopy(p, (char *)b + 15, 1);
	printf("%s\n", inet_ntop(AF_INET6, b));
	c = (char *)alloca(16);
	printf("%s\n", inet_ntoa6(c));
	bcopy(p, (char *)c + 4, 2);
	printf("%s\n", inet_ntoa6(c));
	d = (char *)alloca(16); bcopy(p, (char *)d + 10, 2);
	printf("%s\n", inet_ntoa6(d));
	f = (char *)alloca(16); bcopy(p, (char *)f + 2, 2); bcopy(p, (char *)f + 6, 2);
	printf("%s\n", inet_ntoa6(f));
	exit(0); }' -c "$PROGS/openloop /etc/hostname 1"
