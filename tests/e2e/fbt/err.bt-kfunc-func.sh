# btrace's func built-in has no value in kfunc: and kretfunc: clauses:
# bpftrace's error for each.  Expected output: bpftrace 0.17's, on Debian
# 12's kernel (tests/vm/).
. ./fbt.sh
$BTRACE -e 'kfunc:vfs_read { @[func] = count(); }
kretfunc:vfs_read { @[func] = count(); }'
