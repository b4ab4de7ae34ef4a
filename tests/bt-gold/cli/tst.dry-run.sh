# -d compiles the program and prints debug output (its form is the
# tracer's own business and is not checked) without running it: no probe
# is attached, BEGIN does not run.
. "$TESTDIR/../lib.sh"
"$BTRACE" -d -e 'BEGIN { printf("ran\n"); exit(); }' >"$T/out" 2>&1
echo "status $?"
echo "lines of output from the program: $(grep -c -e '^ran$' -e '^Attaching' "$T/out")"
