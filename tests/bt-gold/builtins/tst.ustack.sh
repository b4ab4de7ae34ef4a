# ustack in a tracepoint on a program with a known call chain
# (main -> outer -> middle -> inner, built with frame pointers): symbols
# are resolved while the process is alive; ustack(N) limits the frames,
# perf mode adds the address and the binary.  Offsets, addresses and the
# path are masked; frames below main are cut.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	printf("%s", ustack(4));
	print(ustack(2));
	print(ustack(perf, 3));
}' -c "$PROGS/stacks getppid 1" 2>&1 |
    sed "s#$PROGS#PROGS#; s/+[0-9][0-9]*/+OFF/; s/^\t[0-9a-f]* /\tADDR /"
