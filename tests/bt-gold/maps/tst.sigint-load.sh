# Ctrl-C (SIGINT) while a probe fires very often and prints each event
# (every system call of two busy processes): tracing ends, END runs and
# its output comes after every event's, then the maps; status 0.  The
# events the buffers had no room for ("Lost N events") are not counted.
. "$TESTDIR/../lib.sh"
"$PROGS/getppidloop" 1000000000 &
busy1=$!
"$PROGS/getppidloop" 1000000000 &
busy2=$!
start_tracer -e '
BEGIN { printf("ready\n"); }
tracepoint:raw_syscalls:sys_enter { @n++; printf("event\n"); }
END { printf("end %d\n", @n > 1000 ? 1 : 0); clear(@n); }'
sleep 0.5
stop_tracer >"$T/all" 2>"$T/err"
echo "status $STATUS"
kill "$busy1" "$busy2"
wait "$busy1" "$busy2" 2>/dev/null
grep -c '^event$' "$T/all" >/dev/null && echo "events printed"
grep -v -e '^event$' -e '^Lost [0-9]* events$' "$T/all"
echo "-- after END:"
sed -n '/^end /,$p' "$T/all" | grep -c '^event$'
cat "$T/err" >&2
