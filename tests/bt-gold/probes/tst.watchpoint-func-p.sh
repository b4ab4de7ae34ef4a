# watchpoint:FUNC+argN with -p: the process (waiting for a file) is
# stopped at each increment() while the breakpoint is put in place; the
# tracer exits at done(), before the process's last write.
. "$TESTDIR/../lib.sh"
"$PROGS/watches" -w "$T/go" 1 2 &
target=$!
wait_libc $target
start_tracer -p $target -e 'BEGIN { printf("ready\n"); }
    watchpoint:increment+arg0:4:w { printf("w %d\n", pid == '$target'); }
    uprobe:$1:done { exit(); }' "$PROGS/watches"
touch "$T/go"
wait $TRACER
echo "status $?"
wait $target
cat "$T/out"
cat "$T/err" >&2
