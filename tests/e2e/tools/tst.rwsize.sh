# rwsize.d: read and write sizes by process; readloop's 100 reads of one
# byte are in its read histogram's row 1.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/rwsize.d" -c "$PROGS/readloop 100")
echo "$out" | head -n 1
echo "$out" | grep -v '^$' | sed 1d | grep -v ' (bytes):$' |
    grep -v '^           value  ------------- Distribution ------------- count    $' |
    rows '^ +-?[0-9]+ \|[@ ]{40} [0-9]+ *$'
echo "$out" | awk '/ \(bytes\):$/ { mine = ($0 == "readloop read (bytes):") }
	mine && $1 == 1 && $3 >= 100 { print "readloop read: 100 reads of 1 byte or more" }'
