# syserrors.d: failed calls by process, call and errno; openloop's three
# opens of a missing file are openat's ENOENT (2).
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/syserrors.d" -c "$PROGS/openloop /nonexistent-dtrace-tools 3")
echo "$out" | grep -v '^$' | sed -n '1,2p'
echo "$out" | grep -v '^$' | sed '1,2d' | rows '^.{20} .{20} [ 0-9]{4}[0-9] [ 0-9]{7}[0-9]$'
echo "$out" | awk '$1 == "openloop" && $2 == "openat" && $3 == 2 && $4 >= 3 {
	print "openloop openat ENOENT: 3 or more" }'
