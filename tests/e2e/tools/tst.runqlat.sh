# runqlat.d: the distribution of run-queue waits in microseconds, as
# DTrace draws a quantize(); sleeper's wakeup after its sleep is one.
. "$TESTDIR/lib.sh"
out=$($DTRACE -s "$TOOLS/runqlat.d" -c "$PROGS/sleeper 100")
echo "$out" | grep -v '^$' | sed -n '1,3p'
echo "$out" | grep -v '^$' | sed '1,3d' | rows '^ +-?[0-9]+ \|[@ ]{40} [0-9]+ *$'
