# -f json: the outputs of time() ("time"), cat() ("cat"), system()
# ("syscall") and join() ("join"); time digits masked.
. "$TESTDIR/../lib.sh"
"$BTRACE" -f json --unsafe -e '
BEGIN { time("%H:%M\n"); cat("/proc/sys/kernel/ostype"); system("echo from system"); }
tracepoint:syscalls:sys_enter_execve /curtask->real_parent->tgid == cpid/ { join(args->argv); join(args->argv, "+"); }
' -c "$PROGS/execer /bin/true -- x y" 2>/dev/null | sed 's/"[0-9][0-9]:[0-9][0-9]\\n"/"HH:MM\\n"/'
