# A sched probe whose tracepoint the running kernel lacks is refused when
# the script is compiled, with the tracepoint named, and is not listed:
# on-cpu and remain-cpu need sched_exit_tp, surrender needs
# sched_set_need_resched_tp (both newer than Debian 12's Linux 6.1; the
# test runs there, in tests/vm/, and is skipped on a kernel that has
# them).  The kernel's BTF names each raw tracepoint btf_trace_NAME.
if grep -aq btf_trace_sched_exit_tp /sys/kernel/btf/vmlinux ||
    grep -aq btf_trace_sched_set_need_resched_tp /sys/kernel/btf/vmlinux
then
	echo "this kernel has sched_exit_tp or sched_set_need_resched_tp" >&2
	exit 77
fi
for p in on-cpu remain-cpu surrender; do
	$DTRACE -n "sched:::$p { trace(pid); }"
	echo "status $?"
done
$DTRACE -l -P sched | awk 'NR > 1 { print $NF }' | sort
