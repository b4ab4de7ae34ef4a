# ntop([af, ]addr): an IPv4 address (an integer, the bytes as they are in
# memory) or IPv6 (af 10, 16 bytes), as inet_ntop(3) writes it; a 4-byte
# string is an IPv4 address; a tracepoint's address arrays (saddr,
# saddr_v6); in printf, print(), a map key, JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { printf("%s %s %s %s\n", ntop(0x0100007f),
	    ntop(2, 0x0201a8c0), ntop(0xffffffff), ntop(10, 1));
	    print(ntop("abc")); @[ntop(0x0100007f)] = count(); exit(); }'
	$BTRACE -f $f -e 'tracepoint:sock:inet_sock_set_state
	    /args->family == 10 && args->newstate == 2/ {
		printf("%s\n", ntop(args->saddr_v6));
		exit(); }' -c "$PROGS/tcpconn -6 47831"
	$BTRACE -f $f -e 'tracepoint:sock:inet_sock_set_state
	    /args->family == 2 && args->newstate == 2/ {
		printf("%s %s\n", ntop(args->saddr), ntop(2, args->daddr));
		exit(); }' -c "$PROGS/tcpconn 47832"
done
