# fbt::do_sys_openat2:entry and :return (openat2.d): AT_FDCWD (-100) and
# the path at entry; at return -1 and the file descriptor (3: the lowest
# free) or -ENOENT (-2), once for each open of the target.
. ./fbt.sh
$DTRACE -qs openat2.d -c "$PROGS/openloop /etc/passwd 3"
$DTRACE -qs openat2.d -c "$PROGS/openloop /nonexistent 2"
