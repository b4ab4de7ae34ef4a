# -c runs a command with $target its pid; tracing ends when it exits.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { n++; }
END { printf("%d calls\n", n); }' -c "$PROGS/getppidloop 7"
echo "status $?"
