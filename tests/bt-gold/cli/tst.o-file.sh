# -o FILE writes the tracing output (probe count line, printf, maps) to
# FILE instead of stdout; errors and warnings still go to stderr.
. "$TESTDIR/../lib.sh"
"$BTRACE" -o "$T/trace.out" -e 'BEGIN { printf("to the file %d\n", -1 / 2); @m = 3; exit(); }'
echo "status $?"
echo "--- file:"
cat "$T/trace.out"
