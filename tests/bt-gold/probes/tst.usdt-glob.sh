# A USDT probe's or a uprobe's file given by a '*' pattern: the probes of
# every file it matches (attached in every process), or, with -c and -p,
# of the one it matches (with -p, the pattern is matched against the
# object's path under /proc/PID/root).  $T masked.
. "$TESTDIR/../lib.sh"
cp "$PROGS/usdt" "$T/u1-usdt"
cp "$PROGS/usdtargs" "$T/u2-args"
cp "$PROGS/ufuncs" "$T/ufa"
cp "$PROGS/ufuncs" "$T/ufb"
mask() { sed "s#$T#T#g"; }
"$BTRACE" -e "usdt:$T/u2*:ua:t* { printf(\"%s %d\n\", probe, arg1); }" \
    -c "$T/u2-args" | mask
"$BTRACE" -e "uprobe:$T/uf*:greet { @[probe] = count(); }" -c "$T/ufa 2 1" |
    mask
echo "--"
start_tracer -e "BEGIN { printf(\"ready\n\"); }
usdt:$T/u*:*:* /curtask->real_parent->tgid == $$/ { printf(\"%s\n\", probe); }"
"$T/u2-args"
"$T/u1-usdt" -q 1 1
stop_tracer >"$T/o" 2>"$T/e"
mask <"$T/o"
mask <"$T/e" >&2
echo "status $STATUS"
echo "--"
"$T/u1-usdt" -q 20 100 &
target=$!
wait_libc "$target"
"$BTRACE" -p "$target" -e "usdt:*/u1-usd*:myprov:work { @work++; }
END { printf(\"seen: %d\n\", @work > 0 ? 1 : 0); clear(@work); }" | mask
wait "$target"
