# SIGTERM, like SIGINT: a newline (under the ^C), END's output, the final newline, then
# the aggregations; status 0.
out=$(mktemp)
trap 'rm -f "$out"; [ -n "$d" ] && kill -KILL $d 2>/dev/null' EXIT
# a background job of a script starts with SIGINT ignored; run dtrace as
# from a terminal, with SIGINT at its default
perl -e '$SIG{INT} = "DEFAULT"; exec @ARGV or die' -- \
$DTRACE -qn 'BEGIN { @a["key"] = sum(42); done = 0; printf("begin\n"); }
tick-50ms /!done/ { done = 1; printf("ready\n"); }
END { printf("end\n"); }' >"$out" 2>&1 &
d=$!
for i in $(seq 1 200); do grep -q ready "$out" && break; sleep 0.05; done
kill -TERM $d
wait $d
echo "status $?"
d=
cat -A "$out"
