# A kernel thread (kthreadd, pid 2) cannot be grabbed: it has no user
# process; the error says so (it said "no such process").
PLOCKSTAT=$(dirname "$DTRACE")/plockstat
$DTRACE -p 2 -n 'pid$target::malloc:entry'
echo "dtrace: $?"
$PLOCKSTAT -p 2
echo "plockstat: $?"
exit 1
