# debugf(fmt, ...): bpf_trace_printk(), its line in the kernel's trace
# buffer (integers, %x, a string argument), nothing on the output but the
# warning; in a tracepoint too.
trace=/sys/kernel/tracing/trace
if [ ! -r $trace ]; then
	echo "no $trace" >&2
	exit 77
fi
tag=btdebugf$(printf %07d $$)	# a fixed width: the marks under it too
$BTRACE -e 'BEGIN { $s = "str"; debugf("'$tag' a %d %x %s\n", -5, 255, $s);
    exit(); }'
$BTRACE -q -e 'tracepoint:syscalls:sys_enter_execve /pid == cpid/ {
    debugf("'$tag' c %d\n", cpid > 0); exit(); }' -c /bin/true
grep -o "bpf_trace_printk: $tag.*" $trace | sed "s/$tag/TAG/"
