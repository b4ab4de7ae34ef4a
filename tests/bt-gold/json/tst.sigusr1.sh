# -f json: SIGUSR1 prints every map as a JSON record, as print() does in
# JSON (an empty map prints nothing); then Ctrl-C ends as usual.
. "$TESTDIR/../lib.sh"
READY='"ready' start_tracer -f json -e '
BEGIN { @a = 1; @c = count(); @s = stats(3); @v = avg(4); @m[1] = max(5);
	@e[1] = 2; delete(@e[1]); printf("ready\n"); }
END { clear(@a); }'
kill -USR1 "$TRACER"
wait_for "$T/out" '"@v": 4' 10
stop_tracer
echo "status $STATUS"
