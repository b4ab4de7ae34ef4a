# -c CMD runs CMD (with its arguments) as a child after the probes are
# attached; the child's output goes to the same stdout (after the probe
# count line; BEGIN's output may come before or after it, so there is
# none); the tracer ends when the child exits, with status 0 whatever the
# child's.
. "$TESTDIR/../lib.sh"
"$BTRACE" -e 'END { printf("end\n"); }' -c '/bin/echo hello from the child'
echo "status $?"
"$BTRACE" -e 'tracepoint:sched:sched_process_exit /pid == cpid/ { @exit = count(); }' -c "$PROGS/sleeper 10 3"
echo "status $?"
