# -p PID traces a process that is already running; the tracer ends when
# that process exits (END runs, maps print).  bpftrace 0.17 attaches
# uprobes to the binary, not to the process: another process running the
# same binary is seen too (pid == $2 tells them apart).
. "$TESTDIR/../lib.sh"
"$PROGS/ufuncs" -w "$T/go-target" 3 &
target=$!
wait_libc "$target"
"$PROGS/ufuncs" -w "$T/go-other" 2 &
other=$!
"$BTRACE" -p "$target" -e '
BEGIN { printf("ready\n"); }
uprobe:$1:add3 /pid == $2 || pid == $3/ { printf("add3 %d, in the target: %d\n", arg0, pid == $2); @calls[pid == $2] = count(); }
END { printf("end\n"); }' "$PROGS/ufuncs" "$target" "$other" >"$T/out" 2>"$T/err" &
tracer=$!
wait_for "$T/out" '^ready$'
touch "$T/go-other"
wait "$other"
touch "$T/go-target"
wait "$tracer"
echo "status $?"
cat "$T/out"
cat "$T/err" >&2
