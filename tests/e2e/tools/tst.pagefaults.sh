# pagefaults.d: user page faults by process; spin faults in its pages.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/pagefaults.d" -c "$PROGS/spin 50")
echo "$out" | grep -v '^$' | sed -n '1,2p'
echo "$out" | grep -v '^$' | sed '1,2d' | rows '^.{24} [ 0-9]{9}[0-9]$'
echo "$out" | awk '$1 == "spin" && $2 > 0 { print "spin faulted" }'
