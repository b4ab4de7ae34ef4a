# syscount.d: its banner, then at the end the header and a line a process
# (name in 24 columns, count in 10); getppidloop's row has its 500 calls.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/syscount.d" -c "$PROGS/getppidloop 500")
echo "$out" | grep -v '^$' | sed -n '1,2p'
echo "$out" | grep -v '^$' | sed '1,2d' | rows '^.{24} [ 0-9]{9}[0-9]$'
echo "$out" | awk '$1 == "getppidloop" && $2 >= 500 { print "getppidloop: 500 calls or more" }'
