# -F with two clauses on one return probe (and two on its entry): only the
# last clause of the return is drawn as the return and unindents; the
# others are "|" lines at the call's depth, as DTrace decides by looking
# at the next record.
$DTRACE -F -n 'syscall::getppid:entry /pid == $target/ {} syscall::getppid:entry /pid == $target/ {}
	syscall::getppid:return /pid == $target/ { trace(1) } syscall::getppid:return /pid == $target/ { trace(2) }' \
    -c "$PROGS/getppidloop 2" 2>/dev/null | sed 's/^ *[0-9]* /  C /'
