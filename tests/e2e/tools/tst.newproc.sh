# newproc.d: a line a process created, in the parent; forker creates 3.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/newproc.d" -c "$PROGS/forker 3")
echo "$out" | head -n 1
echo "$out" | sed 1d | rows '^[0-9]+ +[^ ].{15} [0-9]+ *$'
echo "$out" | awk '$2 == "forker" { n++ } END { print "forker created", n }'
