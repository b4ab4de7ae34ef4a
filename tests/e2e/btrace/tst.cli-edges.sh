# Command-line edges bpftrace 0.17 has (each checked against it): options
# after the script's positional parameters, -c split at each space with
# one space at the end dropped, -p checks, -h on stderr with status 0,
# BPFTRACE_CAT_BYTES_MAX read as stoull() reads it, 0 printing nothing;
# -p of a pid that is no process, -c '' (no command); BPFTRACE_MAX_PROBES.
exec 2>&1
$BTRACE -e 'BEGIN { printf("%s\n", str($1)); exit(); }' one -q
$BTRACE -q -e 'END { printf("end\n"); }' -c "/bin/echo a "
$BTRACE -q -e 'END { printf("end\n"); }' -c "/bin/echo  a  b"
$BTRACE -p 12a -e 'BEGIN { exit(); }'
echo "status $?"
$BTRACE -p -5 -e 'BEGIN { exit(); }'
echo "status $?"
$BTRACE -h >/dev/null 2>&1
echo "help status $?"
$BTRACE -h 2>/dev/null | wc -c
BPFTRACE_CAT_BYTES_MAX=3k $BTRACE -q -e 'BEGIN { cat("/proc/sys/kernel/ostype"); printf("|\n"); exit(); }'
BPFTRACE_CAT_BYTES_MAX=0 $BTRACE -q -e 'BEGIN { cat("/proc/sys/kernel/ostype"); printf("|\n"); exit(); }'
BPFTRACE_CAT_BYTES_MAX=x $BTRACE -q -e 'BEGIN { exit(); }'
echo "status $?"
BPFTRACE_NO_USER_SYMBOLS=2 $BTRACE -q -e 'BEGIN { exit(); }'
echo "status $?"
$BTRACE -p 4194000 -e 'BEGIN { exit(); }'
echo "status $?"
$BTRACE -q -c '' -e 'BEGIN { printf("no command\n"); exit(); }'
echo "status $?"
BPFTRACE_MAX_PROBES=3 $BTRACE -e 'tracepoint:syscalls:sys_enter_read* { exit(); }'
echo "status $?"
BPFTRACE_MAX_PROBES=2 $BTRACE -e 'BEGIN { exit(); } tracepoint:syscalls:sys_enter_read { exit(); }'
echo "status $?"
