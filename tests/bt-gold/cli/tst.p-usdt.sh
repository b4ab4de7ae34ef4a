# -p PID with USDT probes: the tracer sets the probe's semaphore in that
# process, so myprov:work fires there; it ends when the process exits.
. "$TESTDIR/../lib.sh"
"$PROGS/usdt" -q 20 100 &
target=$!
wait_libc "$target"
"$BTRACE" -p "$target" -e '
usdt:$1:myprov:work { @work++; }
END { printf("seen: %d\n", @work > 0 ? 1 : 0); clear(@work); }' "$PROGS/usdt" >"$T/out" 2>"$T/err" &
tracer=$!
wait "$tracer"
echo "status $?"
cat "$T/out"
cat "$T/err" >&2
