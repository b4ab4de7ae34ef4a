# -O openbsd with SIGUSR1 (which OpenBSD's btrace does not catch): every
# map is printed as at the end, in OpenBSD's layout, in the order the
# program first names them; a map without keys that is a plain value (@a)
# and an empty map (@e) print nothing; avg() and stats(), which OpenBSD's
# btrace does not have, print bpftrace's values.  Then Ctrl-C: a newline,
# and the maps again.
# @@handwritten: bpftrace 0.17 has no -O; the layout is OpenBSD's btrace's (map.c), the values bpftrace's
. "$TESTDIR/../lib.sh"
start_tracer -O openbsd -e '
BEGIN {
	@v = avg(4);
	@c = count();
	@m[1] = max(5);
	@s = stats(3);
	@a = 1;
	@e[1] = 2;
	delete(@e[1]);
	printf("ready\n");
}'
kill -USR1 "$TRACER"
wait_for "$T/out" 'total 3' 10
stop_tracer
echo "status $STATUS"
