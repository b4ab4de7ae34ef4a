# sigsnoop.d: a line a signal sent; signals sends itself SIGUSR1 (10),
# which it handles, and SIGUSR2 (12), which it ignores: that one is
# discarded (proc:::signal-discard), not sent.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/sigsnoop.d" -c "$PROGS/signals")
echo "$out" | head -n 1
echo "$out" | sed 1d | rows '^[0-9]+ +[^ ].{15} [ 0-9]{3}[0-9] [0-9]+ +.{16}$'
echo "$out" | awk '$2 == "signals" && $5 == "signals" && $1 == $4 {
	print $2, $3, "to itself" }'
