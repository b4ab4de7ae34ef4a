# -l kprobe:... and kfunc:... on this kernel, which has neither kprobes
# nor kfuncs: what bpftrace 0.17 says.
. "$TESTDIR/../lib.sh"
"$BTRACE" -l 'kprobe:vfs_read'
echo "status $?"
"$BTRACE" -l 'kfunc:vfs_read'
echo "status $?"
