# -F (flowindent) with syscall probes: " => " at entry, " <= " at return,
# indented by nesting; a second clause of the same entry probe is not a new
# call ("| ").
$DTRACE -F -n '
syscall::getppid:entry, syscall::getppid:return /pid == $target/ { }
syscall::getppid:entry /pid == $target/ { }
syscall::exit_group:entry /pid == $target/ { }' -c "$PROGS/getppidloop 2" \
    2>/dev/null | sed 's/^ *[0-9][0-9]* /  C /'
