# lockcontention.d: contention events and time waited by process and
# kind; lockers' threads contend (likely, not certainly: up to three runs).
. "$TESTDIR/lib.sh"
f=$(mktemp -p "$TESTDIR" lk.XXXXXX)
for try in 1 2 3; do
	out=$($DTRACE -s "$TOOLS/lockcontention.d" -c "$PROGS/lockers $f 8 4000")
	echo "$out" | grep -q '^lockers ' && break
done
rm -f "$f"
echo "$out" | grep -v '^$' | sed -n '1,2p'
echo "$out" | grep -v '^$' | sed '1,2d' | rows '^.{20} [a-z]+-[a-z]+ +[ 0-9]{7}[0-9] [ 0-9]{13}[0-9]$'
echo "$out" | awk '$1 == "lockers" && $3 > 0 { print "lockers waited"; exit }'
