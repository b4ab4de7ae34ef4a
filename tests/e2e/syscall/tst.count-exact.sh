# entry and return of one syscall fire exactly once per call of the target.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { e++; }
syscall::getppid:return /pid == $target/ { r++; }
END { printf("entry %d return %d\n", e, r); }' -c "$PROGS/getppidloop 137"
