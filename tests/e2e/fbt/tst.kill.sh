# A dtrace killed (SIGKILL) leaves nothing attached: its fentry trampoline
# or kprobe on do_sys_openat2 (both listed in tracefs's enabled_functions
# while it runs) goes with its links and perf events, and no kprobe_events
# entry is ever made.
. ./fbt.sh
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
ef=/sys/kernel/tracing/enabled_functions
for no in "" 1; do
	echo "DTRACE_NO_FENTRY=$no"
	: >"$T/out"
	DTRACE_NO_FENTRY=$no $DTRACE -qn 'BEGIN { printf("ready\n"); }
	    fbt::do_sys_openat2:entry { }' >"$T/out" &
	p=$!
	until grep -q ready "$T/out" || ! kill -0 $p 2>/dev/null; do
		sleep 0.1
	done
	echo "running: $(grep -c '^do_sys_openat2 ' $ef)"
	{ kill -9 $p; wait $p; } 2>/dev/null
	echo "killed: $(grep -c '^do_sys_openat2 ' $ef)"
	echo "kprobe_events: $(wc -l </sys/kernel/tracing/kprobe_events)"
done
