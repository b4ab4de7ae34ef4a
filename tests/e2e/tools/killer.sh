# killer.sh -- the trigger of tst.killsnoop-bt.sh: kill(2) with signal 0
# of process 1 (which exists) and of a pid past pid_max (which cannot).
kill -0 1
kill -0 $(($(cat /proc/sys/kernel/pid_max) + 1)) 2>/dev/null
exit 0
