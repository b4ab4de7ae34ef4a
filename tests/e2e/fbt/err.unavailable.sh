# fbt: this kernel allows neither kprobes nor fentry/fexit programs
# (fentry's load is refused, EPERM).  A description naming fbt says so, in
# a program and in -l; one that does not name it sees no fbt probes.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes" >&2
	exit 77
fi
$DTRACE -x errtags -n 'fbt::vfs_read:entry { trace(arg0); }' 2>&1
echo "status $?"
$DTRACE -l -n 'fbt:::' 2>&1
echo "status $?"
$DTRACE -l -P fbt 2>&1
echo "status $?"
$DTRACE -l -n ':::entry' | awk '$2 == "fbt"' | wc -l
exit 1
