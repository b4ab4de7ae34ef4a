# A write of the output that fails ends the tracer with the file's name,
# the reason and exit status 1, for -o and for standard output alike; a
# closed pipe ends it quietly (SIGPIPE ignored: EPIPE).
$DTRACE -q -n 'BEGIN { trace(1); exit(0); }' -o /dev/full
echo "dtrace -o /dev/full: $?"
$DTRACE -q -n 'BEGIN { trace(1); exit(0); }' >/dev/full
echo "dtrace >/dev/full: $?"
$BTRACE -e 'BEGIN { printf("x\n"); exit(); }' -o /proc/version
echo "btrace -o /proc/version: $?"
$BTRACE -e 'BEGIN { printf("x\n"); exit(); }' >/dev/full
echo "btrace >/dev/full: $?"
(
	trap '' PIPE
	$DTRACE -q -n 'tick-1ms { trace(1); }' | head -c 1 >/dev/null
	echo "dtrace | closed pipe: ${PIPESTATUS[0]}"
	$BTRACE -e 'interval:ms:1 { printf("x\n"); }' | head -c 1 >/dev/null
	echo "btrace | closed pipe: ${PIPESTATUS[0]}"
)
