# when the -c target exits dtrace reports it, runs END and prints the
# aggregations after the final newline; no header without records.
$DTRACE -n 'syscall::getppid:entry /pid == $target/ { @[probefunc] = count(); }' \
    -c "$PROGS/getppidloop 31" 2>&1 | sed 's/pid [0-9][0-9]*/pid N/'
