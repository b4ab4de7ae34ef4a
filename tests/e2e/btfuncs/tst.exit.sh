# exit() ends the clause: what follows it does not run (nor, in bpftrace,
# any record after it but END's); in an if, the rest of the clause runs
# only when the if did not exit.  Text and JSON.
for f in text json; do
	$BTRACE -f $f -e 'BEGIN { printf("a\n"); exit(); printf("b\n");
	    @x = 1; } END { printf("end\n"); }'
	$BTRACE -f $f -e 'BEGIN { @n = 1; if (@n == 1) { printf("in\n");
	    exit(); } printf("after\n"); }'
	$BTRACE -f $f -e 'BEGIN { @n = 2; if (@n == 1) { exit(); }
	    printf("after\n"); exit(); }'
	$BTRACE -f $f -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	    printf("first\n"); exit(); }
	    tracepoint:syscalls:sys_enter_getppid /pid == cpid/ {
	    printf("second\n"); }' -c "$PROGS/getppidloop 1"
done
