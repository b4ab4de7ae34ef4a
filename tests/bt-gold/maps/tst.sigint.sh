# Ctrl-C (SIGINT) ends tracing like exit(): END runs, then two newlines
# and every map; the exit status is 0.
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { printf("ready\n"); @a = 5; @b["x"] = count(); @h = hist(3); }
END { printf("end\n"); }'
stop_tracer
echo "status $STATUS"
