# An aggregation whose map is full (-x aggsize) drops new keys and says
# so per CPU, as DTrace words it; with -x droptags the line is tagged.
run() {
	$DTRACE "$@" -x aggsize=4k -qn 'syscall::getppid:entry /pid == $target/ {
		@[timestamp] = count(); }' -c "$PROGS/getppidloop 3000" 2>&1 >/dev/null |
	    sed -E 's/[0-9]+ aggregation drops on CPU [0-9]+/N aggregation drops on CPU C/' | sort -u
}
run
run -x droptags
