# syscount.bt: its banner, then at the end a map of counts by process
# name; getppidloop's has its 500 calls.
. "$TESTDIR/lib.sh"
out=$($BTRACE "$TOOLS/syscount.bt" -c "$PROGS/getppidloop 500")
echo "$out" | sed -n '1,2p'
echo "$out" | sed '1,2d' | rows '^@syscalls\[.*\]: [0-9]+$'
echo "$out" | sed -n 's/^@syscalls\[getppidloop\]: //p' |
    awk '$1 >= 500 { print "getppidloop: 500 calls or more" }'
