# pton("addr"): an IPv4 (dotted) or IPv6 address as its bytes, found as
# the program is built: printed as an array, in a scratch variable, given
# to ntop() (with or without a family, from a variable too), a map key;
# text and JSON; what is no address, and what is no literal.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN {
	    printf("%s %s\n", ntop(pton("127.0.0.1")),
		ntop(pton("2001:db8::ff00:42:8329")));
	    print(pton("fe80::1:2")); print(pton("10.1.2.3"));
	    $p = pton("192.168.0.1"); print($p);
	    $q = pton("fe80::7");
	    printf("%s %s %s\n", ntop($p), ntop($q), ntop(2, pton("1.2.3.4")));
	    @k[pton("10.0.0.1")] = 1;
	    exit(); }'
done
$BTRACE -e 'BEGIN { $p = pton("1.2.3"); }'
$BTRACE -e 'BEGIN { $p = pton("::ffff:1.2.3.4"); }'
$BTRACE -e 'BEGIN { $p = pton(1); }'
echo "status $?"
