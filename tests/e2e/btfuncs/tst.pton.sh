# pton("addr"): an IPv4 (dotted) or IPv6 address as its bytes, found as
# the program is built: printed as an array, a scratch variable, given to
# ntop(); text and JSON; what is no address, and what is no literal.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN {
	    printf("%s %s\n", ntop(pton("127.0.0.1")),
		ntop(pton("2001:db8::ff00:42:8329")));
	    print(pton("fe80::1:2")); print(pton("10.1.2.3"));
	    $p = pton("192.168.0.1"); print($p);
	    exit(); }'
done
$BTRACE -e 'BEGIN { $p = pton("1.2.3"); }'
$BTRACE -e 'BEGIN { $p = pton("::ffff:1.2.3.4"); }'
$BTRACE -e 'BEGIN { $p = pton(1); }'
echo "status $?"
