# -x cpu=N: only events on CPU N are traced (the consumer's own BEGIN and
# END still run).  getppidloop is pinned to CPU 1: seen with cpu=1, not
# with cpu=0.  A CPU that does not exist is refused.
[ "$(nproc)" -ge 2 ] || { echo "needs 2 CPUs" >&2; exit 77; }
for c in 1 0; do
	$DTRACE -x cpu=$c -qn '
	syscall::getppid:entry /pid == $target/ { @[cpu] = count(); }
	END { printa("cpu %d: %@d calls\n", @); printf("end\n"); }' \
	    -c "taskset -c 1 $PROGS/getppidloop 500"
	echo "status $?"
done
$DTRACE -x cpu=4096 -n 'BEGIN { exit(0); }' 2>&1 | grep -v matched
