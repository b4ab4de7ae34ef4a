# exitsnoop.d: a line a process ending, how (1: exited) and its status;
# sleeper exits with status 3.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/exitsnoop.d" -c "$PROGS/sleeper 10 3")
echo "$out" | head -n 1
echo "$out" | sed 1d | rows '^[0-9]+ +[0-9]+ +[^ ].{15} [ 0-9]{2}[0-9] [ 0-9]{3}[0-9]$'
echo "$out" | awk '$3 == "sleeper" { print $3, $4, $5 }'
