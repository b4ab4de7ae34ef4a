# A probe list naming a tracepoint the kernel does not have: a warning,
# the probe counted and said not found when attaching, the others run.
# Alone in its clause, or a wildcard that matches nothing, it is an error.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid,tracepoint:nosuch:event { printf("fired\n"); exit(); }' -c "$PROGS/getppidloop 1" 2>&1
echo "status $?"
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid,tracepoint:syscalls:sys_enter_nosuch { printf("fired\n"); exit(); }' -c "$PROGS/getppidloop 1" 2>&1
echo "status $?"
"$BTRACE" -e 'BEGIN { exit(); } tracepoint:nosuch:event { exit(); }' 2>&1
echo "status $?"
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid,tracepoint:nosuch:ev* { exit(); }' 2>&1
echo "status $?"
