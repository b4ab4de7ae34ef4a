# at return, arg0 and arg1 are the return value: getppid() of a -c target
# returns dtrace's own pid.
$DTRACE -qn 'syscall::getppid:return /pid == $target/ {
	@[arg0 == $pid, arg1 == $pid] = count(); }' -c "$PROGS/getppidloop 9"
