# SIGUSR1 prints every map as it is then (scalar, keyed, histogram, as
# print() prints them, in the order of their names); tracing goes on, and
# at the end (Ctrl-C) the maps are printed again as usual.
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { printf("ready\n"); @a = 1; @b[2] = 3; @c[1] = 1; @c[2] = 2;
	@h = hist(5); }'
sleep 0.2
kill -USR1 "$TRACER"
wait_for "$T/out" '^\[4, 8)' 10
sleep 0.2
stop_tracer
echo "status $STATUS"
