# An ordinary user (uid 65534) with some of the capabilities tracing
# needs: the message names exactly those missing (CAP_SYS_ADMIN stands
# for CAP_BPF and CAP_PERFMON, CAP_DAC_OVERRIDE for CAP_DAC_READ_SEARCH);
# with all of them both commands trace: BEGIN, a system call's probes
# listed from tracefs, a pid probe and a uprobe of a -c command -- also
# btrace invoked as bpftrace, which bpftrace 0.17 itself would refuse
# (INCOMPATIBILITIES.md).
. "$TESTDIR/priv.sh"
need_caps
mkdir bin
ln -s "$BTRACE" bin/bpftrace
for CAPS in bpf,perfmon dac_read_search bpf perfmon,dac_override \
    sys_admin; do
	echo "-- $CAPS"
	show as_nobody $DTRACE -qs "$TESTDIR/prog.d"
	show as_nobody $BTRACE "$TESTDIR/prog.bt"
	show as_nobody $BTRACE -l 'tracepoint:syscalls:sys_enter_read'
	show as_nobody bin/bpftrace "$TESTDIR/prog.bt"
done
for CAPS in bpf,perfmon,dac_read_search sys_admin,dac_read_search \
    bpf,perfmon,dac_override; do
	echo "-- $CAPS"
	show as_nobody $DTRACE -qs "$TESTDIR/prog.d"
	as_nobody $DTRACE -l -n syscall::read:entry 2>&1 |
	    sed 's/^ *[0-9][0-9]* /  NNN /'
	echo "status ${PIPESTATUS[0]}"
	show as_nobody $DTRACE -qn 'pid$target::main:entry {
	    printf("main, uid %d\n", uid); }' -c "$PROGS/sleeper 10"
	show as_nobody $BTRACE "$TESTDIR/prog.bt"
	show as_nobody $BTRACE -l 'tracepoint:syscalls:sys_enter_read'
	show as_nobody $BTRACE -e "uprobe:$PROGS/sleeper:main {
	    printf(\"main, uid %d\\n\", uid); }" -c "$PROGS/sleeper 10"
	show as_nobody bin/bpftrace "$TESTDIR/prog.bt"
done
