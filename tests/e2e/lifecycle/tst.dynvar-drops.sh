# A full dynamic variable space drops new elements and says how many, as
# DTrace words it.
$DTRACE -x dynvarsize=2k -qn 'syscall::getppid:entry /pid == $target/ {
	a[n++] = 1; } END { printf("%d calls\n", n); }' \
    -c "$PROGS/getppidloop 3000" 2>&1 |
    sed 's/^dtrace: [0-9][0-9]* dynamic variable drops$/dtrace: N dynamic variable drops/'
