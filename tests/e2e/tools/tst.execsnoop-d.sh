# execsnoop.d: a line an exec, with pid, parent, name and arguments; the
# exec of "/bin/true a b" by execer is one.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/execsnoop.d" -c "$PROGS/execer /bin/true -- a b")
echo "$out" | head -n 1
echo "$out" | sed 1d | rows '^[0-9]+ +[0-9]+ +[^ ].{15} '
echo "$out" | awk '$3 == "true" && $4 == "/bin/true" { print $3, $4, $5, $6 }'
