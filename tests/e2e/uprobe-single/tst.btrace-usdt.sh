# btrace's usdt probes, each placed by a uprobe perf event of its own
# (DTRACE_NO_UPROBE_MULTI, as where the kernel has no uprobe_multi links):
# the output of tests/bt-gold/probes/tst.usdt.bt.
cd "$TESTDIR/../../bt-gold/probes" || exit 1
DTRACE_NO_UPROBE_MULTI=1 $BTRACE -c "$PROGS/usdt -q 3 10" tst.usdt.bt "$PROGS/usdt"
