# Records that do not fit in the buffer are counted and reported as
# DTrace reports them.
$DTRACE -b 4k -x switchrate=1hz -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d\n", arg0, arg1, arg2, arg3); }' \
    -c "$PROGS/getppidloop 20000" 2>&1 >/dev/null |
    sed -n 's/^dtrace: [0-9][0-9]* drops* on CPU [0-9]*$/dtrace: N drops on CPU N/p' | sort -u
