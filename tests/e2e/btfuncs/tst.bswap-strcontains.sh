# bswap(n): n's bytes reversed at n's own width (8, 16, 32, 64 bits), an
# unsigned value; strcontains(h, n): 1 when n occurs in h, else 0 (a
# string known at run time, a condition, a map key); their errors.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN {
	    printf("%x %x %x\n", bswap((int16)-2), bswap((int8)-2),
		bswap((uint32)1));
	    print(bswap((uint16)0x1234)); print(bswap(0x12345678));
	    @b = bswap((uint32)0x11223344);
	    $s = "abcdef";
	    printf("%d %d %d\n", strcontains($s, "cde"), strcontains($s, "ce"),
		strcontains("", ""));
	    if (strcontains($s, "ab")) { printf("yes\n"); }
	    @c[strcontains($s, "f")] = 1;
	    exit(); }'
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_execve
	    /strcontains(str(args->filename), "tru")/ {
		printf("%s\n", str(args->filename)); exit(); }' -c /bin/true
done
$BTRACE -e 'BEGIN { $x = bswap("a"); }'
$BTRACE -e 'BEGIN { $x = strcontains(1, "a"); }'
$BTRACE -e 'BEGIN { $x = strcontains("a", 2); }'
$BTRACE -e 'BEGIN { $x = strcontains("a"); }'
echo "status $?"
