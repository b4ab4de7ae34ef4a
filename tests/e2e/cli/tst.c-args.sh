# -c splits its command on blanks into the target's arguments; $target is
# the target's pid.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { n++; }
syscall::exit_group:entry /pid == $target/ { printf("%d calls, exit %d\n", n, arg0); }' \
    -c "$PROGS/getppidloop   13"
