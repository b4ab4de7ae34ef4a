# offcputime.d: time off CPU by process, in microseconds; sleeper sleeps
# 300 ms, so its row has 300000 us or more.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/offcputime.d" -c "$PROGS/sleeper 300")
echo "$out" | grep -v '^$' | sed -n '1,2p'
echo "$out" | grep -v '^$' | sed '1,2d' | rows '^.{24} [ 0-9]{13}[0-9]$'
echo "$out" | awk '$1 == "sleeper" && $2 >= 300000 { print "sleeper: 300 ms or more off CPU" }'
