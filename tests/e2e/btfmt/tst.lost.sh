# Records that do not fit in the buffer are events bpftrace lost: "Lost N
# events" on stdout, {"type": "lost_events", "data": {"events": N}} in
# JSON, as bpftrace prints them for, e.g.,
#	BPFTRACE_PERF_RB_PAGES=1 bpftrace [-f json] -e '
#	    tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
#		printf("%d %d %d %d\n", 1, 2, 3, 4); }' -c 'getppidloop 200000'
for f in bt btjson; do
	$DTRACE -b 4k -x switchrate=1hz -x oformat=$f -qn '
	    syscall::getppid:entry /pid == $target/ {
		printf("%d %d %d %d\n", arg0, arg1, arg2, arg3); }' \
	    -c "$PROGS/getppidloop 20000" 2>&1 |
	    sed -n 's/^Lost [0-9]* events$/Lost N events/p
		s/^\({"type": "lost_events", "data": {"events": \)[0-9]*}}$/\1N}}/p' |
	    sort -u
done
