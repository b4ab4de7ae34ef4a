# @[ustack()] = count() in a process that has exited by the time the
# aggregation is printed: its frames are still symbolised.  Offsets depend
# on the compiler, so they are taken out.
$DTRACE -qn 'syscall::getppid:entry /pid == $target/ { @[ustack()] = count(); }' \
    -c "$PROGS/stacks getppid 3" | sed 's/+0x[0-9a-f]*$//'
