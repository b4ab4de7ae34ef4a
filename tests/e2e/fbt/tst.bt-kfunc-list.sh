# btrace -lv of kfunc: and kretfunc: probes lists the function's
# parameters and its return value (retval) with their types from BTF,
# qualifiers kept, as bpftrace does (a void function has no retval);
# kprobe: probes have none.  Expected output: bpftrace 0.17's, on Debian
# 12's kernel (tests/vm/).
. ./fbt.sh
$BTRACE -lv 'kfunc:do_sys_openat2'
$BTRACE -lv 'kretfunc:vmlinux:do_sys_openat2'
$BTRACE -lv 'kfunc:vfs_read*'
$BTRACE -lv 'kfunc:fput'
$BTRACE -lv 'kprobe:do_sys_openat2'
