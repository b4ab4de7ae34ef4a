# Ctrl-C while events arrive: the maps printed at the end hold what the
# probes counted (6 getppid calls from two runs of the trigger).
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { printf("ready\n"); }
tracepoint:syscalls:sys_enter_getppid /curtask->real_parent->tgid == $1/ { @calls = count(); @per[pid] = count(); }
END { printf("%d processes\n", 2); }' $$
"$PROGS/getppidloop" 2
"$PROGS/getppidloop" 4
stop_tracer >"$T/all" 2>&1
sed 's/^@per\[[0-9]*\]/@per[PID]/' "$T/all"
echo "status $STATUS"
