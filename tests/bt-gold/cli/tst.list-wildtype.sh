# -l with a wildcarded probe type: the probes of each type it matches,
# uprobes (not uretprobes) and USDT probes of the file named, tracepoints;
# a pattern of too few or too many fields is an error for uprobe and usdt,
# and so is an empty function or probe name.  The programs are copied to
# $T (masked; its name is of a fixed length, so are the errors' marks).
. "$TESTDIR/../lib.sh"
cp "$PROGS/ufuncs" "$PROGS/usdt" "$T"
PROGS=$T
mask() { sed "s#$T#T#g"; }
"$BTRACE" -l "*:$PROGS/ufuncs:gre*" | mask
"$BTRACE" -l "u*:$PROGS/usdt:*" | mask
"$BTRACE" -l "u*:$PROGS/usdt:*:*" | mask
"$BTRACE" -l "us*:$PROGS/usdt:*:w*" | mask
"$BTRACE" -l 't*:sched:sched_sw*'
"$BTRACE" -l '*racepoint:sched:sched_switch'
echo "--"
for p in uprobe uretprobe 'usdt:' "uprobe:$PROGS/ufuncs" "usdt:$PROGS/usdt" \
    "uprobe:$PROGS/ufuncs:f:g" "usdt:$PROGS/usdt:a:b:c" "uprobe:$PROGS/ufuncs:" \
    "usdt:$PROGS/usdt:"; do
	"$BTRACE" -l "$p" 2>&1 | mask
	echo "status ${PIPESTATUS[0]}"
done
