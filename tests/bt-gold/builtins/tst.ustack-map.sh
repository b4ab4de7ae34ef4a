# ustack as a map key: printed at exit; the process has exited by then,
# so frames print as addresses (masked), one per line indented 4 spaces
# between "@[" and "]: count".
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	@[ustack(3)] = count();
}' -c "$PROGS/stacks getppid 4" 2>&1 | sed 's/0x[0-9a-f]*/0xADDR/'
