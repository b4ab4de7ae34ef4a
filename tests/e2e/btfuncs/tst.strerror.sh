# strerror(n): the errno value n as strerror(3) words it: in printf's %s,
# print(), a map's value, text and JSON; a value known only at run time
# (a failed openat's return); an unknown value; a non-integer argument.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { $i = 13; @e = strerror(2);
	    printf("[%s] [%s]\n", strerror($i), strerror($i * 2 - 4));
	    print(strerror(200)); exit(); }'
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_exit_openat
	    /pid == cpid && args->ret < 0/ {
		printf("%d %s\n", -args->ret, strerror(-args->ret)); exit(); }' \
	    -c "/bin/sh -c 'exec /bin/cat /nonexistent/file 2>/dev/null'"
done
$BTRACE -e 'BEGIN { $s = strerror("two"); }'
echo "status $?"
