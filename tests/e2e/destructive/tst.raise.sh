# raise() sends a signal to the process that fired the probe.
$DTRACE -wn 'syscall::getppid:entry /pid == $target/ { raise(9); }' \
    -c "$PROGS/getppidloop 100000" 2>&1 | sed 's/pid [0-9]*/pid PID/; s/matched [0-9]* probe/matched N probe/'
