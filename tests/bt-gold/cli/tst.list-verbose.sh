# -l -v (and -lv) shows each probe's arguments (args->...) below it,
# indented 4 spaces: tracepoint fields, including __data_loc strings.
. "$TESTDIR/../lib.sh"
"$BTRACE" -l -v 'tracepoint:syscalls:sys_enter_getppid'
"$BTRACE" -lv 'tracepoint:syscalls:sys_enter_openat'
"$BTRACE" -lv 'tracepoint:sched:sched_process_exec'
echo "status $?"
