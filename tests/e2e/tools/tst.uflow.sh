# uflow.d: the program's own functions, entries and returns indented by
# depth, as ufuncs makes its calls (one round: atoi of its argument, then
# add3, greet, point_sum, readline, many).
. "$TESTDIR/lib.sh"
$DTRACE -s "$TOOLS/uflow.d" -c "$PROGS/ufuncs 1" 2>/dev/null |
    sed 's/^ *[0-9]* //; s/ *$//'
