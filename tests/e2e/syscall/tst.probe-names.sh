# probeprov, probemod, probefunc and probename of syscall probes.
$DTRACE -qn 'syscall::getppid:entry, syscall::getppid:return /pid == $target/ {
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename); }' \
    -c "$PROGS/getppidloop 1"
