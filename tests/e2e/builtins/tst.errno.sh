# errno at a syscall's return is the error it failed with, 0 on success.
$DTRACE -qn 'syscall::openat:return /pid == $target && arg0 < 0/ {
	printf("%d %d\n", errno, arg0); exit(0); }' -c "$PROGS/openloop /nonexistent/file 1"
$DTRACE -qn 'syscall::getppid:return /pid == $target/ {
	printf("%d\n", errno); exit(0); }' -c "$PROGS/getppidloop 1"
