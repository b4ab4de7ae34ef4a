# copyinstr(addr, maxlen) takes maxlen bytes of scratch memory, as in
# DTrace: past scratchsize, the fault "out of scratch space"; within it,
# the string (at most strsize characters).
$DTRACE -x scratchsize=64 -qn '
syscall::openat:entry /pid == $target && !done/ {
	printf("%s|%s\n", copyinstr(arg1, 64), copyinstr(arg1, 3));
	done = 1;
}
syscall::openat:entry /pid == $target && done == 1/ {
	n = 65; printf("%s\n", copyinstr(arg1, n));
}
ERROR { exit(0); }' -c "$PROGS/openloop /tmp/x 1" 2>&1 |
    sed 's/probe ID [0-9]* (ID [0-9]*:/probe ID N (ID N:/'
