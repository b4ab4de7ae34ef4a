# ERROR runs in the context of the probe that faulted (its pid and
# execname); arg1 is the EPID of the faulting clause's probe.
$DTRACE -qn '
syscall::getppid:entry /pid == $target/ { trace(*(int *)8); }
ERROR { printf("%s %d epid %d\n", execname, pid == $target, arg1); exit(0); }' \
    -c "$PROGS/getppidloop 5" 2>&1 | sed 's/(ID [0-9]*: syscall:vmlinux:getppid:entry)/(ID N: syscall:vmlinux:getppid:entry)/; s/probe ID [0-9]*/probe ID E/'
