# opensnoop.bt: a line an openat, with its fd or -1 and the error;
# openloop's two opens of a missing file are -1 with ENOENT (2).
. "$TESTDIR/lib.sh"
out=$($BTRACE "$TOOLS/opensnoop.bt" -c "$PROGS/openloop /nonexistent-dtrace-tools 2")
echo "$out" | sed -n '1,2p'
echo "$out" | sed '1,2d' | rows '^[0-9]+ +[^ ].{15} [ 0-9-]{3}[0-9] [ 0-9]{2}[0-9] '
echo "$out" | awk '$2 == "openloop" && $5 == "/nonexistent-dtrace-tools" { print $2, $3, $4, $5 }'
