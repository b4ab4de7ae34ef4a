# Two ways fbt probes attach: fentry/fexit programs where the kernel
# allows them (a tracing link each), and with DTRACE_NO_FENTRY=1 (and
# DTRACE_NO_KPROBE_MULTI=1, for kernels with kprobe_multi links:
# tst.kprobe-multi.sh) kprobe and kretprobe perf events (a perf event and
# a perf link each); the same results either way (openat2.d, as in
# tst.openat2.sh).
. ./fbt.sh
for no in "" 1; do
	echo "DTRACE_NO_FENTRY=$no"
	DTRACE_NO_FENTRY=$no DTRACE_NO_KPROBE_MULTI=$no $DTRACE -wqn '
	fbt::do_sys_openat2:entry /pid == $target && !done/ {
		done = 1;
		system("grep -h link_type /proc/%d/fdinfo/* | sort | uniq -c; ls -l /proc/%d/fd | grep -c perf_event", $pid, $pid);
	}
	fbt::do_sys_openat2:return { }' -c "$PROGS/openloop /etc/passwd 1"
	DTRACE_NO_FENTRY=$no DTRACE_NO_KPROBE_MULTI=$no $DTRACE -qs openat2.d -c \
	    "$PROGS/openloop /nonexistent 2"
done
