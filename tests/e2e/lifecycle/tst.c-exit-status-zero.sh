# dtrace's status is 0 when tracing ends because the target exited, even
# if the target failed; exit(n) in D overrides it.
$DTRACE -qn 'BEGIN { }' -c "$PROGS/sleeper 10 7"
echo "status $?"
$DTRACE -qn 'syscall::exit_group:entry /pid == $target/ { exit(arg0 + 1); }' -c "$PROGS/sleeper 10 7"
echo "status $?"
