# -p grabs a running process: $target is its pid; tracing ends when it
# exits.
"$PROGS/sleeper" 700 &
p=$!
$DTRACE -qn 'syscall::exit_group:entry /pid == $target/ { printf("exits %d\n", arg0); }' -p $p
echo "status $?"
wait $p
