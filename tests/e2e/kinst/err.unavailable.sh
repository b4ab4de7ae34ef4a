# kinst: this kernel allows no kprobes.  A description naming kinst says
# so, in a program and in -l; one that does not name it sees no kinst
# probes.
if [ -e /sys/bus/event_source/devices/kprobe ]; then
	echo "this kernel has kprobes" >&2
	exit 77
fi
$DTRACE -x errtags -n 'kinst::do_sys_openat2:0 { trace(regs[R_RSI]); }' 2>&1
echo "status $?"
$DTRACE -l -n 'kinst::do_sys_openat2:' 2>&1
echo "status $?"
$DTRACE -l -P kinst 2>&1
echo "status $?"
$DTRACE -l | awk '$2 == "kinst"' | wc -l
$DTRACE -n 'syscall::getpid:entry { trace(regs[R_RSI]); }' 2>&1
exit 1
