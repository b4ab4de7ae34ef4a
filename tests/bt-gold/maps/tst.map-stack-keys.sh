# Maps keyed by a kernel stack and another key (tuple key with a stack),
# printed at exit with the stack on its own lines; frames masked (which
# functions show up varies, see builtins/tst.kstack.sh).
. "$TESTDIR/../lib.sh"
"$BTRACE" -e '
tracepoint:syscalls:sys_enter_getppid /pid == cpid/ { @[kstack(2), comm] = count(); }
' -c "$PROGS/getppidloop 3" 2>&1 |
    sed 's/^\( *\)[A-Za-z_][A-Za-z0-9_.]*+[0-9][0-9]*$/\1SYM+OFF/'
