# @@exit: 0
# self probes bpftrace does not have (its attach point checker, 0.23 to
# 0.26): a signal other than SIGUSR1, a trigger other than signal.
# Expected output written by hand.
for p in 'self:signal:SIGHUP { exit(); }' 'self:keypress:space { exit(); }'; do
	"$BTRACE" -n -e "$p" 2>&1
	echo "status $?"
done
