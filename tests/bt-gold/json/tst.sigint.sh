# -f json with Ctrl-C: END output and the maps as JSON objects.
. "$TESTDIR/../lib.sh"
READY='"data": "ready'
start_tracer -f json -e '
BEGIN { printf("ready\n"); @n = 3; }
END { printf("end\n"); }'
stop_tracer
echo "status $STATUS"
