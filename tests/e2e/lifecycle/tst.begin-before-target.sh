# BEGIN runs before the -c target starts: its output comes before any of
# the target's, and $target is known in BEGIN.
$DTRACE -qn 'BEGIN { printf("begin %d\n", $target > 0); }
syscall::getppid:entry /pid == $target/ { n++; }
syscall::getppid:entry /pid == $target && n == 1/ { printf("first call\n"); }
END { printf("end %d\n", n); }' -c "$PROGS/getppidloop 3"
