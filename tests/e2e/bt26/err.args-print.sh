# @@exit: 0
# args itself where the probe has no arguments, and a field a stored
# args does not have; expected output written by hand (the words are
# ours: bpftrace names its generated struct).
for p in 'BEGIN { print(args); }' \
    'tracepoint:syscalls:sys_enter_kill { $a = args; print($a.nosuch); }'; do
	"$BTRACE" -n -e "$p" 2>&1
	echo "status $?"
done
