# -l PATTERN lists the matching probes, one per line, sorted; wildcards
# in every part; a pattern without wildcard lists just that probe; a
# pattern matching nothing lists nothing and succeeds.
. "$TESTDIR/../lib.sh"
"$BTRACE" -l 'tracepoint:syscalls:sys_enter_getppid'
echo "status $?"
"$BTRACE" -l 'tracepoint:syscalls:sys_*_getppid'
"$BTRACE" -l 't:sched:sched_process_e*'
"$BTRACE" -l 'tracepoint:syscalls:sys_enter_getppid,tracepoint:syscalls:sys_exit_getpgid'
"$BTRACE" -l 'tracepoint:no_such_subsystem:*'
echo "status $?"
