# syscall:::entry matches every syscall; the trigger's getppid calls are
# seen among them.
$DTRACE -qn 'syscall:::entry /pid == $target/ { @[probefunc] = count(); }
END { printa("%s %@d\n", @); }' -c "$PROGS/getppidloop 11" | grep '^getppid '
