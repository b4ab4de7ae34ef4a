# A tracer tracing read(2) must not feed itself: its own work between two
# reads of the buffer makes no read(2) of its own (its timers are read only
# when they expire), so it does not wake itself up again and again.  Over
# half a second it reads a handful of times, not thousands; the same with a
# user name printed for each event (looked up once).
n=$($DTRACE -qn 'syscall::read:entry /pid == $pid/ { @ = count(); }
    tick-500ms { exit(0); } END { printa("%@d", @); }')
[ "${n:-0}" -lt 50 ] && echo "dtrace: few reads of its own" || echo "dtrace: $n reads"
n=$($BTRACE -e 'tracepoint:syscalls:sys_enter_read /comm == "btrace"/ {
    @n = count(); printf("%s\n", username); }
    interval:ms:500 { exit(); }' | sed -n 's/^@n: //p')
[ "${n:-0}" -lt 50 ] && echo "btrace: few reads of its own" || echo "btrace: $n reads"
