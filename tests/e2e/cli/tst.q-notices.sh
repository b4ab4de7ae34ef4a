# Without -q, dtrace says what matched and when its target exits; -q
# keeps those notices quiet (but not the program's own output).
$DTRACE -n 'BEGIN { printf("hello"); }' -c "$PROGS/sleeper 10" 2>&1 >/dev/null |
    sed 's/pid [0-9][0-9]*/pid N/'
echo "--"
$DTRACE -q -n 'BEGIN { printf("hello\n"); }' -c "$PROGS/sleeper 10" 2>&1
