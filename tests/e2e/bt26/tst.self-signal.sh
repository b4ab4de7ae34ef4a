# self:signal:SIGUSR1 (bpftrace 0.23 and later, docs/language.md "self":
# "called by the bpftrace runtime when the bpftrace process receives ...
# a SIGUSR1 signal"): the probe runs on each SIGUSR1, and the maps are not
# printed then (bpftrace 0.17's SIGUSR1 behaviour stays for programs
# without such a probe: tests/bt-gold/maps/tst.sigusr1.sh); its probe
# builtin names it.  Expected output written by hand from that document.
out=$(mktemp)
trap 'rm -f "$out"' EXIT
"$BTRACE" -e 'BEGIN { printf("ready\n"); @b[1] = 2; }
self:signal:SIGUSR1 { printf("%s\n", probe); @c++; if (@c == 2) { exit(); } }' \
    >"$out" 2>&1 &
pid=$!
until grep -q '^ready$' "$out"; do sleep 0.02; done
kill -USR1 "$pid"
until grep -q 'SIGUSR1' "$out"; do sleep 0.02; done
kill -USR1 "$pid"
wait "$pid"
echo "status $?"
cat "$out"
