# signal(sig): a signal (by name, with or without SIG, or number) to the
# current task; unsafe: refused without --unsafe; an unknown name and a
# number out of 1..64 are compile errors, as BEGIN and END probes are.
$BTRACE --unsafe -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
    printf("sent\n"); signal("SIGTERM"); }' -c "$PROGS/getppidloop 100"
echo "status $?"
$BTRACE --unsafe -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
    printf("sent\n"); signal(9); }' -c "$PROGS/getppidloop 100"
echo "status $?"
$BTRACE -e 'tracepoint:syscalls:sys_enter_getppid { signal("KILL"); }'
echo "status $?"
$BTRACE --unsafe -e 'tracepoint:syscalls:sys_enter_getppid { signal("FOO"); }'
echo "status $?"
$BTRACE --unsafe -e 'tracepoint:syscalls:sys_enter_getppid { signal(100); }'
echo "status $?"
$BTRACE --unsafe -e 'END { signal("HUP"); }'
echo "status $?"
$BTRACE -e 'BEGIN { system("echo hi"); }'
echo "status $?"
