# elapsed counts nanoseconds from the start of tracing; cgroup is the
# cgroup (v2) id of the task: btrace's own in BEGIN, the same for the
# command it runs.  Text and JSON; the cgroup id printed at exit (@c) is
# the machine's and masked.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { @c = cgroup;
	    printf("%d %d\n", elapsed > 0, elapsed < 10000000000); }
	    tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
		printf("%d %d %d\n", cgroup == @c, cgroup > 0, elapsed > 0);
		@e = elapsed > 1000; exit(); }' -c "$PROGS/getppidloop 3"
done
