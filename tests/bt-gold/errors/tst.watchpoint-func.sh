# bpftrace's errors for watchpoint:FUNC+argN:LEN:MODE and unwatch(): no
# -p or -c, an argument x86-64 does not pass in a register, a bad argN,
# a function name where an address is expected, a bad length or mode,
# asyncwatchpoint's argument count; a function the program does not have;
# unwatch()'s argument.
. "$TESTDIR/../lib.sh"
for p in 'watchpoint:increment+arg0:4:w' 'watchpoint:increment+arg9:4:w' \
    'asyncwatchpoint:increment+arg0:4:w'; do
	"$BTRACE" -e "$p { exit(); }"
	echo "status $?"
done 2>&1
for p in 'watchpoint:increment+arg6:4:w' 'watchpoint:increment+ar0:4:w' \
    'watchpoint:increment+0:4:w' 'watchpoint:increment+argx:4:w' \
    'watchpoint:increment:4:w' 'watchpoint:increment+arg0:3:w' \
    'watchpoint:increment+arg0:4:q' 'asyncwatchpoint:increment+arg0:4' \
    'watchpoint:nosuch+arg0:4:w'; do
	"$BTRACE" -c "$PROGS/watches" -e "$p { exit(); }"
	echo "status $?"
done 2>&1
for a in '"x"' '' '1, 2'; do
	"$BTRACE" -e "BEGIN { unwatch($a); exit(); }"
	echo "status $?"
done 2>&1
"$BTRACE" -e 'BEGIN { unwatch(1); exit(); }'
# an asyncwatchpoint needs a function (bpftrace goes on to the length)
for p in 'aw:0x1000:4:w' 'aw:0x1000:3:w' 'asyncwatchpoint:4096:8:q'; do
	"$BTRACE" -e "$p { exit(); }"
	echo "status $?"
done 2>&1
# -l of watchpoints and iterators
for p in 'watchpoint:*' 'aw:*' 'asyncwatchpoint' 'watchpoint:1:4:w' \
    'w:f+arg0:4:w' 'aw:1:3:w' 'it:*'; do
	"$BTRACE" -l "$p"
	echo "status $?"
done 2>&1
