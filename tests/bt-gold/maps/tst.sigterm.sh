# SIGTERM ends tracing like Ctrl-C: END runs and the maps are printed;
# the exit status is 0.
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { printf("ready\n"); @x = 42; }
END { printf("end\n"); }'
sleep 0.2
kill -TERM "$TRACER"
wait "$TRACER"
STATUS=$?
cat "$T/out"
cat "$T/err" >&2
echo "status $STATUS"
