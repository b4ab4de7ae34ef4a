# copyin() takes its memory as alloca() does: a size known when the program
# is built that cannot fit in scratchsize is the compile error
# D_ALLOCA_SIZE; a size known only when it runs, or what earlier
# allocations leave, is checked then (the fault "out of scratch space").
$DTRACE -x errtags -x scratchsize=64 -qn 'BEGIN { p = copyin(0, 65); }'
echo "status $?"
$DTRACE -x scratchsize=64 -qn '
syscall::openat:entry /pid == $target && !done/ {
	n = 64; p = (char *)copyin(arg1, n);
	printf("%c%c%c%c\n", p[0], p[1], p[2], p[3]);
	done = 1;
}
syscall::openat:entry /pid == $target && done == 1/ {
	n = 32; p = (char *)copyin(arg1, n);
	n = 33; p = (char *)copyin(arg1, n);
	printf("not reached\n");
}
ERROR { exit(0); }' -c "$PROGS/openloop /tmp/x 1" 2>&1 |
    sed 's/probe ID [0-9]* (ID [0-9]*:/probe ID N (ID N:/'
