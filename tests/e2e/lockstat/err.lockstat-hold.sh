# lockstat -H: hold events need tracepoints where locks are acquired and
# released, which this kernel lacks (no lockdep): refused with the reason.
# -E (no error events on Linux) and an event Linux has not (3, thread
# locks) are refused too, and a list that names no event.
LOCKSTAT=$(dirname "$DTRACE")/lockstat
$LOCKSTAT -H true
echo "status $?"
$LOCKSTAT -E true
echo "status $?"
$LOCKSTAT -e 3 true
echo "status $?"
$LOCKSTAT -e 1-x true
echo "status $?"
$LOCKSTAT -s 0 true
exit $?
# @@exit: 2
