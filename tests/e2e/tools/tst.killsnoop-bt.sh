# killsnoop.bt: a line a kill(2), with the signal, the target and the
# result: 0 for process 1, -3 (ESRCH) for a pid past pid_max.
. "$TESTDIR/lib.sh"
out=$($BTRACE "$TOOLS/killsnoop.bt" -c "/bin/sh $TESTDIR/killer.sh")
echo "$out" | sed -n '1,2p'
echo "$out" | sed '1,2d' | rows '^[0-9]+ +[^ ].{15} [ 0-9]{3}[0-9] -?[0-9]+ +-?[0-9]+$'
echo "$out" | awk -v max="$(cat /proc/sys/kernel/pid_max)" '$2 == "sh" && $3 == 0 {
	print $2, $3, ($4 == 1 ? "1" : $4 == max + 1 ? "past pid_max" : $4), $5 }'
