# btrace's uretprobe probes, each placed by a uprobe perf event of its own
# (DTRACE_NO_UPROBE_MULTI, as where the kernel has no uprobe_multi links):
# the output of tests/bt-gold/probes/tst.uretprobe.bt.
cd "$TESTDIR/../../bt-gold/probes" || exit 1
DTRACE_NO_UPROBE_MULTI=1 $BTRACE -c "$PROGS/ufuncs 4" tst.uretprobe.bt "$PROGS/ufuncs"
