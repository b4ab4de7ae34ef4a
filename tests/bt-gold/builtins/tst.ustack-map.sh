# ustack as a map key: printed at exit, one frame per line indented 4
# spaces between "@[" and "]: count".  The process has exited by then:
# bpftrace prints its frames in hex, btrace as symbols if it read the
# process's mappings while it ran, so a frame in either form is FRAME.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	@[ustack(3)] = count();
}' -c "$PROGS/stacks getppid 4" 2>&1 |
    sed 's/^    0x[0-9a-f]*$/    FRAME/; s/^    [A-Za-z_][A-Za-z0-9_.]*+[0-9]*$/    FRAME/'
