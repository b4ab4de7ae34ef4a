# Compile errors as bpftrace words and marks them: the place, the line,
# and a mark under what is wrong (each checked against bpftrace 0.17;
# exit() takes later bpftrace's status, as btrace: up to one argument).
for s in 'BEGIN { @x = sum(); }' 'BEGIN { @x = lhist(1); }' \
    'BEGIN { printf(); }' 'BEGIN { exit(1,2); }' 'BEGIN { print(1,2,3,4); }' \
    'BEGIN { @x = foo(1); }' 'BEGIN { x; }' 'BEGIN { $x; }' \
    'BEGIN { x = 1; }' 'BEGIN { @x = 1 +; }' 'tracepoint:nosuch:thing { }' \
    'BEGIN { printf("%s\n", str(comm)); }' \
    'BEGIN { $x = curtask; $y = $x->nosuch; }'; do
	$BTRACE -e "$s"
	echo "status $?"
done
exit 1
