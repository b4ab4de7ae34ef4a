# entry and return of one syscall, exact counts for the trigger.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @e = count(); }
syscall::getppid:return /pid == $target/ { @r = count(); }' -c "$PROGS/getppidloop 25"
