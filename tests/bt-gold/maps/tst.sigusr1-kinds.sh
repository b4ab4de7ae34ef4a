# SIGUSR1 prints every map as print() would, whatever it holds (count,
# stats, avg, keyed max, lhist, a map whose only key was deleted), in the
# order of their names, and again at each SIGUSR1; tracing goes on, and
# at the end (Ctrl-C) the maps are printed again as usual.
. "$TESTDIR/../lib.sh"
start_tracer -e '
BEGIN { @c = count(); @s = stats(3); @v = avg(4); @m[1] = max(5);
	@l = lhist(7, 0, 10, 5); @e[1] = 2; delete(@e[1]);
	printf("ready\n"); }'
kill -USR1 "$TRACER"
wait_for "$T/out" '^@v: 4' 10
kill -USR1 "$TRACER"
until [ "$(grep -c '^@v: 4' "$T/out")" = 2 ]; do sleep 0.02; done
stop_tracer
echo "status $STATUS"
