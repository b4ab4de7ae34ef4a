# errorf() and assert() (later bpftrace; docs/stdlib.md "errorf",
# "assert"): errorf() formats as printf() does and prints the text as an
# error with the call's place (docs: "stdin:1:9-62: ERROR: Something bad
# with args: 10, arg2" for its example), on the standard error, the
# program going on; assert(cond, msg) does nothing when cond holds, else
# prints "assert failed: " and msg as such an error and exits with status
# 1 (bpftrace's stdlib macro: errorf("assert failed: %s", msg); exit(1)).
# The place is shown as every btrace error's (the line, a mark under the
# call).  Expected output written by hand from those documents.
"$BTRACE" -e 'BEGIN { printf("before\n"); errorf("Something bad with args: %d, %s", 10, "arg2"); printf("after\n"); exit(); }'
echo "status $?"
"$BTRACE" -e 'BEGIN { assert(1 == 1, "one"); printf("passed\n"); assert(2 < 1, "two is not below one"); }'
echo "status $?"
"$BTRACE" -e 'tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { errorf("pid %d: %s", pid == cpid, "called"); exit(); }' -c "$PROGS/stacks"
echo "status $?"
