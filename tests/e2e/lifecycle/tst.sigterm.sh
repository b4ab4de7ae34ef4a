# SIGTERM stops tracing: END runs, the aggregations are printed,
# the status is 0.
"$PROGS/getppidloop" 100000000 &
p=$!
disown $p
out=$(mktemp)
trap 'rm -f "$out"; kill -KILL $p 2>/dev/null' EXIT
$DTRACE -qn 'syscall::getppid:entry /pid == $1/ { @n = count(); }
tick-100ms { ticks++; } tick-100ms /ticks == 2/ { printf("ready\n"); }
END { printf("end ran\n"); }' $p >"$out" &
d=$!
until grep -q ready "$out"; do sleep 0.1; done
kill -TERM $d
wait $d
echo "status $?"
grep -c "end ran" "$out"
awk 'NF == 1 && $1 ~ /^[0-9]+$/ && $1 > 0 { print "count printed" }' "$out"
