# stackdepth and ustackdepth count the frames of the kernel and user
# stacks at a system call.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d\n", stackdepth > 0, ustackdepth > 0); exit(0); }' \
    -c "$PROGS/getppidloop 1"
