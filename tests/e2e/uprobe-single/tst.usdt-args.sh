# ../usdt/tst.args.sh with the pid and usdt providers' probes placed one uprobe perf
# event each (as where the kernel has no uprobe_multi links), forced with
# DTRACE_NO_UPROBE_MULTI: the same output.
export DTRACE_NO_UPROBE_MULTI=1
. "$TESTDIR/../usdt/tst.args.sh"
