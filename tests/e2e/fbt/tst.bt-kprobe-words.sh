# btrace's kprobe:/kretprobe: errors in bpftrace 0.17's words, where the
# kernel allows kprobes: a kretprobe it refuses as it might lock the
# system up (after "Attaching", exit status 1), argN past arg5, argN in a
# kretprobe.  Expected output: bpftrace 0.17's, on Debian 12's kernel
# (tests/vm/), its RLIMIT_MEMLOCK warning left out.
. ./fbt.sh
for p in 'kretprobe:_raw_spin_lock { exit(); }' \
    'kprobe:vfs_read { print(arg6); exit(); }' \
    'kretprobe:vfs_read { print(arg0); exit(); }'; do
	{ $BTRACE -e "$p" 2>&1; echo "status $?"; } | grep -v RLIMIT_MEMLOCK
done
