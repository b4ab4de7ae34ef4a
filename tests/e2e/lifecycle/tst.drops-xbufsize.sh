# -x bufsize=4k with a printf-heavy probe: records that do not fit are
# dropped and counted per CPU on stderr, and dtrace still exits 0.
$DTRACE -x bufsize=4k -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5); }' \
    -c "$PROGS/getppidloop 30000" >/dev/null
echo "status $?"
